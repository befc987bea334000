import styled from 'styled-components';

import { useWalletBalance } from '../../../entities/wallet/wallet-balance';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { type Entry, headerMenu } from '../../../registry';
import { Icon } from '../../../registry/Icon';
import { useActivateEntry } from '../../../registry/actions/use-activate-entry';
import { Button, InlineRetry } from '../../../ui';
import { useShellUi } from '../../../ui/shell-ui-store';

const Card = styled.section`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 12px;
  margin: 0 12px 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.75rem;
  }
  strong {
    font-size: 1.3rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Tools = styled.span`
  display: inline-flex;
  vertical-align: middle;
  button {
    min-width: 36px;
    min-height: 36px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** The failure takes a row of its own: beside the actions it would squeeze them out of the card. */
const FullRow = styled.div`
  grid-column: 1 / -1;
`;

const pick = (id: string) => headerMenu.find((entry) => entry.id === id) as Entry;

/**
 * Total balance (hide, refresh) with deposit and withdraw: the member centre has no shell header.
 * A failed load says so with Retry instead of the amount and its tools.
 */
export function WalletCard() {
  const { t } = useTranslation('shell');
  const money = useMoney();
  const activate = useActivateEntry();
  const { data, isFetching, isError, refetch } = useWalletBalance();
  const hidden = useShellUi((state) => state.balanceHidden);
  const toggle = useShellUi((state) => state.toggleBalance);
  const amount = data?.sumBalance;
  const text = hidden || isFetching || amount === undefined ? '****' : money(amount);
  const failed = isError && !isFetching;
  return (
    <Card data-testid="mc-wallet">
      <div>
        <small>{t('labels.balance')}</small>
        {!failed && (
          <>
            <strong data-testid="mc-balance">{text}</strong>
            <Tools>
              <button type="button" aria-label={t('labels.toggleBalance')} onClick={toggle}>
                <Icon name="eye" size="1.1em" />
              </button>
              <button
                type="button"
                aria-label={t('labels.refreshBalance')}
                onClick={() => void refetch()}
                disabled={isFetching}
                data-testid="mc-balance-refresh"
              >
                <Icon name="refresh" size="1.1em" />
              </button>
            </Tools>
          </>
        )}
      </div>
      <Actions>
        <Button onClick={() => activate(pick('deposit'))} data-testid="mc-deposit">
          {t('labels.deposit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => activate(pick('withdraw'))}
          data-testid="mc-withdraw"
        >
          {t('labels.withdraw')}
        </Button>
      </Actions>
      {failed && (
        <FullRow>
          <InlineRetry
            message={t('labels.balanceFailed')}
            onRetry={() => void refetch()}
            data-testid="mc-balance-failed"
          />
        </FullRow>
      )}
    </Card>
  );
}
