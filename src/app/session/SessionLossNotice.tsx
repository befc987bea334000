import { useEffect } from 'react';

import { onSessionLost } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../ui';

/**
 * Tells the user when the platform ended the session. The session is already cleared; route guards
 * then move them off member pages, so there is nothing to navigate here.
 */
export function SessionLossNotice() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    return onSessionLost(() => void toast.show(t('common:logged_out')));
  }, [t]);
  return null;
}
