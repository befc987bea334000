import styled from 'styled-components';

import { useMoney } from '../../../lib/use-money';
import type { DepositForm } from '../use-deposit-form';

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

const Chip = styled.button<{ $active: boolean }>`
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.border)};
  border-radius: 999px;
  background: ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.surface)};
  color: ${({ theme, $active }) => ($active ? theme.palette.primaryText : theme.palette.text)};
  font: inherit;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** The channel's quick amounts as chips; tapping one fills the amount. */
export function AmountChips({ form }: { form: DepositForm }) {
  const money = useMoney();
  return (
    <Chips>
      {form.channel?.quickAmounts.map((amount) => (
        <Chip
          key={amount}
          type="button"
          $active={form.amountText === String(amount)}
          aria-pressed={form.amountText === String(amount)}
          onClick={() => form.chooseAmount(String(amount))}
          data-testid={`deposit-quick-${amount}`}
        >
          {money(amount)}
        </Chip>
      ))}
    </Chips>
  );
}
