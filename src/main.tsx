import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { prefetchScreenLoaders } from './app/screens';
import { afterFirstScreen } from './app/startup/after-first-screen';
import { dismissShellOnFirstContent } from './app/startup/dismiss-shell';
import { preloadLandingScreen } from './app/startup/preload-landing';
import { initI18n } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { readInlinedTenant } from './tenant/read-inlined-tenant';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const tenant = readInlinedTenant();
// The landing screen's code and texts (already fetched by the inline landing script) load as soon
// as i18n has its language; React's first render waits for them and draws that screen at once.
const firstScreen = initI18n(tenant).then(() => preloadLandingScreen(window.location.pathname));
dismissShellOnFirstContent(root);
captureInstallPrompt(window);
// The other screens' loaders come once the first screen is on screen: off the first load, yet no
// extra round trip on the first navigation.
afterFirstScreen(root, prefetchScreenLoaders);
// The service worker registers after that too, in production only: `wl dev` and the tests never
// meet it, and its code is not part of the first screen's JS (docs/architecture.md, Service worker).
if (import.meta.env.PROD) {
  afterFirstScreen(
    root,
    () => void import('./app/startup/start-service-worker').then((sw) => sw.startServiceWorker()),
  );
}

// A transition renders in slices that yield to the browser, so the first-paint shell (and its
// banner) can paint and input is answered while React builds the first screen.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App tenant={tenant} firstScreen={firstScreen} />
    </StrictMode>,
  );
});
