import { touchSession as touchSessionEndpoint } from '../../../../contract/session';
import { call } from '../../../lib/api-call';

/** `GET /wps/session/touch`: renews the session's idle timer (agent home load, spec §4). */
export const touchSession = () => call(touchSessionEndpoint);
