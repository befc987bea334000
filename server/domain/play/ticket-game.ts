import { minor, toMajor } from '../../../contract/money';
import type { Queryable } from '../../db/db';
import { GAME_COLUMNS, type GameRecord } from '../games/game-record';
import { MAIN_ACCOUNT, walletAccounts } from '../ledger';
import type { GameTicket } from './tickets';

/** The game a ticket names, within the ticket's tenant. */
export async function ticketGame(
  db: Queryable,
  ticket: GameTicket,
): Promise<GameRecord | undefined> {
  const [game] = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = $1 AND g.id = $2`,
    [ticket.tenantId, ticket.gameId],
  );
  return game;
}

/** The wallet the demo games play with: the main account (a trial account's play money lives there too). */
export async function playBalance(db: Queryable, ticket: GameTicket) {
  const accounts = await walletAccounts(db, ticket.tenantId, ticket.memberId);
  const main = accounts.find((account) => account.accountTypeId === MAIN_ACCOUNT);
  return { balance: toMajor(main?.balance ?? minor(0)), currency: main?.currency ?? '' };
}
