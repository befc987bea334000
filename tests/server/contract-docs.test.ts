import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ENDPOINTS_DOC_PATH, renderEndpointsDoc } from '../../contract/docs';
import { ENDPOINTS } from '../../contract/index';

describe('docs/api-endpoints.md', () => {
  it('is what `npm run contract:docs` writes from the contract', () => {
    expect(readFileSync(ENDPOINTS_DOC_PATH, 'utf8')).toBe(renderEndpointsDoc());
  });
});

/** `METHOD /path` at the start of every table row of the hand-written API pages (a path with a
 * `<name>` placeholder is a page, not an endpoint). */
function documentedEndpoints(): string[] {
  const found: string[] = [];
  for (const page of ['api.md', 'api-member.md', 'api-agent.md']) {
    const text = readFileSync(new URL(`../../docs/${page}`, import.meta.url), 'utf8');
    for (const match of text.matchAll(
      /^\| `(GET|POST|PUT|DELETE) (\/(?:wps|lgw|demo-games)\/[^`?\s<]*)(?![^`]*<)/gm,
    ))
      found.push(`${match[1]} ${match[2]!.replace(/\{(\w+)\}/g, ':$1')}`);
  }
  return found;
}

describe('the API pages', () => {
  it('describe only endpoints the contract has', () => {
    const known = new Set(
      ENDPOINTS.flatMap((entry) =>
        [entry.path, ...(entry.aliases ?? [])].map((path) => `${entry.method} ${path}`),
      ),
    );
    const documented = documentedEndpoints();
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((entry) => !known.has(entry))).toEqual([]);
  });
});
