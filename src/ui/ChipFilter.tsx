import styled from 'styled-components';

const Chips = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  overflow-x: auto;
  scrollbar-width: none;
  &[data-wrap='true'] {
    flex-wrap: wrap;
  }
  button {
    flex: none;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    font-size: 13px;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
`;

export interface ChipFilterProps<Id extends string> {
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChange(id: Id): void;
  /** Test id of each chip: `<prefix>-<id>`. */
  testIdPrefix: string;
  /** Accessible name of the group. */
  label: string;
  /** Wrap onto more lines instead of scrolling sideways. */
  wrap?: boolean;
}

/**
 * One choice out of a few, as a horizontally scrolling row of chips. Imported from its own module, not
 * `ui/index`: styled components are kept by the bundler wherever they are reachable, and the index is
 * part of every page's first load.
 */
export function ChipFilter<Id extends string>(props: ChipFilterProps<Id>) {
  const { options, value, onChange, testIdPrefix, label, wrap = false } = props;
  return (
    <Chips role="group" aria-label={label} data-wrap={wrap}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={option.id === value}
          data-testid={`${testIdPrefix}-${option.id}`}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </Chips>
  );
}
