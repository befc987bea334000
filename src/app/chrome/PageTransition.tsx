import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

import { createSwipeTracker } from './swipe-tracker';

/** Spec §9: page transition 300 ms. */
export const PAGE_FADE_MS = 300;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div<{ $fade: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  ${({ $fade }) =>
    $fade &&
    css`
      animation: ${fadeIn} ${PAGE_FADE_MS}ms ease-out;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

function useSwipeTracker() {
  const [tracker] = useState(() => createSwipeTracker());
  useEffect(() => {
    const onStart = (event: TouchEvent) => tracker.start(event.touches[0]?.clientX ?? Infinity);
    const onMove = (event: TouchEvent) => tracker.move(event.touches[0]?.clientX ?? 0);
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
    };
  }, [tracker]);
  return tracker;
}

/**
 * Fades each new page in, except the page the visit starts on (nothing to transition from, and a
 * fading first page only counts as painted late: Largest Contentful Paint) and right after a
 * swipe-back (the browser already animated it).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const tracker = useSwipeTracker();
  const isLandingEntry = key === 'default';
  return (
    <Page key={pathname} $fade={!isLandingEntry && !tracker.recentlySwiped()}>
      {children}
    </Page>
  );
}
