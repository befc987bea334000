import { useNavigate, useSearchParams } from 'react-router-dom';

import { useSessionStore } from '../../lib/session-store';
import { useTenant } from '../../tenant/hooks';
import { type OpenedSession, safeRedirect, sessionFromLogin } from './session-from-login';

/** Stores the session of a login answer and leaves for the `redirect` page (or home). */
export function useLoginSuccess() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSessionStore((state) => state.setSession);
  return (result: OpenedSession) => {
    setSession(sessionFromLogin(result, tenant.merchantCode));
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
