import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';

export interface RebateRate {
  gameType: string;
  /** Fraction of the bet (0.005 = 0.5 %). */
  rate: number;
}

export interface ClubLevel {
  level: number;
  levelName: string;
  depositThreshold: number;
  turnoverThreshold: number;
  upgradeBonus: number;
  birthdayBonus: number;
  withdrawDailyCount: number;
  withdrawDailyMax: number;
  rebateRates: RebateRate[];
}

export interface Progress {
  current: number;
  required: number;
}

/** `GET /wps/relay/MCSFE_getMemberClubBenefit` value (docs/api.md "Member club"). */
export interface ClubBenefit {
  level: number;
  levelName: string;
  totals: { deposit: number; turnover: number };
  next?: { level: number; levelName: string; deposit: Progress; turnover: Progress };
  levels: ClubLevel[];
  upgradedTo: number[];
}

export const clubBenefitQuery = () =>
  queryOptions({
    queryKey: queryKey('club', 'benefit'),
    queryFn: ({ signal }) =>
      api.get<ClubBenefit>('/wps/relay/MCSFE_getMemberClubBenefit', { signal }),
  });

export const useClubBenefit = () => useQuery(clubBenefitQuery());
