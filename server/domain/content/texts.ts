/** System texts the server writes itself (welcome messages, support's automatic reply), en / pt / fil. */
export interface SystemTexts {
  welcome: (brand: string) => [title: string, html: string][];
  autoReplyBody: (ticket: number) => string;
  feedbackReply: string;
}

const en: SystemTexts = {
  welcome: (brand) => [
    [
      `Welcome to ${brand}`,
      `<p>Your account is ready. Make your first deposit in the <a href="/m/voucherCenter">deposit page</a> and enjoy over 600 games.</p>`,
    ],
    [
      'Keep your account safe',
      '<p>Never share your password or payment password. Set a payment password in the <a href="/m/securityCenter">security centre</a>.</p>',
    ],
  ],
  autoReplyBody: (ticket) =>
    `Thank you for writing to us. Your ticket number is #${ticket}. Customer service answers within 24 hours; for urgent matters use the live chat.`,
  feedbackReply: 'Thank you for your suggestion! We have passed it on to our product team.',
};

const pt: SystemTexts = {
  welcome: (brand) => [
    [
      `Bem-vindo ao ${brand}`,
      `<p>Sua conta está pronta. Faça seu primeiro depósito na <a href="/m/voucherCenter">página de depósito</a> e aproveite mais de 600 jogos.</p>`,
    ],
    [
      'Mantenha sua conta segura',
      '<p>Nunca compartilhe sua senha ou senha de pagamento. Defina uma senha de pagamento na <a href="/m/securityCenter">central de segurança</a>.</p>',
    ],
  ],
  autoReplyBody: (ticket) =>
    `Obrigado por nos escrever. O número do seu chamado é #${ticket}. O atendimento responde em até 24 horas; para urgências use o chat ao vivo.`,
  feedbackReply: 'Obrigado pela sua sugestão! Ela foi encaminhada à nossa equipe de produto.',
};

const fil: SystemTexts = {
  welcome: (brand) => [
    [
      `Maligayang pagdating sa ${brand}`,
      `<p>Handa na ang iyong account. Gawin ang unang deposito sa <a href="/m/voucherCenter">pahina ng deposito</a> at maglaro ng higit 600 laro.</p>`,
    ],
    [
      'Panatilihing ligtas ang account',
      '<p>Huwag ibahagi ang password o payment password. Magtakda ng payment password sa <a href="/m/securityCenter">security center</a>.</p>',
    ],
  ],
  autoReplyBody: (ticket) =>
    `Salamat sa iyong mensahe. Ang ticket number mo ay #${ticket}. Sumasagot ang customer service sa loob ng 24 oras; gamitin ang live chat kung apurahan.`,
  feedbackReply: 'Salamat sa iyong mungkahi! Ipinasa na namin ito sa aming product team.',
};

const BY_LANGUAGE: Record<string, SystemTexts> = { en, pt, fil };

/** Texts of `language` (a tag like `pt` or a header code like `PT`), English otherwise. */
export function systemTexts(language: string | undefined): SystemTexts {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return BY_LANGUAGE[base] ?? en;
}

/** The content language of a request: its `Language` header when we have texts for it, else the tenant's. */
export function contentLanguage(header: unknown, tenantDefault: string): string {
  const base = typeof header === 'string' ? header.toLowerCase().split(/[-_]/)[0] : undefined;
  return base && base in BY_LANGUAGE ? base : tenantDefault in BY_LANGUAGE ? tenantDefault : 'en';
}
