import { useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  input {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
    font: inherit;
  }
`;

export interface SearchBoxProps {
  /** Placeholder and accessible name of the box. */
  label: string;
  submitLabel: string;
  /** Called on submit with the trimmed text ('' = show everything again). */
  onSearch(text: string): void;
  /** Test ids `<testId>-input` and `<testId>-submit`. */
  testId: string;
}

/** A search box that searches on submit (Enter or the button), not on every keystroke. */
export function SearchBox({ label, submitLabel, onSearch, testId }: SearchBoxProps) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        aria-label={label}
        data-testid={`${testId}-input`}
      />
      <button type="submit" data-testid={`${testId}-submit`}>
        {submitLabel}
      </button>
    </Form>
  );
}
