import styled from 'styled-components';

/** An external link drawn as a full-width button. */
export const LinkButton = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.touchTarget}px;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font-weight: 600;
  text-decoration: none;
`;
