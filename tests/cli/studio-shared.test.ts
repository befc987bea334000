import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../schema/constants';
import { validateTenant } from '../../schema/validate';
import { cellEntries } from '../../studio/app/preview/explain-diff';
import { previewPage } from '../../studio/server/preview/preview-page';
import type { ExplainTable } from '../../studio/shared/api-types';
import { diffLines } from '../../studio/server/text-diff';
import { FLAG_AREAS } from '../../studio/shared/flag-areas';

describe('studio flag areas', () => {
  it('place every white-label flag in exactly one area', () => {
    const placed = FLAG_AREAS.flatMap((area) => area.flags);
    expect([...placed].sort()).toEqual([...WHITE_LABEL_FLAG_IDS].sort());
  });
});

describe('diffLines', () => {
  it('keeps common lines and marks what was removed and added', () => {
    expect(diffLines('a\nb\nc', 'a\nx\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });
});

describe('explain table changes', () => {
  const table = (cells: string[]): ExplainTable => ({
    viewers: ['Guest'],
    rows: [{ surface: 'member centre', cells: [cells] }],
  });

  it('marks entries the last edit added and keeps those it removed, marked', () => {
    const entries = cellEntries(
      table(['withdrawReport', 'feedback']),
      table(['vouReport', 'withdrawReport']),
      'member centre',
      0,
    );
    expect(entries).toEqual([
      { text: 'withdrawReport', change: 'same' },
      { text: 'feedback', change: 'added' },
      { text: 'vouReport', change: 'removed' },
    ]);
  });
});

describe('previewPage', () => {
  const html = '<html lang="en"><head>\n    <!--tenant-head-->\n</head><body></body></html>';
  const tenant = validateTenant(
    JSON.parse(readFileSync(new URL('../../tenants/perlas/tenant.json', import.meta.url), 'utf8')),
    'tenants/perlas/tenant.json',
  );

  it('injects the draft and the viewer before anything else runs, without closing the script', () => {
    if (!tenant.ok) throw new Error('perlas must be valid');
    const session = {
      token: 't',
      merchantCode: tenant.tenant.merchantCode,
      userName: '</script><script>alert(1)',
      type: 0,
      firstTimeLogin: false,
    };
    const page = previewPage(html, { ...tenant.tenant, name: 'Draft name' }, undefined, session);
    expect(page.indexOf("localStorage.setItem('MC_SESSION_INFO'")).toBeLessThan(
      page.indexOf('<title>'),
    );
    expect(page).toContain('<title>Draft name</title>');
    expect(page.match(/<\/script>/g)?.length).toBe(page.match(/<script/g)?.length);
    const config = /<script id="tenant-config" type="application\/json">(.*?)<\/script>/s.exec(
      page,
    );
    expect(JSON.parse(config![1]!)).toMatchObject({ api: { baseUrl: '', encryption: 'none' } });
  });
});
