import { describe, expect, it, vi } from 'vitest';

import {
  registerServiceWorker,
  serviceWorkerContainer,
} from '../../../src/app/startup/service-worker';
import { isCachedImage, isHashedAsset, isNavigation } from '../../../src/sw/routes';

function fakeContainer(controlled: boolean) {
  const events = new EventTarget();
  return {
    controller: (controlled ? {} : null) as ServiceWorker | null,
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events) as never,
    fire: () => events.dispatchEvent(new Event('controllerchange')),
  };
}

describe('service worker registration', () => {
  it('is skipped where the browser has no service workers (jsdom)', () => {
    expect(serviceWorkerContainer()).toBeUndefined();
  });

  it('registers /sw.js for the whole site, bypassing the HTTP cache', async () => {
    const container = fakeContainer(false);
    await registerServiceWorker(container, () => undefined);
    expect(container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it.each([
    ['a controlled page sees a new worker take over: updated', true, 1],
    ['the first install takes control: nothing to announce', false, 0],
  ])('%s', async (_case, controlled, toasts) => {
    const container = fakeContainer(controlled);
    const onUpdated = vi.fn();
    await registerServiceWorker(container, onUpdated);
    container.fire();
    container.fire();
    expect(onUpdated).toHaveBeenCalledTimes(toasts);
  });
});

describe('service worker routes', () => {
  const origin = 'https://lucky7.example.com';
  const request = (mode: string, destination: string, method = 'GET') => ({
    mode,
    destination,
    method,
  });
  const url = (path: string, from = origin) => new URL(path, from);

  it.each([
    ['a page of the site', request('navigate', 'document'), '/m/home', true],
    [
      'an API answer opened as a page',
      request('navigate', 'document'),
      '/wps/system/status',
      false,
    ],
    ['a form post', request('navigate', 'document', 'POST'), '/m/home', false],
  ])('navigation: %s', (_case, req, path, expected) => {
    expect(isNavigation(req, url(path), origin)).toBe(expected);
  });

  it.each([
    ['a game icon', '/game-icons/slot-1.png', origin, true],
    ['a banner', '/banner-images/b1.jpg', origin, true],
    ['the tenant logo at the root (keeps its name across releases)', '/logo.svg', origin, false],
    ['an image from a CDN (opaque)', '/game-icons/x.png', 'https://cdn.example.net', false],
    ['an API image', '/wps/captcha/image', origin, false],
  ])('cached image: %s', (_case, path, from, expected) => {
    expect(isCachedImage(request('no-cors', 'image'), url(path, from), origin)).toBe(expected);
  });

  it('treats only /assets/ as content-hashed', () => {
    const script = request('cors', 'script');
    expect(isHashedAsset(script, url('/assets/index-abc.js'), origin)).toBe(true);
    expect(isHashedAsset(script, url('/sw.js'), origin)).toBe(false);
    expect(isHashedAsset(script, url('/wps/relay/x'), origin)).toBe(false);
  });
});
