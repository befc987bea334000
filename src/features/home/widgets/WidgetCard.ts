import styled from 'styled-components';

/** The card of a home widget, at the height home reserved for it (widget-sizes.ts) less its margin. */
export const WidgetCard = styled.section<{ $reserved: number }>`
  height: ${({ $reserved }) => $reserved - 8}px;
  margin: 8px 12px 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  overflow: hidden;
`;
