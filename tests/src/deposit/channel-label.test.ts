import { describe, expect, it } from 'vitest';

import { channelLabel } from '../../../src/features/deposit/texts';

const portuguese: Record<string, string> = {
  'channel_type.bank': 'Transferência bancária',
  'channel_type.qr': 'Código QR',
};
const t = ((key: string) => portuguese[key] ?? key) as unknown as Parameters<
  typeof channelLabel
>[0];

describe('the deposit channel as the summary names it', () => {
  it('adds the kind of channel to a name that does not say it', () => {
    expect(channelLabel(t, { name: 'PIX', type: 'qr' })).toBe('PIX (Código QR)');
  });

  it('does not repeat a kind the name already says, whatever its case', () => {
    expect(channelLabel(t, { name: 'Transferência bancária (TED)', type: 'bank' })).toBe(
      'Transferência bancária (TED)',
    );
    expect(channelLabel(t, { name: 'transferência BANCÁRIA', type: 'bank' })).toBe(
      'transferência BANCÁRIA',
    );
  });
});
