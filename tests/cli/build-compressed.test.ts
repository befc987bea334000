import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeProject, runWl, writeFakeApp } from './helpers';

const project = makeProject(['perlas', 'royal88']);
const dist = (...parts: string[]) => path.join(project.root, 'dist', ...parts);
const BIG_SCRIPT = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join('\n');

beforeAll(async () => {
  writeFakeApp(project.root);
  writeFileSync(dist('.app', 'assets', 'entry-Big123.js'), BIG_SCRIPT);
  const build = await runWl(['build', '--all', '--skip-compile'], project.root);
  expect(build.stderr).toBe('');
  expect(build.code).toBe(0);
});
afterAll(() => project.cleanup());

function expectCopies(file: string) {
  const original = readFileSync(file);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), `${file}.br`).toBe(
    true,
  );
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
}

describe('wl build writes compressed copies beside text files', () => {
  it('for the shared assets, once, linked into every tenant', () => {
    expectCopies(dist('.app', 'assets', 'entry-Big123.js'));
    for (const code of ['perlas', 'royal88']) {
      expectCopies(dist(code, 'assets', 'entry-Big123.js'));
      expect(statSync(dist(code, 'assets', 'entry-Big123.js.br')).ino).toBe(
        statSync(dist('.app', 'assets', 'entry-Big123.js.br')).ino,
      );
    }
  });

  it("for each tenant's own index.html", () => {
    for (const code of ['perlas', 'royal88']) expectCopies(dist(code, 'index.html'));
    expect(readFileSync(dist('perlas', 'index.html'), 'utf8')).toContain('Perlas');
  });

  it('not for files under 1 kB, where compression gains nothing', () => {
    expect(existsSync(dist('perlas', 'assets', 'index-Abc123.js'))).toBe(true);
    expect(existsSync(dist('perlas', 'assets', 'index-Abc123.js.br'))).toBe(false);
    expect(existsSync(dist('perlas', 'assets', 'index-Abc123.js.gz'))).toBe(false);
  });

  it('a later build reusing the app does not compress the shared files again', async () => {
    const copy = dist('.app', 'assets', 'entry-Big123.js.br');
    const before = statSync(copy).mtimeMs;
    const rebuild = await runWl(['build', 'perlas', '--skip-compile'], project.root);
    expect(rebuild.code).toBe(0);
    expect(statSync(copy).mtimeMs).toBe(before);
  });
});
