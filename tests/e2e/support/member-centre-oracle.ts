import type { Tenant } from '../../../schema/tenant';

export interface DemoUser {
  username: string;
  type: number;
  hasUpline: boolean;
}

/**
 * Member-centre entries a logged-in user must see, written straight from the table of spec §2
 * (independent of src/registry, so a wrong gate there fails the test).
 */
export function expectedMemberCentre(tenant: Tenant, user: DemoUser): string[] {
  const { flags, promotions } = tenant;
  const isAgent = ![0, 4, 40].includes(user.type);
  const rows: [string, boolean][] = [
    ['rewardCenter', flags.REWCEN3],
    ['referral', true],
    ['agency', isAgent],
    ['vouReport', flags.DEPRECM3],
    ['withdrawReport', flags.WITHREC3],
    ['transactionRecord', flags.TRANSREC3],
    ['gameRecord', flags.TRANSBETREPMEM3],
    ['profitAndLoss', flags.PERSREP],
    ['upLineTransfer', flags.AGETRANSFERUP3 && user.hasUpline && user.type !== 2],
    ['manualRebate', flags.MANPLAYREB3],
    ['leaderBoard', promotions.MISSION],
    ['rebateReport', flags.PLYRBT],
    ['webEmail', flags.MAILCEN],
    ['onlineService', true],
    ['appDownload', true],
    ['feedback', flags.FEEDBACK3],
  ];
  return rows.filter(([, shown]) => shown).map(([id]) => id);
}
