import type { MouseEvent, Ref } from 'react';
import styled from 'styled-components';

import { classifyLink } from './link-target';

/**
 * What both sanitisers drop besides what each always drops (scripts, event handlers, `javascript:`
 * URLs): the browser's own (SafeHtml.tsx) and DOMPurify (SafeHtmlContent.tsx).
 */
export const DROPPED = { elements: ['style', 'form', 'iframe'], attributes: ['style'] };

const Content = styled.div`
  overflow-wrap: anywhere;
  img,
  video {
    max-width: 100%;
    height: auto;
  }
`;

interface SafeHtmlFrameProps {
  className?: string;
  onInternalLink?: (path: string) => void;
  /** Sanitised HTML for React to set; without it the caller fills the box through `ref`. */
  clean?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The box sanitised HTML is drawn in, whichever sanitiser made it: pictures fit the width, http(s)
 * links open in a new tab and other links call `onInternalLink`.
 */
export function SafeHtmlFrame({ className, onInternalLink, clean, ref }: SafeHtmlFrameProps) {
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
    <Content
      ref={ref}
      className={className}
      onClick={onClick}
      {...(clean === undefined ? {} : { dangerouslySetInnerHTML: { __html: clean } })}
    />
  );
}
