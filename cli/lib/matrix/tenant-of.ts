import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import type { Combination } from './combination';

/** A tenant code (and merchant code) per row: `mx01`, `mx02`, … */
export const matrixTenantCode = (index: number): string =>
  `mx${String(index + 1).padStart(2, '0')}`;

/**
 * The tenant.json of one row: the row's flags, templates, settings, promotions, social links and
 * agent menu on a neutral brand. Plain JSON transport so the browser level can log in directly.
 */
export function tenantJsonOf(c: Combination, code: string): Record<string, unknown> {
  const upper = code.toUpperCase();
  return {
    code,
    name: `Matrix ${c.id}`,
    merchantCode: upper,
    trialMerchantCode: `${upper}FREE`,
    api: { baseUrl: '', encryption: 'none' },
    flags: Object.fromEntries(
      WHITE_LABEL_FLAG_IDS.filter((flag) => c.flags[flag]).map((flag) => [flag, true]),
    ),
    agentMenu: [...c.agentMenu],
    templates: { ...c.templates },
    showVipBenefit: c.showVipBenefit,
    dividends: c.dividends,
    promotions: { ...c.promotions },
    theme: { primary: '#2456a6', accent: '#f2b705' },
    languages: { default: 'en', available: ['en'] },
    customerService: [{ channel: 'LIVECHAT', url: 'https://chat.example.com' }],
    social: {
      ...(c.social.facebook ? { facebook: 'https://facebook.com/matrix' } : {}),
      ...(c.social.telegram ? { telegram: 'https://t.me/matrix' } : {}),
    },
    downloads: { android: 'https://example.com/app.apk' },
  };
}

/** A plain square logo/icon for generated tenants. */
export const MATRIX_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#2456a6"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">M</text></svg>\n';
