import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useOpenCustomerService } from '../../registry/actions/use-customer-service';

const Strip = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  margin-top: 24px;
  font-size: 0.8rem;
  text-align: center;
  a,
  button {
    padding: 8px 2px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.primary};
    font: inherit;
    text-decoration: none;
  }
`;

/** Back home, register now, forgot password, customer service. */
export function LoginNavStrip() {
  const { t } = useTranslation('shell');
  const openCustomerService = useOpenCustomerService();
  return (
    <Strip aria-label={t('login.more')}>
      <Link to="/m/home">{t('login.backHome')}</Link>
      <Link to="/m/register">{t('login.registerNow')}</Link>
      <Link to="/m/forget">{t('login.forgot')}</Link>
      <button type="button" onClick={openCustomerService}>
        {t('labels.onlineService')}
      </button>
    </Strip>
  );
}
