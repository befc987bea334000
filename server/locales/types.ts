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

/** The demo game pages (slot, table, lobby); `{0}` is filled in by the page. */
export interface DemoGameTexts {
  back: string;
  balance: string;
  bet: string;
  spin: string;
  deal: string;
  place: string;
  win: string;
  lose: string;
  insufficient: string;
  expired: string;
  badBet: string;
  pick: string;
  error: string;
  loading: string;
  paytable: string;
  pays: string;
  lineBet: string;
  dragon: string;
  tiger: string;
  tie: string;
  tieRule: string;
  odds: string;
  result: string;
}

/** A promotion of the demo catalogue (`SEED_PROMOTIONS`): content is HTML with its rules. */
export interface PromotionTexts {
  title: string;
  summary: string;
  content: string;
}

/** Everything the server seeds or writes that players read, in one language. */
export interface ServerTexts {
  system: SystemTexts;
  content: (brand: string, age: number) => ContentTexts;
  demo: DemoTexts;
  demoGame: DemoGameTexts;
  /** By promotion key of the demo catalogue. */
  promotions: Record<string, PromotionTexts>;
}
