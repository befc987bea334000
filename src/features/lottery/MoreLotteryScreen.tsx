import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator, Tabs } from '../../ui';
import { useLotteryGames } from './api/get-games';
import { GameCard } from './list/GameCard';
import { resyncDeadlines } from './list/game-deadlines';
import { usePrizeMode } from './list/use-prize-mode';
import { localDeadline } from './shared/countdown';
import { useResyncAt } from './shared/use-resync-at';

const Page = styled.div`
  padding: 12px;
  display: grid;
  gap: 12px;
`;

const GroupTitle = styled.h2`
  margin: 8px 0 0;
  font-size: 1rem;
`;

/** `/m/moreLottery?prizeMode=`: every lottery game of the prize mode, by group. */
export function MoreLotteryScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [prizeMode, setPrizeMode] = usePrizeMode();
  const { data: groups, dataUpdatedAt, isPending, isError, refetch } = useLotteryGames(prizeMode);
  const games = groups?.flatMap((group) => group.games) ?? [];
  const resync = useCallback(() => void refetch(), [refetch]);
  useResyncAt(
    games.flatMap((game) => resyncDeadlines(game.current, dataUpdatedAt)),
    resync,
  );
  const open = (gameId: number) => void navigate(`/m/startLottery?gameId=${gameId}`);
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError)
    body = <ErrorState message={t('lottery.loadFailed')} onRetry={() => void refetch()} />;
  else if (!games.length) body = <EmptyState title={t('lottery.noGames')} />;
  else
    body = groups.map((group) => (
      <section key={group.groupId} data-testid={`lottery-group-${group.groupId}`}>
        <GroupTitle>
          {t(`lottery.groups.${group.groupId}`, { defaultValue: group.groupName })}
        </GroupTitle>
        {group.games.map((game) => (
          <div key={game.gameId} style={{ marginTop: 8 }}>
            <GameCard
              game={game}
              closeDeadline={localDeadline(dataUpdatedAt, game.current.closeInMs)}
              onOpen={open}
            />
          </div>
        ))}
      </section>
    ));
  return (
    <Page data-testid="more-lottery">
      <Tabs
        tabs={[
          { id: 'LOTT', label: t('games.categories.LOTT') },
          { id: 'ELOTT', label: t('games.categories.ELOTT') },
        ]}
        active={prizeMode}
        onSelect={setPrizeMode}
        testIdPrefix="lottery-mode"
      />
      <Link to="/m/lottery" data-testid="lottery-my-orders">
        {t('lottery.myOrders')}
      </Link>
      {body}
    </Page>
  );
}
