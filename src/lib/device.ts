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
