import { minor, type Minor, toMinor } from '../../../contract/money';
import { DAY, HOUR, MINUTE } from '../../domain/clock';
import type { GameRecord } from '../../domain/games/game-record';
import type { LedgerKind } from '../../domain/ledger-kinds';
import { gameRules, type OutcomeSource } from '../../domain/play';
import { settle } from '../../domain/play/game-rules';
import { ACTIVITY_DAYS, type TeamSeedMember } from './team-plan';

/** The seed's view of time: now and the start of today in the tenant's zone. */
export interface SeedDay {
  now: number;
  todayStart: number;
}

/** A moment of today before now: `fraction` 0 is midnight, 1 is now. */
export const todayAt = (day: SeedDay, fraction: number) =>
  day.todayStart + Math.floor((day.now - day.todayStart) * fraction);

export function regDateOf(member: TeamSeedMember, day: SeedDay, source: OutcomeSource) {
  if (member.daysAgo === 0) return todayAt(day, 0.05 + source.int(20) / 100);
  return day.now - member.daysAgo * DAY - source.int(12) * HOUR;
}

export interface SeedDepositRow {
  requestId: string;
  amount: Minor;
  at: number;
}
export interface SeedRoundRow {
  roundId: string;
  gameId: number;
  bet: Minor;
  win: Minor;
  choice: string;
  outcome: object;
  at: number;
}
/** A posting the seed makes through the ledger, in time order. */
export interface SeedPosting {
  amount: Minor;
  kind: LedgerKind;
  /** A deposit's request id stands in until the deposit row's id is known. */
  reference: string;
  depositRequestId?: string;
  at: number;
}
export interface MemberHistory {
  deposits: SeedDepositRow[];
  rounds: SeedRoundRow[];
  postings: SeedPosting[];
  /** The balance the postings leave (what decides whether a bet fits). */
  balance: Minor;
}

type Event =
  | { at: number; type: 'deposit'; amount: Minor; requestId: string }
  | { at: number; type: 'bonus'; amount: Minor; reference: string }
  | { at: number; type: 'round'; index: number };

const BETS = [1, 2, 5, 10, 20];

/** When the member's rounds happen: spread before today, the last two today when active today. */
function roundTimes(member: TeamSeedMember, day: SeedDay, start: number): number[] {
  const today = member.daysAgo === 0 ? member.rounds : member.activeToday ? 2 : 0;
  const before = member.rounds - today;
  const span = Math.max(day.todayStart - start, HOUR);
  const times = Array.from(
    { length: before },
    (_, i) => start + Math.floor(((i + 1) * span) / (before + 1)),
  );
  for (let i = 0; i < today; i++) times.push(todayAt(day, 0.4 + (0.5 * (i + 1)) / (today + 1)));
  return times;
}

function events(
  member: TeamSeedMember,
  day: SeedDay,
  regDate: number,
  amounts: Minor[],
  source: OutcomeSource,
) {
  const start =
    member.daysAgo === 0
      ? regDate + 5 * MINUTE
      : Math.max(regDate + HOUR, day.now - ACTIVITY_DAYS * DAY);
  const pick = () => amounts[source.int(amounts.length)] ?? toMinor(100);
  const list: Event[] = [
    { at: start, type: 'deposit', amount: pick(), requestId: `seed-team-${member.username}-1` },
  ];
  const times = roundTimes(member, day, start);
  times.forEach((at, index) => list.push({ at: at + 1, type: 'round', index }));
  const middle = times[Math.floor(times.length / 2)];
  if (middle !== undefined && member.rounds >= 5)
    list.push({
      at: middle,
      type: 'deposit',
      amount: pick(),
      requestId: `seed-team-${member.username}-2`,
    });
  if (middle !== undefined && source.int(3) === 0)
    list.push({
      at: middle,
      type: 'bonus',
      amount: toMinor(8 + source.int(5) * 4),
      reference: `seed-team-${member.username}`,
    });
  return list.sort((a, b) => a.at - b.at);
}

function playOne(game: GameRecord, source: OutcomeSource, bet: Minor) {
  const rules = gameRules(game);
  const choice = 'choices' in rules ? rules.choices[source.int(rules.choices.length)] : undefined;
  return settle(game, source, bet, choice);
}

/**
 * The member's money history: deposits (kind `deposit`, first one at the start of its activity), a
 * bonus for some, and settled rounds of the tenant's slot and table games, with running balances.
 */
export function memberHistory(
  member: TeamSeedMember,
  day: SeedDay,
  regDate: number,
  games: GameRecord[],
  depositAmounts: Minor[],
  source: OutcomeSource,
): MemberHistory {
  const history: MemberHistory = { deposits: [], rounds: [], postings: [], balance: minor(0) };
  const credit = (
    amount: Minor,
    kind: LedgerKind,
    reference: string,
    at: number,
    depositRequestId?: string,
  ) => {
    history.balance = minor(history.balance + amount);
    history.postings.push({ amount, kind, reference, depositRequestId, at });
  };
  for (const event of events(member, day, regDate, depositAmounts, source)) {
    if (event.type === 'deposit') {
      history.deposits.push({ requestId: event.requestId, amount: event.amount, at: event.at });
      credit(event.amount, 'deposit', '', event.at, event.requestId);
    } else if (event.type === 'bonus') {
      credit(event.amount, 'promo.bonus', event.reference, event.at);
    } else {
      const game = games[source.int(games.length)];
      if (!game) continue;
      const bet = toMinor(Math.max(game.minBet, BETS[source.int(BETS.length)] ?? 1));
      if (bet > history.balance) continue;
      const roundId = `seed-team-${member.username}-${event.index}`;
      const { win, outcome, choice } = playOne(game, source, bet);
      credit(minor(-bet), 'game.bet', roundId, event.at);
      if (win > 0) credit(win, 'game.win', roundId, event.at);
      history.rounds.push({ roundId, gameId: game.id, bet, win, choice, outcome, at: event.at });
    }
  }
  return history;
}
