import styled from 'styled-components';

import { useMoney } from '../../../lib/use-money';

const Value = styled.span<{ $sign: number }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $sign }) =>
    $sign > 0 ? theme.palette.success : $sign < 0 ? theme.palette.danger : theme.palette.text};
`;

/** An amount with its sign (+ for credits) in green or red. */
export function SignedAmount({ amount, testId }: { amount: number; testId?: string }) {
  const money = useMoney();
  const sign = Math.sign(amount);
  return (
    <Value $sign={sign} data-testid={testId}>
      {sign > 0 ? '+' : sign < 0 ? '−' : ''}
      {money(Math.abs(amount))}
    </Value>
  );
}
