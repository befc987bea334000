/** True when the site runs as an installed home-screen app / PWA (spec: login sends Device OTHERS). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone =
    (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

/** Value of the `Device` request header. */
export const deviceHeader = (): 'web' | 'OTHERS' => (isStandalone() ? 'OTHERS' : 'web');

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The phone's platform, for picking a download link (iPadOS reports a Mac with touch). */
export function deviceOs(): 'ios' | 'android' | 'other' {
  const ua = userAgent();
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Macintosh/i.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)
    return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'other';
}

/** Safari proper: other iOS browsers (Chrome, Firefox, Edge, in-app views) cannot install profiles. */
export const isSafari = (): boolean => {
  const ua = userAgent();
  return (
    /Safari/i.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|Chrome|Android|FBAN|FBAV|Instagram|Line\//i.test(ua)
  );
};
