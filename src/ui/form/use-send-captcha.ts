import { asksForCaptcha } from '../../lib/captcha';
import { useCaptcha } from './use-captcha';

/**
 * The captcha an SMS code request may need (docs/api.md, SMS pumping: past a few codes an hour from
 * one address): hidden until a send answers `captcha.required` or `captcha.invalid`, then its answer
 * goes with the next send. Each answer is single use, so a refused send shows a new image.
 */
export function useSendCaptcha() {
  const captcha = useCaptcha();
  return {
    captcha,
    /** The `captcha` body field of the next send: the typed answer while a captcha is shown. */
    answer: (): string | undefined => (captcha.required ? captcha.code : undefined),
    /** After a send: a new image when the platform asks for one, else nothing to show. */
    settle(error?: unknown) {
      if (asksForCaptcha(error)) captcha.refresh();
      else captcha.hide();
    },
  };
}

export type SendCaptcha = ReturnType<typeof useSendCaptcha>;
