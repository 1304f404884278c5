import { randomUUID } from 'node:crypto';
import { type BulkPost, type EventPayload, mediaMessages } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts, consents } from '../db/schema.ts';
import { SIGNOFF_REQUIRED_BEFORE_AFTER } from '../posts/signoff-state.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';

const CONSENT_REFUSAL =
  'Η φωτογραφία «Ασθενής μετά τη θεραπεία» δείχνει πρόσωπο χωρίς καταγεγραμμένη συναίνεση (ΓΚΠΔ, άρθρο 9)· ' +
  'δεν μπορεί να χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε τη συναίνεση στη βιβλιοθήκη πολυμέσων ή επιλέξτε άλλη εικόνα.';

const CONSENT_WITHDRAWN =
  'Η συναίνεση για τη φωτογραφία «Ασθενής μετά τη θεραπεία» έχει ανακληθεί· η φωτογραφία δεν μπορεί να ' +
  'χρησιμοποιηθεί σε ανάρτηση. Καταγράψτε νέα συναίνεση ή επιλέξτε άλλη εικόνα.';

describe.each(drivers)('a post’s images from the media library on %s', (driver) => {
  let h: PostsHarness;
  let due: EventPayload<'posts.post.due'>[];
  let chosen: EventPayload<'posts.post.images-chosen'>[];
  let nextAccount = 1700;
  let nextMedia = 17_000;

  /** An account with its period generated on 2026-06-10 (posts daily at 09:00 Athens from the 11th). */
  async function account() {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1 });
    await h.product(accountId, accountId * 10, { imagePath: `/uploads/product-${accountId}.png` });
    h.clock.now = new Date('2026-06-10T12:00:00Z');
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const { posts } = (await (await call('POST', '/api/generate-period-posts')).json()) as {
      posts: BulkPost[];
    };
    const image = async (fields: Partial<EventPayload<'catalog.media.saved'>> = {}) => {
      const mediaId = nextMedia++;
      await h.media(accountId, mediaId, fields);
      return mediaId;
    };
    const choose = (postId: number, mediaIds: number[]) =>
      call('PUT', `/api/bulk-posts/${postId}/images`, { mediaIds });
    const schedule = (postId: number) =>
      call('PUT', `/api/bulk-posts/${postId}`, { isScheduled: true, postStatus: 'scheduled' });
    return { accountId, token, call, post: posts[0]!, image, choose, schedule };
  }
  const runDue = async (at: string) => {
    h.clock.now = new Date(at);
    await h.runScheduler();
  };

  beforeAll(async () => {
    h = await postsHarness(driver);
    due = h.events('posts.post.due');
    chosen = h.events('posts.post.images-chosen');
  });
  afterAll(() => h.close());

  it('publishes the chosen images in order with their alt text, and announces the choice', async () => {
    const a = await account();
    const first = await a.image({ altText: 'Η αίθουσα θεραπειών' });
    const second = await a.image({ altText: null, url: 'https://cdn.example/b.jpg' });
    const res = await a.choose(a.post.id, [second, first]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Οι εικόνες της ανάρτησης ενημερώθηκαν.' });
    expect(body.bulkPost.imageIds).toEqual([second, first]);
    const listed = (await (await a.call('GET', '/api/bulk-posts')).json()).bulkPosts as BulkPost[];
    expect(listed.find((p) => p.id === a.post.id)?.imageIds).toEqual([second, first]);
    await expect
      .poll(() => chosen.filter((e) => e.postId === a.post.id).map((e) => e.mediaIds))
      .toEqual([[second, first]]);

    expect((await a.schedule(a.post.id)).status).toBe(200);
    await runDue('2026-06-11T06:00:30Z');
    await expect
      .poll(() => due.find((e) => e.postId === a.post.id)?.images)
      .toEqual([
        { url: 'https://cdn.example/b.jpg', altText: null, imageText: null },
        { url: `/uploads/m${first}.jpg`, altText: 'Η αίθουσα θεραπειών', imageText: null },
      ]);
    // A publisher that sends one image sends the first chosen one.
    expect(due.find((e) => e.postId === a.post.id)?.productImage).toBe('https://cdn.example/b.jpg');
  });

  it('counts a post that goes out on its product’s image among that library image’s posts', async () => {
    const a = await account();
    const productImage = await a.image({ url: `/uploads/product-${a.accountId}.png` });
    expect((await a.schedule(a.post.id)).status).toBe(200);
    await runDue('2026-06-11T06:00:30Z');
    // svc-catalog's media library lists the post (and keeps it once published) for the product's image.
    await expect
      .poll(() => chosen.filter((e) => e.postId === a.post.id).map((e) => e.mediaIds))
      .toEqual([[productImage]]);
  });

  it('publishes the product’s image by default, with the library’s alt text for it', async () => {
    const a = await account();
    await a.image({ url: `/uploads/product-${a.accountId}.png`, altText: 'Ο ορός στη συσκευασία του' });
    expect((await a.schedule(a.post.id)).status).toBe(200);
    await runDue('2026-06-11T06:00:30Z');
    await expect
      .poll(() => due.find((e) => e.postId === a.post.id)?.images)
      .toEqual([
        { url: `/uploads/product-${a.accountId}.png`, altText: 'Ο ορός στη συσκευασία του', imageText: null },
      ]);
  });

  it('refuses a photo of a person without consent for a post, and scheduling a post whose consent was withdrawn', async () => {
    const a = await account();
    const person = await a.image({ altText: 'Ασθενής μετά τη θεραπεία', showsPerson: true });
    const refused = await a.choose(a.post.id, [person]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: 'consent', message: CONSENT_REFUSAL });

    // The library's tick counts for nothing: a consent in the ledger does.
    await h.media(a.accountId, person, {
      altText: 'Ασθενής μετά τη θεραπεία',
      showsPerson: true,
      personConsent: true,
      version: new Date(Date.now() + 1000).toISOString(),
    });
    expect((await a.choose(a.post.id, [person])).status).toBe(422);
    const consent = await h.consent(a.accountId, { mediaId: person });
    expect((await a.choose(a.post.id, [person])).status).toBe(200);
    // Consent withdrawn: the post cannot be scheduled with it.
    expect((await a.call('POST', `/api/consents/${consent.id}/withdraw`)).status).toBe(200);
    const schedule = await a.schedule(a.post.id);
    expect(schedule.status).toBe(422);
    expect((await schedule.json()).message).toBe(CONSENT_WITHDRAWN);
  });

  it('fails a scheduled post at its time when the consent of its photo was withdrawn, and never hands it over', async () => {
    const a = await account();
    const person = await a.image({ altText: 'Ασθενής μετά τη θεραπεία', showsPerson: true });
    const consent = await h.consent(a.accountId, { mediaId: person });
    expect((await a.choose(a.post.id, [person])).status).toBe(200);
    expect((await a.schedule(a.post.id)).status).toBe(200);
    // Withdrawn in a way the withdrawal's own stop did not see (a race with the hand-over): the scheduler's check holds.
    await h.db.update(consents).set({ withdrawnAt: new Date() }).where(eq(consents.id, consent.id));
    await runDue('2026-06-11T06:00:30Z');
    const listed = (await (await a.call('GET', '/api/bulk-posts')).json()).bulkPosts as BulkPost[];
    expect(listed.find((p) => p.id === a.post.id)).toMatchObject({
      postStatus: 'failed',
      failureReason: CONSENT_WITHDRAWN,
    });
    expect(due.filter((e) => e.postId === a.post.id)).toEqual([]);
  });

  it('refuses an image of another account, more than 10 images and the same image twice', async () => {
    const a = await account();
    const b = await account();
    const theirs = await b.image();
    const res = await a.choose(a.post.id, [theirs]);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Η εικόνα δεν βρέθηκε στη βιβλιοθήκη.');
    const many = await a.choose(
      a.post.id,
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(many.status).toBe(400);
    expect((await many.json()).message).toBe('Μια ανάρτηση μπορεί να έχει έως 10 εικόνες.');
    const own = await a.image();
    expect((await a.choose(a.post.id, [own, own])).status).toBe(400);
    expect((await b.choose(a.post.id, [theirs])).status).toBe(404);
  });

  it('drops a removed image from the posts that used it, for good', async () => {
    const a = await account();
    const kept = await a.image();
    const gone = await a.image();
    expect((await a.choose(a.post.id, [gone, kept])).status).toBe(200);
    await h.platform.bus.publish(
      'catalog.media.removed',
      { accountId: a.accountId, mediaId: gone },
      randomUUID(),
    );
    const imageIds = async () =>
      ((await (await a.call('GET', '/api/bulk-posts')).json()).bulkPosts as BulkPost[]).find(
        (p) => p.id === a.post.id,
      )?.imageIds;
    await expect.poll(imageIds).toEqual([kept]);
    await expect
      .poll(() => chosen.filter((e) => e.postId === a.post.id).map((e) => e.mediaIds))
      .toEqual([[gone, kept], [kept]]);
    // A late redelivery of its last change does not bring it back.
    await h.platform.bus.publish(
      'catalog.media.saved',
      {
        accountId: a.accountId,
        mediaId: gone,
        url: '/uploads/x.jpg',
        altText: null,
        showsPerson: false,
        personConsent: false,
        version: new Date().toISOString(),
      },
      randomUUID(),
    );
    await h.media(a.accountId, nextMedia++);
    expect((await a.choose(a.post.id, [gone])).status).toBe(404);
  });
  describe('the words printed inside its images', () => {
    const later = (ms: number) => new Date(Date.now() + ms).toISOString();

    it('refuses to schedule a post whose image has a block term in it, naming the field, the phrase and the rule', async () => {
      const a = await account();
      const poster = await a.image({ imageText: 'Λάμψη με BOTOX' });
      expect((await a.choose(a.post.id, [poster])).status).toBe(200);
      const res = await a.schedule(a.post.id);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.error).toBe('compliance');
      expect(body.message).toContain(
        '«BOTOX» στο πεδίο «Κείμενο στην εικόνα» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή)',
      );
      expect(body.message).toContain('επιλέξτε άλλη εικόνα');
    });

    it('refuses a carousel that spells a blocked name across its images, read together in their order', async () => {
      const a = await account();
      const first = await a.image({ imageText: 'Νέο στο ιατρείο: Roacc' });
      const second = await a.image({ imageText: 'utane για την ακμή' });
      expect((await a.choose(a.post.id, [first, second])).status).toBe(200);
      const res = await a.schedule(a.post.id);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toContain('στο πεδίο «Κείμενο των εικόνων μαζί»');
      // Each alone says nothing the rules refuse.
      expect((await a.choose(a.post.id, [second])).status).toBe(200);
      expect((await a.schedule(a.post.id)).status).toBe(200);
    });

    it('asks the medical reviewer to look at a post whose image the OCR was unsure of, whatever the setting', async () => {
      const a = await account();
      const doubtful = await a.image({ imageText: 'ΙΠΠΙ Θ', imageTextUnsure: true });
      expect((await a.choose(a.post.id, [doubtful])).status).toBe(200);
      const refused = await a.schedule(a.post.id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        error: 'signoff_required',
        message: expect.stringMatching(/δεν διαβάστηκε με βεβαιότητα.*ιατρικό έλεγχο/),
      });
      // The card says so, with the setting off.
      const states = await (await a.call('GET', '/api/posts/signoff/states')).json();
      expect(states.states).toContainEqual(expect.objectContaining({ postId: a.post.id, required: true }));
      // Sent and signed off (the owner signs off when the account has no reviewer), it goes.
      const sent = await a.call('POST', `/api/bulk-posts/${a.post.id}/signoff`);
      expect(sent.status).toBe(200);
      const { signOff } = await sent.json();
      const decided = await a.call('POST', `/api/bulk-posts/${a.post.id}/signoff/decision`, {
        decision: 'sign_off',
        payloadHash: signOff.payloadHash,
      });
      expect(decided.status).toBe(200);
      const scheduled = await a.schedule(a.post.id);
      expect(scheduled.status, JSON.stringify(await scheduled.clone().json())).toBe(200);
    });

    it('asks the medical reviewer to sign off a post with a before/after composite, whatever the setting', async () => {
      const a = await account();
      const plain = await a.image({ imageText: 'Η αίθουσα θεραπειών' });
      const composite = await a.image({ beforeAfter: { split: 'side-by-side', signs: ['seam'] } });
      expect((await a.choose(a.post.id, [plain, composite])).status).toBe(200);
      const refused = await a.schedule(a.post.id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: 'signoff_required',
        message: SIGNOFF_REQUIRED_BEFORE_AFTER,
      });
      expect(SIGNOFF_REQUIRED_BEFORE_AFTER).toContain('Οδηγία 2001/83/ΕΚ άρθρο 90');
      const states = await (await a.call('GET', '/api/posts/signoff/states')).json();
      expect(states.states).toContainEqual(expect.objectContaining({ postId: a.post.id, required: true }));
      // Without the composite the post asks nothing of the reviewer under this setting.
      expect((await a.choose(a.post.id, [plain])).status).toBe(200);
      expect((await a.schedule(a.post.id)).status).toBe(200);
    });

    it('refuses the product’s own image when the library read a block term in it', async () => {
      const a = await account();
      await a.image({ url: `/uploads/product-${a.accountId}.png`, imageText: 'BOTOX 50 units' });
      expect((await a.schedule(a.post.id)).status).toBe(422);
    });

    it('waits while an image is still being read, and schedules once it is', async () => {
      const a = await account();
      const poster = await a.image({ imageText: null, imageTextStatus: 'pending' });
      await a.choose(a.post.id, [poster]);
      const waiting = await a.schedule(a.post.id);
      expect(waiting.status).toBe(409);
      expect(await waiting.json()).toEqual({
        error: 'image_text_pending',
        message: mediaMessages.imageTextPending,
      });
      await h.media(a.accountId, poster, {
        imageText: 'Ενυδάτωση',
        imageTextStatus: 'read',
        version: later(1000),
      });
      expect((await a.schedule(a.post.id)).status).toBe(200);
    });

    it('counts an image announced before images were read as not read yet', async () => {
      const a = await account();
      const poster = nextMedia++;
      await h.platform.bus.publish(
        'catalog.media.saved',
        {
          accountId: a.accountId,
          mediaId: poster,
          url: `/uploads/m${poster}.jpg`,
          altText: null,
          showsPerson: false,
          personConsent: false,
          version: new Date().toISOString(),
        },
        randomUUID(),
      );
      await expect.poll(async () => (await a.choose(a.post.id, [poster])).status).toBe(200);
      expect((await a.schedule(a.post.id)).status).toBe(409);
    });

    it('lets an image go whose reading failed, or whose words only warn', async () => {
      const a = await account();
      const unreadable = await a.image({ imageText: null, imageTextStatus: 'failed' });
      const beforeAfter = await a.image({ imageText: 'Πριν και μετά' });
      await a.choose(a.post.id, [unreadable, beforeAfter]);
      expect((await a.schedule(a.post.id)).status).toBe(200);
    });

    it('hands the publisher the words of each image, for its last check', async () => {
      const a = await account();
      const poster = await a.image({ imageText: 'Ενυδάτωση σε βάθος' });
      await a.choose(a.post.id, [poster]);
      expect((await a.schedule(a.post.id)).status).toBe(200);
      await runDue('2026-06-11T06:00:30Z');
      await expect
        .poll(() => due.find((e) => e.postId === a.post.id)?.images)
        .toEqual([
          { url: `/uploads/m${poster}.jpg`, altText: `Εικόνα ${poster}`, imageText: 'Ενυδάτωση σε βάθος' },
        ]);
    });

    it('refuses to retry a failed post whose image has a block term in it', async () => {
      const a = await account();
      const poster = await a.image({ imageText: 'Ενυδάτωση' });
      await a.choose(a.post.id, [poster]);
      expect((await a.schedule(a.post.id)).status).toBe(200);
      await h.db
        .update(bulkGeneratedPosts)
        .set({ postStatus: 'failed', failureReason: 'x' })
        .where(eq(bulkGeneratedPosts.id, a.post.id));
      await h.media(a.accountId, poster, { imageText: 'Ενυδάτωση με Botox', version: later(1000) });
      const res = await a.call('POST', `/api/bulk-posts/${a.post.id}/retry`);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toContain('«Botox» στο πεδίο «Κείμενο στην εικόνα»');
    });
  });
});
