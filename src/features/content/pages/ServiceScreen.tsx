import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { useSiteSettings } from '../../../tenant/hooks';
import { EmptyState } from '../../../ui';
import { Card, Muted, Page } from '../components/layout';
import { LinkButton } from './components/LinkButton';

const Channel = styled.li`
  padding: ${({ theme }) => theme.spacing(3)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  padding: 0;
  list-style: none;
`;

/** `/m/service`: the tenant's customer-service channels (LIVECHAT, TELEGRAM, FACEBOOK). */
export function ServiceScreen() {
  const { t } = useTranslation('content');
  const { customerService } = useSiteSettings();
  if (customerService.length === 0) return <EmptyState title={t('common:contact_service')} />;
  return (
    <Page>
      <Card>
        <Muted>{t('service.intro')}</Muted>
        <List data-testid="service-channels">
          {customerService.map((channel) => (
            <Channel key={`${channel.channel}-${channel.url}`}>
              <strong>{channel.title ?? t(`service.channels.${channel.channel}`)}</strong>
              <LinkButton
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`service-${channel.channel}`}
              >
                {t(`service.channels.${channel.channel}`)}
              </LinkButton>
            </Channel>
          ))}
        </List>
      </Card>
    </Page>
  );
}
