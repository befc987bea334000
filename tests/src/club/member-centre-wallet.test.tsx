import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Tenant } from '../../../schema/tenant';
import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 15_000 };
const template = (memCen: 0 | 1) =>
  ({ templates: { mem_cen: memCen, dep_func: 0 } }) as unknown as Partial<Tenant>;

describe('member centre wallet and templates', () => {
  it('shows a member the balance, hides it on demand and leads to deposit', async () => {
    stubPlatform({
      balance: 1234.5,
      memberInfo: { account: 'member0', clubLabel: { labelName: 'VIP 2' } },
    });
    const { router } = renderApp('/m/mine', { tenant: template(0), session: { type: 0 } });
    const balance = await screen.findByTestId('mc-balance', {}, SLOW);
    await waitFor(() => expect(balance).toHaveTextContent('1,234.50'));
    expect(await screen.findByTestId('mc-vip-tile-level')).toHaveTextContent('VIP 2');
    fireEvent.click(screen.getByRole('button', { name: 'Hide or show balance' }));
    expect(balance).toHaveTextContent('****');
    fireEvent.click(screen.getByRole('button', { name: 'Hide or show balance' }));
    fireEvent.click(screen.getByTestId('mc-deposit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/voucherCenter'));
  });

  it('withdraw leads to /m/withdraw', async () => {
    stubPlatform({ balance: 10 });
    const { router } = renderApp('/m/mine', { tenant: template(1), session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('mc-withdraw', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
  });

  it('lays out the classic list for mem_cen 0 and the new cards for mem_cen 1', async () => {
    stubPlatform();
    const first = renderApp('/m/mine', { tenant: template(0), session: { type: 0 } });
    expect(await screen.findByTestId('member-centre', {}, SLOW)).toHaveAttribute(
      'data-template',
      'list',
    );
    expect(screen.getByTestId('mc-entries-list')).toBeInTheDocument();
    first.unmount();
    renderApp('/m/mine', { tenant: template(1), session: { type: 0 } });
    expect(await screen.findByTestId('member-centre', {}, SLOW)).toHaveAttribute(
      'data-template',
      'card',
    );
    expect(screen.getByTestId('mc-entries-card')).toBeInTheDocument();
  });

  it('shows a guest no wallet, only the login prompt', async () => {
    stubPlatform();
    renderApp('/m/mine', { tenant: template(1) });
    expect(await screen.findByTestId('mc-guest-prompt', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('mc-wallet')).not.toBeInTheDocument();
  });
});
