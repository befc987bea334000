import styled from 'styled-components';

import { toMajor } from '../../../../contract/money';
import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { slipBetCount, slipTotal } from './bet-math';
import type { CartRow } from './use-bet-slip';

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-size: 0.85rem;
  word-break: break-all;
`;

export interface BetCartProps {
  rows: readonly CartRow[];
  onRemove(rowId: number): void;
  onClear(): void;
  onPlace(): void;
  placing: boolean;
}

/** The slip: its rows, bet count and total, and the place-bet button. */
export function BetCart({ rows, onRemove, onClear, onPlace, placing }: BetCartProps) {
  const { t, i18n } = useTranslation('shell');
  const money = (amount: number) => formatAmount(amount, i18n.language);
  return (
    <section data-testid="lottery-cart" aria-label={t('lottery.cart')}>
      <h3 style={{ margin: '8px 0', fontSize: '1rem' }}>{t('lottery.cart')}</h3>
      {rows.length === 0 ? (
        <p>{t('lottery.cartEmpty')}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <Row key={row.rowId} data-testid="lottery-cart-row">
              <span>
                {t(`lottery.plays.${row.playId}.name`, { defaultValue: row.playId })}: {row.content}
                <br />
                {t('lottery.rowSummary', {
                  bets: row.betCount,
                  unit: money(row.unit),
                  multiple: row.multiple,
                  amount: money(row.amount),
                })}
              </span>
              <Button variant="ghost" onClick={() => onRemove(row.rowId)}>
                {t('lottery.remove')}
              </Button>
            </Row>
          ))}
        </ul>
      )}
      <p data-testid="lottery-cart-total">
        {t('lottery.cartTotal', {
          bets: slipBetCount(rows),
          total: money(toMajor(slipTotal(rows))),
        })}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onClick={onClear} disabled={!rows.length || placing}>
          {t('lottery.clearCart')}
        </Button>
        <Button
          block
          onClick={onPlace}
          disabled={!rows.length}
          loading={placing}
          data-testid="lottery-place-bet"
        >
          {t('lottery.placeBet')}
        </Button>
      </div>
    </section>
  );
}
