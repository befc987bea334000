import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import {
  RangeTabs,
  type RangePreset,
  useReportDays,
  ReportList,
  SummaryBar,
} from '../../ui/report';
import { useBetHistory } from './api/get-bet-history';
import { BetItem } from './components/BetItem';
import { ChipFilter } from '../../ui/ChipFilter';
import { Page } from './components/Page';

/** Game types a member can bet on (demo rounds) plus the lottery prize modes. */
const GAME_TYPES = [
  'all',
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'INHOUSE',
  'LOTT',
  'ELOTT',
] as const;
type GameTypeChoice = (typeof GAME_TYPES)[number];

/** `/m/gameRecord`: the member's bets with stake, win, net and status, and the range's totals. */
export function GameRecordScreen() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('today');
  const days = useReportDays(preset);
  const [gameType, setGameType] = useState<GameTypeChoice>('all');
  const query = useBetHistory({
    ...days,
    gameType: gameType === 'all' ? undefined : gameType,
  });
  const footer = footerOf(query.data?.pages);
  return (
    <Page data-testid="game-record-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <ChipFilter<GameTypeChoice>
        label={t('bets.filter')}
        options={GAME_TYPES.map((id) => ({ id, label: t(`gameTypes.${id}`) }))}
        value={gameType}
        onChange={setGameType}
        testIdPrefix="bet-type"
      />
      {footer && (
        <SummaryBar
          items={[
            { label: t('bets.totalBet'), value: money(footer.totalBet), testId: 'bet-total-bet' },
            { label: t('bets.totalWin'), value: money(footer.totalWin), testId: 'bet-total-win' },
            { label: t('bets.net'), value: money(footer.net), testId: 'bet-total-net' },
          ]}
        />
      )}
      <ReportList
        query={query}
        rowKey={(bet) => `${bet.source}-${bet.id}`}
        renderRow={(bet) => <BetItem bet={bet} />}
        emptyText={t('bets.empty')}
        testId="bet-rows"
      />
    </Page>
  );
}
