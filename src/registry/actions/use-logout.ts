import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { logOut } from '../../../contract/session';
import { memberKeys } from '../../entities/member/member-keys';
import { call } from '../../lib/api-call';
import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { confirm, toast } from '../../ui';

/**
 * Logout of spec §4: confirm 'in_sure_logout', 'please wait', `DELETE /wps/session/logout`, then clear
 * the session even when the call failed, and go home. Resolves true when the user signed out.
 */
export function useLogout(): () => Promise<boolean> {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clearSession);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const sure = await confirm({
      title: t('common:prompt'),
      message: t('common:in_sure_logout'),
      cancelLabel: t('common:cancel'),
      submitLabel: t('common:submit'),
    });
    if (!sure) return false;
    const waiting = toast.loading(t('common:in_please_wait'));
    try {
      await call(logOut);
    } catch {
      // The server may have dropped the session already; the local one goes regardless.
    } finally {
      waiting.hide();
      clearSession();
      // Member info and other per-member caches (bank list, …) live under the 'member' key.
      queryClient.removeQueries({ queryKey: memberKeys.all() });
    }
    navigate('/m/home', { replace: true });
    return true;
  }, [t, navigate, clearSession, queryClient]);
}
