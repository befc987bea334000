/** Closed sets shared by the tenant schema, the registry and the reference server. */

/** White-label flags of spec §6 (platform module ids). */
export const WHITE_LABEL_FLAGS = [
  { id: 'USERNAMEREG3', description: 'Registration by username.' },
  { id: 'MOBILENUMREG3', description: 'Registration by mobile number.' },
  { id: 'REGMOBVERF3', description: 'Mobile registration verifies the number by SMS code.' },
  { id: 'MOBILENUMPASSREG3', description: 'Mobile registration also sets a password.' },
  { id: 'FACEBOOKLOGIN3', description: 'Facebook sign-in button.' },
  { id: 'GOOGLELOGIN3', description: 'Google sign-in button.' },
  { id: 'MOBILEVERCODELOGIN3', description: 'Login by mobile number and SMS code.' },
  { id: 'DIRECTREG3', description: 'Register button in the header area.' },
  { id: 'REWCEN3', description: 'Reward centre.' },
  { id: 'MANPLAYREB3', description: 'Manual rebate.' },
  { id: 'DEPRECM3', description: 'Deposit report.' },
  { id: 'WITHREC3', description: 'Withdrawal report.' },
  { id: 'TRANSREC3', description: 'Account transaction record.' },
  { id: 'TRANSBETREPMEM3', description: 'Betting record.' },
  { id: 'PERSREP', description: 'Personal profit and loss report.' },
  { id: 'AGETRANSFERUP3', description: 'Transfer to upline (members with an upline, not type 2).' },
  { id: 'PLYRBT', description: 'Rebate report.' },
  { id: 'MAILCEN', description: 'Mail centre (web e-mail).' },
  { id: 'FEEDBACK3', description: 'Feedback form.' },
  { id: 'WDRAWNOPASSVERIF3', description: 'Withdrawal without payment-password verification.' },
] as const;

export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number]['id'];
// Pure: a bundle that takes another constant from here (the inline shell script) drops the flags.
export const WHITE_LABEL_FLAG_IDS = /* @__PURE__ */ WHITE_LABEL_FLAGS.map(
  (flag) => flag.id,
) as WhiteLabelFlag[];

/** Registration field names of spec §5, in the spec's order (the server's rule set publishes each). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Agent-home navigation items a merchant may whitelist (spec §2, agent home). */
export const AGENT_MENU_KEYS = [
  'teamOverview',
  'agentTransactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'securityCenter',
  'webEmail',
] as const;
export type AgentMenuKey = (typeof AGENT_MENU_KEYS)[number];

/** Languages of the picker (BCP 47 tags); each has a complete dictionary in src/locales/<lang>/. */
export const LANGUAGE_CODES = [
  'en',
  'zh',
  'zh-TW',
  'ja',
  'ko',
  'th',
  'vi',
  'fil',
  'id',
  'ms',
  'my',
  'km',
  'lo',
  'hi',
  'bn',
  'ta',
  'te',
  'ur',
  'ne',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'ru',
  'tr',
  'ar',
  'fa',
  'pl',
  'uk',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'fa', 'ur'];

export const CS_CHANNELS = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK'] as const;
export type CsChannel = (typeof CS_CHANNELS)[number];

/** Customer types (spec §1, §6). */
export const CUSTOMER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** Types that are not agents: agent home is blocked for them. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
/** Types exempt from contract prompts. */
export const CONTRACT_EXEMPT_TYPES = [4, 40, 41, 42] as const;
export const TRIAL_TYPE = 4;
