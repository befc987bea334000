import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { useTranslation } from '../../lib/i18n';
import { useIsLoggedIn } from '../../lib/session-store';
import { EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { usePromotions } from './api/get-promotions';
import { PromotionCard } from './components/PromotionCard';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
`;

const Shortcuts = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  a {
    flex: 1;
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }
`;

/** `/m/activity`: the tenant's promotions as cards, with the daily activities on top. */
export function ActivityScreen() {
  const { t } = useTranslation('rewards');
  const loggedIn = useIsLoggedIn();
  const { data, isPending, isError, error, refetch } = usePromotions();
  const hasMission = data?.list.some((promotion) => promotion.type === 'MISSION') ?? false;
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError)
    body = <ErrorState message={rewardError(t, error)} onRetry={() => void refetch()} />;
  else if (!data.list.length) body = <EmptyState title={t('activity.empty')} />;
  else
    body = data.list.map((promotion, index) => (
      <PromotionCard key={promotion.id} promotion={promotion} lead={index === 0} />
    ));
  return (
    <Page data-testid="activity-screen">
      <Shortcuts>
        <Link to="/m/activity/signIn" data-testid="activity-sign-in">
          {t('activity.signIn')}
        </Link>
        {loggedIn && <Link to="/m/redRain">{t('activity.redRain')}</Link>}
        {hasMission && <Link to="/m/leaderBoard">{t('activity.leaderBoard')}</Link>}
      </Shortcuts>
      {body}
    </Page>
  );
}
