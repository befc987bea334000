import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { EMPTY_RULE_SET, useRuleSet } from '../../lib/validation';
import { useLogo } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { SocialButtons } from '../../registry/social/SocialButtons';
import { useFlag } from '../../tenant/hooks';
import { BrandedPage, LoadingIndicator, Tabs } from '../../ui';
import { MobileForm } from './components/MobileForm';
import { UsernameForm } from './components/UsernameForm';
import type { CarriedMobile } from './use-register-form';
import { useUrlAffiliate } from './use-url-affiliate';

type RegisterMethod = 'username' | 'mobile';
const METHODS = ['username', 'mobile'] as const satisfies readonly RegisterMethod[];

const LoginLink = styled.p`
  text-align: center;
  font-size: 0.9rem;
  a {
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
`;

/** Registration (spec §2, §4): username and/or mobile forms driven by the server's rule set. */
export function RegisterScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logo = useLogo();
  const usernameOn = useFlag('USERNAMEREG3');
  const mobileOn = useFlag('MOBILENUMREG3');
  const [method, setMethod] = useState<RegisterMethod>(
    !usernameOn && mobileOn ? 'mobile' : 'username',
  );
  const [carried, setCarried] = useState<CarriedMobile | null>(null);
  const [agreed, setAgreed] = useState(true);
  const urlAffiliate = useUrlAffiliate();
  const ruleSet = useRuleSet();
  const rules = ruleSet.data ?? (ruleSet.isError ? EMPTY_RULE_SET : null);
  const Form = method === 'mobile' ? MobileForm : UsernameForm;
  return (
    <BrandedPage
      testId="register-screen"
      logo={logo}
      back={{
        icon: <Icon name="back" />,
        onClick: () => navigate('/m/home'),
        testId: 'register-back',
      }}
    >
      {usernameOn && mobileOn && (
        <Tabs<RegisterMethod>
          tabs={METHODS.map((id) => ({ id, label: t(`register.tabs.${id}`) }))}
          active={method}
          onSelect={setMethod}
          testIdPrefix="register-tab"
        />
      )}
      {rules ? (
        <Form
          key={method}
          rules={rules}
          carried={carried ?? { mobileNum: '', dialingCode: rules.settings.countryDialingCode }}
          onCarry={setCarried}
          urlAffiliate={urlAffiliate}
          agreed={agreed}
          onAgree={setAgreed}
        />
      ) : (
        <LoadingIndicator />
      )}
      {method === 'username' && <SocialButtons testIdPrefix="register" />}
      <LoginLink>
        {t('register.haveAccount')} <Link to="/m/login">{t('register.toLogin')}</Link>
      </LoginLink>
    </BrandedPage>
  );
}
