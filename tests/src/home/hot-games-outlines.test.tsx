import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';
import { game, stubHomePlatform } from './home-platform';

afterEach(() => {
  // Unmount first: the grids cancel their idle callbacks through the stubs.
  cleanup();
  vi.unstubAllGlobals();
});

const games = (type: string, count: number) =>
  Array.from({ length: count }, (_, index) => game(`${type}-${index + 1}`, type));

describe("home's hot games", () => {
  it('stand as outlines until drawn, so the grids have their full size from the start', async () => {
    // Idle moments come when the test says: what each one draws can be seen in between.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    stubHomePlatform({
      extra: {
        '/wps/relay/GCSGAME_hotGamesV2': () =>
          envelope([
            { gameType: 'RNG', list: games('RNG', 20) },
            { gameType: 'LIVE', list: games('LIVE', 5) },
          ]),
      },
    });
    renderApp('/m/home');
    const groups = await screen.findAllByTestId('home-hot-group', {}, { timeout: 15_000 });
    expect(groups).toHaveLength(2);
    const [first, second] = groups as [HTMLElement, HTMLElement];
    const tiles = (group: HTMLElement) => within(group).queryAllByTestId('game-tile').length;
    const outlines = (group: HTMLElement) => within(group).queryAllByTestId('tile-outline').length;
    // The first group draws a screenful at once, the one below it nothing yet.
    expect([tiles(first), outlines(first)]).toEqual([12, 8]);
    expect([tiles(second), outlines(second)]).toEqual([0, 5]);

    for (let moment = 0; moment < 10 && idle.length > 0; moment++)
      await act(async () => idle.splice(0).forEach((task) => task()));
    await waitFor(() => expect([tiles(first), outlines(first)]).toEqual([20, 0]));
    expect([tiles(second), outlines(second)]).toEqual([5, 0]);
  });

  it('hold their place with outlines while they load, then the games stand there', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubHomePlatform({
      extra: {
        '/wps/relay/GCSGAME_hotGamesV2': () =>
          held.then(() => envelope([{ gameType: 'RNG', list: games('RNG', 3) }])),
      },
    });
    renderApp('/m/home');
    const loading = await screen.findByRole('status', { name: 'Loading' }, { timeout: 15_000 });
    expect(within(loading).getAllByTestId('tile-outline')).toHaveLength(18);
    answer();
    const [group] = await screen.findAllByTestId('home-hot-group', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(group!).getAllByTestId('game-tile')).toHaveLength(3));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
