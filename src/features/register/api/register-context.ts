import { isStandalone } from '../../../lib/device';
import { loginDeviceId } from '../../../lib/storage';

/** Fields every registration payload carries (spec §3): where and how the player registered. */
export function registerContext(domain: string | undefined) {
  return {
    registerUrl: window.location.host,
    registerMethod: isStandalone() ? 'PWA' : 'H5',
    domain: domain || window.location.hostname,
    type: 0,
    loginDeviceId: loginDeviceId(),
  };
}
