import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import type { RouteDef } from '../../registry';
import { useGateContext } from '../../registry/context/use-gate-context';
import { LoadingIndicator } from '../../ui';
import { toast } from '../../ui/toast-store';
import { decideAccess, FEATURE_UNAVAILABLE, offRedirectFor } from './access';
import { usePlatformSaysOff } from './use-platform-says-off';

function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    toast.show(t(message));
  }, [t, message]);
  return <Navigate to={to} replace />;
}

/**
 * Renders the route only when {@link decideAccess} allows it; otherwise redirects. A gated page
 * whose data the platform refuses as `function.not.available` is off too: same redirect, same toast.
 */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const ctx = useGateContext();
  const location = useLocation();
  const decision = decideAccess(route, ctx, `${location.pathname}${location.search}`);
  const platformSaysOff = usePlatformSaysOff(
    decision.kind === 'allow' && route.gate !== undefined ? location.key : null,
  );
  if (decision.kind === 'wait') return <LoadingIndicator label={t('labels.loading')} />;
  if (decision.kind === 'allow' && platformSaysOff)
    return <RedirectWithMessage to={offRedirectFor(route, ctx)} message={FEATURE_UNAVAILABLE} />;
  if (decision.kind === 'allow') return children;
  if (decision.message) return <RedirectWithMessage to={decision.to} message={decision.message} />;
  return <Navigate to={decision.to} replace />;
}
