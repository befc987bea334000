/**
 * Typed access to the browser storage keys of spec §3. Every accessor is safe when storage is
 * unavailable or throws (private mode, quota, disabled cookies): reads return null, writes are dropped.
 */
const KEY_AREAS = {
  MC_SESSION_INFO: 'local',
  trialName: 'session',
  remPass: 'local',
  sass: 'local',
  hideDownloadBar: 'local',
  WEBCLIP: 'local',
  PSW: 'session',
  autoLogin: 'local',
  loginDeviceId: 'local',
  wl_lang: 'local',
  /** Affiliate code from the URL, kept for the register form: `{ code, domain, validated }`. */
  affiliateCode: 'local',
  /** Social sign-in in flight: `{ state, provider }` checked when the identity provider returns. */
  socialState: 'session',
  /** Popup announcements seen by logged-in sessions (spec §4 slot A): `{ show, seen }`. */
  popupSlotA: 'local',
  /** Popup announcements seen by guests (spec §4 slot B). */
  popupSlotB: 'local',
} as const;

export type StorageKey = keyof typeof KEY_AREAS;

function areaOf(key: StorageKey): Storage | null {
  try {
    return KEY_AREAS[key] === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return areaOf(key)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      areaOf(key)?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value only lives for this page load.
    }
  },
  remove(key: StorageKey): void {
    try {
      areaOf(key)?.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
  /** Parses a JSON value; returns null when absent, malformed or rejected by `isValid`. */
  getJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isValid(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  /** Empties sessionStorage (logout, spec §4). */
  clearSessionArea(): void {
    try {
      window.sessionStorage.clear();
    } catch {
      // Unavailable session storage holds nothing.
    }
  },
};

/** The `loginDeviceId` UUID sent with login and register (protocol.md §2), created on first use. */
export function loginDeviceId(): string {
  const existing = storage.get('loginDeviceId');
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.set('loginDeviceId', id);
  return id;
}
