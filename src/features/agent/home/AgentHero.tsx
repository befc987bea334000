import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { walletBalanceQuery } from '../../../entities/wallet/wallet-balance';
import { useTranslation } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { useMoney } from '../../../lib/use-money';
import { Button, InlineRetry } from '../../../ui';
import { greetingOf } from './greeting';
import { observed } from './use-agent-home-load';

const Hero = styled.section`
  padding: ${({ theme }) => theme.spacing(5)} ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  h1 {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 600;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.spacing(3)};
    color: ${({ theme }) => theme.palette.primaryTextMuted};
  }
  strong {
    font-size: 1.6rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** Greeting by the device's hour, username, total balance, withdraw and deposit. */
export function AgentHero() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const money = useMoney();
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const { data, isError, isFetching, refetch } = useQuery(observed(walletBalanceQuery()));
  const balance = data?.sumBalance;
  const greeting = greetingOf(new Date().getHours());
  return (
    <Hero data-testid="agent-hero">
      <h1 data-testid="agent-greeting" data-greeting={greeting}>
        {t(`home.greeting.${greeting}`)}, <span data-testid="agent-username">{userName}</span>
      </h1>
      <small>{t('home.totalBalance')}</small>
      {isError && !isFetching ? (
        <InlineRetry
          message={t('labels.balanceFailed', { ns: 'shell' })}
          onRetry={() => void refetch()}
          data-testid="agent-balance-failed"
        />
      ) : (
        <strong data-testid="agent-balance">{balance === undefined ? '…' : money(balance)}</strong>
      )}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => navigate('/m/withdraw')}
          data-testid="agent-withdraw"
        >
          {t('home.withdraw')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => navigate('/m/voucherCenter')}
          data-testid="agent-deposit"
        >
          {t('home.deposit')}
        </Button>
      </Actions>
    </Hero>
  );
}
