import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { ApiError, isApiError } from '../../lib/api-client';
import type { SocialProvider } from '../../registry/social/providers';
import { readCallback } from '../../registry/social/sign-in-redirect';
import { useLogin } from './api/login';
import { useLoginSuccess } from './use-login-success';

/** An identity the platform does not know yet: the linking step follows (spec §2 Login). */
export interface PendingLink {
  linkToken: string;
  provider: SocialProvider;
  email?: string;
  name?: string;
}

const SOCIAL_NOT_LINKED = 'social.not.linked';

function pendingLinkFrom(error: unknown, provider: SocialProvider): PendingLink | null {
  if (!isApiError(error) || error.code !== SOCIAL_NOT_LINKED) return null;
  const value = (error.value ?? {}) as Partial<PendingLink>;
  if (typeof value.linkToken !== 'string') return null;
  return { linkToken: value.linkToken, provider, email: value.email, name: value.name };
}

/**
 * Handles the return from the identity provider (`/m/login#id_token=…`): signs in with the token, or
 * asks to link an account when the identity is new.
 */
export function useSocialCallback() {
  const location = useLocation();
  const navigate = useNavigate();
  const onSuccess = useLoginSuccess();
  const mutation = useLogin();
  const [link, setLink] = useState<PendingLink | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice; the token must be used once.
    if (!location.hash || handled.current === location.hash) return;
    handled.current = location.hash;
    const callback = readCallback(location.hash);
    if (callback === null) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    const attempt =
      callback === 'foreign'
        ? Promise.reject(new ApiError('social.token.invalid', '', 200))
        : mutation.mutateAsync({
            type: 'firebase',
            firebaseChannel: callback.provider,
            firebaseIdToken: callback.idToken,
          });
    attempt.then(onSuccess, (error: unknown) => {
      const pending = callback === 'foreign' ? null : pendingLinkFrom(error, callback.provider);
      if (pending) setLink(pending);
      else setFailure(error);
    });
  }, [location, navigate, mutation, onSuccess]);

  return { link, cancelLink: () => setLink(null), failure, pending: mutation.isPending };
}
