import { type FormEvent, useState } from 'react';

import { isApiError, NETWORK_ERROR, NETWORK_TIMEOUT } from '../../../lib/api-client';
import { randomAlphanumeric } from '../../../lib/crypto/random';
import { recordsError } from '../records-error';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Button, confirm, toast } from '../../../ui';
import { TextField } from '../../../ui/form';
import type { UplineTransferInfo } from '../api/get-upline-transfer';
import { useTransferToUpline } from '../api/transfer-to-upline';
import { amountError } from './transfer-input';

const newRequestId = () => `t${randomAlphanumeric(24)}`;
/** A lost answer keeps the key, so the retry is booked once; any real answer ends it. */
const isLostAnswer = (error: unknown) =>
  isApiError(error) && (error.code === NETWORK_ERROR || error.code === NETWORK_TIMEOUT);

export interface TransferFormProps {
  info: UplineTransferInfo;
  balance: number;
}

/** Amount (and payment password when set), a confirmation, then the transfer. */
export function TransferForm({ info, balance }: TransferFormProps) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const transfer = useTransferToUpline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountError(t, amount, { ...info, balance });
    setError(problem);
    if (problem || transfer.isPending) return;
    if (info.passwordRequired && !password) return setError(t('transfer.errors.password'));
    const value = Number(amount);
    const message = t('transfer.confirm', { amount: money(value), name: info.upline });
    if (!(await confirm({ message, submitLabel: t('transfer.submit') }))) return;
    transfer.mutate(
      { amount: value, requestId, ...(info.passwordRequired ? { password } : {}) },
      {
        onSuccess: () => {
          toast.show(t('transfer.done', { amount: money(value), name: info.upline }));
          setAmount('');
          setPassword('');
          setRequestId(newRequestId());
        },
        onError: (failure) => {
          setError(recordsError(t, failure));
          if (!isLostAnswer(failure)) setRequestId(newRequestId());
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="amount"
        label={t('transfer.amount')}
        value={amount}
        onValueChange={setAmount}
        inputMode="decimal"
        placeholder={t('transfer.amountHint', { min: money(info.minAmount) })}
        required
        error={error}
        testId="upline-amount"
      />
      {info.passwordRequired && (
        <TextField
          name="paymentPassword"
          type="password"
          label={t('transfer.password')}
          value={password}
          onValueChange={setPassword}
          autoComplete="off"
          required
          testId="upline-password"
        />
      )}
      <Button
        type="submit"
        disabled={transfer.isPending}
        data-testid="upline-submit"
        style={{ width: '100%' }}
      >
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
