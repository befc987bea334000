import styled from 'styled-components';

import { formatDate } from '../../../lib/format-date';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { StatusPill } from '../../../ui/report';
import type { Downline } from '../../../../contract/team';
import { TeamLine } from './TeamLine';

const Dot = styled.span<{ $on: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.palette.success : theme.palette.border)};
`;

const Drill = styled.button`
  margin-inline-start: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  font-size: 12px;
  text-decoration: underline;
`;

/** A downline: online dot, username, type, balance, dates and (for an agent) its team. */
export function DownlineRow({ row, onDrill }: { row: Downline; onDrill(row: Downline): void }) {
  const { t } = useTranslation('team');
  const money = useMoney();
  const language = currentLanguage();
  return (
    <TeamLine
      testId={`downline-${row.username}`}
      title={
        <>
          <Dot
            $on={row.online}
            role="img"
            aria-label={t(row.online ? 'members.online' : 'members.offline')}
          />
          <span data-testid="downline-username">{row.username}</span>
          <StatusPill tone={row.isAgent ? 'good' : 'neutral'}>
            {t(row.isAgent ? 'members.agent' : 'members.member')}
          </StatusPill>
        </>
      }
      amount={<span data-testid="downline-balance">{money(row.balance)}</span>}
      subtitle={t('members.dates', {
        level: row.level,
        registered: formatDate(row.regDate, 'date', language),
        login: row.lastLoginAt ? formatDate(row.lastLoginAt, 'date', language) : t('members.never'),
      })}
      detail={
        <>
          {t('members.teamSize', { count: row.teamSize })}
          {row.isAgent && (
            <Drill type="button" onClick={() => onDrill(row)} data-testid={`drill-${row.username}`}>
              {t('members.viewTeam')}
            </Drill>
          )}
        </>
      }
    />
  );
}
