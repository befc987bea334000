import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { StatusPill, type StatusTone } from '../../../ui/report';
import type { Contract } from '../api/get-contract';

const TONE: Record<Contract['status'], StatusTone> = {
  offered: 'pending',
  accepted: 'good',
  rejected: 'bad',
};

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  font-size: 0.8rem;
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const when = (value: number) => formatDate(value, 'dateTime', currentLanguage());

/** Title, status and who offered the contract when; the dividend's period. */
export function ContractCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <Head>
        <h2>{t(`title.${contract.kind}`)}</h2>
        <StatusPill tone={TONE[contract.status]} data-testid="contract-status">
          {t(`status.${contract.status}`)}
        </StatusPill>
      </Head>
      <Facts>
        <dt>{t('offeredBy')}</dt>
        <dd>{contract.offeredBy ?? t('operator')}</dd>
        <dt>{t('offeredAt')}</dt>
        <dd>{when(contract.offeredAt)}</dd>
        {contract.answeredAt !== null && (
          <>
            <dt>{t('answeredAt')}</dt>
            <dd>{when(contract.answeredAt)}</dd>
          </>
        )}
        {'period' in contract.terms && (
          <>
            <dt>{t('periodLabel')}</dt>
            <dd>{t(`periodKind.${contract.terms.period}`)}</dd>
          </>
        )}
      </Facts>
    </>
  );
}
