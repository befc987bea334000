import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import type { OpenedDownline } from '../api/open-downline';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  text-align: center;
  p {
    margin: 0;
  }
  strong {
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

/** The account just opened, with the two ways on. */
export function DownlineOpened({
  account,
  onAnother,
}: {
  account: OpenedDownline;
  onAnother(): void;
}) {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  return (
    <Box role="status" data-testid="downline-opened">
      <p>{t('register.opened')}</p>
      <strong data-testid="downline-opened-username">{account.username}</strong>
      <Button block onClick={onAnother} data-testid="downline-another">
        {t('register.another')}
      </Button>
      <Button
        block
        variant="secondary"
        onClick={() => navigate('/m/member/team')}
        data-testid="downline-team"
      >
        {t('register.teamManagement')}
      </Button>
    </Box>
  );
}
