import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../server/db/db';
import { refuseDuplicate, whenUniqueViolation, withIdempotency } from '../../server/db/idempotency';
import { openPglite } from '../../server/db/pglite';

let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE notes (
    id serial PRIMARY KEY,
    request_id text NOT NULL UNIQUE,
    body text NOT NULL,
    slug text NOT NULL UNIQUE
  )`);
});
afterAll(() => db.close());

interface Note {
  id: number;
  body: string;
}

async function findNote(requestId: string) {
  const [row] = await db.query<Note>('SELECT id, body FROM notes WHERE request_id = $1', [
    requestId,
  ]);
  return row;
}

/** Writes a note once per request id, counting the attempts that reached the INSERT. */
function noteWriter() {
  const attempts = { count: 0 };
  const write = (requestId: string, body: string, slug = requestId) =>
    withIdempotency({
      find: () => findNote(requestId),
      write: async (): Promise<{ note: Note | undefined; replayed: boolean }> => {
        attempts.count += 1;
        const [row] = await db.query<Note>(
          'INSERT INTO notes (request_id, body, slug) VALUES ($1, $2, $3) RETURNING id, body',
          [requestId, body, slug],
        );
        return { note: row, replayed: false };
      },
      replay: (note) => {
        if (note.body !== body) throw new Error('request.conflict');
        return { note, replayed: true };
      },
      onOtherViolation: () => ({ note: undefined, replayed: false }),
    });
  return { write, attempts };
}

const rowsOf = async (requestId: string) =>
  (await db.query('SELECT 1 FROM notes WHERE request_id = $1', [requestId])).length;

describe('withIdempotency', () => {
  it('writes once and answers a repeat from the first outcome', async () => {
    const { write, attempts } = noteWriter();
    const first = await write('r-1', 'hello');
    const again = await write('r-1', 'hello');
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ note: first.note, replayed: true });
    expect(attempts.count).toBe(1);
    expect(await rowsOf('r-1')).toBe(1);
  });

  it('lets two racing calls write once and gives both the same note', async () => {
    const { write, attempts } = noteWriter();
    const [a, b] = await Promise.all([write('r-2', 'race'), write('r-2', 'race')]);
    // Both looked before either wrote, so both tried the INSERT: the loser's unique violation
    // sent it to read the winner's note.
    expect(attempts.count).toBe(2);
    expect(await rowsOf('r-2')).toBe(1);
    expect(a.note).toEqual(b.note);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
  });

  it('runs the replay check on the racing loser too', async () => {
    const { write } = noteWriter();
    const results = await Promise.allSettled([write('r-3', 'one'), write('r-3', 'two')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rowsOf('r-3')).toBe(1);
  });

  it('answers onOtherViolation when another unique index refused the write', async () => {
    const { write } = noteWriter();
    await write('r-4', 'taken slug', 'shared-slug');
    expect(await write('r-5', 'same slug', 'shared-slug')).toEqual({
      note: undefined,
      replayed: false,
    });
  });

  it('rethrows the violation when there is no onOtherViolation', async () => {
    await db.query(`INSERT INTO notes (request_id, body, slug) VALUES ('r-6', 'x', 'slug-6')`);
    const attempt = withIdempotency({
      find: () => findNote('r-7'),
      write: () =>
        db.query(`INSERT INTO notes (request_id, body, slug) VALUES ('r-7', 'y', 'slug-6')`),
      replay: () => [],
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
  });
});

describe('whenUniqueViolation and refuseDuplicate', () => {
  const duplicate = () =>
    db.query(`INSERT INTO notes (request_id, body, slug) VALUES ('r-1', 'again', 'other')`);

  it('answers the fallback on a unique violation only', async () => {
    expect(await whenUniqueViolation<unknown>(duplicate, () => 'taken')).toBe('taken');
    const broken = whenUniqueViolation(
      () => db.query('SELECT * FROM missing_table'),
      () => [],
    );
    await expect(broken).rejects.toThrow(/missing_table/);
  });

  it('turns a unique violation into the given error', async () => {
    const taken = () => new Error('number.taken');
    await expect(refuseDuplicate(duplicate, taken)).rejects.toThrow('number.taken');
    expect(await refuseDuplicate(() => Promise.resolve(7), taken)).toBe(7);
  });
});
