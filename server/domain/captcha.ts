import { randomBytes, randomInt } from 'node:crypto';

import type { Queryable } from '../db/db';
import { type Clock, MINUTE } from './clock';

export const CAPTCHA_TTL_MS = 5 * MINUTE;

export interface Captcha {
  id: string;
  /** `data:image/svg+xml;base64,…` showing "a + b = ?". */
  image: string;
  /** The expected answer (for the development outbox only). */
  answer: string;
}

/** Draws the question with a little noise; only the digits matter. */
function renderSvg(question: string): string {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(120), randomInt(40), randomInt(120), randomInt(40)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9aa3ad" stroke-width="1"/>`;
  }).join('');
  const glyphs = [...question]
    .map((char, index) => {
      const rotate = randomInt(-12, 13);
      const x = 10 + index * 13;
      return `<text x="${x}" y="27" transform="rotate(${rotate} ${x} 22)">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f3f4f6"/>${noise}<g font-family="monospace" font-size="20" font-weight="bold" fill="#1f2937">${glyphs}</g></svg>`;
}

/** Makes an arithmetic captcha for a tenant and stores its answer server-side. */
export async function createCaptcha(db: Queryable, now: Clock, tenantId: string): Promise<Captcha> {
  const a = randomInt(1, 20);
  const b = randomInt(1, 10);
  const id = randomBytes(16).toString('base64url');
  await db.query(
    'INSERT INTO captchas (id, tenant_id, answer, expires_at) VALUES ($1, $2, $3, $4)',
    [id, tenantId, String(a + b), now() + CAPTCHA_TTL_MS],
  );
  return {
    id,
    answer: String(a + b),
    image: `data:image/svg+xml;base64,${Buffer.from(renderSvg(`${a}+${b}=?`)).toString('base64')}`,
  };
}

/** Consumes the captcha (single use, right or wrong) and says whether `answer` solved it. */
export async function solveCaptcha(
  db: Queryable,
  now: Clock,
  tenantId: string,
  id: string,
  answer: string,
) {
  const [row] = await db.query<{ answer: string }>(
    `UPDATE captchas SET used_at = $3 WHERE id = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING answer`,
    [id, tenantId, now()],
  );
  return row !== undefined && row.answer === answer.trim();
}
