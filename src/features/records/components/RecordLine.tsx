import type { ReactNode } from 'react';
import styled from 'styled-components';

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.spacing(3)};
  align-items: baseline;
`;

const Title = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 12px;
`;

const End = styled.span`
  justify-self: end;
  text-align: end;
`;

export interface RecordLineProps {
  title: ReactNode;
  amount: ReactNode;
  subtitle: ReactNode;
  detail?: ReactNode;
  testId?: string;
}

/** A report row: title and amount on top, time and a detail below. */
export function RecordLine({ title, amount, subtitle, detail, testId }: RecordLineProps) {
  return (
    <Line data-testid={testId}>
      <Title>{title}</Title>
      <End>{amount}</End>
      <Muted>{subtitle}</Muted>
      <End>
        <Muted>{detail}</Muted>
      </End>
    </Line>
  );
}
