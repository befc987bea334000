/** The stored session as the inline scripts read it (the app's is src/lib/session-store.ts). */
export interface StoredSession {
  merchantCode?: string;
  token?: string;
  userName?: string;
  /** The customer type (schema/constants.ts NON_AGENT_TYPES). */
  type?: number;
}

/** MC_SESSION_INFO, or null when there is none or it cannot be read. */
export function storedSession(win: Window): StoredSession | null {
  try {
    return JSON.parse(
      win.localStorage.getItem('MC_SESSION_INFO') ?? 'null',
    ) as StoredSession | null;
  } catch {
    return null; // A damaged session is the app's to clear; the page is planned for a guest.
  }
}
