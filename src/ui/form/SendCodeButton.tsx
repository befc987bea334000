import { useState } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useCountdown } from './use-countdown';

const Send = styled.button`
  flex: none;
  min-width: 96px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.palette.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.primarySoft};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.85rem;
  &:disabled {
    opacity: 0.6;
  }
`;

export interface SendCodeButtonProps {
  /** Sends the code; resolves the code lifetime in minutes, rejects when nothing was sent. */
  onSend(): Promise<number>;
  disabled?: boolean;
  testId?: string;
}

/** SMS send button of spec §4: idle → sending → countdown of 60 s × expiredMinutes → idle. */
export function SendCodeButton({ onSend, disabled, testId }: SendCodeButtonProps) {
  const { t } = useTranslation('common');
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      start(60 * (await onSend()));
    } catch {
      // The caller already told the user; the button is simply idle again.
    } finally {
      setSending(false);
    }
  };
  return (
    <Send
      type="button"
      disabled={disabled || sending || remaining > 0}
      onClick={() => void send()}
      data-testid={testId}
    >
      {remaining > 0 ? t('form.resend_in', { seconds: remaining }) : t('form.send_code')}
    </Send>
  );
}
