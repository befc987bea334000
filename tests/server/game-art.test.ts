import { describe, expect, it } from 'vitest';

import { gameCatalogue } from '../../server/db/seed/games/catalogue';
import { VENDORS } from '../../server/db/seed/games/vendors';
import { fitText, wrapText } from '../../server/domain/games/art/svg';
import { gameTileSvg, teamCrestSvg, vendorMarkSvg } from '../../server/domain/games/icons';
import { TEAMS } from '../../server/domain/games/hot-matches';
import { parseSvg, textsOf } from './support/svg';

/** Bytes one tile may take: 618 of them load on a low-end phone's game list. */
const TILE_BUDGET = 3 * 1024;

const tileOf = (game: ReturnType<typeof gameCatalogue>[number]) =>
  gameTileSvg({
    name: game.name,
    gameType: game.gameType,
    classify: game.classify,
    vendor: game.vassalage,
  });

/** What a tile draws besides its name and frame: the picture of its kind of game. */
const motifOf = (svg: string) =>
  svg
    .replace(/<title>.*?<\/title>/, '')
    .replace(/<text[^>]*>.*?<\/text>/g, '')
    .replace(/<defs>.*?<\/defs>/, '')
    .replace(/hsl\([^)]*\)|#[0-9a-f]{3,6}\b/gi, '');

describe('game tiles', () => {
  const games = gameCatalogue();
  const tiles = games.map(tileOf);

  it('are well-formed SVG that set the whole name in type, within the size budget', () => {
    const sizes = tiles.map((svg) => Buffer.byteLength(svg));
    for (const [index, svg] of tiles.entries()) {
      const game = games[index]!;
      const document = parseSvg(svg);
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 200 200');
      expect(document.getElementsByTagName('title')[0]?.textContent).toBe(game.name);
      expect(textsOf(document), game.name).toContain(game.name);
      expect(sizes[index], game.gameCode).toBeLessThan(TILE_BUDGET);
      expect(svg).not.toMatch(/<image|@import|url\((?!#)|https?:\/\/(?!www\.w3\.org)/);
    }
    expect(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toBeLessThan(2200);
  });

  it('are drawn the same every time (stable ETags)', () => {
    expect(games.slice(0, 50).map(tileOf)).toEqual(tiles.slice(0, 50));
  });

  it('picture the kind of game: reels, tables, pitches, fish, lottery balls, originals', () => {
    const motifs = new Map<string, Set<string>>();
    for (const [index, game] of games.entries()) {
      const set = motifs.get(game.gameType) ?? new Set();
      set.add(motifOf(tiles[index]!));
      motifs.set(game.gameType, set);
    }
    const first = (type: string) => tiles[games.findIndex((game) => game.gameType === type)]!;
    expect(first('RNG')).toMatch(/<use href="#s\d"/);
    expect(first('LIVE')).toContain('>LIVE</text>');
    expect(first('PVP')).toMatch(/[♠♥♦♣]/);
    expect(first('LOTT')).toMatch(/<circle[^>]*r="1[69]"/);
    // No two categories share a picture.
    const types = [...motifs.keys()];
    for (const [at, type] of types.entries())
      for (const other of types.slice(at + 1))
        for (const motif of motifs.get(type)!) expect(motifs.get(other)!.has(motif)).toBe(false);
  });

  it('escape names that XML would read as markup', () => {
    const svg = gameTileSvg({ name: 'Rock & <Roll> "Hold’em"', gameType: 'PVP', vendor: 'PKR' });
    expect(textsOf(parseSvg(svg)).join(' ')).toContain('Rock & <Roll> "Hold’em"');
  });

  it('share the vendor’s frame and palette across its games', () => {
    const frames = (code: string) =>
      new Set(
        games
          .filter((game) => game.vassalage === code)
          .map((game) => /<rect x="[56]"[^>]*stroke="([^"]+)"/.exec(tileOf(game))?.[1]),
      );
    expect(frames('PKR')).toEqual(new Set(['#fde047']));
    expect(frames('MRB')).toEqual(new Set(['#e2e8f0']));
  });
});

describe('vendor marks and team crests', () => {
  it('set the vendor’s display name as a word mark in the vendor tile’s ratio', () => {
    for (const vendor of VENDORS) {
      const svg = vendorMarkSvg(vendor);
      const document = parseSvg(svg);
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 240 120');
      expect(textsOf(document)).toContain(vendor.displayName);
      expect(Buffer.byteLength(svg)).toBeLessThan(TILE_BUDGET);
    }
  });

  it('draw every hot-match team a crest with its initials', () => {
    for (const team of TEAMS.values()) {
      const texts = textsOf(parseSvg(teamCrestSvg(team)));
      expect(texts[0]).toMatch(/^[\p{Lu}\p{N}]{1,3}$/u);
    }
  });
});

describe('text fitting', () => {
  it('breaks at spaces, shrinks before it cuts, and cuts with an ellipsis', () => {
    expect(wrapText('Tactical Shooter League', 9, 2)).toEqual(['Tactical Shooter', 'League']);
    expect(wrapText('One two three four five six seven', 5, 2)).toEqual(['One two', 'three…']);
    expect(fitText('Mines', 156, [24, 21], 2)).toEqual({ lines: ['Mines'], size: 24 });
    expect(fitText('Carnival Secrets Megaways', 156, [24, 21, 18], 2).size).toBeLessThan(24);
    expect(wrapText('新人彩金一百元大礼包', 4, 3)).toEqual(['新人彩金', '一百元大', '礼包']);
  });
});
