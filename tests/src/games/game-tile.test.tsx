import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../app/render-app';
import { stubGames } from './games-double';

describe('game tile', { timeout: 20_000 }, () => {
  it('reserves the icon box, loads lazily below the first screen, and hides a broken icon behind the initial', async () => {
    stubGames();
    renderApp('/m/gameList?gameType=RNG');
    // The seventh tile: the first two rows of three load with the page (windowed-grid.test.tsx).
    const play = await screen.findByRole('button', { name: 'Game 7' }, { timeout: 15_000 });
    const image = within(play).getByRole('img', { name: 'Game 7' });
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/icons/7.svg');
    expect(within(play).getByText('Game 7')).toBeInTheDocument();
    fireEvent.error(image);
    expect(within(play).queryByRole('img')).toBeNull();
    expect(within(play).getByTestId('tile-image')).toHaveTextContent('G');
    const heart = within(play.parentElement!).getByTestId('favourite-toggle');
    expect(heart).toHaveAttribute('aria-label', 'Add to favourites');
  });
});
