import styled from 'styled-components';

/** The padded column every team screen draws in. */
export const Page = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: 15px;
`;
