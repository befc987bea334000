import { deflateSync } from 'node:zlib';

/**
 * The seeded banners' pictures as PNG (750 × 300, the platform's mobile banner size): a gradient in
 * the tenant's colours with shapes and sparkles. A real raster picture of a few kB, not a flat SVG,
 * so browsers treat it as the page's main content (largest contentful paint ignores near-empty images).
 */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0');
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) || 0) as Rgb;
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;

/** Deterministic pseudo-random numbers: the same banner is the same bytes (stable ETag). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

const seedOf = (text: string) =>
  [...text].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 7);

/** Draws the banner `key` in the tenant's primary and accent colours. */
export function bannerPixels(primary: string, accent: string, key: string): Uint8Array {
  const [width, height] = [BANNER_WIDTH, BANNER_HEIGHT];
  const base = hexToRgb(primary);
  const glow = hexToRgb(accent);
  const dark = mix(base, [0, 0, 0], 0.45);
  const next = random(seedOf(key));
  const circles = Array.from({ length: 5 }, () => ({
    x: next() * width,
    y: next() * height,
    r: 40 + next() * 120,
  }));
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Stepped horizontal gradient: rows repeat, which keeps the file small.
      let t = Math.floor((x / width) * 12) / 12;
      for (const { x: cx, y: cy, r } of circles) {
        const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (r * r);
        if (d2 < 1) t = Math.min(1, t + Math.ceil(4 * (1 - d2)) / 8);
      }
      const offset = (y * width + x) * 3;
      const stripe = x % 48 < 3 ? 0.08 : 0;
      for (let i = 0; i < 3; i++) {
        const value = dark[i]! + (base[i]! - dark[i]!) * Math.min(t * 2, 1);
        const lit = t > 0.5 ? value + (glow[i]! - value) * (t - 0.5) : value;
        pixels[offset + i] = Math.round(lit + (255 - lit) * stripe);
      }
    }
  }
  for (let star = 0; star < 60; star++) {
    const [x, y] = [Math.floor(next() * (width - 2)), Math.floor(next() * (height - 2))];
    const light = mix(glow, [255, 255, 255], next());
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const)
      pixels.set(light, ((y + dy) * width + x + dx) * 3);
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** Encodes 8-bit RGB pixels as a PNG (filter "Up" on every row). */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 2;
    for (let i = 0; i < stride; i++) {
      const above = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      raw[row + 1 + i] = (pixels[y * stride + i]! - above) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export const bannerPng = (primary: string, accent: string, key: string): Buffer =>
  encodePng(bannerPixels(primary, accent, key), BANNER_WIDTH, BANNER_HEIGHT);
