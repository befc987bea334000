/** A tenant whose icon or logo cannot be rendered fails `wl validate` and `wl build`, saying why. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeProject, runWl, writeFakeApp } from './helpers';

let project: ReturnType<typeof makeProject>;
beforeEach(() => {
  project = makeProject(['lucky7']);
});
afterEach(() => project.cleanup());

interface ArtworkCase {
  name: string;
  key: 'icon' | 'logo';
  file: string;
  bytes: string | Buffer;
  message: string;
}

const CASES: ArtworkCase[] = [
  {
    name: 'invalid-icon-broken-svg',
    key: 'icon',
    file: 'icon.svg',
    bytes: '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect',
    message:
      '"icon.svg" is not an SVG that can be rendered: parsing failed cause the root node was opened but never closed',
  },
  {
    name: 'invalid-icon-svg-without-namespace',
    key: 'icon',
    file: 'icon.svg',
    bytes: '<svg width="512" height="512"><rect width="512" height="512"/></svg>',
    message: '"icon.svg" is not an SVG that can be rendered',
  },
  {
    name: 'invalid-icon-not-svg-or-png',
    key: 'icon',
    file: 'icon.webp',
    bytes: Buffer.from('RIFF0000WEBPVP8 '),
    message: '"icon.webp" is a .webp file; icons are rendered from an SVG or a PNG',
  },
  {
    name: 'invalid-logo-png-that-is-not',
    key: 'logo',
    file: 'logo.png',
    bytes: '<html>not a png</html>',
    message: '"logo.png" is not a PNG file (no PNG signature and header)',
  },
];

function breakArtwork({ key, file, bytes }: ArtworkCase): void {
  const dir = path.join(project.root, 'tenants', 'lucky7');
  writeFileSync(path.join(dir, file), bytes);
  const data = JSON.parse(readFileSync(path.join(dir, 'tenant.json'), 'utf8')) as {
    theme: Record<string, unknown>;
  };
  data.theme[key] = file;
  writeFileSync(path.join(dir, 'tenant.json'), JSON.stringify(data));
}

describe.each(CASES)('$name', (artwork) => {
  const line = `tenants/lucky7/tenant.json at /theme/${artwork.key}: ${artwork.message}`;
  const hint = `(export the ${artwork.key} as an SVG (with xmlns="http://www.w3.org/2000/svg", a width and a height) or as a PNG)`;

  it('fails wl validate with file, pointer, message and hint', async () => {
    breakArtwork(artwork);
    const run = await runWl(['validate'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`✗ ${line}`);
    expect(run.stderr).toContain(hint);
    expect(run.stderr).toContain('1 tenant checked: 0 valid, 1 invalid, 1 problem.');
  });

  it('fails wl build before anything is written', async () => {
    breakArtwork(artwork);
    writeFakeApp(project.root);
    const run = await runWl(['build', '--all', '--skip-compile'], project.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing built: 1 problem in the requested tenants.');
    expect(run.stderr).toContain(line);
  });
});

it('accepts a PNG icon and renders the install icons from it', async () => {
  const dir = path.join(project.root, 'tenants', 'lucky7');
  writeFakeApp(project.root);
  expect((await runWl(['build', '--all', '--skip-compile'], project.root)).code).toBe(0);
  const png = readFileSync(path.join(project.root, 'dist', 'lucky7', 'pwa', 'icon-512.png'));
  breakArtwork({ name: 'valid-png-icon', key: 'icon', file: 'icon.png', bytes: png, message: '' });
  expect(readFileSync(path.join(dir, 'icon.png')).equals(png)).toBe(true);
  const run = await runWl(['build', '--all', '--skip-compile'], project.root);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const icon192 = readFileSync(path.join(project.root, 'dist', 'lucky7', 'pwa', 'icon-192.png'));
  expect([icon192.readUInt32BE(16), icon192.readUInt32BE(20)]).toEqual([192, 192]);
});
