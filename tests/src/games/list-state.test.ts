import { describe, expect, it } from 'vitest';

import {
  initialListState,
  listClassify,
  listReducer,
} from '../../../src/features/games/game-list/list-state';

describe('game list state (spec §4 "Game list")', () => {
  it('deselects the vendor when the selected one is tapped again', () => {
    const picked = listReducer(initialListState(), { type: 'vendor', vendor: 'PXG' });
    expect(picked.vendor).toBe('PXG');
    expect(listReducer(picked, { type: 'vendor', vendor: 'PXG' }).vendor).toBeUndefined();
    expect(listReducer(picked, { type: 'vendor', vendor: 'JDG' }).vendor).toBe('JDG');
  });

  it('searches only on Enter, with the trimmed text', () => {
    const typed = listReducer(initialListState(), { type: 'type', text: ' dragon ' });
    expect(typed.gameName).toBe('');
    expect(listReducer(typed, { type: 'search' }).gameName).toBe('dragon');
  });

  it('clears the search when the classify changes, keeps it otherwise', () => {
    let state = listReducer(initialListState(), { type: 'type', text: 'gold' });
    state = listReducer(state, { type: 'search' });
    const sameClassify = listReducer(state, { type: 'filter', minBet: 0.5 });
    expect(sameClassify.gameName).toBe('gold');
    const other = listReducer(state, { type: 'filter', classify: 'VIDEO' });
    expect(other).toMatchObject({ classify: 'VIDEO', searchText: '', gameName: '' });
  });

  it('lists new slots on the all tab, everything elsewhere, and hot games on the hot tab', () => {
    const all = { tab: 'all', gameName: '' } as const;
    expect(listClassify('RNG', all)).toBe('NEW');
    expect(listClassify('LIVE', all)).toBe('ALL');
    expect(listClassify('RNG', { ...all, tab: 'hot' })).toBe('HOT');
    expect(listClassify('RNG', { ...all, classify: 'MEGAWAYS' })).toBe('MEGAWAYS');
    expect(listClassify('RNG', { ...all, gameName: 'gold' })).toBe('ALL');
  });
});
