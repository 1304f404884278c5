import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, okApi, publishFirstPost } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/** The Google sandbox's location the journey chooses (its login also offers two others). */
const LOCATION = 'Κλινική Δοκιμών – Γλυφάδα';

/**
 * A clinic on Google Business Profile: it connects Google in the sandbox on the platforms screen,
 * chooses one location, a post of it is published there (seen on the sandbox's location page, with the
 * clinic's booking link as its button), and a review of that location is answered from the inbox: a
 * reply naming the treatment is refused with the reason, the suggested one is sent.
 */
describe('a clinic publishes to a Google location and answers a review from the inbox', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `google-${tag}@derma.gr`, password: 'clinic-secret' };
  const bookingUrl = `https://book.example.com/${tag}`;
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** The business with a product and its booking link, signed in on the portal. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Glow Serum ${tag}`);
    form.set('description', 'Ορός λάμψης με βιταμίνη C.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Γλυφάδα', bookingUrl },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    await signInAsBusiness(b.page, business);
    return token;
  }

  it('connects Google, publishes to the chosen location and replies to a review', {
    timeout: 240_000,
  }, async () => {
    const token = await arrange();
    const { page } = b;

    // Connect on the platforms screen: the sandbox's consent screen, then back with the locations.
    await page.goto('/business/platforms');
    const card = page.getByRole('region', { name: 'Google Business Profile' });
    await card.getByRole('button', { name: 'Σύνδεση με Google' }).click();
    await page.getByRole('link', { name: 'Να επιτρέπεται' }).click();
    await page.waitForURL(/\/portal\/platforms/);
    await card.getByText('Συνδεδεμένο', { exact: true }).waitFor();
    await card.getByLabel(LOCATION).check();
    await card.getByRole('button', { name: 'Αποθήκευση τοποθεσιών' }).click();
    await page.getByText('Οι τοποθεσίες αποθηκεύτηκαν.').waitFor();
    const { locations } = await ok('/api/google/locations', token);
    expect(
      locations.filter((l: { selected: boolean }) => l.selected).map((l: { title: string }) => l.title),
    ).toEqual([LOCATION]);

    // A post goes out to the location alone (no page is connected) and shows on the sandbox's page.
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    const post = await publishFirstPost(b.baseUrl, token);
    const sandbox = await b.context.newPage();
    await sandbox.goto('/api/google-sandbox/locations');
    const shown = sandbox
      .locator('section')
      .filter({ has: sandbox.getByRole('heading', { name: LOCATION }) })
      .locator('article')
      .filter({ hasText: post.content.split('\n')[0] });
    await shown.waitFor();
    expect(await shown.textContent()).toContain(`BOOK → ${bookingUrl}`);
    expect(
      await sandbox
        .locator('section')
        .filter({ hasNotText: LOCATION })
        .locator('article:not(.review)')
        .count(),
    ).toBe(0);

    // The location's reviews are in the inbox under «Κριτικές Google», with their stars.
    await page.goto('/portal/inbox');
    await page.getByLabel('Δίκτυο').selectOption({ label: 'Κριτικές Google' });
    const row = page.getByTestId('google-review').filter({ hasText: 'Γιώργος Νικολάου' });
    await row.getByRole('img', { name: '4 αστέρια από 5' }).waitFor();
    await row.click();
    const review = page.getByRole('region', { name: 'Κριτική: Γιώργος Νικολάου' });
    const box = review.getByRole('form', { name: 'Η απάντησή σας' });

    // A reply that names the treatment is refused with the reason; the text stays.
    const naming = 'Χαιρόμαστε που η θεραπεία σας βοήθησε!';
    await box.getByRole('textbox').fill(naming);
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    const refusal = box.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Η απάντηση δεν μπορεί να σταλεί: .*ιατρικό απόρρητο/);
    expect(await box.getByRole('textbox').inputValue()).toBe(naming);

    // The suggested reply passes, is sent, and shows under the review here and on the sandbox's page.
    await box.getByRole('button', { name: 'Πρόταση απάντησης' }).click();
    await expect.poll(() => box.getByRole('textbox').inputValue()).toContain('καλά σας λόγια');
    const suggested = await box.getByRole('textbox').inputValue();
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    const sent = review.getByTestId('google-review-reply');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(suggested);
    expect(await sent.textContent()).toContain('Στάλθηκε από');
    await sandbox.reload();
    await sandbox.getByText(`Απάντηση του ιδιοκτήτη: ${suggested}`).waitFor();
    await sandbox.close();
  });
});
