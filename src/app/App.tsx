import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import type { Tenant } from '../../schema/tenant';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { TenantProvider } from '../tenant';
import { ThemeRoot } from '../theme';
import { DialogHost, ToastHost } from '../ui';
import { AppRoutes } from './router';

/** Renders nothing until the first language is loaded, so no raw keys flash. */
function I18nReady({ tenant, children }: { tenant: Tenant; children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void initI18n(tenant).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [tenant]);
  return ready ? children : null;
}

/** The whole site for one tenant: data, tenant, theme, i18n, router, toasts and dialogs. */
export function App({ tenant }: { tenant: Tenant }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantProvider tenant={tenant}>
        <ThemeRoot>
          <I18nReady tenant={tenant}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <ToastHost />
            <DialogHost />
          </I18nReady>
        </ThemeRoot>
      </TenantProvider>
    </QueryClientProvider>
  );
}
