import { hashOf } from './svg';

/** How a vendor's pictures are framed: each studio keeps one, so its tiles read as a family. */
export type Frame = 'inset' | 'corners' | 'dots' | 'double' | 'ribbon' | 'glow';

export interface VendorStyle {
  /** Hue of the background (games of some categories shift it by their theme). */
  hue: number;
  /** Colour of the frame, the badge and the rules. */
  ink: string;
  frame: Frame;
  /** Corner radius of the tile. */
  radius: number;
}

/** The seeded studios (server/db/seed/games/vendors.ts), each a palette and a frame of its own. */
const STYLES: Record<string, VendorStyle> = {
  SBK: { hue: 140, ink: '#f8fafc', frame: 'inset', radius: 18 },
  KCK: { hue: 200, ink: '#facc15', frame: 'corners', radius: 12 },
  TF: { hue: 265, ink: '#22d3ee', frame: 'corners', radius: 6 },
  DS88: { hue: 18, ink: '#fde68a', frame: 'double', radius: 14 },
  AUR: { hue: 285, ink: '#f0abfc', frame: 'glow', radius: 22 },
  VLV: { hue: 345, ink: '#fbbf24', frame: 'double', radius: 16 },
  MRB: { hue: 215, ink: '#e2e8f0', frame: 'inset', radius: 10 },
  PXG: { hue: 45, ink: '#fff7ae', frame: 'dots', radius: 8 },
  JDG: { hue: 155, ink: '#fcd34d', frame: 'double', radius: 20 },
  SPL: { hue: 250, ink: '#a5f3fc', frame: 'glow', radius: 24 },
  NLX: { hue: 305, ink: '#67e8f9', frame: 'corners', radius: 4 },
  RTD: { hue: 350, ink: '#fecdd3', frame: 'ribbon', radius: 18 },
  HNB: { hue: 38, ink: '#422006', frame: 'dots', radius: 26 },
  OCF: { hue: 195, ink: '#ecfeff', frame: 'ribbon', radius: 22 },
  DPC: { hue: 225, ink: '#5eead4', frame: 'inset', radius: 14 },
  PKR: { hue: 160, ink: '#fde047', frame: 'inset', radius: 12 },
  ACE: { hue: 0, ink: '#f5f5f4', frame: 'corners', radius: 16 },
  TCG_LOTTO_VN: { hue: 5, ink: '#fde047', frame: 'ribbon', radius: 12 },
  LTH: { hue: 230, ink: '#fcd34d', frame: 'double', radius: 18 },
  LKD: { hue: 325, ink: '#fef08a', frame: 'dots', radius: 20 },
  IHG: { hue: 240, ink: '#4ade80', frame: 'glow', radius: 10 },
};

const FRAMES: Frame[] = ['inset', 'corners', 'dots', 'double', 'ribbon', 'glow'];

/** The vendor's style; an unknown code gets one derived from the code, the same every time. */
export function vendorStyle(code: string): VendorStyle {
  const known = STYLES[code];
  if (known) return known;
  const hash = hashOf(code);
  return { hue: hash % 360, ink: '#ffffff', frame: FRAMES[hash % FRAMES.length]!, radius: 16 };
}

/** The frame drawn over a `width` × `height` picture. */
export function frameSvg(style: VendorStyle, width: number, height: number): string {
  const { ink, radius } = style;
  const [w, h] = [width - 12, height - 12];
  switch (style.frame) {
    case 'inset':
      return `<rect x="6" y="6" width="${w}" height="${h}" rx="${Math.max(radius - 5, 2)}" fill="none" stroke="${ink}" stroke-width="3" opacity=".85"/>`;
    case 'double':
      return (
        `<rect x="5" y="5" width="${w + 2}" height="${h + 2}" rx="${Math.max(radius - 4, 2)}" fill="none" stroke="${ink}" stroke-width="2"/>` +
        `<rect x="10" y="10" width="${w - 8}" height="${h - 8}" rx="${Math.max(radius - 8, 2)}" fill="none" stroke="${ink}" stroke-width="1" opacity=".7"/>`
      );
    case 'dots':
      return `<rect x="7" y="7" width="${w - 2}" height="${h - 2}" rx="${Math.max(radius - 6, 2)}" fill="none" stroke="${ink}" stroke-width="4" stroke-dasharray=".1 9" stroke-linecap="round"/>`;
    case 'corners': {
      const [r, b] = [width - 8, height - 8];
      return `<path d="M8 32V8h24M${r - 24} 8h24v24M${r} ${b - 24}v24h-24M32 ${b}H8v-24" fill="none" stroke="${ink}" stroke-width="4"/>`;
    }
    case 'ribbon':
      return `<path d="M${width - 64} 0h44q20 0 20 20v44z" fill="${ink}" opacity=".9"/>`;
    case 'glow':
      return `<circle cx="${width / 2}" cy="${height * 0.3}" r="${width * 0.45}" fill="#fff" opacity=".13"/>`;
  }
}

/** A vertical gradient `id` from a bright to a deep tone of `hue`. */
export const backgroundGradient = (id: string, hue: number) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="hsl(${hue},68%,46%)"/>` +
  `<stop offset="1" stop-color="hsl(${(hue + 20) % 360},72%,20%)"/></linearGradient>`;
