import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { AmountField } from '../components/AmountField';
import type { DepositSettings } from '../types';
import { useDepositForm } from '../use-deposit-form';
import { AmountChips } from './AmountChips';
import { ChannelCards } from './ChannelCards';
import { SummarySheet } from './SummarySheet';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(4)};
`;

const Step = styled.section`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: 16px;
  }
`;

/** Template 1 (dep_func 1): channel cards by kind, amount chips, a summary sheet to confirm. */
export function ModernDepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation('deposit');
  const form = useDepositForm(settings);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const review = () => {
    form.touch();
    if (form.ready) setSummaryOpen(true);
  };
  return (
    <Layout data-testid="deposit-form-modern">
      <Step>
        <h2>{t('form.step_channel')}</h2>
        <ChannelCards
          channels={settings.channels}
          selected={form.channel}
          onSelect={form.chooseChannel}
        />
      </Step>
      <Step>
        <h2>{t('form.step_amount')}</h2>
        <AmountField form={form} symbol={settings.currencySymbol} />
        <AmountChips form={form} />
      </Step>
      <Button block onClick={review} data-testid="deposit-submit">
        {t('form.next')}
      </Button>
      <SummarySheet
        open={summaryOpen}
        onClose={() => setSummaryOpen(false)}
        form={form}
        settings={settings}
      />
    </Layout>
  );
}
