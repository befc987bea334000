import { describe, expect, it } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import { mergeSiteSettings, type RuntimeSettings } from '../../../src/tenant/merge-site-settings';
import { bakedSiteSettings } from '../../../src/tenant/site-settings';
import { sampleTenant } from './sample-tenant';

const baked = bakedSiteSettings(sampleTenant);

/** What another platform may answer: keys left out, unknown values, values of another type. */
const platformAnswer = (answer: Record<string, unknown>) => answer as RuntimeSettings;

describe('bakedSiteSettings', () => {
  it('turns every flag into a boolean, missing ones off', () => {
    expect(baked.flags.REWCEN3).toBe(true);
    expect(baked.flags.MAILCEN).toBe(false);
    expect(baked.flags.FEEDBACK3).toBe(false);
    expect(Object.keys(baked.flags)).toHaveLength(WHITE_LABEL_FLAG_IDS.length);
    expect(baked.runtime).toBe('baked');
  });
});

describe('mergeSiteSettings', () => {
  it('takes the report time zone as sent (reports check it: date-range.test.ts)', () => {
    expect(baked.timeZone).toBeUndefined();
    expect(mergeSiteSettings(baked, { timeZone: 'Asia/Manila' }).timeZone).toBe('Asia/Manila');
    expect(mergeSiteSettings(baked, platformAnswer({ timeZone: 7 })).timeZone).toBeUndefined();
  });

  it('returns the baked settings until the platform answers', () => {
    expect(mergeSiteSettings(baked)).toBe(baked);
  });

  it('lets runtime flags, templates, service and downloads override the baked ones', () => {
    const merged = mergeSiteSettings(
      baked,
      platformAnswer({
        whitelabel: { REWCEN3: false, MAILCEN: true, NOTAFLAG: true },
        mobileTemplate: { mem_cen: 1, dep_func: '1' },
        showVipBenefit: true,
        dividends: true,
        agentMenu: ['teamPnl', 'bogus'],
        customerService: [
          { csType: 'TELEGRAM', url: 'https://t.me/x', title: 'TG' },
          { csType: 'FAX', url: 'x' },
        ],
        resources: [
          { resourceType: 'IOS', url: 'https://apps/ios' },
          { resourceType: 'AppDownloadIcon', url: 'i.png' },
        ],
        social: { telegram: 'https://t.me/acme' },
      }),
    );
    expect(merged.flags).toMatchObject({ REWCEN3: false, MAILCEN: true, FEEDBACK3: false });
    expect(merged.flags).not.toHaveProperty('NOTAFLAG');
    expect(merged.templates).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(merged).toMatchObject({
      showVipBenefit: true,
      dividends: true,
      agentMenu: ['teamPnl'],
      runtime: 'runtime',
    });
    expect(merged.customerService).toEqual([
      { channel: 'TELEGRAM', url: 'https://t.me/x', title: 'TG' },
    ]);
    expect(merged.downloads).toEqual({ ios: 'https://apps/ios' });
    expect(merged.social).toEqual({ telegram: 'https://t.me/acme' });
  });

  it('keeps baked values for keys the platform leaves out or sends malformed', () => {
    const merged = mergeSiteSettings(
      baked,
      platformAnswer({ whitelabel: { REWCEN3: 'yes' }, mobileTemplate: { mem_cen: 7 } }),
    );
    expect(merged.flags.REWCEN3).toBe(true);
    expect(merged.templates.mem_cen).toBe(0);
    expect(merged.customerService).toEqual(baked.customerService);
    expect(merged.downloads).toEqual(baked.downloads);
  });

  it('takes maintenance and region restriction from the status call first', () => {
    const merged = mergeSiteSettings(
      baked,
      { maintenance: false, regionRestriction: true, location: 'XX' },
      {
        maintenance: true,
        endTime: 123,
      },
    );
    expect(merged.status).toEqual({
      maintenance: true,
      regionRestriction: true,
      location: 'XX',
      endTime: 123,
    });
  });
});
