import { Suspense } from 'react';

import { useTranslation } from '../lib/i18n';
import type { Route } from '../registry';
import { LoadingIndicator } from '../ui';
import { RouteGuard } from './guard/RouteGuard';
import { screens } from './screens';

/** One registry route: access guard, then its lazy screen with a delayed loading indicator. */
export function RouteScreen({ route }: { route: Route }) {
  const { t } = useTranslation('shell');
  const Screen = screens[route.screen];
  return (
    <RouteGuard route={route}>
      <Suspense fallback={<LoadingIndicator label={t('labels.loading')} />}>
        <Screen />
      </Suspense>
    </RouteGuard>
  );
}
