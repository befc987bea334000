import { queryOptions, useQuery } from '@tanstack/react-query';

import { getRegistrationRules } from '../../../contract/account';
import { call } from '../api-call';
import { systemKeys } from '../system-keys';
import { parseRuleSet } from './rule-set';

/** Registration settings and login rules (`GET /wps/system/setting/register`, docs/api.md). */
export const ruleSetQuery = () =>
  queryOptions({
    queryKey: systemKeys.registrationRules(),
    queryFn: ({ signal }) => call(getRegistrationRules, { signal }),
    // Read leniently: the platform's own names of the per-field keys are unknown (protocol.md §6).
    select: parseRuleSet,
    staleTime: 5 * 60_000,
    // Screens fall back to the built-in rules when this fails and mount their forms, which use the
    // rule set too: a retry on their mount would unmount them again and loop for ever.
    retryOnMount: false,
  });

/** The rule set; `data` is undefined until it arrives (forms then use the built-in defaults). */
export const useRuleSet = () => useQuery(ruleSetQuery());
