import styled from 'styled-components';

import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n';
import type { DepositForm } from '../use-deposit-form';
import { problemText } from '../texts';

const Box = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.touchTarget + 8}px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  font-size: 20px;
  font-weight: 600;
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    outline: none;
  }
`;

export const Hint = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme, $error }) => ($error ? theme.palette.danger : theme.palette.textMuted)};
  font-size: 13px;
`;

/** The amount input with the currency symbol, the channel's limits and the amount's problem. */
export function AmountField({ form, symbol }: { form: DepositForm; symbol: string }) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const { channel, problem } = form;
  return (
    <div>
      <Box>
        <span aria-hidden>{symbol}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('form.amount')}
          placeholder={t('form.amount_placeholder')}
          value={form.amountText}
          onChange={(event) => form.chooseAmount(event.target.value)}
          data-testid="deposit-amount"
        />
      </Box>
      {problem ? (
        <Hint $error role="alert" data-testid="deposit-amount-error">
          {problemText(t, problem, money)}
        </Hint>
      ) : channel ? (
        <Hint data-testid="deposit-limits">
          {t('form.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        </Hint>
      ) : null}
    </div>
  );
}
