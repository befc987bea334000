import { useCallback, useState } from 'react';

import { fetchCaptcha } from './api/captcha';

/** The login captcha (spec §4): hidden until a failure asks for it; each refresh clears the typed code. */
export function useCaptcha() {
  const [image, setImage] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const refresh = useCallback(() => {
    setCode('');
    fetchCaptcha().then(setImage, () => setImage((shown) => shown ?? ''));
  }, []);

  return { required: image !== null, image, code, setCode, refresh };
}
