import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
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

createRoot(root).render(
  <StrictMode>
    <App tenant={tenant} />
  </StrictMode>,
);
