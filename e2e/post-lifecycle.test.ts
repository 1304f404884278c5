import { describe, expect, it } from 'vitest';
import {
  type CallInit,
  chooseNewProduct,
  createBusiness,
  generatePeriod,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { athensDay, athensMinuteAfterMidnight, cardMoment, DAY, dragToDay } from './support/calendar.ts';
import { uploadVideo } from './support/media.ts';
import { testTag } from './support/tag.ts';

/**
 * A post's life has a way forward from every state, and a change that takes an approval back says so
 * first: making a scheduled post a Reel asks before it pulls the post off the schedule; switching the
 * clinical sign-off on names the scheduled Reel it pulls back, and the owner puts it back on the schedule
 * in two clicks on its card; a draft whose date has passed is dragged on the calendar to tomorrow and
 * scheduled there.
 */
describe('the life of a post', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `life-${tag}@derma.gr`, password: 'clinic-secret' };
  const productName = `Laser ${tag}`;
  const ok = (p: string, token: string, init?: CallInit) => okApi(b.baseUrl, p, token, init);

  it('asks before voiding, names what a setting pulls back, and leaves no post stranded', {
    timeout: 600_000,
  }, async () => {
    const { page } = b;
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Λάρισα', postFrequencyDays: 1 },
    });
    await chooseNewProduct(b.baseUrl, admin, token, {
      name: productName,
      description: 'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, από την ομάδα του ιατρείου.',
    });
    await signInAsBusiness(page, business);
    await connectSandbox(page, b.baseUrl, token, { instagram: true });
    const video = await uploadVideo(page, b.baseUrl, token, `Η αίθουσα laser ${tag}`);
    const { posts } = await generatePeriod(b.baseUrl, token);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const [reel, feed, late] = posts as { id: number }[];
    const postOf = async (id: number) =>
      (await ok('/api/bulk-posts', token)).bulkPosts.find((p: { id: number }) => p.id === id);
    const moveTo = (id: number, at: Date) =>
      ok(`/api/bulk-posts/${id}`, token, { method: 'PUT', json: { scheduledDate: at.toISOString() } });
    const cardOf = async (id: number) =>
      page.getByRole('article', { name: `${productName} ${cardMoment((await postOf(id)).scheduledDate)}` });
    const inTwoDays = athensMinuteAfterMidnight(athensDay(new Date(Date.now() + 2 * DAY)));
    const inThreeDays = athensMinuteAfterMidnight(athensDay(new Date(Date.now() + 3 * DAY)));

    // A scheduled feed post made a Reel: the dialog asks first, naming it; cancelled, nothing changes.
    await moveTo(feed!.id, inThreeDays);
    await schedulePost(b.baseUrl, token, feed!.id);
    await page.goto('/business/campaigns');
    const feedCard = await cardOf(feed!.id);
    await feedCard.getByRole('button', { name: 'Ενέργειες ανάρτησης' }).click();
    await feedCard.getByRole('menuitem', { name: 'Μορφή (Reel / Story)' }).click();
    const format = page.getByRole('dialog', { name: 'Μορφή της ανάρτησης' });
    await format.getByRole('radio', { name: 'Reel' }).check();
    await format.getByRole('button', { name: `Η αίθουσα laser ${tag}` }).click();
    await format.getByRole('button', { name: 'Αποθήκευση' }).click();
    const ask = page.getByRole('dialog', { name: 'Η ανάρτηση θα αποσυρθεί από το πρόγραμμα' });
    await ask.getByText(`Η ανάρτηση «${productName}» είναι εγκεκριμένη για δημοσίευση`).waitFor();
    await ask.getByRole('button', { name: 'Ακύρωση' }).click();
    expect(await postOf(feed!.id)).toMatchObject({ isScheduled: true, format: 'feed' });
    await format.getByRole('button', { name: 'Αποθήκευση' }).click();
    await ask.getByRole('button', { name: 'Αλλαγή και απόσυρση' }).click();
    await page
      .getByText(/Η μορφή της ανάρτησης ενημερώθηκε\. .+/)
      .first()
      .waitFor();
    expect(await postOf(feed!.id)).toMatchObject({ isScheduled: false, postStatus: 'draft', format: 'reel' });

    // A scheduled Reel; the owner asks sign-off of every post: the warning names it before saving.
    await moveTo(reel!.id, inTwoDays);
    await ok(`/api/bulk-posts/${reel!.id}/format`, token, {
      method: 'PUT',
      json: { format: 'reel', videoId: video.id },
    });
    await schedulePost(b.baseUrl, token, reel!.id);
    await page.reload();
    await page.getByLabel('Ιατρικός έλεγχος πριν τον προγραμματισμό').selectOption('all');
    const warning = page.getByRole('dialog', { name: 'Αναρτήσεις που θα αποσυρθούν από το πρόγραμμα' });
    const listed = warning.getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toBe(
      `${productName} · ${cardMoment(inTwoDays.toISOString())} · Reel`,
    );
    expect(
      await warning.getByRole('checkbox', { name: 'Αποστολή τους για ιατρικό έλεγχο αμέσως' }).isChecked(),
    ).toBe(true);
    await warning.getByRole('button', { name: 'Αποθήκευση και απόσυρση' }).click();
    await page
      .getByText(/1 προγραμματισμένη ανάρτηση αποσύρθηκε από το πρόγραμμα/)
      .first()
      .waitFor();

    // Its card says why, with the bell's words; two clicks put it back on the schedule.
    const reelCard = await cardOf(reel!.id);
    await reelCard.getByText('Αποσύρθηκε από το πρόγραμμα: χρειάζεται ιατρικό έλεγχο').waitFor();
    const schedule = reelCard.getByRole('button', { name: 'Προγραμματισμός', exact: true });
    expect(await schedule.isDisabled()).toBe(true);
    const { alerts } = await ok('/api/alerts', token);
    expect(alerts).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'signoff_required', postId: reel!.id })]),
    );
    await reelCard.getByRole('button', { name: 'Έγκριση ιατρικού ελέγχου' }).click();
    await expect.poll(() => schedule.isEnabled()).toBe(true);
    await schedule.click();
    await reelCard.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    expect(await postOf(reel!.id)).toMatchObject({ isScheduled: true, format: 'reel', pulledBack: null });

    // A draft whose date has passed: dragged on the calendar to tomorrow, then scheduled there.
    await ok('/api/posts/clinical-signoff', token, { method: 'PUT', json: { mode: 'off' } });
    const soon = new Date(Date.now() + 3_000);
    await moveTo(late!.id, soon);
    await expect.poll(() => Date.now() > soon.getTime() + 500).toBe(true);
    const today = athensDay(new Date());
    const tomorrow = athensDay(new Date(Date.now() + DAY));
    await page.goto('/business/calendar');
    await expect
      .poll(() => page.locator(`td[data-date="${today}"] [data-post-id="${late!.id}"]`).count())
      .toBe(1);
    await dragToDay(page, late!.id, tomorrow);
    await page.getByText('Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.').first().waitFor();
    await expect.poll(async () => athensDay(new Date((await postOf(late!.id)).scheduledDate))).toBe(tomorrow);
    await page.goto('/business/campaigns');
    const lateCard = await cardOf(late!.id);
    await lateCard.getByRole('button', { name: 'Προγραμματισμός', exact: true }).click();
    await lateCard.getByText('Προγραμματισμένη', { exact: true }).waitFor();
    expect(await postOf(late!.id)).toMatchObject({ isScheduled: true, postStatus: 'scheduled' });
  });
});
