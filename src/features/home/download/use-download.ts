import { useState } from 'react';

import { deviceOs, isSafari, isStandalone } from '../../../lib/device';
import { storage } from '../../../lib/storage';
import { useSiteSettings } from '../../../tenant/hooks';
import { linksForDevice, showDownloadBar, type DownloadContext } from './download-rules';

/** The download bar's context on this device, from the site settings' resources and storage. */
export function useDownloadContext(): DownloadContext {
  const { downloads } = useSiteSettings();
  return {
    os: deviceOs(),
    standalone: isStandalone(),
    closed: storage.get('hideDownloadBar') === '1',
    webClip: Boolean(storage.get('WEBCLIP')),
    links: downloads,
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
    close: () => {
      storage.set('hideDownloadBar', '1');
      setClosedNow(true);
    },
  };
}
