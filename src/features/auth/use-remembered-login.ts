import { useEffect } from 'react';

import { loadCredentials, type RememberedCredentials } from '../../lib/remembered-credentials';
import type { LoginMethod } from './login-entries';

/**
 * Restores the remembered credentials whenever the login method changes (spec §4): only credentials
 * saved with that method are restored. `restore` must be stable (state setters only).
 */
export function useRememberedLogin(
  method: LoginMethod,
  restore: (saved: RememberedCredentials) => void,
) {
  useEffect(() => {
    let alive = true;
    void loadCredentials(method).then((saved) => {
      if (alive && saved) restore(saved);
    });
    return () => {
      alive = false;
    };
  }, [method, restore]);
}
