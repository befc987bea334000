import { hashOf } from './svg';

const BALL_COLOURS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];

/** A lottery ball showing `number`. */
export const ball = (x: number, y: number, radius: number, colour: string, number: number) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${radius * 0.58}" fill="#fff"/>` +
  `<text x="${x}" y="${y + radius * 0.26}" font-size="${Math.round(radius * 0.72)}" font-weight="800" text-anchor="middle" fill="#111">${number}</text>`;

/** How many balls the name calls for and their largest number ("6/45", "3D", "Keno 80", "Fast 3"). */
function drawOf(name: string): { count: number; max: number } {
  const pool = /(\d+)\/(\d+)/.exec(name);
  if (pool) return { count: Math.min(Number(pool[1]), 5), max: Number(pool[2]) };
  const digits = /(\d)D\b/.exec(name) ?? /(?:pick|fast)\s*(\d)\b/i.exec(name);
  if (digits) return { count: Number(digits[1]), max: 9 };
  const keno = /keno\s*(\d+)/i.exec(name);
  return { count: 5, max: keno ? Number(keno[1]) : /28/.test(name) ? 27 : 49 };
}

/**
 * Lottery: the draw's balls with their numbers from the name's game. Fast e-lottery draws tumble in
 * a glass drum; the classic draws lie on a ticket.
 */
export function lotteryMotif(name: string, gameType: string): string {
  const hash = hashOf(name);
  const { count, max } = drawOf(name);
  const radius = count > 4 ? 16 : 19;
  const balls = Array.from({ length: count }, (_, index) => {
    const number =
      (max > 9 ? 1 : 0) + (((hash >>> (index * 3)) + index * 7) % (max > 9 ? max : 10));
    const x = 100 + (index - (count - 1) / 2) * (radius * 2 + 2);
    const y = gameType === 'ELOTT' ? 80 + (index % 2 ? 10 : -6) : 84;
    return ball(x, y, radius, BALL_COLOURS[index % BALL_COLOURS.length]!, number);
  }).join('');
  const stage =
    gameType === 'ELOTT'
      ? '<circle cx="100" cy="80" r="58" fill="#fff" opacity=".18" stroke="#fff" stroke-width="3"/><path d="M82 138l8-20h20l8 20z" fill="#fff" opacity=".5"/>'
      : '<rect x="26" y="50" width="148" height="72" rx="6" fill="#fff" opacity=".9"/><path d="M26 64h148" stroke="#ef4444" stroke-width="6"/>' +
        '<path d="M40 110h120" stroke="#cbd5e1" stroke-width="2" stroke-dasharray="4 4"/>';
  return stage + balls;
}
