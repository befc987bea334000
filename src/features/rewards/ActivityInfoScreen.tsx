import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { EmptyState, ErrorState, LoadingIndicator, SafeHtml } from '../../ui';
import { usePromotionDetail } from './api/get-promotion-detail';
import { periodText } from './components/period';
import { PromotionAction } from './components/PromotionAction';

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  img {
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  h1 {
    margin: 0;
    font-size: 1.2rem;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

/** `/m/activityInfo?id=`: a promotion's banner, period, bonus, sanitised content and its action. */
export function ActivityInfoScreen() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isPending, isError, error, refetch } = usePromotionDetail(id);
  if (!id) return <EmptyState title={t('info.missing')} />;
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={rewardError(t, error)} onRetry={() => void refetch()} />;
  return (
    <Page data-testid="activity-info">
      {data.bannerUrl && <img src={data.bannerUrl} alt="" />}
      <h1>{data.title}</h1>
      <small>{periodText(data.startTime, data.endTime)}</small>
      {data.bonusAmount > 0 && <strong>{t('bonus', { amount: money(data.bonusAmount) })}</strong>}
      <SafeHtml html={data.content} onInternalLink={(path) => navigate(path)} />
      <PromotionAction promotion={data} />
    </Page>
  );
}
