import type { MouseEvent } from 'react';

import { deviceOs, isSafari, isStandalone } from '../../../lib/device';
import { useTranslation } from '../../../lib/i18n';
import { useInstallOffer } from '../../../lib/install-offer';
import { promptInstall, useInstallPrompt } from '../../../lib/install-prompt';
import { useSiteSettings, useTenant } from '../../../tenant/hooks';
import { alert, Button, EmptyState } from '../../../ui';
import { Card, Heading, Muted, Page } from '../components/layout';
import { LinkButton } from './components/LinkButton';

/**
 * `/m/download`: the tenant's iOS, Android and profile links, the iOS notes and home-screen tips;
 * the browser's install prompt when it offers one, and no tips once on the home screen.
 */
export function DownloadScreen() {
  const { t } = useTranslation('content');
  const { name } = useTenant();
  const { downloads } = useSiteSettings();
  const offer = useInstallOffer(downloads);
  const { installed } = useInstallPrompt();
  const onHomeScreen = installed || isStandalone();
  const os = deviceOs();
  // A configuration profile installs from Safari only (spec §4 "Download bar").
  const onProfile = (event: MouseEvent) => {
    if (os !== 'ios' || isSafari()) return;
    event.preventDefault();
    void alert({ message: t('common:use_safari') });
  };
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const hasLinks = Boolean(downloads.android || downloads.ios || downloads.mobileConfig);
  return (
    <Page>
      <Card>
        <Heading>{t('download.intro', { brand: name })}</Heading>
        {!hasLinks && <EmptyState title={t('download.none')} />}
        {downloads.android && (
          <LinkButton href={downloads.android} {...external} data-testid="download-android">
            {t('download.android')}
          </LinkButton>
        )}
        {downloads.ios && (
          <LinkButton href={downloads.ios} {...external} data-testid="download-ios">
            {t('download.ios')}
          </LinkButton>
        )}
        {downloads.mobileConfig && (
          <LinkButton
            href={downloads.mobileConfig}
            onClick={onProfile}
            data-testid="download-profile"
          >
            {t('download.profile')}
          </LinkButton>
        )}
        {(downloads.ios || downloads.mobileConfig) && (
          <>
            <Muted>{t('download.ios_version')}</Muted>
            <Muted>{t('download.ios17')}</Muted>
          </>
        )}
      </Card>
      {!onHomeScreen && (
        <Card data-testid="download-tips">
          <Heading>{t('download.tips_title')}</Heading>
          {offer === 'prompt' && (
            <Button block onClick={() => void promptInstall()} data-testid="download-install">
              {t('shell:home.download.install')}
            </Button>
          )}
          <Muted>{t('download.tip_ios')}</Muted>
          <Muted>{t('download.tip_android')}</Muted>
        </Card>
      )}
    </Page>
  );
}
