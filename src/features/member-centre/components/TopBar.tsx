import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  color: ${({ theme }) => theme.palette.primaryText};
  h1 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Round = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: inherit;
`;

/** Member centre has no shell header: back goes to /m/home, the gear to /m/set. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Bar>
      <Round
        aria-label={t('labels.back')}
        onClick={() => navigate('/m/home')}
        data-testid="mc-back"
      >
        <Icon name="back" />
      </Round>
      <h1>{t('titles.mine')}</h1>
      <Round
        aria-label={t('titles.set')}
        onClick={() => navigate('/m/set')}
        data-testid="mc-settings"
      >
        <Icon name="settings" />
      </Round>
    </Bar>
  );
}
