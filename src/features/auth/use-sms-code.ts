import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../ui';
import { useCountdown, useSendCaptcha } from '../../ui/form';
import { useSendLoginSms } from './api/send-login-sms';

/** SMS loading toast: 10 s at most (spec §9). */
const SMS_LOADING_MS = 10_000;

/**
 * The SMS-code button of spec §4: enabled, then disabled with a countdown of 60 s × expiredMinutes,
 * enabled again at zero. A failed send hides the loading toast and says why; a send refused for a
 * captcha shows one, whose answer goes with the next send.
 */
export function useSmsCode() {
  const { t } = useTranslation('shell');
  const mutation = useSendLoginSms();
  const countdown = useCountdown();
  const sendCaptcha = useSendCaptcha();

  const send = async (mobileNum: string) => {
    const waiting = toast.loading(t('common:in_please_wait'), { duration: SMS_LOADING_MS });
    try {
      const sent = await mutation.mutateAsync({ mobileNum, captcha: sendCaptcha.answer() });
      waiting.hide();
      sendCaptcha.settle();
      countdown.start(60 * sent.expiredMinutes);
      return true;
    } catch (failure) {
      waiting.hide();
      sendCaptcha.settle(failure);
      toast.show(errorMessage(t, failure));
      return false;
    }
  };

  return {
    send,
    captcha: sendCaptcha.captcha,
    remaining: countdown.remaining,
    disabled: mutation.isPending || countdown.remaining > 0,
  };
}
