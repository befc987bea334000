import type { RegisterField } from './register-fields';

const UNTRIMMED = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

/** The shown fields' values (text trimmed, passwords as typed), empty ones left out. */
export function registerPayload(
  values: Readonly<Record<RegisterField, string>>,
  fields: readonly RegisterField[],
  countryDialingCode: string,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const name of fields) {
    const value = UNTRIMMED.has(name) ? values[name] : values[name].trim();
    if (value !== '') payload[name] = value;
  }
  if (payload.mobileNum) payload.countryDialingCode = countryDialingCode;
  return payload;
}
