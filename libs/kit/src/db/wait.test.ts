import { type AddressInfo, createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { type Database, openDatabase } from './database.ts';
import { waitForDatabase } from './wait.ts';

/** A logger whose lines are kept, parsed. */
function recordingLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = createLogger(
    'kit-test',
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, lines };
}

describe('a database that is down', () => {
  // postgres.js pointed at a port nothing listens on: the refusal a stopped PostgreSQL gives.
  let down: Database;
  let refused: unknown;
  beforeAll(async () => {
    down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    refused = await down.ping().catch((error: unknown) => error);
  });
  afterAll(() => down.close());

  /** The database down for its first `failures` pings, then up. */
  const comingBack = (failures: number): Database => {
    let pings = 0;
    return {
      ...down,
      ping: async () => {
        pings++;
        if (pings <= failures) throw refused;
      },
    };
  };

  it('is waited for at start, with one clear log line and no stack trace, until it answers', async () => {
    const { logger, lines } = recordingLogger();
    await waitForDatabase(comingBack(3), logger, { retryMs: 10 });
    expect(lines.map((l) => l.msg)).toEqual([
      'waiting for the database at postgres://postgres@127.0.0.1:1/nowhere (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1); trying again every 0.01 s',
      'the database answers: starting',
    ]);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('stops being waited for when the process is asked to stop', async () => {
    const stop = new AbortController();
    const waiting = waitForDatabase(down, recordingLogger().logger, {
      stopping: stop.signal,
      retryMs: 60_000,
    });
    setTimeout(() => stop.abort(), 50);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('is not waited for when it refuses for another reason (a wrong password): that is said at once', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const refusing = { ...down, ping: async () => Promise.reject(wrongPassword) };
    await expect(waitForDatabase(refusing, recordingLogger().logger, { retryMs: 10 })).rejects.toBe(
      wrongPassword,
    );
  });

  it('makes a request answer 503 with a hint to try again, not 500', async () => {
    const app = createServiceApp({ service: 'svc-test', logger: recordingLogger().logger });
    app.get('/api/things', async (c) => {
      await down.ping();
      return c.json([]);
    });
    const res = await app.request('/api/things');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({
      error: 'database_unavailable',
      message: 'The service cannot reach its database. Please try again shortly.',
    });
  });

  it('answers 503 within seconds, not a hang, when the database takes connections and never answers', {
    timeout: 20_000,
  }, async () => {
    const held = new Set<Socket>();
    const frozen = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    const { port } = frozen.address() as AddressInfo;
    const silent = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/frozen` });
    try {
      const app = createServiceApp({ service: 'svc-test', logger: recordingLogger().logger });
      app.get('/api/things', async (c) => {
        await silent.ping();
        return c.json([]);
      });
      const started = Date.now();
      const res = await app.request('/api/things');
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      for (const socket of held) socket.destroy();
      frozen.close();
      await silent.close();
    }
  });
});

describe('a database that does not exist', () => {
  it('stops the start at once, saying to create it', async () => {
    const missing: Database = {
      ...(await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' })),
      ping: async () => {
        throw Object.assign(new Error('database "post_studio" does not exist'), { code: '3D000' });
      },
    };
    try {
      await expect(waitForDatabase(missing, recordingLogger().logger)).rejects.toThrow(
        /does not exist: create it \(createdb\)/,
      );
    } finally {
      await missing.close();
    }
  });
});
