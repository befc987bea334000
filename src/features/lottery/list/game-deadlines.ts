import { localDeadline } from '../shared/countdown';
import type { Current } from '../types';

/** Local times to ask again: at the close (next numero) and when the previous numero draws. */
export function resyncDeadlines(current: Current, receivedAt: number): number[] {
  return [
    localDeadline(receivedAt, current.closeInMs),
    localDeadline(receivedAt, current.openAt - current.serverTime),
  ];
}
