import { describe, expect, it } from 'vitest';

import { readInlinedTenant } from '../../../src/tenant/read-inlined-tenant';
import { sampleTenant } from './sample-tenant';

function docWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('readInlinedTenant', () => {
  it('reads the inlined JSON, including an escaped <', () => {
    const json = JSON.stringify({ ...sampleTenant, name: 'A<B' }).replace(/</g, '\\u003c');
    const tenant = readInlinedTenant(
      docWith(`<script id="tenant-config" type="application/json">${json}</script>`),
    );
    expect(tenant.merchantCode).toBe(sampleTenant.merchantCode);
    expect(tenant.name).toBe('A<B');
  });

  it('throws a clear error when the script is missing', () => {
    expect(() => readInlinedTenant(docWith(''))).toThrow(/Tenant config missing.*wl build/);
  });

  it('throws on invalid JSON and on a config without essentials', () => {
    expect(() =>
      readInlinedTenant(
        docWith('<script id="tenant-config" type="application/json">{oops</script>'),
      ),
    ).toThrow(/not valid JSON/);
    expect(() =>
      readInlinedTenant(
        docWith('<script id="tenant-config" type="application/json">{"a":1}</script>'),
      ),
    ).toThrow(/lacks merchantCode/);
  });
});
