import styled from 'styled-components';

import { FieldShell } from '../../../ui/form';

const Area = styled.textarea`
  flex: 1;
  min-height: 120px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: -${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(3)};
  text-align: end;
  font-size: 12px;
  color: ${({ theme, $over }) => ($over ? theme.palette.danger : theme.palette.textMuted)};
`;

/** Characters as a person counts them (code points), after trimming, as the server counts. */
export const textLength = (text: string) => [...text.trim()].length;

export interface BoundedTextProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  max: number;
  multiline?: boolean;
  placeholder?: string;
  error?: string | null;
  testId: string;
}

/** A text input or area with a live `n/max` counter (a rule of spec §5: bounded length). */
export function BoundedText({
  name,
  label,
  value,
  onChange,
  max,
  multiline,
  placeholder,
  error,
  testId,
}: BoundedTextProps) {
  const id = `content-${name}`;
  const length = textLength(value);
  const common = {
    id,
    name,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': `${testId}-input`,
  };
  return (
    <>
      <FieldShell id={id} label={label} error={error} testId={testId}>
        {multiline ? (
          <Area {...common} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} onChange={(event) => onChange(event.target.value)} />
        )}
      </FieldShell>
      <Counter $over={length > max} data-testid={`${testId}-counter`}>
        {length}/{max}
      </Counter>
    </>
  );
}
