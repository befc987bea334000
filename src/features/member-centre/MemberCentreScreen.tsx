import styled from 'styled-components';

import { useIsLoggedIn } from '../../lib/session-store';
import { memberCentre, memberVipTile, visibleEntries, type Entry } from '../../registry';
import { useActivateEntry } from '../../registry/actions/use-activate-entry';
import { useBadgeCounts } from '../../registry/context/badges';
import { useGateContext } from '../../registry/context/use-gate-context';
import { useSiteSettings } from '../../tenant/hooks';
import { EntryList } from './components/EntryList';
import { GuestPrompt } from './components/GuestPrompt';
import { ProfileHeader } from './components/ProfileHeader';
import { QuickEntries } from './components/QuickEntries';
import { TopBar } from './components/TopBar';
import { VipTile } from './components/VipTile';

const Hero = styled.div`
  padding: 0 8px 28px;
  margin-bottom: -16px;
  background: ${({ theme }) => theme.palette.primary};
`;

/** Member centre (/m/mine, /m/member/home): profile, VIP, quick entries and the gated entry list. */
export function MemberCentreScreen() {
  const loggedIn = useIsLoggedIn();
  const { templates } = useSiteSettings();
  const entries = visibleEntries(memberCentre, useGateContext());
  const badges = useBadgeCounts();
  const activate = useActivateEntry();
  const badgeOf = (entry: Entry) => (entry.badge ? badges[entry.badge] : 0);
  return (
    <div data-testid="member-centre">
      <Hero>
        <TopBar />
        {loggedIn ? <ProfileHeader /> : <GuestPrompt />}
      </Hero>
      <VipTile onOpen={() => activate(memberVipTile)} />
      <QuickEntries />
      <EntryList
        entries={entries}
        layout={templates.mem_cen === 1 ? 'card' : 'list'}
        badgeOf={badgeOf}
        onActivate={activate}
      />
    </div>
  );
}
