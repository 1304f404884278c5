import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, okApi } from './support/api.ts';
import { adminToken, realLoginForm, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/**
 * A business chooses its products (from the catalogue and with AI), then connects Facebook through
 * the local sandbox, selects a page and its Instagram account, and moves on to campaigns.
 */
describe('a business chooses its products and connects its pages', () => {
  const b = useBrowser();
  const tag = testTag();
  const catalogueName = `Collagen Cream ${tag}`;
  const aiName = `Peptide Serum ${tag}`;
  const business = { email: `clinic-${tag}@derma.gr`, password: 'clinic-secret' };

  const call = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** A catalogue product, a business with its company set up: the state step 2 starts from. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', catalogueName);
    form.set('description', 'Κρέμα κολλαγόνου για ελαστικότητα και λάμψη.');
    await call('/api/products', admin, { method: 'POST', form });
    await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Αθήνα' },
    });
  }

  it('adds a catalogue product, creates one with AI, edits it, connects Facebook and continues', async () => {
    const { page } = b;
    // Every API answer the browser gets: none may carry a page or user token.
    const answers: Promise<string>[] = [];
    page.on('response', (res) => {
      // The live events stream never ends: its body is never whole (and carries post ids only).
      const stream = (res.headers()['content-type'] ?? '').startsWith('text/event-stream');
      if (new URL(res.url()).pathname.startsWith('/api/') && !stream)
        answers.push(res.text().catch(() => ''));
    });
    await arrange();
    await page.goto('/business/login');
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/products');

    // As a person would: Continue once the screen shows that no product is chosen yet.
    await page.getByText('Δεν έχετε επιλέξει ακόμη προϊόντα').waitFor();
    await page.getByRole('button', { name: /^Συνέχεια/ }).click();
    await page.getByText('Παρακαλώ επιλέξτε τουλάχιστον ένα προϊόν πριν συνεχίσετε.').waitFor();
    expect(page.url()).toContain('/business/products');

    await page.getByRole('button', { name: 'Προσθήκη από τον κατάλογο' }).click();
    const catalogue = page.getByRole('dialog', { name: 'Κατάλογος προϊόντων' });
    // The catalogue comes a page at a time (other tests' products share it): the search finds it.
    await catalogue.getByLabel('Αναζήτηση στον κατάλογο').fill(catalogueName);
    await catalogue.getByRole('button', { name: `Προσθήκη: ${catalogueName}` }).click();
    await catalogue.getByRole('button', { name: `Προστέθηκε: ${catalogueName}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('article', { name: catalogueName }).waitFor();
    await page.getByText('Επιλεγμένα προϊόντα: 1').waitFor();

    await page.getByRole('button', { name: 'Νέο προϊόν με AI' }).click();
    const ai = page.getByRole('dialog', { name: 'Δημιουργία προϊόντος με τεχνητή νοημοσύνη' });
    await ai.getByLabel('Όνομα προϊόντος').fill(aiName);
    await ai.getByLabel('Όνομα προϊόντος').press('Enter');
    await ai.getByRole('button', { name: 'Εικόνα #3' }).waitFor({ timeout: 30_000 });
    await ai.getByRole('button', { name: 'Εικόνα #3' }).click();
    await ai.getByText(/Επιλεγμένες εικόνες: 2 από \d+/).waitFor();
    await ai.getByRole('button', { name: 'Δημιουργία προϊόντος (2 εικόνες)' }).click();
    await ai.waitFor({ state: 'hidden', timeout: 30_000 });
    const aiCard = page.getByRole('article', { name: aiName });
    await aiCard.waitFor();

    await aiCard.getByRole('button', { name: 'Προεπισκόπηση' }).click();
    const preview = page.getByRole('dialog', { name: aiName });
    await preview.getByRole('button', { name: 'Επεξεργασία' }).click();
    await preview.getByLabel('Όνομα προϊόντος').fill(`${aiName} Plus`);
    await preview.getByRole('button', { name: 'Διαγραφή εικόνας 2' }).click();
    await preview.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page
      .getByRole('dialog', { name: `${aiName} Plus` })
      .getByRole('button', { name: 'Επεξεργασία' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('article', { name: `${aiName} Plus` }).waitFor();
    await page.getByText('Επιλεγμένα προϊόντα: 2').waitFor();

    await page.getByRole('button', { name: /^Συνέχεια/ }).click();
    await page.waitForURL('**/business/platforms');
    await page.getByText('Δεν έχετε συνδέσει πλατφόρμα').waitFor();
    await page.getByRole('button', { name: 'Σύνδεση με Facebook' }).click();
    await page.getByRole('link', { name: 'Συνέχεια ως Demo Clinic' }).click();
    await page.waitForURL(/\/portal\/platforms$/);
    await page.getByText('Επιτυχής σύνδεση').waitFor();
    // Choosing pages is the next step, shown beside the checkboxes, not an error box above them.
    await page.getByText('Επόμενο βήμα:').waitFor();
    expect(await page.getByText('Η σύνδεση με το Facebook χρειάζεται διόρθωση').count()).toBe(0);
    const box = await page.getByLabel('Κλινική Demo – Αθήνα').boundingBox();
    expect(box?.y).toBeLessThan(page.viewportSize()!.height);

    await page.getByLabel('Κλινική Demo – Αθήνα').check();
    await page.getByLabel('Κλινική Demo (@clinic.demo.athens)').check();
    await page.getByRole('button', { name: 'Αποθήκευση επιλογών' }).click();
    await expect
      .poll(async () => {
        const { token } = await call('/api/business/login', '', { method: 'POST', json: business });
        return (await call('/api/selected-pages', token)).selectedPages.length;
      })
      .toBe(2);

    await page.getByRole('link', { name: 'Συνέχεια' }).click();
    await page.waitForURL('**/portal/campaigns');
    const bodies = await Promise.all(answers);
    expect(bodies.some((body) => body.includes('Κλινική Demo – Αθήνα'))).toBe(true);
    expect(bodies.filter((body) => /access_?token"\s*:|sbx_/i.test(body))).toEqual([]);
  });

  it('after disconnecting, the pages and the selections are gone', async () => {
    const { page } = b;
    await page.goto('/business/login');
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/campaigns');
    await page.goto('/portal/platforms');
    await page.getByLabel('Κλινική Demo – Αθήνα').waitFor();
    const facebook = page.getByRole('region', { name: 'Facebook & Instagram' });
    await facebook.getByRole('button', { name: 'Αποσύνδεση Facebook' }).click();
    await page.getByRole('button', { name: 'Σύνδεση με Facebook' }).waitFor();
    expect(await page.getByLabel('Κλινική Demo – Αθήνα').count()).toBe(0);
    const { token } = await call('/api/business/login', '', { method: 'POST', json: business });
    expect((await call('/api/selected-pages', token)).selectedPages).toEqual([]);
  });
});
