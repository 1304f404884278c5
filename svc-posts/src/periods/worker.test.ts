import { createOfflineWriter, type Writer, WriterError } from '@studio/ai';
import type { ScheduledPeriod } from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, metricSample, serverDrivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts, scheduledPeriods } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { startPeriodWorker } from './worker.ts';

const logger = createLogger('periods-test', 'silent');
const offline = createOfflineWriter();

/** The offline writer, taking its time like a model would, so replicas overlap. */
const slowWriter: Writer = {
  ...offline,
  writePost: async (input) => {
    await new Promise((r) => setTimeout(r, 15));
    return offline.writePost(input);
  },
};

let nextAccount = 300;

function periodsOf(h: PostsHarness) {
  const worker = (writer: Writer = offline) =>
    startPeriodWorker({
      db: h.db,
      writer,
      now: () => h.clock.now,
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });

  /** An account with a company and two products whose period was generated on Wednesday 2026-03-04. */
  async function accountWithPeriod() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 2 });
    await h.product(accountId, accountId * 10 + 1);
    await h.product(accountId, accountId * 10 + 2);
    h.clock.now = new Date('2026-03-04T12:00:00Z');
    const res = await h.request('POST', '/api/generate-period-posts', { token });
    expect(res.status).toBe(200);
    const period = async () =>
      (
        (await (await h.request('GET', '/api/scheduled-periods', { token })).json()) as {
          scheduledPeriod: ScheduledPeriod;
        }
      ).scheduledPeriod;
    const posts = () =>
      h.db.select().from(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.accountId, accountId));
    return { accountId, token, period, posts };
  }

  return { worker, accountWithPeriod };
}

describe.each(drivers)('automatic periods on %s', (driver) => {
  let h: PostsHarness;
  let worker: ReturnType<typeof periodsOf>['worker'];
  let accountWithPeriod: ReturnType<typeof periodsOf>['accountWithPeriod'];

  beforeAll(async () => {
    h = await postsHarness(driver);
    ({ worker, accountWithPeriod } = periodsOf(h));
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('writes the next period when its date comes, and moves the date on', async () => {
    const { period, posts } = await accountWithPeriod();
    const first = await period();
    // Monday 16 March 00:00 in Athens: the end of next week.
    expect(first).toMatchObject({ isActive: true, nextScheduledDate: '2026-03-15T22:00:00.000Z' });
    const before = (await posts()).length;
    const w = worker();
    // The writer's queue as /metrics reads it: the periods whose date has come.
    const due = () => metricSample(h.service.app, 'work_queue_depth', 'queue="automatic_periods"');

    h.clock.now = new Date('2026-03-15T21:59:00Z');
    expect(await due()).toBe(0);
    expect(await w.runDue()).toBe(0);

    h.clock.now = new Date('2026-03-15T22:00:30Z');
    expect(await due()).toBe(1);
    expect(await w.runDue()).toBe(1);
    expect(await due()).toBe(0);
    const after = await posts();
    // 16 to 29 March, one every two days at 09:00 Athens.
    const made = after.filter((p) => p.scheduledDate! >= new Date('2026-03-15T22:00:00Z'));
    expect(made.map((p) => p.scheduledDate!.toISOString()).sort()).toEqual([
      '2026-03-16T07:00:00.000Z',
      '2026-03-18T07:00:00.000Z',
      '2026-03-20T07:00:00.000Z',
      '2026-03-22T07:00:00.000Z',
      '2026-03-24T07:00:00.000Z',
      '2026-03-26T07:00:00.000Z',
      '2026-03-28T07:00:00.000Z',
    ]);
    expect(after.length).toBe(before + made.length);
    // Monday 30 March 00:00 in Athens, which is on summer time (UTC+3) since the 29th.
    expect(await period()).toMatchObject({ isActive: true, nextScheduledDate: '2026-03-29T21:00:00.000Z' });
    expect(await w.runDue()).toBe(0);
    await w.stop();
  });

  it('does nothing for a stopped period', async () => {
    const { token, period, posts } = await accountWithPeriod();
    const { id } = await period();
    const stop = await h.request('PUT', `/api/scheduled-periods/${id}`, { token, json: { isActive: false } });
    expect(stop.status).toBe(200);
    const before = (await posts()).length;
    h.clock.now = new Date('2026-03-16T08:00:00Z');
    const w = worker();
    await w.runDue();
    expect((await posts()).length).toBe(before);
    expect(await period()).toMatchObject({ isActive: false });
    await w.stop();
  });

  it('keeps a period whose writing failed, and tries it again later', async () => {
    const { period, posts, accountId } = await accountWithPeriod();
    const before = (await posts()).length;
    const failing: Writer = {
      ...offline,
      writePost: async () => {
        throw new WriterError('upstream', 'down');
      },
    };
    h.clock.now = new Date('2026-03-16T08:00:00Z');
    const w = worker(failing);
    expect(await w.runDue()).toBeGreaterThanOrEqual(1);
    expect((await posts()).length).toBe(before);
    expect((await period()).nextScheduledDate).toBe('2026-03-15T22:00:00.000Z');
    // Not again at once: only after the retry wait.
    const healthy = worker();
    expect(await healthy.runDue()).toBe(0);
    h.clock.now = new Date('2026-03-16T08:20:00Z');
    expect(await healthy.runDue()).toBeGreaterThanOrEqual(1);
    expect((await posts()).length).toBeGreaterThan(before);
    const [row] = await h.db.select().from(scheduledPeriods).where(eq(scheduledPeriods.accountId, accountId));
    expect(row?.claimedUntil).toBeNull();
    await Promise.all([w.stop(), healthy.stop()]);
  });
});

describe.each(serverDrivers)('automatic periods with two replicas on %s', (driver) => {
  let h: PostsHarness;
  let worker: ReturnType<typeof periodsOf>['worker'];
  let accountWithPeriod: ReturnType<typeof periodsOf>['accountWithPeriod'];

  beforeAll(async () => {
    h = await postsHarness(driver);
    ({ worker, accountWithPeriod } = periodsOf(h));
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('generates a due period once with two replicas at once', async () => {
    const { posts } = await accountWithPeriod();
    const before = (await posts()).length;
    h.clock.now = new Date('2026-03-16T08:00:00Z');
    const replicas = [worker(slowWriter), worker(slowWriter)];
    const taken = await Promise.all(replicas.map((r) => r.runDue()));
    const after = await posts();
    const dates = after.map((p) => p.scheduledDate!.toISOString());
    expect(new Set(dates).size).toBe(dates.length);
    expect(after.length).toBe(before + 7);
    expect(taken[0]! + taken[1]!).toBe(1);
    await Promise.all(replicas.map((r) => r.stop()));
  });
});
