import type { Tenant } from '../../../schema/tenant';

/** A validated-looking tenant (defaults filled) for unit tests. */
export const sampleTenant = {
  code: 'acme',
  name: 'Acme',
  merchantCode: 'ACME',
  trialMerchantCode: 'ACMEFREE',
  domains: [],
  api: { baseUrl: '', encryption: 'none' },
  flags: { REWCEN3: true, MAILCEN: false },
  agentMenu: ['teamOverview'],
  templates: { mem_cen: 0, dep_func: 0 },
  showVipBenefit: false,
  dividends: false,
  promotions: { REFERRAL: false, MISSION: false },
  theme: {
    primary: '#0055aa',
    accent: '#f5b301',
    background: '#f4f5f7',
    surface: '#ffffff',
    text: '#1f2329',
    radius: 8,
    font: 'system-ui',
    logo: 'logo.svg',
    icon: 'icon.svg',
  },
  languages: { default: 'en', available: ['en', 'pt'] },
  customerService: [{ channel: 'LIVECHAT', url: 'https://chat.example.com' }],
  social: { facebook: 'https://facebook.com/acme' },
  downloads: { android: 'https://example.com/a.apk' },
  ageConfirmation: 18,
  copyright: { from: 2019, to: 2025 },
} as unknown as Tenant;
