import type { FieldRule, ValidationError, ValidationExtra } from './types';
import { validateField } from './validate-field';

export type FieldCheck = {
  name: string;
  value: string;
  rule: FieldRule | undefined;
  extra?: ValidationExtra;
};

export type FormResult = {
  errors: Record<string, ValidationError>;
  /** The first failing field in the order given (to focus it), or null when all pass. */
  firstInvalid: string | null;
};

/** Validates fields in display order. */
export function validateForm(checks: readonly FieldCheck[]): FormResult {
  const errors: Record<string, ValidationError> = {};
  let firstInvalid: string | null = null;
  for (const { name, value, rule, extra } of checks) {
    const error = validateField(name, value, rule, extra);
    if (!error) continue;
    errors[name] = error;
    firstInvalid ??= name;
  }
  return { errors, firstInvalid };
}
