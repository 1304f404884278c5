import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  createBusiness,
  generatePeriod,
  imagesRead,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

type Post = { id: number; postStatus: string; waitingUntil?: string | null; failureReason: string | null };
type Published = {
  pages: { platform: string; posts: { message: string; images: { url: string }[] }[] }[];
};

/**
 * Instagram through the local sandbox, whose publishing limit global-setup makes 1 post per 15 seconds:
 * the platforms screen shows how full it is; of two posts due together, one goes out and the other
 * waits for the window, its card saying when, then goes out once. A tall PNG product photo reaches
 * Instagram as the JPEG svc-catalog makes of it (the sandbox refuses anything else, as Instagram does).
 */
describe('Instagram’s publishing limit and images', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `limit-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  it('waits for the window instead of failing, says when, then publishes once, converted', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hyaluronic Serum ${tag}`);
    form.set('description', 'Ορός υαλουρονικού με απαλή υφή για καθημερινή ενυδάτωση.');
    // Twice as tall as wide: outside Instagram's 4:5.
    form.set('image', new File([new Uint8Array(pngBytes(300, 600))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Πάτρα', postFrequencyDays: 1 },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });

    await signInAsBusiness(page, business);

    // Connect the sandbox's page and its Instagram account: the card shows the account's limit.
    await connectSandbox(page, b.baseUrl, token, { instagram: true });
    const quota = page.getByRole('region', { name: 'Όριο δημοσιεύσεων Instagram' });
    await quota.getByText('0 από 1 τα τελευταία 15 δευτερόλεπτα').waitFor();

    // Two posts due together, scheduled.
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    const { posts } = await generatePeriod(b.baseUrl, token);
    const [first, second] = posts as { id: number; content: string }[];
    // Their image read for printed words first: a time four seconds away must not pass while it is.
    await imagesRead(b.baseUrl, token);
    const due = new Date(Date.now() + 4_000).toISOString();
    for (const post of [first!, second!]) {
      await ok(`/api/bulk-posts/${post.id}`, token, { method: 'PUT', json: { scheduledDate: due } });
      await schedulePost(b.baseUrl, token, post.id);
    }
    const stateOf = async () => {
      const { bulkPosts } = (await ok('/api/bulk-posts', token)) as { bulkPosts: Post[] };
      return [first!, second!].map((p) => bulkPosts.find((x) => x.id === p.id)!);
    };
    await expect
      .poll(async () => (await stateOf()).map((p) => (p.waitingUntil ? 'waiting' : p.postStatus)).sort(), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual(['published', 'waiting']);
    const waiting = (await stateOf()).find((p) => p.waitingUntil)!;
    expect(waiting.failureReason).toMatch(/Θα δημοσιευτεί στο Instagram στις \d\d:\d\d/);

    // The screens say so: the account is full, and the waiting post's card says when it goes out.
    await page.reload();
    await quota.getByText('1 από 1 τα τελευταία 15 δευτερόλεπτα').waitFor();
    await quota.getByText(/^Το όριο συμπληρώθηκε/).waitFor();
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: /^Παρελθοντικές/ }).click();
    const card = page.getByRole('article').filter({ hasText: 'Σε αναμονή για το όριο' });
    await card.getByText(waiting.failureReason!).waitFor();

    // Once the window has a slot it goes out, once, on each of its targets.
    await expect
      .poll(async () => (await stateOf()).map((p) => p.postStatus), { timeout: 40_000, interval: 1_000 })
      .toEqual(['published', 'published']);
    const published = (await ok('/api/facebook-sandbox/published', token)) as Published;
    const copies = (platform: string, content: string) =>
      published.pages
        .filter((p) => p.platform === platform)
        .flatMap((p) => p.posts)
        .filter((p) => p.message === content);
    for (const post of [first!, second!]) {
      expect(copies('facebook', post.content)).toHaveLength(1);
      expect(copies('instagram', post.content)).toHaveLength(1);
    }
    // Instagram got the JPEG made for it; the original PNG is kept as it was.
    const [onInstagram] = copies('instagram', second!.content);
    const url = onInstagram!.images[0]!.url;
    expect(url).toMatch(/\/api\/network-images\/instagram\/[0-9a-f-]+\.png$/);
    const variant = await fetch(new URL(url, b.baseUrl));
    expect(variant.headers.get('Content-Type')).toBe('image/jpeg');
    const original = await fetch(`${b.baseUrl}${product.imagePath}`);
    expect(original.headers.get('Content-Type')).toBe('image/png');
  });
});
