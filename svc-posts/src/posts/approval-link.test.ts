import { randomUUID } from 'node:crypto';
import type { BulkPost, TestEmailResponse } from '@studio/contracts';
import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { createSmtpMailer, MAIL_FAILED } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { visibleText } from '@studio/previews';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savePages } from '../copies/consumers.ts';
import { bulkGeneratedPosts, emailSchedulingTokens, mails, outbox } from '../db/schema.ts';
import { hashSecret } from '../email/link-secret.ts';
import { TEST_EMAIL_LIMIT_REACHED, TEST_EMAILS_PER_DAY } from '../email/test-email-quota.ts';
import { type PostsHarness, postsHarness, TWO_GOOGLE_LOCATIONS } from '../testing.ts';
import {
  ACKNOWLEDGE_LABEL,
  CONFIRM_BUTTON,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_PAGE_CSP,
  LINK_USED,
  LINK_VOID,
  NOTHING_TO_SCHEDULE,
} from './approval-link-page.ts';
import { MAIL_KEPT, NO_ADMIN_EMAIL, NO_COMING_POSTS } from './approval-link-routes.ts';
import { contentHash } from './queries.ts';

/** Wednesday 10 June 2026, 08:00 in Athens: a post a day from 09:00 today to Sunday 21 June. */
const WEDNESDAY = new Date('2026-06-10T05:00:00Z');
const SCHEDULE = { isScheduled: true, postStatus: 'scheduled' };
const LINK = /^http:\/\/localhost:8080\/api\/email-scheduling\/([A-Za-z0-9_-]{43})$/;

type Business = Awaited<ReturnType<ReturnType<typeof businesses>>>;

/** A business with its company, a product, an admin's e-mail and a post a day, in a few lines. */
function businesses(harness: () => PostsHarness) {
  let nextAccount = 300;
  return async ({ email = true, posts = true } = {}) => {
    const h = harness();
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    await h.company(accountId, {
      postFrequencyDays: 1,
      scheduledTime: '09:00',
      logoUrl: '/uploads/logo-lampsi.png',
    });
    await h.product(accountId, accountId * 10, { name: `Ορός ${accountId}` });
    if (email) await h.adminUser(accountId, accountId * 10, `admin${accountId}@example.com`);
    if (posts) expect((await call('POST', '/api/generate-period-posts')).status).toBe(200);
    return {
      accountId,
      call,
      email: `admin${accountId}@example.com`,
      list: async () =>
        ((await (await call('GET', '/api/bulk-posts')).json()) as { bulkPosts: BulkPost[] }).bulkPosts,
      testEmail: () => call('POST', '/api/test-email'),
    };
  };
}

/** The page's text as a reader sees it: no tags, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

type Box = { value: string; checked: boolean };
/** The page's ticks: each post's version, ticked or not. */
const boxesOf = (page: string): Box[] =>
  [...page.matchAll(/<input type="checkbox" name="approve" value="([^"]+)"( checked)?>/g)].map((m) => ({
    value: m[1]!,
    checked: m[2] !== undefined,
  }));
const ticked = (boxes: Box[]) => boxes.filter((b) => b.checked).map((b) => b.value);

const tokensOf = (h: PostsHarness, accountId: number) =>
  h.db.select().from(emailSchedulingTokens).where(eq(emailSchedulingTokens.accountId, accountId));
const mailsOf = (h: PostsHarness, accountId: number) =>
  h.db.select().from(mails).where(eq(mails.accountId, accountId));

describe.each(drivers)('e-mail approval on %s, with no SMTP server', (driver) => {
  let h: PostsHarness;
  const business = businesses(() => h);
  /** Opening the link shows what it would do; `use` is the page's button, with the boxes ticked as `tick` leaves them. */
  const open = (url: string, method = 'GET') => h.request(method, new URL(url).pathname);
  const use = async (url: string, tick: (boxes: Box[]) => string[] = ticked) => {
    const page = await (await open(url)).text();
    return h.request('POST', new URL(url).pathname, {
      form: new URLSearchParams(tick(boxesOf(page)).map((v) => ['approve', v])).toString(),
    });
  };
  const mailTo = async (b: Business) => {
    const res = await b.testEmail();
    expect(res.status).toBe(200);
    const body = (await res.json()) as TestEmailResponse;
    return { ...body, secret: LINK.exec(body.approvalUrl ?? '')?.[1] ?? '' };
  };

  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: WEDNESDAY });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  it('keeps the mail of the coming posts and gives its link on the screen', async () => {
    const b = await business();
    await h.adminUser(b.accountId, b.accountId * 10 + 1, 'second@example.com');
    const posts = await b.list();
    expect(posts).toHaveLength(12);
    const first = posts[0]!;
    expect((await b.call('PUT', `/api/bulk-posts/${first.id}`, SCHEDULE)).status).toBe(200);

    const answer = await mailTo(b);
    expect(answer).toMatchObject({
      success: true,
      message: MAIL_KEPT,
      delivery: 'kept',
      recipients: [b.email, 'second@example.com'],
      postCount: 12,
    });
    expect(answer.approvalUrl).toMatch(LINK);

    const [mail] = await mailsOf(h, b.accountId);
    expect(mail).toMatchObject({
      recipients: [b.email, 'second@example.com'],
      subject: 'Οι επόμενες αναρτήσεις σας – Αισθητική Λάμψη',
      delivery: 'kept',
      messageId: null,
    });
    // The stored mail keeps the link without its secret (only its hash is kept, in the token table).
    expect(mail?.text).toContain(
      'Έλεγχος και έγκριση των αναρτήσεων: http://localhost:8080/api/email-scheduling/[redacted]',
    );
    expect(mail?.text).not.toContain(answer.secret);
    expect(mail?.html).not.toContain(answer.secret);
    // Every post as it will go out: its whole text and image.
    for (const post of posts) expect(mail?.text).toContain(post.content);
    expect(mail?.html).toContain(`src="http://localhost:8080/uploads/p${b.accountId * 10}.png"`);
    expect(mail?.text).toContain(`• 10/06/2026 09:00 – Ορός ${b.accountId} (Προγραμματισμένη)`);
    expect(mail?.text).toContain(`• 11/06/2026 09:00 – Ορός ${b.accountId} (Δεν έχει προγραμματιστεί)`);
    expect(mail?.html).toContain('<html lang="el">');
    // The clinic's logo heads it, from the platform's address as every other image.
    expect(mail?.html).toMatch(
      /<img src="http:\/\/localhost:8080\/uploads\/logo-lampsi\.png" alt="Λογότυπο[^"]*"[^>]*><\/p><h1/,
    );
    expect(mail?.html).toContain('href="http://localhost:8080/api/email-scheduling/[redacted]"');

    // Only the hash is stored, with the posts still to schedule, for 72 hours.
    const [link] = await tokensOf(h, b.accountId);
    expect(link?.token).toBe(hashSecret(answer.secret));
    expect(link?.token).not.toContain(answer.secret);
    expect(link?.postIds).toEqual(posts.slice(1).map((p) => p.id));
    expect(link?.expiresAt).toEqual(new Date(WEDNESDAY.getTime() + 72 * 3_600_000));
    expect(link?.isUsed).toBe(false);
  });

  it('lists the coming posts only, and gives no link when all are scheduled', async () => {
    const b = await business();
    const posts = await b.list();
    for (const p of posts)
      expect((await b.call('PUT', `/api/bulk-posts/${p.id}`, SCHEDULE)).status).toBe(200);
    h.clock.now = new Date(WEDNESDAY.getTime() + 2 * 86_400_000);
    try {
      const answer = await mailTo(b);
      expect(answer).toMatchObject({ postCount: 10, approvalUrl: null });
      expect(await tokensOf(h, b.accountId)).toEqual([]);
      const [mail] = await mailsOf(h, b.accountId);
      expect(mail?.text).toContain('Όλες οι αναρτήσεις είναι ήδη προγραμματισμένες.');
      expect(mail?.text).not.toContain('10/06/2026');
    } finally {
      h.clock.now = WEDNESDAY;
    }
  });

  it('mails the address svc-auth last announced for each admin user', async () => {
    const b = await business();
    await h.platform.bus.publish(
      'auth.admin-user.updated',
      { adminUserId: b.accountId * 10, accountId: b.accountId, email: 'new@example.com' },
      `admin-${b.accountId}-renamed`,
    );
    await expect.poll(async () => (await mailTo(b)).recipients).toEqual(['new@example.com']);
  });

  it('refuses when the account has no admin e-mail', async () => {
    const b = await business({ email: false });
    const res = await b.testEmail();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: NO_ADMIN_EMAIL });
    expect(await mailsOf(h, b.accountId)).toEqual([]);
  });

  it('refuses when there are no coming posts', async () => {
    const b = await business({ posts: false });
    const res = await b.testEmail();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: NO_COMING_POSTS });
    expect(await mailsOf(h, b.accountId)).toEqual([]);
  });

  it('asks for a business token', async () => {
    expect((await h.request('POST', '/api/test-email')).status).toBe(401);
  });

  it('sends an account at most TEST_EMAILS_PER_DAY mails a day, then says so in Greek until the next day', async () => {
    const b = await business();
    const other = await business();
    for (let i = 0; i < TEST_EMAILS_PER_DAY; i++) expect((await b.testEmail()).status).toBe(200);
    const refused = await b.testEmail();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'test_email_limit', message: TEST_EMAIL_LIMIT_REACHED });
    expect(await mailsOf(h, b.accountId)).toHaveLength(TEST_EMAILS_PER_DAY);
    expect((await other.testEmail()).status).toBe(200);
    h.clock.now = new Date(WEDNESDAY.getTime() + 86_400_000);
    try {
      expect((await b.testEmail()).status).toBe(200);
    } finally {
      h.clock.now = WEDNESDAY;
    }
  });

  it('shows each post as its Facebook page and Instagram account will: names, text cut at “more”, hashtags, the images framed', async () => {
    const b = await business();
    await h.pages(b.accountId, [
      { platform: 'facebook', pageName: 'Κλινική Λάμψη', instagramUsername: null },
      { platform: 'instagram', pageName: 'Κλινική Λάμψη', instagramUsername: 'lampsi.clinic' },
    ]);
    await h.media(b.accountId, b.accountId * 100 + 1);
    await h.media(b.accountId, b.accountId * 100 + 2, { altText: null });
    const [first] = await b.list();
    const long = `${'λέξη '.repeat(40)}#ενυδάτωση & @lampsi.clinic`;
    expect((await b.call('PUT', `/api/bulk-posts/${first!.id}`, { content: long })).status).toBe(200);
    const mediaIds = [b.accountId * 100 + 1, b.accountId * 100 + 2];
    expect((await b.call('PUT', `/api/bulk-posts/${first!.id}/images`, { mediaIds })).status).toBe(200);

    const page = await (await open((await mailTo(b)).approvalUrl!)).text();
    const card = page.slice(
      page.indexOf('<div class="post">'),
      page.indexOf('<div class="post">', 20 + page.indexOf('<div class="post">')),
    );
    expect(card).toContain('aria-label="Προεπισκόπηση Facebook"');
    expect(card).toContain('aria-label="Προεπισκόπηση Instagram"');
    expect(card).toContain('<strong>Κλινική Λάμψη</strong><span class="meta">Μόλις τώρα</span>');
    // Instagram cuts it where the portal's preview does; Facebook shows this one whole.
    const cut = visibleText(long, 'instagram').text;
    expect(card).toContain(
      `<summary><strong>lampsi.clinic</strong> ${cut}… <span class="more">περισσότερα</span></summary>`,
    );
    expect(card).not.toContain('Δείτε περισσότερα');
    expect(card).toContain('<span class="tag" data-kind="hashtag">#ενυδάτωση</span> &amp; ');
    expect(card).toContain('<span class="tag" data-kind="mention">@lampsi.clinic</span>');
    // The first chosen image, with its alt text, the count of the rest, in the feed's frame.
    expect(card).toContain(`<img src="/uploads/m${mediaIds[0]}.jpg" alt="Εικόνα ${mediaIds[0]}">`);
    expect(card).toContain('<span class="count">1/2</span>');
    expect(page).toMatch(/\.frame img\{[^}]*min-height:52\.356cqw;max-height:125cqw;object-fit:cover/);
    expect(page).not.toContain('<script');
  });

  it('shows each post as its chosen Google locations will, beside Facebook and Instagram, with its offer', async () => {
    const b = await business();
    const googleCardOf = (html: string) =>
      /<article class="preview" data-network="google"[^>]*>.*?<\/article>/s.exec(html)?.[0];
    /** The page's post cards, in order. */
    const cardsOf = (html: string) => html.split('<div class="post">').slice(1);
    // No location chosen: no Google preview.
    expect(googleCardOf(await (await open((await mailTo(b)).approvalUrl!)).text())).toBeUndefined();
    await h.googleLocations(b.accountId, TWO_GOOGLE_LOCATIONS);
    const [first] = await b.list();
    const offer = {
      kind: 'offer',
      title: 'Δώρο η πρώτη εκτίμηση',
      startsAt: '2026-06-12T09:00',
      endsAt: '2026-06-30T21:00',
      couponCode: 'ANOIXI',
      terms: 'Ισχύει για νέους πελάτες.',
      redeemUrl: 'https://clinic.example.com/offer',
    };
    expect((await b.call('PUT', `/api/bulk-posts/${first!.id}`, { googleTopic: offer })).status).toBe(200);
    const page = await (await open((await mailTo(b)).approvalUrl!)).text();
    const [card = '', next = ''] = cardsOf(page);
    // The third preview of the card, headed by the first location, with the offer (an offer has no call button).
    expect(card).toMatch(
      /<div class="previews">.*data-network="facebook".*data-network="instagram".*data-network="google"/s,
    );
    const google = googleCardOf(card)!;
    expect(google).toContain('<strong>Κλινική Κηφισιάς</strong>');
    expect(google).toContain('και σε 1 ακόμη τοποθεσία');
    expect(google).toContain('Δώρο η πρώτη εκτίμηση');
    expect(google).toContain('Κωδικός: ANOIXI');
    expect(google).not.toContain('>Κλήση</span>');
    expect(textOf(google)).toContain(first!.content);
    // The offer's terms and link, written out under the previews as the sign-off page writes them.
    expect(card).toContain('data-google-topic="offer"');
    expect(card).toContain('https://clinic.example.com/offer');
    // A plain post's Google preview has the telephone's button, and no offer.
    expect(googleCardOf(next)).toContain('>Κλήση</span>');
    expect(next).not.toContain('data-google-topic');
    expect(page).not.toContain('<script');
  });

  it('heads the previews with the networks’ names until pages are chosen, then with the newest names', async () => {
    const b = await business();
    const heads = async () => {
      const page = await (await open((await mailTo(b)).approvalUrl!)).text();
      return [...page.matchAll(/<span class="who"><strong>([^<]+)<\/strong>/g)].slice(0, 2).map((m) => m[1]);
    };
    expect(await heads()).toEqual(['Facebook', 'instagram']);
    await h.pages(
      b.accountId,
      [{ platform: 'facebook', pageName: 'Νέα σελίδα', instagramUsername: null }],
      '2026-06-10T06:00:00.000Z',
    );
    // An older announcement, delivered late, changes nothing; one from before pages were announced neither.
    await savePages(h.db, {
      accountId: b.accountId,
      pageCount: 1,
      pages: [{ platform: 'facebook', pageName: 'Παλιά σελίδα', instagramUsername: null }],
      at: '2026-06-10T05:00:00.000Z',
    });
    await savePages(h.db, { accountId: b.accountId, pageCount: 0 });
    expect(await heads()).toEqual(['Νέα σελίδα', 'instagram']);
  });

  it('answers a fetch of the link with the page that shows each post with its tick, changing nothing itself', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    // A link checker's HEAD, a mail scanner's or a link preview's GET leave it unused.
    expect((await open(approvalUrl!, 'HEAD')).status).toBe(200);
    const res = await open(approvalUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('content-security-policy')).toBe(LINK_PAGE_CSP);
    expect(LINK_PAGE_CSP).not.toContain('script-src');
    const page = await res.text();
    expect(page).toContain('<html lang="el">');
    expect(page).toContain('Έγκριση 12 αναρτήσεων');
    // The clinic it speaks for: its logo and its name.
    expect(page).toMatch(/<img src="\/uploads\/logo-lampsi\.png" alt="Λογότυπο: [^"]+"/);
    expect(page).toContain(`11/06/2026 09:00 – Ορός ${b.accountId}`);
    const posts = await b.list();
    // Each post whole (behind its previews' "more" where the feed cuts it).
    for (const post of posts) expect(textOf(page)).toContain(post.content);
    expect(page).toContain(`<button type="submit">${CONFIRM_BUTTON}</button>`);
    // Nothing sends the form by itself: the business reads and ticks.
    expect(page).not.toContain('<script');
    expect(boxesOf(page)).toHaveLength(12);
    expect(boxesOf(page).every((box) => box.checked)).toBe(true);
    expect((await b.list()).some((p) => p.isScheduled)).toBe(false);
    expect((await tokensOf(h, b.accountId))[0]?.isUsed).toBe(false);
    expect((await open(approvalUrl!)).status).toBe(200);
  });

  it('schedules only the ticked posts, each approved by the link for its text', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    const [left, alsoLeft] = await b.list();
    const res = await use(approvalUrl!, (boxes) =>
      ticked(boxes).filter((v) => ![left!.id, alsoLeft!.id].includes(Number(v.split('.')[0]))),
    );
    const page = await res.text();
    expect(page).toContain('Προγραμματίστηκαν 10 αναρτήσεις');
    // A way back to the portal.
    expect(page).toContain('<a href="/business/campaigns">Μετάβαση στις καμπάνιες σας στο Post Studio</a>');
    expect(page).toContain(`10/06/2026 09:00 – Ορός ${b.accountId}: δεν την επιλέξατε`);
    const after = await b.list();
    expect(after.filter((p) => p.isScheduled).map((p) => p.id)).not.toContain(left!.id);
    expect(after.filter((p) => p.isScheduled)).toHaveLength(10);
    const approved = after.find((p) => p.isScheduled)!;
    expect(approved.approval).toMatchObject({
      via: 'email-link',
      by: `σύνδεσμος email (${b.email})`,
      at: WEDNESDAY.toISOString(),
    });
  });

  it('lists a post with a block term as not schedulable, and schedules it by no form', async () => {
    const b = await business();
    const [botox] = await b.list();
    const content = 'Ραντεβού για Botox στο ιατρείο μας.';
    expect((await b.call('PUT', `/api/bulk-posts/${botox!.id}`, { content })).status).toBe(200);
    const { approvalUrl } = await mailTo(b);
    const page = await (await open(approvalUrl!)).text();
    expect(page).toContain('Δεν μπορούν να προγραμματιστούν');
    expect(page).toContain('περιέχει «Botox» (κανόνας: Φάρμακο μόνο με ιατρική συνταγή)');
    expect(boxesOf(page)).toHaveLength(11);
    // Even a form made up with its version schedules it not.
    const forged = await use(approvalUrl!, (boxes) => [
      ...ticked(boxes),
      `${botox!.id}.${contentHash(content).slice(0, 16)}`,
    ]);
    expect(await forged.text()).toContain('Προγραμματίστηκαν 11 αναρτήσεις');
    expect((await b.list()).find((p) => p.id === botox!.id)?.isScheduled).toBe(false);
  });

  it('needs a tick of its own for a post with a warn term, and records it as the acknowledgement', async () => {
    const b = await business();
    const [painless, untouched] = await b.list();
    const content = 'Ανώδυνη αποτρίχωση με laser, κλείστε ραντεβού.';
    expect((await b.call('PUT', `/api/bulk-posts/${painless!.id}`, { content })).status).toBe(200);
    const other = 'Χωρίς πόνο, με τη φροντίδα της ομάδας μας.';
    expect((await b.call('PUT', `/api/bulk-posts/${untouched!.id}`, { content: other })).status).toBe(200);
    const { approvalUrl } = await mailTo(b);
    const page = await (await open(approvalUrl!)).text();
    expect(page).toContain(ACKNOWLEDGE_LABEL);
    const boxes = boxesOf(page);
    const boxOf = (id: number) => boxes.find((box) => box.value.startsWith(`${id}.`))!;
    expect(boxOf(painless!.id).checked).toBe(false);
    expect(boxOf(untouched!.id).checked).toBe(false);
    await use(approvalUrl!, (all) => [...ticked(all), boxOf(painless!.id).value]);
    const after = await b.list();
    const acknowledged = after.find((p) => p.id === painless!.id)!;
    expect(acknowledged.isScheduled).toBe(true);
    expect(acknowledged.acknowledgement).toMatchObject({
      by: `σύνδεσμος email (${b.email})`,
      ruleIds: ['painless'],
    });
    expect(after.find((p) => p.id === untouched!.id)?.isScheduled).toBe(false);
  });

  it('approves no text changed between the page and the click', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    const [changed] = await b.list();
    const page = await (await open(approvalUrl!)).text();
    const content = 'Ένα νέο κείμενο που κανείς δεν είδε στη σελίδα.';
    expect((await b.call('PUT', `/api/bulk-posts/${changed!.id}`, { content })).status).toBe(200);
    const res = await h.request('POST', new URL(approvalUrl!).pathname, {
      form: new URLSearchParams(ticked(boxesOf(page)).map((v) => ['approve', v])).toString(),
    });
    expect(await res.text()).toContain('το κείμενό της, το πρώτο σχόλιο ή οι εικόνες της άλλαξαν στο μεταξύ');
    expect((await b.list()).find((p) => p.id === changed!.id)?.isScheduled).toBe(false);
  });

  it('shows the first comment and each image’s alt text in the mail and on the page, escaped', async () => {
    const b = await business();
    const [post] = await b.list();
    const comment = '#δέρμα <b>Ραντεβού</b> & πληροφορίες';
    expect((await b.call('PUT', `/api/bulk-posts/${post!.id}`, { firstComment: comment })).status).toBe(200);
    await h.media(b.accountId, b.accountId * 100, { altText: 'Η αίθουσα <θεραπειών>' });
    await h.media(b.accountId, b.accountId * 100 + 1, { altText: null });
    const mediaIds = [b.accountId * 100, b.accountId * 100 + 1];
    expect((await b.call('PUT', `/api/bulk-posts/${post!.id}/images`, { mediaIds })).status).toBe(200);

    const { approvalUrl } = await mailTo(b);
    const [mail] = await mailsOf(h, b.accountId);
    expect(mail?.text).toContain(`Πρώτο σχόλιο: ${comment}`);
    expect(mail?.text).toContain(
      'Εναλλακτικά κείμενα εικόνων: 1. Η αίθουσα <θεραπειών> · 2. χωρίς εναλλακτικό κείμενο',
    );
    expect(mail?.html).toContain('#δέρμα &lt;b&gt;Ραντεβού&lt;/b&gt; &amp; πληροφορίες');
    expect(mail?.html).not.toContain('<θεραπειών>');

    const page = await (await open(approvalUrl!)).text();
    expect(page).toContain(
      '<p data-field="firstComment">#δέρμα &lt;b&gt;Ραντεβού&lt;/b&gt; &amp; πληροφορίες</p>',
    );
    expect(page).toContain('<li data-field="altText">Η αίθουσα &lt;θεραπειών&gt;</li>');
    expect(textOf(page)).toContain('Εναλλακτικά κείμενα εικόνων');
    expect(textOf(page)).toContain('χωρίς εναλλακτικό κείμενο');
  });

  it('lists a post whose first comment or alt text is flagged as not schedulable, naming the field', async () => {
    const b = await business();
    const [post] = await b.list();
    // Stored before the gate read first comments: the page finds it under the rules in force.
    await h.db
      .update(bulkGeneratedPosts)
      .set({ firstComment: 'Ρωτήστε μας για Botox.' })
      .where(eq(bulkGeneratedPosts.id, post!.id));
    const { approvalUrl } = await mailTo(b);
    const [mail] = await mailsOf(h, b.accountId);
    expect(mail?.text).toContain('«Botox» (Πρώτο σχόλιο) – Φάρμακο μόνο με ιατρική συνταγή');
    const page = await (await open(approvalUrl!)).text();
    const blocked = page.slice(page.indexOf('Δεν μπορούν να προγραμματιστούν'));
    expect(textOf(blocked)).toContain('Ρωτήστε μας για Botox.');
    expect(textOf(blocked)).toContain(
      'Πρώτο σχόλιο: Η ανάρτηση δεν μπορεί να προγραμματιστεί: περιέχει «Botox»',
    );
    expect(boxesOf(page)).toHaveLength((await b.list()).filter((p) => !p.isScheduled).length - 1);
  });

  it('approves no first comment or alt text changed between the page and the click', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    const [changed] = await b.list();
    const page = await (await open(approvalUrl!)).text();
    const firstComment = 'Ένα σχόλιο που κανείς δεν είδε στη σελίδα.';
    expect((await b.call('PUT', `/api/bulk-posts/${changed!.id}`, { firstComment })).status).toBe(200);
    const res = await h.request('POST', new URL(approvalUrl!).pathname, {
      form: new URLSearchParams(ticked(boxesOf(page)).map((v) => ['approve', v])).toString(),
    });
    expect(await res.text()).toContain('άλλαξαν στο μεταξύ');
    const after = (await b.list()).find((p) => p.id === changed!.id);
    expect(after).toMatchObject({ isScheduled: false, firstComment });
  });

  it('offers no button when nothing is left to schedule', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    for (const post of await b.list())
      expect((await b.call('PUT', `/api/bulk-posts/${post.id}`, SCHEDULE)).status).toBe(200);
    const page = await (await open(approvalUrl!)).text();
    expect(page).toContain(NOTHING_TO_SCHEDULE);
    expect(page).toContain('ήταν ήδη προγραμματισμένη');
    expect(page).not.toContain('<form');
  });

  it("schedules the listed posts when the page's button is pressed, and nothing the second time", async () => {
    const b = await business();
    const scheduled = h.events('posts.post.scheduled');
    const { approvalUrl, secret } = await mailTo(b);
    const listed = await b.list();

    const first = await use(approvalUrl!);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const page = await first.text();
    expect(page).toContain('Προγραμματίστηκαν 12 αναρτήσεις');
    expect(page).toContain(`11/06/2026 09:00 – Ορός ${b.accountId}`);

    const after = await b.list();
    expect(after.every((p) => p.isScheduled && p.postStatus === 'scheduled')).toBe(true);
    expect(after.every((p) => p.scheduledAt === WEDNESDAY.toISOString())).toBe(true);
    const mine = () =>
      (scheduled as { accountId: number; postId: number }[]).filter((e) => e.accountId === b.accountId);
    await expect.poll(() => mine().length).toBe(12);
    expect(mine().map((e) => e.postId)).toEqual(expect.arrayContaining(listed.map((p) => p.id)));

    for (const again of [await use(approvalUrl!), await open(approvalUrl!)]) {
      expect(again.status).toBe(410);
      const text = await again.text();
      expect(text).toContain(LINK_USED);
      expect(text).toContain('10/06/2026 08:00');
    }
    const [link] = await tokensOf(h, b.accountId);
    expect(link).toMatchObject({ token: hashSecret(secret), isUsed: true, usedAt: WEDNESDAY });
    // The used link wrote nothing: the outbox, written in the same transaction as any schedule, holds
    // the twelve announcements of the first use only.
    const written = await h.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, 'posts.post.scheduled'),
          sql`(${outbox.payload}->>'accountId')::int = ${b.accountId}`,
        ),
      );
    expect(written).toHaveLength(12);
  });

  it('skips the posts scheduled, deleted or past meanwhile, and says why', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    const [past, alreadyScheduled, deleted, ...rest] = await b.list();
    expect((await b.call('PUT', `/api/bulk-posts/${alreadyScheduled!.id}`, SCHEDULE)).status).toBe(200);
    expect((await b.call('DELETE', `/api/bulk-posts/${deleted!.id}`)).status).toBe(200);
    h.clock.now = new Date(new Date(past!.scheduledDate!).getTime() + 60_000);
    try {
      const preview = await (await open(approvalUrl!)).text();
      expect(preview).toContain(`Έγκριση ${rest.length} αναρτήσεων`);
      expect(preview).toContain(`10/06/2026 09:00 – Ορός ${b.accountId}: η ώρα της έχει ήδη περάσει`);
      const res = await use(approvalUrl!);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain(`Προγραμματίστηκαν ${rest.length} αναρτήσεις`);
      expect(page).toContain(`10/06/2026 09:00 – Ορός ${b.accountId}: η ώρα της έχει ήδη περάσει`);
      expect(page).toContain(`11/06/2026 09:00 – Ορός ${b.accountId}: ήταν ήδη προγραμματισμένη`);
      expect(page).toContain('Μία ανάρτηση έχει διαγραφεί');
      const after = await b.list();
      expect(after.find((p) => p.id === past!.id)?.isScheduled).toBe(false);
      expect(after.find((p) => p.id === deleted!.id)).toBeUndefined();
      expect(after.filter((p) => rest.some((r) => r.id === p.id)).every((p) => p.isScheduled)).toBe(true);
    } finally {
      h.clock.now = WEDNESDAY;
    }
  });

  it('schedules nothing once the link has expired', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    h.clock.now = new Date(WEDNESDAY.getTime() + 72 * 3_600_000 + 1);
    try {
      for (const res of [await open(approvalUrl!), await open(approvalUrl!, 'POST')]) {
        expect(res.status).toBe(410);
        expect(await res.text()).toContain(LINK_EXPIRED);
      }
      expect((await b.list()).some((p) => p.isScheduled)).toBe(false);
      expect((await tokensOf(h, b.accountId))[0]?.isUsed).toBe(false);
    } finally {
      h.clock.now = WEDNESDAY;
    }
  });

  it('answers an unknown or malformed link with 404', async () => {
    for (const secret of ['A'.repeat(43), 'short', `${'A'.repeat(42)}!`]) {
      for (const method of ['GET', 'POST']) {
        const res = await h.request(method, `/api/email-scheduling/${encodeURIComponent(secret)}`);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain(LINK_INVALID);
      }
    }
  });

  it('credits the approval to the recipients the link was mailed to, not to who is there now', async () => {
    const b = await business();
    const { approvalUrl } = await mailTo(b);
    await h.adminUser(b.accountId, b.accountId * 10 + 1, `later${b.accountId}@example.com`);
    expect((await use(approvalUrl!)).status).toBe(200);
    const approved = (await b.list()).find((p) => p.isScheduled)!;
    expect(approved.approval?.by).toBe(`σύνδεσμος email (${b.email})`);
    const [link] = await tokensOf(h, b.accountId);
    expect(link?.recipients).toEqual([{ adminUserId: b.accountId * 10, email: b.email }]);
  });

  it('voids the links mailed before a new e-mail, a disabled or removed recipient, or a suspension, for good', async () => {
    const refusedAfter = async (change: (b: Business) => Promise<void>) => {
      const b = await business();
      const { approvalUrl } = await mailTo(b);
      await change(b);
      await expect.poll(async () => (await open(approvalUrl!)).status).toBe(410);
      const res = await use(approvalUrl!, () => []);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain(LINK_VOID);
      expect((await b.list()).some((p) => p.isScheduled)).toBe(false);
    };
    const adminId = (b: Business) => b.accountId * 10;
    await refusedAfter((b) => h.adminUser(b.accountId, adminId(b), `right${b.accountId}@example.com`, false));
    await refusedAfter(async (b) => {
      await h.adminUser(b.accountId, adminId(b), b.email, true);
      await h.adminUser(b.accountId, adminId(b), b.email, false);
    });
    await refusedAfter(async (b) => {
      await h.platform.bus.publish(
        'auth.admin-user.removed',
        { adminUserId: adminId(b), accountId: b.accountId },
        randomUUID(),
      );
    });
    await refusedAfter(async (b) => {
      const at = WEDNESDAY.toISOString();
      await h.platform.bus.publish('auth.account.suspended', { accountId: b.accountId, at }, randomUUID());
      await h.platform.bus.publish('auth.account.reactivated', { accountId: b.accountId, at }, randomUUID());
    });
  });

  it("schedules with a link only its own account's posts", async () => {
    const mine = await business();
    const theirs = await business();
    const { approvalUrl } = await mailTo(mine);
    const [link] = await tokensOf(h, mine.accountId);
    const ids = (await mine.list()).map((p) => p.id);
    expect(link?.postIds).toEqual(ids);
    expect((await use(approvalUrl!)).status).toBe(200);
    expect((await mine.list()).every((p) => p.isScheduled)).toBe(true);
    expect((await theirs.list()).some((p) => p.isScheduled)).toBe(false);
  });
});

describe.each(drivers)('e-mail approval on %s, through an SMTP server', (driver) => {
  let h: PostsHarness;
  let smtp: FakeSmtp;
  const business = businesses(() => h);

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    h = await postsHarness(driver, {
      mailer: createSmtpMailer(smtp.url, 'Post Studio <no-reply@studio.example.com>'),
      publicUrl: ['https://studio.example.com', 'http://127.0.0.1:8080'],
      clockStart: WEDNESDAY,
    });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });
  beforeEach(() => h.clock.reset());

  it('mails the link that schedules only to those who may schedule, never to a medical reviewer', async () => {
    const b = await business();
    await h.adminUser(
      b.accountId,
      b.accountId * 10 + 2,
      `dr-${b.accountId}@clinic.test`,
      undefined,
      'medical_reviewer',
    );
    await h.adminUser(
      b.accountId,
      b.accountId * 10 + 3,
      `mkt-${b.accountId}@clinic.test`,
      undefined,
      'marketer',
    );
    const res = await b.testEmail();
    expect(res.status).toBe(200);
    expect(((await res.json()) as TestEmailResponse).recipients).toEqual([
      b.email,
      `mkt-${b.accountId}@clinic.test`,
    ]);
    const [received] = smtp.received.splice(0);
    expect(received?.to).toEqual([b.email, `mkt-${b.accountId}@clinic.test`]);
  });

  it('mails the link to the admins and shows it nowhere else', async () => {
    const b = await business();
    const res = await b.testEmail();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: `Το email στάλθηκε στο ${b.email}.`,
      delivery: 'smtp',
      recipients: [b.email],
      postCount: 12,
      approvalUrl: null,
    });
    const [received] = smtp.received.splice(0);
    expect(received?.to).toEqual([b.email]);
    expect(headerOf(received!.raw, 'subject')).toBe('Οι επόμενες αναρτήσεις σας – Αισθητική Λάμψη');
    const text = partOf(received!.raw, 'text/plain');
    const url = /https:\/\/studio\.example\.com\/api\/email-scheduling\/([A-Za-z0-9_-]{43})/.exec(text);
    expect(url).not.toBeNull();
    const [mail] = await mailsOf(h, b.accountId);
    expect(mail).toMatchObject({ delivery: 'smtp', messageId: headerOf(received!.raw, 'message-id') });
    expect(`${mail?.text}${mail?.html}`).not.toContain(url![1]!);
    expect((await tokensOf(h, b.accountId))[0]?.token).toBe(hashSecret(url![1]!));

    const page = await (await h.request('GET', new URL(url![0]).pathname)).text();
    const confirmed = await h.request('POST', new URL(url![0]).pathname, {
      form: new URLSearchParams(ticked(boxesOf(page)).map((v) => ['approve', v])).toString(),
    });
    expect(confirmed.status).toBe(200);
    expect((await b.list()).every((p) => p.isScheduled)).toBe(true);
  });

  it('links to the listed address the business is using, and to the first for any other Host', async () => {
    const b = await business();
    const token = await h.businessToken(b.accountId);
    const linkFrom = async (host: string) => {
      const res = await h.request('POST', '/api/test-email', {
        token,
        headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': host },
      });
      expect(res.status).toBe(200);
      const text = partOf(smtp.received.splice(0)[0]!.raw, 'text/plain');
      return /(\S+)\/api\/email-scheduling\/[A-Za-z0-9_-]{43}/.exec(text)?.[1];
    };
    expect(await linkFrom('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(await linkFrom('attacker.example')).toBe('https://studio.example.com');
  });

  it('is a 502 when the server refuses the mail, and leaves no link or mail behind', async () => {
    const b = await business();
    smtp.refuse(true);
    try {
      const res = await b.testEmail();
      expect(res.status).toBe(502);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('mail_failed');
      expect(body.message.startsWith(`${MAIL_FAILED}: `)).toBe(true);
      expect(await tokensOf(h, b.accountId)).toEqual([]);
      expect(await mailsOf(h, b.accountId)).toEqual([]);
    } finally {
      smtp.refuse(false);
    }
  });
});
