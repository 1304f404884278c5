import { type BulkPost, type EventPayload, GOOGLE_TOPIC_ENDS_BEFORE_START } from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../publishing/scheduler.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { GOOGLE_TOPIC_SAVED, NEEDS_NEW_APPROVAL } from './update-post.ts';

const SCHEDULE = { isScheduled: true, postStatus: 'scheduled' };
const logger = createLogger('google-topic-test', 'silent');
const OFFER = {
  kind: 'offer',
  title: 'Ανοιξιάτικη προσφορά',
  startsAt: '2026-06-12T09:00',
  endsAt: '2026-06-30T21:00',
  couponCode: 'ANOIXI',
  terms: 'Ισχύει για νέους πελάτες.',
  redeemUrl: 'https://clinic.example.com/offer',
};
const EVENT = {
  kind: 'event',
  title: 'Ημέρα ενημέρωσης',
  startsAt: '2026-06-20T10:00',
  endsAt: '2026-06-20T14:00',
};

type Answer = { success: boolean; bulkPost: BulkPost; message: string };

/** A post as a Google event or offer: stored, bound to its approval, checked by the gate, handed over. */
describe.each(drivers)('a post as a Google event or offer on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 1_700;

  beforeAll(async () => {
    h = await postsHarness(driver);
    h.clock.now = new Date('2026-06-10T05:00:00Z');
  });
  afterAll(() => h.close());

  async function draft() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const made = (await (await call('POST', '/api/generate-period-posts')).json()) as { posts: BulkPost[] };
    const post = made.posts.find((p) => new Date(p.scheduledDate!) > h.clock.now)!;
    const topic = (googleTopic: unknown) => call('PUT', `/api/bulk-posts/${post.id}`, { googleTopic });
    return { accountId, call, post, topic };
  }

  it('stores an offer and an event, shows them in the list, and null makes it a plain post again', async () => {
    const d = await draft();
    const saved = await d.topic(OFFER);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Answer;
    expect(answer.message).toBe(GOOGLE_TOPIC_SAVED);
    expect(answer.bulkPost.googleTopic).toEqual(OFFER);
    expect(((await (await d.topic(EVENT)).json()) as Answer).bulkPost.googleTopic).toEqual(EVENT);
    const list = (await (await d.call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] };
    expect(list.bulkPosts.find((p) => p.id === d.post.id)?.googleTopic).toEqual(EVENT);
    expect(((await (await d.topic(null)).json()) as Answer).bulkPost.googleTopic).toBeNull();
  });

  it('refuses an end before the start and a topic without a title, in Greek', async () => {
    const d = await draft();
    const backwards = await d.topic({ ...EVENT, endsAt: '2026-06-20T09:00' });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { message: string }).message).toContain(
      GOOGLE_TOPIC_ENDS_BEFORE_START,
    );
    expect((await d.topic({ ...EVENT, title: '  ' })).status).toBe(400);
  });

  it('refuses an offer whose terms promote a medical act’s price, naming the field and the rule', async () => {
    const d = await draft();
    const refused = await d.topic({ ...OFFER, terms: 'Έκπτωση 30% στα fillers υαλουρονικού.' });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: string; message: string };
    expect(body.error).toBe('compliance');
    expect(body.message).toContain('«Όροι προσφοράς»');
    expect(body.message).toContain('Προώθηση τιμής ιατρικής πράξης');
    expect(body.message).toContain('Μια προσφορά στη Google προωθεί τιμή');
  });

  it("refuses to schedule a text that promotes a medical act's price, on an offer or not, whatever is ticked", async () => {
    const d = await draft();
    expect((await d.topic(OFFER)).status).toBe(200);
    const text = 'Έκπτωση 30% στα fillers υαλουρονικού αυτόν τον μήνα.';
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, { content: text })).status).toBe(200);
    const onOffer = await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE);
    expect(onOffer.status).toBe(422);
    expect(((await onOffer.json()) as { message: string }).message).toMatch(
      /^Η ανάρτηση δεν μπορεί να προγραμματιστεί: περιέχει «Έκπτωση 30% στα fillers» \(κανόνας: Προώθηση τιμής ιατρικής πράξης\)/,
    );
    // A block: no tick lifts it.
    const ack = await d.call('POST', `/api/bulk-posts/${d.post.id}/acknowledge`, {
      ruleIds: ['price-promotion'],
    });
    expect(ack.status).toBe(409);
    // As a plain post the price rule refuses to schedule it too.
    expect((await d.topic(null)).status).toBe(200);
    const refused = await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Η ανάρτηση δεν μπορεί να προγραμματιστεί: περιέχει «Έκπτωση 30% στα fillers»/,
    );
    // Made an offer again, it is refused at once.
    expect((await d.topic(OFFER)).status).toBe(422);
  });

  it('takes a scheduled post back to a draft when its offer changes, and hands the offer over with it', async () => {
    const d = await draft();
    expect((await d.topic(OFFER)).status).toBe(200);
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE)).status).toBe(200);
    const changed = (await (await d.topic({ ...OFFER, couponCode: 'KALOKAIRI' })).json()) as Answer;
    expect(changed.message).toBe(`${GOOGLE_TOPIC_SAVED} ${NEEDS_NEW_APPROVAL}`);
    expect(changed.bulkPost).toMatchObject({ isScheduled: false, approval: null });
    expect((await d.call('PUT', `/api/bulk-posts/${d.post.id}`, SCHEDULE)).status).toBe(200);
    const due = h.events('posts.post.due') as EventPayload<'posts.post.due'>[];
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
    expect(due.find((e) => e.postId === d.post.id)?.googleTopic).toEqual({
      ...OFFER,
      couponCode: 'KALOKAIRI',
    });
  });
});
