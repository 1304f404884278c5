import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CallInit, callApi, createBusiness, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { testTag } from './support/tag.ts';

/**
 * A business with its company and two products runs its campaigns: generates the period's posts,
 * edits one, moves another, schedules all, unschedules one, approves by the test e-mail's link,
 * regenerates one twice (a new text each time, with the clinic's telephone), deletes the future posts
 * and stops the automatic period.
 */
describe('a business runs its campaigns', () => {
  const b = useBrowser();
  const tag = testTag();
  const products = [`Vitamin C Serum ${tag}`, `Hydra Mask ${tag}`];
  const business = { email: `campaigns-${tag}@derma.gr`, password: 'clinic-secret' };

  const call = (path: string, token: string, init?: CallInit) => callApi(b.baseUrl, path, token, init);
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** Two catalogue products, the business with its company (a post every 2 days) and both products. */
  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: {
        companyName: `Κλινική ${tag}`,
        location: 'Πάτρα',
        postFrequencyDays: 2,
        scheduledTime: '09:00',
        telephone: '2610 123456',
      },
    });
    const ids: number[] = [];
    for (const name of products) {
      const form = new FormData();
      form.set('name', name);
      form.set('description', `${name}: απαλή υφή για καθημερινή φροντίδα της επιδερμίδας.`);
      const { product } = await ok('/api/products', admin, { method: 'POST', form });
      const added = await ok('/api/v2/account-products', token, {
        method: 'POST',
        json: { originalProductId: product.id },
      });
      ids.push(added.product.id);
    }
    // The products reach svc-posts and svc-auth through their events.
    await expect
      .poll(async () => (await call('/api/v2/setup-status', token)).body.hasProducts, { timeout: 15_000 })
      .toBe(true);
    for (const id of ids)
      await expect
        .poll(
          async () =>
            (await call('/api/generate-post', token, { method: 'POST', json: { productId: id } })).status,
          {
            timeout: 15_000,
          },
        )
        .toBe(200);
  }

  async function signIn(page: Page) {
    await signInAsBusiness(page, business);
    await page.goto('/business/campaigns');
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
  }

  const cards = (page: Page) => page.getByRole('article');
  async function openMenu(card: Locator, item: string) {
    await card.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    await card.getByRole('menuitem', { name: item }).click();
  }
  const contentOf = async (card: Locator) => ((await card.textContent()) ?? '').trim();

  it('generates, edits, moves, schedules, approves, regenerates, deletes and stops', async () => {
    const { page, context } = b;
    await arrange();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page);

    // The period's posts: the current and next week, one every 2 days.
    await page.getByRole('button', { name: 'Προγραμματισμός περιόδου' }).click();
    const created = page.getByText(/Δημιουργήθηκ(?:αν \d+ αναρτήσεις|ε 1 ανάρτηση)/).first();
    await created.waitFor();
    // The message comes with the answer; the list shows the posts once it has fetched them again.
    const count = Number(/(\d+) αναρτήσεις/.exec((await created.textContent()) ?? '')?.[1] ?? 1);
    expect(count).toBeGreaterThanOrEqual(4);
    await expect.poll(() => cards(page).count()).toBe(count);
    await page.getByRole('button', { name: `Μελλοντικές (${count})` }).waitFor();
    const period = page.getByRole('status', { name: 'Η αυτόματη σύνταξη πρόχειρων αναρτήσεων είναι ενεργή' });
    await period.getByText(/Επόμενη περίοδος: .*\d{2}:\d{2}/).waitFor();
    await cards(page).first().getByText(`Ημέρα 1 από ${count}`).waitFor();
    // Posts come first: after generating, the first draft is in the first screenful, marked.
    await expect.poll(async () => cards(page).first().getAttribute('data-focused')).toBe('true');
    const firstBox = await cards(page).first().boundingBox();
    expect(firstBox?.y).toBeGreaterThanOrEqual(0);
    expect(firstBox?.y).toBeLessThan(900);
    // The newest product is written about first.
    await expect.poll(async () => cards(page).first().getAttribute('aria-label')).toContain(products[1]);

    // Edit the first post's text.
    const edited = `Νέο κείμενο για τη φροντίδα σας ${tag}`;
    const first = cards(page).first();
    await openMenu(first, 'Επεξεργασία');
    const editor = first.getByLabel('Περιεχόμενο ανάρτησης');
    await editor.fill('   ');
    expect(await first.getByRole('button', { name: 'Αποθήκευση' }).isDisabled()).toBe(true);
    await editor.fill(edited);
    await first.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByRole('article').filter({ hasText: edited }).waitFor();

    // Move the second post to the 15th of next month, 10:30.
    const second = cards(page).nth(1);
    const secondName = (await second.getAttribute('aria-label'))!.replace(
      / \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      '',
    );
    await openMenu(second, 'Αλλαγή ώρας');
    const save = second.getByRole('button', { name: 'Αποθήκευση' });
    // The editor opens on the post's own day and time.
    expect(await second.getByLabel('Ώρα').inputValue()).toMatch(/^\d{2}:\d{2}$/);
    expect(await save.isDisabled()).toBe(false);
    await second.locator('.rdp-button_next').click();
    await second
      .getByRole('grid')
      .getByRole('button', { name: /\b15\b/ })
      .click();
    await second.getByLabel('Ώρα').fill('10:30');
    await save.click();
    // The picker opened on the post's own month, so the 15th is of the month after the post's (which
    // depends on the hour the period was generated at, not on today's month).
    const moved = new RegExp(`^${secondName} 15/\\d{2}/\\d{4} 10:30$`);
    await page.getByRole('article', { name: moved }).waitFor();

    // Schedule all, then unschedule one.
    await page.getByRole('button', { name: 'Προγραμματισμός όλων' }).click();
    await expect.poll(() => page.getByText('Προγραμματισμένη', { exact: true }).count()).toBe(count);
    const last = cards(page).last();
    await last.getByRole('button', { name: 'Αναίρεση προγραμματισμού' }).click();
    await last.getByRole('button', { name: 'Προγραμματισμός', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Προγραμματισμένη', { exact: true }).count()).toBe(count - 1);

    // The test e-mail's link (kept, no SMTP server here) schedules it again, once.
    const mailed = page.waitForResponse((r) => r.url().endsWith('/api/test-email'));
    await page.getByRole('button', { name: 'Δοκιμαστικό email' }).click();
    const answer = await mailed;
    expect(answer.status(), await answer.text()).toBe(200);
    const approval = page.getByRole('link', { name: 'Άνοιγμα συνδέσμου έγκρισης' });
    const href = await approval.getAttribute('href');
    expect(href).toMatch(/\/api\/email-scheduling\//);
    const mailPage = await context.newPage();
    // The page shows each post with its tick; the button schedules the ticked ones.
    await mailPage.goto(href!);
    await mailPage.getByRole('button', { name: 'Έγκριση και προγραμματισμός επιλεγμένων' }).click();
    await mailPage
      .getByRole('heading', { name: /^Προγραμματίστηκ(?:ε 1 ανάρτηση|αν \d+ αναρτήσεις)$/ })
      .waitFor();
    await mailPage.goto(href!);
    await mailPage.getByText('Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.').waitFor();
    await mailPage.close();
    await page.reload();
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    await expect.poll(() => page.getByText('Προγραμματισμένη', { exact: true }).count()).toBe(count);

    // Regenerate the third post twice: a new text each time, calling with the clinic's telephone.
    const texts = [await contentOf(cards(page).nth(2))];
    for (let i = 0; i < 2; i++) {
      await openMenu(cards(page).nth(2), 'Αναδημιουργία');
      await expect
        .poll(async () => !texts.includes(await contentOf(cards(page).nth(2))), { timeout: 15_000 })
        .toBe(true);
      texts.push(await contentOf(cards(page).nth(2)));
      expect(texts.at(-1)).toContain('2610 123456');
    }

    // Delete the future posts (the scheduled ones are unscheduled first).
    await page.getByRole('button', { name: 'Διαγραφή μελλοντικών' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Διαγραφή' })
      .click();
    await page.getByText('Δεν υπάρχουν μελλοντικές αναρτήσεις', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Μελλοντικές (0)' }).waitFor();

    // Stop the automatic period.
    await period.getByRole('button', { name: 'Διακοπή' }).click();
    await period.waitFor({ state: 'detached' });
    const token = (await ok('/api/business/login', '', { method: 'POST', json: business })).token;
    expect((await ok('/api/scheduled-periods', token)).scheduledPeriod).toMatchObject({ isActive: false });
    expect((await ok('/api/bulk-posts', token)).bulkPosts).toEqual([]);
  });
});
