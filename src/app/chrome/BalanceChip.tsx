import styled from 'styled-components';

import { useWalletBalance } from '../../entities/wallet/wallet-balance';
import { formatAmount } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { Icon } from '../../registry/Icon';
import { InlineRetry } from '../../ui';
import { useShellUi } from './ui-store';

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding-inline-start: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.primaryChip};
  font-variant-numeric: tabular-nums;
`;

/** Two short lines beside Retry, so the header keeps its height in every language. */
const FailedChip = styled(Chip)`
  padding: 4px;
  padding-inline-start: 10px;
  min-width: 0;
  & > span {
    flex-wrap: nowrap;
    font-size: 0.72rem;
  }
`;

const Plain = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  padding: 8px 4px;
`;

/**
 * Balance with hide and refresh (spec §4 "Balance"): refreshing hides the amount until it reloads;
 * a failed load says so, with Retry. `compact` (pages with a title) shows the amount alone: it opens
 * the header menu, which refreshes and hides the balance too, and the title keeps its room.
 */
export function BalanceChip({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { data, isFetching, isError, refetch } = useWalletBalance();
  const hidden = useShellUi((state) => state.balanceHidden);
  const toggle = useShellUi((state) => state.toggleBalance);
  const setMenuOpen = useShellUi((state) => state.setHeaderMenuOpen);
  const amount = data?.sumBalance;
  if (isError && !isFetching)
    return (
      <FailedChip>
        <InlineRetry
          message={t('labels.balanceFailed')}
          onRetry={() => void refetch()}
          data-testid="header-balance-failed"
        />
      </FailedChip>
    );
  const text =
    hidden || isFetching || amount === undefined ? '****' : formatAmount(amount, currentLanguage());
  return (
    <Chip>
      <Plain
        // The name holds what the button shows (WCAG 2.5.3, label in name), after what it is.
        aria-label={`${t('labels.balance')} ${text}`}
        onClick={() => setMenuOpen(true)}
        data-testid="header-balance"
      >
        {text}
      </Plain>
      {!compact && (
        <>
          <Plain aria-label={t('labels.toggleBalance')} onClick={toggle}>
            <Icon name="eye" size="1.1em" />
          </Plain>
          <Plain
            aria-label={t('labels.refreshBalance')}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <Icon name="refresh" size="1.1em" />
          </Plain>
        </>
      )}
    </Chip>
  );
}
