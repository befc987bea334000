import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SafeHtml } from '../../../src/ui';
import { renderThemed } from './render-themed';

afterEach(() => vi.restoreAllMocks());

const html =
  '<p>Hi <b>there</b></p><script>window.pwned = 1</script><img src="x.png" onerror="window.pwned=2">' +
  '<a href="https://example.com/promo">Promo</a><a href="/m/rewardCenter">Rewards</a>' +
  '<a href="javascript:alert(1)">Evil</a><iframe src="https://evil.example"></iframe>';

describe('SafeHtml', () => {
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
