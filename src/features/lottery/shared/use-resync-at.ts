import { useEffect } from 'react';

import { nextDeadline } from './countdown';

/** Slack after a close or draw so the server has moved on when we ask again. */
const RESYNC_SLACK_MS = 600;

/**
 * Calls `resync` when the nearest of `deadlines` (local epoch ms) passes: a countdown that reaches
 * zero asks the server for the next numero and the new result instead of guessing.
 */
export function useResyncAt(deadlines: readonly number[], resync: () => void) {
  const key = deadlines.join(',');
  useEffect(() => {
    const next = nextDeadline(key ? key.split(',').map(Number) : [], Date.now());
    if (next === undefined) return;
    const timer = setTimeout(resync, next - Date.now() + RESYNC_SLACK_MS);
    return () => clearTimeout(timer);
  }, [key, resync]);
}
