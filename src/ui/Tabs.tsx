import styled from 'styled-components';

// One line of labels: a label too long for an equal share takes more of the row, and a row too long
// for the screen scrolls, so the row is always one touch target high (the first-paint shell of the
// game list stands its tiles below it: cli/lib/first-paint-shell.ts).
const TabList = styled.div`
  display: flex;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  overflow-x: auto;
  scrollbar-width: none;
  button {
    flex: 1 0 auto;
    white-space: nowrap;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
    font: inherit;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
`;

export interface TabsProps<Id extends string> {
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onSelect(id: Id): void;
  /** Test id of each tab: `<prefix>-<id>`. */
  testIdPrefix: string;
}

/** A row of tabs choosing one of a few alternatives; not drawn for a single choice. */
export function Tabs<Id extends string>({ tabs, active, onSelect, testIdPrefix }: TabsProps<Id>) {
  if (tabs.length < 2) return null;
  return (
    <TabList role="tablist">
      {tabs.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={id === active}
          data-testid={`${testIdPrefix}-${id}`}
          onClick={() => id !== active && onSelect(id)}
        >
          {label}
        </button>
      ))}
    </TabList>
  );
}
