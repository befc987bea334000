import styled from 'styled-components';

/** A full-width, touch-sized row of a menu or list: icon, label and trailing content. */
export const MenuRow = styled.button<{ $divider?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 16px;
  border: 0;
  border-bottom: ${({ $divider, theme }) => ($divider ? `1px solid ${theme.palette.border}` : '0')};
  background: transparent;
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
`;
