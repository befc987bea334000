import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { EMPTY_RULE_SET, useRuleSet } from '../../lib/validation';
import { logoUrl } from '../../registry/brand';
import { Icon } from '../../registry/Icon';
import { useFlag, useTenant } from '../../tenant/hooks';
import { LoadingIndicator } from '../../ui';
import { MobileForm } from './components/MobileForm';
import { RegisterTabs, type RegisterMethod } from './components/RegisterTabs';
import { UsernameForm } from './components/UsernameForm';
import type { CarriedMobile } from './use-register-form';
import { useUrlAffiliate } from './use-url-affiliate';

const Page = styled.section`
  padding: 8px 20px 32px;
  color: ${({ theme }) => theme.palette.text};
`;

const Back = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: inherit;
`;

const Logo = styled.img`
  display: block;
  height: 56px;
  margin: 0 auto 20px;
`;

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
  const tenant = useTenant();
  const navigate = useNavigate();
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
    <Page data-testid="register-screen">
      <Back
        type="button"
        aria-label={t('labels.back')}
        onClick={() => navigate('/m/home')}
        data-testid="register-back"
      >
        <Icon name="back" />
      </Back>
      <Logo src={logoUrl(tenant)} alt={tenant.name} />
      {usernameOn && mobileOn && <RegisterTabs method={method} onChange={setMethod} />}
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
      <LoginLink>
        {t('register.haveAccount')} <Link to="/m/login">{t('register.toLogin')}</Link>
      </LoginLink>
    </Page>
  );
}
