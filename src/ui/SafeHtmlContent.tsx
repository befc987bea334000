import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';

import { classifyLink } from './link-target';
import type { SafeHtmlProps } from './SafeHtml';

const Content = styled.div`
  overflow-wrap: anywhere;
  img,
  video {
    max-width: 100%;
    height: auto;
  }
`;

const PURIFY_OPTIONS = { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] };

/** The one place untrusted HTML is sanitised and rendered; loaded lazily so DOMPurify stays out of the entry. */
export default function SafeHtmlContent({ html, onInternalLink, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY_OPTIONS), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const target = classifyLink(anchor.getAttribute('href') ?? '');
    if (target.kind === 'native') return;
    event.preventDefault();
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else onInternalLink?.(target.path);
  };
  return (
    <Content className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
