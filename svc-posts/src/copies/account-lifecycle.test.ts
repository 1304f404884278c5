import { randomUUID } from 'node:crypto';
import type { BulkPost } from '@studio/contracts';
import { createLogger, rowsOf } from '@studio/kit';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStates,
  bulkGeneratedPosts,
  clinicalSignOffSettings,
  postSignOffs,
  postSignOffVersions,
  signOffLinks,
  weeklyDigests,
} from '../db/schema.ts';
import { startScheduler } from '../publishing/scheduler.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';

const logger = createLogger('lifecycle-test', 'silent');

/** The rows of a raw query, whichever driver ran it (PGlite answers `{ rows }`, postgres.js the rows). */

describe.each(drivers)('the account lifecycle in svc-posts on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 900;
  beforeAll(async () => {
    h = await postsHarness(driver);
  });
  afterAll(() => h.close());

  /** An account with its period's posts, the first one scheduled for 2026-06-11 09:00 Athens. */
  async function accountWithScheduledPost() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10);
    await h.adminUser(accountId, accountId * 100, `owner${accountId}@clinic.test`);
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const { posts } = (await (await h.request('POST', '/api/generate-period-posts', { token })).json()) as {
      posts: BulkPost[];
    };
    const first = posts[0]!;
    await h.request('PUT', `/api/bulk-posts/${first.id}`, {
      token,
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
    return { accountId, token, post: first };
  }

  const lifecycle = (
    subject: 'auth.account.suspended' | 'auth.account.reactivated',
    accountId: number,
    at: string,
  ) => h.platform.bus.publish(subject, { accountId, at }, randomUUID());

  const suspended = async (accountId: number) =>
    (await h.db.select().from(accountStates).where(eq(accountStates.accountId, accountId)))[0]?.suspended ??
    false;

  it("does not hand over a suspended account's due post, and does once it is reactivated", async () => {
    const { accountId, post } = await accountWithScheduledPost();
    await lifecycle('auth.account.suspended', accountId, '2026-06-10T13:00:00Z');
    await expect.poll(() => suspended(accountId)).toBe(true);
    const scheduler = startScheduler({
      db: h.db,
      now: () => h.clock.now,
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });
    try {
      h.clock.now = new Date('2026-06-11T07:00:00Z');
      await scheduler.runDue();
      const [held] = await h.db.select().from(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, post.id));
      expect(held?.postStatus).toBe('scheduled');

      await lifecycle('auth.account.reactivated', accountId, '2026-06-11T07:30:00Z');
      await expect.poll(() => suspended(accountId)).toBe(false);
      await scheduler.runDue();
      const [out] = await h.db.select().from(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, post.id));
      expect(out?.postStatus).toBe('publishing');
    } finally {
      await scheduler.stop();
    }
  });

  it('an older lifecycle event delivered late never undoes a newer one', async () => {
    const accountId = nextAccount++;
    await lifecycle('auth.account.reactivated', accountId, '2026-06-11T10:00:00Z');
    await expect
      .poll(
        async () =>
          (await h.db.select().from(accountStates).where(eq(accountStates.accountId, accountId))).length,
      )
      .toBe(1);
    await lifecycle('auth.account.suspended', accountId, '2026-06-11T09:00:00Z');
    // A marker after it on the same bus: once it is recorded, the late one was handled too.
    const marker = nextAccount++;
    await lifecycle('auth.account.suspended', marker, '2026-06-11T09:00:00Z');
    await expect.poll(() => suspended(marker)).toBe(true);
    expect(await suspended(accountId)).toBe(false);
  });

  it("removes every row of a deleted account, and no other account's", async () => {
    const gone = await accountWithScheduledPost();
    const kept = await accountWithScheduledPost();
    // A weekly digest it was sent.
    const monday = new Date('2026-06-08T05:00:00Z');
    await h.db.insert(weeklyDigests).values({
      accountId: gone.accountId,
      weekStart: '2026-06-08',
      timeZone: 'Europe/Athens',
      dueAt: monday,
      sendBy: new Date('2026-06-08T21:00:00Z'),
      nextAttemptAt: monday,
      outcome: 'sent',
      sentAt: monday,
    });
    // Its clinical sign-off: the setting, a post's sign-off, its version and its mail's link.
    const at = new Date('2026-06-09T08:00:00Z');
    const signed = { postId: 1, accountId: gone.accountId, version: 1, payloadHash: 'h' };
    await h.db.insert(clinicalSignOffSettings).values({ accountId: gone.accountId, mode: 'all' });
    await h.db
      .insert(postSignOffs)
      .values({ ...signed, state: 'pending', submittedBy: 'a@b.gr', submittedAt: at });
    await h.db.insert(postSignOffVersions).values({
      ...signed,
      snapshot: { text: '', firstComment: null, scheduledDate: null, imageIds: [], images: [], targets: [] },
      submittedBy: 'a@b.gr',
      submittedAt: at,
    });
    await h.db
      .insert(signOffLinks)
      .values({ ...signed, token: `t${gone.accountId}`, email: 'doctor@b.gr', expiresAt: at });
    await h.platform.bus.publish(
      'auth.account.deleted',
      { accountId: gone.accountId, at: new Date().toISOString() },
      randomUUID(),
    );
    const rowsNaming = async (accountId: number) => {
      const tables = await h.db.execute(
        sql`select table_name from information_schema.columns where table_schema = 'posts' and column_name = 'account_id'`,
      );
      let total = 0;
      for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
        if (table_name === 'outbox') continue;
        const counted = await h.db.execute(
          sql`select count(*)::int as n from ${sql.identifier('posts')}.${sql.identifier(table_name)} where account_id = ${accountId}`,
        );
        total += Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
      }
      return total;
    };
    await expect.poll(() => rowsNaming(gone.accountId)).toBe(0);
    expect(await rowsNaming(kept.accountId)).toBeGreaterThan(0);
  });

  it('answers the admin the account page figures: posts by state, last activity, quota', async () => {
    const { accountId } = await accountWithScheduledPost();
    const admin = await issueAdminToken(h.platform);
    const res = await h.request('GET', `/api/account-posts/${accountId}`, { token: admin });
    const body = await res.json();
    expect(body.counts).toMatchObject({ scheduled: 1, published: 0, failed: 0 });
    expect(body.counts.draft).toBeGreaterThan(0);
    // Every post of the period was written today, on the platform's clock.
    expect(body.quota).toEqual({
      dailyGenerationLimit: 50,
      usedToday: body.counts.draft + body.counts.scheduled,
    });
    expect(body.nextScheduledAt).toBe('2026-06-11T06:00:00.000Z');
    const business = await h.request('GET', `/api/account-posts/${accountId}`, {
      token: await h.businessToken(accountId),
    });
    expect(business.status).toBe(403);
  });
});
