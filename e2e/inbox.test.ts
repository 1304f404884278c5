import { pngBytes } from '@studio/fakes';
import { describe, expect, it } from 'vitest';
import { type CallInit, createBusiness, inviteTeamMember, okApi, publishFirstPost } from './support/api.ts';
import { adminToken, useBrowser } from './support/browser.ts';
import { connectSandbox, signInAsBusiness } from './support/business.ts';
import { sideways } from './support/layout.ts';
import { testTag } from './support/tag.ts';

/**
 * The inbox, in the portal's «Εισερχόμενα» and on the sandbox page: a patient's comment
 * written on the sandbox page under a published post reaches the inbox within seconds; a public reply
 * naming a prescription-only medicine is refused with the reason; a compliant one appears under the post.
 */
describe('a comment on the sandbox page is answered from the inbox', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `inbox-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  /** The business with a product, its page connected, and a post of it published there. */
  async function published() {
    const admin = await adminToken(b.baseUrl);
    const form = new FormData();
    form.set('name', `Hydra Serum ${tag}`);
    form.set('description', 'Ορός ενυδάτωσης με υαλουρονικό οξύ.');
    form.set('image', new File([new Uint8Array(pngBytes(40, 40))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', admin, { method: 'POST', form });
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Λάρισα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    await signInAsBusiness(b.page, business);
    await connectSandbox(b.page, b.baseUrl, token);
    await expect
      .poll(async () => (await ok('/api/v2/setup-status', token)).hasProducts, { timeout: 15_000 })
      .toBe(true);
    const post = await publishFirstPost(b.baseUrl, token);
    return { token, post };
  }

  it('shows the comment in the inbox, refuses a reply naming Botox, and posts a compliant one under the post', {
    timeout: 300_000,
  }, async () => {
    const { token, post } = await published();
    // The clinic's inbox is open in the portal before the patient writes.
    const portal = b.page;
    await portal.goto('/portal/inbox');
    await portal.getByRole('button', { name: /^Όλα/ }).waitFor();
    const sandbox = await b.context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    const article = sandbox
      .getByRole('article')
      .filter({ hasText: post.content.split('\n')[0] })
      .first();
    await article
      .getByRole('textbox', { name: 'Comment as a patient…' })
      .fill('Μπράβο σας, πολύ ωραία δουλειά!');
    await article.getByRole('button', { name: 'Send' }).click();

    // It reaches the open inbox within seconds (pushed by the live stream, no reload), under its post,
    // and the header's badge counts it.
    const row = portal.getByTestId('inbox-thread').filter({ hasText: 'Μπράβο σας, πολύ ωραία δουλειά!' });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Στην ανάρτηση: «');
    const { threads } = await ok('/api/inbox/threads', token);
    expect(threads[0]?.post?.postId).toBe(post.id);
    const badge = portal.getByTestId('inbox-badge');
    await expect
      .poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Εισερχόμενα: 1 μη αναγνωσμένη συνομιλία');

    // Opened, it is read; its post is shown with it.
    await row.click();
    const thread = portal.getByRole('region', { name: /^Συνομιλία με / });
    await thread.getByRole('region', { name: 'Η ανάρτηση' }).waitFor();
    await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Εισερχόμενα');
    expect((await ok('/api/inbox/count', token)).unread).toBe(0);

    // A public reply naming a prescription-only medicine is refused, with the reason; the text stays.
    const box = thread.getByRole('form', { name: 'Η απάντησή σας' });
    const refusedText = 'Ευχαριστούμε! Δοκιμάστε και το Botox μας.';
    await box.getByRole('textbox').fill(refusedText);
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    const refusal = box.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Η απάντηση δεν μπορεί να σταλεί: περιέχει .*Botox/);
    expect(await box.getByRole('textbox').inputValue()).toBe(refusedText);

    // A public reply with a warn-level claim waits for a tick: the flags are shown with a box, «Αποστολή»
    // is held until it is ticked, and the reply goes with the tick (recorded with who ticked).
    const warned = 'Οι θεραπείες μας είναι ανώδυνες.';
    await box.getByRole('textbox').fill(warned);
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    const flags = box.getByRole('alert');
    await flags.getByText('Ελέγξτε τις επισημάνσεις πριν από τη δημόσια απάντηση').waitFor();
    expect(await flags.textContent()).toContain('«ανώδυνες»');
    expect(await box.getByRole('button', { name: 'Αποστολή' }).isDisabled()).toBe(true);
    expect((await ok(`/api/inbox/threads/${threads[0]!.id}`, token)).replies).toEqual([]);
    await flags.getByRole('checkbox', { name: /Έλεγξα τις επισημάνσεις/ }).check();
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    await thread
      .getByTestId('inbox-item')
      .filter({ hasText: warned })
      .filter({ hasText: 'Στάλθηκε από' })
      .waitFor({ timeout: 15_000 });

    // A compliant one is sent, shows in the thread with who sent it, and appears under the post on the
    // sandbox page.
    const thanks = 'Σας ευχαριστούμε πολύ για τα καλά σας λόγια!';
    await box.getByRole('textbox').fill(thanks);
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    await thread
      .getByTestId('inbox-item')
      .filter({ hasText: thanks })
      .filter({ hasText: 'Στάλθηκε από' })
      .waitFor({ timeout: 15_000 });
    expect(await box.getByRole('alert').count()).toBe(0);
    await sandbox.reload();
    await sandbox
      .getByRole('article')
      .filter({ hasText: post.content.split('\n')[0] })
      .first()
      .getByText(thanks)
      .waitFor();
    await sandbox.close();
  });
});

/**
 * A direct message: written to the page on the sandbox page as a patient, it reaches the
 * inbox; the private reply sent from there appears in the patient's conversation on the sandbox page.
 * A marketer's reply, when the account asks for sign-off, waits until the owner signs it off in the thread.
 */
describe('a message on the sandbox page is answered from the inbox', () => {
  const b = useBrowser();
  const tag = testTag();
  const business = { email: `inbox-dm-${tag}@derma.gr`, password: 'clinic-secret' };
  const ok = (path: string, token: string, init?: CallInit) => okApi(b.baseUrl, path, token, init);

  it('shows the message in the inbox and the private reply in the sandbox conversation, a held one once signed off', {
    timeout: 180_000,
  }, async () => {
    const admin = await adminToken(b.baseUrl);
    const token = await createBusiness(b.baseUrl, admin, {
      businessName: `Κλινική ${tag}`,
      ...business,
      company: { companyName: `Κλινική ${tag}`, location: 'Βόλος' },
    });
    await signInAsBusiness(b.page, business);
    await connectSandbox(b.page, b.baseUrl, token);
    const portal = b.page;
    await portal.goto('/portal/inbox');
    await portal.getByRole('button', { name: /^Όλα/ }).waitFor();

    // The patient writes to the page on the sandbox page.
    const sandbox = await b.context.newPage();
    await sandbox.goto('/api/facebook-sandbox/pages');
    const messenger = sandbox.getByRole('region', { name: /^Messenger · / }).first();
    const question = 'Καλησπέρα, δέχεστε ραντεβού το Σάββατο;';
    await messenger.getByRole('textbox', { name: 'Message as a patient…' }).fill(question);
    await messenger.getByRole('button', { name: 'Send' }).click();
    // Kept in the page's conversation with the patient.
    const conversation = sandbox
      .getByRole('region', { name: /^Messenger · / })
      .first()
      .getByRole('group', { name: /^Conversation with / });
    await conversation.getByText(question).waitFor();

    // It reaches the open inbox within seconds as a message, and is answered privately from there.
    const row = portal.getByTestId('inbox-thread').filter({ hasText: question });
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    const thread = portal.getByRole('region', { name: /^Συνομιλία με / });
    const box = thread.getByRole('form', { name: 'Η απάντησή σας' });
    const answer = 'Καλησπέρα σας! Ναι, το Σάββατο είμαστε ανοιχτά 10:00–14:00.';
    await box.getByRole('textbox').fill(answer);
    await box.getByRole('button', { name: 'Αποστολή' }).click();
    await thread
      .getByTestId('inbox-item')
      .filter({ hasText: answer })
      .filter({ hasText: 'Στάλθηκε από' })
      .waitFor({ timeout: 15_000 });

    // The page's reply is in the patient's conversation on the sandbox page, after the question.
    await sandbox.reload();
    const bubbles = conversation.getByRole('listitem');
    await bubbles.filter({ hasText: answer }).waitFor();
    const said = await bubbles.allTextContents();
    expect(said).toHaveLength(2);
    expect(said[0]).toContain(question);
    expect(said[1]).toContain(answer);

    // With sign-off asked for every reply, a marketer's answer waits for the owner, who signs it off
    // from the thread on a phone, and only then does it reach the patient.
    await ok('/api/inbox/settings', token, { method: 'PUT', json: { replySignOff: 'all' } });
    const marketer = { email: `inbox-mkt-${tag}@derma.gr`, password: 'marketer-secret' };
    const marketerToken = await inviteTeamMember(b.baseUrl, token, marketer, 'marketer');
    const { threads } = await ok('/api/inbox/threads', token);
    const held = 'Σας περιμένουμε το Σάββατο στις 11:00. Φέρτε τις τελευταίες σας εξετάσεις.';
    const { reply } = await ok(`/api/inbox/threads/${threads[0].id}/replies`, marketerToken, {
      method: 'POST',
      json: { text: held, visibility: 'private' },
    });
    expect(reply.state).toBe('awaiting_signoff');

    await portal.setViewportSize({ width: 390, height: 844 });
    await portal.goto(`/portal/inbox?thread=${threads[0].id}`);
    const pending = portal.getByTestId('inbox-reply').filter({ hasText: held });
    await pending.getByText('Περιμένει την έγκριση του ιατρικού υπευθύνου').waitFor();
    // Nothing of the thread runs past a phone's width.
    expect(await sideways(portal)).toEqual([]);
    await pending.getByRole('button', { name: 'Έγκριση και αποστολή' }).click();
    await portal
      .getByTestId('inbox-item')
      .filter({ hasText: held })
      .filter({ hasText: 'Στάλθηκε από' })
      .waitFor({ timeout: 15_000 });
    await sandbox.reload();
    await bubbles.filter({ hasText: held }).waitFor();
    await sandbox.close();
  });
});
