import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { contractKeys } from '../../../src/entities/contracts/contract-keys';
import { gameKeys } from '../../../src/entities/games/api/game-keys';
import { inboxKeys } from '../../../src/entities/inbox/inbox-keys';
import { memberKeys } from '../../../src/entities/member/member-keys';
import { walletKeys } from '../../../src/entities/wallet/wallet-keys';
import { configureApiClient } from '../../../src/lib/api-config';
import { envelope } from '../lib/fetch-double';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';

const SLOW_MACHINE = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query-key factories', () => {
  it('start with the merchant code and nest each key under its entity, generic to specific', () => {
    configureApiClient({ baseUrl: '', merchantCode: 'ACME', encryption: 'none' });
    expect(walletKeys.balance()).toEqual(['ACME', 'wallet', 'balance']);
    const nested: [root: readonly unknown[], key: readonly unknown[]][] = [
      [walletKeys.all(), walletKeys.balance()],
      [memberKeys.all(), memberKeys.info()],
      [inboxKeys.all(), inboxKeys.unread()],
      [inboxKeys.all(), inboxKeys.messages()],
      [contractKeys.all(), contractKeys.check()],
      [gameKeys.all(), gameKeys.favouriteIds()],
    ];
    for (const [root, key] of nested) expect(key.slice(0, root.length)).toEqual(root);
  });

  it('invalidating walletKeys.all() refetches the balance the member centre shows', async () => {
    let sumBalance = 10;
    const platform = stubPlatform({
      extra: { '/wps/wallets/balance': () => envelope({ sumBalance }) },
    });
    const balanceCalls = () =>
      platform.calls.filter((call) => call.url.includes('/wallets/balance'));
    const { queryClient } = renderApp('/m/mine', { session: { type: 0 } });
    const card = await screen.findByTestId('mc-wallet', {}, SLOW_MACHINE);
    expect(await within(card).findByText('10.00', {}, SLOW_MACHINE)).toBeInTheDocument();
    const before = balanceCalls().length;

    sumBalance = 1234.5;
    await queryClient.invalidateQueries({ queryKey: walletKeys.all() });

    expect(await within(card).findByText('1,234.50', {}, SLOW_MACHINE)).toBeInTheDocument();
    expect(balanceCalls()).toHaveLength(before + 1);
  });
});
