import { randomUUID } from 'node:crypto';
import type { BulkPost, Consent, EventPayload } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alerts } from '../db/schema.ts';
import { type PostsHarness, postsHarness, TEST_CONSENT_PDF } from '../testing.ts';
import { warnExpiringConsents } from './expiry.ts';

type Page = { platform: 'facebook' | 'instagram'; pageName: string; instagramUsername: string | null };
const FACEBOOK: Page = { platform: 'facebook', pageName: 'Κλινική Demo', instagramUsername: null };
/** A face as svc-catalog's detector reports it. */
const FACE = { x: 0.41, y: 0.18, width: 0.2, height: 0.27, score: 0.98 };
const INSTAGRAM: Page = { platform: 'instagram', pageName: 'Κλινική Demo', instagramUsername: 'klinikidemo' };

describe.each(drivers)('the consent ledger on %s', (driver) => {
  let h: PostsHarness;
  let takedowns: EventPayload<'posts.post.takedown-requested'>[];
  let nextAccount = 3600;
  let nextMedia = 36_000;

  /** An account posting daily at 09:00 Athens from 2026-06-11, on a Facebook page (and Instagram if asked). */
  async function account(pages: Page[] = [FACEBOOK]) {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.pages(accountId, pages);
    await h.product(accountId, accountId * 10, { imagePath: `/uploads/product-${accountId}.png` });
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const person = async (altText = 'Ασθενής πριν τη θεραπεία') => {
      const mediaId = nextMedia++;
      await h.media(accountId, mediaId, { showsPerson: true, altText });
      return mediaId;
    };
    const choose = (postId: number, mediaIds: number[]) =>
      call('PUT', `/api/bulk-posts/${postId}/images`, { mediaIds });
    const schedule = (postId: number) =>
      call('PUT', `/api/bulk-posts/${postId}`, { isScheduled: true, postStatus: 'scheduled' });
    const postOf = async (id: number) =>
      ((await (await call('GET', '/api/bulk-posts')).json()).bulkPosts as BulkPost[]).find(
        (p) => p.id === id,
      );
    return { accountId, token, call, posts, person, choose, schedule, postOf };
  }

  beforeAll(async () => {
    h = await postsHarness(driver);
    takedowns = h.events('posts.post.takedown-requested');
  });
  beforeEach(() => h.clock.reset());
  afterAll(() => h.close());

  it('records a consent with its signed form, lists it for its image, and keeps the form private to the account', async () => {
    const a = await account();
    const image = await a.person();
    const consent = await h.consent(a.accountId, {
      mediaId: image,
      personRef: 'ΦΑΚ-118',
      channels: ['facebook'],
    });
    expect(consent).toMatchObject({
      personRef: 'ΦΑΚ-118',
      purpose: 'social_media_promotion',
      channels: ['facebook'],
      startsOn: '2026-01-01',
      endsOn: '2027-12-31',
      formType: 'application/pdf',
      withdrawnAt: null,
      mediaIds: [image],
    });
    // Who recorded it: the token's subject.
    expect(consent.createdBy).toMatch(/\S/);
    const listed = (await (await a.call('GET', `/api/consents?mediaId=${image}`)).json())
      .consents as Consent[];
    expect(listed.map((c) => c.id)).toEqual([consent.id]);

    const form = await a.call('GET', `/api/consents/${consent.id}/form`);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('application/pdf');
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await form.arrayBuffer())).toEqual(TEST_CONSENT_PDF);
    // No token, no form; another business's token: as if there were none.
    expect((await h.request('GET', `/api/consents/${consent.id}/form`)).status).toBe(401);
    const b = await account();
    expect((await b.call('GET', `/api/consents/${consent.id}/form`)).status).toBe(404);
    expect((await (await b.call('GET', '/api/consents')).json()).consents).toEqual([]);
    expect((await b.call('POST', `/api/consents/${consent.id}/withdraw`)).status).toBe(404);
    const theirs = await b.person();
    expect((await a.call('POST', `/api/consents/${consent.id}/images`, { mediaId: theirs })).status).toBe(
      404,
    );
  });

  it('refuses a consent without a signed form, with a form that is not a PDF or image, or ending before it starts', async () => {
    const a = await account();
    const send = (fields: Record<string, string>, file?: File) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.set('form', file);
      return h.request('POST', '/api/consents', { token: a.token, multipart: form });
    };
    const fields = { personRef: 'ΦΑΚ-7', channels: 'facebook', startsOn: '2026-01-01', endsOn: '2026-12-31' };
    const noForm = await send(fields);
    expect(noForm.status).toBe(400);
    expect((await noForm.json()).message).toContain('υπογεγραμμένο έντυπο');
    const text = await send(fields, new File(['hello'], 'x.pdf', { type: 'application/pdf' }));
    expect((await text.json()).message).toBe('Το έντυπο πρέπει να είναι PDF, JPEG ή PNG.');
    const pdf = new File([TEST_CONSENT_PDF], 'f.pdf');
    const backwards = await send({ ...fields, endsOn: '2025-12-31' }, pdf);
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toContain('πριν από την έναρξή');
    expect((await send({ ...fields, channels: '' }, pdf)).status).toBe(400);
    expect((await send({ ...fields, channels: 'facebook,instagram' }, pdf)).status).toBe(201);
  });

  it('schedules only while a consent covers every channel the post goes to, on its day', async () => {
    const a = await account([FACEBOOK, INSTAGRAM]);
    const image = await a.person();
    const post = a.posts[0]!;
    // 2026-06-11: the post's day.
    const facebookOnly = await h.consent(a.accountId, { mediaId: image, channels: ['facebook'] });
    const refused = await a.choose(post.id, [image]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'consent',
      message:
        'Η συναίνεση για τη φωτογραφία «Ασθενής πριν τη θεραπεία» δεν καλύπτει Instagram, όπου θα δημοσιευτεί η ανάρτηση. ' +
        'Καταγράψτε συναίνεση και για αυτό το κανάλι ή επιλέξτε άλλη εικόνα.',
    });
    // A second consent for Instagram that ended before the post's day covers nothing that day.
    await h.consent(a.accountId, {
      mediaId: image,
      channels: ['instagram'],
      startsOn: '2026-01-01',
      endsOn: '2026-06-10',
    });
    expect((await a.choose(post.id, [image])).status).toBe(422);
    await h.consent(a.accountId, {
      mediaId: image,
      channels: ['instagram'],
      startsOn: '2026-06-11',
      endsOn: '2026-06-30',
    });
    expect((await a.choose(post.id, [image])).status).toBe(200);
    expect((await a.schedule(post.id)).status).toBe(200);
    expect(facebookOnly.withdrawnAt).toBeNull();
  });

  it('names the dates a consent holds when the post falls outside them', async () => {
    const a = await account();
    const image = await a.person();
    await h.consent(a.accountId, { mediaId: image, startsOn: '2026-07-01', endsOn: '2026-07-31' });
    const res = await a.choose(a.posts[0]!.id, [image]);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(
      'Η συναίνεση για τη φωτογραφία «Ασθενής πριν τη θεραπεία» ισχύει 01/07/2026–31/07/2026· η ανάρτηση είναι ' +
        'στις 11/06/2026. Καταγράψτε συναίνεση που καλύπτει αυτή την ημερομηνία ή επιλέξτε άλλη εικόνα.',
    );
  });

  it('needs a consent for both photos of a before/after pair', async () => {
    const a = await account();
    const before = await a.person('Πριν τη θεραπεία');
    const after = await a.person('Μετά τη θεραπεία');
    await h.consent(a.accountId, { mediaId: before });
    const res = await a.choose(a.posts[0]!.id, [before, after]);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(
      '«Μετά τη θεραπεία» δείχνει πρόσωπο χωρίς καταγεγραμμένη συναίνεση',
    );
    const consent = await h.consent(a.accountId, { mediaId: before, personRef: 'ΦΑΚ-9' });
    // One consent may cover both photos of the same person.
    expect((await a.call('POST', `/api/consents/${consent.id}/images`, { mediaId: after })).status).toBe(200);
    expect((await a.choose(a.posts[0]!.id, [before, after])).status).toBe(200);
  });

  it('counts a face the detector found as a person whatever the tick says, and lets the post through once a consent covers it', async () => {
    const a = await account();
    const mediaId = nextMedia++;
    await h.media(a.accountId, mediaId, {
      showsPerson: false,
      altText: 'Χαμογελαστή πελάτισσα',
      faces: [FACE],
    });
    const post = a.posts[0]!;
    const refused = await a.choose(post.id, [mediaId]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'consent',
      message:
        'Η φωτογραφία «Χαμογελαστή πελάτισσα» δείχνει πρόσωπο (εντοπίστηκε αυτόματα ένα πρόσωπο) χωρίς ' +
        'καταγεγραμμένη συναίνεση (ΓΚΠΔ, άρθρο 9)· δεν μπορεί να χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε τη ' +
        'συναίνεση στη βιβλιοθήκη πολυμέσων ή επιλέξτε άλλη εικόνα.',
    });
    await h.consent(a.accountId, { mediaId });
    expect((await a.choose(post.id, [mediaId])).status).toBe(200);
    expect((await a.schedule(post.id)).status).toBe(200);
  });

  it('takes back the approval of a post whose image a face is found in after it, before hand-over, saying why', async () => {
    const a = await account();
    const mediaId = nextMedia++;
    const version = Date.now();
    await h.media(a.accountId, mediaId, {
      altText: 'Αίθουσα αναμονής',
      version: new Date(version).toISOString(),
    });
    const post = a.posts[0]!;
    expect((await a.choose(post.id, [mediaId])).status).toBe(200);
    expect((await a.schedule(post.id)).status).toBe(200);
    // Read again (its faces looked for since): one is found.
    await h.media(a.accountId, mediaId, {
      altText: 'Αίθουσα αναμονής',
      faces: [FACE],
      version: new Date(version + 1000).toISOString(),
    });
    const due = h.events('posts.post.due');
    h.clock.now = new Date(new Date(post.scheduledDate!).getTime() + 1_000);
    await h.runScheduler();
    expect(await a.postOf(post.id)).toMatchObject({
      postStatus: 'draft',
      isScheduled: false,
      pulledBack: expect.objectContaining({ cause: 'face_found' }),
    });
    expect(due.filter((e) => e.postId === post.id)).toEqual([]);
    const raised = await h.db.select().from(alerts).where(eq(alerts.accountId, a.accountId));
    expect(raised.find((alert) => alert.postId === post.id)).toMatchObject({
      kind: 'approval_lapsed',
      title: expect.stringContaining('δείχνει πρόσωπο χωρίς συναίνεση'),
      reason: expect.stringContaining('εντοπίστηκε πρόσωπο μετά την έγκρισή της'),
    });
  });

  it('on withdrawal stops the scheduled posts, asks for the published ones to come down, and alerts the owner', async () => {
    const a = await account();
    const image = await a.person();
    const consent = await h.consent(a.accountId, { mediaId: image });
    const [first, second] = a.posts as [BulkPost, BulkPost];
    for (const post of [first, second]) {
      expect((await a.choose(post.id, [image])).status).toBe(200);
      expect((await a.schedule(post.id)).status).toBe(200);
    }
    // The first goes out and is published on the page.
    h.clock.now = new Date(new Date(first.scheduledDate!).getTime() + 1_000);
    await h.runScheduler();
    await h.platform.bus.publish(
      'social.post.published',
      {
        accountId: a.accountId,
        postId: first.id,
        attempt: 1,
        pages: [
          {
            pageId: '1001',
            pageName: 'Κλινική Demo',
            platform: 'facebook',
            postId: '1001_5',
            permalink: null,
            publishedAt: h.clock.now.toISOString(),
          },
        ],
      },
      randomUUID(),
    );
    await expect.poll(async () => (await a.postOf(first.id))?.postStatus).toBe('published');

    const res = await a.call('POST', `/api/consents/${consent.id}/withdraw`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.consent.withdrawnAt).not.toBeNull();
    expect(body.message).toContain('ανακλήθηκε');
    expect(await a.postOf(second.id)).toMatchObject({ postStatus: 'draft', isScheduled: false });
    await expect
      .poll(() => takedowns.filter((e) => e.accountId === a.accountId))
      .toEqual([
        {
          accountId: a.accountId,
          postId: first.id,
          reason: 'consent_withdrawn',
          at: h.clock.now.toISOString(),
        },
      ]);
    const raised = await h.db.select().from(alerts).where(eq(alerts.accountId, a.accountId));
    expect(raised.find((alert) => alert.kind === 'consent_withdrawn')).toMatchObject({
      title: expect.stringContaining('ΦΑΚ-0042'),
      affectedPosts: [
        expect.objectContaining({ postId: first.id }),
        expect.objectContaining({ postId: second.id }),
      ],
    });
    // Withdrawn once: a second time is refused, and it covers nothing more.
    expect((await a.call('POST', `/api/consents/${consent.id}/withdraw`)).status).toBe(409);
    expect((await a.call('POST', `/api/consents/${consent.id}/images`, { mediaId: image })).status).toBe(409);
    expect((await a.schedule(second.id)).status).toBe(422);
  });

  it('on withdrawal stops the scheduled posts of an image the detector found a face in, not ticked, as of a ticked one', async () => {
    const a = await account();
    const image = nextMedia++;
    await h.media(a.accountId, image, {
      showsPerson: false,
      altText: 'Πελάτισσα στο ιατρείο',
      faces: [FACE],
    });
    const consent = await h.consent(a.accountId, { mediaId: image });
    const [first, second] = a.posts as [BulkPost, BulkPost];
    for (const post of [first, second]) {
      expect((await a.choose(post.id, [image])).status).toBe(200);
      expect((await a.schedule(post.id)).status).toBe(200);
    }
    expect((await a.call('POST', `/api/consents/${consent.id}/withdraw`)).status).toBe(200);
    for (const post of [first, second])
      expect(await a.postOf(post.id)).toMatchObject({ postStatus: 'draft', isScheduled: false });
    const raised = await h.db.select().from(alerts).where(eq(alerts.accountId, a.accountId));
    expect(raised.find((alert) => alert.kind === 'consent_withdrawn')).toMatchObject({
      affectedPosts: [
        expect.objectContaining({ postId: first.id }),
        expect.objectContaining({ postId: second.id }),
      ],
    });
    // Nothing is handed over, and it cannot be scheduled again without a new consent.
    const due = h.events('posts.post.due');
    h.clock.now = new Date(new Date(first.scheduledDate!).getTime() + 1_000);
    await h.runScheduler();
    expect(due.filter((e) => e.accountId === a.accountId)).toEqual([]);
    const refused = await a.schedule(second.id);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toContain(
      'Η συναίνεση για τη φωτογραφία «Πελάτισσα στο ιατρείο» έχει ανακληθεί',
    );
  });

  it('takes down a post published after its consent was withdrawn while svc-social was publishing it', async () => {
    const a = await account();
    const image = await a.person();
    const consent = await h.consent(a.accountId, { mediaId: image });
    const post = a.posts[0]!;
    expect((await a.choose(post.id, [image])).status).toBe(200);
    expect((await a.schedule(post.id)).status).toBe(200);
    h.clock.now = new Date(new Date(post.scheduledDate!).getTime() + 1_000);
    await h.runScheduler();
    expect((await a.postOf(post.id))?.postStatus).toBe('publishing');
    expect((await a.call('POST', `/api/consents/${consent.id}/withdraw`)).status).toBe(200);
    await h.platform.bus.publish(
      'social.post.published',
      {
        accountId: a.accountId,
        postId: post.id,
        attempt: 1,
        pages: [
          {
            pageId: '1002',
            pageName: 'Κλινική Demo',
            platform: 'facebook',
            postId: '1002_9',
            permalink: null,
            publishedAt: h.clock.now.toISOString(),
          },
        ],
      },
      randomUUID(),
    );
    await expect.poll(async () => (await a.postOf(post.id))?.postStatus).toBe('published');
    // Asked at the withdrawal (nothing was on a page yet), and again once it was published.
    await expect.poll(() => takedowns.filter((e) => e.postId === post.id).length).toBeGreaterThanOrEqual(2);
  });

  it('warns once of a consent ending within 14 days, on the injected clock', async () => {
    const a = await account();
    const image = await a.person();
    await h.consent(a.accountId, {
      mediaId: image,
      personRef: 'ΦΑΚ-55',
      startsOn: '2026-01-01',
      endsOn: '2026-07-01',
    });
    const warned = async () =>
      (await h.db.select().from(alerts).where(eq(alerts.accountId, a.accountId))).filter(
        (alert) => alert.kind === 'consent_expiring',
      );
    await warnExpiringConsents(h.db, new Date('2026-06-16T08:00:00Z'));
    expect(await warned()).toEqual([]);
    await warnExpiringConsents(h.db, new Date('2026-06-17T08:00:00Z'));
    await warnExpiringConsents(h.db, new Date('2026-06-18T08:00:00Z'));
    expect((await warned()).map((alert) => alert.title)).toEqual([
      'Η συναίνεση «ΦΑΚ-55» λήγει στις 01/07/2026',
    ]);
  });

  it('counts the 14 days on the account’s calendar, not in UTC', async () => {
    const a = await account();
    const image = await a.person();
    await h.consent(a.accountId, {
      mediaId: image,
      personRef: 'ΦΑΚ-56',
      startsOn: '2026-01-01',
      endsOn: '2026-07-01',
    });
    const warned = async () =>
      (await h.db.select().from(alerts).where(eq(alerts.accountId, a.accountId))).filter(
        (alert) => alert.kind === 'consent_expiring',
      );
    // 16 June 23:59 in Athens: 15 days left there.
    await warnExpiringConsents(h.db, new Date('2026-06-16T20:59:00Z'));
    expect(await warned()).toEqual([]);
    // 17 June 01:30 in Athens (still the 16th in UTC): 14 days left, the warning goes.
    await warnExpiringConsents(h.db, new Date('2026-06-16T22:30:00Z'));
    expect(await warned()).toHaveLength(1);
  });
});
