import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from './security-keys';

/** A security-centre change: refreshes what is set once it went through. */
export function useSecurityMutation<Request, Answer>(call: (request: Request) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.config() }),
  });
}
