import { useMemo } from 'react';

import { useSessionStore } from '../../lib/session-store';
import { useSiteSettings } from '../../tenant/hooks';
import type { GateContext } from '../gate';
import { useMemberInfo } from './member-info';
import { isPromoEnabled, useAvailablePromotions } from './promotions';

/**
 * The live {@link GateContext}: site settings (baked tenant + runtime), the session, and, for logged-in
 * users, member info and promotion availability (missing until they load, so their gates start closed).
 */
export function useGateContext(): GateContext {
  const settings = useSiteSettings();
  const sessionType = useSessionStore((state) => state.session?.type ?? null);
  const member = useMemberInfo().data;
  const promotions = useAvailablePromotions().data;

  return useMemo(
    () => ({
      flags: settings.flags,
      session: sessionType === null ? null : { type: sessionType },
      member: sessionType !== null && member ? { toUpline: Boolean(member.toUpline) } : null,
      promotions: {
        REFERRAL: isPromoEnabled(promotions, 'REFERRAL'),
        MISSION: isPromoEnabled(promotions, 'MISSION'),
      },
      settings: {
        showVipBenefit: settings.showVipBenefit,
        dividends: settings.dividends,
        facebookLink: Boolean(settings.social.facebook),
        telegramLink: Boolean(settings.social.telegram),
        agentMenu: settings.agentMenu,
      },
    }),
    [settings, sessionType, member, promotions],
  );
}
