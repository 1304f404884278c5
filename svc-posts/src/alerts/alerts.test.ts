import { randomUUID } from 'node:crypto';
import type { AlertsResponse, BulkPost, ConnectionProblem, EventPayload } from '@studio/contracts';
import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { createLogger, createSmtpMailer } from '@studio/kit';
import { drivers, serverDrivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alerts, mails } from '../db/schema.ts';
import { recordFailed } from '../publishing/outcomes.ts';
import { startScheduler } from '../publishing/scheduler.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { ALERT_NOT_FOUND } from './routes.ts';
import { startAlertWorker } from './worker.ts';

const logger = createLogger('alerts-test', 'silent');
const slow = { timeout: 5_000 };
/** Wednesday 10 June 2026, noon in Athens: the period's posts go out daily at 09:00 from the 11th. */
const WEDNESDAY = new Date('2026-06-10T09:00:00Z');
const facebookPage: ConnectionProblem['targets'][number] = {
  pageId: '1001',
  pageName: 'Κλινική Demo',
  platform: 'facebook',
};
const instagram: ConnectionProblem['targets'][number] = {
  pageId: '1784',
  pageName: 'Κλινική Demo',
  platform: 'instagram',
};

/** An alert's incident as svc-social reports a connection problem. */
const problem = (fields: Partial<ConnectionProblem> = {}): ConnectionProblem => ({
  code: 'permission_missing',
  since: '2026-06-10T08:00:00.000Z',
  failsFrom: '2026-06-10T08:00:00.000Z',
  targets: [instagram],
  permission: 'instagram_content_publish',
  expiresAt: null,
  action: 'grant_permission',
  message:
    'Λείπει η άδεια instagram_content_publish για τη σελίδα «Κλινική Demo». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε την άδεια.',
  ...fields,
});

function alertsOf(h: PostsHarness, smtp: () => FakeSmtp) {
  let nextAccount = 900;

  /** A business with its company, a product, an admin's e-mail and the period's posts (a post a day). */
  async function business({ email = true } = {}) {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, {
      postFrequencyDays: 1,
      scheduledTime: '09:00',
      companyName: `Ιατρείο ${accountId}`,
    });
    await h.product(accountId, accountId * 10, { name: `Ορός ${accountId}` });
    const address = `admin${accountId}@example.com`;
    if (email) await h.adminUser(accountId, accountId * 10, address);
    h.clock.now = WEDNESDAY;
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const schedule = async (id: number) =>
      expect(
        (await call('PUT', `/api/bulk-posts/${id}`, { isScheduled: true, postStatus: 'scheduled' })).status,
      ).toBe(200);
    const bell = async () => (await (await call('GET', '/api/alerts')).json()) as AlertsResponse;
    const mailsTo = () => smtp().received.filter((m) => m.to.includes(address));
    return { accountId, token, call, posts, schedule, bell, mailsTo, address };
  }
  type Business = Awaited<ReturnType<typeof business>>;

  /** The business's first post, scheduled and handed to svc-social at its time (attempt 1). */
  async function handedOver(b: Business) {
    const post = b.posts[0]!;
    await b.schedule(post.id);
    h.clock.now = new Date('2026-06-11T06:00:05Z');
    const scheduler = startScheduler({
      db: h.db,
      now: () => h.clock.now,
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });
    await scheduler.runDue();
    await scheduler.stop();
    return post;
  }

  const failed = (b: Business, postId: number, fields: Partial<EventPayload<'social.post.failed'>> = {}) => ({
    accountId: b.accountId,
    postId,
    attempt: 1,
    code: 'permission_missing' as const,
    reason:
      'Λείπει η άδεια pages_manage_posts για τη σελίδα «Κλινική Demo». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε την άδεια.',
    retrying: false,
    retryAt: null,
    pages: [],
    ...fields,
  });

  const publish = <S extends 'social.post.failed' | 'social.post.unconfirmed' | 'social.connection.checked'>(
    subject: S,
    payload: EventPayload<S>,
  ) => h.platform.bus.publish(subject, payload, randomUUID());

  const report = (b: Business, problems: ConnectionProblem[], checkedAt = '2026-06-10T08:30:00.000Z') =>
    publish('social.connection.checked', {
      accountId: b.accountId,
      checkedAt,
      connected: true,
      expiresAt: null,
      targets: [facebookPage, instagram],
      problems,
    });

  /** Another replica's alert worker, run by the test (its own poller an hour away). */
  const replica = () =>
    startAlertWorker({
      db: h.db,
      mailer: createSmtpMailer(smtp().url, 'Post Studio <no-reply@studio.example.com>'),
      now: () => h.clock.now,
      logger,
      publicUrl: 'https://studio.example.com',
      intervalMs: 3_600_000,
    });

  return { business, handedOver, failed, publish, report, replica };
}

describe.each(drivers)('alerts on %s', (driver) => {
  let h: PostsHarness;
  let smtp: FakeSmtp;
  let a: ReturnType<typeof alertsOf>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    h = await postsHarness(driver, {
      mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
      publicUrl: 'https://studio.example.com,http://localhost:8080',
      alertsIntervalMs: 3_600_000,
    });
    a = alertsOf(h, () => smtp);
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });
  beforeEach(() => {
    h.clock.reset();
    smtp.refuse(false);
  });

  it('mails the admins once, in Greek with the reason and a link to the post, when a post fails', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    const event = a.failed(b, post.id);
    await a.publish('social.post.failed', event);
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    const [mail] = b.mailsTo();
    expect(headerOf(mail!.raw, 'subject')).toBe(
      `Η ανάρτηση «${post.productName}» της 11/06/2026 09:00 δεν δημοσιεύτηκε – Ιατρείο ${b.accountId}`,
    );
    const text = partOf(mail!.raw, 'text/plain');
    expect(text).toContain(event.reason);
    expect(text).toContain(`https://studio.example.com/portal/campaigns?post=${post.id}`);
    // A redelivery of the same report, and the scheduler's next look, add nothing.
    await a.publish('social.post.failed', event);
    await h.platform.bus.settled();
    const bell = await b.bell();
    expect(bell.alerts).toHaveLength(1);
    expect(bell.alerts[0]).toMatchObject({
      kind: 'post_failed',
      postId: post.id,
      reason: event.reason,
      readAt: null,
    });
    const [row] = await h.db.select().from(alerts).where(eq(alerts.accountId, b.accountId));
    expect(row).toMatchObject({ mailStatus: 'sent', attempts: 1 });
    expect(b.mailsTo()).toHaveLength(1);
  });

  it('alerts nobody while svc-social still retries, and once when it gives up', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    await a.publish(
      'social.post.failed',
      a.failed(b, post.id, { retrying: true, retryAt: '2026-06-11T06:01:00.000Z', code: 'graph_error' }),
    );
    await h.platform.bus.settled();
    expect((await b.bell()).alerts).toEqual([]);
    await a.publish(
      'social.post.failed',
      a.failed(b, post.id, { code: 'graph_error', reason: 'Το Facebook δεν απάντησε.' }),
    );
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    expect((await b.bell()).alerts.map((x) => x.reason)).toEqual(['Το Facebook δεν απάντησε.']);
  });

  it('alerts of a post whose publication could not be confirmed', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    const reason =
      'Δεν μπορέσαμε να επιβεβαιώσουμε αν η ανάρτηση δημοσιεύτηκε στο «Κλινική Demo» (Facebook).';
    await a.publish('social.post.unconfirmed', {
      accountId: b.accountId,
      postId: post.id,
      attempt: 1,
      reason,
      unconfirmed: [facebookPage],
      pages: [],
    });
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    expect(headerOf(b.mailsTo()[0]!.raw, 'subject')).toMatch(
      /^Η δημοσίευση της ανάρτησης .* χρειάζεται έλεγχο/,
    );
    expect((await b.bell()).alerts).toEqual([
      expect.objectContaining({ kind: 'post_unconfirmed', postId: post.id, reason }),
    ]);
  });

  it('lists the bell newest first, and marks one or all read', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    await a.publish('social.post.failed', a.failed(b, post.id));
    await b.schedule(b.posts[1]!.id);
    await a.report(b, [problem()]);
    await expect.poll(async () => (await b.bell()).unreadCount).toBe(2);
    const { alerts: listed } = await b.bell();
    expect(listed.map((x) => x.kind).sort()).toEqual(['connection_problem', 'post_failed']);
    expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(listed[1]!.createdAt));

    const read = await b.call('POST', `/api/alerts/${listed[0]!.id}/read`);
    expect(await read.json()).toEqual({ success: true, unreadCount: 1 });
    expect((await b.bell()).alerts.find((x) => x.id === listed[0]!.id)?.readAt).toEqual(expect.any(String));
    const all = await b.call('POST', '/api/alerts/read-all');
    expect(await all.json()).toEqual({ success: true, unreadCount: 0 });
    expect((await b.bell()).alerts.every((x) => x.readAt !== null)).toBe(true);
  });

  it("answers another account's alert as a missing one, in Greek", async () => {
    const b = await a.business();
    const other = await a.business();
    const post = await a.handedOver(other);
    await a.publish('social.post.failed', a.failed(other, post.id));
    await expect.poll(async () => (await other.bell()).alerts.length).toBe(1);
    const [theirs] = (await other.bell()).alerts;
    for (const path of [`/api/alerts/${theirs!.id}/read`, '/api/alerts/abc/read']) {
      const res = await b.call('POST', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: ALERT_NOT_FOUND });
    }
    expect((await other.bell()).alerts[0]!.readAt).toBeNull();
  });

  it('warns once of a post due within 48 hours that a connection problem would make fail', async () => {
    const b = await a.business();
    const post = b.posts[0]!;
    await b.schedule(post.id);
    await a.report(b, [problem()]);
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    const [mail] = b.mailsTo();
    expect(headerOf(mail!.raw, 'subject')).toContain(
      `Η ανάρτηση «${post.productName}» της 11/06/2026 09:00 δεν θα δημοσιευτεί`,
    );
    const text = partOf(mail!.raw, 'text/plain');
    expect(text).toContain('Λείπει η άδεια instagram_content_publish');
    expect(text).toContain(`11/06/2026 09:00 – ${post.productName}`);
    expect(text).toContain('https://studio.example.com/portal/platforms');
    // The same problem found again the next day, and the worker's next looks: no second mail.
    await a.report(b, [problem()], '2026-06-11T08:30:00.000Z');
    await h.platform.bus.settled();
    h.clock.now = new Date('2026-06-10T20:00:00Z');
    const worker = a.replica();
    await worker.run();
    await worker.stop();
    expect((await b.bell()).alerts).toHaveLength(1);
    expect(b.mailsTo()).toHaveLength(1);
  });

  it('warns of a login expiring in 3 days when a post is scheduled after its end', async () => {
    const b = await a.business();
    const late = b.posts.find((p) => p.scheduledDate === '2026-06-14T06:00:00.000Z')!;
    await b.schedule(b.posts[0]!.id);
    await b.schedule(late.id);
    const expiresAt = '2026-06-13T09:00:00.000Z';
    await a.report(b, [
      problem({
        code: 'token_expiring',
        permission: null,
        expiresAt,
        failsFrom: expiresAt,
        action: 'reconnect',
        message: 'Η σύνδεση με το Facebook λήγει στις 13/06/2026 12:00.',
      }),
    ]);
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    const [alert] = (await b.bell()).alerts;
    // The post before the end goes out; the one after it is the one at risk.
    expect(alert).toMatchObject({
      kind: 'connection_problem',
      postId: late.id,
      reason: 'Η σύνδεση με το Facebook λήγει στις 13/06/2026 12:00.',
    });
  });

  it('reminds by mail of a login ending in 14 days and again in 3, once each whatever the replicas', async () => {
    const b = await a.business();
    const expiresAt = '2026-06-22T09:00:00.000Z';
    await a.publish('social.connection.checked', {
      accountId: b.accountId,
      checkedAt: '2026-06-10T08:30:00.000Z',
      connected: true,
      expiresAt,
      targets: [facebookPage],
      problems: [],
    });
    await h.platform.bus.settled();
    const replicas = [a.replica(), a.replica()];
    const runAll = () => Promise.all(replicas.map((r) => r.run()));
    // 12 days before its end: within the first reminder's 14.
    await runAll();
    await runAll();
    expect(b.mailsTo()).toHaveLength(1);
    expect(headerOf(b.mailsTo()[0]!.raw, 'subject')).toMatch(
      /Η σύνδεση με το Facebook λήγει στις 22\/06\/2026 12:00/,
    );
    expect(partOf(b.mailsTo()[0]!.raw, 'text/plain')).toMatch(
      /Επανασύνδεση με Facebook.*\/portal\/platforms/s,
    );
    h.clock.now = new Date('2026-06-19T10:00:00Z');
    await runAll();
    h.clock.now = new Date('2026-06-20T10:00:00Z');
    await runAll();
    await Promise.all(replicas.map((r) => r.stop()));
    expect(b.mailsTo()).toHaveLength(2);
    expect((await b.bell()).alerts.map((alert) => alert.kind)).toEqual(['login_expiring', 'login_expiring']);
  });

  it('warns of a post only once it comes within 48 hours', async () => {
    const b = await a.business();
    const later = b.posts.find((p) => p.scheduledDate === '2026-06-14T06:00:00.000Z')!;
    await b.schedule(later.id);
    await a.report(b, [problem()]);
    await h.platform.bus.settled();
    expect((await b.bell()).alerts).toEqual([]);
    const worker = a.replica();
    h.clock.now = new Date('2026-06-12T07:00:00Z');
    await worker.run();
    await worker.stop();
    expect((await b.bell()).alerts).toEqual([
      expect.objectContaining({ kind: 'connection_problem', postId: later.id }),
    ]);
    expect(b.mailsTo()).toHaveLength(1);
  });

  it('warns of nothing for a problem that stops no post, or an older report than the last', async () => {
    const b = await a.business();
    await b.schedule(b.posts[0]!.id);
    await a.report(
      b,
      [problem({ permission: 'pages_manage_engagement', failsFrom: null })],
      '2026-06-10T08:30:00.000Z',
    );
    await h.platform.bus.settled();
    // A late redelivery of an older report, when the problem stopped posts, changes nothing.
    await a.report(b, [problem()], '2026-06-10T07:00:00.000Z');
    await h.platform.bus.settled();
    expect((await b.bell()).alerts).toEqual([]);
  });

  it('keeps an alert without an admin e-mail in the bell, mailing no one', async () => {
    const b = await a.business({ email: false });
    const post = await a.handedOver(b);
    await a.publish('social.post.failed', a.failed(b, post.id));
    await expect
      .poll(
        async () =>
          (await h.db.select().from(alerts).where(eq(alerts.accountId, b.accountId)))[0]?.mailStatus,
      )
      .toBe('no_recipients');
    expect((await b.bell()).alerts).toHaveLength(1);
  });

  it('tries a mail the SMTP server refused again later, and records it once sent', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    smtp.refuse(true);
    await a.publish('social.post.failed', a.failed(b, post.id));
    const rowOf = async () => (await h.db.select().from(alerts).where(eq(alerts.accountId, b.accountId)))[0];
    await expect.poll(async () => (await rowOf())?.attempts).toBe(1);
    expect(await rowOf()).toMatchObject({ mailStatus: 'pending', claimedUntil: null });
    expect((await rowOf())!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    smtp.refuse(false);
    await h.db
      .update(alerts)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(alerts.accountId, b.accountId));
    const worker = a.replica();
    expect(await worker.sendDue()).toBe(1);
    await worker.stop();
    expect(await rowOf()).toMatchObject({ mailStatus: 'sent', attempts: 2 });
    expect(b.mailsTo()).toHaveLength(1);
    const kept = await h.db.select().from(mails).where(eq(mails.accountId, b.accountId));
    expect(kept.map((m) => m.subject)).toEqual([headerOf(b.mailsTo()[0]!.raw, 'subject')]);
  });
});

describe.each(serverDrivers)('alerts with two replicas on %s', (driver) => {
  let h: PostsHarness;
  let smtp: FakeSmtp;
  let a: ReturnType<typeof alertsOf>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    h = await postsHarness(driver, {
      mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
      alertsIntervalMs: 3_600_000,
    });
    a = alertsOf(h, () => smtp);
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('raises one alert and sends one mail when two replicas handle the same failure at once', async () => {
    const b = await a.business();
    const post = await a.handedOver(b);
    const event = a.failed(b, post.id);
    // Two replicas record the same delivery side by side, then both look for mails to send.
    const raised = await Promise.all([
      recordFailed(h.db, event, h.clock.now),
      recordFailed(h.db, event, h.clock.now),
    ]);
    expect(raised.filter(Boolean)).toHaveLength(1);
    const [one, two] = [a.replica(), a.replica()];
    await Promise.all([one.sendDue(), two.sendDue()]);
    await Promise.all([one.stop(), two.stop()]);
    await expect.poll(() => b.mailsTo().length, slow).toBe(1);
    expect((await b.bell()).alerts).toHaveLength(1);
  });
});
