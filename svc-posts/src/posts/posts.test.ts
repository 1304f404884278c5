import { createOfflineWriter, repeatsOf, WriterError } from '@studio/ai';
import type { BulkPost, ScheduledPeriod } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeProduct, saveProduct } from '../copies/consumers.ts';
import { accountProductsCopy, aiConfigurations, companiesCopy } from '../db/schema.ts';
import { BOTH_WEEKS_HAVE_POSTS } from '../periods/generate.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { generationLimitReached } from './generation-quota.ts';
import { FITS_ITS_DAY, MOVED_OFF_ITS_DAY } from './update-post.ts';

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const BLANK = 'Το περιεχόμενο της ανάρτησης δεν μπορεί να είναι κενό.';
const PAST_MOMENT = 'Η ημερομηνία και ώρα προγραμματισμού πρέπει να είναι στο μέλλον.';

describe.each(drivers)('svc-posts on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 100;
  const business = async () => {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    return {
      accountId,
      call,
      generate: async () => {
        const res = await call('POST', '/api/generate-period-posts');
        expect(res.status).toBe(200);
        return (await res.json()) as { success: boolean; posts: BulkPost[]; message: string };
      },
      list: async () =>
        ((await (await call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts,
    };
  };

  beforeAll(async () => {
    h = await postsHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('keeps a removed product removed when a «saved» of it is handled at the same moment', async () => {
    const { accountId } = await business();
    const saved = (accountProductId: number) => ({
      accountId,
      accountProductId,
      originalProductId: accountProductId,
      name: 'Racing',
      description: '',
      imagePath: null,
      categoryName: null,
      examplePosts: [],
      createdAt: new Date().toISOString(),
    });
    const ids = Array.from({ length: 20 }, (_, i) => 9_000 + accountId * 100 + i);
    await Promise.all(
      ids.map((id) =>
        Promise.all([
          saveProduct(h.db, saved(id), new Date()),
          removeProduct(h.db, { accountId, accountProductId: id }),
          saveProduct(h.db, saved(id), new Date()),
        ]),
      ),
    );
    const left = await h.db
      .select()
      .from(accountProductsCopy)
      .where(eq(accountProductsCopy.accountId, accountId));
    expect(left).toEqual([]);
  });

  it('keeps copies of the company and the products from their events, idempotently', async () => {
    const { accountId } = await business();
    await h.company(accountId);
    await h.company(accountId, { companyName: 'Κλινική Υγεία', scheduledTime: '10:30' });
    const [company] = await h.db.select().from(companiesCopy).where(eq(companiesCopy.accountId, accountId));
    expect(company).toMatchObject({
      companyName: 'Κλινική Υγεία',
      scheduledTime: '10:30',
      timeZone: 'Europe/Athens',
    });
    await h.product(accountId, 501);
    await h.product(accountId, 501, { name: 'Renamed' });
    await h.product(accountId, 501, { name: 'Renamed' });
    const rows = await h.db
      .select()
      .from(accountProductsCopy)
      .where(eq(accountProductsCopy.accountId, accountId));
    expect(rows.map((r) => r.name)).toEqual(['Renamed']);
    await h.platform.bus.publish(
      'catalog.account-product.removed',
      { accountId, accountProductId: 501 },
      'rm-501',
    );
    await expect
      .poll(
        async () =>
          (await h.db.select().from(accountProductsCopy).where(eq(accountProductsCopy.accountId, accountId)))
            .length,
      )
      .toBe(0);
    // An older 'saved' delivered late does not bring it back.
    await h.platform.bus.publish(
      'catalog.account-product.saved',
      {
        accountId,
        accountProductId: 501,
        originalProductId: 501,
        name: 'Late',
        description: '',
        imagePath: null,
        categoryName: null,
        examplePosts: [],
        createdAt: new Date().toISOString(),
      },
      'late-501',
    );
    await h.product(accountId, 502);
    const left = await h.db
      .select()
      .from(accountProductsCopy)
      .where(eq(accountProductsCopy.accountId, accountId));
    expect(left.map((r) => r.accountProductId)).toEqual([502]);
  });

  it('writes one post for a product, with the business’s own name and description when given', async () => {
    const b = await business();
    await h.product(b.accountId, 601, { name: 'Hyaluronic Serum' });
    const noCompany = await b.call('POST', '/api/generate-post', { productId: 601, platform: 'instagram' });
    expect(noCompany.status).toBe(400);
    expect((await noCompany.json()).message).toMatch(/στοιχεία της επιχείρησης/);
    await h.company(b.accountId);

    const res = await b.call('POST', '/api/generate-post', { productId: 601, platform: 'instagram' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; post: { content: string } };
    expect(body.success).toBe(true);
    expect(body.post.content).toMatch(GREEK);
    expect(body.post.content).toContain('Hyaluronic Serum');
    expect(body.post.content).toContain('Αισθητική Λάμψη');

    const custom = await b.call('POST', '/api/generate-post', {
      productId: 601,
      platform: 'instagram',
      customName: 'Ορός Λάμψης',
    });
    // Declined as a Greek writer would, a generic name in lower case in running text: «ο ορός λάμψης»,
    // «τον ορό λάμψης», «του ορού λάμψης».
    expect((await custom.json()).post.content).toMatch(/[Οο]ρ(?:ός|ό|ού) [Λλ]άμψης/);

    const other = await business();
    await h.company(other.accountId);
    const foreign = await other.call('POST', '/api/generate-post', { productId: 601, platform: 'instagram' });
    expect(foreign.status).toBe(404);
    const bad = await b.call('POST', '/api/generate-post', { productId: 'x', platform: 'facebook' });
    expect(bad.status).toBe(400);
    expect((await h.request('POST', '/api/generate-post', { json: { productId: 601 } })).status).toBe(401);
  });

  it('writes a new text on each «Δημιουργία ξανά», with the clinic’s telephone, repeating neither the replaced text nor the account’s month', async () => {
    const b = await business();
    await h.product(b.accountId, 603, {
      name: 'Θεραπεία Υαλουρονικού Χειλιών',
      description: 'Ενέσιμο υαλουρονικό οξύ για τα χείλη, από γιατρό στο ιατρείο.',
      categoryName: 'Ενέσιμα',
    });
    await h.company(b.accountId, { companyName: 'Ιατρείο Δέρμα', telephone: '210 555 0101' });
    const period = await b.call('POST', '/api/generate-period-posts');
    expect(period.status).toBe(200);
    const month = (await b.list()).map((post) => post.content);
    expect(month.length).toBeGreaterThan(1);
    for (const [i, post] of month.entries())
      expect(repeatsOf(post, month.slice(0, i), 'Ιατρείο Δέρμα')).toEqual([]);

    let current = month[0]!;
    for (let i = 0; i < 5; i++) {
      const res = await b.call('POST', '/api/generate-post', { productId: 603, currentContent: current });
      expect(res.status).toBe(200);
      const next = ((await res.json()) as { post: { content: string } }).post.content;
      expect(next).not.toBe(current);
      expect(repeatsOf(next, [current, ...month], 'Ιατρείο Δέρμα')).toEqual([]);
      expect(next).toContain('210 555 0101');
      expect(next).not.toMatch(/θεραπεία «?Θεραπεία/iu);
      current = next;
    }
  });

  it('names the responsible doctor of the company settings in posts of a treatment the doctor performs, and no doctor without one', async () => {
    const product = {
      name: 'Θεραπεία Υαλουρονικού Χειλιών',
      description: 'Ενέσιμο υαλουρονικό οξύ για τα χείλη, από γιατρό στο ιατρείο.',
      categoryName: 'Ενέσιμα',
    };
    const withDoctor = await business();
    await h.product(withDoctor.accountId, 604, product);
    await h.company(withDoctor.accountId, { postFrequencyDays: 1, responsibleDoctor: 'Ελένη Γεωργίου' });
    expect((await withDoctor.call('POST', '/api/generate-period-posts')).status).toBe(200);
    const named = (await withDoctor.list()).filter((post) => post.content.includes('η Ελένη Γεωργίου'));
    expect(named.length).toBeGreaterThan(0);

    const without = await business();
    await h.product(without.accountId, 605, product);
    await h.company(without.accountId, { postFrequencyDays: 1 });
    expect((await without.call('POST', '/api/generate-period-posts')).status).toBe(200);
    for (const post of await without.list()) expect(post.content).not.toMatch(/γιατρός μας,|ιατρική ευθύνη/u);
  });

  it("enforces the account's daily generation limit, for single posts and periods, in Greek", async () => {
    const b = await business();
    await h.product(b.accountId, 602, { name: 'Retinol Cream' });
    await h.company(b.accountId);
    await h.db
      .insert(aiConfigurations)
      .values({ accountId: b.accountId, dailyGenerationLimit: 2 })
      .onConflictDoUpdate({ target: aiConfigurations.accountId, set: { dailyGenerationLimit: 2 } });
    const one = () => b.call('POST', '/api/generate-post', { productId: 602, platform: 'instagram' });
    expect((await one()).status).toBe(200);
    expect((await one()).status).toBe(200);
    const refused = await one();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'generation_limit', message: generationLimitReached(2) });
    // A period of more posts than are left is refused whole, writing nothing.
    const period = await b.call('POST', '/api/generate-period-posts');
    expect(period.status).toBe(429);
    expect(await b.list()).toEqual([]);
  });

  it('refuses a period without company info or without products, in Greek', async () => {
    const b = await business();
    const noCompany = await b.call('POST', '/api/generate-period-posts');
    expect(noCompany.status).toBe(400);
    expect((await noCompany.json()).message).toMatch(GREEK);
    await h.company(b.accountId);
    const noProducts = await b.call('POST', '/api/generate-period-posts');
    expect(noProducts.status).toBe(400);
    expect((await noProducts.json()).message).toMatch(/προϊόντα/);
    expect(await b.list()).toEqual([]);
  });

  it('plans the current and the next week, products in turn from the last added, once', async () => {
    // Wednesday 2026-06-10, 08:00 in Athens.
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    const generated = h.events('posts.post.generated');
    const b = await business();
    await h.company(b.accountId, { postFrequencyDays: 3 });
    await h.product(b.accountId, 701, { name: 'First', createdAt: '2026-01-01T00:00:00Z' });
    await h.product(b.accountId, 702, { name: 'Second', createdAt: '2026-02-01T00:00:00Z' });
    await h.product(b.accountId, 703, { name: 'Third', createdAt: '2026-03-01T00:00:00Z' });

    const first = await b.generate();
    expect(first.success).toBe(true);
    expect(first.message).toMatch(/Δημιουργήθηκαν 4 αναρτήσεις/);
    expect(first.posts.map((p) => [p.scheduledDate, p.productName])).toEqual([
      ['2026-06-10T06:00:00.000Z', 'Third'],
      ['2026-06-13T06:00:00.000Z', 'Second'],
      ['2026-06-16T06:00:00.000Z', 'First'],
      ['2026-06-19T06:00:00.000Z', 'Third'],
    ]);
    expect(new Set(first.posts.map((p) => p.content)).size).toBe(4);
    expect(first.posts[0]).toMatchObject({
      productId: 703,
      product: { name: 'Third', categoryName: 'Περιποίηση προσώπου' },
      productImage: '/uploads/p703.png',
      isScheduled: false,
      postStatus: 'draft',
      scheduledAt: null,
    });
    await expect
      .poll(() => generated.filter((e) => (e as { accountId: number }).accountId === b.accountId).length)
      .toBe(4);

    const again = await b.generate();
    expect(again).toEqual({ success: true, posts: [], message: BOTH_WEEKS_HAVE_POSTS });
    expect(await b.list()).toHaveLength(4);

    const period = (await (await b.call('GET', '/api/scheduled-periods')).json()) as {
      scheduledPeriod: ScheduledPeriod;
    };
    expect(period.scheduledPeriod).toEqual({
      id: expect.any(Number),
      isActive: true,
      nextScheduledDate: '2026-06-21T21:00:00.000Z',
      postFrequencyDays: 3,
    });
  });

  it('fills only the week that has no posts yet', async () => {
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    const b = await business();
    await h.company(b.accountId, { postFrequencyDays: 3 });
    await h.product(b.accountId, 801);
    const first = await b.generate();
    expect(first.posts).toHaveLength(4);
    const nextWeek = first.posts.filter((p) => p.scheduledDate! >= '2026-06-14T21:00:00.000Z');
    for (const post of nextWeek)
      expect((await b.call('DELETE', `/api/bulk-posts/${post.id}`)).status).toBe(200);
    const second = await b.generate();
    expect(second.posts.map((p) => p.scheduledDate)).toEqual([
      '2026-06-16T06:00:00.000Z',
      '2026-06-19T06:00:00.000Z',
    ]);
  });

  it('keeps 09:00 in Athens across the end of summer time', async () => {
    // Thursday 2026-10-22, 08:00 local; summer time ends on Sunday 2026-10-25.
    h.clock.now = new Date('2026-10-22T05:00:00Z');
    const b = await business();
    await h.company(b.accountId, { postFrequencyDays: 2 });
    await h.product(b.accountId, 901);
    const { posts } = await b.generate();
    expect(posts.map((p) => p.scheduledDate)).toEqual([
      '2026-10-22T06:00:00.000Z',
      '2026-10-24T06:00:00.000Z',
      '2026-10-26T07:00:00.000Z',
      '2026-10-28T07:00:00.000Z',
      '2026-10-30T07:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
    for (const p of posts)
      expect(
        new Date(p.scheduledDate!).toLocaleTimeString('el-GR', {
          timeZone: 'Europe/Athens',
          hour: '2-digit',
          minute: '2-digit',
          hour12: false,
        }),
      ).toBe('09:00');
  });

  it('holds the state rules of a post on the server', async () => {
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    const scheduled = h.events('posts.post.scheduled');
    const unscheduled = h.events('posts.post.unscheduled');
    const deleted = h.events('posts.post.deleted');
    const b = await business();
    await h.company(b.accountId);
    await h.product(b.accountId, 1001);
    const [post, other] = (await b.generate()).posts as [BulkPost, BulkPost];
    const url = `/api/bulk-posts/${post.id}`;

    const schedule = { isScheduled: true, postStatus: 'scheduled', scheduledAt: '2026-06-10T05:00:00.000Z' };
    const first = await b.call('PUT', url, schedule);
    expect(first.status).toBe(200);
    expect((await first.json()).bulkPost).toMatchObject({
      isScheduled: true,
      postStatus: 'scheduled',
      scheduledAt: '2026-06-10T05:00:00.000Z',
    });
    const twice = await b.call('PUT', url, schedule);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe('Η ανάρτηση είναι ήδη προγραμματισμένη.');

    const unschedule = { isScheduled: false, postStatus: 'draft', scheduledAt: null };
    expect((await (await b.call('PUT', url, unschedule)).json()).bulkPost).toMatchObject({
      isScheduled: false,
      postStatus: 'draft',
      scheduledAt: null,
    });
    const again = await b.call('PUT', url, unschedule);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(GREEK);
    await expect.poll(() => [scheduled.length > 0, unscheduled.length > 0]).toEqual([true, true]);

    for (const content of ['', '   ']) {
      const blank = await b.call('PUT', url, { content, updatedAt: new Date().toISOString() });
      expect(blank.status).toBe(400);
      expect((await blank.json()).message).toBe(BLANK);
    }
    const edited = await b.call('PUT', url, {
      content: 'Νέο κείμενο ανάρτησης.',
      updatedAt: new Date().toISOString(),
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).bulkPost.content).toBe('Νέο κείμενο ανάρτησης.');
    const same = await b.call('PUT', `/api/bulk-posts/${other.id}`, {
      content: 'Νέο  κείμενο ανάρτησης.',
      updatedAt: new Date().toISOString(),
    });
    expect(same.status).toBe(409);
    h.clock.now = new Date('2026-06-10T05:30:00Z');
    const regenerated = await b.call('PUT', url, {
      content: 'Ξανά γραμμένο.',
      generatedAt: new Date().toISOString(),
    });
    expect((await regenerated.json()).bulkPost).toMatchObject({
      content: 'Ξανά γραμμένο.',
      generatedAt: '2026-06-10T05:30:00.000Z',
    });

    const past = await b.call('PUT', url, { scheduledDate: '2026-06-09T10:00:00.000Z' });
    expect(past.status).toBe(400);
    expect((await past.json()).message).toBe(PAST_MOMENT);
    const moved = await b.call('PUT', url, { scheduledDate: '2026-06-12T11:30:00+03:00' });
    expect(moved.status).toBe(200);
    expect((await moved.json()).bulkPost.scheduledDate).toBe('2026-06-12T08:30:00.000Z');
    // A post written for its day (a name day's greeting) moved off it: told so, and rewritten on asking.
    await b.call('PUT', url, {
      content: 'Σήμερα γιορτάζουν Πέτρος, Παύλος: χρόνια πολλά!\n\nΝέα ανάρτηση για το ιατρείο μας.',
      updatedAt: new Date().toISOString(),
    });
    const offDay = await (await b.call('PUT', url, { scheduledDate: '2026-06-13T11:30:00+03:00' })).json();
    expect(offDay.message).toBe(MOVED_OFF_ITS_DAY('Αγίων Αποστόλων Πέτρου και Παύλου'));
    expect(offDay.misplacedLines).toEqual(['Σήμερα γιορτάζουν Πέτρος, Παύλος: χρόνια πολλά!']);
    const redated = await (await b.call('PUT', url, { redate: true })).json();
    expect(redated.bulkPost.content).toBe('Νέα ανάρτηση για το ιατρείο μας.');
    expect((await (await b.call('PUT', url, { redate: true })).json()).message).toBe(FITS_ITS_DAY);
    await b.call('PUT', url, { scheduledDate: '2026-06-12T11:30:00+03:00' });
    expect((await b.call('PUT', url, { scheduledDate: 'tomorrow' })).status).toBe(400);
    expect((await b.call('PUT', url, { somethingElse: 1 })).status).toBe(400);
    // Once its moment has passed, a draft cannot be scheduled at it: it would go out late...
    h.clock.now = new Date('2026-06-12T09:00:00Z');
    const late = await b.call('PUT', url, schedule);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(
      'Η ημερομηνία της ανάρτησης έχει περάσει· δεν μπορεί να προγραμματιστεί.',
    );
    // ... and its way forward is a new moment, still one ahead.
    expect((await b.call('PUT', url, { scheduledDate: '2026-06-11T10:00:00.000Z' })).status).toBe(400);
    const forward = await b.call('PUT', url, { scheduledDate: '2026-06-20T10:00:00.000Z' });
    expect(forward.status).toBe(200);
    expect((await forward.json()).bulkPost.scheduledDate).toBe('2026-06-20T10:00:00.000Z');

    const stranger = await business();
    expect((await stranger.call('PUT', url, schedule)).status).toBe(404);
    expect((await stranger.call('DELETE', url)).status).toBe(404);
    expect(await stranger.list()).toEqual([]);

    expect((await b.call('DELETE', url)).status).toBe(200);
    expect((await b.call('DELETE', url)).status).toBe(404);
    expect((await b.call('PUT', '/api/bulk-posts/abc', schedule)).status).toBe(404);
    await expect
      .poll(() => deleted.filter((e) => (e as { accountId: number }).accountId === b.accountId))
      .toEqual([{ accountId: b.accountId, postId: post.id }]);
  });

  it('answers 409, not 500, when two posts are given the same text at the same moment', async () => {
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    const b = await business();
    await h.company(b.accountId);
    await h.product(b.accountId, 1051);
    const posts = (await b.generate()).posts.slice(0, 2);
    // Both requests look for a twin before either stores the text: the unique index decides.
    const answers = await Promise.all(
      posts.map((p) =>
        b.call('PUT', `/api/bulk-posts/${p.id}`, {
          content: 'Το ίδιο κείμενο, δύο φορές μαζί.',
          updatedAt: new Date().toISOString(),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('stops the automatic period; another account’s period is 404', async () => {
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    const b = await business();
    expect(await (await b.call('GET', '/api/scheduled-periods')).json()).toEqual({
      success: true,
      scheduledPeriod: null,
    });
    await h.company(b.accountId);
    await h.product(b.accountId, 1101);
    await b.generate();
    const { scheduledPeriod } = (await (await b.call('GET', '/api/scheduled-periods')).json()) as {
      scheduledPeriod: ScheduledPeriod;
    };
    const stranger = await business();
    expect(
      (await stranger.call('PUT', `/api/scheduled-periods/${scheduledPeriod.id}`, { isActive: false }))
        .status,
    ).toBe(404);
    expect(
      (await b.call('PUT', `/api/scheduled-periods/${scheduledPeriod.id}`, { isActive: true })).status,
    ).toBe(400);
    const stopped = await b.call('PUT', `/api/scheduled-periods/${scheduledPeriod.id}`, { isActive: false });
    expect(stopped.status).toBe(200);
    expect((await stopped.json()).scheduledPeriod.isActive).toBe(false);
    expect((await (await b.call('GET', '/api/scheduled-periods')).json()).scheduledPeriod.isActive).toBe(
      false,
    );
  });
});

describe('a failing writer', () => {
  let h: PostsHarness;
  beforeAll(async () => {
    const offline = createOfflineWriter();
    let calls = 0;
    h = await postsHarness('pglite', {
      writer: {
        ...offline,
        // The third post of a period fails: nothing of that period is stored.
        writePost: async (input) => {
          if (++calls === 3) throw new WriterError('rate_limited', 'Too many requests', 20);
          return offline.writePost(input);
        },
      },
    });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('answers a clear 429 and stores none of the period', async () => {
    h.clock.now = new Date('2026-06-10T05:00:00Z');
    await h.company(1);
    await h.product(1, 1);
    const token = await h.businessToken(1);
    const res = await h.request('POST', '/api/generate-period-posts', { token });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('20');
    expect((await res.json()).message).toMatch(GREEK);
    const list = await (await h.request('GET', '/api/bulk-posts', { token })).json();
    expect(list).toEqual({ success: true, bulkPosts: [] });
  });
});
