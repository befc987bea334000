import { Suspense } from 'react';

import { useShellUi } from './ui-store';
import { retryableLazy } from '../../lib/retryable-lazy';

const SideMenu = retryableLazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
const HeaderMenu = retryableLazy(() =>
  import('./HeaderMenu').then((m) => ({ default: m.HeaderMenu })),
);

/** The drawers load on first use: they are not needed for the first paint of /m/home. */
export function LazyMenus() {
  const sideOpen = useShellUi((state) => state.sideMenuOpen);
  const headerOpen = useShellUi((state) => state.headerMenuOpen);
  return (
    <Suspense fallback={null}>
      {sideOpen && <SideMenu />}
      {headerOpen && <HeaderMenu />}
    </Suspense>
  );
}
