import styled from 'styled-components';

/** A short explanation above a form. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.85rem;
  line-height: 1.4;
`;
