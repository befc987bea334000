import { describe, expect, it } from 'vitest';

import { injectTenantHead, TENANT_HEAD_MARKER } from '../../cli/lib/tenant-html';
import { renderManifest } from '../../cli/lib/tenant-manifest';
import type { Tenant } from '../../schema/tenant';
import { validateTenant } from '../../schema/validate';

function tenant(overrides: Record<string, unknown> = {}): Tenant {
  const result = validateTenant(
    {
      code: 'acme',
      name: 'Acme',
      merchantCode: 'ACME',
      trialMerchantCode: 'ACMEFREE',
      languages: { default: 'fil', available: ['fil', 'en'] },
      theme: { primary: '#123456' },
      ...overrides,
    },
    'acme.json',
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.tenant;
}

describe('injectTenantHead', () => {
  it('keeps the marker indentation and sets the language', () => {
    const html = injectTenantHead(
      `<html lang="en">\n  <head>\n    ${TENANT_HEAD_MARKER}\n  </head>`,
      tenant(),
    );
    expect(html).toMatch(/^<html lang="fil">/);
    expect(html).toContain(
      '\n    <title>Acme</title>\n    <meta name="theme-color" content="#123456">',
    );
  });

  it('adds lang when the html element has none', () => {
    expect(injectTenantHead(`<html><head>${TENANT_HEAD_MARKER}</head>`, tenant())).toMatch(
      /^<html lang="fil">/,
    );
  });

  it('keeps a font stack from closing the style element', () => {
    const html = injectTenantHead(
      TENANT_HEAD_MARKER,
      tenant({ theme: { primary: '#123456', font: 'x</style><script>' } }),
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('refuses an index.html without the marker', () => {
    expect(() => injectTenantHead('<html><head></head></html>', tenant())).toThrow(
      /no <!--tenant-head--> marker/,
    );
  });
});

describe('renderManifest', () => {
  it('shortens a long name on a word boundary and types a PNG icon', () => {
    const manifest = JSON.parse(
      renderManifest(
        tenant({ name: 'Perlas Pilipinas Casino', theme: { primary: '#123456', icon: 'app.png' } }),
      ),
    ) as { short_name: string; icons: { src: string; type: string }[] };
    expect(manifest.short_name).toBe('Perlas');
    expect(manifest.icons).toEqual([
      { src: '/app.png', sizes: 'any', type: 'image/png', purpose: 'any' },
    ]);
  });
});
