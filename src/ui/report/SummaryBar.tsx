import styled from 'styled-components';

const Bar = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 12px;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export interface SummaryItem {
  label: string;
  /** Already formatted (e.g. with `useMoney()`). */
  value: string;
  testId?: string;
}

/** Totals of a report's whole range, above its rows. */
export function SummaryBar({ items }: { items: readonly SummaryItem[] }) {
  return (
    <Bar>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </Bar>
  );
}
