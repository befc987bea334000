import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Icon } from '../../../registry/Icon';

const Bar = styled.div`
  display: flex;
  align-items: center;
  min-height: 52px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  h1 {
    flex: 1;
    margin: 0;
    padding-inline-end: ${({ theme }) => theme.touchTarget}px;
    font-size: 1.05rem;
    text-align: center;
  }
`;

const Back = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  background: transparent;
  color: inherit;
`;

/** The help centre has no shell header (spec §2): its own bar with a back arrow. */
export function HelpTopBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Bar>
      <Back aria-label={t('labels.back')} onClick={() => void navigate(-1)} data-testid="help-back">
        <Icon name="back" />
      </Back>
      <h1>{t('titles.help')}</h1>
    </Bar>
  );
}
