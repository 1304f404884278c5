import { randomUUID } from 'node:crypto';
import { SANDBOX_BASE_PATH } from '@studio/contracts';
import { rowsOf } from '@studio/kit';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../crypto/token-cipher.ts';
import {
  accountStates,
  facebookConnections,
  inboxDailyMails,
  inboxSettings,
  inboxThreads,
} from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { SUSPENDED_REASON } from './lifecycle.ts';

/** The rows of a raw query, whichever driver ran it (PGlite answers `{ rows }`, postgres.js the rows). */

describe.each(drivers)('the account lifecycle in svc-social on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const lifecycle = (
    subject: 'auth.account.suspended' | 'auth.account.reactivated' | 'auth.account.deleted',
    accountId: number,
  ) => h.platform.bus.publish(subject, { accountId, at: new Date().toISOString() }, randomUUID());
  const suspended = async (accountId: number) =>
    (await h.db.select().from(accountStates).where(eq(accountStates.accountId, accountId)))[0]?.suspended ??
    false;

  it('refuses to publish a post of a suspended account, and says why', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    await lifecycle('auth.account.suspended', accountId);
    await expect.poll(() => suspended(accountId)).toBe(true);
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({
      code: 'account_suspended',
      reason: SUSPENDED_REASON,
      retrying: false,
      pages: [],
    });
    expect(h.facebook.posts().filter((p) => p.message === due.content)).toEqual([]);

    await lifecycle('auth.account.reactivated', accountId);
    await expect.poll(() => suspended(accountId)).toBe(false);
    const again = await h.due(accountId);
    await h.announced(again.postId, 'social.post.published');
  });

  it('revokes the Facebook login of a deleted account, then removes every row of it', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token);
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    const [connection] = await h.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    const userToken = createTokenCipher(h.tokenKey).decrypt(connection!.longLivedTokenEncrypted);
    const me = () =>
      fetch(`${h.fakeOrigin}${SANDBOX_BASE_PATH}/v21.0/me`, {
        headers: { Authorization: `Bearer ${userToken}` },
      });
    expect((await me()).status).toBe(200);
    const admin = await issueAdminToken(h.platform);
    const before = await (await h.request('GET', `/api/account-pages/${accountId}`, { token: admin })).json();
    expect(before.connection).toMatchObject({ status: 'connected' });
    expect(before.pages).toContainEqual(
      expect.objectContaining({
        pageId: page.id,
        platform: 'facebook',
        published: 1,
        failed: 0,
        lastError: null,
      }),
    );
    // The Instagram account's post counts too (it is published under the account's own id).
    expect(before.pages).toContainEqual(
      expect.objectContaining({ platform: 'instagram', published: 1, failed: 0 }),
    );

    // Its inbox: a settings row, the day's look, a patient's thread.
    await h.db.insert(inboxSettings).values({ accountId, dailyMail: false });
    await h.db
      .insert(inboxDailyMails)
      .values({ accountId, day: '2026-11-24', overdue: 0, checkedAt: new Date() });
    await h.db.insert(inboxThreads).values({
      accountId,
      threadKey: 'facebook:message:page:p-1',
      kind: 'message',
      network: 'facebook',
      pageId: page.id,
      pageName: page.name,
      authorName: 'Μαρία Κ.',
      lastItemAt: new Date(),
      lastItemExcerpt: 'Καλησπέρα',
    });

    await lifecycle('auth.account.deleted', accountId);
    const rowsLeft = async () => {
      const counted = await h.db.execute(sql`
        select (select count(*) from social.selected_pages where account_id = ${accountId})
             + (select count(*) from social.facebook_connections where account_id = ${accountId})
             + (select count(*) from social.published_posts where account_id = ${accountId})
             + (select count(*) from social.oauth_states where account_id = ${accountId})
             + (select count(*) from social.connect_tickets where account_id = ${accountId})
             + (select count(*) from social.account_states where account_id = ${accountId})
             + (select count(*) from social.inbox_settings where account_id = ${accountId})
             + (select count(*) from social.inbox_daily_mails where account_id = ${accountId})
             + (select count(*) from social.inbox_threads where account_id = ${accountId}) as n`);
      return Number(rowsOf<{ n: number }>(counted)[0]?.n);
    };
    await expect.poll(rowsLeft).toBe(0);
    // Facebook no longer takes the login the account gave: the token was revoked through the Graph API.
    expect((await me()).status).toBe(400);
    const after = await (await h.request('GET', `/api/account-pages/${accountId}`, { token: admin })).json();
    expect(after).toEqual({ success: true, connection: null, pages: [] });
  });

  it('keeps the account pages for the admin only', async () => {
    const { accountId, token } = await h.business();
    expect((await h.request('GET', `/api/account-pages/${accountId}`, { token })).status).toBe(403);
  });
});
