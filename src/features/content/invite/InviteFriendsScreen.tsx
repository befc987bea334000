import styled from 'styled-components';

import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { ErrorState, LoadingIndicator } from '../../../ui';
import { ReportList, SummaryBar } from '../../../ui/report';
import { Card, Heading, Muted, Page } from '../components/layout';
import { useInvitees } from './api/get-invitees';
import { type ReferralInfo, useReferralInfo } from './api/get-referral-info';
import { CopyRow } from './components/CopyRow';
import { FriendRow } from './components/FriendRow';
import { QrCode } from './components/QrCode';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

/** The link friends register with: this site's origin plus the server's register path. */
const inviteLink = (info: ReferralInfo) => new URL(info.registerPath, window.location.origin).href;

/**
 * `/m/inviteFriends`: my code and link (copy, QR), friends invited and their first deposits. Only
 * reached with REFERRAL on: the route's gate, and the guard's answer to `function.not.available`.
 */
export function InviteFriendsScreen() {
  const { t } = useTranslation('content');
  const info = useReferralInfo();
  const friends = useInvitees();
  const money = useMoney();
  if (info.isPending) return <LoadingIndicator />;
  if (info.isError)
    return <ErrorState message={errorMessage(t, info.error)} onRetry={() => void info.refetch()} />;
  const link = inviteLink(info.data);
  return (
    <Page>
      <Card>
        <Muted style={{ marginBottom: 12 }}>{t('invite.intro')}</Muted>
        <CopyRow label={t('invite.code')} value={info.data.code} testId="invite-code" />
        <CopyRow label={t('invite.link')} value={link} testId="invite-link" />
        <Centre>
          <QrCode value={link} label={t('invite.qr')} />
        </Centre>
        <SummaryBar
          items={[
            {
              label: t('invite.invited'),
              value: String(info.data.invitedCount),
              testId: 'invite-invited-count',
            },
            { label: t('invite.deposited'), value: String(info.data.depositedCount) },
            { label: t('invite.first_total'), value: money(info.data.firstDepositTotal) },
          ]}
        />
      </Card>
      <Heading>{t('invite.friends')}</Heading>
      <ReportList
        query={friends}
        rowKey={(friend) => `${friend.username}-${friend.regDate}`}
        emptyText={t('invite.no_friends')}
        testId="invite-friends"
        renderRow={(friend) => <FriendRow friend={friend} />}
      />
    </Page>
  );
}
