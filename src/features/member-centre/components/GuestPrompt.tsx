import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 4px 20px;
  color: ${({ theme }) => theme.palette.primaryText};
  p {
    margin: 0 0 8px;
  }
  /* The picture keeps its size however long the prompt is in the reader's language. */
  > svg {
    flex: none;
  }
`;

const Pill = styled(Link)`
  display: inline-block;
  margin-inline-end: 8px;
  padding: 6px 16px;
  border-radius: 999px;
  border: 1px solid currentColor;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
`;

/** What a guest sees instead of the profile: log in or register. */
export function GuestPrompt() {
  const { t } = useTranslation('shell');
  return (
    <Box data-testid="mc-guest-prompt">
      <Icon name="user" size="56px" />
      <div>
        <p>{t('member.guestPrompt')}</p>
        <Pill to="/m/login">{t('labels.login')}</Pill>
        <Pill to="/m/register">{t('labels.register')}</Pill>
      </div>
    </Box>
  );
}
