import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { unreadCountQuery } from '../../../entities/inbox/unread-count';
import { walletBalanceQuery } from '../../../entities/wallet/wallet-balance';
import { agentAnnouncementsQuery } from '../api/get-agent-announcements';
import { teamFiguresQuery } from '../api/get-team-figures';
import { touchSession } from '../api/touch-session';

/** Where agent home's load sequence is: the dividend contract comes only once the rest settled. */
export type LoadPhase = 'loading' | 'settled';

/**
 * Agent home load (spec §4): wallet, unread mail count, agent announcements, team figures and a
 * session renewal, in that order. The screen's parts only observe these queries (`observed`), so
 * nothing asks before this sequence does; the dividend contract waits for `settled`.
 */
export function useAgentHomeLoad(): LoadPhase {
  const client = useQueryClient();
  const [phase, setPhase] = useState<LoadPhase>('loading');
  useEffect(() => {
    let live = true;
    const fresh = { staleTime: 0 } as const;
    const steps = [
      client.fetchQuery({ ...walletBalanceQuery(), ...fresh }),
      client.fetchQuery({ ...unreadCountQuery(), ...fresh }),
      client.fetchQuery({ ...agentAnnouncementsQuery(), ...fresh }),
      client.fetchQuery({ ...teamFiguresQuery(), ...fresh }),
      touchSession(),
    ];
    void Promise.allSettled(steps).then(() => live && setPhase('settled'));
    return () => {
      live = false;
    };
  }, [client]);
  return phase;
}

/** A query the load sequence fetches: parts read it (and retry it) but never start it themselves. */
export const observed = <T extends object>(options: T) => ({ ...options, enabled: false });
