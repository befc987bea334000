import { useCallback } from 'react';

import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../tenant/hooks';
import { toast } from '../../ui';
import { openExternal } from './open-external';

/** Opens the site's online customer service: live chat first, else the first channel configured. */
export function useOpenCustomerService(): () => void {
  const { customerService } = useSiteSettings();
  const { t } = useTranslation('shell');
  return useCallback(() => {
    const channel = customerService.find((cs) => cs.channel === 'LIVECHAT') ?? customerService[0];
    if (channel) openExternal(channel.url);
    else toast.show(t('common:contact_service'));
  }, [customerService, t]);
}
