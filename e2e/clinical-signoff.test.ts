import { NUMERIC_DATE_TIME } from '@studio/contracts';
import { pngBytes } from '@studio/fakes';
import { type FakeSmtp, headerOf, partOf, startFakeSmtp } from '@studio/fakes/smtp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bringForward,
  type CallInit,
  callApi,
  chooseNewProduct,
  createBusiness,
  generatePeriod,
  inviteTeamMember,
  okApi,
  schedulePost,
} from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { startPlatform } from './support/platform.ts';
import { testTag } from './support/tag.ts';

/**
 * Clinical sign-off through the gateway: a marketer's post waits for the medical reviewer; the
 * reviewer asks for a change on «Ιατρικός έλεγχος», the marketer edits and sends it again, the reviewer
 * sees the difference there and signs it off from the link of the mail svc-posts sent them; the post is
 * scheduled and published on the sandbox's page, and its record, downloaded as PDF, shows every step with
 * who took it. A platform of its own, whose svc-posts sends its mails to an SMTP server of the test's
 * (the shared one keeps them, as other journeys show). The link's secret is never printed.
 */
describe('clinical sign-off', () => {
  const b = useBrowser();
  let smtp: FakeSmtp;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    platform = await startPlatform({
      admin: inject('admin'),
      envOf: { 'svc-posts': { SMTP_URL: smtp.url } },
    });
    b.baseUrl = platform.url;
  }, 180_000);
  afterAll(async () => {
    await platform?.stop();
    await smtp?.close();
  });
  const tag = testTag();
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);
  const owner = { email: `owner-so-${tag}@clinic.gr`, password: 'owner-secret' };
  const marketer = { email: `mkt-so-${tag}@clinic.gr`, password: 'marketer-secret' };
  const reviewer = { email: `dr-so-${tag}@clinic.gr`, password: 'reviewer-secret' };
  const productName = `Laser Λάμψης ${tag}`;

  /** The one-click sign-off link of the newest sign-off mail to `to`, once it came. */
  async function newestSignOffLink(to: string, count: number): Promise<string> {
    const mailsTo = () =>
      smtp.received.filter(
        (m) => m.to.includes(to) && headerOf(m.raw, 'Subject').startsWith('Ιατρικός έλεγχος:'),
      );
    await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(count);
    const text = partOf(mailsTo().at(-1)!.raw, 'text/plain');
    const path = /\/api\/clinical-signoff\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    // Checked without the link in the message: its secret signs the post off.
    expect(path !== undefined, 'the mail carries a sign-off link').toBe(true);
    return `${b.baseUrl}${path}`;
  }

  async function arrange() {
    const admin = await adminToken(b.baseUrl);
    const clinic = { companyName: `Κλινική Ελέγχου ${tag}`, location: 'Λάρισα' };
    const ownerToken = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική Ελέγχου ${tag}`,
      ...owner,
      company: clinic,
    });
    await chooseNewProduct(b.baseUrl, admin, ownerToken, {
      name: productName,
      description: 'Θεραπεία laser για λεία και φωτεινή επιδερμίδα, από τον γιατρό της κλινικής.',
      image: false,
    });
    await ok('/api/posts/clinical-signoff', ownerToken, { method: 'PUT', json: { mode: 'all' } });
    // The clinic's logo, uploaded (svc-catalog stores it), its tax id and responsible doctor: the record's
    // header, svc-posts reading the logo from svc-catalog at CATALOG_URL.
    const form = new FormData();
    form.set(
      'image',
      new File([new Uint8Array(pngBytes(120, 48, [11, 114, 115]))], 'logo.png', { type: 'image/png' }),
    );
    const { logoUrl } = await ok('/api/company-logo', ownerToken, { method: 'POST', form });
    await ok('/api/v2/company-info', ownerToken, {
      method: 'POST',
      json: {
        ...clinic,
        logoUrl,
        taxId: '094019245',
        responsibleDoctor: 'Δρ. Νίκος Γεωργίου',
        doctorRegistration: 'ΙΣΛ 4521',
      },
    });
    return {
      ownerToken,
      marketerToken: await inviteTeamMember(b.baseUrl, ownerToken, marketer, 'marketer'),
      reviewerToken: await inviteTeamMember(b.baseUrl, ownerToken, reviewer, 'medical_reviewer'),
    };
  }

  it('waits for the reviewer, goes back for a change, is signed off, published and recorded', {
    timeout: 300_000,
  }, async () => {
    const { page } = b;
    const { ownerToken, marketerToken } = await arrange();
    await signInAsBusiness(page, owner);
    await connectSandbox(page, b.baseUrl, ownerToken);

    // The marketer's post may not be scheduled before a medical reviewer signs it off.
    await generatePeriod(b.baseUrl, marketerToken);
    const post = (await ok('/api/bulk-posts', marketerToken)).bulkPosts[0] as { id: number; content: string };
    const refused = await callApi(b.baseUrl, `/api/bulk-posts/${post.id}`, marketerToken, {
      method: 'PUT',
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('signoff_required');
    await ok(`/api/bulk-posts/${post.id}/signoff`, marketerToken, { method: 'POST' });
    await newestSignOffLink(reviewer.email, 1);

    // The reviewer asks for a change on «Ιατρικός έλεγχος».
    await page.evaluate(() => localStorage.clear());
    await signInAsBusiness(page, reviewer);
    await page.getByRole('link', { name: 'Ιατρικός έλεγχος' }).first().click();
    const waiting = page.getByRole('article', { name: `Ανάρτηση για ${productName}` });
    await waiting.getByRole('button', { name: 'Ζητήστε αλλαγές' }).click();
    await waiting.getByLabel('Σχόλιο προς τον συντάκτη').fill('Προσθέστε ότι χρειάζεται ιατρική εκτίμηση.');
    await waiting.getByRole('button', { name: 'Αποστολή σχολίου' }).click();
    await page.getByText('Καμία ανάρτηση δεν περιμένει ιατρικό έλεγχο.').waitFor();

    // The marketer reads the comment, edits, and sends the post again.
    const stateOf = async () =>
      (await ok('/api/posts/signoff/states', marketerToken)).states.find(
        (s: { postId: number }) => s.postId === post.id,
      );
    expect(await stateOf()).toMatchObject({
      state: 'changes_requested',
      comment: 'Προσθέστε ότι χρειάζεται ιατρική εκτίμηση.',
    });
    // The edit also says «ανώδυνη», a `warn` flag the marketer acknowledges.
    const edited = `${post.content}\nΗ θεραπεία γίνεται μετά από ιατρική εκτίμηση και είναι ανώδυνη.`;
    await ok(`/api/bulk-posts/${post.id}`, marketerToken, { method: 'PUT', json: { content: edited } });
    await ok(`/api/bulk-posts/${post.id}/acknowledge`, marketerToken, {
      method: 'POST',
      json: { ruleIds: ['painless'] },
    });
    await ok(`/api/bulk-posts/${post.id}/signoff`, marketerToken, { method: 'POST' });

    // The reviewer sees what changed since the version they sent back, and signs it off from the mail's link.
    await page.reload();
    const again = page.getByRole('article', { name: `Ανάρτηση για ${productName}` });
    const diff = again.getByRole('region', { name: 'Αλλαγές από την προηγούμενη έκδοση που ελέγχθηκε' });
    await diff.locator('ins').filter({ hasText: 'εκτίμηση' }).first().waitFor();
    const link = await newestSignOffLink(reviewer.email, 2);
    const mailPage = await b.context.newPage();
    // A failed navigation's error names the address: said here without it.
    const opened = await mailPage.goto(link).catch(() => null);
    expect(opened?.status(), 'the sign-off link opens').toBe(200);
    await mailPage.getByRole('heading', { name: `Ιατρικός έλεγχος: ${productName}` }).waitFor();
    await mailPage.getByText('Η θεραπεία γίνεται μετά από ιατρική εκτίμηση').first().waitFor();
    await mailPage.getByRole('button', { name: 'Έγκριση ιατρικού ελέγχου' }).click();
    await mailPage.getByText('Η ανάρτηση εγκρίθηκε από τον ιατρικό έλεγχο.').waitFor();
    expect(await stateOf()).toMatchObject({ state: 'signed_off', changed: false });
    // Once: the link opened again says so.
    await mailPage.reload();
    await mailPage.getByText('Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.').waitFor();
    await mailPage.close();
    await page.reload();
    await page.getByText('Καμία ανάρτηση δεν περιμένει ιατρικό έλεγχο.').waitFor();

    // Now it is scheduled, and goes out on the sandbox's page.
    await schedulePost(b.baseUrl, marketerToken, post.id);
    await bringForward(b.baseUrl, marketerToken, post.id);
    const statusOf = async () =>
      (await ok('/api/bulk-posts', marketerToken)).bulkPosts.find((p: { id: number }) => p.id === post.id)
        .postStatus;
    await expect.poll(statusOf, { timeout: 120_000, interval: 2_000 }).toBe('published');

    // Its record, as the owner downloads it: every step, with who took it.
    const res = await fetch(`${b.baseUrl}/api/post-records/${post.id}/export?format=pdf`, {
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text: extracted } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const text = extracted.replace(/\s+/g, ' ');
    const publishedAt = (await ok(`/api/post-records/${post.id}`, ownerToken)).record.steps.find(
      (step: { kind: string }) => step.kind === 'published',
    ).at as string;
    const athens = new Intl.DateTimeFormat('el-GR', {
      ...NUMERIC_DATE_TIME,
      timeZone: 'Europe/Athens',
    }).format(new Date(publishedAt));
    for (const words of [
      // The clinic, the post's text as it went out (its emoji too), where and when in Athens time.
      `Κλινική Ελέγχου ${tag}`,
      'ΑΦΜ: 094019245',
      'Υπεύθυνος ιατρός: Δρ. Νίκος Γεωργίου, αρ. μητρώου ιατρικού συλλόγου ΙΣΛ 4521',
      'Η θεραπεία γίνεται μετά από ιατρική εκτίμηση και είναι ανώδυνη.',
      ...[...edited.matchAll(/\p{Extended_Pictographic}/gu)].map(([emoji]) => emoji),
      `${athens} (`,
      'Γράφτηκε',
      'Ζητήθηκαν αλλαγές',
      'Επεξεργασία',
      'Ιατρική έγκριση',
      'Έγκριση (εκδοτική ευθύνη)',
      'Παράδοση για δημοσίευση',
      'Δημοσιεύτηκε',
      'Εκδοτική ευθύνη',
      // Who, by name and role: the marketer edited it; the reviewer signed it off from the mail's link.
      `${marketer.email} (Υπεύθυνος επικοινωνίας)`,
      'Μέσω συνδέσμου e-mail προς',
      'Κανονισμός ΕΕ 2024/1689, άρθρο 50',
      // Each flag with its legal basis and how it was resolved.
      '«ανώδυνη»',
      'Νομική βάση:',
      `Επιβεβαιώθηκε: ${marketer.email} (Υπεύθυνος επικοινωνίας)`,
    ])
      expect(text, words).toContain(words);
    // The logo heads it, an image the PDF embeds.
    expect(text).not.toContain('Το λογότυπο δεν ήταν δυνατό να συμπεριληφθεί');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // Who took each step, as the CSV of the same record lists it (one row a step).
    const csv = await (
      await fetch(`${b.baseUrl}/api/post-records/${post.id}/export?format=csv`, {
        headers: { Authorization: `Bearer ${ownerToken}` },
      })
    ).text();
    // Rows end in CRLF; a text cell's own line breaks are LF.
    const rowOf = (kind: string) => csv.split('\r\n').find((line) => line.includes(`,${kind},`)) ?? '';
    expect(rowOf('changes_requested')).toContain(reviewer.email);
    expect(rowOf('signed_off')).toContain(reviewer.email);
    // Signed off from the mail's link, as the record says.
    expect(rowOf('signed_off')).toContain(',signed_off,signoff-link,');
    expect(rowOf('edited')).toContain(marketer.email);
    expect(rowOf('approved')).toContain(marketer.email);
    expect(rowOf('published')).not.toBe('');
    expect(rowOf('published')).toContain(`,Κλινική Ελέγχου ${tag},094019245,`);
  });
});
