/**
 * The one rule engine for account fields: the server publishes these rules
 * (`GET /wps/system/setting/register`) and checks every account input with the same ones.
 */

export interface FieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: string) =>
  ({ acceptedPattern, minLength, maxLength, patternId }) satisfies FieldRule;

const handle = rule('^[A-Za-z0-9_.@+-]{2,50}$', 2, 50, 'field.format');
const phoneLike = rule('^[0-9]{7,20}$', 7, 20, 'mobile.format');

export const FIELD_RULES = {
  username: rule('^[A-Za-z][A-Za-z0-9]{3,15}$', 4, 16, 'account.format'),
  password: rule('^(?=.*[A-Za-z])(?=.*[0-9])[!-~]{6,20}$', 6, 20, 'password.format'),
  paymentPassword: rule('^[0-9]{6}$', 6, 6, 'password.format'),
  mobileNum: rule('^[0-9]{7,15}$', 7, 15, 'mobile.format'),
  verificationCode: rule('^[0-9]{4,10}$', 4, 10, 'code.format'),
  idNumber: rule('^[A-Za-z0-9-]{5,30}$', 5, 30, 'field.format'),
  qqNum: rule('^[1-9][0-9]{4,11}$', 5, 12, 'field.format'),
  facebook: handle,
  wechat: rule('^[A-Za-z][A-Za-z0-9_-]{5,19}$', 6, 20, 'field.format'),
  line: handle,
  whatsapp: phoneLike,
  zalo: phoneLike,
  email: rule('^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)*\\.[A-Za-z]{2,}$', 5, 100, 'email.format'),
  nickname: rule('^[^<>"\'&]{2,20}$', 2, 20, 'name.format'),
  payeeName: rule('^[^<>"\'&0-9]{2,50}$', 2, 50, 'name.format'),
  recommenderId: rule('^[A-Za-z0-9]{4,16}$', 4, 16, 'invitation.format'),
  affiliateCode: rule('^[A-Za-z0-9]{4,16}$', 4, 16, 'invitation.format'),
  loginUsername: rule('^[A-Za-z0-9_]{3,32}$', 3, 32, 'account.format'),
  loginPassword: rule('^[!-~]{6,32}$', 6, 32, 'password.format'),
  loginMobileNum: rule('^[0-9]{7,20}$', 7, 20, 'mobile.format'),
  captcha: rule('^[0-9]{1,6}$', 1, 6, 'code.format'),
} as const satisfies Record<string, FieldRule>;

export type RuleName = keyof typeof FIELD_RULES;

/** English text of each patternId (spec §8 wording). */
export const PATTERN_MESSAGES: Record<string, string> = {
  'account.format': 'Account format is incorrect',
  'password.format': 'Password format is incorrect',
  'email.format': 'E-mail format is incorrect',
  'name.format': 'Name format is not valid',
  'mobile.format': 'The mobile num is not valid',
  'code.format': 'Verification code error',
  'invitation.format': 'Invalid invitation code',
  'field.format': 'Unknown error',
};

/** Fields whose value is kept verbatim (never trimmed). */
const SECRET_FIELDS = new Set<string>(['password', 'paymentPassword', 'loginPassword']);

export interface FieldProblem {
  field: string;
  reason: 'required' | 'format';
  patternId: string;
}

export class FieldError extends Error {
  constructor(readonly problem: FieldProblem) {
    super(PATTERN_MESSAGES[problem.patternId] ?? 'Unknown error');
  }
}

/** Trims (secrets excepted); an empty or whitespace-only value counts as absent. */
export function cleanValue(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = SECRET_FIELDS.has(field) ? String(value) : String(value).trim();
  return text.trim() === '' ? undefined : text;
}

/** Whether `value` satisfies the rule's pattern and length bounds. */
export function matchesRule(ruleName: RuleName, value: string): boolean {
  const { acceptedPattern, minLength, maxLength } = FIELD_RULES[ruleName];
  const length = [...value].length;
  return length >= minLength && length <= maxLength && new RegExp(acceptedPattern).test(value);
}

/**
 * Checks one input: absent and not required → undefined; absent and required or malformed →
 * throws FieldError naming `field` (the input's name, which may differ from the rule's).
 */
export function checkField(
  field: string,
  raw: unknown,
  options: { rule?: RuleName; required: boolean },
): string | undefined {
  const ruleName = options.rule ?? (field as RuleName);
  const { patternId } = FIELD_RULES[ruleName];
  const value = cleanValue(ruleName, raw);
  if (value === undefined) {
    if (options.required) throw new FieldError({ field, reason: 'required', patternId });
    return undefined;
  }
  if (!matchesRule(ruleName, value)) throw new FieldError({ field, reason: 'format', patternId });
  return value;
}

/** Same as checkField for a field that must be present. */
export function requireField(field: string, raw: unknown, rule?: RuleName): string {
  return checkField(field, raw, { rule, required: true }) as string;
}
