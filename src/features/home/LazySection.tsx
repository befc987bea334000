import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

import { whenIdle } from './when-idle';

export interface LazySectionProps {
  /** Space kept for the widget before its chunk and data arrive (no layout shift). */
  height: number;
  testId: string;
  /** A React.lazy widget: it is only rendered, hence fetched, when the box nears the viewport. */
  children: ReactNode;
}

const nearViewport = (element: Element, margin: number) =>
  element.getBoundingClientRect().top < window.innerHeight + margin;

/** A below-the-fold widget: after the page load, it loads once scrolled near (300 px ahead). */
export function LazySection({ height, testId, children }: LazySectionProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    return whenIdle(() => setIdle(true));
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element || near || !idle) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) || nearViewport(element, 300))
          setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, idle]);
  return (
    <div ref={box} data-testid={testId} style={near ? undefined : { height }}>
      {near && <Suspense fallback={<div style={{ height }} />}>{children}</Suspense>}
    </div>
  );
}
