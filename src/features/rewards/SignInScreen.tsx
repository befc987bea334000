import { useState } from 'react';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { alert, Button, ErrorState, LoadingIndicator } from '../../ui';
import { SummaryBar } from '../../ui/report';
import { useSignInCalendar } from './api/get-sign-in';
import type { SignInResult } from '../../../contract/rewards';
import { useSignIn } from './api/sign-in';
import { SignInCalendar } from './components/SignInCalendar';
import { newRequestId } from './request-id';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.85rem;
  }
`;

const Result = styled.p`
  && {
    color: ${({ theme }) => theme.palette.success};
    font-weight: 600;
  }
`;

/** `/m/activity/signIn`: this month's calendar, today's sign-in with its reward, and the streak. */
export function SignInScreen() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const { data, isPending, isError, error, refetch } = useSignInCalendar();
  const signIn = useSignIn();
  const [requestId, setRequestId] = useState(newRequestId);
  const [result, setResult] = useState<SignInResult | null>(null);
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={rewardError(t, error)} onRetry={() => void refetch()} />;
  const sign = () =>
    signIn.mutate(requestId, {
      onSuccess: (answer) => {
        setResult(answer);
        setRequestId(newRequestId());
      },
      onError: (failure) => void alert({ message: rewardError(t, failure) }),
    });
  return (
    <Page data-testid="sign-in-screen">
      <h2>{t('signIn.month', { month: data.month })}</h2>
      <SummaryBar
        items={[
          { label: t('signIn.streak'), value: t('signIn.days', { count: data.streak }) },
          { label: t('signIn.todayReward'), value: money(data.todayReward) },
          { label: t('signIn.monthTotal'), value: money(data.monthTotal) },
        ]}
      />
      <Button
        block
        disabled={data.signedToday || signIn.isPending}
        onClick={sign}
        data-testid="sign-in-button"
      >
        {data.signedToday
          ? t('signIn.signed')
          : t('signIn.sign', { amount: money(data.todayReward) })}
      </Button>
      {result && (
        <Result role="status" data-testid="sign-in-result">
          {t('signIn.rewarded', { amount: money(result.reward), count: result.streak })}
        </Result>
      )}
      <SignInCalendar calendar={data} weekdays={t('signIn.weekdays').split(',')} />
      <p>
        {t('signIn.rules', { rewards: data.rewards.map((reward) => money(reward)).join(' · ') })}
      </p>
    </Page>
  );
}
