import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { gameNameText } from '../shared/game-name';
import { Countdown } from '../shared/Countdown';
import { DrawBalls } from '../shared/DrawBalls';
import { headlineResult } from '../shared/draw-summary';
import type { LotteryGame } from '../types';

const Bar = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

/** The open numero with its countdown to the close, and the last result. */
export function IssueBar({ game, closeDeadline }: { game: LotteryGame; closeDeadline: number }) {
  const { t } = useTranslation('shell');
  return (
    <Bar data-testid="lottery-issue-bar">
      <Line>
        <strong>{gameNameText(t, game.gameId, game.name)}</strong>
        <span data-testid="lottery-numero">
          {t('lottery.issue', { numero: game.current.numero })}
        </span>
      </Line>
      <Line>
        <span>{t('lottery.closesIn')}</span>
        <Countdown deadline={closeDeadline} testId="lottery-close-countdown" />
      </Line>
      <Line>
        <span>{t('lottery.lastResult', { numero: game.last.numero })}</span>
        <DrawBalls result={headlineResult(game.last)} testId="lottery-last-result" />
      </Line>
    </Bar>
  );
}
