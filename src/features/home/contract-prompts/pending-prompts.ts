import type { ContractCheck, ContractKind } from '../api/check-contracts';

/** A prompt to show: the contract kind and what identifies it for "seen in this session". */
export interface PendingPrompt {
  kind: ContractKind;
  key: string;
}

const FLAGS: [Exclude<keyof ContractCheck, 'offers'>, ContractKind][] = [
  ['dailysalreqtype', 'dailySalary'],
  ['divtypecompperiodreq', 'dividend'],
  ['contracthoursalreq', 'hourSalary'],
];

/** Spec §2 route of each contract page ('go' opens it). */
export const CONTRACT_PAGE: Record<ContractKind, string> = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourSalary: '/m/member/agent/getHourContract',
};

/** The check's waiting contracts in the spec's order, minus those already prompted this session. */
export function pendingPrompts(
  check: ContractCheck,
  user: string,
  seen: ReadonlySet<string>,
): PendingPrompt[] {
  return FLAGS.filter(([flag]) => check[flag] === 1)
    .map(([, kind]) => {
      const id = check.offers?.find((offer) => offer.kind === kind)?.id;
      return { kind, key: `${user}:${kind}:${id ?? 'offer'}` };
    })
    .filter((prompt) => !seen.has(prompt.key));
}
