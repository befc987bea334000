import type { AvailablePromotions } from '../../../contract/announcements';
import { envelope, stubFetch, type RecordedCall } from '../lib/fetch-double';

type Answer = { status?: number; json?: unknown };

export interface PlatformState {
  status?: { maintenance: boolean; regionRestriction: boolean; location?: string };
  settings?: Record<string, unknown>;
  memberInfo?: Record<string, unknown>;
  promotions?: AvailablePromotions;
  unread?: number;
  balance?: number;
  announcements?: unknown[];
  /** Extra routes: path (without query) → answer. */
  extra?: Record<string, (call: RecordedCall) => Answer | Promise<Answer>>;
}

/** A scripted platform answering the calls the shell makes (unit-test double). */
export function stubPlatform(state: PlatformState = {}) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const extra = state.extra?.[path];
    if (extra) return extra(call);
    switch (path) {
      case '/wps/system/status':
        return envelope(
          state.status ?? { maintenance: false, regionRestriction: false, location: '' },
        );
      case '/wps/system/setting/consolidated':
        return envelope(state.settings ?? {});
      case '/wps/member/info':
        return envelope(state.memberInfo ?? {});
      case '/wps/relay/MCSFE_getAvailablePromotions':
        return envelope(
          state.promotions ?? {
            promotions: { REFERRAL: { enabled: false }, MISSION: { enabled: false } },
            unclaimedCount: 0,
          },
        );
      case '/wps/relay/CSP_getUnreadCount':
        return envelope(state.unread ?? 0);
      case '/wps/wallets/balance':
        return envelope({ sumBalance: state.balance ?? 0 });
      case '/wps/relay/MCSFE_getListAnnouncements':
        return envelope({ list: state.announcements ?? [], footer: { unreadCount: 0 } });
      default:
        return { status: 404, json: { success: false, errorCode: 'not.found' } };
    }
  });
}
