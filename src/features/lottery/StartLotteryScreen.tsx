import { useSearchParams } from 'react-router-dom';

import { useTranslation } from '../../lib/i18n';
import { ErrorState, LoadingIndicator } from '../../ui';
import { useLotteryGame } from './api/get-game';
import { useLotterySetting } from './api/get-setting';
import { usePlayMenu } from './api/get-play-menu';
import { BettingPanel } from './start/BettingPanel';

/** `/m/startLottery?gameId=`: one game — its clock, results, plays, picker and slip. */
export function StartLotteryScreen() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId'));
  if (!Number.isInteger(gameId) || gameId <= 0)
    return <ErrorState message={t('lottery.noSuchGame')} />;
  return <StartLottery key={gameId} gameId={gameId} />;
}

function StartLottery({ gameId }: { gameId: number }) {
  const { t } = useTranslation('shell');
  const game = useLotteryGame(gameId);
  const menu = usePlayMenu(gameId);
  const setting = useLotterySetting(gameId);
  const queries = [game, menu, setting];
  if (queries.some((query) => query.isError))
    return (
      <ErrorState
        message={t('lottery.loadFailed')}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
      />
    );
  if (!game.data || !menu.data || !setting.data) return <LoadingIndicator />;
  return (
    <BettingPanel
      game={game.data}
      receivedAt={game.dataUpdatedAt}
      menu={menu.data}
      setting={setting.data}
      refetch={game.refetch}
    />
  );
}
