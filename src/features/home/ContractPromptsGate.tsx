import { Suspense, useEffect, useState } from 'react';

import { CONTRACT_EXEMPT_TYPES } from '../../../schema/constants';
import { useCustomerType } from '../../lib/session-store';
import { whenIdle } from './when-idle';
import { retryableLazy } from '../../lib/retryable-lazy';

const ContractPrompts = retryableLazy(() => import('./contract-prompts/ContractPrompts'));

const exempt: readonly number[] = CONTRACT_EXEMPT_TYPES;

/**
 * Spec §4: sessions not of types 4, 40, 41, 42 are checked for pending contracts on home. The check
 * and its prompts are a chunk of their own, fetched once the page is idle.
 */
export function ContractPromptsGate() {
  const type = useCustomerType();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    return whenIdle(() => setIdle(true));
  }, []);
  const state = !idle ? 'waiting' : type === null || exempt.includes(type) ? 'exempt' : 'checking';
  // The decision is marked (hidden) so tests know it was made instead of waiting to see no call.
  const marker = <span hidden data-testid="contract-check" data-state={state} />;
  if (state !== 'checking') return marker;
  return (
    <>
      {marker}
      <Suspense fallback={null}>
        <ContractPrompts />
      </Suspense>
    </>
  );
}
