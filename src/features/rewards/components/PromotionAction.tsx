import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { rewardError } from '../reward-error';
import { useTranslation } from '../../../lib/i18n';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useFlag } from '../../../tenant/hooks';
import { Button } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import { useApplyPromotion } from '../api/apply-promotion';
import { newRequestId } from '../request-id';
import type { PromotionDetail } from '../../../../contract/rewards';
import { ApplyForm } from './ApplyForm';
import { STATUS_TONE } from './status-tone';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

/** What the member can do with the promotion: apply, join, or see where their record stands. */
export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('rewards');
  const loggedIn = useIsLoggedIn();
  const rewardCentre = useFlag('REWCEN3');
  const navigate = useNavigate();
  const join = useApplyPromotion();
  const [requestId] = useState(newRequestId);
  const record = promotion.myRecord;
  const open = promotion.phase !== 'ended' && (!record || record.status === 'rejected');
  const canAct =
    (promotion.entry === 'apply' && promotion.phase === 'running') || promotion.entry === 'join';
  return (
    <Panel data-testid="promotion-action">
      {record && (
        <div>
          <StatusPill tone={STATUS_TONE[record.status]} data-testid="promotion-status">
            {t(`status.${record.status}`)}
          </StatusPill>
        </div>
      )}
      {record?.status === 'issued' &&
        (rewardCentre ? (
          <Link to="/m/rewardCenter">{t('info.goClaim')}</Link>
        ) : (
          <p>{t('info.issued')}</p>
        ))}
      {promotion.entry === 'auto' && !record && <p>{t('info.auto')}</p>}
      {promotion.entry === 'none' && <p>{t('info.none')}</p>}
      {promotion.phase === 'ended' && <p>{t('info.ended')}</p>}
      {open && canAct && !loggedIn && (
        <Button block onClick={() => navigate('/m/login')} data-testid="promotion-login">
          {t('info.login')}
        </Button>
      )}
      {open && canAct && loggedIn && promotion.entry === 'apply' && (
        <ApplyForm promotion={promotion} />
      )}
      {open && canAct && loggedIn && promotion.entry === 'join' && (
        <>
          <Button
            block
            disabled={join.isPending}
            onClick={() =>
              join.mutate({ promotionId: promotion.id, comment: '', images: [], requestId })
            }
            data-testid="promotion-join"
          >
            {t('info.join')}
          </Button>
          {join.isError && <p role="alert">{rewardError(t, join.error)}</p>}
        </>
      )}
    </Panel>
  );
}
