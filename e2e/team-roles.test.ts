import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  callApi,
  chooseNewProduct,
  createBusiness,
  generatePeriod,
  okApi,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * The owner invites a medical reviewer and a marketer on the «Ομάδα» screen with no mail server: both
 * invitations keep their links, after a reload too; the reviewer sets a password on the link, signs in
 * to the review queue, reads the posts and can change none of them.
 */
describe('a medical reviewer the owner invites reads the posts and changes none', () => {
  const b = useBrowser();
  const tag = testTag();
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  it('invites on the team screen, signs in on the link, finds no editing', { timeout: 180_000 }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const owner = { email: `owner-${tag}@clinic.gr`, password: 'owner-secret' };
    const ownerToken = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική Ομάδας ${tag}`,
      ...owner,
      company: { companyName: `Κλινική Ομάδας ${tag}`, location: 'Αθήνα' },
    });
    await chooseNewProduct(b.baseUrl, admin, ownerToken, {
      name: `Ορός Ομάδας ${tag}`,
      description: 'Ορός υαλουρονικού για καθημερινή ενυδάτωση.',
    });
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', ownerToken)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    const { posts } = await generatePeriod(b.baseUrl, ownerToken);
    const postId = (posts[0] as { id: number }).id;

    // The owner invites the reviewer on «Ομάδα»: no mail server, so the screen shows the link.
    await signInAsBusiness(page, owner);
    await page.getByRole('link', { name: 'Ομάδα' }).first().click();
    await page.getByRole('heading', { name: 'Ομάδα', level: 1 }).waitFor();
    const reviewer = { email: `dr-${tag}@clinic.gr`, password: 'reviewer-secret' };
    const invite = page.getByRole('region', { name: 'Πρόσκληση χρήστη' });
    await invite.getByLabel('E-mail').fill(reviewer.email);
    await invite.getByLabel('Ρόλος').selectOption('medical_reviewer');
    await invite.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click();
    const linkField = page.getByRole('textbox', { name: `Σύνδεσμος πρόσκλησης για ${reviewer.email}` });
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/api\/auth\/password\/[\w-]+$/);
    await page.getByRole('listitem', { name: reviewer.email }).getByText('Εκκρεμεί η πρόσκληση').waitFor();
    // A second invitation without mail: both keep their links, after a reload too (the server keeps them).
    const marketer = `mkt-${tag}@clinic.gr`;
    await invite.getByLabel('E-mail').fill(marketer);
    await invite.getByLabel('Ρόλος').selectOption('marketer');
    await invite.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click();
    const marketerLink = page.getByRole('textbox', { name: `Σύνδεσμος πρόσκλησης για ${marketer}` });
    await marketerLink.waitFor();
    await page.reload();
    expect(await linkField.inputValue()).toBe(link);
    expect(await marketerLink.inputValue()).toMatch(/\/api\/auth\/password\/[\w-]+$/);
    expect(await marketerLink.inputValue()).not.toBe(link);
    // Role names in Greek, each invitation with «Αποστολή ξανά».
    await page.getByRole('listitem', { name: marketer }).getByRole('combobox').waitFor();
    expect(
      await page
        .getByRole('listitem', { name: marketer })
        .getByRole('combobox')
        .locator('option:checked')
        .textContent(),
    ).toBe('Υπεύθυνος επικοινωνίας');
    await page.getByRole('button', { name: `Αποστολή ξανά της πρόσκλησης στο ${marketer}` }).waitFor();

    // The reviewer sets a password on the link and signs in.
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Κωδικός πρόσβασης').fill(reviewer.password);
    await page.getByLabel('Επιβεβαίωση κωδικού').fill(reviewer.password);
    await page.getByRole('button', { name: 'Αποθήκευση κωδικού' }).click();
    await page.getByText('Ο κωδικός σας αποθηκεύτηκε').waitFor();
    await signInAsBusiness(page, reviewer);
    // The reviewer lands on their own work, the review queue.
    expect(new URL(page.url()).pathname).toBe('/business/medical-review');
    await page.getByRole('heading', { name: 'Ιατρικός έλεγχος', level: 1 }).waitFor();

    // The posts are there to read; nothing on them to change, and no team in the sidebar.
    await page.goto('/business/campaigns');
    const card = page.getByRole('article').first();
    await card.waitFor();
    await page.getByText('Ως ιατρικός ελεγκτής βλέπετε τις αναρτήσεις').waitFor();
    // The card's menu holds only the post's record.
    await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    expect(await card.getByRole('menuitem').allTextContents()).toEqual(['Αρχείο ανάρτησης']);
    await page.keyboard.press('Escape');
    // The reviewer's own screen is in the sidebar.
    expect(await page.getByRole('link', { name: 'Ιατρικός έλεγχος' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Προγραμματισμός', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Ομάδα' }).count()).toBe(0);

    // The server refuses the reviewer's change as well, in Greek.
    const { token: reviewerToken } = await ok('/api/business/login', '', {
      method: 'POST',
      json: reviewer,
    });
    const refused = await callApi(b.baseUrl, `/api/bulk-posts/${postId}`, reviewerToken, {
      method: 'PUT',
      json: { content: 'Αλλαγή από τον ελεγκτή' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'role_forbidden' });
  });
});
