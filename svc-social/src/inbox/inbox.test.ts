import type {
  InboxCountResponse,
  InboxPendingRepliesResponse,
  InboxSettingsResponse,
  InboxThreadResponse,
  InboxThreadsResponse,
  MemberRole,
} from '@studio/contracts';
import { drivers, issueSessionToken } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxItems, inboxReplies, inboxThreads } from '../db/schema.ts';
import { INBOX_VERIFY_TOKEN, type SocialHarness, socialHarness, TEST_APP_SECRET } from '../testing.ts';
import { pollDuePages, subscribePages } from './polling.ts';
import { sendDueReplies } from './sender.ts';
import { signatureOf } from './webhook.ts';

describe.each(drivers)('the inbox on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  /** A business with a page and a post published to it through Post Studio. */
  const published = async () => {
    const business = await h.business();
    const { page } = await h.selectPages(business.token, { instagram: false });
    const due = await h.due(business.accountId);
    const event = await h.announced(due.postId, 'social.post.published');
    return { ...business, page, bulkPostId: due.postId, postId: event.pages[0]!.postId! };
  };

  const deliver = (payload: unknown, secret = TEST_APP_SECRET) => {
    const body = JSON.stringify(payload);
    return h.service.app.request('/api/inbox/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signatureOf(body, secret) },
      body,
    });
  };
  let n = 0;
  const feedComment = (
    pageId: string,
    postId: string,
    message: string,
    from = { id: 'p-1', name: 'Μαρία Κ.' },
    commentId = `${postId.split('_')[1]}_c${++n}`,
  ) => ({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: 1,
        changes: [
          {
            field: 'feed',
            value: {
              item: 'comment',
              verb: 'add',
              comment_id: commentId,
              post_id: postId,
              parent_id: postId,
              from,
              message,
              created_time: Math.floor(Date.now() / 1000),
            },
          },
        ],
      },
    ],
  });
  const threads = async (token: string, query = '') =>
    (await (await h.request('GET', `/api/inbox/threads${query}`, { token })).json()) as InboxThreadsResponse;
  const thread = async (token: string, id: number) =>
    (await (await h.request('GET', `/api/inbox/threads/${id}`, { token })).json()) as InboxThreadResponse;
  const member = (accountId: number, memberRole: MemberRole) =>
    issueSessionToken(h.platform, {
      sub: `admin-user:${accountId * 10 + memberRole.length}`,
      role: 'business_admin',
      accountId,
      actingAdminId: null,
      memberRole,
    });
  /** A patient's comment on the fake Facebook under a published post, delivered by the webhook: its thread. */
  const commented = async (message: string) => {
    const p = await published();
    const comment = await h.facebook.patientComment(p.postId, message, 'Μαρία Κ.');
    const payload = feedComment(p.page.id, p.postId, message, comment.from!, comment.id);
    expect((await deliver(payload)).status).toBe(200);
    const [found] = (await threads(p.token)).threads;
    return { ...p, threadId: found!.id };
  };
  /** The page's replies under a comment on the fake Facebook. */
  const repliesOnFacebook = (postId: string) =>
    h.facebook
      .posts()
      .find((p) => p.id === postId)!
      .comments.filter((c) => c.parentId);
  /** The reply's row once it is no longer being sent. */
  const settled = (replyId: number) =>
    vi.waitFor(
      async () => {
        const [row] = await h.db.select().from(inboxReplies).where(eq(inboxReplies.id, replyId));
        if (!row || row.state === 'sending') throw new Error(`reply ${replyId} still ${row?.state}`);
        return row;
      },
      { timeout: 10_000, interval: 10 },
    );

  it('answers Meta’s verification with the challenge, and refuses a wrong verify token', async () => {
    const ok = await h.request(
      'GET',
      `/api/inbox/webhook?hub.mode=subscribe&hub.verify_token=${INBOX_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await h.request(
      'GET',
      '/api/inbox/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    );
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_signature' });
  });

  it('refuses a delivery without the app secret’s signature, and stores nothing of it', async () => {
    const p = await published();
    const payload = feedComment(p.page.id, p.postId, 'Υπέροχο!');
    expect((await deliver(payload, 'not-the-secret')).status).toBe(403);
    const unsigned = await h.service.app.request('/api/inbox/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(403);
    expect((await threads(p.token)).threads).toEqual([]);
  });

  it('links a comment on a post published through Post Studio to it, and ignores a redelivery', async () => {
    const p = await published();
    const payload = feedComment(p.page.id, p.postId, 'Πόσο κοστίζει η θεραπεία;');
    expect(await (await deliver(payload)).json()).toEqual({ success: true, received: 1 });
    expect(await (await deliver(payload)).json()).toEqual({ success: true, received: 0 });
    const list = await threads(p.token);
    expect(list.threads).toHaveLength(1);
    expect(list.threads[0]).toMatchObject({
      kind: 'comment',
      network: 'facebook',
      pageId: p.page.id,
      post: { externalId: p.postId, postId: p.bulkPostId },
      author: { name: 'Μαρία Κ.' },
      unread: true,
      answered: false,
      category: 'question',
      counts: { items: 1, unread: 1 },
    });
    expect(list.counts).toMatchObject({ all: 1, unanswered: 1, questions: 1 });
    const count = await (await h.request('GET', '/api/inbox/count', { token: p.token })).json();
    expect(count).toEqual({ success: true, unread: 1, waiting: 0, reviews: 0 });
    const read = await h.request('POST', `/api/inbox/threads/${list.threads[0]!.id}/read`, {
      token: p.token,
    });
    expect(await read.json()).toMatchObject({ unread: 0, thread: { unread: false } });
  });

  it('never shows one business another’s threads', async () => {
    const a = await commented('Καλησπέρα, ανοίγετε Σάββατο;');
    const b = await h.business();
    expect((await threads(b.token)).threads).toEqual([]);
    expect((await h.request('GET', `/api/inbox/threads/${a.threadId}`, { token: b.token })).status).toBe(404);
    const reply = await h.request('POST', `/api/inbox/threads/${a.threadId}/replies`, {
      token: b.token,
      json: { text: 'Ναι!', visibility: 'public' },
    });
    expect(reply.status).toBe(404);
    const [item] = await h.db.select().from(inboxItems).where(eq(inboxItems.threadId, a.threadId));
    expect((await h.request('DELETE', `/api/inbox/items/${item!.id}`, { token: b.token })).status).toBe(404);
  });

  it('reads the comments of the page’s recent posts by polling, once each', async () => {
    const p = await published();
    await h.facebook.patientComment(p.postId, 'Έχετε ραντεβού αύριο;', 'Γιώργος Π.');
    const deps = {
      db: h.db,
      inbox: h.graph.inbox,
      cipher: h.cipher,
      logger: h.logger,
      now: () => new Date(),
      afterCommit: () => undefined,
      intervalMs: 0,
    };
    // Every page of the harness is polled (other tests' too): this one's comment is new once. A round
    // whose Graph call failed (a loaded machine) reads it in the next.
    let added = 0;
    await vi.waitFor(
      async () => {
        added += await pollDuePages(deps);
        expect(added).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await pollDuePages(deps)).toBe(0);
    expect((await threads(p.token)).threads).toHaveLength(1);
    // With the webhook set up, the page is subscribed to its fields once.
    expect(await subscribePages(deps)).toBeGreaterThanOrEqual(1);
    expect(await subscribePages(deps)).toBe(0);
    const [found] = (await threads(p.token)).threads;
    expect(found).toMatchObject({
      author: { name: 'Γιώργος Π.' },
      post: { postId: p.bulkPostId },
      category: 'question',
    });
  });

  it('refuses a reply naming a prescription-only medicine, even disguised, with the gate’s reason', async () => {
    const { token, threadId, postId } = await commented('Τι θεραπείες κάνετε για τις ρυτίδες;');
    for (const text of ['Κάνουμε B.o.t.o.x με έκπτωση!', 'Ρωτήστε μας για μπότοξ 💉']) {
      const res = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
        token,
        json: { text, visibility: 'public' },
      });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.error).toBe('compliance');
      expect(body.message).toMatch(/^Η απάντηση δεν μπορεί να σταλεί: περιέχει/);
    }
    expect(await h.db.select().from(inboxReplies).where(eq(inboxReplies.threadId, threadId))).toEqual([]);
    expect(repliesOnFacebook(postId)).toEqual([]);
  });

  it('steers a public reply that confirms a person is a patient, or names their treatment, to a private one', async () => {
    const { token, threadId, postId } = await commented('Τέλεια εμπειρία, ευχαριστώ!');
    for (const text of [
      'Χαιρόμαστε που σας είδαμε για τη θεραπεία σας!',
      'Ελπίζουμε να είστε ικανοποιημένη με το αποτέλεσμα!',
    ]) {
      const res = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
        token,
        json: { text, visibility: 'public' },
      });
      expect(res.status, text).toBe(409);
      expect(await res.json()).toMatchObject({
        error: 'answer_privately',
        suggestedVisibility: 'private',
        reason: 'confidential',
        message: expect.stringMatching(/ιατρικό απόρρητο/),
      });
    }
    expect(await h.db.select().from(inboxReplies).where(eq(inboxReplies.threadId, threadId))).toEqual([]);
    expect(repliesOnFacebook(postId)).toEqual([]);
    const plain = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text: 'Ευχαριστούμε πολύ για τα καλά σας λόγια!', visibility: 'public' },
    });
    expect(plain.status).toBe(201);
  });

  it('takes a public reply with a warn flag only with its tick, recording who ticked; a private one needs none', async () => {
    const { token, threadId } = await commented('Ωραίος χώρος!');
    const text = 'Οι θεραπείες μας είναι ανώδυνες.';
    const unticked = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text, visibility: 'public' },
    });
    expect(unticked.status).toBe(422);
    const refusal = await unticked.json();
    expect(refusal).toMatchObject({
      error: 'acknowledgement_required',
      message: expect.stringMatching(
        /^Η δημόσια απάντηση δεν στάλθηκε χωρίς επιβεβαίωση: περιέχει «ανώδυνες».*Επιβεβαιώστε/,
      ),
      flags: [expect.objectContaining({ severity: 'warn', phrase: 'ανώδυνες' })],
    });
    expect(await h.db.select().from(inboxReplies).where(eq(inboxReplies.threadId, threadId))).toEqual([]);
    // A tick of other rules covers nothing.
    const wrong = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text, visibility: 'public', acknowledgedRuleIds: ['safety-claim'] },
    });
    expect(wrong.status).toBe(422);
    const ruleIds = refusal.flags.map((flag: { ruleId: string }) => flag.ruleId);
    const ticked = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text, visibility: 'public', acknowledgedRuleIds: ruleIds },
    });
    expect(ticked.status).toBe(201);
    const { reply } = await ticked.json();
    expect(reply.acknowledgement).toEqual({ by: expect.any(String), at: expect.any(String), ruleIds });
    const [row] = await h.db.select().from(inboxReplies).where(eq(inboxReplies.id, reply.id));
    expect(row!.acknowledgement).toMatchObject({ ruleIds, userId: expect.any(Number) });
    // The same words in a private message reach one person: no tick asked.
    const { token: other, threadId: second } = await commented('Ωραίος χώρος!');
    const privately = await h.request('POST', `/api/inbox/threads/${second}/replies`, {
      token: other,
      json: { text, visibility: 'private' },
    });
    expect(privately.status).toBe(201);
    expect((await privately.json()).reply.acknowledgement).toBeNull();
  });

  it('steers a public answer to a price or medical question to a private one, with the public line', async () => {
    const { token, threadId, postId } = await commented('Πόσο κοστίζει; Πονάει;');
    const steered = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text: 'Κοστίζει 200€ και δεν πονάει.', visibility: 'public' },
    });
    expect(steered.status).toBe(409);
    expect(await steered.json()).toMatchObject({
      error: 'answer_privately',
      suggestedVisibility: 'private',
      suggestedPublicText: 'Σας στείλαμε μήνυμα',
      reason: 'medical',
    });
    const suggestion = await (
      await h.request('POST', `/api/inbox/threads/${threadId}/suggest`, { token, json: {} })
    ).json();
    expect(suggestion).toMatchObject({ visibility: 'private', steered: 'medical' });
    const res = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text: suggestion.text, visibility: 'private', publicNote: true },
    });
    expect(res.status).toBe(201);
    const { reply } = await res.json();
    expect(reply).toMatchObject({
      visibility: 'private',
      state: 'sending',
      sentBy: { name: expect.any(String) },
    });
    const made = await h.db.select().from(inboxReplies).where(eq(inboxReplies.threadId, threadId));
    expect(made).toHaveLength(2);
    for (const row of made) expect((await settled(row.id)).state).toBe('sent');
    expect(repliesOnFacebook(postId).map((c) => c.message)).toEqual(['Σας στείλαμε μήνυμα']);
    const comment = h.facebook.posts().find((p) => p.id === postId)!.comments[0]!;
    expect(comment.privateRepliedAt).toEqual(expect.any(String));
    const again = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text: 'Και κάτι ακόμη.', visibility: 'private' },
    });
    expect(again.status).toBe(409);
    const shown = await thread(token, threadId);
    expect(shown.thread.answered).toBe(true);
    expect(shown.items.filter((i) => i.direction === 'outgoing')).toHaveLength(2);
  });

  it('sends a reply once with two senders at work, and once after an answer lost on the way', async () => {
    const { accountId, threadId, postId } = await commented('Τέλεια δουλειά!');
    const [item] = await h.db.select().from(inboxItems).where(eq(inboxItems.threadId, threadId));
    const deps = {
      db: h.db,
      inbox: h.graph.inbox,
      cipher: h.cipher,
      logger: h.logger,
      now: () => new Date(),
      afterCommit: () => undefined,
      options: { leaseMs: 5_000, backoff: { stepsMs: [0, 0, 0], giveUp: true } },
    };
    const write = async (text: string) => {
      const [row] = await h.db
        .insert(inboxReplies)
        .values({
          accountId,
          threadId,
          itemId: item!.id,
          text,
          visibility: 'public',
          state: 'sending',
          sentByName: 'Ελένη',
        })
        .returning();
      return row!;
    };
    const first = await write('Σας ευχαριστούμε πολύ!');
    await Promise.all([sendDueReplies(deps), sendDueReplies(deps)]);
    expect((await settled(first.id)).state).toBe('sent');
    expect(repliesOnFacebook(postId).map((c) => c.message)).toEqual(['Σας ευχαριστούμε πολύ!']);

    // The reply goes out, its answer never comes back: the next try finds it under the comment.
    h.facebook.faults.hangMs = 1_500;
    h.facebook.faults.plan.push({ match: 'comment', kind: 'timeout_after_publish', times: 1 });
    const second = await write('Να είστε καλά!');
    while ((await sendDueReplies(deps)) > 0);
    const sent = await settled(second.id);
    expect(sent).toMatchObject({ state: 'sent', externalId: expect.any(String) });
    expect(repliesOnFacebook(postId).map((c) => c.message)).toEqual([
      'Σας ευχαριστούμε πολύ!',
      'Να είστε καλά!',
    ]);
    const outgoing = await h.db.select().from(inboxItems).where(eq(inboxItems.threadId, threadId));
    expect(outgoing.filter((i) => i.direction === 'outgoing').map((i) => i.sentByName)).toEqual([
      'Ελένη',
      'Ελένη',
    ]);
  });

  it('holds a marketer’s reply for the medical reviewer when the account asks for sign-off', async () => {
    const { accountId, token, threadId, postId } = await commented('Ωραία αποτελέσματα!');
    const settings = await h.request('PUT', '/api/inbox/settings', { token, json: { replySignOff: 'all' } });
    expect(await settings.json()).toMatchObject({ settings: { replySignOff: 'all', waitAlertHours: 4 } });
    const marketer = await member(accountId, 'marketer');
    const res = await h.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token: marketer,
      json: { text: 'Ευχαριστούμε!', visibility: 'public' },
    });
    expect(res.status).toBe(201);
    const { reply } = await res.json();
    expect(reply.state).toBe('awaiting_signoff');
    // The reviewer's queue across threads: the reply, the comment it answers, the post; not the marketer's to read.
    const reviewer = await member(accountId, 'medical_reviewer');
    for (const who of [token, reviewer]) {
      const pending = (await (
        await h.request('GET', '/api/inbox/replies/pending', { token: who })
      ).json()) as InboxPendingRepliesResponse;
      expect(pending.replies).toEqual([
        {
          reply: expect.objectContaining({ id: reply.id, text: 'Ευχαριστούμε!', state: 'awaiting_signoff' }),
          thread: expect.objectContaining({
            id: threadId,
            post: expect.objectContaining({ externalId: postId }),
          }),
          answers: expect.objectContaining({ text: 'Ωραία αποτελέσματα!', direction: 'incoming' }),
        },
      ]);
    }
    expect((await h.request('GET', '/api/inbox/replies/pending', { token: marketer })).status).toBe(403);
    const cannot = await h.request('POST', `/api/inbox/replies/${reply.id}/signoff`, { token: marketer });
    expect(cannot.status).toBe(403);
    const signed = await h.request('POST', `/api/inbox/replies/${reply.id}/signoff`, { token: reviewer });
    expect(await signed.json()).toMatchObject({
      reply: { state: 'sending', reviewedBy: { name: expect.any(String) } },
    });
    expect((await settled(reply.id)).state).toBe('sent');
    expect(repliesOnFacebook(postId).map((c) => c.message)).toEqual(['Ευχαριστούμε!']);
    const [row] = await h.db.select().from(inboxThreads).where(eq(inboxThreads.id, threadId));
    expect(row!.waitingSince).toBeNull();
  });

  it('keeps the owner’s opening hours day by day, refuses wrong ones in Greek, and counts waits by them', async () => {
    const { accountId, token, threadId } = await commented('Πότε είστε ανοιχτά;');
    const put = (json: unknown, who = token) => h.request('PUT', '/api/inbox/settings', { token: who, json });
    const week = {
      days: [1, 2, 3, 4, 5, 6],
      from: '09:00',
      to: '17:00',
      byDay: [{ day: 6, from: '10:00', to: '14:00' }],
    };
    const saved = (await (await put({ openingHours: week })).json()) as InboxSettingsResponse;
    expect(saved.settings.openingHours).toEqual(week);
    const wrong = await put({ openingHours: { days: [1], from: '17:00', to: '09:00' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toContain(
      'Η ώρα κλεισίματος πρέπει να είναι μετά την ώρα ανοίγματος.',
    );
    expect((await put({ openingHours: week }, await member(accountId, 'marketer'))).status).toBe(403);

    // Waiting ten days by the clock, but the clinic is open a quarter of an hour a day: not overdue.
    await h.db
      .update(inboxThreads)
      .set({ waitingSince: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(inboxThreads.id, threadId));
    const waiting = async () =>
      ((await (await h.request('GET', '/api/inbox/count', { token })).json()) as InboxCountResponse).waiting;
    await put({ openingHours: { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '00:15' } });
    expect(await waiting()).toBe(0);
    await put({ openingHours: null });
    expect(await waiting()).toBe(1);
  });

  it('hides and deletes a spam comment on the page', async () => {
    const { token, threadId, postId } = await commented('Κέρδισε 1000€ τώρα http://spam.example');
    const [item] = await h.db.select().from(inboxItems).where(eq(inboxItems.threadId, threadId));
    expect(item!.category).toBe('spam');
    const hidden = await h.request('POST', `/api/inbox/items/${item!.id}/hide`, { token, json: {} });
    expect(await hidden.json()).toMatchObject({ item: { hidden: true } });
    const onPage = () => h.facebook.posts().find((p) => p.id === postId)!.comments[0]!;
    expect(onPage().hidden).toBe(true);
    expect((await h.request('DELETE', `/api/inbox/items/${item!.id}`, { token })).status).toBe(200);
    expect(onPage().deletedAt).toEqual(expect.any(String));
  });
});
