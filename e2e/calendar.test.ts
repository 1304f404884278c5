import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, generatePeriod, okApi } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { signInAsBusiness } from './support/business.ts';
import { athensDay, athensMinuteAfterMidnight, cardTime, DAY, dragToDay } from './support/calendar.ts';
import { testTag } from './support/tag.ts';

/**
 * The content calendar. A future post dragged to another day has its new time in the API and on
 * the campaigns card; a drop on a moment that has passed is refused and changes nothing.
 */
describe('the content calendar', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `calendar-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hyaluronic Serum ${tag}`);
    form.set('description', 'Ορός υαλουρονικού οξέος για ενυδάτωση.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Ιατρείο ${tag}`,
      ...business,
      // A post every other day: the period then holds posts a day or more ahead on any day of the week
      // (a weekly rhythm leaves a Sunday's period a single post, on the Monday).
      company: { companyName: `Ιατρείο ${tag}`, location: 'Πάτρα', postFrequencyDays: 2 },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    const { posts } = await generatePeriod(b.baseUrl, token);
    const future = posts.find(
      (p: { scheduledDate: string }) => Date.parse(p.scheduledDate) > Date.now() + DAY,
    );
    expect(future, 'a post of the period a day or more ahead').toBeDefined();
    return { token: token as string, postId: future.id as number };
  }

  it('moves a future post by drag and drop, and refuses a drop on the past', {
    timeout: 180_000,
  }, async () => {
    const { page } = b;
    const { token, postId } = await arrange();
    const now = Date.now();
    const today = athensDay(new Date(now));
    const tomorrow = athensDay(new Date(now + DAY));
    const later = athensDay(new Date(now + 2 * DAY));
    // Tomorrow at 00:01: dropped on today (the month view keeps the time) it would be in the past.
    await ok(`/api/bulk-posts/${postId}`, token, {
      method: 'PUT',
      json: { scheduledDate: athensMinuteAfterMidnight(tomorrow).toISOString() },
    });
    const scheduledDateOf = async () =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === postId)
        .scheduledDate;

    await signInAsBusiness(page, business);
    await page.goto('/business/campaigns');
    await page.getByRole('link', { name: 'Προβολή στο ημερολόγιο' }).click();
    await page.waitForURL(/\/business\/calendar$/);
    await page.getByRole('heading', { name: 'Ημερολόγιο αναρτήσεων' }).waitFor();
    // The zone as a Greek reader names it, with its offset from UTC.
    await page.getByText(/^Ζώνη ώρας: Ευρώπη\/Αθήνα \(UTC\+[23]\)$/).waitFor();
    // The month's name days: listed under the calendar and noted under their day numbers (every month has some).
    const nameDays = page.getByRole('region', { name: 'Ονομαστικές εορτές της περιόδου' });
    await expect.poll(() => nameDays.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('td.fc-daygrid-day .name-day').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator(`td[data-date="${tomorrow}"] [data-post-id="${postId}"]`).count())
      .toBe(1);

    // Onto the day after: the server stores the new moment; the card shows it.
    await dragToDay(page, postId, later);
    await page.getByText('Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.').first().waitFor();
    const moved = athensMinuteAfterMidnight(later).toISOString();
    await expect.poll(scheduledDateOf).toBe(moved);
    await expect
      .poll(() => page.locator(`td[data-date="${later}"] [data-post-id="${postId}"]`).count())
      .toBe(1);

    // Onto today: 00:01 has passed; refused in Greek, the post stays where it was.
    await dragToDay(page, postId, today);
    await page
      .getByText('Δεν μπορείτε να μετακινήσετε ανάρτηση σε ημερομηνία και ώρα που έχει περάσει.')
      .first()
      .waitFor();
    expect(await scheduledDateOf()).toBe(moved);
    await expect
      .poll(() => page.locator(`td[data-date="${later}"] [data-post-id="${postId}"]`).count())
      .toBe(1);

    await page.goto('/business/campaigns');
    await page
      .getByRole('article')
      .filter({ hasText: cardTime(later) })
      .first()
      .waitFor();
  });
});
