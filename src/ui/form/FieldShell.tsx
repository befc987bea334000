import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.palette.danger};
  margin-inline-end: 2px;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.palette.danger};
`;

export const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing(2)};
  input,
  select {
    min-width: 0;
    box-sizing: border-box;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  input {
    flex: 1;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

export interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** Translated error text, shown under the input. */
  error?: string | null;
  testId?: string;
  children: ReactNode;
}

/** Label (with an asterisk when required), the input row and its error text. */
export function FieldShell({ id, label, required, error, testId, children }: FieldShellProps) {
  return (
    <Wrapper data-testid={testId}>
      <Label htmlFor={id}>
        {required && <Asterisk data-testid={testId && `${testId}-required`}>*</Asterisk>}
        {label}
      </Label>
      <InputRow>{children}</InputRow>
      {error && (
        <ErrorText id={`${id}-error`} role="alert" data-testid={testId && `${testId}-error`}>
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
