import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BLOCK_SIZE } from '../../../src/features/games/game-list/WindowedGameGrid';
import { renderApp } from '../app/render-app';
import { fakeGame, stubGames } from './games-double';

/** An IntersectionObserver the test moves: `report` says whether a watched block is near the screen. */
class ScriptedObserver {
  static all: ScriptedObserver[] = [];
  readonly watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScriptedObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {}
  report(near: boolean, height: number) {
    const entry = { isIntersecting: near, boundingClientRect: { height } };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  ScriptedObserver.all = [];
  vi.unstubAllGlobals();
});

describe('the endless game list in blocks', { timeout: 20_000 }, () => {
  it('draws the games in blocks of whole rows and keeps only the height of a block far away', async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    stubGames({ games: Array.from({ length: 130 }, (_, i) => fakeGame(i + 1)) });
    renderApp('/m/gameList?gameType=LIVE');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(130), {
      timeout: 15_000,
    });
    const blocks = screen.getAllByTestId('game-block');
    expect(blocks).toHaveLength(3);
    expect(screen.getByTestId('game-grid-blocks')).toHaveAttribute('data-count', '130');

    const first = ScriptedObserver.all.find((observer) => observer.watched[0] === blocks[0])!;
    act(() => first.report(false, 1234));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(130 - BLOCK_SIZE));
    expect(blocks[0]).toHaveStyle({ height: '1234px' });
    expect(blocks[0]).toBeEmptyDOMElement();

    act(() => first.report(true, 1234));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(130));
    expect(blocks[0]!.style.height).toBe('');
  });
});

describe('the game list’s first screen', { timeout: 20_000 }, () => {
  it('loads the first two rows of pictures with the page, the rest as they come near', async () => {
    stubGames({ games: Array.from({ length: 20 }, (_, i) => fakeGame(i + 1)) });
    renderApp('/m/gameList?gameType=LIVE');
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(20), {
      timeout: 15_000,
    });
    const loading = screen
      .getAllByTestId('game-tile')
      .map((tile) => tile.querySelector('img')?.getAttribute('loading'));
    expect(loading.slice(0, 6)).toEqual(Array(6).fill('eager'));
    expect(new Set(loading.slice(6))).toEqual(new Set(['lazy']));
  });
});
