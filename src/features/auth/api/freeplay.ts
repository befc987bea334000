import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { LoginResult } from './login';

/** `POST /wps/session/login/freeplay`: a new free-trial account (customer type 4). */
export const startFreePlay = () => api.post<LoginResult>('/wps/session/login/freeplay', {});

export const useFreePlay = () => useMutation({ mutationFn: startFreePlay });
