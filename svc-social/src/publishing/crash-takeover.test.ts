import { randomUUID } from 'node:crypto';
import { type Database, MemoryBus, openDatabase } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases } from '../db/schema.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';
import { targetLeaseKey } from './published-posts.ts';
import { publisherConsumer } from './publisher.ts';

/** Short leases, so a crashed holder's lapse costs a fraction of a second here (6 s in production). */
const LEASE_MS = 600;
/** The grace for a call whose holder saw it go unanswered: far longer than the test may take. */
const GRACE_MS = 60_000;

/**
 * Two publishers on one PostgreSQL database: the harness's service, and a second replica whose Graph
 * call never answers and which then dies (its database connections cut, so its leases lapse).
 */
describe('a publisher that dies in the middle of its call', () => {
  let h: SocialHarness;
  const dead: { database: Database; bus: MemoryBus; release: () => void }[] = [];
  beforeAll(async () => {
    h = await socialHarness('postgres', {
      publisher: { leaseMs: LEASE_MS, unknownOutcomeGraceMs: GRACE_MS, backoffMs: [100], maxDeliver: 8 },
    });
  });
  afterAll(async () => {
    for (const replica of dead) {
      replica.release();
      await replica.bus.close();
    }
    await h.close();
  });

  /**
   * Another replica publishing `due`, whose photo call reaches Facebook only when `reaches` and never
   * answers: answers once the call is out, then kills the replica.
   */
  async function dyingReplica(due: ReturnType<SocialHarness['dueEvent']>, reaches: boolean) {
    const database = await openDatabase({ databaseUrl: h.platform.database.location, poolSize: 2 });
    const bus = new MemoryBus(h.logger);
    let release = () => {};
    const hung = new Promise<never>((_, reject) => {
      release = () => reject(new Error('the replica is gone'));
    });
    hung.catch(() => undefined);
    let callOut = () => {};
    const out = new Promise<void>((resolve) => {
      callOut = resolve;
    });
    const graph: GraphClient = {
      ...h.graph,
      publishPagePhoto: async (call) => {
        if (reaches) await h.graph.publishPagePhoto(call);
        callOut();
        return hung;
      },
    };
    dead.push({ database, bus, release });
    await publisherConsumer({
      db: database.db,
      clock: () => new Date(),
      graph,
      cipher: h.cipher,
      logger: h.logger,
      afterCommit: () => undefined,
      mediaUrl: PUBLIC_URL,
      options: { leaseMs: LEASE_MS, unknownOutcomeGraceMs: GRACE_MS },
    }).subscribe(bus);
    await bus.publish('posts.post.due', due, randomUUID());
    await out;
    // Killed: its leases are no longer extended.
    await database.close();
  }

  /** Resolves when the claim the dead replica held on the target has lapsed. */
  const lapsed = (key: string) =>
    expect
      .poll(async () => {
        const [row] = await h.db
          .select({ lapsed: sql<boolean>`${leases.expiresAt} < now()` })
          .from(leases)
          .where(eq(leases.key, key));
        return row?.lapsed ?? true;
      })
      .toBe(true);

  const onPage = (content: string) => h.facebook.posts().filter((post) => post.message === content);

  it('goes out through another replica as soon as its lease lapsed, and the page’s next post on time', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    const dueAt = Date.now();
    const due = h.dueEvent(accountId, { dueAt: new Date(dueAt).toISOString() });
    await dyingReplica(due, false);
    // The page's next post, due now, is taken by the live replica at once.
    const next = await h.due(accountId);
    // NATS hands the dead replica's delivery to the live one after its ack wait (longer than the lease).
    await lapsed(targetLeaseKey(due.postId, { pageId: page.id, platform: 'facebook' }));
    await h.due(accountId, due);

    await h.announced(due.postId, 'social.post.published');
    const crashed = Date.now() - dueAt;
    await h.announced(next.postId, 'social.post.published');
    const nextLate = Date.now() - Date.parse(next.dueAt);
    expect(onPage(due.content)).toHaveLength(1);
    expect(onPage(next.content)).toHaveLength(1);
    // Out a lease (and a look on the page) after its due time, never the minute of the grace: the bound
    // is a third of the grace, so a loaded machine's slower turns cannot fail it and a wait for the grace can.
    expect(crashed).toBeLessThan(GRACE_MS / 3);
    expect(nextLate).toBeLessThan(GRACE_MS / 3);
  });

  it('finds the post the dead replica’s call published, and does not send it again', async () => {
    const { accountId, token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    const due = h.dueEvent(accountId);
    await dyingReplica(due, true);
    await lapsed(targetLeaseKey(due.postId, { pageId: page.id, platform: 'facebook' }));
    await h.due(accountId, due);

    const published = await h.announced(due.postId, 'social.post.published');
    expect(onPage(due.content)).toHaveLength(1);
    expect(published.pages[0]).toMatchObject({ postId: onPage(due.content)[0]!.id });
  });
});
