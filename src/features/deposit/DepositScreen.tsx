import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { useSiteSettings } from '../../tenant';
import { EmptyState, LoadState } from '../../ui';
import { useDepositSettings } from './api/deposit-settings';
import { ClassicDepositForm } from './classic/ClassicDepositForm';
import { DepositResult } from './components/DepositResult';
import { ModernDepositForm } from './modern/ModernDepositForm';
import { depositErrorText } from './texts';

const Page = styled.div`
  min-height: 100%;
  padding-bottom: ${({ theme }) => theme.spacing(8)};
  color: ${({ theme }) => theme.palette.text};
`;

/**
 * Deposit (`/m/voucherCenter`): the classic form or, when the site's `dep_func` is 1, the new layout
 * (spec §2 "Template versions"); both send the same request. `?deposit=<id>` shows that deposit's
 * outcome, which is where the payment page returns.
 */
export function DepositScreen() {
  const { t } = useTranslation('deposit');
  const [params, setParams] = useSearchParams();
  const template = useSiteSettings().templates.dep_func;
  const settings = useDepositSettings();
  const shownId = Number(params.get('deposit'));
  if (Number.isInteger(shownId) && shownId > 0) {
    return (
      <Page data-testid="deposit-screen">
        <DepositResult id={shownId} onNew={() => setParams({}, { replace: true })} />
      </Page>
    );
  }
  return (
    <Page data-testid="deposit-screen" data-template={template}>
      <LoadState
        status={settings}
        onRetry={() => void settings.refetch()}
        errorText={(error) => depositErrorText(t, error)}
      >
        {(data) =>
          data.channels.length === 0 ? (
            <EmptyState title={t('form.no_channels')} />
          ) : template === 1 ? (
            <ModernDepositForm settings={data} />
          ) : (
            <ClassicDepositForm settings={data} />
          )
        }
      </LoadState>
    </Page>
  );
}
