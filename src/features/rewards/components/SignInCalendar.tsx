import styled from 'styled-components';

import { useMoney } from '../../../lib/use-money';
import type { SignInCalendar as Calendar } from '../../../../contract/rewards';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li<{ $signed: boolean; $today: boolean }>`
  display: grid;
  min-height: 44px;
  place-items: center;
  border: 2px solid ${({ theme, $today }) => ($today ? theme.palette.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $signed }) => ($signed ? theme.palette.primary : theme.palette.surface)};
  color: ${({ theme, $signed }) => ($signed ? theme.palette.primaryText : 'inherit')};
  font-size: 0.8rem;
  small {
    font-size: 0.65rem;
  }
`;

/** The month as a calendar (weeks start on Sunday); signed days are filled with their reward. */
export function SignInCalendar({ calendar, weekdays }: { calendar: Calendar; weekdays: string[] }) {
  const money = useMoney();
  const offset = new Date(`${calendar.month}-01T00:00:00Z`).getUTCDay();
  return (
    <Grid data-testid="sign-in-calendar">
      {weekdays.map((name) => (
        <li key={name} style={{ textAlign: 'center', fontSize: '0.7rem' }}>
          {name}
        </li>
      ))}
      {Array.from({ length: offset }, (_, index) => (
        <li key={`blank-${index}`} />
      ))}
      {calendar.days.map((day) => (
        <Day
          key={day.day}
          $signed={day.signed}
          $today={day.day === calendar.today}
          data-testid={day.day === calendar.today ? 'sign-in-today' : undefined}
          data-signed={day.signed}
        >
          {Number(day.day.slice(8))}
          {day.reward !== null && <small>+{money(day.reward)}</small>}
        </Day>
      ))}
    </Grid>
  );
}
