import { api } from '../../../lib/api-client';

/** `GET /wps/captcha`: an image data URL; the answer is tied to the `captchaId` cookie, single use. */
export const fetchRegisterCaptcha = () => api.get<string>('/wps/captcha');
