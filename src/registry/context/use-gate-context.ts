import { useMemo } from 'react';

import { useMemberInfo } from '../../entities/member/member-info';
import { useAvailablePromotions } from '../../entities/promotions/available-promotions';
import { useSessionStore } from '../../lib/session-store';
import { useSiteSettings } from '../../tenant/hooks';
import type { GateContext } from '../gate';
import { isPromoEnabled } from './promotions';

/**
 * The live {@link GateContext}: site settings (baked tenant + runtime), the session, and, for logged-in
 * users, member info and promotion availability (missing until they load, so their gates start closed;
 * `promotionsStatus` tells the route guard whether to wait for the platform's answer).
 */
export function useGateContext(): GateContext {
  const settings = useSiteSettings();
  const sessionType = useSessionStore((state) => state.session?.type ?? null);
  const member = useMemberInfo().data;
  const promotionsQuery = useAvailablePromotions();
  const promotions = promotionsQuery.data;
  const promotionsStatus =
    sessionType === null || (promotionsQuery.isError && !promotions)
      ? 'unknown'
      : promotions
        ? 'known'
        : 'loading';

  return useMemo(
    () => ({
      flags: settings.flags,
      session: sessionType === null ? null : { type: sessionType },
      member: sessionType !== null && member ? { toUpline: Boolean(member.toUpline) } : null,
      promotions: {
        REFERRAL: isPromoEnabled(promotions, 'REFERRAL'),
        MISSION: isPromoEnabled(promotions, 'MISSION'),
      },
      promotionsStatus,
      settings: {
        showVipBenefit: settings.showVipBenefit,
        dividends: settings.dividends,
        facebookLink: Boolean(settings.social.facebook),
        telegramLink: Boolean(settings.social.telegram),
        agentMenu: settings.agentMenu,
      },
    }),
    [settings, sessionType, member, promotions, promotionsStatus],
  );
}
