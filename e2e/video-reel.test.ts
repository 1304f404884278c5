import { SandboxPublishedResponse as Published, type SandboxPublishedResponse } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  bringForward,
  type CallInit,
  chooseNewProduct,
  createBusiness,
  expectPublished,
  okApi,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { uploadVideo } from './support/media.ts';
import { testTag } from './support/tag.ts';

/**
 * A clinic uploads a video to its library, where it is converted for the networks; makes a post
 * of its period a Reel of that video, sees it on a phone as Instagram and Facebook will show it, schedules
 * it, and finds it published as a Reel on the sandbox's Instagram account and page.
 */
describe('a Reel from a library video', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `reel-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);
  const altText = `Η ομάδα της κλινικής ${tag}`;

  it('uploads a video, makes it a Reel with its phone preview, and publishes it once on both networks', {
    timeout: 420_000,
  }, async () => {
    const { page, context } = b;
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Πάτρα' },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: `Hydra Facial ${tag}`,
      description: 'Καθαρισμός και ενυδάτωση του προσώπου σε 45 λεπτά.',
    });
    await signInAsBusiness(page, business);
    await connectSandbox(page, b.baseUrl, token, { instagram: true });

    // A 4-second portrait clip, uploaded in chunks and converted for the networks.
    const video = await uploadVideo(page, b.baseUrl, token, altText);
    expect(video.video).toMatchObject({ status: 'ready', width: 1080, height: 1920, hasAudio: true });

    // The period's first post, a minute from now, made a Reel of the video.
    await page.goto('/business/campaigns');
    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    await page.getByRole('article').first().waitFor();
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    await ok(`/api/bulk-posts/${post.id}`, token, {
      method: 'PUT',
      json: { scheduledDate: new Date(Date.now() + 60_000).toISOString() },
    });
    await page.reload();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    await card.getByRole('menuitem', { name: 'Μορφή (Reel / Story)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Μορφή της ανάρτησης' });
    await dialog.getByRole('radio', { name: 'Reel' }).check();
    await dialog.getByRole('button', { name: altText }).click();
    // The phone preview: as Instagram shows a Reel, with the zones its buttons cover.
    const phone = dialog.getByRole('figure', { name: 'Reel στο Instagram' });
    await phone.waitFor();
    await phone.getByText('Διάρκεια 4 δευτ.').waitFor();
    await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Η μορφή της ανάρτησης ενημερώθηκε.').first().waitFor();
    const saved = (await ok('/api/bulk-posts', token)).bulkPosts.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(saved).toMatchObject({ format: 'reel', videoId: video.id, video: { mediaId: video.id } });

    // Scheduled on the card, and published once it is due.
    await card.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await card.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    await bringForward(b.baseUrl, token, post.id);
    await expectPublished(b.baseUrl, token, post.id, 180_000);

    // A Reel on the page and on the Instagram account, each once, with the converted video and its cover.
    const published: SandboxPublishedResponse = Published.parse(
      await ok('/api/facebook-sandbox/published', token),
    );
    const reels = published.pages.flatMap((p) =>
      p.posts.filter((one) => one.format === 'reel').map((one) => ({ platform: p.platform, ...one })),
    );
    expect(reels.map((r) => r.platform).sort()).toEqual(['facebook', 'instagram']);
    for (const reel of reels) {
      expect(reel.videoUrl).toContain(video.video.url);
      expect(reel.message).toContain(post.content.split('\n')[0]);
    }
    const sandbox = await context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    await sandbox.locator('video').first().waitFor();
    await sandbox.close();
  });
});
