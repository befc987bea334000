import styled from 'styled-components';

import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { useContract } from './api/get-contract';
import { ContractAnswer } from './components/ContractAnswer';
import { ContractCard } from './components/ContractCard';
import { PayoutList } from './components/PayoutList';
import { TermsTable } from './components/TermsTable';
import type { ContractKind } from '../../../contract/agent-contracts';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  h3 {
    margin: 0;
    font-size: 0.9rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.8rem;
  }
`;

/** A contract page: the contract and its terms, the answer while offered, the payout history. */
function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { data, isPending, isError, error, refetch } = useContract(kind);
  if (isPending) return <LoadingIndicator />;
  if (isError)
    return <ErrorState message={errorMessage(t, error)} onRetry={() => void refetch()} />;
  const { contract, payouts } = data;
  if (!contract)
    return (
      <div data-testid="contract-screen">
        <EmptyState title={t('none')} description={t(`noneHint.${kind}`)} />
      </div>
    );
  return (
    <Page data-testid="contract-screen">
      <Card>
        <ContractCard contract={contract} />
      </Card>
      <Card>
        <h3>{t('terms')}</h3>
        <p>{t(`termsHint.${kind}`)}</p>
        <TermsTable kind={kind} terms={contract.terms} />
      </Card>
      {contract.status === 'offered' && <ContractAnswer kind={kind} contractId={contract.id} />}
      <Card>
        <h3>{t('payouts')}</h3>
        <PayoutList kind={kind} payouts={payouts} />
      </Card>
    </Page>
  );
}

/** `/m/member/agent/getSalaryContract`: the daily salary contract. */
export const SalaryContractScreen = () => <ContractScreen kind="dailySalary" />;
/** `/m/member/agent/getDevidendContract`: the dividend contract. */
export const DividendContractScreen = () => <ContractScreen kind="dividend" />;
/** `/m/member/agent/getHourContract`: the hourly salary contract. */
export const HourContractScreen = () => <ContractScreen kind="hourSalary" />;
