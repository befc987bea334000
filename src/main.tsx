import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { prefetchScreenLoaders } from './app/screens';
import { dismissShellOnFirstContent } from './app/startup/dismiss-shell';
import { preloadLandingScreen } from './app/startup/preload-landing';
import { initI18n } from './lib/i18n';
import { readInlinedTenant } from './tenant/read-inlined-tenant';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const tenant = readInlinedTenant();
// Texts and the landing screen's code load side by side, before React's first render asks for them.
void initI18n(tenant);
preloadLandingScreen(window.location.pathname);
dismissShellOnFirstContent(root);
// The other screens' loaders come once the page has loaded: off the first load, yet no extra round trip
// on the first navigation.
window.addEventListener('load', () => setTimeout(prefetchScreenLoaders, 0), { once: true });

// A transition renders in slices that yield to the browser, so the first-paint shell (and its
// banner) can paint and input is answered while React builds the first screen.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App tenant={tenant} />
    </StrictMode>,
  );
});
