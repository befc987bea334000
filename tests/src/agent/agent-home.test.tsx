import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { agentTenant, FOOTER, pathOf, SLOW, stubAgentPlatform } from './agent-platform';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SEQUENCE = [
  '/wps/wallets/balance',
  '/wps/relay/CSP_getUnreadCount',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/ODSFE2_getTeamOverviewSum',
  '/wps/session/touch',
];

describe('agent home', () => {
  it('greets the agent and shows balance, today counters, the whitelisted grid and the footer', async () => {
    stubAgentPlatform();
    renderApp('/m/agent/home', {
      tenant: agentTenant(),
      session: { type: 1, userName: 'agent1' },
    });
    expect(await screen.findByTestId('agent-username', {}, SLOW)).toHaveTextContent('agent1');
    expect(screen.getByTestId('agent-greeting')).toHaveTextContent(
      /^Good (morning|afternoon|evening)/,
    );
    await waitFor(() => expect(screen.getByTestId('agent-balance')).toHaveTextContent('1,234.50'));
    for (const [name, value] of Object.entries(FOOTER))
      await waitFor(() =>
        expect(screen.getByTestId(`agent-counter-${name}`)).toHaveTextContent(String(value)),
      );
    const grid = screen.getByTestId('agent-nav');
    const ids = within(grid)
      .getAllByRole('button')
      .map((item) => item.getAttribute('data-entry'));
    expect(ids).toEqual(['teamOverview', 'teamManagement', 'webEmail', 'customerService']);
    await waitFor(() =>
      expect(within(screen.getByTestId('agent-nav-webEmail')).getByText('4')).toBeInTheDocument(),
    );
    const footer = screen.getByTestId('agent-footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((item) => item.getAttribute('data-entry')),
    ).toEqual(['home', 'openAccount', 'dividend', 'agentNotice']);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('agent-footer-agentNotice')).getByText('2'),
      ).toBeInTheDocument(),
    );
  });

  it('hides the dividend footer item where dividends are off, and shows /m/agent the same screen', async () => {
    stubAgentPlatform();
    renderApp('/m/agent', { tenant: agentTenant({ dividends: false }), session: { type: 1 } });
    const footer = await screen.findByTestId('agent-footer', {}, SLOW);
    expect(within(footer).queryByTestId('agent-footer-dividend')).toBeNull();
    expect(within(footer).getAllByRole('button')).toHaveLength(3);
  });

  it('uses the device hour for the greeting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 1, 20, 0));
    stubAgentPlatform();
    renderApp('/m/agent/home', { tenant: agentTenant(), session: { type: 1 } });
    expect(await screen.findByTestId('agent-greeting', {}, SLOW)).toHaveTextContent(
      /^Good evening/,
    );
  });

  it('loads wallet, unread mail, agent announcements, team figures and touch, then the dividend contract', async () => {
    const { calls } = stubAgentPlatform();
    renderApp('/m/agent/home', { tenant: agentTenant(), session: { type: 1 } });
    const contract = await screen.findByTestId('agent-dividend-contract', {}, SLOW);
    expect(contract).toHaveAttribute('data-status', 'offered');
    const agentCalls = calls
      .map(pathOf)
      .filter((path) => [...SEQUENCE, '/wps/relay/MCSFE_getContractDividend'].includes(path));
    expect(agentCalls).toEqual([...SEQUENCE, '/wps/relay/MCSFE_getContractDividend']);
  });

  it.each([41, 42])('never asks type %i for the dividend contract', async (type) => {
    const { calls } = stubAgentPlatform();
    renderApp('/m/agent/home', { tenant: agentTenant(), session: { type } });
    await waitFor(
      () => expect(screen.getByTestId('agent-home')).toHaveAttribute('data-phase', 'settled'),
      SLOW,
    );
    expect(calls.map(pathOf)).toEqual(expect.arrayContaining(SEQUENCE));
    expect(calls.map(pathOf)).not.toContain('/wps/relay/MCSFE_getContractDividend');
    expect(screen.queryByTestId('agent-dividend-contract')).toBeNull();
  });

  it('shows nothing for the contract when there is none', async () => {
    stubAgentPlatform({
      extra: {
        '/wps/relay/MCSFE_getContractDividend': () => ({
          json: { success: true, value: { contract: null, payouts: [] } },
        }),
      },
    });
    renderApp('/m/agent/home', { tenant: agentTenant(), session: { type: 1 } });
    await waitFor(
      () => expect(screen.getByTestId('agent-home')).toHaveAttribute('data-phase', 'settled'),
      SLOW,
    );
    expect(screen.queryByTestId('agent-dividend-contract')).toBeNull();
  });

  it.each([
    ['a guest', null],
    ['a member (type 0)', { type: 0 }],
    ['a free trial (type 4)', { type: 4 }],
    ['type 40', { type: 40 }],
  ])('sends %s to /m/home', async (_who, session) => {
    stubAgentPlatform();
    const { router } = renderApp('/m/agent/home', { tenant: agentTenant(), session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), SLOW);
  });
});
