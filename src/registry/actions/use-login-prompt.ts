import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import { confirm } from '../../ui';

/** The login popup guests get when they tap something that needs a session (spec §2, §4). */
export function useLoginPrompt(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(async () => {
    const goLogin = await confirm({
      message: t('common:not_logged_in'),
      submitLabel: t('labels.login'),
      cancelLabel: t('common:cancel'),
    });
    if (goLogin) navigate(`/m/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
  }, [t, navigate, pathname, search]);
}
