import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { memberInfoQuery } from '../../entities/member/member-info';
import { walletKeys } from '../../entities/wallet/wallet-keys';
import { useIsLoggedIn } from '../../lib/session-store';

/**
 * Home's load sequence (spec §2): scroll to top; with a session load the favourite ids, renew the
 * member info, then the wallets (every query under 'wallet': the member's and the merchant's).
 * Announcements are requested by the screen itself, session or not.
 */
export function useHomeLoad() {
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  // Braces matter: Chromium's scrollTo may return a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (!loggedIn) return;
    // The favourites module comes with the game tiles' chunk; importing it here would grow home's.
    void import('../../entities/games/api/favourites')
      .then(({ favouriteIdsQuery }) => client.fetchQuery({ ...favouriteIdsQuery(), staleTime: 0 }))
      .catch(() => undefined);
    void client
      .fetchQuery({ ...memberInfoQuery(), staleTime: 0 })
      .catch(() => undefined)
      .then(() => client.invalidateQueries({ queryKey: walletKeys.all() }));
  }, [client, loggedIn]);
}
