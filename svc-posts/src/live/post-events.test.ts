import { randomBytes, randomUUID } from 'node:crypto';
import type { BulkPost, PostLiveEvent } from '@studio/contracts';
import { createLogger, NatsBus } from '@studio/kit';
import {
  createTestPlatform,
  drivers,
  issueAdminToken,
  issueBusinessToken,
  TEST_NATS_URL,
  throwOnContractBreaches,
} from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { connect } from 'nats';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { knownSessions } from '../db/schema.ts';
import { startScheduler } from '../publishing/scheduler.ts';
import { createPostsService } from '../service.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_SESSION } from './post-events.ts';

/** Reads a text/event-stream answer block by block, as a browser's EventSource does. */
function sseReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const blocks: string[] = [];
  return {
    blocks,
    /** The next block (comment or event) matching, every block read on the way kept in `blocks`. */
    async next(matches: (block: string) => boolean): Promise<string> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          blocks.push(block);
          if (matches(block)) return block;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

const postEventOf = (block: string): PostLiveEvent | null => {
  if (!block.split('\n').includes('event: post')) return null;
  const data = block
    .split('\n')
    .find((line) => line.startsWith('data: '))
    ?.slice(6);
  return data ? (JSON.parse(data) as PostLiveEvent) : null;
};
const isPostEvent = (block: string) => postEventOf(block) !== null;
/** The event of that subject (others of the same post, such as the period's own announcement, may come first). */
const isEvent = (subject: string) => (block: string) => postEventOf(block)?.subject === subject;

describe.each(drivers.slice(0, 1))('post events on %s', (driver) => {
  let h: PostsHarness;
  const open: { cancel(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.cancel()));
  });
  beforeAll(async () => {
    // Heartbeats (and the look for ended sessions with them) often, so a test sees them.
    h = await postsHarness(driver, { heartbeatMs: 100 });
  });
  afterAll(() => h.close());

  /** The session of a token (its `sid` claim). */
  const sidOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
  /** Whether the stream ends (the service closed it) within a few seconds; the blocks read until then. */
  const ends = async (reader: ReturnType<typeof sseReader>) => {
    try {
      await reader.next(() => false);
    } catch (error) {
      return (error as Error).message === 'the stream ended';
    }
    return false;
  };
  /** A stream still open hears its account's next post event. */
  const hears = async (reader: ReturnType<typeof sseReader>, accountId: number, postId: number) => {
    await h.platform.bus.publish('posts.post.deleted', { accountId, postId }, randomUUID());
    return postEventOf(await reader.next((b) => postEventOf(b)?.postId === postId));
  };

  async function stream(token: string) {
    const response = await h.request('GET', '/api/posts/events', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = sseReader(response);
    open.push(reader);
    await reader.next((b) => b.includes(': connected'));
    return reader;
  }

  it('is for business users with a token only', async () => {
    expect((await h.request('GET', '/api/posts/events')).status).toBe(401);
    const admin = await issueAdminToken(h.platform);
    expect((await h.request('GET', '/api/posts/events', { token: admin })).status).toBe(403);
  });

  it("tells the account's open portal a post went out once it is recorded, and nobody else", async () => {
    const accountId = 3301;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, 33010);
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const made = (await (await h.request('POST', '/api/generate-period-posts', { token })).json()) as {
      posts: BulkPost[];
    };
    const post = made.posts[0] as BulkPost;

    const mine = await stream(token);
    const other = await stream(await h.businessToken(3302));
    await h.request('PUT', `/api/bulk-posts/${post.id}`, {
      token,
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
    expect(postEventOf(await mine.next(isEvent('posts.post.scheduled')))).toEqual({
      subject: 'posts.post.scheduled',
      postId: post.id,
    });

    h.clock.now = new Date('2026-06-11T06:00:10Z');
    const scheduler = startScheduler({
      db: h.db,
      now: () => h.clock.now,
      logger: createLogger('test', 'silent'),
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });
    await scheduler.runDue();
    await scheduler.stop();
    expect(postEventOf(await mine.next(isEvent('posts.post.due')))).toEqual({
      subject: 'posts.post.due',
      postId: post.id,
    });

    await h.platform.bus.publish(
      'social.post.published',
      {
        accountId,
        postId: post.id,
        attempt: 1,
        pages: [
          {
            pageId: '1001',
            pageName: 'Κλινική',
            platform: 'facebook',
            postId: '1001_1',
            permalink: 'https://facebook.test/1001_1',
            publishedAt: '2026-06-11T06:00:05.000Z',
            firstComment: null,
          },
        ],
      },
      randomUUID(),
    );
    expect(postEventOf(await mine.next(isEvent('posts.post.updated')))).toEqual({
      subject: 'posts.post.updated',
      postId: post.id,
    });
    // The event comes after the change is committed: the card read now is the published one.
    const listed = (await (await h.request('GET', '/api/bulk-posts', { token })).json()) as {
      bulkPosts: BulkPost[];
    };
    expect(listed.bulkPosts.find((p) => p.id === post.id)?.postStatus).toBe('published');

    // Another account's stream heard none of it: the first event it gets is its own.
    await h.platform.bus.publish('posts.post.deleted', { accountId: 3302, postId: 999_999 }, randomUUID());
    expect(postEventOf(await other.next(isPostEvent))).toEqual({
      subject: 'posts.post.deleted',
      postId: 999_999,
    });
  });

  it('keeps a few streams per sign-in: the 5th closes the oldest, saying so, and the others go on', async () => {
    expect(STREAMS_PER_SESSION).toBe(4);
    const token = await h.businessToken(3501);
    const first = await stream(token);
    const others = [await stream(token), await stream(token), await stream(token)];
    const fifth = await stream(token);
    expect(await ends(first)).toBe(true);
    expect(first.blocks.at(-1)).toBe('event: closed\ndata: {"reason":"too_many_streams"}');
    let postId = 77_000;
    for (const reader of [...others, fifth]) {
      postId += 1;
      expect(await hears(reader, 3501, postId)).toEqual({ subject: 'posts.post.deleted', postId });
    }
  });

  it('keeps a dozen streams per account across its sign-ins, the oldest closed past them', async () => {
    const readers = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i += 1) readers.push(await stream(await h.businessToken(3502)));
    const another = await stream(await h.businessToken(3503));
    const newest = await stream(await h.businessToken(3502));
    expect(await ends(readers[0]!)).toBe(true);
    expect(await hears(readers[1]!, 3502, 78_001)).toMatchObject({ postId: 78_001 });
    expect(await hears(newest, 3502, 78_002)).toMatchObject({ postId: 78_002 });
    // Another account's stream is not one of them.
    expect(await hears(another, 3503, 78_003)).toMatchObject({ postId: 78_003 });
  });

  it('ends the streams of a session that ends (sign-out, member removed, disabled or re-roled), not others', async () => {
    const removed = await h.businessToken(3504);
    const colleague = await h.businessToken(3504);
    const tabs = [await stream(removed), await stream(removed)];
    const kept = await stream(colleague);
    // svc-auth announces each session it ends; every replica's streams of it close at once.
    await h.platform.bus.publish(
      'auth.session.revoked',
      { sid: sidOf(removed), expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      randomUUID(),
    );
    for (const tab of tabs) expect(await ends(tab)).toBe(true);
    expect(await hears(kept, 3504, 79_001)).toMatchObject({ postId: 79_001 });
    // A revocation this replica did not hear live (NATS away) is found in the sessions it keeps.
    await h.db
      .update(knownSessions)
      .set({ revokedAt: new Date() })
      .where(eq(knownSessions.sid, sidOf(colleague)));
    expect(await ends(kept)).toBe(true);
    expect((await h.request('GET', '/api/posts/events', { token: removed })).status).toBe(401);
  });

  it('ends a stream when its token expires', async () => {
    const token = await issueBusinessToken(h.platform, 3505, 1_500);
    const reader = await stream(token);
    expect(await ends(reader)).toBe(true);
  });

  it("tells the account's open portal its inbox changed, and nobody else", async () => {
    const mine = await stream(await h.businessToken(3401));
    const other = await stream(await h.businessToken(3402));
    await h.platform.bus.publish(
      'social.inbox.changed',
      { accountId: 3401, threadId: 12, change: 'received', unread: 2 },
      randomUUID(),
    );
    const block = await mine.next((b) => b.split('\n').includes('event: inbox'));
    expect(
      JSON.parse(
        block
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6),
      ),
    ).toEqual({
      threadId: 12,
      change: 'received',
      unread: 2,
    });
    // The other account's first event is its own.
    await h.platform.bus.publish(
      'social.inbox.changed',
      { accountId: 3402, threadId: 13, change: 'read', unread: 0 },
      randomUUID(),
    );
    expect(await other.next((b) => b.split('\n').includes('event: inbox'))).toContain('"threadId":13');
  });
});

describe('post events over NATS', () => {
  const logger = createLogger('post-events-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
    const nc = await connect({ servers: TEST_NATS_URL });
    const jsm = await nc.jetstreamManager();
    for (const domain of ['AUTH', 'CATALOG', 'SOCIAL', 'POSTS'])
      await jsm.streams.delete(`${prefix}_${domain}`.toUpperCase()).catch(() => false);
    await nc.close();
  });

  it("delivers what another replica publishes on NATS to the account's stream only, with heartbeats", async () => {
    const platform = await createTestPlatform(drivers[0] ?? 'pglite');
    cleanup.push(() => platform.close());
    const bus = await NatsBus.connect(TEST_NATS_URL, logger, { prefix });
    cleanup.push(() => bus.close());
    const service = createPostsService({ ...platform, bus }, { heartbeatMs: 50 });
    throwOnContractBreaches(service.app);
    await service.start();
    cleanup.push(() => service.stop());
    // Another replica (or svc-social's process): its own connection to the same NATS.
    const elsewhere = await NatsBus.connect(TEST_NATS_URL, logger, { prefix });
    cleanup.push(() => elsewhere.close());

    const token = await issueBusinessToken({ signer: platform.signer, bus: elsewhere }, 41);
    // The service hears of the session over NATS, as it hears of svc-auth's sign-ins.
    const response = await vi.waitFor(
      async () => {
        const answer = await service.app.request('/api/posts/events', {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    const reader = sseReader(response);
    cleanup.push(() => reader.cancel());
    await reader.next((b) => b.includes(': connected'));
    await reader.next((b) => b === ': heartbeat');

    const event = (accountId: number, postId: number) => ({
      accountId,
      postId,
      productId: null,
      scheduledDate: null,
    });
    // Account 42's event first, then 41's, from one publisher (NATS keeps their order).
    await elsewhere.publish('posts.post.scheduled', event(42, 2), randomUUID());
    await elsewhere.publish('posts.post.unscheduled', event(41, 1), randomUUID());
    expect(postEventOf(await reader.next(isPostEvent))).toEqual({
      subject: 'posts.post.unscheduled',
      postId: 1,
    });
    expect(reader.blocks.map(postEventOf).filter(Boolean)).toHaveLength(1);
  });
});
