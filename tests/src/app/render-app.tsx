import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';

import type { Tenant } from '../../../schema/tenant';
import { createQueryClient } from '../../../src/lib/query-client';
import { useSessionStore, type SessionInfo } from '../../../src/lib/session-store';
import { TenantProvider } from '../../../src/tenant';
import { ThemeRoot } from '../../../src/theme';
import { DialogHost, ToastHost } from '../../../src/ui';
import { sampleTenant } from '../tenant/sample-tenant';
import { createTestRouter, type TestRouter, TestRoutes } from './test-router';

/** The app's providers around a router, as src/main.tsx mounts them. */
export function AppUnderTest(props: {
  tenant: Tenant;
  queryClient: QueryClient;
  router: TestRouter;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <TenantProvider tenant={props.tenant}>
        <ThemeRoot>
          <TestRoutes router={props.router} />
          <ToastHost />
          <DialogHost />
        </ThemeRoot>
      </TenantProvider>
    </QueryClientProvider>
  );
}

export interface RenderAppOptions {
  tenant?: Partial<Tenant>;
  session?: Partial<SessionInfo> | null;
}

/** Renders the real router and providers at `path`; stub fetch first (tests/src/lib/fetch-double). */
export function renderApp(path: string, { tenant = {}, session = null }: RenderAppOptions = {}) {
  const fullTenant = { ...sampleTenant, ...tenant } as Tenant;
  if (session) {
    useSessionStore.getState().setSession({
      token: 'tok',
      merchantCode: fullTenant.merchantCode,
      userName: 'member0',
      type: 0,
      firstTimeLogin: false,
      ...session,
    });
  } else {
    useSessionStore.getState().clearSession();
  }
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  const utils = render(
    <AppUnderTest tenant={fullTenant} queryClient={queryClient} router={router} />,
  );
  return { ...utils, router, queryClient };
}
