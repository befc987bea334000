import type { InstallOffer } from '../../../lib/install-offer';

/** Download links of the site settings (`resources`: IOS, Android, MOBILECONFIG). */
export interface DownloadLinks {
  android?: string;
  ios?: string;
  mobileConfig?: string;
}

export type DeviceOs = 'ios' | 'android' | 'other';

export interface DownloadContext {
  os: DeviceOs;
  /** Native app, PWA or home-screen mode. */
  standalone: boolean;
  /** The user closed the bar before (`hideDownloadBar` = 1). */
  closed: boolean;
  /** A home-screen shortcut was installed (`WEBCLIP`). */
  webClip: boolean;
  links: DownloadLinks;
  /** Installing the site itself, when the tenant has no native app for this device. */
  offer: InstallOffer;
}

/** Links offered on this device: iOS gets its app and profile, Android its APK, others everything. */
export function linksForDevice({
  os,
  links,
}: Pick<DownloadContext, 'os' | 'links'>): DownloadLinks {
  if (os === 'ios') return { ios: links.ios, mobileConfig: links.mobileConfig };
  if (os === 'android') return { android: links.android };
  return { ...links };
}

const hasAny = (links: DownloadLinks) => Boolean(links.android || links.ios || links.mobileConfig);

/** Spec §4 "Download bar". */
export function showDownloadBar(context: DownloadContext): boolean {
  if (context.closed || context.standalone) return false;
  if (context.offer !== 'none') return true;
  if (context.os === 'ios' && context.webClip && !context.links.ios) return false;
  return hasAny(linksForDevice(context));
}

/** The bar's button installs the site when nothing else fits the device, else opens the popup. */
export const barAction = (context: DownloadContext): 'install' | 'popup' =>
  context.offer !== 'none' && !hasAny(linksForDevice(context)) ? 'install' : 'popup';

export type DownloadStep = { kind: 'open'; url: string } | { kind: 'useSafari' } | { kind: 'none' };

/** A configuration profile installs from Safari only; elsewhere the user is asked to use Safari. */
export const profileDownload = (url: string | undefined, safari: boolean): DownloadStep =>
  !url ? { kind: 'none' } : safari ? { kind: 'open', url } : { kind: 'useSafari' };

/** The iOS link opens its url; without one it falls back to the profile (Safari only). */
export const iosDownload = (links: DownloadLinks, safari: boolean): DownloadStep =>
  links.ios ? { kind: 'open', url: links.ios } : profileDownload(links.mobileConfig, safari);
