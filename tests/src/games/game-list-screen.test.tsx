import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../app/render-app';
import { fakeGame, queryOf, stubGames } from './games-double';

const LONG = { timeout: 15_000 };
const listCalls = (platform: ReturnType<typeof stubGames>) =>
  platform.callsTo('GCSGAME_gameList').map(queryOf);

describe('game list screen', { timeout: 20_000 }, () => {
  it('loads pages while the end is near and stops at the last page', async () => {
    const platform = stubGames({ games: Array.from({ length: 60 }, (_, i) => fakeGame(i + 1)) });
    renderApp('/m/gameList?gameType=RNG');
    // jsdom has no layout: the whole list is "near the bottom", so pages follow one another.
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(60), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('game-list')).toHaveAttribute('data-has-more', 'false');
    expect(listCalls(platform).map((q) => q.get('pageNo'))).toEqual(['1', '2', '3']);
    expect(listCalls(platform)[0]!.get('gameClassify')).toBe('NEW');
    expect(screen.getByText('No more games')).toBeInTheDocument();
  });

  it("holds the next page's place with tile outlines while it loads, then shows its games there", async () => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    stubGames({
      games: Array.from({ length: 40 }, (_, i) => fakeGame(i + 1)),
      heldPage: { pageNo: 2, until },
    });
    renderApp('/m/gameList?gameType=RNG');
    const pending = await screen.findByTestId('pending-games', {}, LONG);
    expect(pending).toHaveAttribute('role', 'status');
    expect(pending).toHaveAccessibleName('Loading');
    expect(pending.children).toHaveLength(26);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(26);
    expect(screen.queryByTestId('list-status')).toBeNull();
    release();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40), LONG);
    expect(screen.queryByTestId('pending-games')).toBeNull();
    expect(screen.getByTestId('list-status')).toHaveTextContent('No more games');
  });

  it('stops with a retry when a page fails', async () => {
    const platform = stubGames({
      failPages: [2],
      games: Array.from({ length: 60 }, (_, i) => fakeGame(i + 1)),
    });
    renderApp('/m/gameList?gameType=LIVE');
    expect(
      await screen.findByText('Load failed, click to retry', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(26);
    expect(screen.getByTestId('game-list')).toHaveAttribute('data-has-more', 'false');
    const before = listCalls(platform).length;
    // A failed page is never retried by itself: nothing more is asked within a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(listCalls(platform).length).toBe(before);
  });

  it('searches from page 1 on Enter and filters by the tapped vendor', async () => {
    const platform = stubGames();
    renderApp('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile', {}, LONG);
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'Game 1' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(listCalls(platform).at(-1)?.get('gameName')).toBe('Game 1'));
    expect(listCalls(platform).at(-1)?.get('pageNo')).toBe('1');
    fireEvent.click(await screen.findByTestId('vendor-PXG', {}, LONG));
    await waitFor(() => expect(listCalls(platform).at(-1)?.get('vassalage')).toBe('PXG'));
    expect(screen.getByTestId('vendor-PXG')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(6));
    fireEvent.click(screen.getByTestId('vendor-PXG'));
    // Back to the earlier query (cached): every vendor's games again, "all" selected.
    await waitFor(() =>
      expect(screen.getByTestId('vendor-all')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByTestId('vendor-PXG')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(11));
  });

  it('shows the empty state when nothing matches', async () => {
    stubGames({ games: [] });
    renderApp('/m/gameList?gameType=FISH');
    expect(await screen.findByText('No games found', {}, LONG)).toBeInTheDocument();
  });

  it('applies the slot filter: game type and minimum bet', async () => {
    const platform = stubGames();
    renderApp('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByTestId('open-filter', {}, LONG));
    fireEvent.click(await screen.findByTestId('filter-classify-MEGAWAYS', {}, LONG));
    fireEvent.click(screen.getByTestId('filter-minbet-0.05'));
    fireEvent.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(listCalls(platform).at(-1)?.get('gameClassify')).toBe('MEGAWAYS'));
    expect(listCalls(platform).at(-1)?.get('minBet')).toBe('0.05');
  });

  it('sends a guest who opens the favourites tab to the login screen', async () => {
    stubGames();
    const { router } = renderApp('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByTestId('list-tab-fav', {}, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
