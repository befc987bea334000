import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
    border-color: ${({ theme }) => theme.palette.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.palette.primarySoft};
    color: ${({ theme }) => theme.palette.text};
    border-color: ${({ theme }) => theme.palette.border};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.palette.text};
    border-color: transparent;
  `,
  danger: css`
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.danger};
    border-color: ${({ theme }) => theme.palette.danger};
  `,
};

const Base = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.touchTarget}px;
  min-width: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius}px;
  font-weight: 600;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <Base
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} />}
      {children}
    </Base>
  );
}
