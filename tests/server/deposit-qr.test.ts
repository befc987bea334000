import { describe, expect, it } from 'vitest';

import { qrDataUrl, qrSvg } from '../../server/domain/qr';

/** Dark cells of the SVG's path as "column,row" strings. */
const darkCells = (svg: string) =>
  new Set([...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, column, row]) => `${column},${row}`));

describe('QR codes of the payment page', () => {
  const url = 'http://lucky7.localhost:4781/pay/12.abcdefghijklmnopqrstuvwxyz012345?lang=pt';

  it('draws the three finder patterns inside a 4-module quiet zone', () => {
    const svg = qrSvg(url);
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect(size).toBe(37 + 8); // version 5 (37 modules) for this URL at level M, plus the quiet zone
    const dark = darkCells(svg);
    for (const [column, row] of [
      [4, 4],
      [size - 11, 4],
      [4, size - 11],
    ] as const) {
      expect(dark.has(`${column},${row}`)).toBe(true); // outer ring
      expect(dark.has(`${column + 1},${row + 1}`)).toBe(false); // white ring
      expect(dark.has(`${column + 3},${row + 3}`)).toBe(true); // centre
    }
    expect([...dark].some((cell) => cell.startsWith('3,') || cell.endsWith(',3'))).toBe(false);
  });

  it('gives different codes for different payments and an image data URL', () => {
    expect(qrSvg(`${url}1`)).not.toBe(qrSvg(`${url}2`));
    expect(qrDataUrl(url)).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
