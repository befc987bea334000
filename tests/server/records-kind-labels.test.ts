import { describe, expect, it } from 'vitest';

import { LEDGER_KINDS } from '../../server/domain/ledger-kinds';
import { KINDS_OF_GROUP } from '../../server/domain/records/ledger-groups';
import { KIND_LABELS } from '../../src/features/records/transaction-kinds';

describe('statement kinds', () => {
  it('gives every ledger kind a label on the site', () => {
    const unlabelled = LEDGER_KINDS.filter((kind) => !Object.hasOwn(KIND_LABELS, kind));
    expect(unlabelled).toEqual([]);
  });

  it('groups only kinds the ledger knows', () => {
    const kinds: readonly string[] = LEDGER_KINDS;
    const unknown = Object.values(KINDS_OF_GROUP)
      .flat()
      .filter((kind) => !kinds.includes(kind));
    expect(unknown).toEqual([]);
  });
});
