import { lazy, Suspense, useMemo } from 'react';

import { useSessionStore } from '../../lib/session-store';
import type { Announcement } from './api/get-announcements';
import { popupsFor, slotNameFor } from './popups/popup-logic';

const PopupAnnouncements = lazy(() => import('./popups/PopupAnnouncements'));

/** Loads the popup chunk only when this viewer has popups to see. */
export function HomePopups({ items }: { items: readonly Announcement[] }) {
  const loggedIn = useSessionStore((state) => state.session !== null);
  const firstTimeLogin = useSessionStore((state) => state.session?.firstTimeLogin === true);
  const popups = useMemo(
    () => popupsFor(items, { loggedIn, firstTimeLogin }),
    [items, loggedIn, firstTimeLogin],
  );
  if (popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupAnnouncements slot={slotNameFor({ loggedIn, firstTimeLogin })} popups={popups} />
    </Suspense>
  );
}
