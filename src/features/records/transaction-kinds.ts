import { TRANSACTION_GROUPS, type TransactionGroup } from './types';

/**
 * Every ledger kind the server posts (docs/api.md "Records") and its label in `records.json`. A
 * kind missing here is labelled by its group, never shown raw.
 */
export const KIND_LABELS = {
  deposit: 'kinds.deposit',
  'seed.deposit': 'kinds.seed_deposit',
  withdraw: 'kinds.withdraw',
  'withdraw.refund': 'kinds.withdraw_refund',
  'game.bet': 'kinds.game_bet',
  'game.win': 'kinds.game_win',
  'lottery.bet': 'kinds.lottery_bet',
  'lottery.win': 'kinds.lottery_win',
  'lottery.refund': 'kinds.lottery_refund',
  'promo.bonus': 'kinds.promo_bonus',
  'signin.bonus': 'kinds.signin_bonus',
  'redrain.bonus': 'kinds.redrain_bonus',
  'trial.grant': 'kinds.trial_grant',
  rebate: 'kinds.rebate',
  'agent.rebate': 'kinds.agent_rebate',
  'salary.daily': 'kinds.salary_daily',
  'salary.hourly': 'kinds.salary_hourly',
  dividend: 'kinds.dividend',
  'transfer.out': 'kinds.transfer_out',
  'transfer.in': 'kinds.transfer_in',
  'seed.adjust': 'kinds.seed_adjust',
} as const satisfies Record<string, `kinds.${string}`>;

export type LedgerKind = keyof typeof KIND_LABELS;

const isKnownKind = (kind: string): kind is LedgerKind => Object.hasOwn(KIND_LABELS, kind);
const isGroup = (group: string): group is TransactionGroup =>
  (TRANSACTION_GROUPS as readonly string[]).includes(group);

/** The `records` key naming a ledger row: its kind's label, else its group's, else "Adjustment". */
export function kindLabelKey(row: { kind: string; group: string }): string {
  if (isKnownKind(row.kind)) return KIND_LABELS[row.kind];
  return `groups.${isGroup(row.group) ? row.group : 'adjustment'}`;
}
