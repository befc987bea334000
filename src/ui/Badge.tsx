import styled from 'styled-components';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.palette.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 1;
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.danger};
`;

export interface BadgeProps {
  count?: number;
  /** Counts above are shown as `max+`. */
  max?: number;
  /** A red dot instead of a number (message icon, spec §2). */
  dot?: boolean;
  /** Accessible text, e.g. "3 unread"; defaults to the number. */
  label?: string;
}

/** Renders nothing for a zero count. */
export function Badge({ count = 0, max = 99, dot = false, label }: BadgeProps) {
  if (count <= 0) return null;
  if (dot) return <Dot role="img" aria-label={label ?? String(count)} />;
  return <Pill aria-label={label}>{count > max ? `${max}+` : count}</Pill>;
}
