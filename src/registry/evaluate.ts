import type { EntryTarget } from './entry';
import { entryGate } from './entry-target';
import type { Gate, GateContext } from './gate';

/**
 * A gate's answer: `open`, `closed`, or not decidable yet because a promo leaf waits for the
 * platform (`loading`) or will never hear from it (`unknown`: a guest, a failed call).
 */
export type GateDecision = 'open' | 'closed' | 'loading' | 'unknown';

type Answer = boolean | 'loading' | 'unknown';

const firstUndecided = (answers: readonly Answer[]): Answer | undefined =>
  answers.find((a) => a === 'loading') ?? answers.find((a) => a === 'unknown');

function answer(gate: Gate, ctx: GateContext): Answer {
  if ('all' in gate) {
    const answers = gate.all.map((child) => answer(child, ctx));
    return answers.includes(false) ? false : (firstUndecided(answers) ?? true);
  }
  if ('any' in gate) {
    const answers = gate.any.map((child) => answer(child, ctx));
    return answers.includes(true) ? true : (firstUndecided(answers) ?? false);
  }
  if ('not' in gate) {
    const inner = answer(gate.not, ctx);
    return typeof inner === 'boolean' ? !inner : inner;
  }
  if ('promo' in gate) {
    const status = ctx.promotionsStatus ?? 'known';
    return status === 'known' ? ctx.promotions[gate.promo] : status;
  }
  if ('flag' in gate) return ctx.flags[gate.flag] === true;
  if ('session' in gate) return (ctx.session !== null) === gate.session;
  if ('customerTypeIn' in gate)
    return ctx.session !== null && gate.customerTypeIn.includes(ctx.session.type);
  if ('customerTypeNotIn' in gate) {
    return ctx.session !== null && !gate.customerTypeNotIn.includes(ctx.session.type);
  }
  if ('menu' in gate) return ctx.settings.agentMenu.includes(gate.menu);
  if ('member' in gate) return ctx.member !== null && ctx.member.toUpline;
  return ctx.settings[gate.setting];
}

/**
 * Decides one gate against a context: the one answer to "is this feature on", which the menus
 * (through {@link evaluate}) and the route guard both ask. Pure: same input, same answer.
 */
export function decideGate(gate: Gate | undefined, ctx: GateContext): GateDecision {
  if (gate === undefined) return 'open';
  const result = answer(gate, ctx);
  return result === true ? 'open' : result === false ? 'closed' : result;
}

/** True when the gate is open; an undecided gate counts as closed (a menu shows only what is on). */
export function evaluate(gate: Gate, ctx: GateContext): boolean {
  return decideGate(gate, ctx) === 'open';
}

/**
 * Keeps the entries whose gate is open: the one place a list's visibility is decided. An entry that
 * opens a route needs that route's gate open as well ({@link entryGate}); no gate always passes.
 */
export function visibleEntries<T extends { readonly gate?: Gate; readonly target?: EntryTarget }>(
  entries: readonly T[],
  ctx: GateContext,
): T[] {
  return entries.filter((entry) => decideGate(entryGate(entry), ctx) === 'open');
}
