import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingIndicator } from '../../../ui';
import { useRecentDraws } from '../api/get-recent-draws';
import { DrawBalls } from '../shared/DrawBalls';
import { headlineResult } from '../shared/draw-summary';

/** The latest numeros and their results, newest first. */
export function RecentDraws({ gameId }: { gameId: number }) {
  const { t } = useTranslation('shell');
  const { data, isPending, isError, refetch } = useRecentDraws(gameId);
  if (isPending) return <LoadingIndicator />;
  if (isError)
    return <ErrorState message={t('lottery.loadFailed')} onRetry={() => void refetch()} />;
  if (!data.length) return <p>{t('lottery.noResults')}</p>;
  return (
    <ul data-testid="lottery-recent" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.map((draw) => (
        <li
          key={draw.numero}
          style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}
        >
          <span>{draw.numero}</span>
          <DrawBalls result={headlineResult(draw)} />
        </li>
      ))}
    </ul>
  );
}
