import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { useFlag } from '../../../tenant';
import { Button } from '../../../ui';
import { StatusPill } from '../../../ui/report';
import type { WithdrawalResult } from '../api/create-withdrawal';
import { Muted, Panel, PanelTitle } from './Panel';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(3)} 0;
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The accepted request: pending review, what was debited and what will arrive. */
export function WithdrawResult({ result, onAgain }: { result: WithdrawalResult; onAgain(): void }) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const navigate = useNavigate();
  const showReport = useFlag('WITHREC3');
  const { withdrawal } = result;
  return (
    <Panel role="status" data-testid="withdraw-result">
      <PanelTitle>{t('result.title')}</PanelTitle>
      <StatusPill tone="pending">{t('status.pending')}</StatusPill>
      <Muted>{t('result.text')}</Muted>
      <Facts>
        <dt>{t('report.orderNo')}</dt>
        <dd data-testid="withdraw-result-order">{withdrawal.orderNo}</dd>
        <dt>{t('amount.label')}</dt>
        <dd data-testid="withdraw-result-amount">{money(withdrawal.amount)}</dd>
        <dt>{t('amount.fee')}</dt>
        <dd>{money(withdrawal.fee)}</dd>
        <dt>{t('amount.net')}</dt>
        <dd>{money(withdrawal.netAmount)}</dd>
        <dt>{t('card.title')}</dt>
        <dd>
          {withdrawal.bankCard.bankName} {withdrawal.bankCard.accountNumber}
        </dd>
        <dt>{t('result.balance')}</dt>
        <dd data-testid="withdraw-result-balance">{money(result.balance)}</dd>
      </Facts>
      {showReport && (
        <Button
          block
          variant="secondary"
          onClick={() => void navigate('/m/withdrawReport')}
          data-testid="withdraw-result-report"
        >
          {t('result.report')}
        </Button>
      )}
      <Button block variant="ghost" onClick={onAgain} data-testid="withdraw-again">
        {t('result.again')}
      </Button>
    </Panel>
  );
}
