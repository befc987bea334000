import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { favouriteAction } from '../../../src/entities/games/favourite-rules';
import { renderApp } from '../app/render-app';
import { stubGames } from './games-double';

const heartOf = async (name: string) => {
  const tile = (await screen.findByRole('button', { name }, { timeout: 15_000 })).closest(
    '[data-testid="game-tile"]',
  );
  return within(tile as HTMLElement).getByTestId('favourite-toggle');
};

describe('favourite rules (spec §4)', { timeout: 20_000 }, () => {
  it('adds only what is not yet a favourite and removes only favourites', () => {
    expect(favouriteAction(['1'], '1', true)).toBe('skip');
    expect(favouriteAction([], '1', true)).toBe('add');
    expect(favouriteAction(['1'], '1', false)).toBe('remove');
    expect(favouriteAction([], '1', false)).toBe('skip');
  });

  it('sends a guest to the login screen without calling the platform', async () => {
    const platform = stubGames();
    const { router } = renderApp('/m/gameList?gameType=RNG');
    fireEvent.click(await heartOf('Game 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(platform.callsTo('FavoriteGameV2')).toHaveLength(0);
  });

  it('adds a game for a member and shows the heart on at once', async () => {
    const platform = stubGames();
    renderApp('/m/gameList?gameType=RNG', { session: { type: 0 } });
    const heart = await heartOf('Game 2');
    expect(heart).toHaveAccessibleName('Add to favourites');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from favourites');
    await waitFor(() => expect(platform.callsTo('MCSFE_addFavoriteGameV2')).toHaveLength(1));
    expect(JSON.parse(platform.callsTo('MCSFE_addFavoriteGameV2')[0]!.body!)).toEqual({
      nodeId: '1002',
    });
    expect(platform.favourites.has('1002')).toBe(true);
  });

  it('removes a favourite, and in the favourites view the tile leaves the list at once', async () => {
    const platform = stubGames({ favourites: ['1003', '1004'] });
    renderApp('/m/gameList?gameType=RNG', { session: { type: 0 } });
    fireEvent.click(await screen.findByTestId('list-tab-fav', {}, { timeout: 15_000 }));
    const heart = await heartOf('Game 3');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Game 3' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Game 4' })).toBeInTheDocument();
    await waitFor(() => expect(platform.callsTo('MCSFE_removeFavoriteGameV2')).toHaveLength(1));
    expect(platform.favourites.has('1003')).toBe(false);
  });
});
