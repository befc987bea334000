import {
  ALWAYS,
  entryGate,
  evaluate,
  explainGate,
  type EntryTarget,
  type Gate,
  type GateContext,
} from '../../../src/registry';

/** One item of a surface: shown, shown only for players with an upline, or hidden and why. */
export interface ItemVerdict {
  readonly id: string;
  readonly shown: boolean;
  /** Why it is hidden, or the condition it is shown under. */
  readonly note?: string;
}

interface Gated {
  readonly id: string;
  readonly gate?: Gate;
  readonly target?: EntryTarget;
}

/**
 * Decides every item of a registry list for a viewer, as the site does (`entryGate`: an entry that
 * opens a page needs that page's gate too). The upline depends on the player, so an item shown only
 * with one is reported as shown "if the member has an upline".
 */
export function judgeList(
  items: readonly Gated[],
  withUpline: GateContext,
  withoutUpline: GateContext,
): ItemVerdict[] {
  return items.map((item) => {
    const { id } = item;
    const gate = entryGate(item) ?? ALWAYS;
    if (evaluate(gate, withoutUpline)) return { id, shown: true };
    if (evaluate(gate, withUpline)) return { id, shown: true, note: 'if the member has an upline' };
    return {
      id,
      shown: false,
      note: `needs ${explainGate(gate, withUpline)?.reason ?? 'a passing gate'}`,
    };
  });
}
