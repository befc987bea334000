import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Tabs } from '../../../ui';
import { channelTypeText } from '../texts';
import type { ChannelType, DepositChannel } from '../types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Card = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 2px solid
    ${({ theme, $active }) => ($active ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $active }) => ($active ? theme.palette.primarySoft : theme.palette.surface)};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  text-align: start;
  strong {
    font-size: 15px;
  }
  small {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

interface ChannelCardsProps {
  channels: DepositChannel[];
  selected?: DepositChannel;
  onSelect(code: string): void;
}

/** Channels as cards, under tabs per kind (bank, e-wallet, QR) when the tenant offers several kinds. */
export function ChannelCards({ channels, selected, onSelect }: ChannelCardsProps) {
  const { t } = useTranslation('deposit');
  const types = [...new Set(channels.map((channel) => channel.type))];
  const activeType: ChannelType = selected?.type ?? types[0] ?? 'bank';
  const tabs = types.map((type) => ({ id: type, label: channelTypeText(t, type) }));
  const selectType = (type: ChannelType) => {
    const first = channels.find((channel) => channel.type === type);
    if (first) onSelect(first.code);
  };
  return (
    <div>
      <Tabs tabs={tabs} active={activeType} onSelect={selectType} testIdPrefix="deposit-type" />
      <Grid role="radiogroup" aria-label={t('form.channel')}>
        {channels
          .filter((channel) => channel.type === activeType)
          .map((channel) => (
            <Card
              key={channel.code}
              type="button"
              role="radio"
              aria-checked={channel.code === selected?.code}
              $active={channel.code === selected?.code}
              onClick={() => onSelect(channel.code)}
              data-testid={`deposit-channel-${channel.code}`}
            >
              <strong>{channel.name}</strong>
              <small>{channel.currency}</small>
            </Card>
          ))}
      </Grid>
    </div>
  );
}
