import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { useFlag } from '../../tenant/hooks';
import { Button, ErrorState, LoadingIndicator } from '../../ui';
import { useManualRebate } from './api/get-manual-rebate';
import { ClaimResult } from './components/ClaimResult';
import { RebateTable } from './components/RebateTable';
import { useClaim } from './use-claim';

const Page = styled.div`
  display: grid;
  gap: 12px;
  padding: 12px;
`;

const Card = styled.section`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 4px 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.8rem;
  }
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

/** `/m/member/manualRebate`: the rebate earned so far per game type, and its claim. */
export function ManualRebateScreen() {
  const { t } = useTranslation('club');
  const money = useMoney();
  const showReport = useFlag('PLYRBT');
  const { data, isPending, isError, error, refetch, isFetching } = useManualRebate();
  const claim = useClaim();
  // The server's own words for the rebate codes are English only: ours are translated.
  const claimError = (failure: unknown) => {
    const code = isApiError(failure) ? failure.code : '';
    if (code === 'rebate.nothing') return t('rebate.nothing');
    if (code === 'rebate.below.minimum')
      return t('rebate.belowMinimum', { amount: money(data?.minAmount ?? 0) });
    return errorMessage(t, failure);
  };
  if (isPending) return <LoadingIndicator />;
  if (isError)
    return <ErrorState message={errorMessage(t, error)} onRetry={() => void refetch()} />;
  const hint =
    data.totalAmount <= 0
      ? t('rebate.nothing')
      : data.claimable
        ? null
        : t('rebate.belowMinimum', { amount: money(data.minAmount) });
  return (
    <Page data-testid="manual-rebate-screen">
      {claim.data && <ClaimResult claim={claim.data} onClose={() => claim.reset()} />}
      <Card>
        <h2 data-testid="rebate-level">{t('rebate.level', { level: data.levelName })}</h2>
        <p>{t('rebate.hint')}</p>
        <RebateTable
          rows={data.rows}
          totalBet={data.totalBet}
          totalAmount={data.totalAmount}
          testId="rebate-available"
        />
        <p>{t('rebate.minimum', { amount: money(data.minAmount) })}</p>
        {hint && <p data-testid="rebate-hint">{hint}</p>}
        {claim.isError && (
          <p role="alert" data-testid="rebate-error">
            {claimError(claim.error)}
          </p>
        )}
      </Card>
      <Button
        block
        loading={claim.isPending}
        disabled={!data.claimable || isFetching}
        onClick={claim.claim}
        data-testid="rebate-claim"
      >
        {t('rebate.claim')}
      </Button>
      {showReport && (
        <Card>
          <Link to="/m/member/rebateReport" data-testid="rebate-report-link">
            {t('rebate.report')}
          </Link>
        </Card>
      )}
    </Page>
  );
}
