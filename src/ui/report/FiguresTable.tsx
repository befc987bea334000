import styled from 'styled-components';

/**
 * A table of figures: the first column is a label, the others are numbers aligned at the end in
 * tabular digits; a `tfoot` row is the total. `$compact` tightens it for a table inside a row.
 */
export const FiguresTable = styled.table<{ $compact?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ $compact }) => ($compact ? '0.8rem' : '0.85rem')};
  th,
  td {
    padding: ${({ $compact }) => ($compact ? '6px 4px' : '10px 4px')};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: normal;
    font-size: 0.75rem;
  }
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
`;
