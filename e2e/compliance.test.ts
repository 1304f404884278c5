import { pngBytes } from '@studio/fakes';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CallInit, callApi, createBusiness, generatePeriod, imagesRead, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * Journeys: a Botox post is refused in the UI with the reason, a `warn` post asks for an
 * acknowledgement, the approval page schedules only what was ticked, and an edit after approval needs
 * a new approval.
 */
describe('a clinic meets the compliance rules', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `rules-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);
  const call = (path: string, token: string, init?: CallInit) => callApi(b.baseUrl, path, token, init);

  /** A catalogue product named with a prescription-only medicine (so with a public name), chosen by the business. */
  async function arrange(account = business): Promise<string> {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...account,
      company: {
        companyName: `Ιατρείο ${tag}`,
        location: 'Λάρισα',
        postFrequencyDays: 1,
        scheduledTime: '09:00',
      },
    });
    const form = new FormData();
    form.set('name', `Botox ${tag}`);
    form.set('publicName', `Θεραπεία ρυτίδων έκφρασης ${tag}`);
    form.set('description', 'Ενέσιμη θεραπεία για τις ρυτίδες έκφρασης, από γιατρό στο ιατρείο.');
    // Taller than 4:5: the approval page's previews frame it as the feeds do.
    form.set('image', new File([new Uint8Array(pngBytes(60, 150))], 'tall.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const added = await ok('/api/v2/account-products', token, {
      method: 'POST',
      json: { originalProductId: product.id },
    });
    await expect
      .poll(async () => (await call('/api/v2/setup-status', token)).body.hasProducts, { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await call('/api/generate-post', token, { method: 'POST', json: { productId: added.product.id } }))
            .status,
        { timeout: 15_000 },
      )
      .toBe(200);
    return token;
  }

  async function signIn(page: Page) {
    await signInAsBusiness(page, business);
    await page.goto('/business/campaigns');
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
  }

  const cards = (page: Page) => page.getByRole('article');
  /** Edits a card's text; an approved post's edit is confirmed first, as the portal asks. */
  async function editText(page: Page, card: Locator, text: string, { approved = false } = {}) {
    await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    await card.getByRole('menuitem', { name: 'Επεξεργασία' }).click();
    await card.getByLabel('Περιεχόμενο ανάρτησης').fill(text);
    await card.getByRole('button', { name: 'Αποθήκευση' }).click();
    if (approved)
      await page
        .getByRole('dialog', { name: 'Η ανάρτηση θα αποσυρθεί από το πρόγραμμα' })
        .getByRole('button', { name: 'Αλλαγή και απόσυρση' })
        .click();
    await page.getByRole('article').filter({ hasText: text }).waitFor();
  }

  it('refuses a Botox post with the reason, asks to acknowledge a warn post, approves only what was ticked, and un-approves an edited post', {
    timeout: 150_000,
  }, async () => {
    const { page, context } = b;
    const token = await arrange();
    await signIn(page);

    // The intro's post: from the product, under its public name, never the medicine's.
    const intro = page.getByRole('region', { name: 'Η ανάρτηση από το τελευταίο προϊόν που προσθέσατε' });
    await intro.waitFor();
    expect(await intro.textContent()).not.toMatch(/botox/i);

    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    await page
      .getByText(/Δημιουργήθηκαν \d+ αναρτήσεις/)
      .first()
      .waitFor();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(5);
    for (const text of await cards(page).allTextContents()) expect(text).not.toMatch(/botox/i);
    // The posts' image is read for printed words in the background; scheduling waits for it (409) till then.
    await imagesRead(b.baseUrl, token);

    // 1. A post that names Botox: refused with the term and the rule.
    const botox = `Ραντεβού για Botox στο ιατρείο μας ${tag}.`;
    await editText(page, cards(page).nth(0), botox);
    const blocked = page.getByRole('article').filter({ hasText: botox });
    await blocked.getByText('Απαγορεύεται', { exact: true }).waitFor();
    // Schedule is off on the card, and the server refuses it all the same, with the term and the rule.
    expect(await blocked.getByRole('button', { name: 'Προγραμματισμός', exact: true }).isDisabled()).toBe(
      true,
    );
    const { bulkPosts } = (await call('/api/bulk-posts', token)).body as {
      bulkPosts: { id: number; content: string }[];
    };
    const blockedId = bulkPosts.find((p) => p.content === botox)?.id;
    const refused = await call(`/api/bulk-posts/${blockedId}`, token, {
      method: 'PUT',
      json: { isScheduled: true, postStatus: 'scheduled', scheduledAt: new Date().toISOString() },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/«Botox» \(κανόνας: Φάρμακο μόνο με ιατρική συνταγή\)/);
    await blocked.getByText('Πρόχειρη', { exact: true }).waitFor();

    // 2. A 'painless' post: refused until acknowledged, then scheduled.
    const painless = `Ανώδυνη θεραπεία προσώπου στο ιατρείο μας ${tag}.`;
    await editText(page, cards(page).nth(1), painless);
    const warned = page.getByRole('article').filter({ hasText: painless });
    await warned.getByText('Χρειάζεται επιβεβαίωση', { exact: true }).waitFor();
    await warned.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await page
      .getByText(/δεν μπορεί να προγραμματιστεί χωρίς επιβεβαίωση/)
      .first()
      .waitFor();
    await warned.getByLabel('Έλεγξα τις επισημάνσεις και αναλαμβάνω την ευθύνη αυτού του κειμένου').check();
    await warned.getByRole('button', { name: 'Επιβεβαίωση' }).click();
    await warned.getByText(/Οι επισημάνσεις επιβεβαιώθηκαν από/).waitFor();
    await warned.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await warned.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    await warned.getByText(new RegExp(`Εγκρίθηκε από ${business.email}`)).waitFor();

    // 3. The approval page: every post whole; the Botox one not schedulable; only the ticked ones scheduled.
    const mailed = page.waitForResponse((r) => r.url().endsWith('/api/test-email'));
    await page.getByRole('button', { name: 'Δοκιμαστικό email' }).click();
    expect((await mailed).status()).toBe(200);
    const href = await page.getByRole('link', { name: 'Άνοιγμα συνδέσμου έγκρισης' }).getAttribute('href');
    const mailPage = await context.newPage();
    await mailPage.goto(href!);
    await mailPage.getByRole('heading', { name: 'Δεν μπορούν να προγραμματιστούν' }).waitFor();
    await mailPage.getByText(botox).first().waitFor();
    // Each post as its Facebook page and Instagram account will show it: the tall image in a 4:5 frame
    // (whole, with blurred margins, as Instagram gets it), a long text cut at «περισσότερα», whole once
    // that is clicked (no script on this page).
    const instagram = mailPage.getByRole('article', { name: 'Προεπισκόπηση Instagram' });
    await instagram.first().waitFor();
    expect(await mailPage.getByRole('article', { name: 'Προεπισκόπηση Facebook' }).count()).toBe(
      await instagram.count(),
    );
    const frame = await instagram.first().getByRole('img').boundingBox();
    expect((frame?.height ?? 0) / (frame?.width ?? 1)).toBeCloseTo(1.25, 1);
    const cut = instagram.locator('details');
    await expect.poll(() => cut.count()).toBeGreaterThan(0);
    await cut.first().getByText('περισσότερα', { exact: true }).click();
    await expect.poll(() => cut.first().getAttribute('open')).toBe('');
    const boxes = mailPage.getByRole('checkbox');
    const offered = await boxes.count();
    expect(offered).toBeGreaterThanOrEqual(3);
    // Leave the first out.
    await boxes.first().uncheck();
    await mailPage.getByRole('button', { name: 'Έγκριση και προγραμματισμός επιλεγμένων' }).click();
    await mailPage.getByText(/δεν την επιλέξατε/).waitFor();
    await mailPage.close();
    const listed = (await ok('/api/bulk-posts', token)).bulkPosts as {
      content: string;
      isScheduled: boolean;
      scheduledDate: string;
      approval: { via: string } | null;
    }[];
    const future = listed.filter((p) => new Date(p.scheduledDate) > new Date());
    expect(future.find((p) => p.content === botox)?.isScheduled).toBe(false);
    // The ticked ones, and the painless post scheduled in the portal before the mail.
    expect(future.filter((p) => p.isScheduled)).toHaveLength(offered);
    expect(future.filter((p) => p.approval?.via === 'email-link')).toHaveLength(offered - 1);

    // 4. Editing an approved post un-approves it: a draft again, to be approved anew.
    await page.reload();
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    const scheduled = page.getByRole('article').filter({ hasText: painless });
    await scheduled.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    // By its name and date, which the edit leaves as they are.
    const approved = page.getByRole('article', {
      name: (await scheduled.getAttribute('aria-label'))!,
      exact: true,
    });
    const changed = `Μια ήπια θεραπεία προσώπου, με τη φροντίδα του γιατρού ${tag}.`;
    await editText(page, approved, changed, { approved: true });
    await page
      .getByText(/χρειάζεται νέο προγραμματισμό/)
      .first()
      .waitFor();
    const draft = page.getByRole('article').filter({ hasText: changed });
    await draft.getByText('Πρόχειρη', { exact: true }).waitFor();
    expect(await draft.getByText(/Εγκρίθηκε από/).count()).toBe(0);
  });

  it('shows the first comment and the alt texts on the approval page, and approves the post with them', async () => {
    const { page } = b;
    const token = await arrange({ email: `comment-${tag}@derma.gr`, password: 'clinic-secret' });
    await generatePeriod(b.baseUrl, token);
    const posts = (await ok('/api/bulk-posts', token)).bulkPosts as { id: number; scheduledDate: string }[];
    const post = posts.find((p) => new Date(p.scheduledDate) > new Date())!;
    const firstComment = `#δέρμα #φροντίδα Ραντεβού: 210 0000000 <${tag}>`;
    await ok(`/api/bulk-posts/${post.id}`, token, { method: 'PUT', json: { firstComment } });
    const { approvalUrl } = await ok('/api/test-email', token, { method: 'POST' });

    await page.goto(approvalUrl);
    const card = page.locator('.post').filter({ hasText: firstComment });
    await card.getByText('Πρώτο σχόλιο', { exact: true }).waitFor();
    await card.getByText(firstComment, { exact: true }).waitFor();
    await card.getByText('Εναλλακτικά κείμενα εικόνων', { exact: true }).waitFor();
    // Only this post ticked: it is approved with its first comment.
    const mine = await card.getByRole('checkbox').getAttribute('value');
    for (const box of await page.getByRole('checkbox').all())
      if ((await box.getAttribute('value')) !== mine) await box.uncheck();
    await card.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Έγκριση και προγραμματισμός επιλεγμένων' }).click();
    await page.getByRole('heading', { name: 'Προγραμματίστηκε 1 ανάρτηση' }).waitFor();
    const after = (
      (await ok('/api/bulk-posts', token)).bulkPosts as {
        id: number;
        isScheduled: boolean;
        firstComment: string | null;
      }[]
    ).find((p) => p.id === post.id);
    expect(after).toMatchObject({ isScheduled: true, firstComment });
  });
});
