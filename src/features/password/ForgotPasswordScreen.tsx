import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { EMPTY_RULE_SET, useRuleSet } from '../../lib/validation';
import { logoUrl } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { useTenant } from '../../tenant/hooks';
import { LoadingIndicator } from '../../ui';
import { EmailRecoveryForm } from './components/EmailRecoveryForm';
import { PhoneResetForm } from './components/PhoneResetForm';
import { RecoveryToggle, type RecoveryMethod } from './components/RecoveryToggle';
import { useBackOrHome } from './use-back';

const Page = styled.section`
  padding: 8px 20px 32px;
  color: ${({ theme }) => theme.palette.text};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 52px;
  h1 {
    margin: 0;
    font-size: 1.05rem;
  }
  button {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    background: transparent;
    color: inherit;
  }
`;

const Logo = styled.img`
  display: block;
  height: 56px;
  margin: 8px auto 20px;
`;

/** Forgot password (spec §2, §4): phone (default) or e-mail when phone recovery is on, else e-mail. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const back = useBackOrHome();
  const ruleSet = useRuleSet();
  const rules = ruleSet.data ?? (ruleSet.isError ? EMPTY_RULE_SET : null);
  const [chosen, setChosen] = useState<RecoveryMethod>('phone');
  const phoneOn = rules?.settings.phonePasswordReset ?? false;
  const method = phoneOn ? chosen : 'email';
  return (
    <Page data-testid="forgot-screen">
      <Top>
        <button
          type="button"
          aria-label={t('labels.back')}
          onClick={back}
          data-testid="forgot-back"
        >
          <Icon name="back" />
        </button>
        <h1>{t('titles.forget')}</h1>
      </Top>
      <Logo src={logoUrl(tenant)} alt={tenant.name} />
      {!rules && <LoadingIndicator />}
      {rules && phoneOn && <RecoveryToggle method={method} onChange={setChosen} />}
      {rules && method === 'phone' && <PhoneResetForm rules={rules} />}
      {rules && method === 'email' && <EmailRecoveryForm onDone={back} />}
    </Page>
  );
}
