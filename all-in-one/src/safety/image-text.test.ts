import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SafetyPlatform, safetyPlatform } from './platform.ts';

/** A poster with «BOTOX» printed large on it, as a clinic might have made one. */
const poster = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <rect width="100%" height="100%" fill="#fbe9f0"/>
      <text x="80" y="260" font-size="150" font-family="sans-serif" font-weight="bold" fill="#2b1b30">BOTOX</text>
      <text x="80" y="420" font-size="70" font-family="sans-serif" fill="#2b1b30">-20% Νοέμβριο</text>
    </svg>`),
  )
    .png()
    .toBuffer();

type Post = { id: number; scheduledDate: string | null; postStatus: string };
type Media = { id: number; imageText: string | null; imageTextStatus: string };

/**
 * The words inside images across the services: svc-catalog reads the words printed inside an uploaded image with its
 * offline OCR, svc-posts hears them with the image, and a post with it cannot be scheduled.
 */
describe('a block term printed inside an image', () => {
  let p: SafetyPlatform;
  beforeAll(async () => {
    p = await safetyPlatform();
  }, 60_000);
  afterAll(() => p.close());

  it('keeps a post with the image off the schedule, naming the field, the phrase and the rule', async () => {
    const owner = await p.business('Κλινική Αφίσα');
    await p.setUp(owner, { product: 'Ορός Αφίσας', company: 'Κλινική Αφίσα', location: 'Χανιά' });
    const form = new FormData();
    form.set('image', new File([new Uint8Array(await poster())], 'poster.png', { type: 'image/png' }));
    form.set('altText', 'Αφίσα προσφοράς');
    const { media } = await p.expectOk<{ media: Media }>('POST', '/api/media', {
      token: owner.token,
      body: form,
    });

    const { bulkPosts } = await p.expectOk<{ bulkPosts: Post[] }>('GET', '/api/bulk-posts', {
      token: owner.token,
    });
    const post = bulkPosts.find((b) => b.scheduledDate && Date.parse(b.scheduledDate) > Date.now() + 60_000)!;
    await p.until('svc-posts’ copy of the image', async () => {
      const res = await p.json('PUT', `/api/bulk-posts/${post.id}/images`, {
        token: owner.token,
        json: { mediaIds: [media.id] },
      });
      return res.status === 200;
    });
    const schedule = () =>
      p.json<{ error: string; message: string }>('PUT', `/api/bulk-posts/${post.id}`, {
        token: owner.token,
        json: { isScheduled: true, postStatus: 'scheduled' },
      });

    // Read in the background: until then, the post waits for it.
    await p.until(
      'the words of the image read and announced',
      async () => (await schedule()).status !== 409,
      60_000,
    );
    const refused = await schedule();
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('compliance');
    expect(refused.body.message).toContain(
      '«BOTOX» στο πεδίο «Κείμενο στην εικόνα» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή)',
    );
    const library = await p.expectOk<{ media: Media[] }>('GET', '/api/media', { token: owner.token });
    expect(library.media.find((m) => m.id === media.id)).toMatchObject({
      imageText: 'BOTOX -20% Νοέμβριο',
      imageTextStatus: 'read',
    });
    const after = await p.expectOk<{ bulkPosts: Post[] }>('GET', '/api/bulk-posts', { token: owner.token });
    expect(after.bulkPosts.find((b) => b.id === post.id)?.postStatus).toBe('draft');
  }, 120_000);
});
