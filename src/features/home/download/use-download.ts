import { useState } from 'react';

import { deviceOs, isSafari, isStandalone } from '../../../lib/device';
import { useTranslation } from '../../../lib/i18n';
import { useInstallOffer, type InstallOffer } from '../../../lib/install-offer';
import { promptInstall } from '../../../lib/install-prompt';
import { storage } from '../../../lib/storage';
import { useSiteSettings } from '../../../tenant/hooks';
import { alert } from '../../../ui/dialog-store';
import { barAction, linksForDevice, showDownloadBar, type DownloadContext } from './download-rules';

/** The download bar's context on this device, from the site settings' resources and storage. */
export function useDownloadContext(): DownloadContext {
  const { downloads } = useSiteSettings();
  return {
    os: deviceOs(),
    standalone: isStandalone(),
    closed: storage.get('hideDownloadBar') === '1',
    webClip: Boolean(storage.get('WEBCLIP')),
    links: downloads,
    offer: useInstallOffer(downloads),
  };
}

/** Whether the bar shows, the links for this device, and closing (stored as hideDownloadBar=1). */
export function useDownloadBar() {
  const context = useDownloadContext();
  const [closedNow, setClosedNow] = useState(false);
  return {
    visible: !closedNow && showDownloadBar(context),
    os: context.os,
    safari: isSafari(),
    links: linksForDevice(context),
    offer: context.offer,
    action: barAction(context),
    close: () => {
      storage.set('hideDownloadBar', '1');
      setClosedNow(true);
    },
  };
}

/**
 * Starts installing the site; call from the tap (the browser's prompt needs the user gesture).
 * On iOS Safari it opens the steps sheet (`steps`); elsewhere on iOS it asks for Safari.
 */
export function useInstall(offer: InstallOffer) {
  const { t } = useTranslation('shell');
  const [steps, setSteps] = useState(false);
  const start = () => {
    if (offer === 'prompt') void promptInstall();
    else if (offer === 'iosSteps') setSteps(true);
    else if (offer === 'useSafari')
      void alert({ message: t('home.download.useSafari'), okLabel: t('common:confirm') });
  };
  return { start, steps, closeSteps: () => setSteps(false) };
}
