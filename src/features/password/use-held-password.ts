import { useEffect, useState } from 'react';

import { loadCredentials } from '../../lib/remembered-credentials';
import { storage } from '../../lib/storage';

/**
 * The password this device already holds for the account: the session's `PSW`, else the remembered
 * one. `undefined` while loading, `null` when none (the old-password field is then shown).
 */
export function useHeldPassword(userName: string): string | null | undefined {
  const [held, setHeld] = useState<string | null | undefined>(
    () => storage.get('PSW') || undefined,
  );
  useEffect(() => {
    if (held) return;
    let alive = true;
    loadCredentials('username').then(
      (saved) =>
        alive &&
        setHeld(
          saved && saved.username.toLowerCase() === userName.toLowerCase() ? saved.password : null,
        ),
      () => alive && setHeld(null),
    );
    return () => {
      alive = false;
    };
  }, [held, userName]);
  return held;
}
