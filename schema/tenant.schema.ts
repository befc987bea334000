/**
 * The tenant schema: the single source of truth for a merchant's configuration.
 * `tenant.schema.json` is generated from this file (`npm run schema:generate`)
 * and a test fails when the committed JSON is stale.
 */
import { AGENT_MENU_KEYS, CS_CHANNELS, LANGUAGE_CODES, WHITE_LABEL_FLAGS } from './constants';
import { registrationSchema } from './registration.schema';

const flagProperties = Object.fromEntries(
  WHITE_LABEL_FLAGS.map((flag) => [
    flag.id,
    { type: 'boolean', default: false, description: flag.description },
  ]),
) as {
  [K in (typeof WHITE_LABEL_FLAGS)[number]['id']]: {
    readonly type: 'boolean';
    readonly default: false;
    readonly description: string;
  };
};

const colour = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
} as const;

/**
 * A link the site opens or sends the player to: https (http only for local development) or a path
 * on the site itself; never `javascript:`, `data:` or any other scheme that runs on the page, and
 * never `//host` or `/\host`, which browsers read as another site.
 */
const BLANK = '\\s\\u0000-\\u001f\\u007f';
const link = (what: string) =>
  ({
    type: 'string',
    maxLength: 2048,
    pattern: `^(https?://[^${BLANK}/?#\\\\]+|/(?![/\\\\]))[^${BLANK}]*$`,
    description: `${what}: an https:// link (http:// only for local development) or a site path.`,
  }) as const;

export const tenantSchema = {
  $id: 'https://wl.local/schema/tenant.schema.json',
  title: 'Tenant',
  description: 'One merchant (brand) of the white-label mobile site.',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'merchantCode', 'trialMerchantCode', 'languages', 'theme'],
  properties: {
    $schema: { type: 'string', description: 'Path to tenant.schema.json, for editors.' },
    code: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]{1,30}$',
      description: 'Slug naming the tenant folder, its build output and `<code>.localhost`.',
    },
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: 'Brand name shown to players.',
    },
    merchantCode: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]{2,32}$',
      description: 'Merchant code sent in the `Merchant` header.',
    },
    trialMerchantCode: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]{2,32}$',
      description: 'Merchant code of the free-trial (free play) accounts.',
    },
    domains: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z0-9.-]+(:[0-9]+)?$' },
      uniqueItems: true,
      default: [],
      description: 'Host names that serve this tenant (besides `<code>.localhost`).',
    },
    api: {
      type: 'object',
      additionalProperties: false,
      default: { baseUrl: '', encryption: 'tcg' },
      description: 'How the site talks to the platform.',
      properties: {
        baseUrl: {
          type: 'string',
          default: '',
          description: 'Origin of the platform API; empty means the site origin.',
        },
        encryption: {
          enum: ['tcg', 'none'],
          default: 'tcg',
          description:
            'Payload encryption of sensitive calls: `tcg` (DES + RSA key transport, protocol.md §3) or `none`.',
        },
      },
    },
    flags: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'White-label flags (platform module ids) of spec §6; missing flags are off.',
      properties: flagProperties,
    },
    agentMenu: {
      type: 'array',
      items: { enum: AGENT_MENU_KEYS },
      uniqueItems: true,
      default: [],
      description:
        'Agent-home navigation items this merchant whitelists (customer service is always shown).',
    },
    templates: {
      type: 'object',
      additionalProperties: false,
      default: { mem_cen: 0, dep_func: 0 },
      description: 'Screen template versions.',
      properties: {
        mem_cen: { enum: [0, 1], default: 0, description: 'Member centre: 1 is the new version.' },
        dep_func: { enum: [0, 1], default: 0, description: 'Deposit: 1 is the new version.' },
      },
    },
    showVipBenefit: {
      type: 'boolean',
      default: false,
      description: 'Member-centre header opens VIP benefits instead of the member home.',
    },
    dividends: {
      type: 'boolean',
      default: false,
      description: 'Agents have dividend pages and the dividend footer item.',
    },
    promotions: {
      type: 'object',
      additionalProperties: false,
      default: { REFERRAL: false, MISSION: false },
      description:
        'Promotions the reference server enables for this merchant (the real platform answers them at run time).',
      properties: {
        REFERRAL: {
          type: 'boolean',
          default: false,
          description: 'Invite friends (referral) promotion.',
        },
        MISSION: {
          type: 'boolean',
          default: false,
          description: 'Mission promotion with a leaderboard.',
        },
      },
    },
    theme: {
      type: 'object',
      additionalProperties: false,
      required: ['primary'],
      description: 'Brand tokens; the site derives a full palette from them.',
      properties: {
        primary: { ...colour, description: 'Brand colour (buttons, active tabs, header).' },
        accent: {
          ...colour,
          default: '#f5b301',
          description: 'Highlight colour (badges, amounts).',
        },
        background: { ...colour, default: '#f4f5f7', description: 'Page background.' },
        surface: { ...colour, default: '#ffffff', description: 'Cards and sheets.' },
        text: { ...colour, default: '#1f2329', description: 'Body text on surfaces.' },
        radius: {
          type: 'integer',
          minimum: 0,
          maximum: 24,
          default: 8,
          description: 'Corner radius in px.',
        },
        font: {
          type: 'string',
          default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          description: 'CSS font-family stack (system fonts only: nothing is downloaded).',
        },
        logo: {
          type: 'string',
          default: 'logo.svg',
          description: 'Logo file in the tenant folder.',
        },
        icon: {
          type: 'string',
          default: 'icon.svg',
          description: 'App icon file in the tenant folder (square).',
        },
      },
    },
    languages: {
      type: 'object',
      additionalProperties: false,
      required: ['default', 'available'],
      description: 'Languages offered in the picker.',
      properties: {
        default: { enum: LANGUAGE_CODES, description: 'Language on first visit.' },
        available: {
          type: 'array',
          items: { enum: LANGUAGE_CODES },
          minItems: 1,
          uniqueItems: true,
          description: 'Languages in the picker (must include the default).',
        },
      },
    },
    customerService: {
      type: 'array',
      default: [],
      description: 'Customer-service channels of the floating widget.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['channel', 'url'],
        properties: {
          channel: { enum: CS_CHANNELS, description: 'Channel kind.' },
          url: link('Link of the channel'),
          title: { type: 'string', description: 'Label shown next to the channel.' },
        },
      },
    },
    social: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'Social links; the side menu shows an item only when its link exists.',
      properties: {
        facebook: link('Facebook page'),
        telegram: link('Telegram channel'),
      },
    },
    downloads: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'App download links; the download bar hides when none fits the device.',
      properties: {
        android: link('Android APK or store link'),
        ios: link('iOS app link'),
        mobileConfig: link('iOS configuration profile (home-screen shortcut)'),
      },
    },
    registration: registrationSchema,
    ageConfirmation: {
      enum: [18, 21],
      default: 18,
      description: 'Minimum age players confirm.',
    },
    copyright: {
      type: 'object',
      additionalProperties: false,
      default: { from: 2019, to: 2025 },
      description: 'Copyright years in footers.',
      properties: {
        from: {
          type: 'integer',
          minimum: 2000,
          maximum: 2100,
          default: 2019,
          description: 'First year.',
        },
        to: {
          type: 'integer',
          minimum: 2000,
          maximum: 2100,
          default: 2025,
          description: 'Last year.',
        },
      },
    },
  },
} as const;
