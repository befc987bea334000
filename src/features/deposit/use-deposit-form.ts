import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { toMajor } from '../../../contract/money';
import { useCreateDeposit } from './api/create-deposit';
import { amountProblem, parseAmount } from './amount';
import { openPaymentPage } from './pay-url';
import type { DepositChannel, DepositSettings } from './types';

/**
 * State of either deposit template: the chosen channel, the typed amount and its problem, and
 * `submit`. One request id per (channel, amount), so a retry after a lost answer is not a second
 * deposit. QR channels stay on the site to show the code; others go straight to the payment page.
 */
export function useDepositForm(settings: DepositSettings) {
  const [channelCode, setChannelCode] = useState(settings.channels[0]?.code ?? '');
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const navigate = useNavigate();
  const create = useCreateDeposit();
  const requestIds = useRef(new Map<string, string>());
  const channel: DepositChannel | undefined = useMemo(
    () => settings.channels.find((item) => item.code === channelCode),
    [settings.channels, channelCode],
  );
  const problem = amountProblem(amountText, channel);

  const chooseChannel = (code: string) => {
    setChannelCode(code);
    create.reset();
  };
  const chooseAmount = (text: string) => {
    setAmountText(text);
    setTouched(true);
    create.reset();
  };

  async function submit(): Promise<void> {
    setTouched(true);
    const amount = parseAmount(amountText);
    if (problem || !channel || amount === undefined) return;
    const key = `${channel.code}:${amount}`;
    const requestId = requestIds.current.get(key) ?? crypto.randomUUID();
    requestIds.current.set(key, requestId);
    const deposit = await create.mutateAsync({
      requestId,
      channel: channel.code,
      amount: toMajor(amount),
    });
    requestIds.current.delete(key);
    if (deposit.channelType !== 'qr' && deposit.payUrl) openPaymentPage(deposit.payUrl);
    else void navigate(`/m/voucherCenter?deposit=${deposit.id}`);
  }

  return {
    channel,
    chooseChannel,
    amountText,
    chooseAmount,
    problem: touched ? problem : null,
    /** The amount fits the channel: the request may be sent. */
    ready: !problem && !!channel,
    touch: () => setTouched(true),
    submit: () => submit().catch(() => undefined),
    pending: create.isPending,
    error: create.error,
  };
}

export type DepositForm = ReturnType<typeof useDepositForm>;
