import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { SafeHtml } from '../../../ui';
import { Card, Page } from '../components/layout';
import { useHelpState } from './use-help-state';

const Titles = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  overflow-x: auto;
  button {
    flex: none;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  button[aria-selected='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
`;

/** `i` of the query, a whole number within the list; anything else is entry 0 (spec §2 "Other"). */
export function activeIndex(raw: string | null, count: number): number {
  const index = Number(raw ?? 0);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** `/m/helpDetail?i=`: every entry's title, the active one's HTML content. */
export function HelpDetailScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { entries, fallback } = useHelpState();
  if (!entries) return fallback;
  const active = activeIndex(params.get('i'), entries.length);
  const entry = entries[active];
  return (
    <Page>
      <Titles role="tablist">
        {entries.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={index === active}
            onClick={() => setParams({ i: String(index) }, { replace: true })}
            data-testid={`help-tab-${index}`}
          >
            {item.title}
          </button>
        ))}
      </Titles>
      {entry && (
        <Card data-testid="help-detail" data-index={active}>
          <h2 style={{ marginTop: 0, fontSize: 18 }} data-testid="help-detail-title">
            {entry.title}
          </h2>
          <SafeHtml html={entry.content} onInternalLink={(path) => void navigate(path)} />
        </Card>
      )}
    </Page>
  );
}
