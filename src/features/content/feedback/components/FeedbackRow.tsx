import { useTranslation } from '../../../../lib/i18n';
import { StatusPill } from '../../../../ui/report';
import { Muted, PlainText } from '../../components/layout';
import { useDateText } from '../../components/use-date-text';
import type { Feedback } from '../api/get-my-feedback';

/** One of my feedbacks with its status and customer service's reply. */
export function FeedbackRow({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('content');
  const dateText = useDateText();
  const replied = feedback.status === 'REPLIED';
  return (
    <div data-testid={`feedback-${feedback.id}`}>
      <Muted>
        {t(`feedback.types.${feedback.type}`)} · {dateText(feedback.createdAt)}{' '}
        <StatusPill tone={replied ? 'good' : 'pending'}>
          {t(replied ? 'feedback.replied' : 'feedback.pending')}
        </StatusPill>
      </Muted>
      <PlainText>{feedback.content}</PlainText>
      {feedback.reply && (
        <>
          <Muted style={{ marginTop: 8 }}>{t('feedback.reply')}</Muted>
          <PlainText>{feedback.reply}</PlainText>
        </>
      )}
    </div>
  );
}
