import { useState } from 'react';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { footerOf } from '../../lib/paged-report';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { alert, Tabs, toast } from '../../ui';
import { ReportList } from '../../ui/report';
import { useClaimPromotion } from './api/claim-promotion';
import { useMemberPromotions } from './api/get-member-promotions';
import { RecordRow } from './components/RecordRow';
import { newRequestId } from './request-id';
import type { PromotionRecord, RecordStatus } from '../../../contract/rewards';

const Page = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
`;

type Tab = 'issued' | 'applying' | 'claimed' | 'joined' | 'finished';
const TABS: Record<Tab, readonly RecordStatus[]> = {
  issued: ['issued'],
  applying: ['applying'],
  claimed: ['claimed'],
  joined: ['signed', 'coming_soon'],
  finished: ['rejected', 'closed'],
};

/** `/m/rewardCenter` (REWCEN3): my promotion records by status; issued bonuses are claimed here. */
export function RewardCentreScreen() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const [tab, setTab] = useState<Tab>('issued');
  const query = useMemberPromotions(TABS[tab]);
  const counts = footerOf(query.data?.pages)?.counts;
  const claim = useClaimPromotion();
  const onClaim = (record: PromotionRecord) =>
    claim.mutate(
      { id: record.id, requestId: newRequestId() },
      {
        onSuccess: (result) =>
          toast.show(t('centre.claimed', { amount: money(result.bonusAmount) }), {
            duration: 'short',
          }),
        onError: (error) => void alert({ message: rewardError(t, error) }),
      },
    );
  const label = (id: Tab) => {
    const count = counts ? TABS[id].reduce((sum, status) => sum + counts[status], 0) : 0;
    return count ? `${t(`centre.tabs.${id}`)} (${count})` : t(`centre.tabs.${id}`);
  };
  return (
    <Page data-testid="reward-centre">
      <Tabs<Tab>
        tabs={(Object.keys(TABS) as Tab[]).map((id) => ({ id, label: label(id) }))}
        active={tab}
        onSelect={setTab}
        testIdPrefix="reward-tab"
      />
      <ReportList
        query={query}
        rowKey={(record) => record.id}
        renderRow={(record) => (
          <RecordRow record={record} claiming={claim.isPending} onClaim={onClaim} />
        )}
        emptyText={t(`centre.empty.${tab}`)}
        testId="reward-records"
      />
    </Page>
  );
}
