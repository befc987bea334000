import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import { envelope } from '../../src/lib/fetch-double';

let checks = 0;
let offerId = 0;

/**
 * The platform's answer to home's contract check: a daily salary waits (a new contract id per
 * mount, so no earlier row's "seen in this session" hides it). Counts the calls of this mount.
 */
export function contractCheckRoute() {
  checks = 0;
  offerId += 1;
  const id = offerId;
  return {
    '/wps/relay/MCSFE_checkContracts': () => {
      checks += 1;
      return envelope({
        dailysalreqtype: 1,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
        offers: [{ kind: 'dailySalary', id }],
      });
    },
  };
}

/**
 * Spec §4 on /m/home: whether home checks for pending contracts (the call, then its prompt), read
 * once home's idle-time work has run; the prompt is cancelled so the walk goes on without it.
 */
export async function observeContractPrompts(): Promise<SurfaceValues> {
  // Home decides once idle (200 ms after load here: jsdom has no requestIdleCallback).
  const gate = await screen.findByTestId('contract-check', {}, { timeout: 10_000 });
  await waitFor(() => expect(gate.dataset.state).not.toBe('waiting'));
  if (gate.dataset.state === 'exempt') return { contractPrompts: ['no contract check'] };
  await waitFor(() => expect(checks).toBeGreaterThan(0));
  const prompt = await screen
    .findByTestId('contract-prompt', {}, { timeout: 10_000 })
    .catch(() => null);
  if (!prompt) return { contractPrompts: ['checked, no prompt shown'] };
  act(() => {
    fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
  });
  await waitFor(() => expect(screen.queryByTestId('contract-prompt')).toBeNull());
  return { contractPrompts: ['checks salary, dividend, hourly contracts'] };
}
