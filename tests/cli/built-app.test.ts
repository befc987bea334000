import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { isAppBuildStale } from '../../cli/lib/stale';
import { readPlan } from '../../src/landing/landing-build';
import { SHELL_ID } from '../../src/landing/shell-ids';
import { DEMO_CODES, inlinedConfig, REPO } from './helpers';

/**
 * The actual app (src/) as `wl build --all` compiled it for the demo tenants: the run's one compile
 * (npm test builds before the suites; tests/run.ts), which the browser suites serve too.
 */
describe('the real app built by wl build --all', () => {
  const dist = path.resolve(REPO, process.env.WL_DIST_DIR ?? 'dist');

  it('is a build of the current sources', async () => {
    const stale = await isAppBuildStale(REPO, path.join(dist, '.app'));
    expect(stale, `${dist} is missing or older than src/: run \`wl build --all\` first`).toBe(
      false,
    );
  });

  it('writes every demo tenant with its head and the shared entry script', () => {
    // The entry is requested by the inline landing script after the first paint (src/landing).
    const entry = readPlan(readFileSync(path.join(dist, '.app', 'index.html'), 'utf8'))?.entry;
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(readdirSync(dist)).toEqual(expect.arrayContaining(['.app', ...DEMO_CODES]));
    for (const code of DEMO_CODES) {
      const html = readFileSync(path.join(dist, code, 'index.html'), 'utf8');
      expect((inlinedConfig(html) as { code: string }).code).toBe(code);
      expect(readPlan(html)?.entry).toBe(entry);
      expect(readdirSync(path.join(dist, code, 'assets'))).toContain(
        entry!.slice('/assets/'.length),
      );
    }
  });

  it("names each text of the tenant's languages in its plan, each a chunk the entry does not list", async () => {
    const entry = readPlan(readFileSync(path.join(dist, '.app', 'index.html'), 'utf8'))?.entry;
    const entryCode = readFileSync(path.join(dist, '.app', entry!), 'utf8');
    // The built entry loads texts from the plan's URLs, not from a list of every file (src/lib/i18n.ts).
    expect(entryCode).not.toMatch(/locales\//);
    // The texts are entries of the build too; no route counts the app's entry among its own chunks.
    const plan = readPlan(readFileSync(path.join(dist, '.app', 'index.html'), 'utf8'))!;
    for (const screen of plan.screens)
      expect(screen.files.map((index) => plan.files[index])).not.toContain(entry);
    const namespaces = readdirSync(path.join(REPO, 'src/locales/en')).map((file) =>
      file.replace(/\.json$/, ''),
    );
    for (const code of DEMO_CODES) {
      const html = readFileSync(path.join(dist, code, 'index.html'), 'utf8');
      const { languages } = inlinedConfig(html) as { languages: { available: string[] } };
      const texts = readPlan(html)!.texts;
      expect(Object.keys(texts).sort(), code).toEqual([...languages.available].sort());
      const [language] = languages.available;
      expect(Object.keys(texts[language!]!).sort(), code).toEqual([...namespaces].sort());
      const chunk = path.join(dist, code, texts[language!]!.common!);
      const source = JSON.parse(
        readFileSync(path.join(REPO, 'src/locales', language!, 'common.json'), 'utf8'),
      ) as Record<string, unknown>;
      const loaded = (await import(pathToFileURL(chunk).href)) as { default: unknown };
      expect(loaded.default, `${code} ${language} common`).toEqual(source);
    }
  });

  it("follows each tenant's first-paint shell with the shell script compiled from src/landing", () => {
    const shellThenScript = new RegExp(
      `<div id="${SHELL_ID}"[^]*?<div class="wl-shell-banner"></div></div><script>((?!</script>)[^])*wl-shell-page`,
    );
    for (const code of DEMO_CODES)
      expect(readFileSync(path.join(dist, code, 'index.html'), 'utf8')).toMatch(shellThenScript);
  });
});
