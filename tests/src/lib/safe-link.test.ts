import { afterEach, describe, expect, it, vi } from 'vitest';

import { safeLink } from '../../../src/lib/safe-link';
import { openExternal } from '../../../src/registry/actions/open-external';
import { mergeSiteSettings } from '../../../src/tenant/merge-site-settings';
import { bakedSiteSettings } from '../../../src/tenant/site-settings';
import { sampleTenant } from '../tenant/sample-tenant';

const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

describe('safeLink', () => {
  it('keeps https, http and paths on the site', () => {
    expect(safeLink('https://t.me/brand')).toBe('https://t.me/brand');
    expect(safeLink(' http://localhost:8080/chat ')).toBe('http://localhost:8080/chat');
    expect(safeLink('/m/service')).toBe('/m/service');
  });

  it.each(SCRIPT_LINKS)('refuses %j', (link) => {
    expect(safeLink(link)).toBeUndefined();
  });

  it('refuses what is not a link at all', () => {
    for (const value of [undefined, null, 42, '', '   ', 'http://[::1']) {
      expect(safeLink(value)).toBeUndefined();
    }
  });
});

describe('openExternal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a web link in a new tab and never a script link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const link of SCRIPT_LINKS) openExternal(link);
    expect(open).not.toHaveBeenCalled();
    openExternal('https://t.me/brand');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://t.me/brand',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('links the platform sends at run time', () => {
  it('drop script links from customer service, downloads and social', () => {
    const merged = mergeSiteSettings(bakedSiteSettings(sampleTenant), {
      customerService: [
        { csType: 'LIVECHAT', csPosition: 1, title: '', url: 'javascript:alert(1)' },
        { csType: 'TELEGRAM', csPosition: 2, title: '', url: 'https://t.me/x' },
      ],
      resources: [
        { resourceType: 'IOS', url: 'javascript:alert(1)' },
        { resourceType: 'Android', url: 'https://a.example/app.apk' },
      ],
      social: { telegram: 'javascript:alert(1)', facebook: 'https://facebook.com/x' },
    });
    expect(merged.customerService).toEqual([{ channel: 'TELEGRAM', url: 'https://t.me/x' }]);
    expect(merged.downloads).toEqual({ android: 'https://a.example/app.apk' });
    expect(merged.social).toEqual({ facebook: 'https://facebook.com/x' });
  });
});
