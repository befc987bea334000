import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { launchPath } from '../../../src/entities/games/launch-path';
import { lotteryPrizeMode } from '../../../src/entities/games/lottery-mode';
import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';
import { fakeGame, SORTING, stubGames, wireVendor } from './games-double';

const LONG = { timeout: 15_000 };

describe('launching a game (spec §4)', { timeout: 20_000 }, () => {
  it('builds the launch URL with the roomId as gameId', () => {
    const url = new URL(launchPath(fakeGame(7)), 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameType: 'RNG',
      vassalage: 'PXG',
      gameId: 'ROOM_7',
      nodeId: '1007',
      supportPlay: 'H5',
    });
  });

  it('picks the ELOTT prize mode only when TCG_LOTTO_VN or LOTT is an ELOTT vendor', () => {
    expect(lotteryPrizeMode(SORTING)).toBe('LOTT');
    expect(lotteryPrizeMode(undefined)).toBe('LOTT');
    const withVendor = (vassalage: string) => ({
      ...SORTING,
      vendorNames: { ...SORTING.vendorNames, ELOTT: [wireVendor(vassalage, 'ELOTT')] },
    });
    expect(lotteryPrizeMode(withVendor('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(lotteryPrizeMode(withVendor('LOTT'))).toBe('ELOTT');
  });

  it('sends a guest who taps a game to the login screen', async () => {
    stubGames();
    const { router } = renderApp('/m/gameList?gameType=RNG');
    fireEvent.click(await screen.findByRole('button', { name: 'Game 5' }, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it('opens /m/launchGame for a member with the game of the tile', async () => {
    stubGames();
    const { router } = renderApp('/m/gameList?gameType=RNG', { session: { type: 0 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Game 5' }, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/launchGame'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('gameId')).toBe('ROOM_5');
    expect(query.get('nodeId')).toBe('1005');
  });
});

describe('the launch screen', { timeout: 20_000 }, () => {
  /** The launch answer: the same URL twice (docs/api.md "Playing games"). */
  const launchAnswer = (url: string) => envelope({ content: { game_url: url }, url });
  const launchDouble = (answer: () => ReturnType<typeof envelope> | { json: unknown }) => {
    const calls: URLSearchParams[] = [];
    const platform = stubGames();
    const original = platform.fetchMock.getMockImplementation()!;
    platform.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/wps/game/launchGame')) {
        calls.push(new URL(String(input), 'http://x').searchParams);
        const { json } = answer();
        return new Response(JSON.stringify(json));
      }
      return original(input, init);
    });
    return { calls, platform };
  };

  it('launches once with the request of spec §4 and shows the game in a frame', async () => {
    const { calls } = launchDouble(() => launchAnswer('/demo-games/slot.html?ticket=t1'));
    renderApp(launchPath(fakeGame(5)), { session: { type: 0 } });
    const frame = await screen.findByTestId('game-frame', {}, LONG);
    expect(frame).toHaveAttribute('src', '/demo-games/slot.html?ticket=t1');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PXG',
      gameId: 'ROOM_5',
      nodeId: '1005',
      supportPlay: 'H5',
      showChoice: 'false',
      platform: 'html5',
    });
  });

  it('shows the failure with a retry that launches again', async () => {
    let fail = true;
    const { calls } = launchDouble(() =>
      fail
        ? { json: { success: false, errorCode: 'game.not.found' } }
        : launchAnswer('/demo-games/table.html?ticket=t2'),
    );
    renderApp(launchPath(fakeGame(5)), { session: { type: 0 } });
    const retry = await screen.findByRole('button', { name: /retry/i }, LONG);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('game-frame', {}, LONG)).toHaveAttribute(
      'src',
      '/demo-games/table.html?ticket=t2',
    );
    expect(calls).toHaveLength(2);
  });

  it('refreshes the wallet balance when the player leaves the game', async () => {
    const { platform } = launchDouble(() => launchAnswer('/demo-games/slot.html?ticket=t3'));
    const { router } = renderApp(launchPath(fakeGame(5)), { session: { type: 0 } });
    await screen.findByTestId('game-frame', {}, LONG);
    const balanceCalls = () =>
      platform.calls.filter((c) => c.url.includes('/wps/wallets/balance')).length;
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));
    const before = balanceCalls();
    await router.navigate('/m/gameList?gameType=RNG');
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before));
  });

  it('lets the lottery categories go to the lottery page in the prize mode', async () => {
    stubGames({
      games: [fakeGame(1, { gameType: 'LOTT', vassalage: 'LTH', gameName: 'Lotto 1' })],
    });
    const { router } = renderApp('/m/gameList?gameType=LOTT', { session: { type: 0 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Lotto 1' }, LONG));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/moreLottery'));
    expect(new URLSearchParams(router.state.location.search).get('prizeMode')).toBe('LOTT');
  });
});
