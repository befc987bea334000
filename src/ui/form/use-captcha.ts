import { useCallback, useState } from 'react';

import { fetchCaptcha } from '../../lib/captcha';

/** A captcha hidden until the platform asks for one; each refresh clears the typed code (spec §4). */
export function useCaptcha() {
  const [image, setImage] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const refresh = useCallback(() => {
    setCode('');
    fetchCaptcha().then(setImage, () => setImage((shown) => shown ?? ''));
  }, []);

  const hide = useCallback(() => {
    setCode('');
    setImage(null);
  }, []);

  return { required: image !== null, image, code, setCode, refresh, hide };
}

export type Captcha = ReturnType<typeof useCaptcha>;
