import styled from 'styled-components';
import type { InputHTMLAttributes, ReactNode } from 'react';

import { useTranslation } from '../../../lib/i18n';
import type { ValidationError } from '../../../lib/validation';
import { Field, Row } from '../Field';

const ErrorLine = styled.small`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.palette.danger};
`;

interface LoginInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  error: ValidationError | null;
  onValue(value: string): void;
  /** Shown right of the input (SMS button, captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its validation message (translated at render, so it follows the language). */
export function LoginInput({ label, name, error, onValue, addon, ...input }: LoginInputProps) {
  const { t } = useTranslation('shell');
  const errorId = `login-${name}-error`;
  const field = (
    <input
      name={name}
      aria-invalid={error !== null}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onValue(event.target.value)}
      {...input}
    />
  );
  return (
    <Field>
      <span>{label}</span>
      {addon ? (
        <Row>
          {field}
          {addon}
        </Row>
      ) : (
        field
      )}
      {error && (
        <ErrorLine id={errorId} data-testid={`login-error-${name}`}>
          {t(error.key, error.params)}
        </ErrorLine>
      )}
    </Field>
  );
}
