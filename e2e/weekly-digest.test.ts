import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, generatePeriod, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * Through the gateway: a business sees its weekly digest without waiting for Monday (no
 * SMTP server here, so the kept mail is shown), approves the coming week's posts by its link, and turns
 * the digest off. The Monday sending itself is proven on a fixed clock in svc-posts' digest tests.
 */
describe('the weekly digest', () => {
  const b = useBrowser();
  const tag = testTag();
  const company = `Κλινική Σύνοψης ${tag}`;
  const business = { email: `digest-${tag}@clinic.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** The business with its company, a product and the period's drafts (a post every 2 days). */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: company,
      ...business,
      company: { companyName: company, location: 'Βόλος', postFrequencyDays: 2, scheduledTime: '10:00' },
    });
    const form = new FormData();
    form.set('name', `Ορός Σύνοψης ${tag}`);
    form.set('description', 'Ορός για καθημερινή ενυδάτωση και φυσική λάμψη.');
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    await generatePeriod(b.baseUrl, token);
    return token;
  }

  it('is seen on request, approves the coming week by its link, and is turned off', {
    timeout: 60_000,
  }, async () => {
    const { page, context } = b;
    const token = await arrange();
    const drafts = (await ok('/api/bulk-posts', token)).bulkPosts.length;
    expect(drafts).toBeGreaterThan(0);

    await signInAsBusiness(page, business);
    await page.goto('/portal/campaigns');
    const setting = page.getByLabel('Εβδομαδιαία σύνοψη με email');
    expect(await setting.isChecked()).toBe(true);
    await page.getByText(/^Επόμενη αποστολή: Δευτέρα \d{2}\/\d{2}\/\d{4} 08:00$/).waitFor();

    // Sent now: with no SMTP server the kept mail shows in a frame, with its approval link.
    await page.getByRole('button', { name: 'Αποστολή σύνοψης τώρα' }).click();
    const dialog = page.getByRole('dialog', { name: 'Η σύνοψη δεν στάλθηκε' });
    const mail = dialog.frameLocator('iframe[title="Προεπισκόπηση της εβδομαδιαίας σύνοψης"]');
    await mail.getByRole('heading', { name: company }).waitFor();
    await mail.getByText(/^\d+ αναρτήσ(?:η|εις): \d+ περιμέν(?:ει|ουν) την έγκρισή σας\.$/).waitFor();
    const href = await dialog.getByRole('link', { name: 'Άνοιγμα συνδέσμου έγκρισης' }).getAttribute('href');
    expect(href).toMatch(/\/api\/email-scheduling\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Κλείσιμο' }).click();

    // The link's page schedules the ticked drafts of the coming seven days.
    const approval = await context.newPage();
    await approval.goto(href!);
    await approval.getByRole('button', { name: 'Έγκριση και προγραμματισμός επιλεγμένων' }).click();
    await approval
      .getByRole('heading', { name: /^Προγραμματίστηκ(?:ε 1 ανάρτηση|αν \d+ αναρτήσεις)$/ })
      .waitFor();
    await approval.close();
    const scheduled = (await ok('/api/bulk-posts', token)).bulkPosts.filter(
      (p: { isScheduled: boolean }) => p.isScheduled,
    );
    expect(scheduled.length).toBeGreaterThan(0);

    // Turned off, and still off when the screen is opened again.
    // Checked as the server answers (a controlled box), so clicked rather than unchecked.
    await setting.click();
    await page.getByText('Η εβδομαδιαία σύνοψη απενεργοποιήθηκε.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    expect(await page.getByLabel('Εβδομαδιαία σύνοψη με email').isChecked()).toBe(false);
    expect((await ok('/api/posts/weekly-digest', token)).enabled).toBe(false);
  });
});
