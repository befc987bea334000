/** One field's rule as `GET /wps/system/setting/register` publishes it (docs/api.md). */
export type FieldRule = {
  enabled: boolean;
  required: boolean;
  /** Regular expression the whole value must match (the server anchors it). */
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  /** The platform's message id for a failing value; known ids pick their own message. */
  patternId?: string;
};

/** A failed check: an i18n key in the `shell` namespace plus its interpolation values. */
export type ValidationError = {
  key: string;
  params?: Record<string, string | number>;
};

/** Values some checks compare against (confirmation, new ≠ old). */
export type ValidationExtra = {
  /** The password a confirmation must equal. */
  password?: string;
  /** The old password a new password must differ from. */
  oldPassword?: string;
};

/** The registration settings beyond the per-field rules (`value._settings`, docs/api.md). */
export type RegisterSettings = {
  /** The username form exists (USERNAMEREG3). */
  usernameRegistration: boolean;
  /** The mobile form exists (MOBILENUMREG3). */
  mobileRegistration: boolean;
  /** SMS code lifetime; the resend countdown is 60 s × this. */
  smsExpiredMinutes: number;
  /** Mobile registration asks for an SMS code (REGMOBVERF3). */
  mobileVerification: boolean;
  /** Mobile registration also asks for a password (MOBILENUMPASSREG3). */
  mobileWithPassword: boolean;
  /** Forgot password offers the phone method. */
  phonePasswordReset: boolean;
  /** The tenant's own country and its dialing code, the default of mobile inputs. */
  countryCode: string;
  countryDialingCode: string;
};

/** Field rules keyed by field name (register fields and login rules) plus the extra settings. */
export type RuleSet = {
  fields: Record<string, FieldRule>;
  settings: RegisterSettings;
};
