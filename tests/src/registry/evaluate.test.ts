import { describe, expect, it } from 'vitest';

import {
  decideGate,
  describeGate,
  evaluate,
  explainGate,
  visibleEntries,
  type Gate,
} from '../../../src/registry';
import { everythingOn, guestContext } from './gate-context';

const guest = guestContext();
const member0 = guestContext({ session: { type: 0 } });
const agent1 = guestContext({ session: { type: 1 } });

describe('evaluate: leaves', () => {
  it.each<[string, Gate, boolean, boolean]>([
    // [name, gate, on a guest with everything off, everything on for an agent]
    ['flag', { flag: 'REWCEN3' }, false, true],
    ['session true', { session: true }, false, true],
    ['session false', { session: false }, true, false],
    ['customerTypeIn', { customerTypeIn: [1, 2] }, false, true],
    ['customerTypeNotIn', { customerTypeNotIn: [0, 4, 40] }, false, true],
    ['promo', { promo: 'MISSION' }, false, true],
    ['menu', { menu: 'redRain' }, false, true],
    ['member toUpline', { member: 'toUpline' }, false, true],
    ['setting', { setting: 'dividends' }, false, true],
  ])('%s', (_name, gate, offResult, onResult) => {
    expect(evaluate(gate, guest)).toBe(offResult);
    expect(evaluate(gate, everythingOn(1))).toBe(onResult);
  });

  it('reads a flag that is explicitly false as off', () => {
    expect(evaluate({ flag: 'PERSREP' }, guestContext({ flags: { PERSREP: false } }))).toBe(false);
  });

  it('tests the session type against customerTypeIn / NotIn', () => {
    expect(evaluate({ customerTypeIn: [0, 4, 40] }, member0)).toBe(true);
    expect(evaluate({ customerTypeIn: [0, 4, 40] }, agent1)).toBe(false);
    expect(evaluate({ customerTypeNotIn: [0, 4, 40] }, member0)).toBe(false);
    expect(evaluate({ customerTypeNotIn: [0, 4, 40] }, agent1)).toBe(true);
  });

  it('needs member info for toUpline', () => {
    expect(evaluate({ member: 'toUpline' }, guestContext({ member: { toUpline: false } }))).toBe(
      false,
    );
    expect(evaluate({ member: 'toUpline' }, guestContext({ member: { toUpline: true } }))).toBe(
      true,
    );
  });

  it('checks one agent menu key, not any', () => {
    const ctx = guestContext({ settings: { agentMenu: ['teamPnl'] } });
    expect(evaluate({ menu: 'teamPnl' }, ctx)).toBe(true);
    expect(evaluate({ menu: 'teamOverview' }, ctx)).toBe(false);
  });
});

describe('evaluate: combinators', () => {
  const T: Gate = { session: false }; // true for a guest
  const F: Gate = { session: true }; // false for a guest

  it.each<[string, Gate, boolean]>([
    ['all []', { all: [] }, true],
    ['all [T]', { all: [T] }, true],
    ['all [T, T]', { all: [T, T] }, true],
    ['all [T, F]', { all: [T, F] }, false],
    ['all [F, F]', { all: [F, F] }, false],
    ['any []', { any: [] }, false],
    ['any [F, T]', { any: [F, T] }, true],
    ['any [F, F]', { any: [F, F] }, false],
    ['not T', { not: T }, false],
    ['not F', { not: F }, true],
    ['nested', { all: [T, { any: [F, { not: F }] }] }, true],
    ['nested false', { all: [T, { not: { any: [F, T] } }] }, false],
  ])('%s', (_name, gate, expected) => {
    expect(evaluate(gate, guest)).toBe(expected);
  });
});

describe('explainGate', () => {
  it('returns null when the gate passes', () => {
    expect(explainGate({ flag: 'REWCEN3' }, everythingOn(0))).toBeNull();
  });

  it('names the first failing leaf of an all', () => {
    const gate: Gate = {
      all: [{ session: true }, { flag: 'AGETRANSFERUP3' }, { customerTypeNotIn: [2] }],
    };
    const ctx = guestContext({ session: { type: 2 }, flags: {} });
    expect(explainGate(gate, ctx)).toEqual({
      gate: { flag: 'AGETRANSFERUP3' },
      reason: 'flag AGETRANSFERUP3 on',
    });
  });

  it('blames the combinator when an any or not fails', () => {
    const gate: Gate = { any: [{ flag: 'MAILCEN' }, { promo: 'MISSION' }] };
    expect(explainGate(gate, guest)?.reason).toBe('(flag MAILCEN on or promotion MISSION enabled)');
    expect(explainGate({ not: { session: false } }, guest)?.reason).toBe('not (guest)');
  });

  it('describes always', () => {
    expect(describeGate({ all: [] })).toBe('always');
  });
});

describe('visibleEntries', () => {
  it('keeps ungated entries and those whose gate passes, in order', () => {
    const entries = [
      { id: 'a' },
      { id: 'b', gate: { session: true } },
      { id: 'c', gate: { session: false } },
    ];
    expect(visibleEntries(entries, guest).map((e) => e.id)).toEqual(['a', 'c']);
  });
});

describe('decideGate: a promotion the platform has not answered', () => {
  const loading = guestContext({ session: { type: 0 }, promotionsStatus: 'loading' });
  const unknown = guestContext({ promotionsStatus: 'unknown' });
  const mission: Gate = { promo: 'MISSION' };

  it.each<[string, Gate | undefined, string, string]>([
    // [name, gate, while loading, never answered]
    ['no gate', undefined, 'open', 'open'],
    ['promo leaf', mission, 'loading', 'unknown'],
    ['all: a closed leaf decides', { all: [{ flag: 'REWCEN3' }, mission] }, 'closed', 'closed'],
    ['all: open leaves wait for it', { all: [{ session: true }, mission] }, 'loading', 'closed'],
    [
      'any: no open leaf, so it waits',
      { any: [{ flag: 'REWCEN3' }, mission] },
      'loading',
      'unknown',
    ],
    ['any: an open leaf decides', { any: [{ session: true }, mission] }, 'open', 'unknown'],
    ['not keeps it undecided', { not: mission }, 'loading', 'unknown'],
  ])('%s', (_name, gate, whileLoading, neverAnswered) => {
    expect(decideGate(gate, loading)).toBe(whileLoading);
    expect(decideGate(gate, unknown)).toBe(neverAnswered);
  });

  it('counts as closed for a menu (evaluate), so an entry shows only once it is known on', () => {
    expect(evaluate(mission, loading)).toBe(false);
    expect(evaluate(mission, everythingOn(0))).toBe(true);
  });
});
