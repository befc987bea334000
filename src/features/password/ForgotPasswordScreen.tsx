import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { EMPTY_RULE_SET, useRuleSet } from '../../lib/validation';
import { useLogo } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { BrandedPage, LoadingIndicator } from '../../ui';
import { EmailRecoveryForm } from './components/EmailRecoveryForm';
import { PhoneResetForm } from './components/PhoneResetForm';
import { RecoveryToggle, type RecoveryMethod } from './components/RecoveryToggle';
import { useBackOrHome } from './use-back';

/** Forgot password (spec §2, §4): phone (default) or e-mail when phone recovery is on, else e-mail. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('shell');
  const back = useBackOrHome();
  const logo = useLogo();
  const ruleSet = useRuleSet();
  const rules = ruleSet.data ?? (ruleSet.isError ? EMPTY_RULE_SET : null);
  const [chosen, setChosen] = useState<RecoveryMethod>('phone');
  const phoneOn = rules?.settings.phonePasswordReset ?? false;
  const method = phoneOn ? chosen : 'email';
  return (
    <BrandedPage
      testId="forgot-screen"
      logo={logo}
      back={{ icon: <Icon name="back" />, onClick: back, testId: 'forgot-back' }}
      title={t('titles.forget')}
    >
      {!rules && <LoadingIndicator />}
      {rules && phoneOn && <RecoveryToggle method={method} onChange={setChosen} />}
      {rules && method === 'phone' && <PhoneResetForm rules={rules} />}
      {rules && method === 'email' && <EmailRecoveryForm onDone={back} />}
    </BrandedPage>
  );
}
