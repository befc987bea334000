import styled from 'styled-components';

/** A round toggle (aria-pressed) or radio (aria-checked) for a digit, number or option of the picker. */
export const DigitButton = styled.button.attrs({ type: 'button' })<{ $wide?: boolean }>`
  min-width: ${({ $wide }) => ($wide ? 64 : 36)}px;
  min-height: 36px;
  padding: 4px 10px;
  line-height: 1.2;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.palette.primary};
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/**
 * Digits and numbers on one grid at every phone width (320 to 480 px): ten digits in two rows of
 * five, longer lists in as many 44 px columns as fit.
 */
export const DigitGrid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: ${({ $columns }) =>
    $columns ? `repeat(${$columns}, minmax(0, 1fr))` : 'repeat(auto-fill, minmax(44px, 1fr))'};
  gap: 8px;
  & > button {
    min-width: 0;
    width: 100%;
    min-height: 40px;
    padding: 0;
  }
`;

/** Ten digits (0-9) fill two rows of five; anything else flows. */
export const columnsFor = (count: number) => (count <= 10 ? 5 : undefined);
