import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadTenantFile } from '../../schema/validate';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

interface ExpectedProblem {
  pointer: string;
  message?: RegExp;
  hint?: string | RegExp;
}

/** Each fixture is named after the case it proves; invalid ones list every problem they must report. */
const invalidCases: Record<string, ExpectedProblem[]> = {
  'invalid-unknown-flag': [
    { pointer: '/flags/REWCEN', message: /unknown key "REWCEN"/, hint: 'did you mean REWCEN3?' },
  ],
  'invalid-unknown-menu-key': [
    { pointer: '/agentMenu/0', message: /must be one of/, hint: 'did you mean teamOverview?' },
  ],
  'invalid-unknown-top-level-key': [
    { pointer: '/domain', message: /unknown key "domain"/, hint: 'did you mean domains?' },
  ],
  'invalid-missing-merchant': [
    { pointer: '/merchantCode', message: /missing required key "merchantCode"/ },
  ],
  'invalid-bad-colour': [{ pointer: '/theme/primary', message: /"red" must match pattern/ }],
  'invalid-bad-code': [{ pointer: '/code', message: /must match pattern/ }],
  'invalid-bad-template-version': [
    { pointer: '/templates/mem_cen', message: /must be one of: 0, 1/ },
  ],
  'invalid-default-language-not-available': [
    {
      pointer: '/languages/default',
      message: /"fil" is not in languages.available/,
      hint: /add "fil"/,
    },
  ],
  'invalid-copyright-years-reversed': [{ pointer: '/copyright', message: /from is after/ }],
  'invalid-json': [{ pointer: '', message: /^invalid JSON/ }],
  'invalid-script-url': [
    { pointer: '/customerService/0/url', message: /"javascript:alert\(1\)" must match/ },
    { pointer: '/social/telegram', hint: /an https:\/\/ link/ },
    { pointer: '/social/facebook', message: /"\/\/facebook.com\/acme" must match/ },
    {
      pointer: '/downloads/ios',
      hint: 'iOS app link: an https:// link (http:// only for local development) or a site path.',
    },
    { pointer: '/downloads/android', message: /"data:text\/html/ },
  ],
  // royal88's first theme: brand red on near-black, a grey badge, dim body text.
  'invalid-low-contrast': [
    {
      pointer: '/theme/text',
      message:
        /body text: .*:1 on background #17130f, .*:1 on surface #241d17; WCAG AA needs 4.5:1/,
      hint: /"text": "#[0-9a-f]{6}"/,
    },
    {
      pointer: '/theme/primary',
      message:
        /#a3151f is too faint for links, active tabs and the focus ring: 2.36:1 on background/,
      hint: /"primary": "#[0-9a-f]{6}"/,
    },
    {
      pointer: '/theme/accent',
      message:
        /#7a7a7a is too faint for badge labels: at best 4.39:1 \(4.29:1 on white, 4.39:1 on near-black\)/,
      hint: /"accent": "#[0-9a-f]{6}"/,
    },
  ],
  'invalid-several-problems': [
    { pointer: '/name' },
    { pointer: '/flags/MAILCENT', hint: 'did you mean MAILCEN?' },
    { pointer: '/theme/primary' },
    { pointer: '/languages/available/1' },
  ],
};

const fixture = (name: string) => path.join(FIXTURES, `${name}.json`);

describe('tenant schema fixtures', () => {
  it.each(['valid-minimal', 'valid-full', 'valid-local-http-links'])(
    '%s is valid',
    async (name) => {
      const result = await loadTenantFile(fixture(name));
      expect(result.ok ? [] : result.problems).toEqual([]);
    },
  );

  it('valid-minimal gets every default filled in', async () => {
    const result = await loadTenantFile(fixture('valid-minimal'));
    if (!result.ok) throw new Error('expected valid-minimal to be valid');
    expect(result.tenant.theme).toMatchObject({
      accent: '#f5b301',
      radius: 8,
      logo: 'logo.svg',
      icon: 'icon.svg',
    });
    expect(result.tenant.templates).toEqual({ mem_cen: 0, dep_func: 0 });
    expect(result.tenant.flags.REWCEN3).toBe(false);
    expect(result.tenant.api).toEqual({ baseUrl: '', encryption: 'tcg' });
  });

  it.each(Object.entries(invalidCases))(
    '%s reports exactly its problems',
    async (name, expected) => {
      const file = fixture(name);
      const result = await loadTenantFile(file);
      expect(result.ok).toBe(false);
      const problems = result.ok ? [] : result.problems;
      expect(problems.map((problem) => problem.pointer).sort()).toEqual(
        expected.map((e) => e.pointer).sort(),
      );
      for (const want of expected) {
        const problem = problems.find((p) => p.pointer === want.pointer)!;
        expect(problem.file).toBe(file);
        if (want.message) expect(problem.message).toMatch(want.message);
        if (typeof want.hint === 'string') expect(problem.hint).toBe(want.hint);
        else if (want.hint) expect(problem.hint).toMatch(want.hint);
      }
    },
  );
});
