import { type FormEvent, useState } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/form';
import type { BankCard, BankList, WithdrawSettings } from '../types';
import type { WithdrawForm as Form } from '../use-withdraw-form';
import { withdrawErrorText } from '../withdraw-error';
import { AddCardForm } from './AddCardForm';
import { AmountSection } from './AmountSection';
import { CardPicker } from './CardPicker';
import { ErrorLine, Muted, Panel, PanelTitle } from './Panel';

interface Props {
  form: Form;
  settings: WithdrawSettings;
  cards: BankCard[];
  banks: BankList;
}

/** Card choice (or a new card), amount with its fee, the payment password where needed, submit. */
export function WithdrawForm({ form, settings, cards, banks }: Props) {
  const { t } = useTranslation('withdraw');
  const [adding, setAdding] = useState(false);
  const blocked = settings.needPassword && !settings.hasPassword;
  const canAdd = cards.length < settings.maxCards;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  if (adding || cards.length === 0)
    return (
      <Panel>
        {cards.length === 0 && <Muted>{t('card.none')}</Muted>}
        <AddCardForm
          banks={banks}
          onAdded={(card) => {
            setAdding(false);
            form.chooseCard(card.id);
          }}
          onCancel={cards.length ? () => setAdding(false) : undefined}
        />
      </Panel>
    );
  return (
    <Panel>
      <form noValidate onSubmit={onSubmit} data-testid="withdraw-form">
        <PanelTitle>{t('card.title')}</PanelTitle>
        <CardPicker cards={cards} value={form.cardId} onChange={form.chooseCard} />
        {canAdd ? (
          <Button
            type="button"
            variant="ghost"
            block
            onClick={() => setAdding(true)}
            data-testid="withdraw-add-card-open"
          >
            {t('card.add')}
          </Button>
        ) : (
          <Muted>{t('card.limit', { max: settings.maxCards })}</Muted>
        )}
        <AmountSection form={form} settings={settings} />
        {settings.needPassword && settings.hasPassword && (
          <TextField
            name="paymentPassword"
            type="password"
            label={t('password.label')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={form.password}
            onValueChange={form.setPassword}
            error={form.passwordMissing ? t('password.required') : null}
            testId="withdraw-password"
          />
        )}
        {form.error && (
          <ErrorLine role="alert" data-testid="withdraw-error">
            {withdrawErrorText(t, form.error)}
          </ErrorLine>
        )}
        <Button
          type="submit"
          block
          loading={form.pending}
          disabled={blocked || !settings.window.open}
          data-testid="withdraw-submit"
        >
          {t('submit')}
        </Button>
      </form>
    </Panel>
  );
}
