import type { FromSchema } from 'json-schema-to-ts';

import {
  AGENT_MENU_KEYS,
  CS_CHANNELS,
  LANGUAGE_CODES,
  WHITE_LABEL_FLAG_IDS,
  type WhiteLabelFlag,
} from '../schema/constants';
import { endpoint } from './endpoint';
import { array, boolean, integer, number, object, oneOf, record, string } from './schema';

const systemStatus = object(
  {
    maintenance: boolean,
    regionRestriction: boolean,
    location: string,
    /** Epoch ms; only while a maintenance is announced. */
    maintainTime: number,
    /** Epoch ms. */
    endTime: number,
  },
  ['maintenance', 'regionRestriction', 'location'],
);
/** Platform-wide start-up mode (spec §2): not per tenant. */
export type SystemStatus = FromSchema<typeof systemStatus>;

/**
 * `GET /wps/system/status`. The landing script starts this GET before the app's code arrives
 * (src/lib/early-requests.ts names the same path).
 */
export const getSystemStatus = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'public',
  response: systemStatus,
});

/** Every white-label flag of the tenant schema, by module id. */
const whitelabelFlags = record(
  Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((id) => [id, boolean])) as {
    [K in WhiteLabelFlag]: typeof boolean;
  },
);
export type WhitelabelFlags = FromSchema<typeof whitelabelFlags>;

/** `GET /wps/system/whitelabel`: every flag, off unless the tenant turns it on. */
export const getWhitelabelFlags = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'public',
  response: whitelabelFlags,
});

const template = oneOf(0, 1);

const siteSettings = record({
  whitelabel: whitelabelFlags,
  mobileTemplate: record({ mem_cen: template, dep_func: template }),
  showVipBenefit: boolean,
  dividends: boolean,
  agentMenu: array({ enum: AGENT_MENU_KEYS }),
  customerService: array(
    record({
      csType: { enum: CS_CHANNELS },
      /** 1-based order of the widget. */
      csPosition: integer,
      /** The channel name when the tenant gives no title. */
      title: string,
      url: string,
    }),
  ),
  /** One entry per download link the tenant has. */
  resources: array(record({ resourceType: oneOf('Android', 'IOS', 'MOBILECONFIG'), url: string })),
  // An explicit `[]`: nested in `record`, `object` would otherwise infer every key required.
  social: object({ facebook: string, telegram: string }, []),
  languages: record({
    default: { enum: LANGUAGE_CODES },
    available: array({ enum: LANGUAGE_CODES }),
  }),
  maintenance: boolean,
  regionRestriction: boolean,
  location: string,
  /** The tenant's first domain, or `<code>.localhost`. */
  mainDomain: string,
  imageCDNs: array(string),
  /** IANA zone in which reports cut days. */
  timeZone: string,
});
/** `GET /wps/system/setting/consolidated` value (docs/api.md). */
export type ConsolidatedSettings = FromSchema<typeof siteSettings>;

/**
 * `GET /wps/system/setting/consolidated`: the runtime site settings. Started early by the landing
 * script like the status (src/lib/early-requests.ts).
 */
export const getSiteSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/consolidated',
  auth: 'public',
  response: siteSettings,
});
