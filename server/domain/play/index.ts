export { betHistory } from './bet-history';
export { gameRules, MAX_BET, type PlayableGame } from './game-rules';
export { type OutcomeSource, secureSource, seededSource } from './outcome-source';
export { PlayError, ticketInvalid } from './play-errors';
export { RANK_LIST_MAX, rankList } from './rank-list';
export { playRound, type RoundResult } from './rounds';
export { dayOf, dayRange, isDay, tenantTimeZone } from './tenant-day';
export { playBalance, ticketGame } from './ticket-game';
export { type GameTicket, issueTicket, readTicket, ticketKey, TICKET_TTL_MS } from './tickets';
