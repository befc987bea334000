import type { DepositChannel } from '../../../contract/deposit';
import { type Minor, toMajor, toMinor } from '../../../contract/money';
import type { Queryable } from '../../db/db';

export type { ChannelType, DepositChannel } from '../../../contract/deposit';

type CatalogueEntry = Omit<DepositChannel, 'currency'>;

/**
 * The channels seeded for a tenant, by its currency: what a real operator in that market offers
 * (the platform keeps them per tenant in `deposit_channels`, editable there).
 */
const CATALOGUE: Record<string, CatalogueEntry[]> = {
  BRL: [
    {
      code: 'PIX',
      type: 'qr',
      name: 'PIX',
      minAmount: 10,
      maxAmount: 50_000,
      quickAmounts: [20, 50, 100, 200, 500],
    },
    {
      code: 'PICPAY',
      type: 'ewallet',
      name: 'PicPay',
      minAmount: 10,
      maxAmount: 5_000,
      quickAmounts: [20, 50, 100, 500],
    },
    {
      code: 'TED',
      type: 'bank',
      name: 'Transferência bancária (TED)',
      minAmount: 50,
      maxAmount: 100_000,
      quickAmounts: [100, 500, 1_000, 5_000],
    },
  ],
  PHP: [
    {
      code: 'GCASH',
      type: 'ewallet',
      name: 'GCash',
      minAmount: 100,
      maxAmount: 50_000,
      quickAmounts: [100, 300, 500, 1_000, 5_000],
    },
    {
      code: 'QRPH',
      type: 'qr',
      name: 'QR Ph',
      minAmount: 100,
      maxAmount: 50_000,
      quickAmounts: [200, 500, 1_000, 2_000],
    },
    {
      code: 'INSTAPAY',
      type: 'bank',
      name: 'InstaPay bank transfer',
      minAmount: 500,
      maxAmount: 100_000,
      quickAmounts: [500, 1_000, 5_000, 10_000],
    },
  ],
};
/** Named providers: a name reads the same in every language, where "Bank transfer" would stay English. */
const GENERIC: CatalogueEntry[] = [
  {
    code: 'BANK',
    type: 'bank',
    name: 'SWIFT',
    minAmount: 20,
    maxAmount: 20_000,
    quickAmounts: [50, 100, 500, 1_000],
  },
  {
    code: 'EWALLET',
    type: 'ewallet',
    name: 'Skrill',
    minAmount: 10,
    maxAmount: 5_000,
    quickAmounts: [10, 50, 100, 200],
  },
  {
    code: 'QRPAY',
    type: 'qr',
    name: 'Binance Pay',
    minAmount: 10,
    maxAmount: 10_000,
    quickAmounts: [20, 50, 100, 500],
  },
];

export function catalogueFor(currency: string): DepositChannel[] {
  return (CATALOGUE[currency] ?? GENERIC).map((entry) => ({ ...entry, currency }));
}

/** Inserts the catalogue's channels the tenant does not have yet (idempotent). */
export async function seedDepositChannels(db: Queryable, tenantId: string, currency: string) {
  for (const [sort, channel] of catalogueFor(currency).entries()) {
    await db.query(
      `INSERT INTO deposit_channels (tenant_id, code, type, name, currency, min_amount, max_amount, quick_amounts, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        tenantId,
        channel.code,
        channel.type,
        channel.name,
        channel.currency,
        toMinor(channel.minAmount),
        toMinor(channel.maxAmount),
        JSON.stringify(channel.quickAmounts),
        sort,
      ],
    );
  }
}

const COLUMNS = `code, type, name, currency, min_amount AS "minAmount", max_amount AS "maxAmount",
  quick_amounts AS "quickAmounts"`;

/** A channel as stored: its limits in minor units. */
export type ChannelRecord = Omit<DepositChannel, 'minAmount' | 'maxAmount'> & {
  minAmount: Minor;
  maxAmount: Minor;
};

/** The tenant's enabled channels in display order, as the wire shows them. */
export async function listChannels(db: Queryable, tenantId: string): Promise<DepositChannel[]> {
  const rows = await db.query<ChannelRecord>(
    `SELECT ${COLUMNS} FROM deposit_channels WHERE tenant_id = $1 AND enabled ORDER BY sort, code`,
    [tenantId],
  );
  return rows.map((row) => ({
    ...row,
    minAmount: toMajor(row.minAmount),
    maxAmount: toMajor(row.maxAmount),
  }));
}

export async function findChannel(db: Queryable, tenantId: string, code: string) {
  const [channel] = await db.query<ChannelRecord>(
    `SELECT ${COLUMNS} FROM deposit_channels WHERE tenant_id = $1 AND code = $2 AND enabled`,
    [tenantId, code],
  );
  return channel;
}
