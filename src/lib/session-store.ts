import { create } from 'zustand';

import { TRIAL_TYPE } from '../../schema/constants';
import { storage } from './storage';

/** The session as the platform's mobile site stores it under localStorage `MC_SESSION_INFO` (spec §3). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer type: 0 member, 4 free trial, 40 member, 1/2/41/42 agents. */
  type: number;
  firstTimeLogin: boolean;
}

interface SessionState {
  session: SessionInfo | null;
  /** Username of the free-trial account (sessionStorage `trialName`). */
  trialName: string | null;
  setSession(info: SessionInfo): void;
  /** Logout cleanup of spec §4: token, trial user, session storage, autoLogin=0. */
  clearSession(): void;
}

export function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    typeof v.firstTimeLogin === 'boolean'
  );
}

function toStoredShape(info: SessionInfo): SessionInfo {
  const { token, merchantCode, userName, type, firstTimeLogin } = info;
  return { token, merchantCode, userName, type, firstTimeLogin };
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: storage.getJson('MC_SESSION_INFO', isSessionInfo),
  trialName: storage.get('trialName'),
  setSession(info) {
    const session = toStoredShape(info);
    storage.setJson('MC_SESSION_INFO', session);
    const trialName = session.type === TRIAL_TYPE ? session.userName : null;
    if (trialName) storage.set('trialName', trialName);
    else storage.remove('trialName');
    set({ session, trialName });
  },
  clearSession() {
    storage.remove('MC_SESSION_INFO');
    storage.remove('trialName');
    storage.clearSessionArea();
    storage.set('autoLogin', '0');
    set({ session: null, trialName: null });
  },
}));

export const useIsLoggedIn = (): boolean => useSessionStore((state) => state.session !== null);

/** Customer type of the session, or null for guests. */
export const useCustomerType = (): number | null =>
  useSessionStore((state) => state.session?.type ?? null);

/** Non-React read of the current session (api client, gates outside components). */
export const currentSession = (): SessionInfo | null => useSessionStore.getState().session;

// Another tab logged in or out: follow it, so two tabs never act with different sessions.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== 'MC_SESSION_INFO' && event.key !== null) return;
    const session = storage.getJson('MC_SESSION_INFO', isSessionInfo);
    if (session?.token !== useSessionStore.getState().session?.token)
      useSessionStore.setState({ session });
  });
}
