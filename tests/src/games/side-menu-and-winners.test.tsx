import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useShellUi } from '../../../src/ui/shell-ui-store';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';
import { SORTING, stubGames, wireVendor } from './games-double';

const LONG = { timeout: 15_000 };

afterEach(() => useShellUi.setState({ sideMenuOpen: false }));

const openSideMenu = async () => {
  fireEvent.click(await screen.findByTestId('header-side-menu', {}, LONG));
  return screen.findByTestId('menu-categories', {}, LONG);
};

describe('side menu game categories', { timeout: 20_000 }, () => {
  it('lists HOT first, then the sorting with e-sports split out, and opens home on the category', async () => {
    const withEsports = {
      ...SORTING,
      vendorNames: {
        ...SORTING.vendorNames,
        SPORTS: [...SORTING.vendorNames.SPORTS!, wireVendor('TF', 'SPORTS')],
      },
    };
    stubGames({ sorting: withEsports });
    const { router } = renderApp('/m/gameList?gameType=RNG');
    const menu = await openSideMenu();
    await waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(6));
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.dataset.testid),
    ).toEqual(
      ['HOT', 'SPORTS', 'ESPORTS', 'RNG', 'ELOTT', 'LOTT'].map((id) => `menu-category-${id}`),
    );
    fireEvent.click(within(menu).getByTestId('menu-category-RNG'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.location.search).toBe('?category=RNG');
    expect(useShellUi.getState().sideMenuOpen).toBe(false);
  });

  it('launches ELOTT straight away when it has exactly one vendor', async () => {
    stubGames();
    const { router } = renderApp('/m/home', { session: { type: 0 } });
    const menu = await openSideMenu();
    fireEvent.click(await within(menu).findByTestId('menu-category-ELOTT', {}, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/moreLottery'));
    expect(router.state.location.search).toBe('?prizeMode=LOTT');
  });
});

describe('winners page', { timeout: 20_000 }, () => {
  const row = (name: string, winAmount: number) => ({
    vo: {
      iconUrl: '',
      gameName: name,
      customerName: 'ab***9',
      winAmount,
      nodeId: '1001',
      gameType: 'RNG',
      vendor: 'PXG',
    },
  });

  it('shows the board largest win first, scrolls the ticker above 2 rows, and play-now launches', async () => {
    const platform = stubGames();
    const original = platform.fetchMock.getMockImplementation()!;
    platform.fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('GCSGAME_getRankList')
        ? new Response(
            JSON.stringify(envelope([row('Small', 5), row('Big', 500), row('Mid', 50)]).json),
          )
        : original(input, init),
    );
    const { router } = renderApp('/m/winnerPage');
    const board = await screen.findByTestId('winner-board', {}, LONG);
    expect(
      within(board)
        .getAllByTestId('winner-row')
        .map((r) => within(r).getByTestId('winner-game').textContent),
    ).toEqual(['Big', 'Mid', 'Small']);
    expect(screen.getByTestId('winner-ticker')).toHaveAttribute('data-scrolling', 'true');
    fireEvent.click(within(board).getAllByTestId('winner-play')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
