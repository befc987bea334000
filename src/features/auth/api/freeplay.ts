import { useMutation } from '@tanstack/react-query';

import { startFreePlay as startFreePlayEndpoint } from '../../../../contract/session';
import { call } from '../../../lib/api-call';

/** `POST /wps/session/login/freeplay`: a new free-trial account (customer type 4). */
export const startFreePlay = () => call(startFreePlayEndpoint, { body: {} });

export const useFreePlay = () => useMutation({ mutationFn: startFreePlay });
