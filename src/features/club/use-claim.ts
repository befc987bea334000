import { useState } from 'react';

import { randomAlphanumeric } from '../../lib/crypto/random';
import { useClaimRebate } from './api/claim-rebate';

const newRequestId = () => `rb${randomAlphanumeric(22)}`;

/**
 * The claim with its idempotency key: the same key while a claim is unanswered or failed on the
 * network (a retry pays once), a new key after the server answered.
 */
export function useClaim() {
  const [requestId, setRequestId] = useState(newRequestId);
  const mutation = useClaimRebate();
  const claim = () =>
    mutation.mutate(requestId, {
      onSuccess: () => setRequestId(newRequestId()),
      onError: (error) => {
        if ((error as { code?: string }).code?.startsWith('rebate.')) setRequestId(newRequestId());
      },
    });
  return { ...mutation, claim };
}
