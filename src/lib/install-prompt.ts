import { useSyncExternalStore } from 'react';

/** Chromium's install offer (`beforeinstallprompt`); not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptState {
  /** The held offer; `prompt()` works once per event, so it is dropped when used. */
  offer: BeforeInstallPromptEvent | null;
  /** `appinstalled` fired, or the player accepted the prompt, during this page's life. */
  installed: boolean;
}

const INITIAL: InstallPromptState = { offer: null, installed: false };
let state = INITIAL;
const listeners = new Set<() => void>();

function update(next: InstallPromptState) {
  state = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Holds the browser's install offer from page start: it may fire before any screen mounts.
 * Call once at startup; returns the unsubscribe (tests).
 */
export function captureInstallPrompt(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    // Keeps Chromium's own mini-infobar away: the download bar offers it instead.
    event.preventDefault();
    update({ offer: event as BeforeInstallPromptEvent, installed: false });
  };
  const onInstalled = () => update({ offer: null, installed: true });
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
    update(INITIAL);
  };
}

/** Whether the browser offers installing now, and whether it was installed in this page's life. */
export function useInstallPrompt(): { canPrompt: boolean; installed: boolean } {
  const { offer, installed } = useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
  return { canPrompt: offer !== null, installed };
}

/**
 * Shows the browser's install dialog; call it from the tap itself (a user gesture is required).
 * @returns the player's answer, or `unavailable` when no offer is held.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = state.offer;
  if (!offer) return 'unavailable';
  update({ ...state, offer: null });
  try {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') update({ offer: null, installed: true });
    return outcome;
  } catch {
    return 'unavailable';
  }
}
