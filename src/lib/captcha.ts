import { getCaptcha } from '../../contract/session';
import { call } from './api-call';
import { isApiError } from './api-client';

/** `GET /wps/captcha`: an image data URL; the answer is tied to the `captchaId` cookie, single use. */
export const fetchCaptcha = () => call(getCaptcha);

const CAPTCHA_CODES: ReadonlySet<string> = new Set(['captcha.required', 'captcha.invalid']);

/** The platform wants a (new) captcha with the next try: `captcha.required` / `captcha.invalid`. */
export const asksForCaptcha = (error: unknown): boolean =>
  isApiError(error) && CAPTCHA_CODES.has(error.code);
