import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { HOUR } from '../../server/domain/clock';
import { ENVELOPE_MAX, ENVELOPE_MIN } from '../../server/domain/rewards/red-rain';
import { LUCKY7, loginToken, PERLAS, testApp } from './support/app';
import { playBets } from './support/club';
import { balanceOf } from './support/deposit';
import { freshPlayer } from './support/play';
import { bonusPostings, getRelay, postRelay, promotionOf, sessionAt } from './support/rewards';

let app: FastifyInstance;
let clock: Awaited<ReturnType<typeof testApp>>['clock'];

beforeAll(async () => {
  ({ app, clock } = await testApp());
});
afterAll(() => app.close());

let moved = 0;
/** Moves the clock (put back after the test) and gives the player a session valid at the new time. */
async function later(ms: number, ...players: Player[]) {
  clock.advance(ms);
  moved += ms;
  for (const player of players) player.token = await sessionAt(app, player);
}
afterEach(() => {
  clock.advance(-moved);
  moved = 0;
});

interface Calendar {
  today: string;
  signedToday: boolean;
  streak: number;
  todayReward: number;
  days: { day: string; signed: boolean; reward: number | null }[];
}
type Player = Awaited<ReturnType<typeof freshPlayer>>;
const calendar = (player: Pick<Player, 'merchant' | 'token'>) =>
  getRelay<Calendar>(app, player, '/wps/relay/PROMOFE_getSignInCalendar');
const signIn = (player: Pick<Player, 'merchant' | 'token'>, requestId = randomUUID()) =>
  postRelay<{ day: string; reward: number; streak: number; replayed: boolean }>(
    app,
    player,
    '/wps/relay/PROMOFE_signIn',
    { requestId },
  );

describe('daily sign-in', () => {
  it('shows the seeded streak of member0 and continues it', async () => {
    const member0 = { merchant: LUCKY7, token: await loginToken(app, LUCKY7, 'member0') };
    const before = (await calendar(member0)).value;
    expect(before).toMatchObject({
      today: '2025-06-01',
      signedToday: false,
      streak: 2,
      todayReward: 3,
    });
    expect(before.days.filter((day) => day.signed).map((day) => day.day)).toEqual([]);
    const signed = await signIn(member0);
    expect(signed.value).toMatchObject({ day: '2025-06-01', streak: 3, reward: 3 });
    const after = (await calendar(member0)).value;
    expect(after.days[0]).toEqual({ day: '2025-06-01', signed: true, reward: 3 });
  });

  it('signs once a day: 6 concurrent attempts pay once, a repeat of the same request replays', async () => {
    const player = await freshPlayer(app, LUCKY7, 0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(player)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success).map((a) => a.errorCode)).toEqual(
      Array(5).fill('signin.already'),
    );
    expect(await balanceOf(app, player)).toBe(1);
    const requestId = randomUUID();
    await later(24 * HOUR, player);
    const next = await signIn(player, requestId);
    expect(next.value).toMatchObject({ day: '2025-06-02', streak: 2, reward: 2, replayed: false });
    expect((await signIn(player, requestId)).value).toMatchObject({ replayed: true, reward: 2 });
    expect(await bonusPostings(app, player, 'signin.bonus')).toHaveLength(2);
    expect(await balanceOf(app, player)).toBe(3);
  });

  it('cuts days in the tenant’s time zone (São Paulo vs Manila)', async () => {
    const lucky = await freshPlayer(app, LUCKY7, 0);
    const perlas = await freshPlayer(app, PERLAS, 0);
    expect((await signIn(lucky)).success).toBe(true);
    expect((await signIn(perlas)).success).toBe(true);
    // 02:00 UTC the next day: still 23:00 of the same day in São Paulo, 10:00 of the next in Manila.
    await later(14 * HOUR, lucky, perlas);
    expect(await signIn(lucky)).toMatchObject({ success: false, errorCode: 'signin.already' });
    expect((await signIn(perlas)).value).toMatchObject({ day: '2025-06-02', streak: 2 });
  });

  it('refuses free trials', async () => {
    const trial = await freshPlayer(app, LUCKY7, 0, 4);
    expect(await signIn(trial)).toMatchObject({ errorCode: 'function.not.available' });
  });
});

interface Rain {
  current: { key: string; grabbedAmount: number | null } | null;
  next: { key: string; startTime: number } | null;
}

describe('red envelope rain', () => {
  it('refuses a grab outside a session, pays a random amount once during one', async () => {
    const player = await freshPlayer(app, PERLAS, 0);
    const idle = (await getRelay<Rain>(app, player, '/wps/relay/PROMOFE_getRedRain')).value;
    // 12:00 UTC is 20:00 in Manila: the scheduled 20:00 rain is on.
    expect(idle.current?.key).toBe('2025-06-01@20');
    const lucky = await freshPlayer(app, LUCKY7, 0);
    const quiet = (await getRelay<Rain>(app, lucky, '/wps/relay/PROMOFE_getRedRain')).value;
    expect(quiet.current).toBeNull();
    expect(quiet.next?.key).toBe('2025-06-01@12');
    const grab = (sessionKey: string) =>
      postRelay<{ amount: number; replayed: boolean }>(
        app,
        lucky,
        '/wps/relay/PROMOFE_grabRedEnvelope',
        {
          sessionKey,
        },
      );
    expect(await grab('2025-06-01@12')).toMatchObject({ errorCode: 'redrain.not.active' });
    const started = await app.inject({
      method: 'POST',
      url: '/dev/rewards/red-rain',
      payload: { tenant: 'lucky7' },
    });
    const { key } = started.json<{ value: { key: string } }>().value;
    const answers = await Promise.all(Array.from({ length: 5 }, () => grab(key)));
    expect(answers.filter((answer) => !answer.value.replayed)).toHaveLength(1);
    const amount = answers[0]?.value.amount ?? 0;
    expect(answers.every((answer) => answer.value.amount === amount)).toBe(true);
    expect(amount).toBeGreaterThanOrEqual(ENVELOPE_MIN);
    expect(amount).toBeLessThanOrEqual(ENVELOPE_MAX);
    expect(await balanceOf(app, lucky)).toBe(amount);
    expect(await bonusPostings(app, lucky, 'redrain.bonus')).toEqual([{ amount, reference: key }]);
    const state = (await getRelay<Rain>(app, lucky, '/wps/relay/PROMOFE_getRedRain')).value;
    expect(state.current).toMatchObject({ key, grabbedAmount: amount });
  });
});

interface Board {
  list: { rank: number; name: string; progress: number }[];
  me: { joined: boolean; rank: number | null; progress: number } | null;
}

describe('mission leaderboard', () => {
  it('ranks joined members by turnover in the period with masked names', async () => {
    const player = await freshPlayer(app, LUCKY7, 500);
    const mission = await promotionOf(app, player, 'MISSION');
    const board = () => getRelay<Board>(app, player, '/wps/relay/PROMOFE_getMissionLeaderboard');
    const before = (await board()).value;
    expect(before.list.length).toBeGreaterThan(3);
    expect(before.list.every((row) => row.name.includes('***'))).toBe(true);
    expect(before.me).toEqual({ joined: false, rank: null, progress: 0 });
    await postRelay(app, player, '/wps/relay/PROMOFE_applyPromotion', { promotionId: mission.id });
    await playBets(app, player, 'RNG', [100, 100, 100, 100]);
    const after = (await board()).value;
    expect(after.me).toMatchObject({ joined: true, progress: 400 });
    const mine = after.list.find((row) => row.rank === after.me?.rank);
    expect(mine?.name).toBe(`${player.username.slice(0, 2)}***${player.username.slice(-1)}`);
    const progress = after.list.map((row) => row.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
  });

  it('is not available where the MISSION promotion is off (perlas)', async () => {
    const player = await freshPlayer(app, PERLAS, 0);
    const answer = await getRelay(app, player, '/wps/relay/PROMOFE_getMissionLeaderboard');
    expect(answer).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});
