import { LEDGER_GROUPS, type LedgerGroup } from '../../../contract/records';
import type { LedgerKind } from '../ledger-kinds';

export type { LedgerGroup };

/** Ledger kinds (member contract) by group; a kind not listed is an `adjustment`. */
export const KINDS_OF_GROUP: Record<Exclude<LedgerGroup, 'adjustment'>, readonly LedgerKind[]> = {
  deposit: ['deposit', 'seed.deposit'],
  withdraw: ['withdraw', 'withdraw.refund'],
  bet: ['game.bet', 'lottery.bet', 'lottery.refund'],
  win: ['game.win', 'lottery.win'],
  bonus: ['promo.bonus', 'signin.bonus', 'redrain.bonus', 'trial.grant'],
  // Agent earnings: rebate from the team's bets, contract salaries and dividends.
  rebate: ['rebate', 'agent.rebate', 'salary.daily', 'salary.hourly', 'dividend'],
  transfer: ['transfer.out', 'transfer.in'],
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQL expression naming the group of `column` (a ledger kind); the kinds are constants, not input. */
export function groupSql(column: string): string {
  const whens = Object.entries(KINDS_OF_GROUP).map(
    ([group, kinds]) => `WHEN ${column} IN (${kinds.map(quote).join(', ')}) THEN ${quote(group)}`,
  );
  return `(CASE ${whens.join(' ')} ELSE 'adjustment' END)`;
}

export const isLedgerGroup = (value: string): value is LedgerGroup =>
  (LEDGER_GROUPS as readonly string[]).includes(value);
