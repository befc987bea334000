import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Button } from '../../../ui';
import { AmountField } from '../components/AmountField';
import { SubmitError } from '../components/SubmitError';
import { channelTypeText } from '../texts';
import type { DepositSettings } from '../types';
import { useDepositForm } from '../use-deposit-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4)};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 13px;
`;

const Label = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: 15px;
`;

const ChannelRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  small {
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

/** Template 0 (dep_func 0): a channel list, the amount with its limits, quick amounts, submit. */
export function ClassicDepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const form = useDepositForm(settings);
  return (
    <Form
      data-testid="deposit-form-classic"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Fieldset>
        <Label as="legend">{t('form.channel')}</Label>
        {settings.channels.map((channel) => (
          <ChannelRow key={channel.code} data-testid={`deposit-channel-${channel.code}`}>
            <input
              type="radio"
              name="channel"
              value={channel.code}
              checked={form.channel?.code === channel.code}
              onChange={() => form.chooseChannel(channel.code)}
            />
            <span>
              {channel.name}
              <small>
                {channelTypeText(t, channel.type)} ·{' '}
                {t('form.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
              </small>
            </span>
          </ChannelRow>
        ))}
      </Fieldset>
      <div>
        <Label>{t('form.amount')}</Label>
        <AmountField form={form} symbol={settings.currencySymbol} />
        <Quick>
          {form.channel?.quickAmounts.map((amount) => (
            <Button
              key={amount}
              type="button"
              variant={form.amountText === String(amount) ? 'primary' : 'secondary'}
              onClick={() => form.chooseAmount(String(amount))}
              data-testid={`deposit-quick-${amount}`}
            >
              {money(amount)}
            </Button>
          ))}
        </Quick>
      </div>
      <SubmitError error={form.error} />
      <Button type="submit" block loading={form.pending} data-testid="deposit-submit">
        {t('form.submit')}
      </Button>
      <Note>{t('form.expires_note', { minutes: settings.expiresInMinutes })}</Note>
    </Form>
  );
}
