/**
 * `wl build` renders each tenant's install images: PNG icons, iOS startup images and screenshots,
 * listed in the manifest and linked from index.html. Sizes are read from the PNG bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadTenantFile } from '../../schema/validate';
import type { Tenant } from '../../schema/tenant';
import { DEMO_CODES, makeProject, runWl, runWlProcess, writeFakeApp } from './helpers';

let project: ReturnType<typeof makeProject>;
const tenants = new Map<string, Tenant>();
beforeAll(async () => {
  project = makeProject();
  writeFakeApp(project.root);
  const run = await runWl(['build', '--all', '--skip-compile'], project.root);
  if (run.code !== 0) throw new Error(`wl build failed:\n${run.stderr}`);
  for (const code of DEMO_CODES) {
    const result = await loadTenantFile(path.join(project.root, 'tenants', code, 'tenant.json'));
    if (!result.ok) throw new Error(code);
    tenants.set(code, result.tenant);
  }
}, 120_000);
afterAll(() => project.cleanup());

const built = (code: string, file: string) =>
  readFileSync(path.join(project.root, 'dist', code, file.replace(/^\//, '')));

/** Width and height from the IHDR chunk, after checking the PNG signature. */
function ihdr(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Decoded RGBA pixels (by drawing the PNG at its own size); `at(x, y)` is `#rrggbb/alpha`. */
function decode(png: Buffer) {
  const { width, height } = ihdr(png);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const at = (x: number, y: number) => {
    const offset = (y * width + x) * 4;
    return `#${pixels.subarray(offset, offset + 3).toString('hex')}/${pixels[offset + 3]}`;
  };
  return { width, height, at };
}

const pixel = (png: Buffer, x: number, y: number) => decode(png).at(x, y);

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

const manifestOf = (code: string) =>
  JSON.parse(built(code, 'manifest.webmanifest').toString('utf8')) as Record<string, unknown> & {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };

describe.each(DEMO_CODES)('install images of %s', (code) => {
  it('lists the SVG and PNG icons (192, 512, maskable 512) at the sizes their bytes say', () => {
    const { icons } = manifestOf(code);
    expect(icons[0]).toEqual({
      src: '/icon.svg',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const { width, height } = ihdr(built(code, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('fills the maskable icon outside its 80 % safe circle with the theme colour only', () => {
    const { icons } = manifestOf(code);
    const maskable = decode(built(code, icons.find((icon) => icon.purpose === 'maskable')!.src));
    const primary = `${tenants.get(code)!.theme.primary}/255`;
    expect(maskable.at(0, 0)).toBe(primary);
    expect(maskable.at(511, 511)).toBe(primary);
    const inside = new Set<string>();
    for (let y = 0; y < 512; y += 2) {
      for (let x = 0; x < 512; x += 2) {
        const radius = Math.hypot(x + 0.5 - 256, y + 0.5 - 256);
        if (radius > 0.4 * 512) expect(maskable.at(x, y), `pixel ${x},${y}`).toBe(primary);
        else inside.add(maskable.at(x, y));
      }
    }
    expect([...inside].filter((colour) => colour !== primary).length).toBeGreaterThan(0);
  });

  it('keeps the "any" icons transparent where the artwork is (rounded corners)', () => {
    const icon = built(code, '/pwa/icon-512.png');
    expect(pixel(icon, 0, 0)).toMatch(/\/0$/);
    expect(pixel(icon, 256, 40)).toMatch(/\/255$/);
  });

  it('links an opaque 180 px apple-touch-icon, a 32 px favicon and five startup images', () => {
    const html = built(code, 'index.html').toString('utf8');
    const theme = tenants.get(code)!.theme;
    const touch = /<link rel="apple-touch-icon" sizes="180x180" href="([^"]+)">/.exec(html)?.[1];
    expect(ihdr(built(code, touch!))).toEqual({ width: 180, height: 180 });
    expect(pixel(built(code, touch!), 0, 0)).toBe(`${theme.primary}/255`);
    const favicon = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)">/.exec(
      html,
    )?.[1];
    expect(ihdr(built(code, favicon!))).toEqual({ width: 32, height: 32 });
    expect(html).toContain('<link rel="icon" href="/icon.svg">');
    expect(html).not.toContain('<link rel="apple-touch-icon" href="/icon.svg">');

    const splashes = [
      ...html.matchAll(/<link rel="apple-touch-startup-image" media="([^"]+)" href="([^"]+)">/g),
    ];
    expect(splashes).toHaveLength(5);
    for (const [, media, href] of splashes) {
      const [, points, pointsHigh, ratio] =
        /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: portrait\)/.exec(
          media!,
        )!;
      const png = built(code, href!);
      const size = ihdr(png);
      expect(size).toEqual({ width: +points! * +ratio!, height: +pointsHigh! * +ratio! });
      expect(pixel(png, 0, 0)).toBe(`${theme.background}/255`);
      expect(pixel(png, size.width / 2, size.height / 2)).not.toBe(`${theme.background}/255`);
    }
    expect(splashes.map(([, , href]) => href)).toContain('/pwa/splash-1290x2796.png');
  });

  it('adds id, dir, description, categories, orientation and two narrow screenshots', () => {
    const manifest = manifestOf(code);
    const tenant = tenants.get(code)!;
    expect(manifest).toMatchObject({
      id: '/m/home',
      dir: 'ltr',
      lang: tenant.languages.default,
      orientation: 'portrait',
      categories: ['games', 'entertainment'],
    });
    expect(manifest.description).toContain(tenant.name);
    expect(manifest.screenshots).toHaveLength(2);
    for (const shot of manifest.screenshots) {
      expect(shot).toMatchObject({ type: 'image/png', form_factor: 'narrow' });
      expect(shot.label).toContain('illustration');
      const { width, height } = ihdr(built(code, shot.src));
      expect(`${width}x${height}`).toBe(shot.sizes);
    }
  });
});

describe('the render cache', () => {
  it('rebuilds byte-identical images from <out>/.pwa-cache', async () => {
    const before = built('perlas', '/pwa/icon-maskable-512.png');
    // A new process: this one still holds the first build's renderings in memory.
    const run = await runWlProcess(['build', 'perlas', '--skip-compile'], project.root);
    expect(run.code).toBe(0);
    expect(built('perlas', '/pwa/icon-maskable-512.png').equals(before)).toBe(true);
  });
});
