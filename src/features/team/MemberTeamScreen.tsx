import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { ReportList, SearchBox } from '../../ui/report';
import { useTeamMembers } from './api/get-team-members';
import { DownlineRow } from './components/DownlineRow';
import { Page } from './components/Page';

const Crumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  font-size: 13px;
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.palette.primary};
    font: inherit;
  }
  [aria-current] {
    font-weight: 700;
  }
`;

interface Crumb {
  memberId: number;
  username: string;
}

/** `/m/member/team`: the agent's downlines, newest first; an agent's row opens its own team. */
export function MemberTeamScreen() {
  const { t } = useTranslation('team');
  const [path, setPath] = useState<Crumb[]>([]);
  const [username, setUsername] = useState<string>();
  const parent = path[path.length - 1];
  const query = useTeamMembers({ parentId: parent?.memberId, username });
  return (
    <Page data-testid="member-team-screen">
      <Crumbs aria-label={t('members.path')} data-testid="team-crumbs">
        {parent ? (
          <button type="button" onClick={() => setPath([])} data-testid="crumb-root">
            {t('members.myTeam')}
          </button>
        ) : (
          <span aria-current="page">{t('members.myTeam')}</span>
        )}
        {path.map((crumb, index) => (
          <span key={crumb.memberId}>
            {' › '}
            {index === path.length - 1 ? (
              <span aria-current="page">{crumb.username}</span>
            ) : (
              <button type="button" onClick={() => setPath(path.slice(0, index + 1))}>
                {crumb.username}
              </button>
            )}
          </span>
        ))}
      </Crumbs>
      <SearchBox
        label={t('search.placeholder')}
        submitLabel={t('search.submit')}
        onSearch={(text) => setUsername(text || undefined)}
        testId="team-search"
      />
      <ReportList
        query={query}
        rowKey={(row) => row.memberId}
        renderRow={(row) => (
          <DownlineRow
            row={row}
            onDrill={(next) =>
              setPath([...path, { memberId: next.memberId, username: next.username }])
            }
          />
        )}
        emptyText={t('members.empty')}
        testId="downline-rows"
      />
    </Page>
  );
}
