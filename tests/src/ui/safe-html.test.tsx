import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SafeHtml } from '../../../src/ui';
import { SANITIZER } from '../../../src/ui/SafeHtml';
import { renderThemed } from './render-themed';

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

const html =
  '<p>Hi <b>there</b></p><script>window.pwned = 1</script><img src="x.png" onerror="window.pwned=2">' +
  '<a href="https://example.com/promo">Promo</a><a href="/m/rewardCenter">Rewards</a>' +
  '<a href="javascript:alert(1)">Evil</a><iframe src="https://evil.example"></iframe>';

/** jsdom has no built-in sanitiser: this stands in for it, recording what it was asked. */
function builtInSanitizer() {
  const calls: { html: string; options: unknown }[] = [];
  Object.defineProperty(Element.prototype, 'setHTML', {
    configurable: true,
    value(this: Element, markup: string, options: unknown) {
      calls.push({ html: markup, options });
      this.innerHTML = '<p>Hi <b>there</b></p><a href="https://example.com/promo">Promo</a>';
      this.insertAdjacentHTML('beforeend', '<a href="/m/rewardCenter">Rewards</a>');
    },
  });
  return calls;
}

describe('SafeHtml with DOMPurify (no built-in sanitiser)', () => {
  it('strips scripts, event handlers, javascript: links and iframes', async () => {
    const { container } = renderThemed(<SafeHtml html={html} />);
    await screen.findByText('there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('Evil').getAttribute('href')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('opens http(s) links in a new tab and routes other links internally', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onInternalLink = vi.fn();
    renderThemed(<SafeHtml html={html} onInternalLink={onInternalLink} />);
    const promo = await screen.findByText('Promo');
    expect(fireEvent.click(promo)).toBe(false);
    expect(open).toHaveBeenCalledWith('https://example.com/promo', '_blank', 'noopener,noreferrer');
    expect(fireEvent.click(screen.getByText('Rewards'))).toBe(false);
    expect(onInternalLink).toHaveBeenCalledWith('/m/rewardCenter');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('SafeHtml with the built-in sanitiser (what it drops: tests/e2e/content.spec.ts)', () => {
  it('hands the HTML to setHTML with the same removals as DOMPurify, before the first paint', () => {
    const calls = builtInSanitizer();
    renderThemed(<SafeHtml html={html} />);
    // Synchronously: no chunk to wait for, and the box is filled in a layout effect.
    expect(screen.getByText('there')).toBeTruthy();
    expect(calls).toEqual([{ html, options: { sanitizer: SANITIZER } }]);
    expect(SANITIZER).toEqual({
      removeElements: ['style', 'form', 'iframe'],
      removeAttributes: ['style'],
    });
  });

  it('intercepts the links it drew', () => {
    builtInSanitizer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onInternalLink = vi.fn();
    renderThemed(<SafeHtml html={html} onInternalLink={onInternalLink} />);
    expect(fireEvent.click(screen.getByText('Promo'))).toBe(false);
    expect(open).toHaveBeenCalledWith('https://example.com/promo', '_blank', 'noopener,noreferrer');
    expect(fireEvent.click(screen.getByText('Rewards'))).toBe(false);
    expect(onInternalLink).toHaveBeenCalledWith('/m/rewardCenter');
  });
});
