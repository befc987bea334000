import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { captureInstallPrompt } from '../../../src/lib/install-prompt';
import { renderApp } from '../app/render-app';
import { stubHomePlatform } from './home-platform';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

const useAgent = (userAgent: string) =>
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);

const launchFromHomeScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** Chromium's `beforeinstallprompt`: an Event with `prompt()` and the player's `userChoice`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const noApp = { tenant: { downloads: {} } };
const homeShown = () => screen.findByTestId('home-marquee', {}, { timeout: 15_000 });

let release: () => void;
beforeEach(() => {
  release = captureInstallPrompt(window);
});
afterEach(() => {
  release();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('install prompt on Android', () => {
  beforeEach(() => useAgent(ANDROID_CHROME));

  it('offers "Add to home screen" from an offer caught before home mounted; accepting hides the bar', async () => {
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    stubHomePlatform();
    renderApp('/m/home', noApp);
    const install = await screen.findByTestId('download-bar-install', {}, { timeout: 15_000 });
    expect(install).toHaveTextContent('Add to home screen');
    expect(screen.getByTestId('download-bar')).toHaveTextContent(
      /Add .+ to your home screen for faster play/,
    );
    fireEvent.click(install);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument());
  });

  it('shows the bar when the offer comes after home, and hides it on appinstalled', async () => {
    stubHomePlatform();
    renderApp('/m/home', noApp);
    await homeShown();
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    offerInstall();
    expect(await screen.findByTestId('download-bar-install')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
  });

  it('after a dismissal, offers again when the browser fires a new offer', async () => {
    const first = offerInstall('dismissed');
    stubHomePlatform();
    renderApp('/m/home', noApp);
    fireEvent.click(await screen.findByTestId('download-bar-install', {}, { timeout: 15_000 }));
    expect(first.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument());
    const second = offerInstall('accepted');
    fireEvent.click(await screen.findByTestId('download-bar-install'));
    expect(second.prompt).toHaveBeenCalledTimes(1);
    expect(first.prompt).toHaveBeenCalledTimes(1);
  });

  it("keeps offering the tenant's native app, not the prompt", async () => {
    const event = offerInstall();
    stubHomePlatform();
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('download-bar-open', {}, { timeout: 15_000 }));
    expect(await screen.findByTestId('download-android')).toHaveAttribute(
      'href',
      'https://example.com/a.apk',
    );
    expect(screen.queryByTestId('download-install')).not.toBeInTheDocument();
    expect(screen.queryByTestId('download-bar-install')).not.toBeInTheDocument();
    expect(event.prompt).not.toHaveBeenCalled();
  });

  it('hides the bar when launched from the home screen', async () => {
    launchFromHomeScreen();
    offerInstall();
    stubHomePlatform();
    renderApp('/m/home');
    await homeShown();
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
  });

  it('the download page offers the prompt, and no home-screen tips once installed', async () => {
    const event = offerInstall('accepted');
    stubHomePlatform();
    renderApp('/m/download', noApp);
    fireEvent.click(await screen.findByTestId('download-install', {}, { timeout: 15_000 }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('download-tips')).not.toBeInTheDocument());
  });
});

describe('install steps on iOS', () => {
  it('Safari shows the two steps: Share, then Add to Home Screen', async () => {
    useAgent(IOS_SAFARI);
    stubHomePlatform();
    renderApp('/m/home', noApp);
    fireEvent.click(await screen.findByTestId('download-bar-install', {}, { timeout: 15_000 }));
    const steps = within(await screen.findByTestId('ios-install-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      "Tap Share in Safari's toolbar",
      'Choose Add to Home Screen, then tap Add',
    ]);
  });

  it('keeps the configuration profile beside the steps', async () => {
    useAgent(IOS_SAFARI);
    const profile = 'https://example.com/site.mobileconfig';
    stubHomePlatform();
    renderApp('/m/home', { tenant: { downloads: { mobileConfig: profile } } });
    fireEvent.click(await screen.findByTestId('download-bar-open', {}, { timeout: 15_000 }));
    expect(await screen.findByTestId('download-ios')).toHaveAttribute('href', profile);
    fireEvent.click(screen.getByTestId('download-install'));
    expect(await screen.findByTestId('ios-install-steps')).toBeInTheDocument();
  });

  it('another iOS browser is asked to use Safari', async () => {
    useAgent(IOS_CHROME);
    stubHomePlatform();
    renderApp('/m/home', noApp);
    fireEvent.click(await screen.findByTestId('download-bar-install', {}, { timeout: 15_000 }));
    expect(await screen.findByText('Please use Safari for download App.')).toBeInTheDocument();
    expect(screen.queryByTestId('ios-install-steps')).not.toBeInTheDocument();
  });

  it('hides the bar when launched from the home screen (navigator.standalone)', async () => {
    useAgent(IOS_SAFARI);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      stubHomePlatform();
      renderApp('/m/home', noApp);
      await homeShown();
      expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    } finally {
      delete (window.navigator as { standalone?: boolean }).standalone;
    }
  });

  it("keeps the tenant's iOS app", async () => {
    useAgent(IOS_SAFARI);
    stubHomePlatform();
    renderApp('/m/home', { tenant: { downloads: { ios: 'https://apps.example.com/ios' } } });
    fireEvent.click(await screen.findByTestId('download-bar-open', {}, { timeout: 15_000 }));
    expect(await screen.findByTestId('download-ios')).toHaveAttribute(
      'href',
      'https://apps.example.com/ios',
    );
    expect(screen.queryByTestId('download-install')).not.toBeInTheDocument();
  });
});
