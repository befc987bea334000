import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { BankCard } from '../types';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primarySoft};
  }
  span {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

/** The member's cards as radio options (name, type, masked number). */
export function CardPicker(props: {
  cards: BankCard[];
  value?: number;
  onChange(id: number): void;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <List role="radiogroup" aria-label={t('card.title')} data-testid="withdraw-cards">
      {props.cards.map((card) => (
        <Option key={card.id} data-testid={`withdraw-card-${card.id}`}>
          <input
            type="radio"
            name="bankCard"
            checked={card.id === props.value}
            onChange={() => props.onChange(card.id)}
          />
          <span>
            <span>{card.bankName}</span>
            <small>
              {t(`cardType.${card.cardType}`)} · {card.accountNumber} · {card.holderName}
            </small>
          </span>
        </Option>
      ))}
    </List>
  );
}
