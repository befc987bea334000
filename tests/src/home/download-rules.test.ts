import { describe, expect, it } from 'vitest';

import {
  barAction,
  iosDownload,
  linksForDevice,
  profileDownload,
  showDownloadBar,
  type DownloadContext,
} from '../../../src/features/home/download/download-rules';

const all = {
  android: 'https://a/app.apk',
  ios: 'https://apps/ios',
  mobileConfig: 'https://a/p.mobileconfig',
};
const context = (over: Partial<DownloadContext> = {}): DownloadContext => ({
  os: 'android',
  standalone: false,
  closed: false,
  webClip: false,
  links: all,
  offer: 'none',
  ...over,
});

describe('download bar rules (spec §4)', () => {
  it('shows on a browser with a fitting link', () => {
    expect(showDownloadBar(context())).toBe(true);
    expect(showDownloadBar(context({ os: 'ios' }))).toBe(true);
    expect(showDownloadBar(context({ os: 'other' }))).toBe(true);
  });

  it('hides once closed and inside the app, PWA or home-screen mode', () => {
    expect(showDownloadBar(context({ closed: true }))).toBe(false);
    expect(showDownloadBar(context({ standalone: true }))).toBe(false);
  });

  it('hides when no link fits the device', () => {
    expect(showDownloadBar(context({ os: 'ios', links: { android: all.android } }))).toBe(false);
    expect(showDownloadBar(context({ os: 'android', links: { ios: all.ios } }))).toBe(false);
    expect(showDownloadBar(context({ os: 'other', links: {} }))).toBe(false);
  });

  it('hides on iOS with a home-screen shortcut and no iOS link, even with a profile', () => {
    const links = { mobileConfig: all.mobileConfig };
    expect(showDownloadBar(context({ os: 'ios', links }))).toBe(true);
    expect(showDownloadBar(context({ os: 'ios', webClip: true, links }))).toBe(false);
    expect(showDownloadBar(context({ os: 'ios', webClip: true }))).toBe(true);
  });

  it('shows to add the site to the home screen when no link fits, but not once closed or standalone', () => {
    expect(showDownloadBar(context({ links: {}, offer: 'prompt' }))).toBe(true);
    expect(showDownloadBar(context({ os: 'ios', links: {}, offer: 'iosSteps' }))).toBe(true);
    expect(showDownloadBar(context({ links: {}, offer: 'prompt', closed: true }))).toBe(false);
    expect(showDownloadBar(context({ links: {}, offer: 'prompt', standalone: true }))).toBe(false);
  });

  it("the bar's button installs only when no download link fits the device", () => {
    expect(barAction(context({ links: {}, offer: 'prompt' }))).toBe('install');
    expect(barAction(context({ links: { ios: all.ios }, offer: 'prompt' }))).toBe('install');
    expect(barAction(context({ offer: 'none' }))).toBe('popup');
    const profileOnly = { mobileConfig: all.mobileConfig };
    expect(barAction(context({ os: 'ios', links: profileOnly, offer: 'iosSteps' }))).toBe('popup');
  });

  it('offers iOS its app and profile, Android its APK', () => {
    expect(linksForDevice({ os: 'ios', links: all })).toEqual({
      ios: all.ios,
      mobileConfig: all.mobileConfig,
    });
    expect(linksForDevice({ os: 'android', links: all })).toEqual({ android: all.android });
  });
});

describe('iOS download', () => {
  it('opens the iOS link, else falls back to the profile in Safari only', () => {
    expect(iosDownload(all, false)).toEqual({ kind: 'open', url: all.ios });
    expect(iosDownload({ mobileConfig: all.mobileConfig }, true)).toEqual({
      kind: 'open',
      url: all.mobileConfig,
    });
    expect(iosDownload({ mobileConfig: all.mobileConfig }, false)).toEqual({ kind: 'useSafari' });
    expect(iosDownload({}, true)).toEqual({ kind: 'none' });
  });

  it('asks for Safari before installing a profile elsewhere', () => {
    expect(profileDownload(all.mobileConfig, false)).toEqual({ kind: 'useSafari' });
    expect(profileDownload(undefined, false)).toEqual({ kind: 'none' });
  });
});
