import { describe, expect, it } from 'vitest';
import { okApi } from './support/api.ts';
import { adminToken, signInAsAdmin, useBrowser } from './support/browser.ts';
import { testTag } from './support/tag.ts';

/** Business Accounts on a phone and on laptops: every action of a row is on screen, none cut off. */
describe.each([390, 1366, 1440])('the accounts table, %i px wide', (width) => {
  const b = useBrowser();

  it('shows every action of an account in full, with no sideways scroll', async () => {
    const { page, baseUrl } = b;
    const suffix = testTag();
    const admin = await adminToken(baseUrl);
    const { account } = await okApi(baseUrl, '/api/accounts', admin, {
      method: 'POST',
      json: { businessName: `Κέντρο Αισθητικής Ιατρικής ${suffix}` },
    });
    await okApi(baseUrl, '/api/admin-users', admin, {
      method: 'POST',
      json: {
        accountId: account.id,
        email: `reception.and.bookings-${suffix}@aesthetics-centre.gr`,
      },
    });

    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard/accounts');
    await page.getByPlaceholder('Search by business name').fill(suffix);
    const row = page.getByRole('row').filter({ hasText: suffix });
    await row.getByRole('button', { name: 'Edit account' }).waitFor();

    for (const name of ['Open portal', 'Add admin user', 'Edit account']) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
    }
    const scrolls = await page
      .locator('table')
      .evaluate((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth);
    expect(scrolls).toBe(false);
  });
});
