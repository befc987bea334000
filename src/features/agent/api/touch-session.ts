import { api } from '../../../lib/api-client';

/** `GET /wps/session/touch`: renews the session's idle timer (agent home load, spec §4). */
export const touchSession = () => api.get<unknown>('/wps/session/touch');
