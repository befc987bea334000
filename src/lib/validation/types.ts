import type { RegisterSettings } from '../../../contract/account';

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
export type { RegisterSettings };

/** Field rules keyed by field name (register fields and login rules) plus the extra settings. */
export type RuleSet = {
  fields: Record<string, FieldRule>;
  settings: RegisterSettings;
};
