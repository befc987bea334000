import type { Gate, GateContext } from './gate';

/** Decides one gate against a context. Pure: same input, same answer. */
export function evaluate(gate: Gate, ctx: GateContext): boolean {
  if ('all' in gate) return gate.all.every((child) => evaluate(child, ctx));
  if ('any' in gate) return gate.any.some((child) => evaluate(child, ctx));
  if ('not' in gate) return !evaluate(gate.not, ctx);
  if ('flag' in gate) return ctx.flags[gate.flag] === true;
  if ('session' in gate) return (ctx.session !== null) === gate.session;
  if ('customerTypeIn' in gate)
    return ctx.session !== null && gate.customerTypeIn.includes(ctx.session.type);
  if ('customerTypeNotIn' in gate) {
    return ctx.session !== null && !gate.customerTypeNotIn.includes(ctx.session.type);
  }
  if ('promo' in gate) return ctx.promotions[gate.promo];
  if ('menu' in gate) return ctx.settings.agentMenu.includes(gate.menu);
  if ('member' in gate) return ctx.member !== null && ctx.member.toUpline;
  return ctx.settings[gate.setting];
}

/** Keeps the entries whose gate passes (entries without a gate always pass). */
export function visibleEntries<T extends { readonly gate?: Gate }>(
  entries: readonly T[],
  ctx: GateContext,
): T[] {
  return entries.filter((entry) => entry.gate === undefined || evaluate(entry.gate, ctx));
}
