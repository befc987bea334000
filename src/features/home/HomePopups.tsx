import { Suspense, useMemo } from 'react';

import { useSessionStore } from '../../lib/session-store';
import type { Announcement } from './api/get-announcements';
import { popupsFor, slotNameFor } from './popups/popup-logic';
import { PopupCheck } from './popups/PopupCheck';
import { retryableLazy } from '../../lib/retryable-lazy';
import { preloadSafeHtml } from '../../ui';

// With its sanitiser: content arriving after the panel would push Close down under the player's
// finger (a tap then lands on the text). Where the browser sanitises, that costs nothing.
const PopupAnnouncements = retryableLazy(() =>
  Promise.all([import('./popups/PopupAnnouncements'), preloadSafeHtml()]).then(
    ([popups]) => popups,
  ),
);

/** Loads the popup chunk only when this viewer has popups to see (`settled`: the list arrived). */
export function HomePopups({
  items,
  settled,
}: {
  items: readonly Announcement[];
  settled: boolean;
}) {
  const loggedIn = useSessionStore((state) => state.session !== null);
  const firstTimeLogin = useSessionStore((state) => state.session?.firstTimeLogin === true);
  const popups = useMemo(
    () => popupsFor(items, { loggedIn, firstTimeLogin }),
    [items, loggedIn, firstTimeLogin],
  );
  if (!settled) return <PopupCheck state="waiting" />;
  if (popups.length === 0) return <PopupCheck state="none" />;
  return (
    <Suspense fallback={<PopupCheck state="waiting" />}>
      <PopupAnnouncements slot={slotNameFor({ loggedIn, firstTimeLogin })} popups={popups} />
    </Suspense>
  );
}
