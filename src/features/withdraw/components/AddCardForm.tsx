import type { FormEvent } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { Button, Tabs } from '../../../ui';
import { FieldShell, TextField } from '../../../ui/form';
import { useAddCardForm } from '../use-add-card-form';
import { CARD_TYPES, type BankCard, type BankList, type CardType } from '../types';
import { withdrawErrorText } from '../withdraw-error';
import { ErrorLine, PanelTitle } from './Panel';

/** Adds a bank account, e-wallet or virtual wallet; the number is sent encrypted. */
export function AddCardForm(props: {
  banks: BankList;
  onAdded(card: BankCard): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const form = useAddCardForm(props.banks, props.onAdded);
  const problem = (key?: string) => (key ? t(`card.${key}`) : null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const tabs = CARD_TYPES.map((id) => ({ id, label: t(`cardType.${id}`) }));
  return (
    <form noValidate onSubmit={onSubmit} data-testid="withdraw-add-card">
      <PanelTitle>{t('card.addTitle')}</PanelTitle>
      <Tabs<CardType>
        tabs={tabs}
        active={form.cardType}
        onSelect={form.setCardType}
        testIdPrefix="withdraw-card-type"
      />
      <FieldShell
        id="field-bankCode"
        label={t(`card.bank_${form.cardType}`)}
        required
        error={problem(form.problems.bankCode)}
        testId="withdraw-bank"
      >
        <select
          id="field-bankCode"
          value={form.bankCode}
          onChange={(event) => form.setBankCode(event.target.value)}
          style={{ flex: 1 }}
          data-testid="withdraw-bank-select"
        >
          <option value="">{t('card.choose')}</option>
          {props.banks[form.cardType].map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField
        name="holderName"
        label={t('card.holder')}
        required
        value={form.holderName}
        onValueChange={form.setHolderName}
        error={problem(form.problems.holderName)}
        autoComplete="name"
        testId="withdraw-holder"
      />
      <TextField
        name="accountNumber"
        label={t(`card.account_${form.cardType}`)}
        required
        value={form.accountNumber}
        onValueChange={form.setAccountNumber}
        error={problem(form.problems.accountNumber)}
        inputMode={form.cardType === 'VC' ? 'text' : 'numeric'}
        autoComplete="off"
        testId="withdraw-account"
      />
      {form.error && <ErrorLine role="alert">{withdrawErrorText(t, form.error)}</ErrorLine>}
      <Button type="submit" block loading={form.pending} data-testid="withdraw-add-card-submit">
        {t('card.save')}
      </Button>
      {props.onCancel && (
        <Button type="button" variant="ghost" block onClick={props.onCancel}>
          {t('common:cancel')}
        </Button>
      )}
    </form>
  );
}
