import { formatDate } from '../../lib/format-date';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../tenant/hooks';
import { SystemPage } from './SystemPage';

/** Platform under maintenance (start-up mode and /m/maintenance); shows the end time when known. */
export function MaintenanceScreen() {
  const { t } = useTranslation('shell');
  const { status } = useSiteSettings();
  return (
    <SystemPage icon="settings" title={t('system.maintenanceTitle')}>
      <p>{t('system.maintenanceBody')}</p>
      {status.endTime !== undefined && (
        <p data-testid="maintenance-end">
          {t('system.maintenanceUntil', {
            time: formatDate(status.endTime, 'dateTime', currentLanguage()),
          })}
        </p>
      )}
    </SystemPage>
  );
}
