import type { LotteryPrizeMode } from '../../../contract/lottery';
import { directPlay, positionDigitPlay } from './plays/digit-plays';
import type { Play } from './plays/play';
import { sumPlay } from './plays/sum-play';
import { loPlay, specialTailPlay } from './plays/vietnam-plays';
import type { DrawKind } from './results';
import type { Schedule } from './schedule';

/** Betting limits of a game, in the tenant's currency (docs/api.md, "Lottery"). */
export interface GameSettings {
  /** Allowed prices of one single bet (at least one). */
  units: [number, ...number[]];
  minMultiple: number;
  maxMultiple: number;
  /** Per bet row (betCount × unit × multiple). */
  maxBetAmount: number;
  /** Per bet row: the most it could win on any result. */
  maxWinAmount: number;
  maxBetsPerSlip: number;
}

export interface LotteryGame {
  gameId: number;
  code: string;
  name: string;
  groupId: string;
  prizeMode: LotteryPrizeMode;
  /** The platform vendor ("vassalage"): TCG_LOTTO_VN marks the Vietnamese games (spec §4). */
  vendor: string;
  schedule: Schedule;
  draw: DrawKind;
  plays: Play[];
  settings: GameSettings;
  /** Lower comes first in the popular list when bet counts tie. */
  popularRank: number;
}

export const GROUPS = [
  { groupId: 'FAST5D', name: '5D Fast', prizeMode: 'LOTT' },
  { groupId: 'DAILY', name: 'Daily draws', prizeMode: 'LOTT' },
  { groupId: 'FAST3D', name: '3D Fast', prizeMode: 'ELOTT' },
  { groupId: 'VIETNAM', name: 'Vietnam', prizeMode: 'ELOTT' },
] as const;

const FAST: GameSettings = {
  units: [0.1, 1, 2, 5, 10],
  minMultiple: 1,
  maxMultiple: 999,
  maxBetAmount: 20_000,
  maxWinAmount: 200_000,
  maxBetsPerSlip: 20,
};
const DAILY: GameSettings = { ...FAST, maxBetAmount: 50_000, maxWinAmount: 500_000 };

const fiveDigitPlays = () => [
  positionDigitPlay('5D_POSITION', 5),
  directPlay('5D_FRONT3', 'Front three direct', 3),
  sumPlay('5D_SUM', 5),
];
const threeDigitPlays = () => [
  directPlay('3D_DIRECT', '3D direct', 3),
  positionDigitPlay('3D_POSITION', 3),
  sumPlay('3D_SUM', 3),
];
const vietnamPlays = () => [
  specialTailPlay('VN_DE', 'Đề 2D', 2),
  loPlay('VN_LO'),
  specialTailPlay('VN_3CANG', '3 càng 3D', 3),
];

const interval = (seconds: number, closeSeconds: number): Schedule => ({
  kind: 'interval',
  seconds,
  closeSeconds,
});

/** Every lottery game of the reference server; each tenant gets a row per game (seed). */
export const GAMES: LotteryGame[] = [
  {
    gameId: 1001,
    code: '5D1M',
    name: '5D 1 Minute',
    groupId: 'FAST5D',
    prizeMode: 'LOTT',
    vendor: 'TCG_LOTT',
    schedule: interval(60, 5),
    draw: { kind: 'digits', count: 5 },
    plays: fiveDigitPlays(),
    settings: FAST,
    popularRank: 1,
  },
  {
    gameId: 1002,
    code: '5D5M',
    name: '5D 5 Minutes',
    groupId: 'FAST5D',
    prizeMode: 'LOTT',
    vendor: 'TCG_LOTT',
    schedule: interval(300, 10),
    draw: { kind: 'digits', count: 5 },
    plays: fiveDigitPlays(),
    settings: FAST,
    popularRank: 3,
  },
  {
    gameId: 1101,
    code: '3DDAILY',
    name: '3D Daily',
    groupId: 'DAILY',
    prizeMode: 'LOTT',
    vendor: 'TCG_LOTT',
    schedule: { kind: 'daily', minuteOfDay: 13 * 60, closeSeconds: 60 },
    draw: { kind: 'digits', count: 3 },
    plays: threeDigitPlays(),
    settings: DAILY,
    popularRank: 5,
  },
  {
    gameId: 2001,
    code: '3D1M',
    name: '3D 1 Minute',
    groupId: 'FAST3D',
    prizeMode: 'ELOTT',
    vendor: 'TCG_ELOTT',
    schedule: interval(60, 5),
    draw: { kind: 'digits', count: 3 },
    plays: threeDigitPlays(),
    settings: FAST,
    popularRank: 2,
  },
  {
    gameId: 2101,
    code: 'VN5M',
    name: 'Vietnam 5 Minutes',
    groupId: 'VIETNAM',
    prizeMode: 'ELOTT',
    vendor: 'TCG_LOTTO_VN',
    schedule: interval(300, 10),
    draw: { kind: 'vietnam' },
    plays: vietnamPlays(),
    settings: FAST,
    popularRank: 4,
  },
  // 18:15 in Hanoi (UTC+7), when the real northern draw starts.
  {
    gameId: 2102,
    code: 'VNNORTH',
    name: 'Vietnam North Daily',
    groupId: 'VIETNAM',
    prizeMode: 'ELOTT',
    vendor: 'TCG_LOTTO_VN',
    schedule: { kind: 'daily', minuteOfDay: 11 * 60 + 15, closeSeconds: 60 },
    draw: { kind: 'vietnam' },
    plays: vietnamPlays(),
    settings: DAILY,
    popularRank: 6,
  },
];

export const gameById = (gameId: number) => GAMES.find((game) => game.gameId === gameId);
export const playOf = (game: LotteryGame, playId: string) =>
  game.plays.find((play) => play.playId === playId);
