import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../schema/constants';
import type { Tenant } from '../../schema/tenant';
import { loadServerTenants } from '../../server/tenants';
import { getAs, LUCKY7, testApp } from './support/app';

let app: FastifyInstance;
let tenants: Tenant[];

beforeAll(async () => {
  tenants = await loadServerTenants();
  ({ app } = await testApp({ tenants }));
});
afterAll(() => app.close());

describe('merchant resolution', () => {
  it('refuses a missing, unknown or repeated Merchant header', async () => {
    const missing = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const unknown = await getAs(app, 'NOPE', '/wps/system/whitelabel');
    const repeated = await getAs(app, `${LUCKY7}, ROYAL88`, '/wps/system/whitelabel');
    for (const response of [missing, unknown, repeated]) {
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
      });
    }
  });

  it('resolves the trial merchant code to the same tenant', async () => {
    const main = await getAs(app, LUCKY7, '/wps/system/whitelabel');
    const trial = await getAs(app, 'LUCKY7BRFREE', '/wps/system/whitelabel');
    expect(trial.json()).toEqual(main.json());
  });

  it('answers unknown /wps paths with the envelope', async () => {
    const response = await getAs(app, LUCKY7, '/wps/relay/NOPE_nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('function.not.available');
  });
});

describe('settings from the tenant file', () => {
  it('answers every schema flag, equal to the tenant file', async () => {
    for (const tenant of tenants) {
      const flags = (await getAs(app, tenant.merchantCode, '/wps/system/whitelabel')).json().value;
      expect(Object.keys(flags).sort()).toEqual([...WHITE_LABEL_FLAG_IDS].sort());
      const fileFlags: Partial<Record<string, boolean>> = tenant.flags;
      for (const id of WHITE_LABEL_FLAG_IDS) expect(flags[id]).toBe(fileFlags[id] ?? false);
    }
  });

  it('consolidates templates, menus, service channels, downloads and links', async () => {
    for (const tenant of tenants) {
      const value = (
        await getAs(app, tenant.merchantCode, '/wps/system/setting/consolidated')
      ).json().value;
      expect(value).toMatchObject({
        mobileTemplate: tenant.templates,
        showVipBenefit: tenant.showVipBenefit,
        dividends: tenant.dividends,
        agentMenu: tenant.agentMenu,
        social: tenant.social,
        mainDomain: tenant.domains[0],
        timeZone: { lucky7: 'America/Sao_Paulo', perlas: 'Asia/Manila', royal88: 'Asia/Bangkok' }[
          tenant.code
        ],
        maintenance: false,
        regionRestriction: false,
      });
      expect(
        value.customerService.map((entry: { csType: string; url: string }) => [
          entry.csType,
          entry.url,
        ]),
      ).toEqual(tenant.customerService.map((entry) => [entry.channel, entry.url]));
      expect(
        value.resources.find((r: { resourceType: string }) => r.resourceType === 'Android')?.url,
      ).toBe(tenant.downloads.android);
    }
  });
});

describe('system status', () => {
  it('starts normal and follows POST /dev/status', async () => {
    expect((await getAs(app, LUCKY7, '/wps/system/status')).json().value).toEqual({
      maintenance: false,
      regionRestriction: false,
      location: '',
    });
    const set = await app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: true, regionRestriction: true, location: 'PH' },
    });
    expect(set.json().success).toBe(true);
    const status = (await getAs(app, 'ROYAL88', '/wps/system/status')).json().value;
    expect(status).toMatchObject({ maintenance: true, regionRestriction: true, location: 'PH' });
    const settings = (await getAs(app, LUCKY7, '/wps/system/setting/consolidated')).json().value;
    expect(settings).toMatchObject({ maintenance: true, regionRestriction: true });
    await app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: false, regionRestriction: false },
    });
  });

  it('validates the dev status body with a clear errorCode', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev/status',
      payload: { maintenance: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'invalid.request' });
    expect(response.json().message).toMatch(/^body/);
  });

  it('serves an empty outbox in development', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toEqual({
      success: true,
      value: [],
    });
  });
});

describe('production mode', () => {
  it('has no /dev routes', async () => {
    const { app: production } = await testApp({ tenants, dev: false });
    try {
      const outbox = await production.inject({ method: 'GET', url: '/dev/outbox' });
      const status = await production.inject({
        method: 'POST',
        url: '/dev/status',
        payload: { maintenance: true, regionRestriction: false },
      });
      expect([outbox.statusCode, status.statusCode]).toEqual([404, 404]);
      expect((await getAs(production, LUCKY7, '/wps/system/status')).json().value.maintenance).toBe(
        false,
      );
    } finally {
      await production.close();
    }
  });
});
