import type { Queryable } from '../../db/db';
import { type Clock, HOUR, MINUTE } from '../clock';
import { GAME_COLUMNS, type GameRecord } from './game-record';

/** Invented fixtures: league, home, away, and the vendor whose lobby game opens the match. */
const FIXTURES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Atlantic Premier League', 'Harbor City FC', 'Northgate United', 'SBK'],
  ['Atlantic Premier League', 'Redwood Rovers', 'Silverlake Athletic', 'SBK'],
  ['Pacific Basketball Association', 'Bay Falcons', 'Metro Titans', 'KCK'],
  ['Continental Cup', 'Real Montaña', 'Sporting Litoral', 'SBK'],
  ['Battle Arena Masters', 'Team Nova', 'Crimson Wolves', 'TF'],
  ['Island Volleyball League', 'Coral Spikers', 'Volcano Setters', 'KCK'],
  ['Tactical Shooter League', 'Phantom Five', 'Iron Squad', 'TF'],
  ['Atlantic Premier League', 'Eastport Town', 'Westfield City', 'SBK'],
];

/** Matches start every 40 minutes from the next half hour, so they stay put for half an hour. */
const SLOT = 30 * MINUTE;
const SPACING = 40 * MINUTE;

export const teamSlug = (team: string) =>
  team
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Team names by icon slug (for `/team-icons/<slug>.svg`). */
export const TEAMS = new Map(
  FIXTURES.flatMap(([, home, away]) => [home, away]).map((team) => [teamSlug(team), team]),
);

const teamIcon = (team: string) => `/team-icons/${teamSlug(team)}.svg`;

/** `GCSGAME_getHotMatches`: upcoming matches, all within the next hours of the server clock. */
export async function hotMatches(db: Queryable, now: Clock, tenantId: string) {
  const start = Math.ceil((now() + 1) / SLOT) * SLOT;
  const lobbies = new Map<string, { nodeId: string; roomId: string; supportPlay: string }>();
  const matches = [];
  for (const [index, [league, homeTeam, awayTeam, vendor]] of FIXTURES.entries()) {
    if (!lobbies.has(vendor)) {
      const [game] = await db.query<GameRecord>(
        `SELECT ${GAME_COLUMNS} FROM games g WHERE g.tenant_id = $1 AND g.vassalage = $2
         ORDER BY g.sort, g.id LIMIT 1`,
        [tenantId, vendor],
      );
      if (game) lobbies.set(vendor, game);
    }
    const lobby = lobbies.get(vendor);
    if (!lobby) continue;
    matches.push({
      league,
      matchTime: start + index * SPACING,
      homeTeam,
      awayTeam,
      homeTeamImageUrl: teamIcon(homeTeam),
      awayTeamImageUrl: teamIcon(awayTeam),
      vendor,
      roomId: lobby.roomId,
      nodeId: lobby.nodeId,
      supportPlay: lobby.supportPlay,
    });
  }
  return matches;
}

/** How far ahead the last match starts at most. */
export const HOT_MATCH_HORIZON = SLOT + FIXTURES.length * SPACING + HOUR;
