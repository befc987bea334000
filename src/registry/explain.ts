import { evaluate } from './evaluate';
import type { Gate, GateContext } from './gate';

/** Why a gate failed: the deciding gate and a readable description of it. */
export interface GateFailure {
  /** The first failing leaf; for a failing `any` or `not`, that combinator itself. */
  readonly gate: Gate;
  readonly reason: string;
}

/** Returns null when the gate passes, otherwise the first failing leaf (depth first). */
export function explainGate(gate: Gate, ctx: GateContext): GateFailure | null {
  if (evaluate(gate, ctx)) return null;
  if ('all' in gate) {
    for (const child of gate.all) {
      const failure = explainGate(child, ctx);
      if (failure) return failure;
    }
  }
  return { gate, reason: describeGate(gate) };
}

/** A one-line English description of a gate, for `wl explain` and test messages. */
export function describeGate(gate: Gate): string {
  if ('all' in gate)
    return gate.all.length === 0 ? 'always' : gate.all.map(describeGate).join(' and ');
  if ('any' in gate) return `(${gate.any.map(describeGate).join(' or ')})`;
  if ('not' in gate) return `not (${describeGate(gate.not)})`;
  if ('flag' in gate) return `flag ${gate.flag} on`;
  if ('session' in gate) return gate.session ? 'logged in' : 'guest';
  if ('customerTypeIn' in gate) return `customer type in ${gate.customerTypeIn.join(', ')}`;
  if ('customerTypeNotIn' in gate)
    return `customer type not in ${gate.customerTypeNotIn.join(', ')}`;
  if ('promo' in gate) return `promotion ${gate.promo} enabled`;
  if ('menu' in gate) return `agent menu whitelists ${gate.menu}`;
  if ('member' in gate) return 'member has an upline (toUpline)';
  return `setting ${gate.setting} on`;
}
