import styled from 'styled-components';

/** A round toggle for a digit, number or option of the picker. */
export const DigitButton = styled.button.attrs({ type: 'button' })<{ $wide?: boolean }>`
  min-width: ${({ $wide }) => ($wide ? 64 : 36)}px;
  height: 36px;
  padding: 0 6px;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
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
