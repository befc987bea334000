import type { ReactNode } from 'react';
import styled from 'styled-components';

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.spacing(3)};
  align-items: baseline;
`;

const Title = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  min-width: 0;
  font-weight: 600;
  overflow: hidden;
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

export interface TeamLineProps {
  title: ReactNode;
  amount: ReactNode;
  subtitle: ReactNode;
  detail?: ReactNode;
  testId?: string;
}

/** A row of a team list: title and amount on top, details below. */
export function TeamLine({ title, amount, subtitle, detail, testId }: TeamLineProps) {
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
