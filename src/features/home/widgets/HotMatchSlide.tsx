import styled from 'styled-components';

import type { HotMatch } from '../../../entities/games/types';
import { useTranslation } from '../../../lib/i18n';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Spec §9 fixes the match start time as `MM/DD HH:mm` (local time) in every language. */
export function matchTime(match: HotMatch): string {
  const date = new Date(match.matchTime);
  const day = `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto 1fr;
  align-items: center;
  gap: 8px;
  height: 100%;
  padding: 0 12px;
  font-size: 0.8rem;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Team = styled.span<{ $away?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $away }) => ($away ? 'flex-start' : 'flex-end')};
  gap: 6px;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  img {
    width: 24px;
    height: 24px;
    flex: 0 0 24px;
    object-fit: contain;
  }
`;

const Vs = styled.strong`
  color: ${({ theme }) => theme.palette.primary};
`;

/** Start time, home name and icon, VS, away icon and name (spec §2 Home). */
export function HotMatchSlide({ match }: { match: HotMatch }) {
  const { t } = useTranslation('shell');
  return (
    <Row data-testid="hot-match">
      <Time dateTime={new Date(match.matchTime).toISOString()}>{matchTime(match)}</Time>
      <Team>
        <span>{match.homeTeam}</span>
        <img src={match.homeTeamImageUrl} alt="" width={24} height={24} loading="lazy" />
      </Team>
      <Vs>{t('home.vs')}</Vs>
      <Team $away>
        <img src={match.awayTeamImageUrl} alt="" width={24} height={24} loading="lazy" />
        <span>{match.awayTeam}</span>
      </Team>
    </Row>
  );
}
