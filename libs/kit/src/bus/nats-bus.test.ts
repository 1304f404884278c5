import { randomBytes } from 'node:crypto';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { startNatsServer, TEST_NATS_URL } from '../testing/nats-server.ts';
import { NatsBus, type NatsBusOptions } from './nats-bus.ts';
import { type BusMessage, PermanentFailure } from './types.ts';

const logger = createLogger('nats-bus-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const run = randomBytes(4).toString('hex');
const fast: NatsBusOptions = { stopGraceMs: 200, resubscribeDelayMs: 100, reconnectWaitMs: 100 };

/** Subjects and durables of their own per test, so runs on the shared server never meet. */
const ids: string[] = [];
function fresh() {
  const id = `${run}${randomBytes(3).toString('hex')}`;
  ids.push(id);
  return {
    subject: `auth.test-${id}.created`,
    durable: `test_${id}`,
    msgId: (n: number | string) => `${id}-${n}`,
    subjectFor: (verb: string) => `auth.test-${id}.${verb}`,
  };
}

function collect() {
  const received: BusMessage[] = [];
  return { received, handler: async (message: BusMessage) => void received.push(message) };
}

const eventually = (check: () => unknown, timeout = 5_000) => vi.waitFor(check, { timeout, interval: 20 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let bus: NatsBus;
let nc: NatsConnection;
let jsm: JetStreamManager;

beforeAll(async () => {
  bus = await NatsBus.connect(TEST_NATS_URL, logger, fast);
  nc = await connect({ servers: TEST_NATS_URL });
  jsm = await nc.jetstreamManager();
});

afterAll(async () => {
  await bus?.close();
  if (!jsm) return;
  for await (const consumer of jsm.consumers.list('AUTH')) {
    if (ids.some((id) => consumer.name === `test_${id}`)) await jsm.consumers.delete('AUTH', consumer.name);
  }
  for (const id of ids) await jsm.streams.purge('AUTH', { filter: `auth.test-${id}.>` });
  await nc.close();
});

describe('NatsBus', () => {
  it('provisions one stream per domain with file storage, 30 days and a 2 minute dedupe window', async () => {
    for (const name of ['AUTH', 'CATALOG', 'SOCIAL', 'POSTS']) {
      const { config } = await jsm.streams.info(name);
      expect(config.subjects).toEqual([`${name.toLowerCase()}.>`]);
      expect(config.storage).toBe('file');
      expect(config.retention).toBe('limits');
      expect(config.max_age).toBe(30 * 24 * 60 * 60 * 1e9);
      expect(config.duplicate_window).toBe(2 * 60 * 1e9);
    }
    const again = await NatsBus.connect(TEST_NATS_URL, logger, fast);
    await again.close();
  });

  it('delivers a published event to a durable consumer, before and after it subscribed, with its payload intact', async () => {
    const { subject, durable, msgId } = fresh();
    const payload = {
      accountId: 7,
      businessName: 'Κλινική Αθηνών',
      tags: ['a', 'b'],
      nested: { ok: true, none: null },
    };
    await bus.publish(subject, payload, msgId(1));
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, { n: 2 }, msgId(2));
    await eventually(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { subject, msgId: msgId(1), payload, deliveryCount: 1 },
      { subject, msgId: msgId(2), payload: { n: 2 }, deliveryCount: 1 },
    ]);
    const info = await jsm.consumers.info('AUTH', durable);
    expect(info.config.ack_policy).toBe('explicit');
    expect(info.config.max_deliver).toBe(10);
    expect(info.config.filter_subject).toBe(subject);
    await sub.stop();
  });

  it('drops a second publish with the same message id', async () => {
    const { subject, durable, msgId } = fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, { copy: 1 }, msgId('once'));
    await bus.publish(subject, { copy: 2 }, msgId('once'));
    await bus.publish(subject, { marker: true }, msgId('marker'));
    await eventually(() => expect(received.map((m) => m.msgId)).toContain(msgId('marker')));
    expect(received.map((m) => [m.msgId, m.payload])).toEqual([
      [msgId('once'), { copy: 1 }],
      [msgId('marker'), { marker: true }],
    ]);
    await sub.stop();
  });

  it('resumes a durable consumer where it stopped: only what it has not acknowledged', async () => {
    const { subject, durable, msgId } = fresh();
    const first = collect();
    const before = await bus.subscribe({ durable, subjects: [subject], handler: first.handler });
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(first.received).toHaveLength(1));
    await before.stop();

    await bus.publish(subject, { n: 2 }, msgId(2));
    const second = collect();
    const after = await bus.subscribe({ durable, subjects: [subject], handler: second.handler });
    await eventually(() => expect(second.received).toHaveLength(1));
    await eventually(async () => {
      const info = await jsm.consumers.info('AUTH', durable);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_pending).toBe(0);
    });
    expect(first.received.map((m) => m.msgId)).toEqual([msgId(1)]);
    expect(second.received.map((m) => [m.msgId, m.deliveryCount])).toEqual([[msgId(2), 1]]);
    await after.stop();
  });

  it('redelivers an event whose consumer died before acknowledging it, with deliveryCount 2', async () => {
    const { subject, durable, msgId } = fresh();
    const dying = await NatsBus.connect(TEST_NATS_URL, logger, { ...fast, stopGraceMs: 50 });
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
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(seen).toEqual([1]));
    await dying.close();

    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], ackWaitMs: 1_000, handler });
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ subject, msgId: msgId(1), payload: { n: 1 }, deliveryCount: 2 });
    await sub.stop();
  });

  it('never hands an event to a second handler while the first is still at work past the ack wait', async () => {
    const { subject, durable, msgId } = fresh();
    const other = await NatsBus.connect(TEST_NATS_URL, logger, fast);
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
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(done).toBe(1), 10_000);
    await sleep(1_500);
    expect(starts).toEqual([1]);
    await Promise.all(subs.map((sub) => sub.stop()));
    await other.close();
  });

  it('retries a failing handler after the backoff', async () => {
    const { subject, durable, msgId } = fresh();
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
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(attempts).toHaveLength(3));
    expect(attempts.map((a) => a.count)).toEqual([1, 2, 3]);
    const [one, two, three] = attempts.map((a) => a.at) as [number, number, number];
    expect(two - one).toBeGreaterThanOrEqual(180);
    expect(three - two).toBeGreaterThanOrEqual(380);
    await eventually(async () => expect((await jsm.consumers.info('AUTH', durable)).num_ack_pending).toBe(0));
    await sub.stop();
  });

  it('gives an event up after maxDeliver failed deliveries', async () => {
    const { subject, durable, msgId } = fresh();
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
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(attempts).toEqual([1, 2, 3]));
    await sleep(300);
    expect(attempts).toEqual([1, 2, 3]);
    expect((await jsm.consumers.info('AUTH', durable)).num_ack_pending).toBe(0);
    await sub.stop();
  });

  it('does not retry a PermanentFailure', async () => {
    const { subject, durable, msgId } = fresh();
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
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(attempts).toEqual([1]));
    await eventually(async () => expect((await jsm.consumers.info('AUTH', durable)).num_ack_pending).toBe(0));
    await sleep(300);
    expect(attempts).toEqual([1]);
    await sub.stop();
  });

  it('shares the events of one durable between replicas, each event once', async () => {
    const { subject, durable, msgId } = fresh();
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
    for (const id of sent) await bus.publish(subject, { id }, id);
    await eventually(() => expect(a.received.length + b.received.length).toBe(sent.length));
    expect([...a.received, ...b.received].sort()).toEqual([...sent].sort());
    expect(a.received.length).toBeGreaterThan(0);
    expect(b.received.length).toBeGreaterThan(0);
    await Promise.all([subA.stop(), subB.stop()]);
  });

  it('handles up to `concurrency` events at once, each acknowledged once', async () => {
    const { subject, durable, msgId } = fresh();
    let atOnce = 0;
    let most = 0;
    const done: number[] = [];
    const sub = await bus.subscribe({
      durable,
      subjects: [subject],
      concurrency: 4,
      handler: async ({ payload }) => {
        most = Math.max(most, ++atOnce);
        await sleep(50);
        atOnce--;
        done.push((payload as { n: number }).n);
      },
    });
    for (let n = 0; n < 12; n++) await bus.publish(subject, { n }, msgId(n));
    await eventually(() => expect(done).toHaveLength(12));
    expect(most).toBe(4);
    expect([...done].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    await sleep(200);
    expect(done).toHaveLength(12);
    await sub.stop();
  });

  it('delivers only the subscribed subjects when a subscription has several', async () => {
    const { subjectFor, durable, msgId } = fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({
      durable,
      subjects: [subjectFor('created'), subjectFor('updated')],
      handler,
    });
    await bus.publish(subjectFor('created'), { n: 1 }, msgId(1));
    await bus.publish(subjectFor('deleted'), { n: 2 }, msgId(2));
    await bus.publish(subjectFor('updated'), { n: 3 }, msgId(3));
    await eventually(() => expect(received).toHaveLength(2));
    expect(received.map((m) => m.subject)).toEqual([subjectFor('created'), subjectFor('updated')]);
    await eventually(async () => expect((await jsm.consumers.info('AUTH', durable)).num_ack_pending).toBe(0));
    await sub.stop();
  });

  it('subscribes again when its consumer is deleted from under it', async () => {
    const { subject, durable, msgId } = fresh();
    const { received, handler } = collect();
    const sub = await bus.subscribe({ durable, subjects: [subject], handler });
    await bus.publish(subject, { n: 1 }, msgId(1));
    await eventually(() => expect(received).toHaveLength(1));
    await jsm.consumers.delete('AUTH', durable);
    await bus.publish(subject, { n: 2 }, msgId(2));
    await eventually(() => expect(received.map((m) => m.msgId)).toContain(msgId(2)));
    expect((await jsm.consumers.info('AUTH', durable)).config.durable_name).toBe(durable);
    await sub.stop();
  });

  it('replays the stored events from the oldest, then the new ones', async () => {
    const { subject, msgId } = fresh();
    await bus.publish(subject, { n: 1 }, msgId(1));
    await bus.publish(subject, { n: 2 }, msgId(2));
    const { received, handler } = collect();
    const replay = await bus.replay({ subjects: [subject], handler });
    expect(received.map((m) => m.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    await bus.publish(subject, { n: 3 }, msgId(3));
    await eventually(() => expect(received).toHaveLength(3));
    expect(received.map((m) => [m.msgId, m.payload])).toEqual([
      [msgId(1), { n: 1 }],
      [msgId(2), { n: 2 }],
      [msgId(3), { n: 3 }],
    ]);
    await replay.stop();
  });

  it('refuses a subscription across two domains', async () => {
    await expect(
      bus.subscribe({
        durable: `test_${run}_x`,
        subjects: ['auth.a.created', 'posts.b.created'],
        handler: async () => {},
      }),
    ).rejects.toThrow(/one domain/);
  });
});

describe('NatsBus across a broker restart', () => {
  it('keeps consuming and replaying once the broker is back, and fails publishing while it is down', async () => {
    const server = await startNatsServer();
    const own = await NatsBus.connect(server.url, logger, { ...fast, publishTimeoutMs: 1_000 });
    try {
      const subject = 'auth.session.revoked';
      const consumed = collect();
      const replayed = collect();
      const sub = await own.subscribe({ durable: 'restart', subjects: [subject], handler: consumed.handler });
      const replay = await own.replay({ subjects: [subject], handler: replayed.handler });
      await own.publish(subject, { n: 1 }, 'one');
      await eventually(() => expect(consumed.received).toHaveLength(1));
      await eventually(() => expect(replayed.received).toHaveLength(1));

      await server.stop();
      await expect(own.publish(subject, { n: 2 }, 'two')).rejects.toThrow();
      await server.start();

      await eventually(() => own.publish(subject, { n: 2 }, 'two'), 10_000);
      await eventually(() => expect(consumed.received.map((m) => m.msgId)).toEqual(['one', 'two']), 10_000);
      await eventually(() => expect(replayed.received.map((m) => m.msgId)).toEqual(['one', 'two']), 10_000);
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
      const subject = 'posts.post.due';
      const { received, handler } = collect();
      const sub = await own.subscribe({ durable: 'scheduler', subjects: [subject], handler });
      await own.publish(subject, { n: 1 }, 'one');
      await eventually(() => expect(received).toHaveLength(1));

      await (await admin.jetstreamManager()).streams.delete('POSTS');
      await eventually(() => own.publish(subject, { n: 2 }, 'two'));
      await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['one', 'two']));
      await sub.stop();
    } finally {
      await admin.close();
      await own.close();
      await server.dispose();
    }
  });
});
