import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingIndicator, SafeHtml } from '../../../ui';
import { Card, Page } from '../components/layout';
import { useAgreement } from './api/get-agreement';

/** `/m/useragreement`: the tenant's user agreement (HTML from the platform, sanitised). */
export function UserAgreementScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const agreement = useAgreement();
  if (agreement.isPending) return <LoadingIndicator />;
  if (agreement.isError)
    return (
      <ErrorState
        message={errorMessage(t, agreement.error)}
        onRetry={() => void agreement.refetch()}
      />
    );
  return (
    <Page>
      <Card data-testid="agreement">
        <h2 style={{ marginTop: 0, fontSize: 18 }}>{agreement.data.title}</h2>
        <SafeHtml html={agreement.data.content} onInternalLink={(path) => void navigate(path)} />
      </Card>
    </Page>
  );
}
