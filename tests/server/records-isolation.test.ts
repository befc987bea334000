import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getAs, LUCKY7, PERLAS, ROYAL88, testApp } from './support/app';
import { freshPlayer, gameOf, launch, type Player, playOnce } from './support/play';
import { memberWithUpline, postKind, transfer } from './support/records';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

/** The report endpoints of this wave that exist at least (this slice's and the bet history). */
const KNOWN_REPORTS = [
  '/wps/report/transaction',
  '/wps/report/transaction?types=A',
  '/wps/report/profitAndLoss',
  '/wps/report/accountGameBetHistory',
  '/wps/relay/ODSFE2_getBetHistory',
  '/wps/relay/MCSFE_transferToUpline',
];

/** Every GET `/wps/report/*` route the server has now (other slices add theirs). */
function treeReports(): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  return [...tree.matchAll(/(\/wps\/report\/[^\s(]+) \(([^)]*)\)/g)]
    .filter((match) => match[2]?.includes('GET') && !match[1]?.includes(':'))
    .map((match) => match[1] ?? '');
}
const reportRoutes = () => [...new Set([...KNOWN_REPORTS, ...treeReports()])];

async function activePlayer(merchant: string): Promise<Player> {
  const { member } = await memberWithUpline(app, merchant, 300, 0);
  await postKind(app, member, 'deposit', 25);
  const slot = await gameOf(app, merchant, 'slot', 'min_bet <= 1');
  const { ticket } = await launch(app, member, slot.nodeId);
  await playOnce(app, ticket, 1);
  await transfer(app, member, { amount: 3 });
  return member;
}

describe('tenant isolation of the reports', () => {
  it('finds the known report routes in the route tree', () => {
    expect(treeReports()).toEqual(
      expect.arrayContaining([
        '/wps/report/transaction',
        '/wps/report/profitAndLoss',
        '/wps/report/accountGameBetHistory',
      ]),
    );
  });

  it('a token of merchant A is refused by merchant B on every report endpoint', async () => {
    const lucky = await activePlayer(LUCKY7);
    for (const path of reportRoutes()) {
      for (const other of [PERLAS, ROYAL88]) {
        const response = await getAs(app, other, path, lucky.token);
        expect(response.statusCode, `${other} ${path}`).toBe(401);
        expect(response.json().value ?? null, path).toBeNull();
      }
    }
  });

  it('a token of merchant A reads only its own rows, never those of merchant B', async () => {
    const royal = await activePlayer(ROYAL88);
    const lucky = await activePlayer(LUCKY7);
    for (const [reader, stranger] of [
      [lucky, royal],
      [royal, lucky],
    ] as const) {
      for (const path of KNOWN_REPORTS) {
        const response = await getAs(app, reader.merchant, path, reader.token);
        const text = response.body;
        expect(text, path).not.toContain(stranger.username);
        const value = response.json().value;
        if (value && Array.isArray(value.content) && !path.includes('types=A'))
          expect(value.content.length, `${reader.merchant} ${path}`).toBeGreaterThan(0);
      }
    }
    const [royalRows] = await app.deps.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM ledger_entries WHERE member_id = $1`,
      [royal.memberId],
    );
    const royalView = await getAs(app, ROYAL88, '/wps/report/transaction', royal.token);
    expect(royalView.json().value.totalCount).toBe(royalRows?.count);
  });

  it('a member of A whose upline is a member of B gets no upline and no transfer', async () => {
    const lucky = await freshPlayer(app, LUCKY7, 50);
    const royalAgent = await freshPlayer(app, ROYAL88, 0, 1);
    await app.deps.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [
      royalAgent.memberId,
      lucky.memberId,
    ]);
    const info = await getAs(app, LUCKY7, '/wps/relay/MCSFE_transferToUpline', lucky.token);
    expect(info.json()).toMatchObject({ success: false, errorCode: 'upline.not.found' });
    const member = await getAs(app, LUCKY7, '/wps/member/info', lucky.token);
    expect(member.json().value.toUpline).toBeNull();
  });
});
