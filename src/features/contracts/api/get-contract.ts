import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import { type ContractKind, type ContractStatus, RELAYS } from '../kinds';

/** One tier of a contract: the threshold reached (`min…`) and what it pays (`salary` or `ratePercent`). */
export type Tier = Record<string, number>;

export interface ContractTerms {
  /** Dividends only: how periods are cut. */
  period?: 'half-month' | 'month';
  tiers: Tier[];
}

export interface Contract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  terms: ContractTerms;
  /** Username of the offering upline; null when the operator offered it. */
  offeredBy: string | null;
  offeredAt: number;
  answeredAt: number | null;
}

export interface Payout {
  id: number;
  contractId: number;
  /** 'YYYY-MM-DD', 'YYYY-MM-DDTHH', 'YYYY-MM' or 'YYYY-MM-H1' / 'YYYY-MM-H2'. */
  period: string;
  /** The team's valid bet (salaries) or loss (dividend) the tier was chosen by. */
  basis: number;
  amount: number;
  paidAt: number;
}

export interface ContractPage {
  contract: Contract | null;
  payouts: Payout[];
}

export const contractQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: queryKey('contracts', kind),
    queryFn: ({ signal }) => api.get<ContractPage>(RELAYS[kind].get, { signal }),
  });

export const useContract = (kind: ContractKind) => useQuery(contractQuery(kind));
