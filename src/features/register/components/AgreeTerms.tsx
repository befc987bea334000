import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useTenant } from '../../../tenant/hooks';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3)} 0;
  font-size: 0.85rem;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

/** Agree-to-terms checkbox with the tenant's age confirmation (18 or 21, spec §5). */
export function AgreeTerms({
  agreed,
  onChange,
}: {
  agreed: boolean;
  onChange(agreed: boolean): void;
}) {
  const { t } = useTranslation('shell');
  const { ageConfirmation } = useTenant();
  return (
    <Label>
      <input
        type="checkbox"
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="register-agree"
      />
      <span>
        {t('register.agree', { age: ageConfirmation ?? 18 })}{' '}
        <Link to="/m/useragreement">{t('register.terms')}</Link>
      </span>
    </Label>
  );
}
