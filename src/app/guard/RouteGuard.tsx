import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import type { RouteDef } from '../../registry';
import { useGateContext } from '../../registry/context/use-gate-context';
import { toast } from '../../ui/toast-store';
import { decideAccess } from './access';

function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    toast.show(t(message));
  }, [t, message]);
  return <Navigate to={to} replace />;
}

/** Renders the route only when {@link decideAccess} allows it; otherwise redirects. */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const ctx = useGateContext();
  const location = useLocation();
  const decision = decideAccess(route, ctx, `${location.pathname}${location.search}`);
  if (decision.kind === 'allow') return children;
  if (decision.message) return <RedirectWithMessage to={decision.to} message={decision.message} />;
  return <Navigate to={decision.to} replace />;
}
