import styled from 'styled-components';

import type { ExplainTable as Table } from '../../shared/api-types';
import { cellEntries } from './explain-diff';

const Scroll = styled.div`
  overflow: auto;
  max-height: 780px;
  table {
    border-collapse: collapse;
    font-size: 12px;
  }
  th,
  td {
    border: 1px solid #e5e7eb;
    padding: 4px;
    vertical-align: top;
    min-width: 120px;
  }
  ul {
    margin: 0;
    padding-inline-start: 14px;
  }
`;

const Entry = styled.li<{ $change: 'added' | 'removed' | 'same' }>`
  background: ${({ $change }) =>
    $change === 'added' ? '#dcfce7' : $change === 'removed' ? '#fee2e2' : 'transparent'};
  text-decoration: ${({ $change }) => ($change === 'removed' ? 'line-through' : 'none')};
`;

/** `wl explain` for the draft: surfaces × kinds of user, the last edit's changes highlighted. */
export function ExplainTable({ table, previous }: { table: Table; previous: Table | null }) {
  return (
    <Scroll>
      <table data-testid="explain-table">
        <thead>
          <tr>
            <th>Surface</th>
            {table.viewers.map((viewer) => (
              <th key={viewer}>{viewer}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.surface}>
              <th scope="row">{row.surface}</th>
              {table.viewers.map((viewer, column) => (
                <td key={viewer}>
                  <ul>
                    {cellEntries(table, previous, row.surface, column).map((entry) => (
                      <Entry key={entry.text} $change={entry.change} data-change={entry.change}>
                        {entry.text}
                      </Entry>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
