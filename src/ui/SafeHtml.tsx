import { lazy, Suspense } from 'react';

export interface SafeHtmlProps {
  /** Untrusted HTML (announcements, popups, help centre). */
  html: string;
  /** Called with the href of a non-http link (e.g. `/m/rewardCenter`); the caller routes. */
  onInternalLink?: (path: string) => void;
  className?: string;
}

const SafeHtmlContent = lazy(() => import('./SafeHtmlContent'));

/** Sanitised HTML with intercepted links: http(s) opens in a new tab, other links call `onInternalLink`. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlContent {...props} />
    </Suspense>
  );
}
