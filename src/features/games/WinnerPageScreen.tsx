import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

import { WinnerRowView } from '../../entities/games/WinnerRowView';
import { rankListQuery } from '../../entities/games/api/rank-list';
import { useDebouncedLanguage } from '../../entities/games/use-debounced-language';
import { useWinnerPlay } from '../../entities/games/use-winner-play';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { WinnerTicker } from './lobby/WinnerTicker';

/** Spec §9: the winner board reloads 250 ms after a language change. */
const WINNER_LANGUAGE_DEBOUNCE_MS = 250;

const Title = styled.h2`
  margin: 12px;
  font-size: 1rem;
`;

/** `/m/winnerPage`: the latest winners as a ticker (list variant) and the full board. */
export function WinnerPageScreen() {
  const { t } = useTranslation('shell');
  const language = useDebouncedLanguage(WINNER_LANGUAGE_DEBOUNCE_MS);
  const { data, isPending, isError, refetch } = useQuery(rankListQuery(language));
  const playOf = useWinnerPlay();
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError)
    body = <ErrorState message={t('games.loadFailed')} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <EmptyState title={t('games.noWinners')} />;
  else
    body = (
      <>
        <WinnerTicker rows={data} />
        <Title>{t('games.board')}</Title>
        <div data-testid="winner-board">
          {data.map((row, index) => (
            <WinnerRowView key={`${row.vo.nodeId}-${index}`} row={row} onPlay={playOf(row)} />
          ))}
        </div>
      </>
    );
  return (
    <div data-testid="winner-page">
      <Title>{t('games.winners')}</Title>
      {body}
    </div>
  );
}
