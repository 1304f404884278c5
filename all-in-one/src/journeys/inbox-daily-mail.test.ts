import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { createSmtpMailer } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, type SafetyPlatform, safetyPlatform } from '../safety/platform.ts';

type BulkPost = { id: number; postStatus: string; failureReason?: string | null };
type Published = { pages: { pageId: string; posts: { id: string; message: string }[] }[] };
type Threads = { threads: { id: number; author: { name: string }; lastItemExcerpt: string }[] };

const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const hourIn = (zone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(at));

/**
 * Daily mail across the services, on the whole platform in this process (the Facebook
 * sandbox, real Postgres, svc-posts mailing to an SMTP server of the test's own): a patient's comment
 * written on the sandbox page under a published post waits past the account's setting (4 hours), and
 * from 08:00 in the clinic's own time zone (New York, set with its company) the owner gets the Greek mail
 * with the link to the thread. Waits cannot be made shorter than an hour, and the processes the e2e
 * journeys run keep the system's time: here the platform's one clock is moved on instead.
 */
describe("the inbox's daily mail", () => {
  let p: SafetyPlatform;
  let smtp: FakeSmtp;
  /** How far the platform's clock is ahead of the system's. */
  let ahead = 0;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    p = await safetyPlatform({
      clock: () => new Date(Date.now() + ahead),
      social: { inbox: { dailyMailIntervalMs: 100 } },
      posts: {
        mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
        schedulerIntervalMs: 250,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await p?.close();
    await smtp?.close();
  });

  /** A clinic in New York with its page connected and one post published there: the sandbox's post. */
  async function publishedPost() {
    const owner = await p.business('Κλινική Μανχάταν');
    const { posts } = await p.setUp(owner, {
      product: 'Ορός Μανχάταν',
      company: 'Κλινική Μανχάταν',
      location: 'Νέα Υόρκη',
    });
    await p.expectOk('POST', '/api/v2/company-info', {
      token: owner.token,
      json: { companyName: 'Κλινική Μανχάταν', location: 'Νέα Υόρκη', postFrequencyDays: 2, timeZone: ZONE },
    });
    const { facebookPages } = await p.connectFacebook(owner);
    const page = facebookPages[0]!;
    await p.expectOk('POST', '/api/selected-pages', {
      token: owner.token,
      json: { pages: [{ pageId: page.id, pageName: page.name, platform: 'facebook' }] },
    });
    // svc-social knows the clinic's zone (the inbox's settings say it) before any wait is counted.
    await p.until('svc-social to copy the company’s time zone', async () => {
      const { body } = await p.json<{ settings?: { timeZone: string } }>('GET', '/api/inbox/settings', {
        token: owner.token,
      });
      return body.settings?.timeZone === ZONE;
    });

    const post = posts[0]!;
    await p.expectOk('PUT', `/api/bulk-posts/${post.id}`, {
      token: owner.token,
      json: { scheduledDate: new Date(Date.now() + 2_000).toISOString() },
    });
    // Taken once its image has been read for printed words (409 until then).
    await p.until(
      'the post scheduled',
      async () =>
        (
          await p.json('PUT', `/api/bulk-posts/${post.id}`, {
            token: owner.token,
            json: { isScheduled: true, postStatus: 'scheduled' },
          })
        ).status === 200,
      60_000,
    );
    let state = '';
    await p.until(
      'the post published on the sandbox page',
      async () => {
        const { bulkPosts } = await p.expectOk<{ bulkPosts: BulkPost[] }>('GET', '/api/bulk-posts', {
          token: owner.token,
        });
        const found = bulkPosts.find((b) => b.id === post.id)!;
        state = `${found.postStatus}${found.failureReason ? `: ${found.failureReason}` : ''}`;
        return /^(published|failed)/.test(state);
      },
      60_000,
    );
    expect(state).toBe('published');
    const published = await p.expectOk<Published>('GET', '/api/facebook-sandbox/published', {
      token: owner.token,
    });
    const sandboxPost = published.pages.find((pg) => pg.pageId === page.id)!.posts[0]!;
    return { owner, sandboxPost };
  }

  it('mails the owner in Greek, with the link to the thread, once a comment has waited past the setting', {
    timeout: 180_000,
  }, async () => {
    const { owner, sandboxPost } = await publishedPost();

    // The patient writes under the post on the sandbox page; the comment reaches the inbox.
    await p.expectOk('POST', '/api/facebook-sandbox/comments', {
      token: owner.token,
      json: { postId: sandboxPost.id, text: 'Πόσο κοστίζει η θεραπεία;', authorName: 'Μαρία Κ.' },
    });
    let threadId = 0;
    await p.until('the comment in the inbox', async () => {
      const { threads } = await p.expectOk<Threads>('GET', '/api/inbox/threads', { token: owner.token });
      threadId = threads.find((t) => t.author.name === 'Μαρία Κ.')?.id ?? 0;
      return threadId > 0;
    });
    const toOwner = () => smtp.received.filter((m) => m.to.some((to) => to.includes(owner.email)));
    expect(toOwner()).toEqual([]);

    // The clock moves on past the default 4 hours' wait, to a moment after 08:00 in New York (the mail's
    // hour there): the first hour from 5 hours on that is between 08:00 and 22:00 there.
    const now = Date.now();
    const hours = Array.from({ length: 24 }, (_, n) => n + 5).find((h) => {
      const local = hourIn(ZONE, new Date(now + h * HOUR));
      return local >= 8 && local <= 22;
    })!;
    ahead = hours * HOUR;

    await p.until('the daily mail to the owner', async () => toOwner().length > 0, 20_000);
    const [mail] = toOwner();
    expect(headerOf(mail!.raw, 'Subject')).toBe(
      'Εισερχόμενα: 1 συζήτηση περιμένει απάντηση – Κλινική Μανχάταν',
    );
    const text = partOf(mail!.raw, 'text/plain');
    expect(text).toContain('Μία συζήτηση περιμένει απάντηση περισσότερο από 4 ώρες.');
    expect(text).toContain('• Facebook · σχόλιο · Μαρία Κ.');
    expect(text).toContain('«Πόσο κοστίζει η θεραπεία;»');
    expect(text).toContain(`περιμένει ${hours} ώρες`);
    expect(text).toContain(`Απάντηση: ${PUBLIC_URL}/portal/inbox?thread=${threadId}`);
    // The link's thread is the comment's, for the owner who follows it hours later and signs in again
    // (the sign-in of the morning may have expired by the clinic's 08:00).
    const opened = await p.expectOk<{ items: { text: string }[] }>('GET', `/api/inbox/threads/${threadId}`, {
      token: await owner.login(),
    });
    expect(opened.items.map((i) => i.text)).toEqual(['Πόσο κοστίζει η θεραπεία;']);
  });
});
