import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { Button, EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { SummaryBar } from '../../ui/report';
import { useLeaderboard } from './api/get-leaderboard';
import { periodText } from './components/period';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  img {
    width: 100%;
    aspect-ratio: 5 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
  }
  td:nth-child(n + 3),
  th:nth-child(n + 3) {
    text-align: end;
  }
`;

/** `/m/leaderBoard`: the mission's ranking by turnover (masked names), prizes and my rank. */
export function LeaderBoardScreen() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch } = useLeaderboard();
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={rewardError(t, error)} onRetry={() => void refetch()} />;
  const { promotion, me } = data;
  return (
    <Page data-testid="leaderboard-screen">
      {promotion.bannerUrl && <img src={promotion.bannerUrl} alt="" />}
      <h2>{promotion.title}</h2>
      <small>{periodText(promotion.startTime, promotion.endTime)}</small>
      {me && (
        <SummaryBar
          items={[
            {
              label: t('board.myRank'),
              value: me.rank ? `#${me.rank}` : '–',
              testId: 'board-my-rank',
            },
            { label: t('board.myProgress'), value: money(me.progress) },
          ]}
        />
      )}
      {me && !me.joined && promotion.phase !== 'ended' && (
        <Button block onClick={() => navigate(`/m/activityInfo?id=${promotion.id}`)}>
          {t('board.join')}
        </Button>
      )}
      {data.list.length === 0 ? (
        <EmptyState title={t('board.empty')} />
      ) : (
        <Table data-testid="leaderboard">
          <thead>
            <tr>
              <th>{t('board.rank')}</th>
              <th>{t('board.player')}</th>
              <th>{t('board.turnover')}</th>
              <th>{t('board.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.rank}>
                <td>{row.rank}</td>
                <td>{row.name}</td>
                <td>{money(row.progress)}</td>
                <td>{row.prize ? money(row.prize) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Page>
  );
}
