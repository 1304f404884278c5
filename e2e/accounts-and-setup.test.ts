import { describe, expect, it } from 'vitest';
import { admin, realLoginForm, signInAsAdmin, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/**
 * The first journey of the product: the platform admin opens a business account and gives it an
 * admin user; that business signs in, lands on step 1 and saves its company information.
 */
describe('an admin opens an account; its business sets up its company', () => {
  const b = useBrowser();
  const suffix = testTag();
  const business = {
    name: `Κλινική Δέρματος ${suffix}`,
    email: `owner-${suffix}@derma.gr`,
    password: 'derma-secret',
  };

  it('the admin signs in, creates the account and its admin user', async () => {
    const { page } = b;
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await realLoginForm(page);
    await page.getByLabel('Username').fill(admin().username);
    await page.getByLabel('Password').fill(admin().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard**');

    await page.getByRole('link', { name: 'Business Accounts' }).click();
    await page.waitForURL('**/admin/dashboard/accounts');
    await page.getByRole('button', { name: 'Create account' }).click();
    const create = page.getByRole('dialog', { name: 'Create account' });
    await create.getByLabel('Business name').fill('A');
    await create.getByRole('button', { name: 'Create account' }).click();
    await create.getByText('Business name is required').waitFor();
    await create.getByLabel('Business name').fill(business.name);
    await create.getByRole('button', { name: 'Create account' }).click();
    await create.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: business.name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Add admin user' }).click();
    const addUser = page.getByRole('dialog', { name: 'Add admin user' });
    // The admin may type a password; here the admin chooses the invitation instead, and the
    // user sets one on its link.
    expect(await addUser.getByLabel('Password', { exact: true }).count()).toBe(1);
    await addUser.getByLabel(/Mail an invitation instead/).check();
    expect(await addUser.getByLabel('Password', { exact: true }).count()).toBe(0);
    await addUser.getByLabel('Email').fill('not-an-email');
    await addUser.getByRole('button', { name: 'Send invitation' }).click();
    await addUser.getByText('Valid email is required').waitFor();
    await addUser.getByLabel('Email').fill(business.email);
    await addUser.getByRole('button', { name: 'Send invitation' }).click();
    await addUser.waitFor({ state: 'hidden' });
    await row.getByText(business.email).waitFor();
    // No mail server in the tests: the link to pass on waits on the account's page, with a copy button.
    await row.getByRole('link', { name: business.name }).click();
    const panel = page.getByRole('region', { name: `Invitation link for ${business.email}` });
    const link = await panel.getByRole('textbox').inputValue();
    expect(link).toMatch(/^https?:\/\/\S+\/api\/auth\/password\/\S+$/);
    await panel.getByText(/It works once, until/).waitFor();
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const invited = await b.context.newPage();
    await invited.goto(new URL(link as string).pathname);
    await invited.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await invited.getByLabel('Επιβεβαίωση κωδικού').fill(business.password);
    await invited.getByRole('button', { name: 'Αποθήκευση κωδικού' }).click();
    await invited.getByText('Ο κωδικός σας αποθηκεύτηκε. Μπορείτε τώρα να συνδεθείτε.').waitFor();
    await invited.close();
    // Used: the account's page no longer offers it.
    await page.reload();
    await page.getByText(business.email).first().waitFor();
    await expect.poll(() => panel.count()).toBe(0);
    await page.getByRole('link', { name: /All accounts/ }).click();

    await page.getByPlaceholder('Search by business name').fill(suffix);
    // The list is read again on the way back: its rows come with the answer.
    await expect.poll(() => page.getByRole('row').filter({ hasText: business.name }).count()).toBe(1);
  });

  it('the business signs in, lands on setup, saves its company and finds it after a reload', async () => {
    const { page } = b;
    await page.goto('/business/login');
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/business/setup');

    await expect.poll(() => page.getByLabel('Συχνότητα αναρτήσεων (ημέρες)').inputValue()).toBe('7');
    expect(await page.getByLabel('Ώρα δημοσίευσης').inputValue()).toBe('09:00');
    await page.getByLabel('Όνομα επιχείρησης').fill('D');
    await page.getByLabel('Τοποθεσία').fill('Θεσσαλονίκη');
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Company name must be at least 2 characters').waitFor();

    await page.getByLabel('Όνομα επιχείρησης').fill(business.name);
    await page.getByLabel('Συχνότητα αναρτήσεων (ημέρες)').fill('3');
    await page.getByLabel('Ώρα δημοσίευσης').fill('10:30');
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Επιτυχής αποθήκευση!').waitFor();

    await page.goto('/business/setup');
    await expect.poll(() => page.getByLabel('Όνομα επιχείρησης').inputValue()).toBe(business.name);
    expect(await page.getByLabel('Τοποθεσία').inputValue()).toBe('Θεσσαλονίκη');
    expect(await page.getByLabel('Συχνότητα αναρτήσεων (ημέρες)').inputValue()).toBe('3');
    expect(await page.getByLabel('Ώρα δημοσίευσης').inputValue()).toBe('10:30');
  });

  it('the admin opens the business portal of the account in a new tab, acting for it', async () => {
    const { page, context } = b;
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Business Accounts' }).click();
    const row = page.getByRole('row').filter({ hasText: business.name });
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: 'Open portal' }).click(),
    ]);
    await portal.waitForURL('**/portal/setup');
    await portal.getByTestId('acting-admin-banner').waitFor();
    await expect.poll(() => portal.getByLabel('Όνομα επιχείρησης').inputValue()).toBe(business.name);
    // The admin's own tab keeps working as the admin.
    await page.reload();
    await page.getByRole('row').filter({ hasText: business.name }).waitFor();
  });

  it('a visitor without a session is sent to the business login, and comes back after signing in', async () => {
    const { page } = b;
    await page.goto('/portal/setup');
    await page.waitForURL('**/business/login');
    await page.getByText('Απαιτείται σύνδεση').waitFor();
    await realLoginForm(page);
    await page.getByLabel('Email').fill(business.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(business.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.waitForURL('**/portal/setup');
  });
});
