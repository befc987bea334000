import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useTenant } from '../../tenant/hooks';
import { toast } from '../../ui';
import { useFreePlay } from './api/freeplay';
import { sessionFromLogin } from './session-from-login';

/** Free play (spec §4): loading toast, trial session (trialName kept by the store), then home. */
export function useFreePlayAction() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const setSession = useSessionStore((state) => state.setSession);
  const mutation = useFreePlay();
  const start = async () => {
    const waiting = toast.loading(t('common:in_please_wait'));
    try {
      const result = await mutation.mutateAsync();
      waiting.hide();
      setSession(sessionFromLogin(result, tenant.trialMerchantCode));
      navigate('/m/home', { replace: true });
    } catch (failure) {
      waiting.hide();
      toast.show(errorMessage(t, failure));
    }
  };
  return { start, pending: mutation.isPending };
}
