import { Suspense, type ReactNode } from 'react';

import { useSiteSettings } from '../../tenant/hooks';
import { LoadingIndicator } from '../../ui';
import { RegionRestrictedScreen, screens } from '../screens';
import { startupMode } from './startup-mode';

/** Replaces every page with the maintenance or region-restriction page when the platform says so. */
export function StartupGate({ children }: { children: ReactNode }) {
  const mode = startupMode(useSiteSettings().status);
  if (mode === 'normal') return children;
  const Page = mode === 'maintenance' ? screens.maintenance : RegionRestrictedScreen;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Page />
    </Suspense>
  );
}
