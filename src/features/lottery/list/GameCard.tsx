import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { gameNameText } from '../shared/game-name';
import { Countdown } from '../shared/Countdown';
import { DrawBalls } from '../shared/DrawBalls';
import { headlineResult } from '../shared/draw-summary';
import type { LotteryGame } from '../types';

const Card = styled.button`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Line = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Name = styled.strong`
  color: ${({ theme }) => theme.palette.text};
  font-size: 1rem;
`;

export interface GameCardProps {
  game: LotteryGame;
  /** Local epoch ms when betting on the open numero closes. */
  closeDeadline: number;
  onOpen(gameId: number): void;
}

/** A lottery game in the list: name, open numero with its countdown, last result. */
export function GameCard({ game, closeDeadline, onOpen }: GameCardProps) {
  const { t } = useTranslation('shell');
  return (
    <Card
      type="button"
      data-testid={`lottery-game-${game.gameId}`}
      onClick={() => onOpen(game.gameId)}
    >
      <Line>
        <Name>{gameNameText(t, game.gameId, game.name)}</Name>
        <Countdown deadline={closeDeadline} testId={`lottery-countdown-${game.gameId}`} />
      </Line>
      <Line>
        <span>{t('lottery.issue', { numero: game.current.numero })}</span>
        <span>{t('lottery.closesIn')}</span>
      </Line>
      <Line>
        <span>{t('lottery.lastResult', { numero: game.last.numero })}</span>
        <DrawBalls result={headlineResult(game.last)} />
      </Line>
    </Card>
  );
}
