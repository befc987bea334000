import styled, { css } from 'styled-components';

import { useMemberInfo } from '../../entities/member/member-info';
import { useIsLoggedIn } from '../../lib/session-store';
import { memberCentre, memberVipTile, visibleEntries, type Entry } from '../../registry';
import { useActivateEntry } from '../../registry/actions/use-activate-entry';
import { useBadgeCounts } from '../../registry/context/badges';
import { useGateContext } from '../../registry/context/use-gate-context';
import { useSiteSettings } from '../../tenant/hooks';
import { EntryList, type EntryLayout } from './components/EntryList';
import { GuestPrompt } from './components/GuestPrompt';
import { ProfileHeader } from './components/ProfileHeader';
import { QuickEntries } from './components/QuickEntries';
import { TopBar } from './components/TopBar';
import { VipTile } from './components/VipTile';
import { WalletCard } from './components/WalletCard';

const Hero = styled.div<{ $layout: EntryLayout }>`
  padding: 0 8px 28px;
  margin-bottom: -16px;
  background: ${({ theme }) => theme.palette.primary};
  ${({ $layout }) =>
    $layout === 'card' &&
    css`
      padding-bottom: 56px;
      margin-bottom: -48px;
      border-radius: 0 0 24px 24px;
    `}
`;

// The new template (mem_cen 1) floats wallet and quick entries on one card over the header.
const Dashboard = styled.div`
  position: relative;
  margin: 0 12px 12px;
  padding-top: 4px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  > * {
    margin-inline: 0;
  }
`;

const Lift = styled.div`
  position: relative;
`;

/** Member centre (/m/mine, /m/member/home): profile, wallet, VIP, quick entries and the gated list. */
export function MemberCentreScreen() {
  const loggedIn = useIsLoggedIn();
  const { templates } = useSiteSettings();
  const entries = visibleEntries(memberCentre, useGateContext());
  const badges = useBadgeCounts();
  const activate = useActivateEntry();
  const { data: info } = useMemberInfo();
  const badgeOf = (entry: Entry) => (entry.badge ? badges[entry.badge] : 0);
  const layout: EntryLayout = templates.mem_cen === 1 ? 'card' : 'list';
  const vip = <VipTile label={info?.clubLabel?.labelName} onOpen={() => activate(memberVipTile)} />;
  return (
    <div data-testid="member-centre" data-template={layout}>
      <Hero $layout={layout}>
        <TopBar />
        {loggedIn ? <ProfileHeader /> : <GuestPrompt />}
      </Hero>
      {layout === 'card' ? (
        <>
          <Dashboard>
            {loggedIn && <WalletCard />}
            <QuickEntries />
          </Dashboard>
          {vip}
        </>
      ) : (
        <Lift>
          {loggedIn && <WalletCard />}
          {vip}
          <QuickEntries />
        </Lift>
      )}
      <EntryList entries={entries} layout={layout} badgeOf={badgeOf} onActivate={activate} />
    </div>
  );
}
