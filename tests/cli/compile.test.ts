import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readPlan } from '../../src/landing/landing-build';
import { inlinedConfig, makeProject, REPO, runWl } from './helpers';

/**
 * A real Vite compile through the project's own vite.config.ts, on a tiny app: proves the
 * compile-once path end to end in seconds. The full app is compiled by e2e and the bench.
 */
describe('wl build with a real compile', () => {
  let project: ReturnType<typeof makeProject>;
  beforeAll(() => {
    project = makeProject(['lucky7', 'perlas']);
    symlinkSync(path.join(REPO, 'node_modules'), path.join(project.root, 'node_modules'), 'dir');
    copyFileSync(path.join(REPO, 'vite.config.ts'), path.join(project.root, 'vite.config.ts'));
    mkdirSync(path.join(project.root, 'src', 'registry'), { recursive: true });
    mkdirSync(path.join(project.root, 'src', 'lib'));
    // What vite.config.ts imports from src/: the landing script, with the route rules it reads,
    // and a route table (none here).
    cpSync(path.join(REPO, 'src', 'landing'), path.join(project.root, 'src', 'landing'), {
      recursive: true,
    });
    // The inline scripts' imports outside src/landing: the game list's first page and its shell,
    // the lottery list's, the member centre's and the agent home's shells and their texts.
    for (const file of [
      'lib/early-requests.ts',
      'lib/query-string.ts',
      'registry/route-types.ts',
      'entities/games/api/game-list-params.ts',
      'entities/games/api/game-paths.ts',
      'entities/games/categories.ts',
      'entities/games/game-icon.ts',
      'entities/games/types.ts',
      'features/games/game-list/list-state.ts',
      'entities/games/lottery-mode.ts',
      'features/lottery/shared/countdown.ts',
      'features/lottery/shared/draw-summary.ts',
      'features/agent/home/greeting.ts',
      'tenant/read-inlined-tenant.ts',
      'tenant/merge-site-settings.ts',
      'lib/safe-link.ts',
      '../contract/game-pages.ts',
      '../schema/constants.ts',
    ]) {
      const to = path.join(project.root, 'src', file);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(path.join(REPO, 'src', file), to);
    }
    writeFileSync(
      path.join(project.root, 'src', 'registry', 'routes.ts'),
      'export const routes = [];\n',
    );
    writeFileSync(
      path.join(project.root, 'src', 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <!--tenant-head-->\n  </head>\n  <body><div id="root"></div><script type="module" src="/main.ts"></script></body>\n</html>\n',
    );
    writeFileSync(
      path.join(project.root, 'src', 'main.ts'),
      "const config = document.getElementById('tenant-config');\ndocument.body.dataset.tenant = JSON.parse(config?.textContent ?? '{}').code;\nif (import.meta.env.DEV) document.body.dataset.mode = 'development-build';\n",
    );
  });
  afterAll(() => project.cleanup());

  it('compiles once into dist/.app and shares the hashed assets with every tenant', async () => {
    const run = await runWl(['build', '--all'], project.root);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.match(/compiled app in \d+ ms/g)).toHaveLength(1);
    const assets = readdirSync(path.join(project.root, 'dist', '.app', 'assets'));
    const entry = assets.find((name) => /^index-[\w-]+\.js$/.test(name));
    expect(entry).toBeDefined();
    for (const code of ['lucky7', 'perlas']) {
      const html = readFileSync(path.join(project.root, 'dist', code, 'index.html'), 'utf8');
      // Requested by the inline landing script after the first paint (src/landing).
      expect(readPlan(html)?.entry).toBe(`/assets/${entry}`);
      expect((inlinedConfig(html) as { code: string }).code).toBe(code);
      expect(readdirSync(path.join(project.root, 'dist', code, 'assets'))).toEqual(assets);
    }
  });

  it('builds for production even when NODE_ENV says otherwise (tests run wl with NODE_ENV=test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const assets = path.join(project.root, 'dist', '.app', 'assets');
    const code = readdirSync(assets).map((name) => readFileSync(path.join(assets, name), 'utf8'));
    expect(code.join('\n')).not.toContain('development-build');
  });
});
