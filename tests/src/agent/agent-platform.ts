import type { Tenant } from '../../../schema/tenant';
import { stubPlatform } from '../app/platform-double';
import { ruleSet } from '../features/register-support';
import { envelope, type RecordedCall } from '../lib/fetch-double';

export const SLOW = { timeout: 15_000 };

export const FOOTER = {
  teamLoginMemberCount: 7,
  teamBetMemberCount: 5,
  teamRegisterMemberCount: 2,
  teamOnlineCount: 3,
};

export const agentTenant = (overrides: Partial<Tenant> = {}) =>
  ({
    agentMenu: ['teamOverview', 'teamManagement', 'webEmail'],
    dividends: true,
    ...overrides,
  }) as Partial<Tenant>;

type Extra = Record<string, (call: RecordedCall) => { status?: number; json?: unknown }>;

/** The platform double plus the agent calls: team figures, agent announcements, touch, dividend. */
export function stubAgentPlatform(options: { unreadAgent?: number; extra?: Extra } = {}) {
  return stubPlatform({
    balance: 1234.5,
    unread: 4,
    extra: {
      '/wps/relay/ODSFE2_getTeamOverviewSum': () => envelope({ teamSize: 12, footer: FOOTER }),
      '/wps/relay/MCSFE_getListAnnouncements': () =>
        envelope({ list: [], footer: { unreadCount: options.unreadAgent ?? 2 } }),
      '/wps/session/touch': () => envelope(true),
      '/wps/system/setting/register': () => ruleSet(),
      '/wps/relay/MCSFE_getContractDividend': () =>
        envelope({ contract: { id: 9, kind: 'dividend', status: 'offered' }, payouts: [] }),
      ...options.extra,
    },
  });
}

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
