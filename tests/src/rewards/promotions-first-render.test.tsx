import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePromotions } from '../../../src/features/rewards/api/get-promotions';
import { configureApiClient, setRequestLanguage } from '../../../src/lib/api-config';
import type { EarlyRequests, EarlyResponse } from '../../../src/lib/early-requests';
import { createQueryClient } from '../../../src/lib/query-client';
import { useSessionStore } from '../../../src/lib/session-store';
import { envelope, stubFetch } from '../lib/fetch-double';

const URL = 'https://api.example.com/wps/relay/PROMOFE_getPromotionList';
const GUEST = {
  Merchant: 'ACME',
  Language: 'EN',
  Device: 'web',
  'Content-Type': 'application/json;charset=UTF-8',
};
const LIST = { list: [{ id: 1, bannerUrl: '/promo-banners/1.svg' }] };

/** The landing script's promotions request, answered (`arrived`) or still on its way. */
function landingRequest(arrived: boolean) {
  const response: EarlyResponse = { status: 200, data: { success: true, value: LIST } };
  const requests: EarlyRequests = {
    [URL]: {
      headers: GUEST,
      response: arrived ? Promise.resolve(response) : new Promise(() => {}),
      ...(arrived ? { arrived: response, at: Date.now() } : {}),
    },
  };
  (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly = requests;
}

const renderPromotions = () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePromotions(), { wrapper });
};

beforeEach(() => {
  configureApiClient({
    baseUrl: 'https://api.example.com',
    merchantCode: 'ACME',
    encryption: 'none',
  });
  setRequestLanguage('en');
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  delete (window as Window & { __wlEarly?: EarlyRequests }).__wlEarly;
  vi.unstubAllGlobals();
});

describe("/m/activity's promotions", () => {
  it("are in the first render when the page's early request has answered", () => {
    const { calls } = stubFetch(() => envelope({ list: [] }));
    landingRequest(true);
    const { result } = renderPromotions();
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual(LIST);
    expect(calls).toHaveLength(0);
  });

  it('load as usual while the early request is still on its way', () => {
    stubFetch(() => envelope({ list: [] }));
    landingRequest(false);
    expect(renderPromotions().result.current.isPending).toBe(true);
  });
});
