import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { Icon } from '../../../registry/Icon';
import { Page } from '../components/layout';
import { HelpTopBar } from './HelpTopBar';
import { useHelpState } from './use-help-state';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.palette.surface};
  border-radius: ${({ theme }) => theme.radius}px;
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.touchTarget + 8}px;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  span {
    flex: 1;
  }
`;

/** `/m/help`: the titles of the help centre; each opens `/m/helpDetail?i=<index>`. */
export function HelpScreen() {
  const { entries, fallback } = useHelpState();
  return (
    <>
      <HelpTopBar />
      <Page>
        {fallback ?? (
          <List data-testid="help-list">
            {entries?.map((entry, index) => (
              <li key={entry.id}>
                <Row to={`/m/helpDetail?i=${index}`} data-testid={`help-entry-${index}`}>
                  <span>{entry.title}</span>
                  <Icon name="chevron" size="1em" />
                </Row>
              </li>
            ))}
          </List>
        )}
      </Page>
    </>
  );
}
