import { stubPlatform } from '../app/platform-double';
import type { RecordedCall } from '../lib/fetch-double';

type Answer = { status?: number; json?: unknown };
type Route = (call: RecordedCall) => Answer | Promise<Answer>;

export const current = (closeInMs = 55_000) => ({
  gameId: 1001,
  numero: '20250601-0721',
  openAt: 1_748_779_200_000,
  closeAt: 1_748_779_255_000,
  drawAt: 1_748_779_260_000,
  serverTime: 1_748_779_255_000 - closeInMs,
  closeInMs,
  drawInMs: closeInMs + 5000,
});

export const game = (closeInMs?: number) => ({
  gameId: 1001,
  code: '5D1M',
  name: '5D 1 Minute',
  groupId: 'FAST5D',
  prizeMode: 'LOTT',
  vendor: 'TCG_LOTT',
  drawEvery: 'interval',
  intervalSeconds: 60,
  closeSeconds: 5,
  current: current(closeInMs),
  last: {
    gameId: 1001,
    numero: '20250601-0720',
    drawAt: 1_748_779_200_000,
    result: ['7', '9', '0', '2', '5'],
    sum: 23,
    bigSmall: 'BIG',
    oddEven: 'ODD',
  },
});

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export const playMenu = {
  gameId: 1001,
  switches: { quickPick: true, manualInput: false, cancelBeforeClose: true },
  plays: [
    {
      playId: '5D_POSITION',
      name: 'Position digit',
      rule: 'Pick digits',
      picker: {
        type: 'positions',
        positions: ['P1', 'P2', 'P3', 'P4', 'P5'],
        digits: DIGITS,
        everyPosition: false,
      },
      odds: 9.8,
      rtp: 98,
      singleBetPrice: 1,
      enabled: true,
    },
    {
      playId: '5D_SUM',
      name: 'Sum',
      rule: 'Sum',
      picker: { type: 'options', options: ['BIG', 'SMALL', 'ODD', 'EVEN'] },
      odds: 1.96,
      rtp: 98,
      singleBetPrice: 1,
      enabled: true,
    },
  ],
};

export const setting = {
  gameId: 1001,
  modes: ['pick'],
  units: [0.1, 1, 2, 5, 10],
  defaultUnit: 1,
  minMultiple: 1,
  maxMultiple: 999,
  maxBetAmount: 20000,
  maxWinAmount: 200000,
  maxBetsPerSlip: 20,
};

export const raw = (json: unknown, status = 200): Answer => ({ status, json });

/** The reference server's `/lgw` answers for game 1001 (raw JSON), plus `extra` overrides. */
export function stubLottery(extra: Record<string, Route> = {}, closeInMs?: number) {
  return stubPlatform({
    balance: 1000,
    extra: {
      '/lgw/games': () =>
        raw({
          prizeMode: 'LOTT',
          serverTime: 0,
          groups: [
            {
              groupId: 'FAST5D',
              groupName: '5D Fast',
              prizeMode: 'LOTT',
              games: [game(closeInMs)],
            },
          ],
        }),
      '/lgw/games/1001': () => raw(game(closeInMs)),
      '/lgw/games/1001/play_menu': () => raw(playMenu),
      '/lgw/games/1001/setting': () => raw(setting),
      '/lgw/numeros/recent': () => raw({ gameId: 1001, list: [game().last] }),
      '/lgw/stats/hot-gap': () => raw({ gameId: 1001, sample: 0, positions: [] }),
      ...extra,
    },
  });
}

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://x').pathname;
export const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => pathOf(call) === path);
