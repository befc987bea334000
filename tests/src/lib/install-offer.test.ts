import { describe, expect, it } from 'vitest';

import { installOffer, type InstallContext } from '../../../src/lib/install-offer';

const context = (over: Partial<InstallContext> = {}): InstallContext => ({
  os: 'android',
  safari: false,
  standalone: false,
  installed: false,
  canPrompt: true,
  webClip: false,
  links: {},
  ...over,
});

describe('install offer', () => {
  it("uses the browser's prompt when it holds one and the tenant has no app for the platform", () => {
    expect(installOffer(context())).toBe('prompt');
    expect(installOffer(context({ os: 'other' }))).toBe('prompt');
    expect(installOffer(context({ links: { ios: 'https://apps/ios' } }))).toBe('prompt');
  });

  it("keeps the tenant's native app instead", () => {
    expect(installOffer(context({ links: { android: 'https://a/app.apk' } }))).toBe('none');
    const ios = { os: 'ios', safari: true, canPrompt: false } as const;
    expect(installOffer(context({ ...ios, links: { ios: 'https://apps/ios' } }))).toBe('none');
    expect(installOffer(context({ os: 'other', links: { ios: 'https://apps/ios' } }))).toBe('none');
  });

  it('shows the Safari steps on iOS, asks for Safari in other iOS browsers', () => {
    const ios = { os: 'ios', canPrompt: false } as const;
    expect(installOffer(context({ ...ios, safari: true }))).toBe('iosSteps');
    expect(installOffer(context({ ...ios, safari: true, links: { android: 'x' } }))).toBe(
      'iosSteps',
    );
    expect(installOffer(context({ ...ios, safari: false }))).toBe('useSafari');
  });

  it('offers nothing once installed, on the home screen, or without a prompt off iOS', () => {
    expect(installOffer(context({ installed: true }))).toBe('none');
    expect(installOffer(context({ standalone: true }))).toBe('none');
    expect(installOffer(context({ canPrompt: false }))).toBe('none');
    const ios = { os: 'ios', safari: true, canPrompt: false } as const;
    expect(installOffer(context({ ...ios, standalone: true }))).toBe('none');
    expect(installOffer(context({ ...ios, webClip: true }))).toBe('none');
  });
});
