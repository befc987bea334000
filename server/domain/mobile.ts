import type { Tenant } from '../../schema/tenant';
import { normalizeDialingCode } from './countries';
import { FieldError, requireField, type RuleName } from './field-rules';

/**
 * A validated mobile number as stored and addressed: `+<dialing code><national number>`.
 * `field` names the input in errors; `rule` is mobileNum (registration) or loginMobileNum.
 */
export function fullMobileNumber(
  tenant: Tenant,
  input: { field: string; mobile: unknown; dialingCode: unknown; rule?: RuleName },
): string {
  const national = requireField(input.field, input.mobile, input.rule ?? 'mobileNum');
  const dialingCode = normalizeDialingCode(tenant, input.dialingCode);
  if (!dialingCode)
    throw new FieldError({
      field: 'countryDialingCode',
      reason: 'format',
      patternId: 'mobile.format',
    });
  return `+${dialingCode}${national.replace(/^0+/, '')}`;
}

/** `138****1234` style, as member info shows it. */
export function maskMobile(national: string): string {
  if (national.length <= 7) return `${national.slice(0, 2)}****${national.slice(-1)}`;
  return `${national.slice(0, 3)}****${national.slice(-4)}`;
}
