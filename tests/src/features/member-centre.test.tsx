import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WHITE_LABEL_FLAG_IDS } from '../../../schema/constants';
import type { Tenant } from '../../../schema/tenant';
import { toast } from '../../../src/ui';
import { stubPlatform, type PlatformState } from '../app/platform-double';
import { renderApp } from '../app/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.hide();
});

const DAY = 86_400_000;
const allFlags = Object.fromEntries(WHITE_LABEL_FLAG_IDS.map((flag) => [flag, true]));
const richTenant = {
  flags: allFlags,
  templates: { mem_cen: 1, dep_func: 0 },
  showVipBenefit: true,
} as unknown as Partial<Tenant>;
const richPlatform = (toUpline: boolean): PlatformState => ({
  memberInfo: {
    account: 'agent1',
    regDate: Date.now() - 5 * DAY - 1000,
    clubLabel: { labelName: 'VIP 3' },
    toUpline,
  },
  promotions: {
    promotions: { REFERRAL: { enabled: true }, MISSION: { enabled: true } },
    unclaimedCount: 3,
  },
});

async function shownEntries(): Promise<string[]> {
  await screen.findByTestId('member-centre');
  return screen.getAllByTestId(/^mc-entry-/).map((element) => element.dataset.testid ?? '');
}

describe('member centre', () => {
  it('shows a guest the login prompt and the ungated entries as a classic list', async () => {
    stubPlatform();
    renderApp('/m/mine');
    expect(await screen.findByTestId('mc-guest-prompt')).toBeInTheDocument();
    expect(await shownEntries()).toEqual([
      'mc-entry-rewardCenter',
      'mc-entry-referral',
      'mc-entry-onlineService',
      'mc-entry-appDownload',
    ]);
    expect(screen.getByTestId('mc-entries-list')).toBeInTheDocument();
  });

  it('shows an agent every entry in card layout with profile, VIP and badge', async () => {
    stubPlatform(richPlatform(true));
    renderApp('/m/mine', { tenant: richTenant, session: { type: 1, userName: 'agent1' } });
    await waitFor(() => expect(screen.getAllByTestId(/^mc-entry-/)).toHaveLength(16));
    expect(await shownEntries()).toEqual(
      [
        'rewardCenter',
        'referral',
        'agency',
        'vouReport',
        'withdrawReport',
        'transactionRecord',
        'gameRecord',
        'profitAndLoss',
        'upLineTransfer',
        'manualRebate',
        'leaderBoard',
        'rebateReport',
        'webEmail',
        'onlineService',
        'appDownload',
        'feedback',
      ].map((id) => `mc-entry-${id}`),
    );
    expect(screen.getByTestId('mc-entries-card')).toBeInTheDocument();
    expect(screen.getByTestId('mc-account')).toHaveTextContent('agent1');
    expect(screen.getByTestId('mc-vip-label')).toHaveTextContent('VIP 3');
    expect(screen.getByTestId('mc-joined')).toHaveTextContent('Joined on day 5');
    expect(screen.getByTestId('mc-entry-rewardCenter')).toHaveTextContent('3');
  });

  it('hides the upline transfer from type 2 and the agency centre from members', async () => {
    stubPlatform(richPlatform(true));
    renderApp('/m/mine', { tenant: richTenant, session: { type: 2 } });
    await waitFor(() => expect(screen.getByTestId('mc-entry-leaderBoard')).toBeInTheDocument());
    expect(screen.queryByTestId('mc-entry-upLineTransfer')).not.toBeInTheDocument();
    expect(screen.getByTestId('mc-entry-agency')).toBeInTheDocument();
  });

  it('hides the agency centre from a type-40 member', async () => {
    stubPlatform(richPlatform(false));
    renderApp('/m/mine', { tenant: richTenant, session: { type: 40 } });
    await waitFor(() => expect(screen.getByTestId('mc-entry-leaderBoard')).toBeInTheDocument());
    expect(screen.queryByTestId('mc-entry-agency')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mc-entry-upLineTransfer')).not.toBeInTheDocument();
  });

  it('turns a trial account away with free_reject', async () => {
    stubPlatform(richPlatform(false));
    const { router } = renderApp('/m/mine', { tenant: richTenant, session: { type: 4 } });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByTestId('mc-entry-referral')).not.toBeInTheDocument();
  });

  it('gives a guest the login prompt for an entry needing a session', async () => {
    stubPlatform();
    const { router } = renderApp('/m/mine');
    fireEvent.click(await screen.findByTestId('mc-entry-rewardCenter'));
    expect(
      await screen.findByText('You are not logged in, please login first'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('answers contact_service on referral when REFERRAL is off', async () => {
    stubPlatform();
    renderApp('/m/mine', { session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('mc-entry-referral'));
    expect(await screen.findByText(/Please contact customer service/)).toBeInTheDocument();
  });

  it('navigates: back home, gear to settings, profile to benefits or member home', async () => {
    stubPlatform(richPlatform(true));
    const first = renderApp('/m/member/home', { tenant: richTenant, session: { type: 0 } });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/m/mine'));
    fireEvent.click(await screen.findByTestId('mc-profile'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/m/member/benefits'));
    first.unmount();

    const second = renderApp('/m/mine', { session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('mc-settings'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/m/set'));
    await second.router.navigate('/m/mine');
    fireEvent.click(await screen.findByTestId('mc-back'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/m/home'));
  });
});
