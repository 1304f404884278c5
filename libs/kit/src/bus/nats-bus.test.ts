import { randomBytes } from 'node:crypto';
import type { EventPayload } from '@studio/contracts';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { startNatsServer, TEST_NATS_URL } from '../testing/nats-server.ts';
import { NatsBus, type NatsBusOptions } from './nats-bus.ts';
import { type BusMessage, PermanentFailure, RetryLater } from './types.ts';

const logger = createLogger('nats-bus-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const run = randomBytes(4).toString('hex');
const fast: NatsBusOptions = { stopGraceMs: 200, resubscribeDelayMs: 100, reconnectWaitMs: 100 };

/** The subject the tests use: its contract is small, and any sid makes a distinct payload. */
const subject = 'auth.session.revoked';
const revoked = (n: number | string): EventPayload<'auth.session.revoked'> => ({
  sid: `sid-${n}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
});
const nOf = (message: BusMessage) => (message.payload as { sid: string }).sid.slice(4);

/** Prefixes of their own per test, so tests on the shared server never meet: streams, subjects, durables. */
const prefixes: string[] = [];
const buses: NatsBus[] = [];
async function fresh(options: NatsBusOptions = {}) {
  const prefix = `t${run}${randomBytes(3).toString('hex')}`;
  prefixes.push(prefix);
  const bus = await NatsBus.connect(TEST_NATS_URL, logger, { ...fast, ...options, prefix });
  buses.push(bus);
  return {
    bus,
    prefix,
    /** Another process of the same deployment. */
    replica: async (more: NatsBusOptions = {}) => {
      const other = await NatsBus.connect(TEST_NATS_URL, logger, { ...fast, ...more, prefix });
      buses.push(other);
      return other;
    },
    stream: `${prefix}_AUTH`.toUpperCase(),
    durable: 'test',
    consumer: `${prefix}_test`,
    msgId: (n: number | string) => `${prefix}-${n}`,
  };
}

function collect() {
  const received: BusMessage[] = [];
  return { received, handler: async (message: BusMessage) => void received.push(message) };
}

const eventually = (check: () => unknown, timeout = 5_000) => vi.waitFor(check, { timeout, interval: 20 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let nc: NatsConnection;
let jsm: JetStreamManager;

beforeAll(async () => {
  nc = await connect({ servers: TEST_NATS_URL });
  jsm = await nc.jetstreamManager();
});

afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  if (!jsm) return;
  for (const prefix of prefixes) {
    for (const domain of ['AUTH', 'CATALOG', 'SOCIAL', 'POSTS']) {
      await jsm.streams.delete(`${prefix}_${domain}`.toUpperCase()).catch(() => false);
    }
  }
  await nc.close();
});

describe('NatsBus', () => {
  it('provisions one stream per domain under its prefix, with file storage, 30 days and a 2 minute dedupe window', async () => {
    const { prefix, replica } = await fresh();
    for (const domain of ['auth', 'catalog', 'social', 'posts']) {
      const { config } = await jsm.streams.info(`${prefix}_${domain}`.toUpperCase());
      expect(config.subjects).toEqual([`${prefix}.${domain}.>`]);
      expect(config.storage).toBe('file');
      expect(config.retention).toBe('limits');
      expect(config.max_age).toBe(30 * 24 * 60 * 60 * 1e9);
      expect(config.duplicate_window).toBe(2 * 60 * 1e9);
      expect(config.num_replicas).toBe(1);
    }
    await (await replica()).close();
  });

  it('delivers a published event to a consumer that starts at `all`, before and after it subscribed, with its payload intact', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const payload = { sid: 'Κλινική Αθηνών ✨', expiresAt: '2030-01-01T00:00:00.000Z' };
    await bus.publish(subject, payload, msgId(1));
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], startAt: 'all', handler });
    await bus.publish(subject, revoked(2), msgId(2));
    await eventually(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { subject, msgId: msgId(1), payload, deliveryCount: 1 },
      { subject, msgId: msgId(2), payload: revoked(2), deliveryCount: 1 },
    ]);
    const info = await jsm.consumers.info(stream, consumer);
    expect(info.config.ack_policy).toBe('explicit');
    expect(info.config.max_deliver).toBe(10);
    expect(info.config.filter_subject).toBe(`${consumer.split('_')[0]}.${subject}`);
    await sub.stop();
  });

  it('starts a new consumer at what is published from then on, by default', async () => {
    const { bus, durable, msgId } = await fresh();
    await bus.publish(subject, revoked('old'), msgId('old'));
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, revoked('new'), msgId('new'));
    await bus.publish(subject, revoked('marker'), msgId('marker'));
    // In stream order: had the old one been delivered, it would have come before the marker.
    await eventually(() => expect(received.map(nOf)).toContain('marker'));
    expect(received.map(nOf)).toEqual(['new', 'marker']);
    await sub.stop();
  });

  it('gives up, without calling the handler, a message whose payload breaks its contract', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, { sid: 42 }, msgId('bad'));
    await bus.publish(subject, revoked('good'), msgId('good'));
    await eventually(() => expect(received.map(nOf)).toEqual(['good']));
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).num_ack_pending).toBe(0),
    );
    await sub.stop();
  });

  it('drops a second publish with the same message id', async () => {
    const { bus, durable, msgId } = await fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, revoked('copy1'), msgId('once'));
    await bus.publish(subject, revoked('copy2'), msgId('once'));
    await bus.publish(subject, revoked('marker'), msgId('marker'));
    await eventually(() => expect(received.map((m) => m.msgId)).toContain(msgId('marker')));
    expect(received.map((m) => [m.msgId, nOf(m)])).toEqual([
      [msgId('once'), 'copy1'],
      [msgId('marker'), 'marker'],
    ]);
    await sub.stop();
  });

  it('resumes a durable consumer where it stopped: only what it has not acknowledged', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const first = collect();
    const before = await bus.subscribe({ durable, subjects: [subject], handler: first.handler });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(first.received).toHaveLength(1));
    await before.stop();

    await bus.publish(subject, revoked(2), msgId(2));
    const second = collect();
    const after = await bus.subscribe({ durable, subjects: [subject], handler: second.handler });
    await eventually(() => expect(second.received).toHaveLength(1));
    await eventually(async () => {
      const info = await jsm.consumers.info(stream, consumer);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_pending).toBe(0);
    });
    expect(first.received.map((m) => m.msgId)).toEqual([msgId(1)]);
    expect(second.received.map((m) => [m.msgId, m.deliveryCount])).toEqual([[msgId(2), 1]]);
    await after.stop();
  });

  it('redelivers an event whose consumer died before acknowledging it, with deliveryCount 2', async () => {
    const { bus, durable, msgId, replica } = await fresh();
    const dying = await replica({ stopGraceMs: 50 });
    const seen: number[] = [];
    await dying.subscribe({
      durable,
      subjects: [subject],
      ackWaitMs: 1_000,
      handler: (message) => {
        seen.push(message.deliveryCount);
        return new Promise<void>(() => {});
      },
    });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(seen).toEqual([1]));
    await dying.close();

    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], ackWaitMs: 1_000, handler });
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ subject, msgId: msgId(1), payload: revoked(1), deliveryCount: 2 });
    await sub.stop();
  });

  it('never hands an event to a second handler while the first is still at work past the ack wait', async () => {
    const { bus, durable, consumer, stream, msgId, replica } = await fresh();
    const other = await replica();
    const starts: number[] = [];
    let done = 0;
    const slow = async (message: BusMessage) => {
      starts.push(message.deliveryCount);
      await sleep(3_000);
      done++;
    };
    const subs = await Promise.all(
      [bus, other].map((b) => b.subscribe({ durable, subjects: [subject], ackWaitMs: 1_000, handler: slow })),
    );
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(done).toBe(1), 10_000);
    // Acknowledged, never redelivered: the server holds nothing more to hand to anyone.
    await eventually(async () =>
      expect(await jsm.consumers.info(stream, consumer)).toMatchObject({
        num_ack_pending: 0,
        num_redelivered: 0,
        num_pending: 0,
      }),
    );
    expect(starts).toEqual([1]);
    await Promise.all(subs.map((sub) => sub.stop()));
  });

  it('retries a failing handler after the backoff', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const attempts: { count: number; at: number }[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      backoffMs: [200, 400],
      handler: async ({ deliveryCount }) => {
        attempts.push({ count: deliveryCount, at: Date.now() });
        if (deliveryCount < 3) throw new Error('database busy');
      },
    });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(attempts).toHaveLength(3));
    expect(attempts.map((a) => a.count)).toEqual([1, 2, 3]);
    const [one, two, three] = attempts.map((a) => a.at) as [number, number, number];
    expect(two - one).toBeGreaterThanOrEqual(180);
    expect(three - two).toBeGreaterThanOrEqual(380);
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).num_ack_pending).toBe(0),
    );
    await sub.stop();
  });

  it('retries after the wait a RetryLater names, instead of the backoff', async () => {
    const { bus, durable, msgId } = await fresh();
    const attempts: number[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      backoffMs: [60_000],
      handler: async ({ deliveryCount }) => {
        attempts.push(Date.now());
        if (deliveryCount < 2) throw new RetryLater('the image host restarts', 150);
      },
    });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(attempts).toHaveLength(2));
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(130);
    await sub.stop();
  });

  it('gives an event up after maxDeliver failed deliveries', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const attempts: number[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      maxDeliver: 3,
      backoffMs: [50],
      handler: async ({ deliveryCount }) => {
        attempts.push(deliveryCount);
        throw new Error('always failing');
      },
    });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(attempts).toEqual([1, 2, 3]));
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).num_ack_pending).toBe(0),
    );
    expect(attempts).toEqual([1, 2, 3]);
    await sub.stop();
  });

  it('does not retry a PermanentFailure', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const attempts: number[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      backoffMs: [50],
      handler: async ({ deliveryCount }) => {
        attempts.push(deliveryCount);
        throw new PermanentFailure('post no longer exists');
      },
    });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(attempts).toEqual([1]));
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).num_ack_pending).toBe(0),
    );
    expect(attempts).toEqual([1]);
    await sub.stop();
  });

  it('shares the events of one durable between replicas, each event once', async () => {
    const { bus, durable, msgId } = await fresh();
    const slow = () => {
      const received: string[] = [];
      return {
        received,
        handler: async (message: BusMessage) => {
          await sleep(10);
          received.push(message.msgId);
        },
      };
    };
    const a = slow();
    const b = slow();
    const subA = await bus.subscribe({ durable, subjects: [subject], handler: a.handler });
    const subB = await bus.subscribe({ durable, subjects: [subject], handler: b.handler });
    const sent = Array.from({ length: 30 }, (_, i) => msgId(i));
    for (const [i, id] of sent.entries()) await bus.publish(subject, revoked(i), id);
    await eventually(() => expect(a.received.length + b.received.length).toBe(sent.length));
    expect([...a.received, ...b.received].sort()).toEqual([...sent].sort());
    expect(a.received.length).toBeGreaterThan(0);
    expect(b.received.length).toBeGreaterThan(0);
    await Promise.all([subA.stop(), subB.stop()]);
  });

  it('handles up to `concurrency` events at once, each acknowledged once', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    let atOnce = 0;
    let most = 0;
    const done: number[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      concurrency: 4,
      handler: async (message) => {
        most = Math.max(most, ++atOnce);
        await sleep(50);
        atOnce--;
        done.push(Number(nOf(message)));
      },
    });
    for (let n = 0; n < 12; n++) await bus.publish(subject, revoked(n), msgId(n));
    await eventually(() => expect(done).toHaveLength(12));
    expect(most).toBe(4);
    expect([...done].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // Each acknowledged once: nothing waits for an ack or a redelivery.
    await eventually(async () =>
      expect(await jsm.consumers.info(stream, consumer)).toMatchObject({
        num_ack_pending: 0,
        num_redelivered: 0,
        num_pending: 0,
      }),
    );
    expect(done).toHaveLength(12);
    await sub.stop();
  });

  it('delivers only the subscribed subjects when a subscription has several', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({
      durable,
      subjects: ['auth.account.created', 'auth.account.updated'],
      handler,
    });
    const account = { accountId: 1, businessName: 'Κλινική', status: 'active' };
    await bus.publish('auth.account.created', account, msgId(1));
    await bus.publish(subject, revoked(2), msgId(2));
    await bus.publish('auth.account.updated', account, msgId(3));
    await eventually(() => expect(received).toHaveLength(2));
    expect(received.map((m) => m.subject)).toEqual(['auth.account.created', 'auth.account.updated']);
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).num_ack_pending).toBe(0),
    );
    await sub.stop();
  });

  it('subscribes again when its consumer is deleted from under it', async () => {
    const { bus, durable, consumer, stream, msgId } = await fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, revoked(1), msgId(1));
    await eventually(() => expect(received).toHaveLength(1));
    await jsm.consumers.delete(stream, consumer);
    await eventually(async () =>
      expect((await jsm.consumers.info(stream, consumer)).config.durable_name).toBe(consumer),
    );
    await bus.publish(subject, revoked(2), msgId(2));
    await eventually(() => expect(received.map((m) => m.msgId)).toContain(msgId(2)));
    await sub.stop();
  });

  it('replays the stored events from the oldest, then the new ones', async () => {
    const { bus, msgId } = await fresh();
    await bus.publish(subject, revoked(1), msgId(1));
    await bus.publish(subject, revoked(2), msgId(2));
    const { received, handler } = collect();
    const replay = await bus.replay({ subjects: [subject], handler });
    await replay.ready;
    expect(received.map(nOf)).toEqual(['1', '2']);
    await bus.publish(subject, revoked(3), msgId(3));
    await eventually(() => expect(received).toHaveLength(3));
    expect(received.map((m) => [m.msgId, nOf(m)])).toEqual([
      [msgId(1), '1'],
      [msgId(2), '2'],
      [msgId(3), '3'],
    ]);
    await replay.stop();
  });

  it('keeps two deployments with different prefixes apart on one NATS', async () => {
    const one = await fresh();
    const two = await fresh();
    const first = collect();
    const second = collect();
    const subs = await Promise.all([
      one.bus.subscribe({ durable: 'same', subjects: [subject], handler: first.handler }),
      two.bus.subscribe({ durable: 'same', subjects: [subject], handler: second.handler }),
    ]);
    await one.bus.publish(subject, revoked('one'), one.msgId(1));
    await two.bus.publish(subject, revoked('two'), two.msgId(1));
    await eventually(() => expect(first.received.map(nOf)).toEqual(['one']));
    await eventually(() => expect(second.received.map(nOf)).toEqual(['two']));
    await Promise.all(subs.map((sub) => sub.stop()));
  });

  it('refuses a subscription across two domains', async () => {
    const { bus } = await fresh();
    await expect(
      bus.subscribe({
        durable: 'across',
        subjects: ['auth.account.created', 'posts.post.due'],
        handler: async () => {},
      }),
    ).rejects.toThrow(/one domain/);
  });
});

/** Messages delivered to the durable consumers of a server but not yet acknowledged there. */
async function unackedOn(url: string): Promise<number> {
  const conn = await connect({ servers: url });
  try {
    const manager = await conn.jetstreamManager();
    let unacked = 0;
    for (const stream of await manager.streams.list().next()) {
      for (const consumer of await manager.consumers.list(stream.config.name).next()) {
        if (consumer.config.durable_name) unacked += consumer.num_ack_pending;
      }
    }
    return unacked;
  } finally {
    await conn.close();
  }
}

describe('NatsBus across a broker restart', () => {
  it('keeps consuming and replaying once the broker is back, fails publishing and says why while it is down', async () => {
    const server = await startNatsServer();
    const own = await NatsBus.connect(server.url, logger, { ...fast, publishTimeoutMs: 1_000 });
    try {
      const consumed = collect();
      const replayed = collect();
      const sub = await own.subscribe({ durable: 'restart', subjects: [subject], handler: consumed.handler });
      const replay = await own.replay({ subjects: [subject], handler: replayed.handler });
      await own.publish(subject, revoked(1), 'one');
      await eventually(() => expect(consumed.received).toHaveLength(1));
      await eventually(() => expect(replayed.received).toHaveLength(1));
      expect(own.health()).toEqual({ ok: true });
      // The handler has run; its ack reaches the server too before the restart, so 'one' is not
      // simply still pending then.
      await eventually(async () => expect(await unackedOn(server.url)).toBe(0));

      await server.stop();
      await expect(own.publish(subject, revoked(2), 'two')).rejects.toThrow();
      await eventually(() =>
        expect(own.health()).toMatchObject({ ok: false, reason: expect.stringMatching(/NATS/) }),
      );
      await server.start();

      await eventually(() => own.publish(subject, revoked(2), 'two'), 10_000);
      expect(own.health()).toEqual({ ok: true });
      // Each event arrives, in order; 'one' may come a second time: the broker writes a consumer's
      // ack floor to disk on its own clock, so an ack confirmed just before a shutdown can be lost
      // with it (at least once, as promised; the services' handlers are idempotent).
      const firstArrivals = (messages: BusMessage[]) => [...new Set(messages.map((m) => m.msgId))];
      await eventually(() => expect(firstArrivals(consumed.received)).toEqual(['one', 'two']), 10_000);
      await eventually(() => expect(firstArrivals(replayed.received)).toEqual(['one', 'two']), 10_000);
      expect(consumed.received.filter((m) => m.msgId === 'two')).toHaveLength(1);
      await Promise.all([sub.stop(), replay.stop()]);
    } finally {
      await own.close();
      await server.dispose();
    }
  });

  it('starts while NATS is down: answers at once, consumes and replays once NATS comes', async () => {
    const server = await startNatsServer();
    await server.stop();
    const own = await NatsBus.connect(server.url, logger, { ...fast, firstConnectWaitMs: 200 });
    try {
      expect(own.health()).toMatchObject({ ok: false });
      await expect(own.publish(subject, revoked(1), 'early')).rejects.toThrow(/unreachable/);
      const consumed = collect();
      const replayed = collect();
      const sub = await own.subscribe({ durable: 'late', subjects: [subject], handler: consumed.handler });
      const replay = await own.replay({ subjects: [subject], handler: replayed.handler });

      await server.start();
      await replay.ready;
      await eventually(() => expect(own.health()).toEqual({ ok: true }), 10_000);
      await eventually(() => own.publish(subject, revoked(1), 'one'), 10_000);
      await eventually(() => expect(consumed.received.map((m) => m.msgId)).toEqual(['one']), 10_000);
      await eventually(() => expect(replayed.received.map((m) => m.msgId)).toEqual(['one']), 10_000);
      await Promise.all([sub.stop(), replay.stop()]);
    } finally {
      await own.close();
      await server.dispose();
    }
  });

  it('provisions the stream and the consumer again when the stream was deleted', async () => {
    const server = await startNatsServer();
    const own = await NatsBus.connect(server.url, logger, fast);
    const admin = await connect({ servers: server.url });
    try {
      const due = 'posts.post.deleted';
      const { received, handler } = collect();
      const sub = await own.subscribe({ durable: 'scheduler', subjects: [due], handler });
      // A fresh broker may answer 503 (no responder) while JetStream comes up under load: the message id
      // makes a retry publish once.
      await eventually(() => own.publish(due, { accountId: 1, postId: 1 }, 'one'));
      await eventually(() => expect(received).toHaveLength(1));

      await (await admin.jetstreamManager()).streams.delete('POSTS');
      await eventually(() => own.publish(due, { accountId: 1, postId: 2 }, 'two'));
      await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['one', 'two']));
      await sub.stop();
    } finally {
      await admin.close();
      await own.close();
      await server.dispose();
    }
  });

  it('reads the whole stream when another replica provisioned it again, and published, before the consumer came back', async () => {
    const server = await startNatsServer();
    // The loop comes back late, so the other replica is first for certain.
    const own = await NatsBus.connect(server.url, logger, { ...fast, resubscribeDelayMs: 1_500 });
    const admin = await connect({ servers: server.url });
    let other: NatsBus | null = null;
    try {
      const due = 'posts.post.deleted';
      const { received, handler } = collect();
      const sub = await own.subscribe({ durable: 'scheduler', subjects: [due], handler });
      await own.publish(due, { accountId: 1, postId: 1 }, 'one');
      await eventually(() => expect(received).toHaveLength(1));

      await (await admin.jetstreamManager()).streams.delete('POSTS');
      other = await NatsBus.connect(server.url, logger, fast);
      await other.publish(due, { accountId: 1, postId: 2 }, 'two');
      await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['one', 'two']), 10_000);
      await sub.stop();
    } finally {
      await other?.close();
      await admin.close();
      await own.close();
      await server.dispose();
    }
  });
});
