import { describe, expect, it } from 'vitest';

import { KINDS_OF_GROUP } from '../../server/domain/records/ledger-groups';
import { KIND_LABELS } from '../../src/features/records/transaction-kinds';

/** Kinds posted outside the member contract's groups (they fall in `adjustment`). */
const ADJUSTMENT_KINDS = ['seed.adjust'];

describe('statement kinds', () => {
  it('gives every ledger kind the server groups a label on the site', () => {
    const kinds = [...Object.values(KINDS_OF_GROUP).flat(), ...ADJUSTMENT_KINDS];
    const unlabelled = kinds.filter((kind) => !Object.hasOwn(KIND_LABELS, kind));
    expect(unlabelled).toEqual([]);
  });
});
