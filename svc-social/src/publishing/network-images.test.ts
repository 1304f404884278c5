import { jpegHeader, pngBytes } from '@studio/fakes';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const NAME = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
const ORIGINAL = `/uploads/${NAME}`;
const FOR_INSTAGRAM = `${PUBLIC_URL}/api/network-images/instagram/${NAME}`;
const FOR_FACEBOOK = `${PUBLIC_URL}/api/network-images/facebook/${NAME}`;
const FOR_STORY = `${PUBLIC_URL}/api/network-images/story/${NAME}`;

/**
 * The publisher hands each network svc-catalog's variant of a stored image (networkImagePath), and the
 * fake Graph API fetches it and refuses what Instagram refuses, as Meta does.
 */
describe.each(drivers)('the images each network is given, on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.facebook.reset();
    h.media.served.clear();
    h.media.fetched.length = 0;
  });

  const onPages = (content: string) => h.facebook.posts().filter((p) => p.message === content);

  it('gives Instagram the JPEG made for it and Facebook its own variant, never the original', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.media.served.set(FOR_INSTAGRAM, { bytes: jpegHeader(1080, 1350) });
    h.media.served.set(FOR_FACEBOOK, { bytes: pngBytes(600, 900) });
    const due = await h.due(accountId, { productImage: ORIGINAL });
    await h.announced(due.postId, 'social.post.published');
    const posts = onPages(due.content);
    expect(posts.find((p) => p.platform === 'instagram')!.images).toEqual([
      { url: FOR_INSTAGRAM, altText: null },
    ]);
    expect(posts.find((p) => p.platform === 'facebook')!.images).toEqual([
      { url: FOR_FACEBOOK, altText: null },
    ]);
    expect(h.media.fetched.sort()).toEqual([FOR_FACEBOOK, FOR_INSTAGRAM]);
  });

  it('gives both networks the 9:16 picture made for a Story', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.media.served.set(FOR_STORY, { bytes: jpegHeader(1080, 1920) });
    const due = await h.due(accountId, { productImage: ORIGINAL, format: 'story' });
    await h.announced(due.postId, 'social.post.published');
    const stories = h.facebook.posts().filter((p) => p.format === 'story');
    expect(stories.map((p) => [p.platform, p.images]).sort()).toEqual([
      ['facebook', [{ url: FOR_STORY, altText: null }]],
      ['instagram', [{ url: FOR_STORY, altText: null }]],
    ]);
    expect(h.media.fetched).toEqual([FOR_STORY, FOR_STORY]);
  });

  it.each([
    [
      'not a JPEG',
      pngBytes(1080, 1080),
      /δεν δέχεται τη μορφή της εικόνας για τη σελίδα «Κλινική Demo» \(μόνο JPEG\)/,
    ],
    ['taller than 4:5', jpegHeader(900, 1200), /δεν δέχεται την αναλογία της εικόνας.*4:5.*1\.91:1/],
  ])(
    'fails Instagram with the reason when it is given an image %s, and publishes the page',
    async (_what, bytes, says) => {
      const { accountId, token } = await h.business();
      await h.selectPages(token);
      h.media.served.set(FOR_INSTAGRAM, { bytes });
      const due = await h.due(accountId, { productImage: ORIGINAL });
      const failed = await h.announced(due.postId, 'social.post.failed');
      expect(failed).toMatchObject({ code: 'image_rejected', retrying: false });
      expect(failed.reason).toMatch(says);
      expect(failed.pages.map((p) => p.platform)).toEqual(['facebook']);
      expect(onPages(due.content).map((p) => p.platform)).toEqual(['facebook']);
    },
  );
});

/** Instagram's container states, through the publisher, as the business reads them. */
describe.each(drivers)('Instagram container states on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const onInstagram = (content: string) =>
    h.facebook.posts().filter((p) => p.message === content && p.platform === 'instagram');
  const callsTo = (match: string) => h.facebook.calls.filter((c) => c.match === match).length;

  it('publishes once a container is FINISHED, checking it while IN_PROGRESS', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.containerPolls = 3;
    const due = await h.due(accountId);
    await h.announced(due.postId, 'social.post.published');
    expect(onInstagram(due.content)).toHaveLength(1);
    expect(callsTo('status')).toBe(4);
    expect(callsTo('media_publish')).toBe(1);
  });

  it('fails a single image whose container is ERROR, saying so, without a retry', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'status', kind: 'container_error', times: 1 });
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'image_rejected', retrying: false });
    expect(failed.reason).toMatch(
      /^Το Instagram δεν μπόρεσε να επεξεργαστεί την εικόνα για τον λογαριασμό «Κλινική Demo»\. Επιλέξτε άλλη εικόνα/,
    );
    expect(onInstagram(due.content)).toHaveLength(0);
    expect(callsTo('media_publish')).toBe(0);
  });

  it('makes a new container after one EXPIRED, and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'status', kind: 'container_expired', times: 1 });
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'graph_error', retrying: true });
    expect(failed.reason).toMatch(
      /^Η προετοιμασία της ανάρτησης στο Instagram \(«Κλινική Demo»\) έληξε πριν δημοσιευτεί· νέα προσπάθεια στις \d\d:\d\d\.$/,
    );
    await h.announced(due.postId, 'social.post.published');
    expect(onInstagram(due.content)).toHaveLength(1);
    expect(callsTo('media')).toBe(2);
    expect(callsTo('media_publish')).toBe(1);
  });

  it('tries again later a container still IN_PROGRESS after every check, and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.containerPolls = 1_000;
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed).toMatchObject({ code: 'graph_error', retrying: true });
    expect(failed.reason).toMatch(
      /^Το Instagram επεξεργάζεται ακόμη την εικόνα για τον λογαριασμό «Κλινική Demo»· νέα προσπάθεια στις/,
    );
    h.facebook.faults.containerPolls = 0;
    await h.announced(due.postId, 'social.post.published');
    expect(onInstagram(due.content)).toHaveLength(1);
    expect(callsTo('media_publish')).toBe(1);
  });

  it('tries again a container media_publish finds not ready, looking first, and publishes once', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    h.facebook.faults.plan.push({ match: 'media_publish', kind: 'media_not_ready', times: 1 });
    const due = await h.due(accountId);
    const failed = await h.announced(due.postId, 'social.post.failed');
    expect(failed.reason).toMatch(/Το Instagram επεξεργάζεται ακόμη την εικόνα/);
    await h.announced(due.postId, 'social.post.published');
    expect(onInstagram(due.content)).toHaveLength(1);
    expect(callsTo('media_publish')).toBe(2);
  });
});
