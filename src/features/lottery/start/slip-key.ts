import { useState } from 'react';

import { randomAlphanumeric } from '../../../lib/crypto/random';

/** A fresh idempotency key (docs/api.md: 8–64 of `[A-Za-z0-9_-]`). */
export const newSlipKey = () => `s${randomAlphanumeric(20)}`;

/**
 * One key per slip: the same while the slip (numero and bets) is unchanged, so a retry after a lost
 * answer is booked once; a new one as soon as the slip changes.
 */
export function useSlipKey(signature: string): string {
  const [slip, setSlip] = useState(() => ({ signature, key: newSlipKey() }));
  if (slip.signature === signature) return slip.key;
  const next = { signature, key: newSlipKey() };
  setSlip(next);
  return next.key;
}
