import { useCallback, useEffect, useState } from 'react';

import { fetchCaptcha } from '../../lib/captcha';

/** Captcha image of spec §4: loaded on entry (when enabled), reloaded on tap and after every attempt. */
export function useCaptcha(enabled: boolean, onReload: () => void) {
  const [image, setImage] = useState<string | null>(null);
  const reload = useCallback(() => {
    onReload();
    fetchCaptcha().then(setImage, () => setImage(null));
  }, [onReload]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    fetchCaptcha().then(
      (data) => alive && setImage(data),
      () => alive && setImage(null),
    );
    return () => {
      alive = false;
    };
  }, [enabled]);
  return { image, reload };
}
