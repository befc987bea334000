export { ClubError } from './errors';
export { byLadderOrder, DEFAULT_LADDER, LEVEL_MONEY, REBATE_GAME_TYPES } from './ladder';
export { type ClubLevel, clubLevels, insertLadder } from './levels';
export { clubTotals, earnedLevel, labelledLevel, memberClub, type MemberClub } from './progress';
export { claimRebate, MIN_REBATE_CLAIM, rebateAvailable } from './rebate';
export { rebateRows, toRebateRow } from './rebate-math';
export { rebateReport } from './rebate-report';
