import styled, { type DefaultTheme } from 'styled-components';

export type StatusTone = 'pending' | 'good' | 'bad' | 'neutral';

const toneColour = (theme: DefaultTheme, tone: StatusTone) =>
  ({
    pending: theme.palette.warning,
    good: theme.palette.success,
    bad: theme.palette.danger,
    neutral: theme.palette.textMuted,
  })[tone];

/** A record's status as a small outlined label coloured by its tone. */
export const StatusPill = styled.span<{ tone: StatusTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme, tone }) => toneColour(theme, tone)};
  border-radius: 999px;
  color: ${({ theme, tone }) => toneColour(theme, tone)};
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
`;
