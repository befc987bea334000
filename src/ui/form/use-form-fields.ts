import { useCallback, useRef, useState } from 'react';

import type { ValidationError } from '../../lib/validation';

export type FieldValidator<N extends string> = (
  name: N,
  values: Readonly<Record<N, string>>,
) => ValidationError | null;

type Errors<N extends string> = Partial<Record<N, ValidationError>>;

/**
 * Values, errors and inputs of a form. Every field the user has edited is re-checked on each change,
 * so a confirmation follows its password; `validateAll` checks the given fields in order and
 * focuses the first failing one (spec §4).
 */
export function useFormFields<N extends string>(
  initial: Record<N, string>,
  validate: FieldValidator<N>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<N>>({});
  const [edited, setEdited] = useState<ReadonlySet<N>>(() => new Set());
  const inputs = useRef(new Map<N, HTMLInputElement | null>());

  const focus = useCallback((name: N) => inputs.current.get(name)?.focus(), []);

  const setValue = (name: N, value: string) => {
    const next = { ...values, [name]: value };
    const nextEdited = new Set(edited).add(name);
    const nextErrors: Errors<N> = { ...errors };
    for (const field of nextEdited) {
      const error = validate(field, next);
      if (error) nextErrors[field] = error;
      else delete nextErrors[field];
    }
    setValues(next);
    setEdited(nextEdited);
    setErrors(nextErrors);
  };

  /** Sets a value without marking the field edited (prefill, carry-over, clearing a used code). */
  const fill = useCallback((name: N, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  const validateAll = (names: readonly N[]): boolean => {
    const found: Errors<N> = {};
    let first: N | null = null;
    for (const name of names) {
      const error = validate(name, values);
      if (!error) continue;
      found[name] = error;
      first ??= name;
    }
    setErrors((current) => {
      const next: Errors<N> = { ...current };
      for (const name of names) delete next[name];
      return { ...next, ...found };
    });
    if (first !== null) focus(first);
    return first === null;
  };

  const showError = (name: N, error: ValidationError) => {
    setErrors((current) => ({ ...current, [name]: error }));
    focus(name);
  };

  const inputRef = (name: N) => (element: HTMLInputElement | null) => {
    inputs.current.set(name, element);
  };

  const hasErrors = Object.values(errors).some(Boolean);
  return {
    values,
    errors,
    setValue,
    fill,
    validateAll,
    showError,
    focus,
    inputRef,
    touched: edited.size > 0,
    hasErrors,
  };
}

export type FormFields<N extends string> = ReturnType<typeof useFormFields<N>>;
