import { i18n } from '../../lib/i18n';
import { toast } from '../../ui';
import { registerServiceWorker, serviceWorkerContainer } from './service-worker';

/**
 * Loaded once the page has loaded and the first screen has painted (main.tsx), in production builds
 * only, so neither the first screen's JS nor `wl dev` and the component tests ever meet a service
 * worker.
 */
export function startServiceWorker(): void {
  const container = serviceWorkerContainer();
  if (!container) return;
  registerServiceWorker(container, () =>
    toast.show(i18n.t('shell:pwa.updated'), { duration: 'short' }),
  ).catch((error: unknown) => console.warn('Service worker not registered:', error));
}
