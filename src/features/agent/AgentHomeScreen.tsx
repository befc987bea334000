import styled from 'styled-components';

import { CONTRACT_EXEMPT_TYPES } from '../../../schema/constants';
import { useSessionStore } from '../../lib/session-store';
import { AgentFooter } from './home/AgentFooter';
import { AgentHero } from './home/AgentHero';
import { AgentNavGrid } from './home/AgentNavGrid';
import { DividendCard } from './home/DividendCard';
import { TeamCounters } from './home/TeamCounters';
import { useAgentHomeLoad } from './home/use-agent-home-load';

const Page = styled.div`
  min-height: 100vh;
  padding-bottom: 72px;
  background: ${({ theme }) => theme.palette.background};
`;

const isExempt = (type: number | undefined) =>
  type === undefined || (CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type);

/** Agent home (/m/agent, /m/agent/home; spec §2): the guard already turned non-agents away. */
export function AgentHomeScreen() {
  const phase = useAgentHomeLoad();
  const type = useSessionStore((state) => state.session?.type);
  return (
    <Page data-testid="agent-home" data-phase={phase}>
      <AgentHero />
      <TeamCounters />
      <DividendCard enabled={phase === 'settled' && !isExempt(type)} />
      <AgentNavGrid />
      <AgentFooter />
    </Page>
  );
}
