import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useShellUi } from '../../../src/app/chrome/ui-store';
import { stubPlatform } from './platform-double';
import { renderApp } from './render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useShellUi.setState({ sideMenuOpen: false, headerMenuOpen: false, balanceHidden: false });
});

const sideIds = () =>
  screen.getAllByTestId(/^side-(?!menu$)/).map((element) => element.dataset.testid);

describe('side menu', () => {
  it('shows a guest the shortcuts without agent items, social only with a link, no sign-out', async () => {
    stubPlatform();
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('header-side-menu'));
    await screen.findByTestId('side-menu');
    expect(sideIds()).toEqual([
      'side-deposit',
      'side-withdraw',
      'side-inviteFriends',
      'side-vip',
      'side-rewardCenter',
      'side-signIn',
      'side-downloadPromo',
      'side-facebook',
    ]);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByText(/© 2019–2025 Acme/)).toBeInTheDocument();
  });

  it('adds agent items and sign-out for an agent', async () => {
    stubPlatform();
    renderApp('/m/home', { session: { type: 41 } });
    fireEvent.click(await screen.findByTestId('header-side-menu'));
    await screen.findByTestId('side-menu');
    expect(sideIds()).toContain('side-agentCentre');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it.each([0, 4, 40])('keeps agent items from type %i', async (type) => {
    stubPlatform();
    renderApp('/m/home', { session: { type } });
    fireEvent.click(await screen.findByTestId('header-side-menu'));
    await screen.findByTestId('side-menu');
    expect(sideIds()).not.toContain('side-agentCentre');
  });
});

describe('header menu', () => {
  it('offers balance actions and sign-out when logged in; hiding stars the balance', async () => {
    stubPlatform({ balance: 10 });
    renderApp('/m/home', { session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('header-balance'));
    expect(await screen.findByTestId('header-menu-signOut')).toBeInTheDocument();
    expect(screen.getByTestId('header-menu-refreshBalance')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('header-menu-toggleBalance'));
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('****');
  });
});
