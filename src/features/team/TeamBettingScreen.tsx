import { useState } from 'react';

import { formatDate } from '../../lib/format-date';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { footerOf } from '../../lib/paged-report';
import { useMoney } from '../../lib/use-money';
import { ChipFilter } from '../../ui/ChipFilter';
import {
  RangeTabs,
  type RangePreset,
  ReportList,
  SearchBox,
  StatusPill,
  SummaryBar,
  useReportDays,
} from '../../ui/report';
import { useTeamBets } from './api/get-team-bets';
import { Page } from './components/Page';
import { TeamLine } from './components/TeamLine';
import type { TeamBet } from '../../../contract/team';

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

function BetRow({ bet }: { bet: TeamBet }) {
  const { t } = useTranslation('team');
  const money = useMoney();
  const pending = bet.status === 'pending';
  return (
    <TeamLine
      testId="team-bet-row"
      title={
        <>
          <span data-testid="team-bet-username">{bet.username}</span>
          <span>{bet.gameName}</span>
          {pending && <StatusPill tone="pending">{t('bets.pending')}</StatusPill>}
        </>
      }
      amount={money(bet.netAmount)}
      subtitle={formatDate(bet.betTime, 'dateTimeSeconds', currentLanguage())}
      detail={t('bets.betWin', { bet: money(bet.betAmount), win: money(bet.winAmount) })}
    />
  );
}

/** `/m/teamBetting`: the team's bets, by username and game type. */
export function TeamBettingScreen() {
  const { t } = useTranslation('team');
  const money = useMoney();
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [gameType, setGameType] = useState<GameTypeChoice>('all');
  const [username, setUsername] = useState<string>();
  const days = useReportDays(preset);
  const query = useTeamBets({
    ...days,
    username,
    gameType: gameType === 'all' ? undefined : gameType,
  });
  const footer = footerOf(query.data?.pages);
  return (
    <Page data-testid="team-betting-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      <SearchBox
        label={t('search.placeholder')}
        submitLabel={t('search.submit')}
        onSearch={(text) => setUsername(text || undefined)}
        testId="team-search"
      />
      <ChipFilter<GameTypeChoice>
        label={t('bets.filter')}
        options={GAME_TYPES.map((id) => ({ id, label: t(`gameTypes.${id}`) }))}
        value={gameType}
        onChange={setGameType}
        testIdPrefix="team-bet-type"
      />
      {footer && (
        <SummaryBar
          items={[
            {
              label: t('money.betAmount'),
              value: money(footer.totalBet),
              testId: 'team-bet-total',
            },
            {
              label: t('money.winAmount'),
              value: money(footer.totalWin),
              testId: 'team-win-total',
            },
            { label: t('bets.net'), value: money(footer.totalNet), testId: 'team-net-total' },
          ]}
        />
      )}
      <ReportList
        query={query}
        rowKey={(bet) => `${bet.source}-${bet.id}`}
        renderRow={(bet) => <BetRow bet={bet} />}
        emptyText={t('bets.empty')}
        testId="team-bet-rows"
      />
    </Page>
  );
}
