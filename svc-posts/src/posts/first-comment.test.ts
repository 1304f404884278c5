import { randomUUID } from 'node:crypto';
import { type BulkPost, type EventPayload, FIRST_COMMENT_TOO_LONG } from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../publishing/scheduler.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { NEEDS_NEW_APPROVAL } from './update-post.ts';

const SCHEDULE = { isScheduled: true, postStatus: 'scheduled' };
const COMMENT = '#υαλουρονικό #δέρμα Ραντεβού: https://clinic.example.com';
const logger = createLogger('first-comment-test', 'silent');

type Answer = { success: boolean; bulkPost: BulkPost; message: string };

/** A post's first comment: stored, checked like its text, handed over with it, its outcome recorded. */
describe.each(drivers)('the first comment of a post on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 1_500;

  beforeAll(async () => {
    h = await postsHarness(driver);
    h.clock.now = new Date('2026-06-10T05:00:00Z');
  });
  afterAll(() => h.close());

  /** A business's first future draft, and a way to call the API as that business. */
  async function draft(company: Partial<EventPayload<'auth.company.updated'>> = {}) {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1, ...company });
    await h.product(accountId, accountId * 10);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const made = (await (await call('POST', '/api/generate-period-posts')).json()) as { posts: BulkPost[] };
    const post = made.posts.find((p) => new Date(p.scheduledDate!) > h.clock.now)!;
    const comment = (firstComment: unknown) => call('PUT', `/api/bulk-posts/${post.id}`, { firstComment });
    return { accountId, call, post, comment };
  }

  it('stores the first comment trimmed, shows it in the list, and a blank one removes it', async () => {
    const d = await draft();
    const saved = await d.comment(`  ${COMMENT}  `);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Answer).bulkPost.firstComment).toBe(COMMENT);
    const list = (await (await d.call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] };
    expect(list.bulkPosts.find((p) => p.id === d.post.id)?.firstComment).toBe(COMMENT);
    const removed = (await (await d.comment('   ')).json()) as Answer;
    expect(removed.bulkPost.firstComment).toBeNull();
  });

  it('refuses a first comment over 2,200 characters in Greek', async () => {
    const d = await draft();
    const res = await d.comment('α'.repeat(2_201));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(FIRST_COMMENT_TOO_LONG);
    expect((await d.comment(42)).status).toBe(400);
  });

  it('refuses a first comment with a block term, naming it: a comment is published text too', async () => {
    const d = await draft();
    const blocked = await d.comment('Ρωτήστε μας για Botox!');
    expect(blocked.status).toBe(422);
    const body = (await blocked.json()) as { error: string; message: string };
    expect(body.error).toBe('compliance');
    expect(body.message).toMatch(/^Πρώτο σχόλιο: .*«Botox»/);
  });

  it('saves a first comment with a warn term, and schedules it once the warning is acknowledged', async () => {
    const d = await draft();
    expect((await d.comment('Ανώδυνη θεραπεία!')).status).toBe(200);
    const refused = await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Πρώτο σχόλιο: .*χωρίς επιβεβαίωση: περιέχει «Ανώδυνη»/,
    );
    const ack = await d.call('POST', `/api/bulk-posts/${d.post.id}/acknowledge`, { ruleIds: ['painless'] });
    expect(ack.status).toBe(200);
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE)).status).toBe(200);
  });

  it('takes a scheduled post back to a draft when its first comment changes', async () => {
    const d = await draft();
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE)).status).toBe(200);
    const answer = (await (await d.comment(COMMENT)).json()) as Answer;
    expect(answer.message).toBe(`Το πρώτο σχόλιο αποθηκεύτηκε. ${NEEDS_NEW_APPROVAL}`);
    expect(answer.bulkPost).toMatchObject({ isScheduled: false, postStatus: 'draft', approval: null });
  });

  it('hands the first comment and the clinic’s booking link over with the post, and records what became of the comment on each page', async () => {
    const d = await draft({ bookingUrl: 'https://book.example.com/lampsi' });
    const due = h.events('posts.post.due') as EventPayload<'posts.post.due'>[];
    await d.comment(COMMENT);
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE)).status).toBe(200);
    const scheduler = startScheduler({
      db: h.db,
      now: () => new Date(new Date(d.post.scheduledDate!).getTime() + 1_000),
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });
    try {
      await scheduler.runDue();
      await expect.poll(() => due.filter((e) => e.postId === d.post.id)).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
    expect(due.find((e) => e.postId === d.post.id)).toMatchObject({
      firstComment: COMMENT,
      bookingUrl: 'https://book.example.com/lampsi',
    });

    const page = {
      pageId: '1001',
      pageName: 'Κλινική Demo',
      platform: 'facebook' as const,
      postId: '1001_5',
      permalink: null,
      publishedAt: new Date().toISOString(),
    };
    const published = (firstComment: EventPayload<'social.post.published'>['pages'][0]['firstComment']) =>
      h.platform.bus.publish(
        'social.post.published',
        { accountId: d.accountId, postId: d.post.id, attempt: 1, pages: [{ ...page, firstComment }] },
        randomUUID(),
      );
    const shown = async () =>
      ((await (await d.call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts.find(
        (p) => p.id === d.post.id,
      )?.publishedPages[0]?.firstComment;
    await published({ commentId: null, failureReason: 'το πρώτο σχόλιο δεν μπήκε', retrying: true });
    await expect.poll(shown).toMatchObject({ commentId: null, retrying: true });
    await published({ commentId: '5_77', failureReason: null, retrying: false });
    await expect.poll(shown).toEqual({ commentId: '5_77', failureReason: null, retrying: false });
  });
});
