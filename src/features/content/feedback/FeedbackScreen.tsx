import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingIndicator } from '../../../ui';
import { ReportList } from '../../../ui/report';
import { Heading, Page } from '../components/layout';
import { useFeedbackSettings } from './api/get-feedback-settings';
import { useMyFeedback } from './api/get-my-feedback';
import { FeedbackForm } from './components/FeedbackForm';
import { FeedbackRow } from './components/FeedbackRow';

/** `/m/feedback` (FEEDBACK3): send a feedback of a type; my feedback with customer service's replies. */
export function FeedbackScreen() {
  const { t } = useTranslation('content');
  const settings = useFeedbackSettings();
  const mine = useMyFeedback();
  if (settings.isPending) return <LoadingIndicator />;
  if (settings.isError)
    return (
      <ErrorState
        message={errorMessage(t, settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <Page>
      <FeedbackForm settings={settings.data} />
      <Heading>{t('feedback.mine')}</Heading>
      <ReportList
        query={mine}
        rowKey={(feedback) => feedback.id}
        emptyText={t('feedback.empty')}
        testId="feedback-list"
        renderRow={(feedback) => <FeedbackRow feedback={feedback} />}
      />
    </Page>
  );
}
