import { Link } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import { useCurrentRoute } from '../../registry/use-current-route';
import { SystemPage } from './SystemPage';

/** Placeholder for routes whose screens arrive in later issues: the title and a plain sentence. */
export function ComingSoonScreen() {
  const { t } = useTranslation('shell');
  const route = useCurrentRoute();
  const title = route ? t(route.chrome.titleKey) : '';
  return (
    <SystemPage icon="calendar" title={title}>
      <p data-testid="coming-soon">{t('system.comingSoon')}</p>
      <Link to="/m/home">{t('labels.backHome')}</Link>
    </SystemPage>
  );
}
