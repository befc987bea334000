import DOMPurify from 'dompurify';
import { useMemo } from 'react';

import type { SafeHtmlProps } from './SafeHtml';
import { DROPPED, SafeHtmlFrame } from './SafeHtmlFrame';

const PURIFY_OPTIONS = { FORBID_TAGS: DROPPED.elements, FORBID_ATTR: DROPPED.attributes };

/**
 * Untrusted HTML sanitised by DOMPurify, for browsers without the built-in sanitiser (SafeHtml.tsx);
 * loaded lazily so DOMPurify stays out of the entry.
 */
export default function SafeHtmlContent({ html, ...frame }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY_OPTIONS), [html]);
  return <SafeHtmlFrame {...frame} clean={clean} />;
}
