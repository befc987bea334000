import type { BankCard, NewBankCard } from '../../../contract/withdraw';
import type { Db, Queryable } from '../../db/db';
import { refuseDuplicate } from '../../db/idempotency';
import type { Clock } from '../clock';
import { type Bank, type CardType, CARD_TYPES } from './banks';
import { withdrawErrors } from './errors';

export function maskAccount(accountNumber: string): string {
  return `**** ${accountNumber.slice(-4)}`;
}

const ACCOUNT_RULES: Record<CardType, { pattern: RegExp; message: string }> = {
  BC: { pattern: /^\d{6,20}$/, message: 'A bank account number has 6 to 20 digits.' },
  EW: { pattern: /^\d{8,15}$/, message: 'An e-wallet account is a number of 8 to 15 digits.' },
  VC: {
    pattern: /^[A-Za-z0-9]{26,64}$/,
    message: 'A wallet address has 26 to 64 letters and digits.',
  },
};
const HOLDER = /^[\p{L}][\p{L}\p{M} .'-]{1,59}$/u;

/** Checks and normalises a new card against the country's bank list. */
export function checkCard(input: NewBankCard, banks: Record<CardType, Bank[]>) {
  const cardType = CARD_TYPES.find((type) => type === input.cardType);
  if (!cardType)
    throw withdrawErrors.badCard('cardType', 'Choose a bank, e-wallet or virtual card.');
  const bank = banks[cardType].find((item) => item.code === input.bankCode);
  if (!bank) throw withdrawErrors.badCard('bankCode', 'Choose a bank from the list.');
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  if (!HOLDER.test(holderName))
    throw withdrawErrors.badCard('holderName', 'Enter the holder name as on the account.');
  // Spaces and dashes people type between digit groups are not part of the number.
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  const rule = ACCOUNT_RULES[cardType];
  if (!rule.pattern.test(accountNumber))
    throw withdrawErrors.badCard('accountNumber', rule.message);
  return { cardType, bank, holderName, accountNumber };
}

const COLUMNS = `id, card_type AS "cardType", bank_code AS "bankCode", bank_name AS "bankName",
  holder_name AS "holderName", account_number AS "accountNumber", created_at AS "createdAt"`;

const masked = (card: BankCard): BankCard => ({
  ...card,
  accountNumber: maskAccount(card.accountNumber),
});

export type { BankCard };

export async function listCards(db: Queryable, tenantId: string, memberId: number) {
  const rows = await db.query<BankCard>(
    `SELECT ${COLUMNS} FROM bank_cards WHERE tenant_id = $1 AND member_id = $2 ORDER BY id`,
    [tenantId, memberId],
  );
  return rows.map(masked);
}

export async function findCard(db: Queryable, tenantId: string, memberId: number, id: number) {
  const [row] = await db.query<BankCard>(
    `SELECT ${COLUMNS} FROM bank_cards WHERE tenant_id = $1 AND member_id = $2 AND id = $3`,
    [tenantId, memberId, id],
  );
  return row && masked(row);
}

/** Adds a checked card; at most `maxCards` per member (counted under a lock on the member row). */
export async function addCard(
  db: Db,
  now: Clock,
  owner: { tenantId: string; memberId: number; maxCards: number },
  card: ReturnType<typeof checkCard>,
): Promise<BankCard> {
  const { tenantId, memberId, maxCards } = owner;
  return refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM members WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
          tenantId,
          memberId,
        ]);
        const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM bank_cards WHERE tenant_id = $1 AND member_id = $2',
          [tenantId, memberId],
        );
        if (count >= maxCards) throw withdrawErrors.tooManyCards(maxCards);
        const [row] = await tx.query<BankCard>(
          `INSERT INTO bank_cards (tenant_id, member_id, card_type, bank_code, bank_name, holder_name,
             account_number, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
          [
            tenantId,
            memberId,
            card.cardType,
            card.bank.code,
            card.bank.name,
            card.holderName,
            card.accountNumber,
            now(),
          ],
        );
        if (!row) throw new Error('bank card not inserted');
        return masked(row);
      }),
    withdrawErrors.cardExists,
  );
}
