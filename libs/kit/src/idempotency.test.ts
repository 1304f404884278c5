import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import type { Database } from './db/database.ts';
import { idempotencyKeysTable, idempotentWrites } from './idempotency.ts';
import { createLogger } from './logger.ts';
import { createTestDatabase, drivers } from './testing/databases.ts';

const table = idempotencyKeysTable(pgSchema('keys_test'));

describe.each(drivers)('writes under an Idempotency-Key on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql`create schema keys_test`);
    await database.db.execute(sql`create table keys_test.idempotency_keys (
      key text primary key, fingerprint text not null, status integer, content_type text, body text,
      created_at timestamptz not null default now())`);
  });
  afterAll(() => database.close());

  /** A service whose POST /api/things counts its writes; `hold` keeps a write in hand until released. */
  function service() {
    const app = createServiceApp({ service: 'svc-test', logger: createLogger('kit-test', 'silent') });
    app.use('/api/*', idempotentWrites(database.db, table));
    const state = { writes: 0, failNext: false, hold: null as Promise<void> | null };
    app.post('/api/things', async (c) => {
      if (state.hold) await state.hold;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('the write failed');
      }
      state.writes += 1;
      return c.json({ id: state.writes, name: (await c.req.json()).name }, 201);
    });
    const post = (key: string, name = 'Ορός', token = 'a') =>
      app.request('/api/things', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ name }),
      });
    return { state, post };
  }
  const key = () => `key-${crypto.randomUUID()}`;

  it('does a write sent twice once, and answers the repeat with the first answer', async () => {
    const { state, post } = service();
    const k = key();
    const first = await post(k);
    const again = await post(k);
    expect(state.writes).toBe(1);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers 409 to a repeat while the first is still in hand, and the first answer afterwards', async () => {
    const { state, post } = service();
    let release = () => {};
    state.hold = new Promise((resolve) => {
      release = resolve;
    });
    const k = key();
    const first = post(k);
    await expect.poll(async () => (await post(k)).status).toBe(409);
    release();
    expect((await first).status).toBe(201);
    expect((await post(k)).status).toBe(201);
    expect(state.writes).toBe(1);
  });

  it('refuses the key for another body or another caller', async () => {
    const { post } = service();
    const k = key();
    await post(k, 'Ορός');
    const other = await post(k, 'Κρέμα');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect((await post(k, 'Ορός', 'b')).status).toBe(422);
  });

  it('does the write again when its first answer was a failure of the service', async () => {
    const { state, post } = service();
    state.failNext = true;
    const k = key();
    expect((await post(k)).status).toBe(500);
    expect((await post(k)).status).toBe(201);
    expect(state.writes).toBe(1);
  });
});
