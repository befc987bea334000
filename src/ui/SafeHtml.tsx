import { Suspense, useLayoutEffect, useRef } from 'react';

import { retryableLazy } from '../lib/retryable-lazy';
import { DROPPED, SafeHtmlFrame } from './SafeHtmlFrame';

export interface SafeHtmlProps {
  /** Untrusted HTML (announcements, popups, help centre). */
  html: string;
  /** Called with the href of a non-http link (e.g. `/m/rewardCenter`); the caller routes. */
  onInternalLink?: (path: string) => void;
  className?: string;
}

/** The HTML Sanitizer API's `Element.setHTML` (in the Chromium the tests run). */
interface SanitizingElement {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}
interface SanitizerConfig {
  removeElements: string[];
  removeAttributes: string[];
}
export const SANITIZER: SanitizerConfig = {
  removeElements: DROPPED.elements,
  removeAttributes: DROPPED.attributes,
};

const hasBuiltInSanitizer = () => typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

const SafeHtmlContent = retryableLazy(() => import('./SafeHtmlContent'));

/**
 * Fetches the sanitiser ahead of a screen whose HTML sits above its controls, so the content does not
 * arrive later and push a form the player is already using (call it from the screen's loader).
 */
export const preloadSafeHtml = (): Promise<unknown> =>
  hasBuiltInSanitizer() ? Promise.resolve() : SafeHtmlContent.preload();

/** The browser's own sanitiser fills the box before it is painted. */
function BuiltInSafeHtml({ html, ...frame }: SafeHtmlProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    (box.current as unknown as SanitizingElement).setHTML(html, { sanitizer: SANITIZER });
  }, [html]);
  return <SafeHtmlFrame {...frame} ref={box} />;
}

/**
 * Sanitised HTML with intercepted links: http(s) opens in a new tab, other links call
 * `onInternalLink`. The browser's built-in sanitiser where there is one; else DOMPurify, a 12 kB
 * chunk fetched on first use.
 */
export function SafeHtml(props: SafeHtmlProps) {
  if (hasBuiltInSanitizer()) return <BuiltInSafeHtml {...props} />;
  return (
    <Suspense fallback={null}>
      <SafeHtmlContent {...props} />
    </Suspense>
  );
}
