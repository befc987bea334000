import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { FieldShell } from './FieldShell';

const Toggle = styled.button`
  min-width: ${({ theme }) => theme.touchTarget}px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.8rem;
`;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'ref'>;

export interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  required?: boolean;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Something before the input (dialing-code picker). */
  leading?: ReactNode;
  /** Something after the input (send-code button, captcha image). */
  trailing?: ReactNode;
  testId?: string;
}

/** A labelled input with error text; password inputs get a show/hide toggle. */
export function TextField(props: TextFieldProps) {
  const {
    name,
    label,
    value,
    onValueChange,
    required,
    error,
    inputRef,
    leading,
    trailing,
    testId,
    type,
    ...native
  } = props;
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const id = `field-${name}`;
  const isPassword = type === 'password';
  return (
    <FieldShell id={id} label={label} required={required} error={error} testId={testId}>
      {leading}
      <input
        {...native}
        id={id}
        name={name}
        ref={inputRef}
        type={isPassword && visible ? 'text' : type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        data-testid={testId && `${testId}-input`}
      />
      {isPassword && (
        <Toggle
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          data-testid={testId && `${testId}-toggle`}
        >
          {visible ? t('form.hide_password') : t('form.show_password')}
        </Toggle>
      )}
      {trailing}
    </FieldShell>
  );
}
