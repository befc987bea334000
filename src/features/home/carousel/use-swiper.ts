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

/** The autoplay delay of `options`, if they autoplay. */
const autoplayDelay = (options: SwiperOptions): number | undefined =>
  typeof options.autoplay === 'object' ? options.autoplay.delay : undefined;

/** Runs `task` once, at the first touch, click or focus inside `element`. */
function onFirstInteraction(element: Element, task: () => void): () => void {
  const events = ['pointerdown', 'touchstart', 'focusin'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((name) => element.removeEventListener(name, run));
  events.forEach((name) => element.addEventListener(name, run, { passive: true }));
  return stop;
}

/**
 * Turns the markup under `ref` (.swiper > .swiper-wrapper > .swiper-slide, drawn by React and
 * looking like the first slide already) into a Swiper: the first view never waits for Swiper. An
 * autoplaying carousel loads Swiper only when it is needed, at the first touch or when the first
 * slide change is due (it then moves at once, keeping the spec's cadence), so a visit that ends
 * sooner never downloads it; one that does not autoplay loads it once the page has loaded, the
 * browser is idle and it is visible. `options === null` = static. `identity` names the slides: a
 * new identity destroys and recreates the Swiper.
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
    let created = false;
    const create = (advance: boolean) => {
      if (created) return;
      created = true;
      void import('./swiper-core').then(({ Swiper, Autoplay, Pagination }) => {
        if (cancelled) return;
        const swiper = new Swiper(element, { modules: [Autoplay, Pagination], ...options });
        if (advance) swiper.slideNext();
        destroy = () => swiper.destroy(true, false);
      });
    };
    const delay = autoplayDelay(options);
    const cancels: (() => void)[] = [];
    if (delay !== undefined) cancels.push(onFirstInteraction(element, () => create(false)));
    const whenShown = () => {
      if (delay === undefined) return create(false);
      const timer = window.setTimeout(() => create(true), delay);
      cancels.push(() => window.clearTimeout(timer));
    };
    cancels.push(whenIdle(() => cancels.push(whenVisible(element, whenShown))));
    return () => {
      cancelled = true;
      cancels.forEach((cancel) => cancel());
      destroy();
    };
    // The options are derived from `identity`'s slides; a new object each render must not restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, identity, options === null]);
}
