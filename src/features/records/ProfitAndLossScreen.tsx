import { useState } from 'react';

import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator } from '../../ui';
import { RangeTabs, type RangePreset, useReportDays } from '../../ui/report';
import { useProfitAndLoss } from './api/get-profit-and-loss';
import { GameTypeTable } from './components/GameTypeTable';
import { Heading, Page } from './components/Page';
import { ProfitCards } from './components/ProfitCards';
import { recordsError } from './records-error';

/** `/m/profitandloss`: the member's result over a range, its parts and the game types behind it. */
export function ProfitAndLossScreen() {
  const { t } = useTranslation('records');
  const [preset, setPreset] = useState<RangePreset>('today');
  const days = useReportDays(preset);
  const { data, isPending, isError, error, refetch } = useProfitAndLoss(days);
  let body;
  if (isPending) body = <LoadingIndicator />;
  else if (isError && !data)
    body = <ErrorState message={recordsError(t, error)} onRetry={() => void refetch()} />;
  else if (data)
    body = (
      <>
        {data.footer && <ProfitCards summary={data.footer} />}
        <Heading>{t('profit.byGameType')}</Heading>
        {data.content.length ? (
          <GameTypeTable rows={data.content} />
        ) : (
          <EmptyState title={t('profit.noBets')} />
        )}
      </>
    );
  return (
    <Page data-testid="profit-screen">
      <RangeTabs value={preset} onChange={setPreset} />
      {body}
    </Page>
  );
}
