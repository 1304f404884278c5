import { randomBytes } from 'node:crypto';
import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import {
  bringForward,
  type CallInit,
  callApi,
  createBusiness,
  expectPublished,
  imagesRead,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';

/**
 * The inbox (issue 38), through the API and the sandbox page until its screens come: a patient's comment
 * written on the sandbox page under a published post reaches the inbox within seconds; a public reply
 * naming a prescription-only medicine is refused with the reason; a compliant one appears under the post.
 */
describe('a comment on the sandbox page is answered from the inbox', () => {
  const b = useBrowser();
  const tag = randomBytes(3).toString('hex');
  const business = { email: `inbox-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** The business with a product, its page connected, and a post of it published there. */
  async function published() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hydra Serum ${tag}`);
    form.set('description', 'Ορός ενυδάτωσης με υαλουρονικό οξύ.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Λάρισα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    await signInAsBusiness(b.page, business);
    await connectSandbox(b.page, b.baseUrl, token);
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    await ok('/api/generate-period-posts', token, { method: 'POST' });
    const post = (await ok('/api/bulk-posts', token)).bulkPosts[0];
    await ok(`/api/bulk-posts/${post.id}`, token, {
      method: 'PUT',
      json: { scheduledDate: new Date(Date.now() + 60_000).toISOString() },
    });
    await imagesRead(b.baseUrl, token);
    await schedulePost(b.baseUrl, token, post.id);
    await bringForward(b.baseUrl, token, post.id);
    await expectPublished(b.baseUrl, token, post.id);
    return { token, post };
  }

  it('shows the comment in the inbox, refuses a reply naming Botox, and posts a compliant one under the post', {
    timeout: 300_000,
  }, async () => {
    const { token, post } = await published();
    const sandbox = await b.context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    const article = sandbox
      .getByRole('article')
      .filter({ hasText: post.content.split('\n')[0] })
      .first();
    await article
      .getByRole('textbox', { name: 'Comment as a patient…' })
      .fill('Μπράβο σας, πολύ ωραία δουλειά!');
    await article.getByRole('button', { name: 'Send' }).click();

    // It reaches the inbox within seconds, under the post it was written on.
    let threadId = 0;
    await expect
      .poll(
        async () => {
          const { threads } = await ok('/api/inbox/threads', token);
          threadId = threads[0]?.id ?? 0;
          return threads[0]?.post?.postId;
        },
        { timeout: 10_000 },
      )
      .toBe(post.id);
    expect((await ok('/api/inbox/count', token)).unread).toBe(1);

    // A public reply naming a prescription-only medicine is refused, with the reason.
    const refused = await callApi(b.baseUrl, `/api/inbox/threads/${threadId}/replies`, token, {
      method: 'POST',
      json: { text: 'Ευχαριστούμε! Δοκιμάστε και το Botox μας.', visibility: 'public' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Η απάντηση δεν μπορεί να σταλεί: περιέχει .*Botox/);

    // A compliant one is sent, and appears under the post on the sandbox page.
    const sent = await ok(`/api/inbox/threads/${threadId}/replies`, token, {
      method: 'POST',
      json: { text: 'Σας ευχαριστούμε πολύ για τα καλά σας λόγια!', visibility: 'public' },
    });
    expect(sent.reply.state).toBe('sending');
    await expect
      .poll(async () => (await ok(`/api/inbox/threads/${threadId}`, token)).thread.answered, {
        timeout: 15_000,
      })
      .toBe(true);
    await sandbox.reload();
    await sandbox
      .getByRole('article')
      .filter({ hasText: post.content.split('\n')[0] })
      .first()
      .getByText('Σας ευχαριστούμε πολύ για τα καλά σας λόγια!')
      .waitFor();
    await sandbox.close();
  });
});
