import styled from 'styled-components';

/** A borderless square button for header icons; always give it an aria-label. */
export const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/** Positions a badge on the top end corner (top right, top left in right-to-left) of an {@link IconButton}. */
export const BadgeSpot = styled.span`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
`;
