import { useEffect, type RefObject } from 'react';
import type { SwiperOptions } from 'swiper/types';

import { whenIdle } from '../when-idle';

/** Runs `task` once `element` is at least partly on screen (at once without IntersectionObserver). */
function whenVisible(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    task();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Turns the markup under `ref` (.swiper > .swiper-wrapper > .swiper-slide, drawn by React and
 * looking like the first slide already) into a Swiper once the page has loaded, the browser is idle
 * and the carousel is visible: the first view never waits for Swiper. `options === null` = static.
 * `identity` names the slides: a new identity destroys and recreates the Swiper.
 */
export function useSwiper(
  ref: RefObject<HTMLElement | null>,
  options: SwiperOptions | null,
  identity: string,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !options) return;
    let destroy = () => {};
    let cancelled = false;
    const create = () =>
      void import('./swiper-core').then(({ Swiper, Autoplay, Pagination }) => {
        if (cancelled) return;
        const swiper = new Swiper(element, { modules: [Autoplay, Pagination], ...options });
        destroy = () => swiper.destroy(true, false);
      });
    let stopWatching = () => {};
    const stopWaiting = whenIdle(() => {
      stopWatching = whenVisible(element, create);
    });
    return () => {
      cancelled = true;
      stopWaiting();
      stopWatching();
      destroy();
    };
    // The options are derived from `identity`'s slides; a new object each render must not restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, identity, options === null]);
}
