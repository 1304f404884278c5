import { type AccountAlert, type BulkPost, type EventPayload, pulledBackReason } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { IMAGES_CHOSEN, IMAGES_NEED_NEW_APPROVAL } from './routes.ts';

const PAGES = [
  { platform: 'facebook' as const, pageName: 'Κλινική Demo', instagramUsername: null },
  { platform: 'instagram' as const, pageName: 'Κλινική Demo', instagramUsername: 'clinic.demo' },
];
const DRAFT = { isScheduled: false, postStatus: 'draft', approval: null };

/**
 * An approval binds the whole publishable payload (text, first comment, images and their alt
 * texts, targets). A change through svc-posts' routes voids it at once; a change that arrives by an event
 * is found when the scheduler hands the post over, and the post is held back as a draft, the business told.
 */
describe.each(drivers)('an approval of the whole post on %s', (driver) => {
  let h: PostsHarness;
  let due: EventPayload<'posts.post.due'>[];
  let nextAccount = 2_300;
  let nextMedia = 23_000;

  beforeAll(async () => {
    h = await postsHarness(driver);
    due = h.events('posts.post.due');
  });
  afterAll(() => h.close());

  /** An account with pages and its period generated on 2026-06-10 (posts daily at 09:00 Athens from the 11th). */
  async function account() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10, { imagePath: `/uploads/product-${accountId}.png` });
    await h.pages(accountId, PAGES, '2026-06-01T00:00:00Z');
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const post = posts[0]!;
    const image = async (altText: string, version = '2026-06-01T00:00:00.000Z') => {
      const mediaId = nextMedia++;
      await h.media(accountId, mediaId, { altText, version });
      return mediaId;
    };
    const schedule = () =>
      call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: true, postStatus: 'scheduled' });
    const shown = async () =>
      ((await (await call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts.find(
        (p) => p.id === post.id,
      )!;
    const alerts = async () =>
      ((await (await call('GET', '/api/alerts')).json()) as { alerts: AccountAlert[] }).alerts.filter(
        (a) => a.postId === post.id,
      );
    return { accountId, call, post, image, schedule, shown, alerts };
  }

  /** The scheduler's run at the first post's time (2026-06-11 09:00 Athens). */
  const handOver = async () => {
    h.clock.now = new Date('2026-06-11T06:00:30Z');
    await h.runScheduler();
  };

  it('hands over a post whose payload is as approved', async () => {
    const a = await account();
    const media = await a.image('Η αίθουσα θεραπειών');
    await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [media] });
    expect((await a.schedule()).status).toBe(200);
    expect((await a.shown()).approval?.payloadHash).toMatch(/^[0-9a-f]{64}$/);
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
    expect((await a.shown()).postStatus).toBe('publishing');
  });

  it('voids the approval when the first comment changes', async () => {
    const a = await account();
    expect((await a.schedule()).status).toBe(200);
    await a.call('PUT', `/api/bulk-posts/${a.post.id}`, { firstComment: '#δέρμα Ραντεβού στο 210 0000000' });
    expect(await a.shown()).toMatchObject(DRAFT);
  });

  it('voids the approval when other images are chosen, and says it needs approving again', async () => {
    const a = await account();
    const first = await a.image('Η αίθουσα θεραπειών');
    const second = await a.image('Ο χώρος υποδοχής');
    await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [first] });
    expect((await a.schedule()).status).toBe(200);
    const same = await (
      await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [first] })
    ).json();
    expect(same).toMatchObject({ message: IMAGES_CHOSEN, bulkPost: { isScheduled: true } });
    const res = await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [first, second] });
    expect(await res.json()).toMatchObject({
      message: `${IMAGES_CHOSEN} ${IMAGES_NEED_NEW_APPROVAL}`,
      bulkPost: DRAFT,
    });
    const unscheduled = h.events('posts.post.unscheduled');
    await expect.poll(() => unscheduled.some((e) => e.postId === a.post.id)).toBe(true);
  });

  it('holds back at hand-over a post whose image alt text was edited after approval, and tells the business', async () => {
    const a = await account();
    const media = await a.image('Η αίθουσα θεραπειών');
    await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [media] });
    expect((await a.schedule()).status).toBe(200);
    await h.media(a.accountId, media, {
      altText: 'Η αίθουσα θεραπειών μας',
      version: '2026-06-10T13:00:00.000Z',
    });
    await handOver();
    expect(await a.shown()).toMatchObject(DRAFT);
    expect(due.some((e) => e.postId === a.post.id)).toBe(false);
    const reason = pulledBackReason({ cause: 'payload_changed', changed: ['altTexts'] });
    expect(reason).toContain('Άλλαξαν μετά την έγκριση: τα εναλλακτικά κείμενα των εικόνων.');
    expect(await a.alerts()).toEqual([expect.objectContaining({ kind: 'approval_lapsed', reason })]);
    // The card says the same, until the post is approved again.
    expect((await a.shown()).pulledBack).toMatchObject({ cause: 'payload_changed', changed: ['altTexts'] });
    // Approved again as it is now, it goes out.
    h.clock.now = new Date('2026-06-10T14:00:00Z');
    expect((await a.schedule()).status).toBe(200);
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
  });

  it('holds back at hand-over a post whose targets changed after approval', async () => {
    const a = await account();
    expect((await a.schedule()).status).toBe(200);
    await h.pages(a.accountId, [PAGES[0]!], '2026-06-10T13:00:00Z');
    await handOver();
    expect(await a.shown()).toMatchObject(DRAFT);
    expect(due.some((e) => e.postId === a.post.id)).toBe(false);
    expect(await a.alerts()).toEqual([
      expect.objectContaining({
        kind: 'approval_lapsed',
        reason: pulledBackReason({ cause: 'payload_changed', changed: ['targets'] }),
      }),
    ]);
  });

  const KIFISIA = {
    name: 'accounts/1/locations/2',
    title: 'Κλινική Κηφισιάς',
    phone: null,
    websiteUri: null,
  };
  const GLYFADA = {
    name: 'accounts/1/locations/3',
    title: 'Κλινική Γλυφάδας',
    phone: null,
    websiteUri: null,
  };
  const googleLapsed = pulledBackReason({ cause: 'payload_changed', changed: ['googleLocations'] });

  it('holds back at hand-over a post whose Google locations were added to after approval', async () => {
    const a = await account();
    await h.googleLocations(a.accountId, [KIFISIA], '2026-06-01T00:00:00Z');
    expect((await a.schedule()).status).toBe(200);
    await h.googleLocations(a.accountId, [KIFISIA, GLYFADA], '2026-06-10T13:00:00Z');
    await handOver();
    expect(await a.shown()).toMatchObject(DRAFT);
    expect(due.some((e) => e.postId === a.post.id)).toBe(false);
    expect(googleLapsed).toContain('Άλλαξαν μετά την έγκριση: οι τοποθεσίες Google.');
    expect(await a.alerts()).toEqual([
      expect.objectContaining({ kind: 'approval_lapsed', reason: googleLapsed }),
    ]);
    // Approved again with both locations, it goes out.
    h.clock.now = new Date('2026-06-10T14:00:00Z');
    expect((await a.schedule()).status).toBe(200);
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
  });

  it('holds back at hand-over a post whose Google location was taken away after approval, or all of them', async () => {
    const a = await account();
    await h.googleLocations(a.accountId, [KIFISIA, GLYFADA], '2026-06-01T00:00:00Z');
    expect((await a.schedule()).status).toBe(200);
    await h.googleLocations(a.accountId, [GLYFADA], '2026-06-10T13:00:00Z');
    await handOver();
    expect(await a.shown()).toMatchObject({ ...DRAFT, pulledBack: { changed: ['googleLocations'] } });
    expect(due.some((e) => e.postId === a.post.id)).toBe(false);
    // Approved with one, then Google disconnected (no location left): asked again as well.
    const b = await account();
    await h.googleLocations(b.accountId, [KIFISIA], '2026-06-01T00:00:00Z');
    expect((await b.schedule()).status).toBe(200);
    await h.googleLocations(b.accountId, [], '2026-06-10T13:00:00Z');
    await handOver();
    expect(await b.shown()).toMatchObject({ ...DRAFT, pulledBack: { changed: ['googleLocations'] } });
    expect(await b.alerts()).toEqual([
      expect.objectContaining({ kind: 'approval_lapsed', reason: googleLapsed }),
    ]);
  });

  it('hands over a post whose Google locations were announced again unchanged after approval', async () => {
    const a = await account();
    await h.googleLocations(a.accountId, [KIFISIA, GLYFADA], '2026-06-01T00:00:00Z');
    expect((await a.schedule()).status).toBe(200);
    // svc-social announces the same choice again (a refresh of the login's locations), later.
    await h.googleLocations(a.accountId, [KIFISIA, GLYFADA], '2026-06-10T13:00:00Z');
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
    expect(await a.alerts()).toEqual([]);
  });

  it('judges an approval recorded before Google locations were bound without them, so it stands', async () => {
    const a = await account();
    expect((await a.schedule()).status).toBe(200);
    // Recorded before: its parts name no Google locations (the account had chosen its own already).
    const { googleLocations: _bound, ...before } = (await a.shown()).approval!.parts!;
    await h.db
      .update(bulkGeneratedPosts)
      .set({ approval: { ...(await a.shown()).approval!, parts: before } })
      .where(eq(bulkGeneratedPosts.id, a.post.id));
    await h.googleLocations(a.accountId, [KIFISIA], '2026-06-10T13:00:00Z');
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
    expect(await a.alerts()).toEqual([]);
  });

  it('judges an approval recorded for the text alone at hand-over', async () => {
    const a = await account();
    expect((await a.schedule()).status).toBe(200);
    const { payloadHash: _hash, ...textOnly } = (await a.shown()).approval!;
    await h.db
      .update(bulkGeneratedPosts)
      .set({ approval: textOnly })
      .where(eq(bulkGeneratedPosts.id, a.post.id));
    await h.pages(a.accountId, [PAGES[0]!], '2026-06-10T13:00:00Z');
    await handOver();
    await expect.poll(() => due.some((e) => e.postId === a.post.id)).toBe(true);
  });

  it('refuses to schedule a post whose image alt text holds a term the rules block now', async () => {
    const a = await account();
    const media = await a.image('Ενέσεις Botox');
    await a.call('PUT', `/api/bulk-posts/${a.post.id}/images`, { mediaIds: [media] });
    const res = await a.schedule();
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: 'compliance' });
    expect(body.message).toContain('«Botox» στο πεδίο «Εναλλακτικό κείμενο εικόνας»');
  });
});
