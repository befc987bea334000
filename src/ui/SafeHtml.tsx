import { Suspense } from 'react';
import { retryableLazy } from '../lib/retryable-lazy';

export interface SafeHtmlProps {
  /** Untrusted HTML (announcements, popups, help centre). */
  html: string;
  /** Called with the href of a non-http link (e.g. `/m/rewardCenter`); the caller routes. */
  onInternalLink?: (path: string) => void;
  className?: string;
}

const loadContent = () => import('./SafeHtmlContent');
const SafeHtmlContent = retryableLazy(loadContent);

/**
 * Fetches the sanitiser ahead of a screen whose HTML sits above its controls, so the content does not
 * arrive later and push a form the player is already using (call it from the screen's loader).
 */
export const preloadSafeHtml = (): Promise<unknown> => loadContent();

/** Sanitised HTML with intercepted links: http(s) opens in a new tab, other links call `onInternalLink`. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlContent {...props} />
    </Suspense>
  );
}
