import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import type { Tenant } from '../../schema/tenant';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { TenantProvider } from '../tenant';
import { ThemeRoot } from '../theme';
import { DialogHost, ToastHost } from '../ui';
import { AppRoutes } from './router';

interface StartupProps {
  tenant: Tenant;
  /** Settles once the landing screen's code is loaded (main.tsx), or failed to. */
  firstScreen?: Promise<void>;
}

/**
 * Renders nothing until the first language is loaded, so no raw keys flash, and the landing
 * screen's code is in, so React's first render draws that screen: until then the first-paint shell
 * stays (src/app/startup/dismiss-shell.ts), rather than giving way to an empty page.
 */
function StartupReady({
  tenant,
  firstScreen,
  children,
}: StartupProps & { children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    // A transition, so the first screen renders in slices that yield to the browser (input, the
    // shell's banner), not in one long task.
    void Promise.all([initI18n(tenant), firstScreen]).then(
      () => alive && startTransition(() => setReady(true)),
    );
    return () => {
      alive = false;
    };
  }, [tenant, firstScreen]);
  return ready ? children : null;
}

/** The whole site for one tenant: data, tenant, theme, i18n, router, toasts and dialogs. */
export function App({ tenant, firstScreen }: StartupProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantProvider tenant={tenant}>
        <ThemeRoot>
          <StartupReady tenant={tenant} firstScreen={firstScreen}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <ToastHost />
            <DialogHost />
          </StartupReady>
        </ThemeRoot>
      </TenantProvider>
    </QueryClientProvider>
  );
}
