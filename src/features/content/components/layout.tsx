import styled from 'styled-components';

/** The padded column every content screen draws in. */
export const Page = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
`;

export const Card = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
`;

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: 16px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 13px;
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

/** Plain text a person wrote (mails, feedback): kept as typed, never parsed as HTML. */
export const PlainText = styled.p`
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
