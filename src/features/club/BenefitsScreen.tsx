import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { memberKeys } from '../../entities/member/member-keys';
import { walletKeys } from '../../entities/wallet/wallet-keys';
import { errorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorState, LoadingIndicator, toast } from '../../ui';
import { useClubBenefit } from './api/get-club-benefit';
import { BenefitsTable } from './components/BenefitsTable';
import { LevelCard } from './components/LevelCard';
import { LevelStrip } from './components/LevelStrip';

/** `/m/member/benefits`: the member's VIP level, progress to the next one and every level's benefits. */
export function BenefitsScreen() {
  const { t } = useTranslation('club');
  const { data, isPending, isError, error, refetch } = useClubBenefit();
  const [selected, setSelected] = useState<number | null>(null);
  const client = useQueryClient();
  const upgraded = data?.upgradedTo.length ? data.levelName : null;
  useEffect(() => {
    if (!upgraded) return;
    // Reaching a level credits its bonus and changes the member's label.
    toast.show(t('benefits.upgraded', { level: upgraded }), { duration: 'short' });
    void client.invalidateQueries({ queryKey: walletKeys.balance() });
    void client.invalidateQueries({ queryKey: memberKeys.info() });
  }, [upgraded, client, t]);
  if (isPending) return <LoadingIndicator />;
  if (isError)
    return <ErrorState message={errorMessage(t, error)} onRetry={() => void refetch()} />;
  const shown = selected ?? data.level;
  const level = data.levels.find((candidate) => candidate.level === shown);
  return (
    <div data-testid="club-benefits-screen">
      <LevelCard benefit={data} />
      {data.levels.length === 0 || !level ? (
        <EmptyState title={t('benefits.none')} />
      ) : (
        <>
          <LevelStrip
            levels={data.levels}
            current={data.level}
            selected={shown}
            onSelect={setSelected}
          />
          <BenefitsTable level={level} />
        </>
      )}
    </div>
  );
}
