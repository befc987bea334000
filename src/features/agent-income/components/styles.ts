import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100%;
  padding: 0 12px 12px;
  background: ${({ theme }) => theme.palette.surface};
`;

/** Label above, value below, in a row of small figures. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px 8px;
  margin: 6px 0 0;
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 11px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const RowHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;
