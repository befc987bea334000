import styled from 'styled-components';

import { formatAmount } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import type { WinnerRow } from './types';
import { WINNER_ROW_HEIGHT_PX } from './winner-game';

export { WINNER_ROW_HEIGHT_PX };

const Row = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr auto;
  align-items: center;
  gap: 10px;
  height: ${WINNER_ROW_HEIGHT_PX}px;
  padding: 0 12px;
  img {
    width: 40px;
    height: 40px;
    border-radius: 8px;
    object-fit: cover;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: 0.8rem;
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  b {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Play = styled.button`
  padding: 6px 10px;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font: inherit;
  font-size: 0.75rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
  }
`;

export interface WinnerRowViewProps {
  row: WinnerRow;
  /** Absent when the row names no game that can be launched. */
  onPlay?: () => void;
}

/** Icon, game name, masked customer name, win amount (2 decimals) and a play-now button. */
export function WinnerRowView({ row, onPlay }: WinnerRowViewProps) {
  const { t } = useTranslation('shell');
  const { vo } = row;
  return (
    <Row data-testid="winner-row">
      <img src={vo.iconUrl} alt="" width={40} height={40} loading="lazy" />
      <Text>
        <span data-testid="winner-game">{vo.gameName}</span>
        <span>
          {vo.customerName}{' '}
          <b data-testid="winner-amount">{formatAmount(vo.winAmount, currentLanguage())}</b>
        </span>
      </Text>
      <Play type="button" onClick={onPlay} disabled={!onPlay} data-testid="winner-play">
        {t('games.playNow')}
      </Play>
    </Row>
  );
}
