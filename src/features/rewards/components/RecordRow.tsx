import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Button } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import type { PromotionRecord } from '../../../../contract/rewards';
import { STATUS_TONE } from './status-tone';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: center;
  strong {
    font-size: 0.95rem;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: 6px;
  grid-row: span 3;
`;

interface Props {
  record: PromotionRecord;
  claiming: boolean;
  onClaim(record: PromotionRecord): void;
}

/** One of my promotion records: title, bonus, dates, status, and the claim button when issued. */
export function RecordRow({ record, claiming, onClaim }: Props) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const date = (value: number) => formatDate(value, 'dateTime', currentLanguage());
  return (
    <Row data-testid={`record-${record.id}`}>
      <strong>{record.title}</strong>
      <Side>
        <StatusPill tone={STATUS_TONE[record.status]} data-testid="record-status">
          {t(`status.${record.status}`)}
        </StatusPill>
        {record.status === 'issued' && (
          <Button
            onClick={() => onClaim(record)}
            disabled={claiming}
            data-testid={`claim-${record.id}`}
          >
            {t('centre.claim')}
          </Button>
        )}
      </Side>
      {record.bonusAmount > 0 && <span>{t('bonus', { amount: money(record.bonusAmount) })}</span>}
      <small>{date(record.updatedAt)}</small>
      {record.status === 'issued' && record.expiresAt && (
        <small>{t('centre.claimBy', { date: date(record.expiresAt) })}</small>
      )}
      {record.comment && <small>{record.comment}</small>}
    </Row>
  );
}
