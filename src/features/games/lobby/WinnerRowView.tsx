import styled from 'styled-components';

import { TileImage } from '../../../games/TileImage';
import type { WinnerRow } from '../../../games/types';
import { useLaunchGame } from '../../../games/use-launch-game';
import { formatAmount } from '../../../lib/format';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { winnerGame } from './winner-game';

export const WINNER_ROW_HEIGHT_PX = 60;

const Row = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr auto;
  align-items: center;
  gap: 10px;
  height: ${WINNER_ROW_HEIGHT_PX}px;
  padding: 0 12px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-size: 0.8rem;
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const Amount = styled.b`
  color: ${({ theme }) => theme.palette.success};
`;

const Play = styled.button`
  min-height: 32px;
  padding: 0 10px;
  border: 0;
  border-radius: 16px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font: inherit;
  font-size: 0.75rem;
`;

/** One winner: game icon, game name, masked player, win amount and a play-now button. */
export function WinnerRowView({ row }: { row: WinnerRow }) {
  const { t } = useTranslation('shell');
  const launch = useLaunchGame();
  const game = winnerGame(row);
  return (
    <Row data-testid="winner-row">
      <TileImage src={row.vo.iconUrl} alt={row.vo.gameName} width={44} height={44} />
      <div>
        <strong>{row.vo.gameName}</strong>
        <span>{row.vo.customerName}</span>{' '}
        <Amount>{formatAmount(row.vo.winAmount, currentLanguage())}</Amount>
      </div>
      <Play
        type="button"
        disabled={!game}
        onClick={() => game && launch(game)}
        data-testid="play-now"
      >
        {t('games.playNow')}
      </Play>
    </Row>
  );
}
