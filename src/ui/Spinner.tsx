import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** px */
  size?: number;
  /** Accessible name; omit when a visible text already says what is loading. */
  label?: string;
}

export function Spinner({ size = 24, label }: SpinnerProps) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
