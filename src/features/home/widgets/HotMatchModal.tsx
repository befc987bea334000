import styled from 'styled-components';

import type { HotMatch } from '../../../entities/games/types';
import { useLaunchGame } from '../../../entities/games/use-launch-game';
import { useTranslation } from '../../../lib/i18n';
import { Button, Modal } from '../../../ui';
import { HotMatchSlide } from './HotMatchSlide';
import { matchGame } from './match-game';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export interface HotMatchModalProps {
  matches: readonly HotMatch[];
  open: boolean;
  onClose: () => void;
}

/** Every hot match with a bet button that launches the match's game room. */
export function HotMatchModal({ matches, open, onClose }: HotMatchModalProps) {
  const { t } = useTranslation('shell');
  const launch = useLaunchGame();
  return (
    <Modal open={open} onClose={onClose} ariaLabel={t('home.hotMatches')}>
      <h2>{t('home.hotMatches')}</h2>
      <List data-testid="hot-match-list">
        {matches.map((match) => (
          <li key={`${match.nodeId}-${match.matchTime}`}>
            <small>{match.league}</small>
            <HotMatchSlide match={match} />
            <Button
              onClick={() => {
                onClose();
                launch(matchGame(match));
              }}
              data-testid="hot-match-bet"
            >
              {t('home.bet')}
            </Button>
          </li>
        ))}
      </List>
      <Button block variant="secondary" onClick={onClose}>
        {t('common:close')}
      </Button>
    </Modal>
  );
}
