import { describe, expect, it } from 'vitest';

import { SHELL_ID, TENANT_SHELL_MARKER } from '../../cli/lib/first-paint-shell';
import { HOME_PATH as SERVER_HOME_PATH } from '../../server/http/shell-picture';
import { HOME_PATH } from '../../src/landing/shell-ids';
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

describe('first-paint shell', () => {
  const page = `<html><head>${TENANT_HEAD_MARKER}</head><body>${TENANT_SHELL_MARKER}<div id="root"></div></body></html>`;
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="32"/>');

  it('paints a brand-coloured bar with the logo inlined, before #root', () => {
    const html = injectTenantHead(page, tenant(), svg);
    const shellAt = html.indexOf(`<div id="${SHELL_ID}"`);
    expect(shellAt).toBeGreaterThan(html.indexOf('<body>'));
    expect(shellAt).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain(`src="data:image/svg+xml;base64,${svg.toString('base64')}"`);
    expect(html).toMatch(/\.wl-shell-bar\{[^}]*min-height:52px[^}]*background:#123456/);
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg">');
  });

  it('points at the logo file when it is large or not given', () => {
    expect(injectTenantHead(page, tenant())).toContain('class="wl-shell-logo" src="/logo.svg"');
    const large = Buffer.alloc(20_000, 32);
    expect(injectTenantHead(page, tenant(), large)).not.toContain('data:image');
  });

  it('treats home and its aliases as home, and every other page as a page with only the bar', () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index.html'])
      expect(HOME_PATH.test(path), path).toBe(true);
    for (const path of ['/m/login', '/m/homework', '/m/gameList'])
      expect(HOME_PATH.test(path), path).toBe(false);
    // The server puts the first banner into home's shell by the same pattern.
    expect(SERVER_HOME_PATH.source).toBe(HOME_PATH.source);
  });

  it('escapes the tenant name and leaves pages without the marker alone', () => {
    const html = injectTenantHead(page, tenant({ name: 'A&B <$1>' }));
    expect(html).toContain('alt="A&amp;B &lt;$1&gt;"');
    expect(injectTenantHead(`<head>${TENANT_HEAD_MARKER}</head>`, tenant())).not.toContain(
      SHELL_ID + '"',
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
