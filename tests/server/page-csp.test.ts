import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inlineScriptSources, sitePagePolicy } from '../../server/http/page-csp';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the CSP of a site page', () => {
  it('allows each inline script by hash, skips external scripts and JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script>' +
      '<script id="tenant-config" type="application/json">{"b":1}</script><script>a()</script>';
    expect(inlineScriptSources(html)).toEqual({ scripts: [hashOf('a()')], handlers: [] });
  });

  it("allows inline event handlers (the first banner's onerror) in script-src-attr by hash", () => {
    const html = '<img src="/b.png" onerror="this.remove()"><meta content="telephone=no">';
    const policy = sitePagePolicy(html, '');
    expect(policy).toContain(`script-src-attr 'unsafe-hashes' ${hashOf('this.remove()')};`);
    expect(policy).toContain("script-src 'self';");
    expect(sitePagePolicy('<p>plain</p>', '')).toContain("script-src-attr 'none';");
  });

  it("lets the page call the tenant's API origin", () => {
    const policy = sitePagePolicy('', 'https://api.example.com/base');
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(sitePagePolicy('', '')).toContain("connect-src 'self';");
  });
});
