import { randomUUID } from 'node:crypto';
import type { WeeklyDigestResponse, WeeklyDigestTestResponse } from '@studio/contracts';
import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { createLogger, createSmtpMailer, type Mail, type Mailer, recordAccountState } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountStates,
  bulkGeneratedPosts,
  emailSchedulingTokens,
  mails,
  postInsights,
  testEmailUsage,
  weeklyDigests,
} from '../db/schema.ts';
import { hashSecret } from '../email/link-secret.ts';
import { MAIL_KEPT, NO_ADMIN_EMAIL } from '../posts/approval-link-routes.ts';
import { contentHash, type PostRow } from '../posts/queries.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { NO_COMPANY, NOTHING_TO_SAY } from './routes.ts';
import { startDigestWorker } from './worker.ts';

const logger = createLogger('digest-test', 'silent');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Monday 30 March 2026, 08:00 in Athens: 05:00 UTC, the day after summer time began (at 03:00 on
 * Sunday the 29th clocks went from UTC+2 to UTC+3). Last week ran from Monday 23 March 00:00 (+02,
 * 22 March 22:00 UTC) to Monday 30 March 00:00 (+03, 29 March 21:00 UTC).
 */
const MONDAY_8 = new Date('2026-03-30T05:00:00Z');
/** Athens local time on the days of the test, as UTC. */
const athens = (iso: string) => {
  const summer = iso >= '2026-03-29T03:00';
  return new Date(`${iso}:00${summer ? '+03:00' : '+02:00'}`);
};
const LINK = /http:\/\/localhost:8080\/api\/email-scheduling\/([A-Za-z0-9_-]{43})/;

/** A mailer that keeps what it is given, as the kept mailer would, for the test to read. */
function recordingMailer() {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    delivery: 'kept',
    async send(mail) {
      sent.push(mail);
      return { messageId: null };
    },
  };
  return { sent, mailer };
}

describe.each(drivers)('the weekly digest on %s', (driver) => {
  let h: PostsHarness;
  const inbox = recordingMailer();
  let nextAccount = 700;

  beforeAll(async () => {
    h = await postsHarness(driver, { clockStart: MONDAY_8, mailer: inbox.mailer });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  const worker = (mailer: Mailer = inbox.mailer, options: { claimMs?: number } = {}) =>
    startDigestWorker({
      db: h.db,
      mailer,
      now: () => h.clock.now,
      logger,
      publicUrl: 'http://localhost:8080',
      intervalMs: 3_600_000,
      ...options,
    });
  const at = async (moment: Date, mailer?: Mailer) => {
    h.clock.now = moment;
    const w = worker(mailer);
    try {
      await w.runDue();
    } finally {
      await w.stop();
    }
  };

  /** A business with its company in Athens and, unless told otherwise, an admin user: its id and address. */
  async function business({ admin = true, company = true, timeZone = 'Europe/Athens' } = {}) {
    const accountId = nextAccount++;
    const email = `digest${accountId}@example.com`;
    if (company) await h.company(accountId, { timeZone });
    if (admin) await h.adminUser(accountId, accountId * 10, email);
    return { accountId, email, token: await h.businessToken(accountId) };
  }

  /** One of the account's posts: a draft at `scheduledDate` unless fields say otherwise. */
  async function post(accountId: number, fields: Partial<typeof bulkGeneratedPosts.$inferInsert> = {}) {
    const content = fields.content ?? `Απαλή φροντίδα για κάθε επιδερμίδα ${randomUUID()}`;
    const [row] = await h.db
      .insert(bulkGeneratedPosts)
      .values({
        accountId,
        productName: 'Ορός υαλουρονικού',
        categoryName: 'Περιποίηση προσώπου',
        productImage: '/uploads/serum.jpg',
        postStatus: 'draft',
        ...fields,
        content,
        contentHash: contentHash(content),
      })
      .returning();
    return row!;
  }
  const published = (accountId: number, publishedAt: Date, fields: Partial<PostRow> = {}) =>
    post(accountId, {
      postStatus: 'published',
      isScheduled: true,
      scheduledDate: publishedAt,
      publishedAt,
      ...fields,
    });

  /** A reading of a post's numbers on its Facebook page (what svc-social's insights event leaves). */
  async function reading(
    post: PostRow,
    checkpoint: 'first' | '1h' | '24h' | '7d',
    collectedAt: Date,
    n: { reach: number; views: number; engagement: number; clicks: number },
  ) {
    await h.db.insert(postInsights).values({
      postId: post.id,
      accountId: post.accountId,
      platform: 'facebook',
      pageId: '101',
      pageName: 'Κλινική Demo',
      graphPostId: `101_${post.id}`,
      checkpoint,
      checkpointRank: ['first', '1h', '24h', '7d', '28d'].indexOf(checkpoint),
      collectedAt,
      publishedAt: post.publishedAt!,
      productId: post.productId,
      productName: post.productName,
      categoryName: post.categoryName,
      ...n,
      likes: n.engagement,
      comments: 0,
      shares: 0,
    });
  }

  const sentTo = (email: string) => inbox.sent.filter((m) => m.to.includes(email));
  const rowOf = async (accountId: number) => {
    const rows = await h.db.select().from(weeklyDigests).where(eq(weeklyDigests.accountId, accountId));
    return rows;
  };
  const storedMails = (accountId: number) => h.db.select().from(mails).where(eq(mails.accountId, accountId));

  it('goes on Monday at 08:00 in Athens, not at 07:59, the day after summer time began', async () => {
    const b = await business();
    await post(b.accountId, { scheduledDate: athens('2026-03-31T09:00') });

    await at(new Date(MONDAY_8.getTime() - 60_000));
    expect(sentTo(b.email)).toEqual([]);
    expect(await rowOf(b.accountId)).toEqual([]);

    await at(MONDAY_8);
    expect(sentTo(b.email)).toHaveLength(1);
    expect(await rowOf(b.accountId)).toMatchObject([
      { weekStart: '2026-03-30', outcome: 'sent', sentAt: MONDAY_8, dueAt: MONDAY_8, attempts: 1 },
    ]);
  });

  it('writes last week’s results against the week before, the best posts, and the coming week with its flags and link', async () => {
    const b = await business();
    const a = b.accountId;
    // Last week: three posts published (one still without numbers), the last one on Sunday at 23:30.
    const best = await published(a, athens('2026-03-24T09:00'), { productName: 'Ορός Λάμψης' });
    await reading(best, 'first', athens('2026-03-24T09:05'), {
      reach: 100,
      views: 120,
      engagement: 5,
      clicks: 0,
    });
    await reading(best, '24h', athens('2026-03-25T09:00'), {
      reach: 1000,
      views: 1500,
      engagement: 60,
      clicks: 4,
    });
    const sunday = await published(a, athens('2026-03-29T23:30'), { productName: 'Μάσκα Ενυδάτωσης' });
    await reading(sunday, '1h', athens('2026-03-30T00:30'), {
      reach: 200,
      views: 250,
      engagement: 10,
      clicks: 2,
    });
    await published(a, athens('2026-03-25T09:00'));
    // Monday 00:30 is this week: not in last week's numbers.
    const thisWeek = await published(a, athens('2026-03-30T00:30'));
    await reading(thisWeek, 'first', athens('2026-03-30T00:35'), {
      reach: 5000,
      views: 5000,
      engagement: 500,
      clicks: 50,
    });
    // The week before, its numbers as they stood a week ago (Monday 23 March 08:00): the 7-day reading came after.
    const before = await published(a, athens('2026-03-17T09:00'));
    await reading(before, '24h', athens('2026-03-18T09:00'), {
      reach: 800,
      views: 1000,
      engagement: 50,
      clicks: 5,
    });
    await reading(before, '7d', athens('2026-03-24T09:00'), {
      reach: 2000,
      views: 3000,
      engagement: 90,
      clicks: 9,
    });
    const beforeSunday = await published(a, athens('2026-03-22T23:00'));
    await reading(beforeSunday, '1h', athens('2026-03-23T00:00'), {
      reach: 200,
      views: 250,
      engagement: 10,
      clicks: 3,
    });
    // The coming week: scheduled, a draft, a draft with a `warn` term, one with a `block` term; not
    // the one whose time passed this morning, nor next Monday's at 09:00.
    await h.pages(a, [
      { platform: 'facebook', pageName: 'Κλινική Demo – Αθήνα', instagramUsername: null },
      { platform: 'instagram', pageName: 'Κλινική Demo', instagramUsername: 'klinikidemo' },
    ]);
    const scheduled = await post(a, {
      scheduledDate: athens('2026-03-31T09:00'),
      isScheduled: true,
      postStatus: 'scheduled',
      productName: 'Κρέμα Ματιών',
      content: 'Λάμψη για τα μάτια σας #περιποίηση @klinikidemo',
    });
    const draft = await post(a, { scheduledDate: athens('2026-04-01T09:00') });
    const warned = await post(a, {
      scheduledDate: athens('2026-04-02T09:00'),
      content: 'Ένα ανώδυνο peeling για λαμπερό δέρμα.',
    });
    const blocked = await post(a, {
      scheduledDate: athens('2026-04-03T09:00'),
      content: 'Το Botox χαρίζει νεανική όψη.',
    });
    const passed = await post(a, { scheduledDate: athens('2026-03-30T07:00') });
    const nextWeek = await post(a, { scheduledDate: athens('2026-04-06T09:00') });

    await at(MONDAY_8);
    const [mail] = sentTo(b.email);
    expect(mail?.subject).toBe('Εβδομαδιαία σύνοψη 23/03 – 29/03/2026 – Αισθητική Λάμψη');
    const text = mail!.text;
    expect(text).toContain(
      'Τα αποτελέσματα της εβδομάδας 23/03 – 29/03/2026 και οι αναρτήσεις σας έως Δευτέρα 06/04 08:00.',
    );
    expect(text).toContain('Αναρτήσεις που δημοσιεύτηκαν: 3 (+50% από 2)');
    expect(text).toContain('Προσέγγιση (άτομα): 1.200 (+20% από 1.000)');
    expect(text).toContain('Προβολές: 1.750 (+40% από 1.250)');
    expect(text).toContain('Αλληλεπιδράσεις: 70 (+17% από 60)');
    expect(text).toContain('Κλικ: 6 (−25% από 8)');
    expect(text).toContain('1. Ορός Λάμψης – Τρίτη 24/03 09:00: 1.000 άτομα, 60 αλληλεπιδράσεις');
    expect(text).toContain('2. Μάσκα Ενυδάτωσης – Κυριακή 29/03 23:30: 200 άτομα, 10 αλληλεπιδράσεις');
    expect(text).toContain(
      '4 αναρτήσεις: 1 προγραμματισμένη, 2 περιμένουν την έγκρισή σας, 1 δεν μπορεί να προγραμματιστεί.',
    );
    expect(text).toContain(
      'Δημοσιεύονται στο Facebook ως «Κλινική Demo – Αθήνα» και στο Instagram ως «klinikidemo».',
    );
    expect(text).toContain('• Τρίτη 31/03 09:00 – Κρέμα Ματιών (Προγραμματισμένη)');
    expect(text).toContain('• Τετάρτη 01/04 09:00 – Ορός υαλουρονικού (Περιμένει την έγκρισή σας)');
    expect(text).toContain('«ανώδυνο» – ');
    expect(text).toContain('• Παρασκευή 03/04 09:00 – Ορός υαλουρονικού (Δεν μπορεί να προγραμματιστεί)');
    expect(text).toContain('«Botox» – ');
    for (const p of [scheduled, draft, warned, blocked]) expect(text).toContain(p.content);
    for (const p of [passed, nextWeek]) expect(text).not.toContain(p.content);
    // In the order they go out.
    expect(text.indexOf(scheduled.content)).toBeLessThan(text.indexOf(blocked.content));

    // The link offers the three drafts until next Monday 08:00; only its hash is kept, and the stored mail has it redacted.
    const secret = LINK.exec(text)?.[1];
    expect(secret).toBeDefined();
    const [link] = await h.db
      .select()
      .from(emailSchedulingTokens)
      .where(eq(emailSchedulingTokens.token, hashSecret(secret!)));
    expect(link).toMatchObject({
      accountId: a,
      postIds: [draft.id, warned.id, blocked.id],
      expiresAt: new Date('2026-04-06T05:00:00Z'),
    });
    const [stored] = await storedMails(a);
    expect(stored?.text).toContain('/api/email-scheduling/[redacted]');
    expect(stored?.html).not.toContain(secret);

    // The HTML: Greek, no script, every image by its absolute address.
    const html = mail!.html;
    expect(html).toContain('<html lang="el">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('src="http://localhost:8080/uploads/serum.jpg"');
    expect(html).not.toMatch(/src="\//);
    expect(html).toContain('>+20%<');
    expect(html).toContain('>−25%<');
    expect(html).toContain('>1.200<');
    // Hashtags and mentions as the feeds draw them.
    expect(html).toContain('Λάμψη για τα μάτια σας <span style="color:#1d5fc4">#περιποίηση</span>');
  });

  it('warns that nothing will be published while no page is chosen', async () => {
    const b = await business();
    await post(b.accountId, {
      scheduledDate: athens('2026-03-31T09:00'),
      isScheduled: true,
      postStatus: 'scheduled',
    });
    await at(MONDAY_8);
    expect(sentTo(b.email)[0]?.text).toContain(
      '⚠ Δεν έχετε επιλέξει σελίδα Facebook ή λογαριασμό Instagram: καμία ανάρτηση δεν θα δημοσιευτεί μέχρι να επιλέξετε στις Πλατφόρμες.',
    );
  });

  it('approves the coming week through the digest’s link: a flagged post needs its own tick, a blocked one is not schedulable', async () => {
    const b = await business();
    const draft = await post(b.accountId, { scheduledDate: athens('2026-03-31T09:00') });
    const warned = await post(b.accountId, {
      scheduledDate: athens('2026-04-01T09:00'),
      content: 'Ανώδυνο καθάρισμα προσώπου για όλες τις εποχές.',
    });
    await post(b.accountId, { scheduledDate: athens('2026-04-02T09:00'), content: 'Botox για όλους.' });
    await at(MONDAY_8);
    const url = new URL(LINK.exec(sentTo(b.email)[0]!.text)![0]);

    const page = await (await h.request('GET', url.pathname)).text();
    const boxes = [...page.matchAll(/name="approve" value="([^"]+)"( checked)?/g)];
    expect(boxes.map((m) => [m[1]!.split('.')[0], m[2] !== undefined])).toEqual([
      [String(draft.id), true],
      [String(warned.id), false],
    ]);
    expect(page).toContain('Δεν μπορούν να προγραμματιστούν');

    h.clock.now = new Date(MONDAY_8.getTime() + HOUR);
    const done = await h.request('POST', url.pathname, {
      form: new URLSearchParams(boxes.map((m) => ['approve', m[1]!])).toString(),
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Προγραμματίστηκαν 2 αναρτήσεις');
    const rows = await h.db
      .select()
      .from(bulkGeneratedPosts)
      .where(eq(bulkGeneratedPosts.accountId, b.accountId));
    expect(
      rows
        .filter((r) => r.isScheduled)
        .map((r) => r.id)
        .sort(),
    ).toEqual([draft.id, warned.id].sort());
    expect(rows.find((r) => r.id === warned.id)?.approval).toMatchObject({ via: 'email-link' });
  });

  it('sends each account’s week once, whatever the number of replicas, and not again after a restart', async () => {
    const b = await business();
    await post(b.accountId, { scheduledDate: athens('2026-03-31T09:00') });
    h.clock.now = MONDAY_8;
    const replicas = [worker(), worker(), worker()];
    await Promise.all(replicas.map((w) => w.runDue()));
    await Promise.all(replicas.map((w) => w.stop()));
    expect(sentTo(b.email)).toHaveLength(1);

    // A restart later that Monday: a new worker finds the week sent.
    await at(new Date(MONDAY_8.getTime() + 6 * HOUR));
    expect(sentTo(b.email)).toHaveLength(1);
    expect(await storedMails(b.accountId)).toHaveLength(1);
  });

  it('sends each medical reviewer their own digest of the posts waiting for them, with sign-off links bound to each version, once', async () => {
    const b = await business();
    const a = b.accountId;
    const reviewer = `dr${a}@example.com`;
    await h.adminUser(a, a * 10 + 2, reviewer, undefined, 'medical_reviewer');
    const byOwner = (method: string, url: string, json?: unknown) =>
      h.request(method, url, { token: b.token, json });
    expect((await byOwner('PUT', '/api/posts/clinical-signoff', { mode: 'all' })).status).toBe(200);
    // One sent for sign-off, one signed off already, one never sent: only the first waits for the reviewer.
    const waiting = await post(a, { scheduledDate: athens('2026-03-31T09:00'), productName: 'Laser Λάμψης' });
    const signed = await post(a, { scheduledDate: athens('2026-04-01T09:00') });
    const unsent = await post(a, { scheduledDate: athens('2026-04-02T09:00') });
    expect((await byOwner('POST', `/api/bulk-posts/${waiting.id}/signoff`)).status).toBe(200);
    const submitted = (await (await byOwner('POST', `/api/bulk-posts/${signed.id}/signoff`)).json()) as {
      signOff: { payloadHash: string };
    };
    expect(
      (
        await byOwner('POST', `/api/bulk-posts/${signed.id}/signoff/decision`, {
          decision: 'sign_off',
          payloadHash: submitted.signOff.payloadHash,
        })
      ).status,
    ).toBe(200);
    const digestsTo = (to: string) => sentTo(to).filter((m) => m.subject.includes('σύνοψη'));

    // Two replicas at once.
    h.clock.now = MONDAY_8;
    const replicas = [worker(), worker()];
    await Promise.all(replicas.map((w) => w.runDue()));
    await Promise.all(replicas.map((w) => w.stop()));
    const [mail, ...more] = digestsTo(reviewer);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([reviewer]);
    expect(mail!.subject).toMatch(/^Εβδομαδιαία σύνοψη ιατρικού ελέγχου/);
    expect(mail!.text).toContain('1 ανάρτηση περιμένει τον ιατρικό σας έλεγχο.');
    expect(mail!.text).toContain(waiting.content);
    expect(mail!.text).not.toContain(signed.content);
    expect(mail!.text).not.toContain(unsent.content);
    expect(mail!.text).not.toMatch(LINK);
    expect(mail!.html).not.toContain('/api/email-scheduling/');
    // Its secret is stored hashed, the mail kept with it redacted.
    const stored = (await storedMails(a)).find((m) => m.recipients.includes(reviewer))!;
    expect(stored.text).toContain('/api/clinical-signoff/[redacted]');
    // The account's digest is as it was: to the owner, with its approval link, not to the reviewer.
    const [ownerMail] = digestsTo(b.email);
    expect(ownerMail!.to).toEqual([b.email]);
    expect(ownerMail!.text).toMatch(LINK);
    expect(ownerMail!.subject).not.toContain('ιατρικού ελέγχου');

    // The link signs off the version it was mailed for, once.
    const link = /\/api\/clinical-signoff\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
    expect((await h.request('POST', link, { form: '' })).status).toBe(200);
    const states = (await (await byOwner('GET', '/api/posts/signoff/states')).json()) as {
      states: { postId: number; state: string; reviewedBy: string | null }[];
    };
    expect(states.states.find((s) => s.postId === waiting.id)).toMatchObject({
      state: 'signed_off',
      reviewedBy: `σύνδεσμος email (${reviewer})`,
    });
    expect((await h.request('POST', link, { form: '' })).status).toBe(410);

    // Another replica, or a restart, later that Monday: nothing goes twice.
    await at(new Date(MONDAY_8.getTime() + HOUR));
    expect(digestsTo(reviewer)).toHaveLength(1);
    expect(digestsTo(b.email)).toHaveLength(1);
    expect((await rowOf(a)).map((r) => [r.recipient, r.outcome]).sort()).toEqual([
      ['', 'sent'],
      [reviewer, 'sent'],
    ]);
  });

  it('goes when the platform comes back later that Monday, and never on Tuesday', async () => {
    const late = await business();
    await post(late.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    await at(athens('2026-03-30T16:40'));
    expect(sentTo(late.email)).toHaveLength(1);

    const missed = await business();
    await post(missed.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    // Down from Monday morning to Tuesday 00:00 local: that week's digest is not sent late.
    await at(athens('2026-03-31T00:00'));
    await at(athens('2026-03-31T09:00'));
    expect(sentTo(missed.email)).toEqual([]);
    expect(await rowOf(missed.accountId)).toEqual([]);
  });

  it('sends a digest cut short by a crash again once its claim expires, with the same Message-ID', async () => {
    // Every other business's digest of the week goes first, so the dying replica takes this one.
    await at(MONDAY_8);
    const smtp: FakeSmtp = await startFakeSmtp();
    try {
      const b = await business();
      await post(b.accountId, { scheduledDate: athens('2026-03-31T09:00') });
      // The first replica dies during the SMTP conversation: its send never returns.
      const attempted: Mail[] = [];
      let die: (error: Error) => void = () => {};
      const dying: Mailer = {
        delivery: 'smtp',
        send: (mail) => {
          attempted.push(mail);
          return new Promise((_, reject) => {
            die = reject;
          });
        },
      };
      const started = new Date(MONDAY_8.getTime() + 1_000);
      h.clock.now = started;
      const first = worker(dying);
      const stopping = new AbortController();
      void first.runDue(stopping.signal).catch(() => {});
      await expect.poll(() => attempted.length).toBe(1);
      expect(await rowOf(b.accountId)).toMatchObject([{ outcome: 'pending', sendingSince: started }]);

      // Before its claim (5 minutes) expires no other replica takes it; after, one does.
      await at(
        new Date(MONDAY_8.getTime() + 4 * 60_000),
        createSmtpMailer(smtp.url, 'Post Studio <no-reply@localhost>'),
      );
      expect(smtp.received.filter((m) => m.to.includes(b.email))).toEqual([]);
      await at(
        new Date(MONDAY_8.getTime() + 6 * 60_000),
        createSmtpMailer(smtp.url, 'Post Studio <no-reply@localhost>'),
      );
      const received = smtp.received.filter((m) => m.to.includes(b.email));
      expect(received).toHaveLength(1);
      const messageId = `<weekly-digest.${b.accountId}.2026-03-30@localhost>`;
      expect(attempted[0]?.messageId).toBe(messageId);
      expect(headerOf(received[0]!.raw, 'Message-ID')).toBe(messageId);
      expect(partOf(received[0]!.raw, 'text/html')).toContain('<html lang="el">');
      expect(partOf(received[0]!.raw, 'text/plain')).toContain(
        'Η εβδομάδα που έρχεται (έως Δευτέρα 06/04 08:00)',
      );
      expect(await rowOf(b.accountId)).toMatchObject([{ outcome: 'sent', attempts: 2 }]);

      // The dead replica's send failing late changes nothing.
      stopping.abort();
      die(new Error('connection reset'));
      await first.stop();
      expect(await rowOf(b.accountId)).toMatchObject([{ outcome: 'sent' }]);
    } finally {
      await smtp.close();
    }
  });

  it('tries a mail the server refused again later that Monday, and gives it up when Monday ends', async () => {
    const smtp = await startFakeSmtp();
    const mailer = createSmtpMailer(smtp.url, 'Post Studio <no-reply@localhost>');
    try {
      const retried = await business();
      await post(retried.accountId, { scheduledDate: athens('2026-04-01T09:00') });
      smtp.refuse(true);
      await at(MONDAY_8, mailer);
      const [row] = await rowOf(retried.accountId);
      expect(row).toMatchObject({
        outcome: 'pending',
        sendingSince: null,
        nextAttemptAt: new Date(MONDAY_8.getTime() + 60_000),
      });
      expect(row?.reason).toContain('Mailbox unavailable');
      smtp.refuse(false);
      await at(new Date(MONDAY_8.getTime() + 61_000), mailer);
      expect(smtp.received.filter((m) => m.to.includes(retried.email))).toHaveLength(1);

      const given = await business();
      await post(given.accountId, { scheduledDate: athens('2026-04-01T09:00') });
      smtp.refuse(true);
      await at(athens('2026-03-30T23:50'), mailer);
      await at(athens('2026-03-31T00:00'), mailer);
      expect(await rowOf(given.accountId)).toMatchObject([{ outcome: 'missed' }]);
      smtp.refuse(false);
      await at(athens('2026-03-31T00:10'), mailer);
      expect(smtp.received.filter((m) => m.to.includes(given.email))).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('sends nothing to a business that turned it off, has no admin user (or only a disabled one), is suspended or has nothing to say', async () => {
    const off = await business();
    await post(off.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    const put = await h.request('PUT', '/api/posts/weekly-digest', {
      token: off.token,
      json: { enabled: false },
    });
    expect(put.status).toBe(200);
    const noAdmin = await business({ admin: false });
    await post(noAdmin.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    const suspended = await business();
    await post(suspended.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    await recordAccountState(
      h.db,
      accountStates,
      suspended.accountId,
      true,
      new Date(MONDAY_8.getTime() - DAY),
    );
    const quiet = await business();
    // Published two weeks ago and nothing coming: nothing to say this week.
    await published(quiet.accountId, athens('2026-03-17T09:00'));
    const noCompany = await business({ company: false });
    await post(noCompany.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    // The platform admin disabled its only user.
    const disabled = await business();
    await post(disabled.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    await h.adminUser(disabled.accountId, disabled.accountId * 10, disabled.email, true);
    // Of two users, the disabled one gets nothing.
    const team = await business();
    await post(team.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    const colleague = `colleague${team.accountId}@example.com`;
    await h.adminUser(team.accountId, team.accountId * 10 + 1, colleague);
    await h.adminUser(team.accountId, team.accountId * 10 + 1, colleague, true);

    await at(MONDAY_8);
    for (const b of [off, suspended, quiet, disabled]) expect(sentTo(b.email)).toEqual([]);
    expect(sentTo(team.email)).toHaveLength(1);
    expect(sentTo(colleague)).toEqual([]);
    const reasons = async (accountId: number) => (await rowOf(accountId)).map((r) => [r.outcome, r.reason]);
    expect(await reasons(off.accountId)).toEqual([['skipped', 'disabled']]);
    expect(await reasons(noAdmin.accountId)).toEqual([['skipped', 'no_admin']]);
    expect(await reasons(disabled.accountId)).toEqual([['skipped', 'no_admin']]);
    expect(await reasons(suspended.accountId)).toEqual([['skipped', 'suspended']]);
    expect(await reasons(quiet.accountId)).toEqual([['skipped', 'nothing_to_say']]);
    expect(await reasons(noCompany.accountId)).toEqual([]);
    expect(sentTo(noCompany.email)).toEqual([]);
  });

  it('is on by default, says when it goes next, and is turned off and on by the business', async () => {
    const b = await business();
    const get = async () => {
      const res = await h.request('GET', '/api/posts/weekly-digest', { token: b.token });
      expect(res.status).toBe(200);
      return (await res.json()) as WeeklyDigestResponse;
    };
    h.clock.now = athens('2026-03-27T12:00');
    expect(await get()).toEqual({
      success: true,
      enabled: true,
      time: '08:00',
      timeZone: 'Europe/Athens',
      nextAt: MONDAY_8.toISOString(),
      lastSentAt: null,
    });
    const off = await h.request('PUT', '/api/posts/weekly-digest', {
      token: b.token,
      json: { enabled: false },
    });
    expect(await off.json()).toMatchObject({ enabled: false });
    expect((await get()).enabled).toBe(false);
    await h.request('PUT', '/api/posts/weekly-digest', { token: b.token, json: { enabled: true } });
    expect((await get()).enabled).toBe(true);

    const bad = await h.request('PUT', '/api/posts/weekly-digest', {
      token: b.token,
      json: { enabled: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation' });
    expect((await h.request('GET', '/api/posts/weekly-digest')).status).toBe(401);
  });

  it('tells when the last digest went', async () => {
    const b = await business();
    await post(b.accountId, { scheduledDate: athens('2026-03-31T09:00') });
    await at(MONDAY_8);
    h.clock.now = new Date(MONDAY_8.getTime() + HOUR);
    const res = await h.request('GET', '/api/posts/weekly-digest', { token: b.token });
    expect(await res.json()).toMatchObject({
      lastSentAt: MONDAY_8.toISOString(),
      nextAt: '2026-04-06T05:00:00.000Z',
    });
  });

  it('sends one now on request, with its link and its HTML on the screen when no mail server is set', async () => {
    const b = await business();
    const draft = await post(b.accountId, { scheduledDate: athens('2026-04-02T09:00') });
    h.clock.now = athens('2026-04-01T12:00');
    const res = await h.request('POST', '/api/posts/weekly-digest/test', { token: b.token });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as WeeklyDigestTestResponse;
    expect(answer).toMatchObject({
      success: true,
      message: MAIL_KEPT,
      delivery: 'kept',
      recipients: [b.email],
    });
    expect(answer.approvalUrl).toMatch(LINK);
    expect(answer.html).toContain('Δοκιμαστική αποστολή');
    expect(answer.html).toContain(draft.content);
    expect(sentTo(b.email)[0]?.subject).toBe('Εβδομαδιαία σύνοψη 25/03 – 31/03/2026 – Αισθητική Λάμψη');
    // Counted with the test e-mails, and not the week's digest.
    const [usage] = await h.db
      .select()
      .from(testEmailUsage)
      .where(and(eq(testEmailUsage.accountId, b.accountId), eq(testEmailUsage.day, '2026-04-01')));
    expect(usage?.count).toBe(1);
    expect(await rowOf(b.accountId)).toEqual([]);
  });

  it('refuses one on request, in Greek, with no company, no admin user or nothing to say', async () => {
    const ask = async (token: string) => {
      const res = await h.request('POST', '/api/posts/weekly-digest/test', { token });
      expect(res.status).toBe(409);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await ask((await business({ company: false })).token)).toBe(NO_COMPANY);
    const noAdmin = await business({ admin: false });
    await post(noAdmin.accountId, { scheduledDate: athens('2026-04-01T09:00') });
    expect(await ask(noAdmin.token)).toBe(NO_ADMIN_EMAIL);
    expect(await ask((await business()).token)).toBe(NOTHING_TO_SAY);
  });
});
