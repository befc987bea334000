import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, failure } from '../lib/fetch-double';
import { stubPlatform } from './platform-double';
import { renderApp } from './render-app';

/** One rule for a feature that is off: not in any menu, and a typed URL goes back with one toast. */
const UNAVAILABLE = 'This feature is not available.';

const promotions = (REFERRAL: boolean, MISSION = false) => ({
  promotions: { REFERRAL: { enabled: REFERRAL }, MISSION: { enabled: MISSION } },
  unclaimedCount: 0,
});
const notAvailable = () => failure('function.not.available', 'Sorry');

afterEach(() => vi.unstubAllGlobals());

const footerIds = async () => {
  const footer = await screen.findByTestId('app-footer');
  return within(footer)
    .getAllByRole('link')
    .map((link) => link.dataset.testid);
};

describe('footer', () => {
  it('leaves out Invite friends when the platform has no referral for this member', async () => {
    stubPlatform({ promotions: promotions(false) });
    const { queryClient } = renderApp('/m/home', { session: { type: 0 } });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(await footerIds()).toEqual([
      'footer-home',
      'footer-promotion',
      'footer-deposit',
      'footer-members',
    ]);
  });

  it('shows Invite friends once the platform says REFERRAL is on', async () => {
    stubPlatform({ promotions: promotions(true) });
    renderApp('/m/home', { session: { type: 0 } });
    expect(await screen.findByTestId('footer-inviteFriends')).toBeInTheDocument();
  });

  it("leaves it out for a guest, whose referral the platform can't tell", async () => {
    stubPlatform({ promotions: promotions(true) });
    renderApp('/m/home');
    expect(await footerIds()).not.toContain('footer-inviteFriends');
  });
});

describe('a typed URL of a feature that is off', () => {
  it('goes home from invite friends with the toast, without drawing the page', async () => {
    stubPlatform({ promotions: promotions(false) });
    const { router } = renderApp('/m/inviteFriends', { session: { type: 0 } });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('goes back to the member centre from mail without MAILCEN', async () => {
    stubPlatform();
    const { router } = renderApp('/m/webEmail', { session: { type: 0 } });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/mine');
  });

  it('opens mail for an agent whose merchant whitelists it, though MAILCEN is off', async () => {
    const platform = stubPlatform();
    const { router } = renderApp('/m/webEmail', {
      session: { type: 1 },
      tenant: { agentMenu: ['webEmail'] },
    });
    await waitFor(() =>
      expect(platform.calls.some((call) => call.url.includes('EMFE_getMailSettings'))).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/m/webEmail');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('waits for the promotions answer instead of turning away a member whose REFERRAL is on', async () => {
    stubPlatform({
      promotions: promotions(true),
      extra: { '/wps/relay/MCSFE_getReferralInfo': () => new Promise(() => {}) },
    });
    const { router, queryClient } = renderApp('/m/inviteFriends', { session: { type: 0 } });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(router.state.location.pathname).toBe('/m/inviteFriends');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});

describe('the platform answers function.not.available for a page the gate let through', () => {
  it("redirects a guest's leaderboard with the toast, not a raw key and Retry", async () => {
    stubPlatform({ extra: { '/wps/relay/PROMOFE_getMissionLeaderboard': notAvailable } });
    const { router } = renderApp('/m/leaderBoard');
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/mine');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(screen.queryByText(/errors\./)).toBeNull();
  });

  it('leaves an ungated page to show the error itself', async () => {
    stubPlatform({ extra: { '/wps/relay/CCSFE_getNoticeList': notAvailable } });
    const { router } = renderApp('/m/notice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/notice'));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('shows the leaderboard when the platform answers it', async () => {
    stubPlatform({
      extra: {
        '/wps/relay/PROMOFE_getMissionLeaderboard': () =>
          envelope({
            promotion: { id: 1, title: 'Mission', startTime: 0, endTime: 1, phase: 'running' },
            prizes: [],
            list: [],
            me: null,
          }),
      },
    });
    const { router } = renderApp('/m/leaderBoard');
    expect(await screen.findByTestId('leaderboard-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/leaderBoard');
  });
});
