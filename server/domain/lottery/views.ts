import type {
  Current,
  Draw,
  LotteryGame as GameView,
  LotteryGroup,
  LotteryPrizeMode,
  LotterySetting,
  PlayMenu,
} from '../../../contract/lottery';
import type { Queryable } from '../../db/db';
import type { Clock } from '../clock';
import { GROUPS, type LotteryGame } from './catalogue';
import { ensureDraw, ensureDraws, type StoredDraw } from './draws';
import { vietnamTiers } from './results';
import { lastDueSlot, openSlot, type Slot } from './schedule';
import { gameTime, type TenantGame } from './tenant-games';

/** A draw as answered: digit games add the sum and its big/small, odd/even; Vietnamese ones the tiers. */
export function drawView(game: LotteryGame, draw: StoredDraw): Draw {
  const base = {
    gameId: game.gameId,
    numero: draw.numero,
    drawAt: draw.drawAt,
    result: draw.result,
  };
  if (game.draw.kind === 'vietnam') return { ...base, tiers: vietnamTiers(draw.result) };
  const sum = draw.result.reduce((total, digit) => total + Number(digit), 0);
  const bigFrom = Math.ceil((9 * game.draw.count) / 2);
  return {
    ...base,
    sum,
    bigSmall: sum >= bigFrom ? 'BIG' : 'SMALL',
    oddEven: sum % 2 ? 'ODD' : 'EVEN',
  };
}

/** The open numero of a game at its own clock: what the countdown shows. */
export function currentView(row: TenantGame, now: Clock): Current {
  const serverTime = gameTime(now, row);
  const slot: Slot = openSlot(row.game.schedule, serverTime);
  return {
    gameId: row.game.gameId,
    numero: slot.numero,
    openAt: slot.openAt,
    closeAt: slot.closeAt,
    drawAt: slot.drawAt,
    serverTime,
    closeInMs: slot.closeAt - serverTime,
    drawInMs: slot.drawAt - serverTime,
  };
}

/** The schedule fields of a game and its settings. */
type ScheduleView = Pick<
  GameView,
  'drawEvery' | 'intervalSeconds' | 'drawTimeUtc' | 'closeSeconds'
>;

function scheduleView(game: LotteryGame): ScheduleView {
  const { schedule } = game;
  if (schedule.kind === 'interval')
    return {
      drawEvery: 'interval',
      intervalSeconds: schedule.seconds,
      closeSeconds: schedule.closeSeconds,
    };
  const hh = String(Math.floor(schedule.minuteOfDay / 60)).padStart(2, '0');
  const mm = String(schedule.minuteOfDay % 60).padStart(2, '0');
  return { drawEvery: 'daily', drawTimeUtc: `${hh}:${mm}`, closeSeconds: schedule.closeSeconds };
}

/** Games in lists: identity, schedule, open numero and the last result (drawn on demand, at once). */
export async function gameViews(
  db: Queryable,
  now: Clock,
  rows: readonly TenantGame[],
): Promise<GameView[]> {
  const due = rows.map((row) => ({
    row,
    slot: lastDueSlot(row.game.schedule, gameTime(now, row)),
  }));
  const lasts = await ensureDraws(db, now, due);
  return rows.map((row, index) => {
    const last = lasts[index];
    if (!last) throw new Error(`no last draw of game ${row.game.gameId}`);
    return viewOf(row, now, last);
  });
}

/** One game as `gameViews` shows it. */
export async function gameView(db: Queryable, now: Clock, row: TenantGame): Promise<GameView> {
  const { game } = row;
  const last = await ensureDraw(db, now, row, lastDueSlot(game.schedule, gameTime(now, row)));
  return viewOf(row, now, last);
}

function viewOf(row: TenantGame, now: Clock, last: StoredDraw): GameView {
  const { game } = row;
  return {
    gameId: game.gameId,
    code: game.code,
    name: game.name,
    groupId: game.groupId,
    prizeMode: game.prizeMode,
    vendor: game.vendor,
    ...scheduleView(game),
    current: currentView(row, now),
    last: drawView(game, last),
  };
}

/** Games grouped in catalogue group order; empty groups are left out. */
export function groupsView(games: GameView[], prizeMode?: LotteryPrizeMode): LotteryGroup[] {
  return GROUPS.filter((group) => !prizeMode || group.prizeMode === prizeMode)
    .map((group) => ({
      groupId: group.groupId,
      groupName: group.name,
      prizeMode: group.prizeMode,
      games: games.filter((game) => game.groupId === group.groupId),
    }))
    .filter((group) => group.games.length);
}

export function playMenuView(game: LotteryGame): PlayMenu {
  const { units } = game.settings;
  return {
    gameId: game.gameId,
    switches: {
      quickPick: true,
      manualInput: game.plays.some((play) => play.picker.type === 'numbers'),
      cancelBeforeClose: true,
    },
    plays: game.plays.map((play) => ({
      playId: play.playId,
      name: play.name,
      rule: play.rule,
      picker: play.picker,
      odds: play.odds,
      rtp: play.rtp,
      singleBetPrice: units.includes(1) ? 1 : units[0],
      enabled: true,
    })),
  };
}

export function settingView(game: LotteryGame): LotterySetting {
  const numbers = game.plays.some((play) => play.picker.type === 'numbers');
  return {
    gameId: game.gameId,
    modes: numbers ? ['pick', 'input'] : ['pick'],
    ...game.settings,
    defaultUnit: game.settings.units.includes(1) ? 1 : game.settings.units[0],
    ...scheduleView(game),
  };
}
