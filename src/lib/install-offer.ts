import { deviceOs, isSafari, isStandalone } from './device';
import { useInstallPrompt } from './install-prompt';
import { storage } from './storage';

/**
 * How the site installs itself on this device when the tenant has no native app for it:
 * Chromium's prompt, the iOS Safari steps (Share → Add to Home Screen), a request to open Safari
 * (other iOS browsers and in-app views), or nothing.
 */
export type InstallOffer = 'prompt' | 'iosSteps' | 'useSafari' | 'none';

export interface InstallContext {
  os: ReturnType<typeof deviceOs>;
  safari: boolean;
  /** Running from the home screen (`isStandalone`). */
  standalone: boolean;
  /** Installed during this page's life (`appinstalled`, or the prompt accepted). */
  installed: boolean;
  /** The browser holds a `beforeinstallprompt` offer. */
  canPrompt: boolean;
  /** A home-screen shortcut was added before (`WEBCLIP`). */
  webClip: boolean;
  links: { android?: string; ios?: string };
}

/** The tenant's own app for this platform, offered instead of installing the site. */
export const nativeAppLink = ({ os, links }: Pick<InstallContext, 'os' | 'links'>) =>
  os === 'ios' ? links.ios : os === 'android' ? links.android : (links.android ?? links.ios);

export function installOffer(context: InstallContext): InstallOffer {
  if (context.standalone || context.installed || nativeAppLink(context)) return 'none';
  if (context.canPrompt) return 'prompt';
  if (context.os !== 'ios' || context.webClip) return 'none';
  return context.safari ? 'iosSteps' : 'useSafari';
}

/** The install offer for the tenant's download links on this device; follows the browser's events. */
export function useInstallOffer(links: InstallContext['links']): InstallOffer {
  const { canPrompt, installed } = useInstallPrompt();
  return installOffer({
    os: deviceOs(),
    safari: isSafari(),
    standalone: isStandalone(),
    installed,
    canPrompt,
    webClip: Boolean(storage.get('WEBCLIP')),
    links,
  });
}
