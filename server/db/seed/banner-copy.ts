import type { PromotionEntry } from '../../domain/rewards/catalogue';

/** A banner picture's words: what it says under the headline and on its button. */
export type SubAndCta = [subline: string, cta: string];

/**
 * Words of the seeded banner pictures beyond their headlines (which are the announcements' titles,
 * server/locales `demo` and `promotions`, in every language the server speaks).
 */
export interface BannerCopy {
  welcome: SubAndCta;
  deposit: SubAndCta;
  register: SubAndCta;
  /** The banner to the tenant's community channel; `network` is Telegram, Facebook, … */
  community: (brand: string, network: string) => [headline: string, subline: string, cta: string];
  /** The promotion banner's button by how a member takes part. */
  promotion: Record<PromotionEntry, string>;
}

const en: BannerCopy = {
  welcome: ['For every new member, waiting in the promotions', 'Claim now'],
  deposit: ['Deposit on any day and collect a reward', 'Deposit'],
  register: ['Sign up and get your welcome bonus', 'Register'],
  community: (brand, network) => [
    `${brand} on ${network}`,
    'News, tips and promo codes first',
    'Follow us',
  ],
  promotion: { auto: 'Claim now', apply: 'Apply now', join: 'Join now', none: 'See more' },
};

const pt: BannerCopy = {
  welcome: ['Para todo novo membro, nas promoções', 'Resgatar'],
  deposit: ['Deposite em qualquer dia e ganhe uma recompensa', 'Depositar'],
  register: ['Cadastre-se e receba o seu bônus de boas-vindas', 'Cadastrar'],
  community: (brand, network) => [
    `${brand} no ${network}`,
    'Novidades, dicas e códigos promocionais primeiro',
    'Seguir',
  ],
  promotion: { auto: 'Resgatar', apply: 'Participar', join: 'Entrar', none: 'Saiba mais' },
};

const fil: BannerCopy = {
  welcome: ['Para sa bawat bagong miyembro, nasa mga promo', 'I-claim na'],
  deposit: ['Mag-deposit kahit anong araw at kumuha ng reward', 'Mag-deposit'],
  register: ['Mag-sign up at kunin ang welcome bonus mo', 'Mag-register'],
  community: (brand, network) => [
    `${brand} sa ${network}`,
    'Balita, tips at promo code, una sa lahat',
    'I-follow kami',
  ],
  promotion: { auto: 'I-claim na', apply: 'Mag-apply', join: 'Sumali na', none: 'Tingnan' },
};

const es: BannerCopy = {
  welcome: ['Para cada nuevo miembro, en las promociones', 'Reclamar'],
  deposit: ['Deposita cualquier día y recibe una recompensa', 'Depositar'],
  register: ['Regístrate y recibe tu bono de bienvenida', 'Registrarse'],
  community: (brand, network) => [
    `${brand} en ${network}`,
    'Noticias, consejos y códigos promocionales',
    'Síguenos',
  ],
  promotion: { auto: 'Reclamar', apply: 'Solicitar', join: 'Unirse', none: 'Ver más' },
};

const zh: BannerCopy = {
  welcome: ['每位新会员都有，请到优惠活动领取', '立即领取'],
  deposit: ['每天存款，每天领奖励', '去存款'],
  register: ['注册即送新人彩金', '立即注册'],
  community: (brand, network) => [`${brand} ${network} 频道`, '最新消息、技巧和优惠码', '关注我们'],
  promotion: { auto: '立即领取', apply: '立即申请', join: '立即参加', none: '查看详情' },
};

const COPY: Record<string, BannerCopy> = { en, pt, fil, es, zh };

/** The banner words in `language`, English where the server has none of its own yet. */
export const bannerCopy = (language: string): BannerCopy => COPY[language] ?? en;
