import { currentSession, useSessionStore } from './session-store';

/** Why the session ended: the platform's error code, or `http.401`. */
export type SessionLostListener = (reason: { code: string }) => void;

const listeners = new Set<SessionLostListener>();

/** Registers what happens after a session loss (the shell navigates); returns the unsubscribe. */
export function onSessionLost(listener: SessionLostListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Clears the session and tells the listeners, once per session: guests never had one, so a 401 on a
 * public page does not bounce them, and concurrent failing calls report a single loss.
 */
export function reportSessionLost(code: string): void {
  if (!currentSession()) return;
  useSessionStore.getState().clearSession();
  for (const listener of listeners) listener({ code });
}
