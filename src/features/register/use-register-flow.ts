import { useNavigate } from 'react-router-dom';

import { isApiError } from '../../lib/api-client';
import { errorKey, errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { formatMessage, MESSAGE, type ValidationError } from '../../lib/validation';
import { useTenant } from '../../tenant/hooks';
import { toast, TOAST_DURATION } from '../../ui';
import type { FormFields } from '../../ui/form';
import type { StoredAffiliate } from './affiliate-from-url';
import { checkAffiliateCode } from './api/check-affiliate';
import { sessionFromRegister, type RegisteredSession } from './api/register-result';
import type { RegisterField } from './register-fields';

const INVITATION_FAILURE_MS = 1000;

/** Server error codes that belong to one field: the field is marked and focused. */
const FIELD_OF_ERROR: Record<string, RegisterField> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'affiliate.code.invalid': 'affiliateCode',
  'recommender.invalid': 'recommenderId',
  'verification.code.invalid': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
  'password.not.match': 'confirmPassword',
};

function fieldError(error: unknown): [RegisterField, ValidationError] | null {
  if (!isApiError(error)) return null;
  const detail = (error.value ?? {}) as { field?: RegisterField; patternId?: string };
  if (error.code === 'field.invalid' && detail.field)
    return [detail.field, { key: formatMessage(detail.field, detail.patternId) }];
  const field = FIELD_OF_ERROR[error.code];
  return field ? [field, { key: `common:${errorKey(error.code)}` }] : null;
}

export interface RegisterAttempt {
  form: FormFields<RegisterField>;
  /** Shown fields in display order. */
  fields: readonly RegisterField[];
  affiliateEnabled: boolean;
  urlAffiliate: StoredAffiliate | null;
  submit(domain: string | undefined): Promise<RegisteredSession>;
  /** After every attempt that reached the server (the captcha is single use). */
  afterAttempt(): void;
}

/** Register flow of spec §4: validate, check the invitation code, submit, toast, session, home. */
export function useRegisterFlow() {
  const { t } = useTranslation('shell');
  const tenant = useTenant();
  const navigate = useNavigate();
  const setSession = useSessionStore((state) => state.setSession);

  const invitationAccepted = async ({ form, affiliateEnabled, urlAffiliate }: RegisterAttempt) => {
    const code = form.values.affiliateCode.trim();
    if (!affiliateEnabled || !code) return true;
    if (urlAffiliate?.validated && urlAffiliate.code === code) return true;
    const accepted = await checkAffiliateCode(
      code,
      urlAffiliate?.domain ?? window.location.hostname,
    );
    if (accepted) return true;
    form.showError('affiliateCode', { key: MESSAGE.invitationFormat });
    toast.show(t('common:messages.invalid_invitation_code'), { duration: INVITATION_FAILURE_MS });
    return false;
  };

  return async (attempt: RegisterAttempt): Promise<boolean> => {
    const { form, fields, urlAffiliate, submit, afterAttempt } = attempt;
    if (!form.validateAll(fields)) return false;
    const waiting = toast.loading(t('common:in_please_wait'));
    try {
      if (!(await invitationAccepted(attempt))) return false;
      const result = await submit(urlAffiliate?.domain);
      toast.show(t('register.success'), { duration: TOAST_DURATION.default });
      setSession(sessionFromRegister(result, tenant.merchantCode));
      navigate('/m/home', { replace: true });
      return true;
    } catch (error) {
      toast.show(errorMessage(t, error));
      const marked = fieldError(error);
      if (marked && fields.includes(marked[0])) form.showError(...marked);
      afterAttempt();
      return false;
    } finally {
      waiting.hide();
    }
  };
}
