import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { ErrorState, LoadingIndicator } from '../../ui';
import { useSecurityConfig } from './api/security-config';
import { SectionList } from './components/SectionList';
import { SectionView } from './components/SectionView';
import { securityErrorText } from './security-error';
import { isFormSection } from './sections';

const Page = styled.section`
  min-height: 100%;
  padding-bottom: ${({ theme }) => theme.spacing(8)};
  color: ${({ theme }) => theme.palette.text};
`;

/** Security centre (spec §2): what is set, and a sub-view per action (`?section=` opens one). */
export function SecurityCentreScreen() {
  const { t } = useTranslation('security');
  const [params] = useSearchParams();
  const section = params.get('section');
  const config = useSecurityConfig();
  return (
    <Page data-testid="security-centre">
      {config.isPending ? (
        <LoadingIndicator />
      ) : config.isError ? (
        <ErrorState
          message={securityErrorText(t, config.error)}
          onRetry={() => void config.refetch()}
          retryLabel={t('common:retry')}
        />
      ) : isFormSection(section) ? (
        <SectionView section={section} config={config.data} />
      ) : (
        <SectionList config={config.data} />
      )}
    </Page>
  );
}
