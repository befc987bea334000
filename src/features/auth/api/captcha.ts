import { api } from '../../../lib/api-client';

/** `GET /wps/captcha`: an image data URL; the server remembers the answer in a cookie. */
export const fetchCaptcha = () => api.get<string>('/wps/captcha');
