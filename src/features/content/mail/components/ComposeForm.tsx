import { useRef, useState, type FormEvent } from 'react';

import { errorMessage } from '../../../../lib/error-message';
import { useTranslation } from '../../../../lib/i18n';
import { Button, toast } from '../../../../ui';
import { BoundedText, textLength } from '../../components/BoundedText';
import { Card } from '../../components/layout';
import type { MailSettings } from '../api/get-mail-settings';
import { useSendMail } from '../api/send-mail';

export interface ComposeDraft {
  subject: string;
  replyTo?: number;
}

interface Props {
  settings: MailSettings;
  draft: ComposeDraft;
  onSent(): void;
}

const outside = (text: string, { min, max }: { min: number; max: number }) =>
  textLength(text) < min || textLength(text) > max;

/** A mail to customer service: subject and message within the server's bounds. */
export function ComposeForm({ settings, draft, onSent }: Props) {
  const { t } = useTranslation('content');
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useSendMail();
  // One key per draft: a double tap or a retry after a timeout sends the mail once.
  const requestId = useRef(crypto.randomUUID());
  const bounds = (which: 'subject' | 'body') => t('mail.bounds', { ...settings[which] });
  const subjectError = checked && outside(subject, settings.subject) ? bounds('subject') : null;
  const bodyError = checked && outside(body, settings.body) ? bounds('body') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (outside(subject, settings.subject) || outside(body, settings.body)) return;
    const mail = { subject, body, replyTo: draft.replyTo, requestId: requestId.current };
    send.mutate(mail, {
      onSuccess: () => {
        toast.show(t('mail.sent_ok'));
        onSent();
      },
      onError: (error) => toast.show(errorMessage(t, error)),
    });
  };
  return (
    <Card as="form" onSubmit={submit} noValidate data-testid="mail-compose">
      <BoundedText
        name="subject"
        label={t('mail.subject')}
        value={subject}
        onChange={setSubject}
        max={settings.subject.max}
        error={subjectError}
        testId="mail-subject"
      />
      <BoundedText
        name="body"
        label={t('mail.body')}
        value={body}
        onChange={setBody}
        multiline
        max={settings.body.max}
        error={bodyError}
        testId="mail-body"
      />
      <Button type="submit" block loading={send.isPending} data-testid="mail-send">
        {t('mail.send')}
      </Button>
    </Card>
  );
}
