export type {
  FieldRule,
  RegisterSettings,
  RuleSet,
  ValidationError,
  ValidationExtra,
} from './types';
export { validateField } from './validate-field';
export { validateForm, type FieldCheck, type FormResult } from './validate-form';
export { EMPTY_RULE_SET, parseRuleSet } from './rule-set';
export { ruleSetQuery, useRuleSet } from './use-rule-set';
export { FORGOT_EMAIL_RULE, SIMPLE_EMAIL_PATTERN, DEFAULT_RULES } from './built-in-rules';
export { formatMessage, MESSAGE } from './messages';
