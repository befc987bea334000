import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PromotionCard } from '../../../contract/rewards';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, type: PromotionCard['type']): PromotionCard => ({
  id,
  type,
  title: `Promotion ${id}`,
  summary: '',
  bannerUrl: `/promo-banners/${id}.svg`,
  startTime: 0,
  endTime: Date.UTC(2030, 0, 1),
  phase: 'running',
  bonusAmount: 10,
  entry: 'apply',
  myRecord: null,
});

describe('the promotions page', () => {
  it("loads the first banner, the page's largest paint, at once and first; the others lazily", async () => {
    stubPlatform({
      extra: {
        '/wps/relay/PROMOFE_getPromotionList': () =>
          envelope({ list: [card(1, 'MANUAL'), card(2, 'RAFFLE')] }),
      },
    });
    const { container } = renderApp('/m/activity');
    await waitFor(
      () => expect(container.querySelectorAll('img[src^="/promo-banners/"]')).toHaveLength(2),
      {
        timeout: 15_000,
      },
    );
    const [first, second] = container.querySelectorAll('img[src^="/promo-banners/"]');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
    expect(screen.getByText('Promotion 1')).toBeInTheDocument();
  });
});
