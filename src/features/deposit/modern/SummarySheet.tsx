import styled from 'styled-components';

import { minor, toMajor } from '../../../../contract/money';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { Button, Modal } from '../../../ui';
import { parseAmount } from '../amount';
import { SubmitError } from '../components/SubmitError';
import { channelLabel } from '../texts';
import type { DepositSettings } from '../types';
import type { DepositForm } from '../use-deposit-form';

const Lines = styled.dl`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

interface SummarySheetProps {
  open: boolean;
  onClose(): void;
  form: DepositForm;
  settings: DepositSettings;
}

/** What is about to be requested, confirmed before the deposit is created. */
export function SummarySheet({ open, onClose, form, settings }: SummarySheetProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const { channel } = form;
  if (!channel) return null;
  return (
    <Modal open={open} onClose={onClose} ariaLabel={t('summary.title')}>
      <div data-testid="deposit-summary">
        <h2>{t('summary.title')}</h2>
        <Lines>
          <div>
            <dt>{t('form.channel')}</dt>
            <dd data-testid="deposit-summary-channel">{channelLabel(t, channel)}</dd>
          </div>
          <div>
            <dt>{t('form.amount')}</dt>
            <dd data-testid="deposit-summary-amount">
              {settings.currencySymbol} {money(toMajor(parseAmount(form.amountText) ?? minor(0)))}
            </dd>
          </div>
        </Lines>
        <p>{t('form.expires_note', { minutes: settings.expiresInMinutes })}</p>
        <SubmitError error={form.error} />
        <Actions>
          <Button
            block
            loading={form.pending}
            onClick={() => void form.submit()}
            data-testid="deposit-confirm"
          >
            {t('summary.confirm')}
          </Button>
          <Button block variant="ghost" onClick={onClose}>
            {t('summary.cancel')}
          </Button>
        </Actions>
      </div>
    </Modal>
  );
}
