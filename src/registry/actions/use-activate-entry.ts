import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useIsLoggedIn } from '../../lib/session-store';
import { useSiteSettings } from '../../tenant/hooks';
import type { Entry, EntryAction } from '../entry';
import { targetPath } from '../entry-target';
import { openExternal } from './open-external';
import { useOpenCustomerService } from './use-customer-service';
import { useLoginPrompt } from './use-login-prompt';
import { useLogout } from './use-logout';
import { useReferralAction } from './use-referral';

/** Actions only a particular surface can do (the header's balance toggles). */
export type ActionOverrides = Partial<Record<EntryAction, () => void>>;

/**
 * One way to follow any registry entry: guests get the login prompt for entries needing a session,
 * routes navigate, actions run their handler.
 */
export function useActivateEntry(overrides: ActionOverrides = {}): (entry: Entry) => void {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { social } = useSiteSettings();
  const promptLogin = useLoginPrompt();
  const referral = useReferralAction();
  const customerService = useOpenCustomerService();
  const logout = useLogout();

  return useCallback(
    (entry: Entry) => {
      if (entry.needsSession && !loggedIn) {
        void promptLogin();
        return;
      }
      if ('route' in entry.target) {
        navigate(targetPath(entry.target));
        return;
      }
      const defaults: Record<EntryAction, () => void> = {
        referral: () => void referral(),
        customerService,
        downloadPopup: () => navigate(targetPath({ route: 'download' })),
        facebook: () => social.facebook && openExternal(social.facebook),
        telegram: () => social.telegram && openExternal(social.telegram),
        refreshBalance: () => undefined,
        toggleBalance: () => undefined,
        signOut: () => void logout(),
      };
      (overrides[entry.target.action] ?? defaults[entry.target.action])();
    },
    [loggedIn, promptLogin, navigate, referral, customerService, social, logout, overrides],
  );
}
