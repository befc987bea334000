import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../tenant/hooks';
import { SystemPage } from './SystemPage';

/** Access denied by location or IP (start-up mode). */
export function RegionRestrictedScreen() {
  const { t } = useTranslation('shell');
  const { status } = useSiteSettings();
  return (
    <SystemPage icon="globe" title={t('system.restrictedTitle')}>
      <p>{t('system.restrictedBody')}</p>
      {status.location && <p>{t('system.restrictedLocation', { location: status.location })}</p>}
    </SystemPage>
  );
}
