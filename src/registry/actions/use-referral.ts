import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAvailablePromotions } from '../../entities/promotions/available-promotions';
import { useTranslation } from '../../lib/i18n';
import { confirm, toast } from '../../ui';
import { isPromoEnabled } from '../context/promotions';

/**
 * Invite friends (spec §6): needs the REFERRAL promotion, else 'contact_service'. The popup leads to the
 * invite-friends page, where the member's own link is managed.
 */
export function useReferralAction(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data } = useAvailablePromotions();
  return useCallback(async () => {
    if (!isPromoEnabled(data, 'REFERRAL')) {
      toast.show(t('common:contact_service'));
      return;
    }
    const open = await confirm({
      title: t('labels.inviteFriends'),
      message: t('messages.referral_intro'),
      submitLabel: t('labels.inviteNow'),
      cancelLabel: t('common:cancel'),
    });
    if (open) navigate('/m/inviteFriends');
  }, [data, t, navigate]);
}
