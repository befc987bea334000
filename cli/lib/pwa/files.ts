/**
 * The install files `wl build` writes into `dist/<code>/pwa/`, named once for the manifest, the
 * `<head>` links and the writer.
 */

export interface PwaIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** Manifest icons: Android and desktop Chrome pick 192 and 512; `maskable` is cut to any shape. */
export const MANIFEST_ICONS: readonly PwaIcon[] = [
  { file: 'pwa/icon-192.png', size: 192, purpose: 'any' },
  { file: 'pwa/icon-512.png', size: 512, purpose: 'any' },
  { file: 'pwa/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores SVG touch icons and fills transparency with black: an opaque 180 px PNG. */
export const APPLE_TOUCH_ICON = { file: 'pwa/apple-touch-icon.png', size: 180 } as const;

export const FAVICON = { file: 'pwa/favicon-32.png', size: 32 } as const;

export interface SplashScreen {
  file: string;
  width: number;
  height: number;
  /** Device pixel ratio. */
  scale: number;
}

/** iOS shows a startup image only when its pixel size is exactly the device's (portrait). */
export const SPLASH_SCREENS: readonly SplashScreen[] = (
  [
    [750, 1334, 2], // iPhone SE, 8
    [828, 1792, 2], // iPhone 11, XR
    [1170, 2532, 3], // iPhone 12–14
    [1179, 2556, 3], // iPhone 14 Pro, 15, 16
    [1290, 2796, 3], // iPhone 14 Pro Max, 15 Plus/Pro Max, 16 Plus
  ] as const
).map(([width, height, scale]) => ({
  file: `pwa/splash-${width}x${height}.png`,
  width,
  height,
  scale,
}));

export const splashMedia = ({ width, height, scale }: SplashScreen): string =>
  `(device-width: ${width / scale}px) and (device-height: ${height / scale}px) and (-webkit-device-pixel-ratio: ${scale}) and (orientation: portrait)`;

export interface Screenshot {
  file: string;
  width: number;
  height: number;
  /** What the install sheet says the picture shows. */
  label: string;
  screen: 'home' | 'games';
}

/**
 * Generated illustrations of two screens, drawn from the theme (not captures of the running site):
 * Android's richer install sheet needs at least one `narrow` screenshot.
 */
export const SCREENSHOTS: readonly Screenshot[] = [
  {
    file: 'pwa/screenshot-home.png',
    width: 540,
    height: 960,
    label: 'Home: banners, categories and games (illustration)',
    screen: 'home',
  },
  {
    file: 'pwa/screenshot-games.png',
    width: 540,
    height: 960,
    label: 'Game list with search and vendors (illustration)',
    screen: 'games',
  },
];

/** The web clip profile, at the site root beside index.html. */
export const mobileConfigFile = (code: string): string => `${code}.mobileconfig`;
