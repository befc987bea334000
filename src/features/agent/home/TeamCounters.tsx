import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../ui';
import type { TodayCounters } from '../../../../contract/team';
import { teamFiguresQuery } from '../api/get-team-figures';
import { observed } from './use-agent-home-load';

const COUNTERS: readonly (keyof TodayCounters)[] = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
];

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)} 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.72rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Today's login, betting, registered and online members of the team. */
export function TeamCounters() {
  const { t } = useTranslation('agent');
  const { data, error, refetch } = useQuery(observed(teamFiguresQuery()));
  if (error) return <ErrorState message={errorMessage(t, error)} onRetry={() => void refetch()} />;
  return (
    <Grid data-testid="agent-counters" aria-label={t('home.today')}>
      {COUNTERS.map((name) => (
        <div key={name}>
          <dt>{t(`home.counters.${name}`)}</dt>
          <dd data-testid={`agent-counter-${name}`}>{data ? data.footer[name] : '–'}</dd>
        </div>
      ))}
    </Grid>
  );
}
