import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import type { SecurityConfig } from '../api/security-config';
import type { FormSection } from '../sections';
import { useCloseSection } from '../use-close-section';
import { EmailBindForm } from './EmailBindForm';
import { IdentityForm } from './IdentityForm';
import { MobileBindForm } from './MobileBindForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Back = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font-size: 1.4rem;
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.spacing(5)};
`;

/** One action of the security centre, with its own heading and a way back. */
export function SectionView({ section, config }: { section: FormSection; config: SecurityConfig }) {
  const { t } = useTranslation('security');
  const close = useCloseSection();
  const form = {
    paymentPassword: <PaymentPasswordForm hasPassword={config.paymentPassword} onDone={close} />,
    mobile: <MobileBindForm config={config} onDone={close} />,
    email: <EmailBindForm config={config} onDone={close} />,
    identity: <IdentityForm config={config} />,
  }[section];
  return (
    <section data-testid={`security-section-${section}`}>
      <Heading>
        <Back
          type="button"
          aria-label={t('common:back')}
          onClick={close}
          data-testid="security-back"
        >
          ‹
        </Back>
        <h2>{t(`sections.${section}.title`)}</h2>
      </Heading>
      <Body>{form}</Body>
    </section>
  );
}
