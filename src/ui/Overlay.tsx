import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

import { focusableIn, trapTab } from './focus-trap';
import { lockBodyScroll } from './scroll-lock';

/** Spec §9: mask clicks within 300 ms of opening are ignored (the tap that opened it must not close it). */
export const MASK_GUARD_MS = 300;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${({ theme }) => theme.palette.mask};
  display: flex;
`;

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (or use `labelledBy`). */
  ariaLabel?: string;
  labelledBy?: string;
  /** Whether a mask click closes; default true. */
  closeOnMask?: boolean;
  /** Positions the panel inside the mask. */
  className?: string;
  children: ReactNode;
  /** Renders the panel element (Modal box, Drawer side sheet). */
  Panel: React.ComponentType<
    React.HTMLAttributes<HTMLDivElement> & { ref?: React.Ref<HTMLDivElement> }
  >;
}

/** Shared dialog behaviour: portal, mask guard, Escape, focus trap and focus restore. */
export function Overlay({
  open,
  onClose,
  ariaLabel,
  labelledBy,
  closeOnMask = true,
  className,
  children,
  Panel,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    openedAt.current = Date.now();
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    const unlockScroll = lockBodyScroll();
    return () => {
      unlockScroll();
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const onMaskClick = (event: React.MouseEvent) => {
    if (event.target !== event.currentTarget || !closeOnMask) return;
    if (Date.now() - openedAt.current < MASK_GUARD_MS) return;
    onClose();
  };
  return createPortal(
    <Mask className={className} onClick={onMaskClick} data-testid="overlay-mask">
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </Panel>
    </Mask>,
    document.body,
  );
}
