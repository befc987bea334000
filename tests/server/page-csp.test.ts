import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inlineScriptSources, sitePagePolicy } from '../../server/http/page-csp';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the CSP of a site page', () => {
  it('allows each inline script by hash, skips external scripts and JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script>' +
      '<script id="tenant-config" type="application/json">{"b":1}</script><script>a()</script>';
    expect(inlineScriptSources(html)).toEqual([hashOf('a()')]);
  });

  it("allows inline event handlers (the first banner's onerror) by hash under 'unsafe-hashes'", () => {
    const html = '<img src="/b.png" onerror="this.remove()">';
    expect(inlineScriptSources(html)).toEqual(["'unsafe-hashes'", hashOf('this.remove()')]);
  });

  it("lets the page call the tenant's API origin", () => {
    const policy = sitePagePolicy('', 'https://api.example.com/base');
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(sitePagePolicy('', '')).toContain("connect-src 'self';");
  });
});
