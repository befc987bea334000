import { useEffect, useState } from 'react';

import { storage } from '../../../lib/storage';
import type { Announcement } from '../api/get-announcements';
import {
  fingerprint,
  isPopupSlot,
  POPUP_DELAY_MS,
  reconcileSlot,
  type PopupSlot,
  type PopupSlotName,
} from './popup-logic';

const KEYS = { A: 'popupSlotA', B: 'popupSlotB' } as const;

export const readSlot = (name: PopupSlotName): PopupSlot | null =>
  storage.getJson(KEYS[name], isPopupSlot);
export const writeSlot = (name: PopupSlotName, slot: PopupSlot) =>
  storage.setJson(KEYS[name], slot);

/**
 * Opens the popups 500 ms after mount and whenever the list changes, if the slot says so; `close`
 * stores show=false and the list shown, so that list stays closed, also after a reload (spec §4).
 */
export function usePopupSlot(name: PopupSlotName, popups: readonly Announcement[]) {
  const [open, setOpen] = useState(false);
  /** Whether the first list has been checked against the slot (before that, nothing shows). */
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    if (popups.length === 0) return;
    const timer = setTimeout(() => {
      const slot = reconcileSlot(readSlot(name), popups);
      writeSlot(name, slot);
      setOpen(slot.show);
      setDecided(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, popups]);

  // What was on screen counts as seen: a list that changed while the popup was open (the member's
  // first-login list arriving) must not reopen the popup the player just closed.
  const close = () => {
    setOpen(false);
    writeSlot(name, { show: false, seen: popups.map(fingerprint) });
  };
  return { open, decided, close };
}
