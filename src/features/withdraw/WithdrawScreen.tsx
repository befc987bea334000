import styled from 'styled-components';

import { useWalletBalance } from '../../entities/wallet/wallet-balance';
import { useTranslation } from '../../lib/i18n';
import { ErrorState, LoadingIndicator } from '../../ui';
import { useBankCards } from './api/get-bank-cards';
import { useBankList } from './api/get-bank-list';
import { useWithdrawSettings } from './api/get-withdraw-settings';
import { BalanceSummary } from './components/BalanceSummary';
import { PasswordPrompt } from './components/PasswordPrompt';
import { WithdrawForm } from './components/WithdrawForm';
import { WithdrawResult } from './components/WithdrawResult';
import type { BankCard, BankList, WithdrawSettings } from './types';
import { useWithdrawForm } from './use-withdraw-form';
import { withdrawErrorText } from './withdraw-error';

const Page = styled.div`
  min-height: 100%;
  padding-bottom: ${({ theme }) => theme.spacing(8)};
  background: ${({ theme }) => theme.palette.background};
`;

/** `/m/withdraw`: balance and rules, payout cards, amount with fee, payment password, result. */
export function WithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  const banks = useBankList();
  const queries = [settings, cards, banks];
  const failed = queries.find((query) => query.isError);
  let body;
  if (failed)
    body = (
      <ErrorState
        message={withdrawErrorText(t, failed.error)}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
      />
    );
  else if (!settings.data || !cards.data || !banks.data) body = <LoadingIndicator />;
  else body = <Loaded settings={settings.data} cards={cards.data.cards} banks={banks.data} />;
  return <Page data-testid="withdraw-screen">{body}</Page>;
}

function Loaded(props: { settings: WithdrawSettings; cards: BankCard[]; banks: BankList }) {
  const balance = useWalletBalance().data?.sumBalance;
  const form = useWithdrawForm(props.settings, props.cards, balance);
  if (form.result) return <WithdrawResult result={form.result} onAgain={form.clearResult} />;
  return (
    <>
      <BalanceSummary balance={balance} settings={props.settings} />
      {props.settings.needPassword && !props.settings.hasPassword && <PasswordPrompt />}
      <WithdrawForm form={form} {...props} />
    </>
  );
}
