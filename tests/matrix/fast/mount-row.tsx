import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';

import type { Combination } from '../../../cli/lib/matrix/combination';
import { matrixTenantCode, tenantJsonOf } from '../../../cli/lib/matrix/tenant-of';
import type { Tenant } from '../../../schema/tenant';
import { validateTenant } from '../../../schema/validate';
import { createQueryClient } from '../../../src/lib/query-client';
import { useSessionStore } from '../../../src/lib/session-store';
import { useToastStore } from '../../../src/ui/toast-store';
import { stubPlatform } from '../../src/app/platform-double';
import { AppUnderTest } from '../../src/app/render-app';
import { createTestRouter, type TestRouter } from '../../src/app/test-router';
import { countries, ruleSet } from '../../src/features/register-support';
import { contractCheckRoute } from './observe-contracts';

export interface MountedRow {
  router: TestRouter;
  queryClient: QueryClient;
  /** Toast messages shown since the last `takeToasts()`. */
  takeToasts(): string[];
  unmount(): void;
}

/** The row's tenant.json, validated exactly as `wl build` would (defaults filled). */
export function tenantOf(c: Combination, index: number): Tenant {
  const code = matrixTenantCode(index);
  const result = validateTenant(tenantJsonOf(c, code), `tenants/${code}/tenant.json`);
  if (!result.ok)
    throw new Error(`generated tenant ${c.id} is invalid: ${JSON.stringify(result.problems)}`);
  return result.tenant;
}

/** Renders the real app (router, providers, chrome) for one row at /m/home, the platform scripted. */
/** One channel is enough for the deposit screen to draw its form in either template. */
const DEPOSIT_SETTINGS = {
  currency: 'USD',
  currencySymbol: '$',
  maxPending: 3,
  expiresInMinutes: 30,
  channels: [
    {
      code: 'BANK',
      type: 'bank',
      name: 'Bank transfer',
      currency: 'USD',
      minAmount: 10,
      maxAmount: 500,
      quickAmounts: [20],
    },
  ],
};

export async function mountRow(c: Combination, index: number): Promise<MountedRow> {
  const tenant = tenantOf(c, index);
  if (c.user === 'guest') useSessionStore.getState().clearSession();
  else {
    useSessionStore.getState().setSession({
      token: 'matrix-token',
      merchantCode: tenant.merchantCode,
      userName: `player${c.user}`,
      type: c.user,
      firstTimeLogin: false,
    });
  }
  stubPlatform({
    memberInfo: {
      account: `player${c.user}`,
      type: c.user,
      toUpline: c.toUpline ? 'agent1' : null,
      regDate: 0,
    },
    promotions: {
      promotions: {
        REFERRAL: { enabled: c.promotions.REFERRAL },
        MISSION: { enabled: c.promotions.MISSION },
      },
      unclaimedCount: 0,
    },
    // Both social providers are initialised: their buttons then depend on the flags alone.
    extra: {
      '/wps/relay/MCSFE_getDepositSettings': () => ({
        json: { success: true, value: DEPOSIT_SETTINGS },
      }),
      ...contractCheckRoute(),
      '/wps/system/setting/register': () => ruleSet(),
      '/wps/system/country': countries,
      '/wps/system/social': () => ({
        json: {
          success: true,
          value: ['facebook', 'google'].map((channel) => ({
            provider: channel,
            channel,
            authorizeUrl: `https://${channel}.example.com/auth`,
          })),
        },
      }),
    },
  });
  const toasts: string[] = [];
  const unsubscribe = useToastStore.subscribe((state, previous) => {
    for (const item of state.queue) if (!previous.queue.includes(item)) toasts.push(item.message);
  });
  const queryClient = createQueryClient();
  const router = createTestRouter('/m/home');
  let utils: ReturnType<typeof render> | undefined;
  await act(async () => {
    utils = render(<AppUnderTest tenant={tenant} queryClient={queryClient} router={router} />);
  });
  return {
    router,
    queryClient,
    takeToasts: () => toasts.splice(0),
    unmount: () => {
      unsubscribe();
      utils?.unmount();
    },
  };
}
