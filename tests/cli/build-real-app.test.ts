import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEMO_CODES, inlinedConfig, REPO, runWl } from './helpers';

/** The actual app (src/) compiled once for the demo tenants, into a temp folder (a few seconds). */
describe('wl build --all of the real app', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'wl-real-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('compiles src/ and writes every demo tenant with its head and the shared entry script', async () => {
    const run = await runWl(['build', '--all', '--out', out], REPO);
    // Vite's own warnings (chunk sizes) may go to stderr; they do not fail the build.
    expect(run.code, run.stderr).toBe(0);
    // The entry is requested by the inline landing script after the first paint (vite.config.ts).
    const entry = /"e":"\/assets\/([^"]+\.js)"/.exec(
      readFileSync(path.join(out, '.app', 'index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    expect(readdirSync(out).sort()).toEqual(['.app', ...DEMO_CODES]);
    for (const code of DEMO_CODES) {
      const html = readFileSync(path.join(out, code, 'index.html'), 'utf8');
      expect((inlinedConfig(html) as { code: string }).code).toBe(code);
      expect(html).toContain(`"e":"/assets/${entry}"`);
      expect(readdirSync(path.join(out, code, 'assets'))).toContain(entry);
    }
  });
});
