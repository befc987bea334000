import { useNavigate } from 'react-router-dom';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { Muted, Panel, PanelTitle } from './Panel';

/** Where the security centre sets the payment password. */
export const PAYMENT_PASSWORD_PATH = '/m/securityCenter?section=paymentPassword';

/** Shown when the site needs a payment password and the member has none yet. */
export function PasswordPrompt() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  return (
    <Panel role="status" data-testid="withdraw-password-prompt">
      <PanelTitle>{t('passwordPrompt.title')}</PanelTitle>
      <Muted>{t('passwordPrompt.text')}</Muted>
      <Button
        block
        style={{ marginTop: 12 }}
        onClick={() => void navigate(PAYMENT_PASSWORD_PATH)}
        data-testid="withdraw-set-password"
      >
        {t('passwordPrompt.action')}
      </Button>
    </Panel>
  );
}
