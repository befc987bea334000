import styled from 'styled-components';

import { formatAmount } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { gameNameText } from '../shared/game-name';
import type { Order } from '../types';
import { OrderDetailView } from './OrderDetailView';
import { orderDisplayStatus } from './order-status';
import { StatusLabel } from './StatusLabel';

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  padding: 8px 0;
`;

const Head = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

export interface OrderRowProps {
  order: Order;
  expanded: boolean;
  onToggle(orderId: number): void;
}

/** An order in my list: game, numero, stake, status and win; tap for its detail. */
export function OrderRow({ order, expanded, onToggle }: OrderRowProps) {
  const { t, i18n } = useTranslation('shell');
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const status = orderDisplayStatus(order);
  return (
    <Item data-testid={`lottery-order-${order.orderId}`}>
      <Head type="button" aria-expanded={expanded} onClick={() => onToggle(order.orderId)}>
        <Line>
          <strong>{gameNameText(t, order.gameId, order.gameName)}</strong>
          <StatusLabel status={status} testId={`lottery-order-status-${order.orderId}`} />
        </Line>
        <Line>
          <span>{t('lottery.issue', { numero: order.numero })}</span>
          <span>{formatDate(order.createdAt, 'dayTime', currentLanguage())}</span>
        </Line>
        <Line>
          <span>{t('lottery.stake', { amount: money(order.totalAmount) })}</span>
          {status === 'won' && (
            <span data-testid={`lottery-order-win-${order.orderId}`}>
              {t('lottery.win', { amount: money(order.winAmount) })}
            </span>
          )}
        </Line>
      </Head>
      {expanded && <OrderDetailView orderId={order.orderId} />}
    </Item>
  );
}
