import styled from 'styled-components';

import { minor, toMajor } from '../../../../contract/money';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { TextField } from '../../../ui/form';
import { feeOf, netOf } from '../amount';
import type { WithdrawSettings } from '../types';
import type { WithdrawForm } from '../use-withdraw-form';

const Preview = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The amount, with the fee and what reaches the card worked out as the member types. */
export function AmountSection({
  form,
  settings,
}: {
  form: WithdrawForm;
  settings: WithdrawSettings;
}) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const amount = form.amount ?? minor(0);
  const problem = form.problem;
  const limit = problem && 'limit' in problem ? money(problem.limit) : '';
  return (
    <>
      <TextField
        name="amount"
        label={t('amount.label')}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder', {
          min: money(settings.minAmount),
          max: money(settings.maxAmount),
        })}
        value={form.amountText}
        onValueChange={form.chooseAmount}
        error={problem ? t(`amount.${problem.key}`, { limit }) : null}
        testId="withdraw-amount"
      />
      <Preview data-testid="withdraw-preview">
        <dt>{t('amount.fee')}</dt>
        <dd data-testid="withdraw-preview-fee">
          {money(amount > 0 ? toMajor(feeOf(settings, amount)) : 0)}
        </dd>
        <dt>{t('amount.net')}</dt>
        <dd data-testid="withdraw-preview-net">{money(toMajor(netOf(settings, amount)))}</dd>
      </Preview>
    </>
  );
}
