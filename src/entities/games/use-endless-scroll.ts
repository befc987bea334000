import { useEffect, useRef } from 'react';

import { LOAD_MORE_THROTTLE_MS, nearBottom, throttle } from './endless-scroll';

export interface EndlessScrollOptions {
  hasMore: boolean;
  loading: boolean;
  loadMore(): void;
  /** Changes when new items arrive, so a page that does not fill the screen asks for the next. */
  itemCount: number;
}

const windowPosition = () => ({
  scrollTop: window.scrollY,
  viewportHeight: window.innerHeight,
  contentHeight: document.documentElement.scrollHeight,
});

/** Loads the next page when the window is scrolled near the bottom (spec §4 "Game list"). */
export function useEndlessScroll({ hasMore, loading, loadMore, itemCount }: EndlessScrollOptions) {
  const latest = useRef({ hasMore, loading, loadMore });
  const check = useRef<ReturnType<typeof throttle> | null>(null);
  useEffect(() => {
    latest.current = { hasMore, loading, loadMore };
  });
  useEffect(() => {
    const onScroll = throttle(() => {
      const { hasMore: more, loading: busy, loadMore: load } = latest.current;
      if (more && !busy && nearBottom(windowPosition())) load();
    }, LOAD_MORE_THROTTLE_MS);
    check.current = onScroll;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  useEffect(() => {
    if (hasMore && !loading) check.current?.();
  }, [hasMore, loading, itemCount]);
}
