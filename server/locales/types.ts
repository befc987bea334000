/** Texts the reference server writes itself (welcome messages, support's automatic reply). */
export interface SystemTexts {
  welcome: (brand: string) => [title: string, html: string][];
  autoReplyBody: (ticket: number) => string;
  feedbackReply: string;
}

/** Seeded help-centre articles, user agreement and notices (brand and minimum age filled in). */
export interface ContentTexts {
  help: [title: string, html: string][];
  agreement: [title: string, html: string];
  notices: [title: string, html: string][];
  demoMail: [subject: string, body: string, reply: string];
  demoFeedback: [content: string, reply: string];
}

/** Seeded announcements (banners, marquee, popups, notices, agent notices) and inbox titles. */
export interface DemoTexts {
  bannerWelcome: string;
  bannerDeposit: string;
  bannerRegister: string;
  marquee: [string, string];
  popupGuest: [string, string];
  popupMember: [string, string];
  popupFirstLogin: [string, string];
  notice: [string, string];
  agentNotices: [string, string, string];
  inbox: [string, string, string];
}

/** Everything the server seeds or writes that players read, in one language. */
export interface ServerTexts {
  system: SystemTexts;
  content: (brand: string, age: number) => ContentTexts;
  demo: DemoTexts;
}
