import { randomUUID } from 'node:crypto';
import type {
  BulkPost,
  EventPayload,
  PostRecord,
  PostRecordResponse,
  PublishedPage,
  TestEmailResponse,
} from '@studio/contracts';
import { createLogger } from '@studio/kit';
import { drivers, issueAdminToken } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postRecordSteps } from '../db/schema.ts';
import { startScheduler } from '../publishing/scheduler.ts';
import { purgeExpiredPostRecords } from '../retention/post-records.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { recordsPdf } from './export.ts';
import { pictureLoader } from './pictures.ts';
import { readRecord } from './reading.ts';
import { SCHEDULER } from './steps.ts';
import { storedFilesFrom } from './stored-files.ts';

const logger = createLogger('records-test', 'silent');
const WEDNESDAY = new Date('2026-06-10T12:00:00Z');

/** A small picture of one colour (`alpha`: a PNG with transparency, as a logo; else `format`). */
const pictureBytes = (format: 'png' | 'jpeg' | 'webp', { alpha = false, width = 40, height = 24 } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 11, g: 114, b: 115, alpha: 0.6 } : { r: 200, g: 120, b: 90 },
    },
  })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** The PDF's text as a person reads it, its spaces and line breaks made one space. */
const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );

/** How many pictures the PDF embeds: its image XObjects, less those that are another's transparency. */
function imagesIn(pdf: Buffer): number {
  const source = pdf.toString('latin1');
  const images = [...source.matchAll(/(\d+) 0 obj\s*<<(?:(?!endobj)[\s\S])*?\/Subtype \/Image/g)].map(
    (m) => m[1],
  );
  const masks = new Set([...source.matchAll(/\/SMask (\d+) 0 R/g)].map((m) => m[1]));
  return images.filter((id) => !masks.has(id)).length;
}

const page = (postId: string): PublishedPage => ({
  pageId: '1001',
  pageName: 'Κλινική Λάμψη',
  platform: 'facebook',
  postId,
  permalink: `https://facebook.test/${postId}`,
  publishedAt: '2026-06-11T06:00:05.000Z',
  firstComment: null,
});

describe.each(drivers)('the record of a post on %s', (driver) => {
  let h: PostsHarness;
  let nextAccount = 3600;

  beforeAll(async () => {
    // svc-catalog's stored files, as its app serves them: the clinics' logo.
    const logo = await pictureBytes('png', { alpha: true });
    const catalog = new Hono().get('/uploads/:name', (c) =>
      c.req.param('name') === 'logo.png' ? c.body(logo, 200, { 'Content-Type': 'image/png' }) : c.notFound(),
    );
    h = await postsHarness(driver, {
      clockStart: WEDNESDAY,
      storedFiles: storedFilesFrom({
        fetch: (request) => catalog.fetch(request),
        origins: ['http://in-process'],
      }),
    });
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  /** An account with its period written on Wednesday 10 June 2026 (a post a day at 09:00 Athens from the 11th). */
  async function account(company: Partial<EventPayload<'auth.company.updated'>> = {}) {
    const accountId = nextAccount++;
    const token = await h.businessToken(accountId);
    await h.company(accountId, { postFrequencyDays: 1, ...company });
    await h.product(accountId, accountId * 10, { name: 'Ορός Υαλουρονικού' });
    await h.adminUser(accountId, accountId, `owner${accountId}@clinic.gr`);
    const call = (method: string, url: string, json?: unknown) => h.request(method, url, { token, json });
    const made = (await (await call('POST', '/api/generate-period-posts')).json()) as { posts: BulkPost[] };
    const record = async (postId: number) => {
      const res = await call('GET', `/api/post-records/${postId}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as PostRecordResponse).record;
    };
    return { accountId, token, call, posts: made.posts, record };
  }

  const scheduler = () =>
    startScheduler({
      db: h.db,
      now: () => h.clock.now,
      logger,
      afterCommit: () => {},
      intervalMs: 3_600_000,
    });

  const publish = (payload: EventPayload<'social.post.published'>) =>
    h.platform.bus.publish('social.post.published', payload, randomUUID());

  it('records each step with who took it and when: written, edited, approved, handed over, published, deleted', async () => {
    const a = await account();
    const post = a.posts[0]!;
    let record = await a.record(post.id);
    expect(record.steps).toHaveLength(1);
    expect(record.steps[0]).toMatchObject({
      kind: 'written',
      actor: { kind: 'writer', ref: 'offline', name: 'offline writer' },
      at: WEDNESDAY.toISOString(),
      detail: { content: post.content, contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    h.clock.now = new Date('2026-06-10T13:00:00Z');
    expect(
      (await a.call('PUT', `/api/bulk-posts/${post.id}`, { content: 'Νέο κείμενο για τον ορό.' })).status,
    ).toBe(200);
    h.clock.now = new Date('2026-06-10T14:00:00Z');
    expect(
      (await a.call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: true, postStatus: 'scheduled' }))
        .status,
    ).toBe(200);
    record = await a.record(post.id);
    const person = {
      kind: 'person',
      ref: `admin-user:${a.accountId}`,
      name: `owner${a.accountId}@clinic.gr`,
    };
    expect(record.steps.map((s) => s.kind)).toEqual(['written', 'edited', 'approved']);
    expect(record.steps[1]).toMatchObject({
      actor: person,
      at: '2026-06-10T13:00:00.000Z',
      detail: { fields: ['content'], content: 'Νέο κείμενο για τον ορό.' },
    });
    const approved = record.steps[2]!;
    expect(approved).toMatchObject({
      actor: person,
      at: '2026-06-10T14:00:00.000Z',
      detail: {
        via: 'portal',
        content: 'Νέο κείμενο για τον ορό.',
        ruleSetVersion: expect.any(Number),
        acknowledgedRuleIds: [],
        payloadHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(record.editorialResponsibility).toEqual({ actor: person, at: '2026-06-10T14:00:00.000Z' });

    // Handed over at its time, published on a page.
    h.clock.now = new Date('2026-06-11T06:00:01Z');
    await scheduler().runDue();
    await publish({ accountId: a.accountId, postId: post.id, attempt: 1, pages: [page('fb_1')] });
    await expect
      .poll(async () => (await a.record(post.id)).steps.map((s) => s.kind), { timeout: 5_000 })
      .toEqual(['written', 'edited', 'approved', 'handed_over', 'published']);
    // A redelivery records nothing twice.
    await publish({ accountId: a.accountId, postId: post.id, attempt: 1, pages: [page('fb_1')] });
    record = await a.record(post.id);
    const published = record.steps.find((s) => s.kind === 'published')!;
    expect(published).toMatchObject({
      actor: { kind: 'system', ref: 'svc-social' },
      at: '2026-06-11T06:00:05.000Z',
      detail: {
        pages: [{ pageName: 'Κλινική Λάμψη', postId: 'fb_1' }],
        payloadHash: approved.detail.payloadHash,
      },
    });

    // Deleted: the record stays, with the deletion.
    h.clock.now = new Date('2026-06-12T08:00:00Z');
    expect((await a.call('DELETE', `/api/bulk-posts/${post.id}`)).status).toBe(200);
    record = await a.record(post.id);
    expect(record.deletedAt).toBe('2026-06-12T08:00:00.000Z');
    expect(record.keptUntil).toBe('2031-06-12T08:00:00.000Z');
    expect(record.steps.at(-1)).toMatchObject({ kind: 'deleted', actor: person });
    expect(record.steps.filter((s) => s.kind === 'published')).toHaveLength(1);
  });

  it("credits a regenerated text to the writer at the person's request, and voids the responsibility on unscheduling", async () => {
    const a = await account();
    const post = a.posts[1]!;
    await a.call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: true, postStatus: 'scheduled' });
    expect((await a.record(post.id)).editorialResponsibility).not.toBeNull();
    await a.call('PUT', `/api/bulk-posts/${post.id}`, { isScheduled: false, postStatus: 'draft' });
    const generatedAt = new Date().toISOString();
    expect(
      (
        await a.call('PUT', `/api/bulk-posts/${post.id}`, {
          content: 'Ένα ολοκαίνουργιο κείμενο.',
          generatedAt,
        })
      ).status,
    ).toBe(200);
    const record = await a.record(post.id);
    expect(record.steps.map((s) => s.kind)).toEqual(['written', 'approved', 'unscheduled', 'regenerated']);
    expect(record.steps[3]).toMatchObject({
      actor: { kind: 'writer', ref: 'offline' },
      detail: { content: 'Ένα ολοκαίνουργιο κείμενο.', requestedByRef: `admin-user:${a.accountId}` },
    });
    expect(record.editorialResponsibility).toBeNull();
  });

  it('records an approval through the mail link with the recipients it was mailed to', async () => {
    const a = await account();
    const res = await a.call('POST', '/api/test-email');
    const { approvalUrl } = (await res.json()) as TestEmailResponse;
    const path = new URL(approvalUrl!).pathname;
    const pageHtml = await (await h.request('GET', path)).text();
    const first = /name="approve" value="([^"]+)"/.exec(pageHtml)![1]!;
    expect((await h.request('POST', path, { form: `approve=${encodeURIComponent(first)}` })).status).toBe(
      200,
    );
    const postId = Number(first.split('.')[0]);
    const record = await a.record(postId);
    const approved = record.steps.find((s) => s.kind === 'approved')!;
    expect(approved.actor).toMatchObject({ kind: 'email-link', name: `owner${a.accountId}@clinic.gr` });
    expect(approved.detail).toMatchObject({
      via: 'email-link',
      recipients: [`owner${a.accountId}@clinic.gr`],
    });
  });

  it("refuses another account's record and exports", async () => {
    const a = await account();
    const b = await account();
    const other = await b.call('GET', `/api/post-records/${a.posts[0]!.id}`);
    expect(other.status).toBe(404);
    expect((await b.call('GET', `/api/post-records/${a.posts[0]!.id}/export?format=csv`)).status).toBe(404);
    // The admin reads any account's.
    const admin = await issueAdminToken(h.platform);
    const file = await h.request(
      'GET',
      `/api/account-post-records/${a.accountId}/${a.posts[0]!.id}?format=csv`,
      {
        token: admin,
      },
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('Post,Product,Post date,Deleted,Step,Action,Who,Role,When');
    // A business cannot use the admin's route.
    expect(
      (await a.call('GET', `/api/account-post-records/${a.accountId}?from=2026-06-01&to=2026-06-30`)).status,
    ).toBe(403);
  });

  it('exports a period as CSV with a BOM, a header row and a row per step', async () => {
    const a = await account({
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
      doctorRegistration: 'ΙΣΑ 12345',
    });
    const res = await a.call('GET', '/api/post-records?from=2026-06-11&to=2026-06-12&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="post-records-${a.accountId}-2026-06-11-2026-06-12.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Ανάρτηση,Προϊόν,Ημερομηνία ανάρτησης,Διαγράφηκε,Βήμα,Ενέργεια,Ποιος,Ρόλος,Πότε,Ζώνη ώρας,Περιγραφή,Κείμενο,Πρώτο σχόλιο,Επισημάνσεις,Σελίδες και σύνδεσμοι,Κωδικός ενέργειας,Αναγνωριστικό χρήστη,Τεχνικά στοιχεία,Επιχείρηση,ΑΦΜ,Υπεύθυνος ιατρός',
    );
    // The 11th and the 12th (Athens days): two posts, one step each, in Athens time; no cell is JSON.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${a.posts[0]!.id},Ορός Υαλουρονικού,11/06/2026 09:00,,1,Γράφτηκε,χωρίς μοντέλο \\(offline\\),Συντάκτης ΤΝ,10/06/2026 15:00,Europe/Athens,`,
      ),
    );
    expect(lines[1]).toContain(`,written,offline,actor: offline; contentHash: `);
    // Each row names the clinic, its tax id and its responsible doctor, as its company settings say.
    expect(lines[1]).toMatch(
      /,Αισθητική Λάμψη,094019245,"Δρ\. Μαρία Παπαδοπούλου, αρ\. μητρώου ιατρικού συλλόγου ΙΣΑ 12345"$/,
    );
    expect(text).not.toMatch(/[{[]"/);
    expect((await a.call('GET', '/api/post-records?from=2026-06-12&to=2026-06-11')).status).toBe(400);
  });

  it('refuses a day out of range (year 9999) with 400, on the business’s route and the admin’s', async () => {
    const a = await account();
    const admin = await issueAdminToken(h.platform);
    for (const query of [
      'from=2026-06-01&to=9999-12-31',
      'from=9999-12-31&to=9999-12-31',
      'from=0001-01-01&to=2026-01-01',
    ]) {
      const own = await a.call('GET', `/api/post-records?${query}&format=csv`);
      expect(own.status).toBe(400);
      expect((await own.json()).error).toBe('validation');
      const admins = await h.request('GET', `/api/account-post-records/${a.accountId}?${query}&format=csv`, {
        token: admin,
      });
      expect(admins.status).toBe(400);
    }
    // The last day of the range is a day like any other.
    expect((await a.call('GET', '/api/post-records?from=2999-12-31&to=2999-12-31&format=csv')).status).toBe(
      200,
    );
  });

  it('exports a post as a PDF', async () => {
    const a = await account();
    const res = await a.call('GET', `/api/post-records/${a.posts[0]!.id}/export?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="post-record-${a.posts[0]!.id}.pdf"`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });

  it('heads the PDF with the clinic’s logo read from the stored files, or says it could not', async () => {
    const withLogo = await account({ logoUrl: '/uploads/logo.png' });
    const pdf = async (a: typeof withLogo) =>
      Buffer.from(
        await (await a.call('GET', `/api/post-records/${a.posts[0]!.id}/export?format=pdf`)).arrayBuffer(),
      );
    const headed = await pdf(withLogo);
    expect(imagesIn(headed)).toBe(1);
    expect(await textOf(headed)).not.toContain('Το λογότυπο δεν ήταν δυνατό να συμπεριληφθεί.');
    const gone = await pdf(await account({ logoUrl: '/uploads/gone.png' }));
    expect(imagesIn(gone)).toBe(0);
    expect(await textOf(gone)).toContain('Το λογότυπο δεν ήταν δυνατό να συμπεριληφθεί.');
  });

  it('purges a deleted post’s record after the account’s retention years, not before', async () => {
    const a = await account();
    const [kept, gone] = a.posts as [BulkPost, BulkPost];
    h.clock.now = new Date('2026-06-10T15:00:00Z');
    await a.call('DELETE', `/api/bulk-posts/${gone.id}`);
    expect((await a.call('PUT', '/api/posts/record-retention', { years: 2 })).status).toBe(200);
    expect(await (await a.call('GET', '/api/posts/record-retention')).json()).toEqual({
      success: true,
      years: 2,
    });
    expect(await purgeExpiredPostRecords(h.db, new Date('2028-06-10T14:59:59Z'))).toBe(0);
    expect((await a.record(gone.id)).keptUntil).toBe('2028-06-10T15:00:00.000Z');
    expect(await purgeExpiredPostRecords(h.db, new Date('2028-06-10T15:00:00Z'))).toBe(1);
    expect((await a.call('GET', `/api/post-records/${gone.id}`)).status).toBe(404);
    expect(await h.db.select().from(postRecordSteps).where(eq(postRecordSteps.postId, gone.id))).toEqual([]);
    // A post that exists keeps its record whatever the time.
    expect((await a.record(kept.id)).steps).toHaveLength(1);
  });
});

describe('the record as a PDF', () => {
  const owner = { kind: 'person' as const, ref: 'admin-user:1', name: 'maria@lampsi.gr' };
  const text = 'Ενυδάτωση με υαλουρονικό οξύ, για λάμψη που διαρκεί. ✅ Ραντεβού 📞 210 1234567';
  const record: PostRecord = {
    postId: 7,
    accountId: 1,
    productName: 'Ορός Υαλουρονικού',
    scheduledDate: '2026-06-11T18:20:00.000Z',
    createdAt: '2026-06-10T12:00:00.000Z',
    deletedAt: null,
    keptUntil: null,
    editorialResponsibility: { actor: owner, at: '2026-06-10T14:00:00.000Z' },
    steps: [
      {
        id: 1,
        kind: 'written',
        actor: { kind: 'writer', ref: 'openai', name: 'OpenAI gpt-4o' },
        at: '2026-06-10T12:00:00.000Z',
        detail: {
          content: 'Εγγυημένα αποτελέσματα με υαλουρονικό οξύ. ✅',
          contentHash: 'a'.repeat(64),
          flags: [{ ruleId: 'guaranteed-result', severity: 'block', phrase: 'Εγγυημένα αποτελέσματα' }],
        },
      },
      {
        id: 2,
        kind: 'edited',
        actor: owner,
        at: '2026-06-10T13:00:00.000Z',
        detail: {
          fields: ['content'],
          content: text,
          contentHash: 'b'.repeat(64),
          approvalVoided: false,
          flags: [{ ruleId: 'permanent-result', severity: 'warn', phrase: 'λάμψη που διαρκεί' }],
        },
      },
      {
        id: 3,
        kind: 'approved',
        actor: owner,
        at: '2026-06-10T14:00:00.000Z',
        detail: {
          via: 'portal',
          content: text,
          firstComment: 'Κλείστε ραντεβού σήμερα',
          contentHash: 'b'.repeat(64),
          payloadHash: 'c'.repeat(64),
          flags: [{ ruleId: 'permanent-result', severity: 'warn', phrase: 'λάμψη που διαρκεί' }],
          acknowledgedRuleIds: ['permanent-result'],
          targets: [{ platform: 'facebook', pageName: 'Κλινική Λάμψη', instagramUsername: null }],
        },
      },
      {
        id: 4,
        kind: 'published',
        actor: { kind: 'system', ref: 'svc-social', name: 'publisher' },
        at: '2026-06-11T18:20:08.000Z',
        detail: { pages: [{ ...page('1001_55'), publishedAt: '2026-06-11T18:20:08.000Z' }], attempt: 1 },
      },
    ],
  };
  const context = {
    clinic: {
      name: 'Κλινική Λάμψη',
      location: 'Αθήνα',
      address: 'Λεωφ. Κηφισίας 100, Αθήνα',
      telephone: null,
      website: null,
      taxId: '094019245',
      responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
      doctorRegistration: 'ΙΣΑ 12345',
      logoUrl: null,
    },
    timeZone: 'Europe/Athens',
    roles: new Map([['admin-user:1', 'owner' as const]]),
  };

  it('reads, by text extraction, the clinic, the local time, the text with its emoji and each flag’s resolution', async () => {
    const pdf = await recordsPdf([record], {
      language: 'el',
      context,
      now: new Date('2026-06-12T09:00:00Z'),
      title: 'Αρχείο ανάρτησης #7',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text: extracted } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const read = extracted.replace(/\s+/g, ' ');
    for (const words of [
      'Κλινική Λάμψη',
      'Λεωφ. Κηφισίας 100, Αθήνα',
      'ΑΦΜ: 094019245',
      'Υπεύθυνος ιατρός: Δρ. Μαρία Παπαδοπούλου, αρ. μητρώου ιατρικού συλλόγου ΙΣΑ 12345',
      'Τηλέφωνο: δεν έχει συμπληρωθεί',
      // 18:20 UTC is 21:20 in Athens in June.
      '11/06/2026, 21:20 (Θερινή ώρα Ανατολικής Ευρώπης)',
      'Ενυδάτωση με υαλουρονικό οξύ, για λάμψη που διαρκεί.',
      '✅',
      '📞',
      'Κλείστε ραντεβού σήμερα',
      'maria@lampsi.gr (Ιδιοκτήτης)',
      '«Εγγυημένα αποτελέσματα»',
      'Άλλαξε: η φράση αφαιρέθηκε (Επεξεργασία, maria@lampsi.gr (Ιδιοκτήτης), 10/06/2026, 16:00)',
      '«λάμψη που διαρκεί»',
      'Επιβεβαιώθηκε: maria@lampsi.gr (Ιδιοκτήτης), 10/06/2026, 17:00',
      'Νομική βάση: Οδηγία 2001/83/ΕΚ άρθρο 90',
      'Κανονισμός ΕΕ 2024/1689, άρθρο 50',
      'payloadHash: ',
    ])
      expect(read).toContain(words);
    // The title once; no raw keys or UTC times in the record's first page.
    expect(read.split('Αρχείο ανάρτησης #7 · Ορός Υαλουρονικού')).toHaveLength(3);
    expect(read).not.toMatch(/approvalVoided|\[U\+|18:20/);
  });

  /** The record with the approved version's image (or, for a Reel, its video) and the clinic's logo. */
  const pictured = (detail: Record<string, unknown>): PostRecord => ({
    ...record,
    steps: record.steps.map((step) =>
      step.kind === 'approved' ? { ...step, detail: { ...step.detail, ...detail } } : step,
    ),
  });
  const withLogo = { ...context, clinic: { ...context.clinic, logoUrl: '/uploads/logo.png' } };
  const pdfOf = (records: PostRecord[], files?: Map<string, Uint8Array>, compress = true) =>
    recordsPdf(records, {
      language: 'el',
      context: withLogo,
      now: new Date('2026-06-12T09:00:00Z'),
      title: 'Αρχείο ανάρτησης #7',
      compress,
      pictures: files ? pictureLoader(async (path) => files.get(path) ?? null) : undefined,
    });

  it('shows the logo beside the clinic’s name and the post’s first image under its text', async () => {
    const files = new Map([
      ['/uploads/logo.png', await pictureBytes('png', { alpha: true })],
      // WebP, which pdfkit cannot embed: converted.
      ['/uploads/photo.webp', await pictureBytes('webp', { width: 60, height: 40 })],
      ['/uploads/second.jpg', await pictureBytes('jpeg')],
    ]);
    const images = [
      { url: '/uploads/photo.webp', altText: 'Ορός σε γυάλινο φιαλίδιο' },
      { url: '/uploads/second.jpg', altText: null },
    ];
    const pdf = await pdfOf([pictured({ images })], files, false);
    // The logo and the first image, each an image XObject: a PNG (its transparency kept) and a JPEG.
    expect(imagesIn(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/Filter \/DCTDecode/);
    expect(pdf.toString('latin1')).toMatch(/\/SMask \d+ 0 R/);
    const read = await textOf(pdf);
    expect(read).toContain('Η πρώτη από τις 2 εικόνες της ανάρτησης');
    expect(read).toContain('Εικόνα 1: Ορός σε γυάλινο φιαλίδιο · Εικόνα 2: χωρίς περιγραφή');
    // Their addresses are in the appendix.
    expect(read).toContain('image: /uploads/photo.webp');
    expect(read).not.toContain('δεν ήταν δυνατό να συμπεριληφθεί');
    // A period shows each address once.
    expect(imagesIn(await pdfOf([pictured({ images }), pictured({ images })], files))).toBe(2);
  });

  it('shows a Reel’s cover when the post has no image', async () => {
    const files = new Map([['/uploads/cover.jpg', await pictureBytes('jpeg', { width: 27, height: 48 })]]);
    const video = {
      mediaId: 4,
      url: '/uploads/clip.mp4',
      coverUrl: '/uploads/cover.jpg',
      altText: 'Η θεραπεία',
    };
    const pdf = await pdfOf([pictured({ format: 'reel', video })], files);
    expect(imagesIn(pdf)).toBe(1);
    const read = await textOf(pdf);
    expect(read).toContain('Το εξώφυλλο του βίντεο');
    expect(read).toContain('Βίντεο: Η θεραπεία');
    expect(read).toContain('cover: /uploads/cover.jpg');
  });

  it('says which image it could not include: none stored, not an image, or no stored files', async () => {
    const images = [{ url: '/uploads/photo.jpg', altText: 'Ορός' }];
    const broken = new Map([['/uploads/photo.jpg', new TextEncoder().encode('not an image')]]);
    for (const files of [new Map<string, Uint8Array>(), broken, undefined]) {
      const pdf = await pdfOf([pictured({ images })], files);
      expect(imagesIn(pdf)).toBe(0);
      const read = await textOf(pdf);
      expect(read).toContain('Η εικόνα δεν ήταν δυνατό να συμπεριληφθεί στο αρχείο (/uploads/photo.jpg).');
      expect(read).toContain('Το λογότυπο δεν ήταν δυνατό να συμπεριληφθεί.');
    }
  });

  it('does not open a lapsed post’s record with «not approved» above its approval', async () => {
    const lapsed: PostRecord = {
      ...record,
      editorialResponsibility: null,
      steps: [
        ...record.steps.slice(0, 3),
        { id: 5, kind: 'approval_lapsed', actor: SCHEDULER, at: '2026-06-11T18:20:00.000Z', detail: {} },
      ],
    };
    const reading = readRecord(lapsed, { language: 'el', context });
    expect(reading.responsibility).toBe(
      'Η έγκριση από maria@lampsi.gr (Ιδιοκτήτης) (10/06/2026, 17:00) δεν ισχύει πια: άλλαξε η ανάρτηση ή ο προγραμματισμός της μετά την έγκριση.',
    );
    expect(reading.post.heading).toBe('Η τελευταία εκδοχή (δεν έχει δημοσιευτεί)');
    expect(reading.people).toContainEqual([
      'Ενέκρινε (εκδοτική ευθύνη)',
      'maria@lampsi.gr (Ιδιοκτήτης), 10/06/2026, 17:00 (δεν ισχύει πια)',
    ]);
  });
});
