import type { MemberRole } from '@studio/contracts';
import { drivers, issueSessionToken } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleConnections, googleReviewReplies, googleReviewSyncs } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { syncDueReviews } from './review-sync.ts';
import { connectGoogle } from './testing.ts';

describe.each(drivers)('Google reviews (%s)', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  const member = (accountId: number, memberRole: MemberRole) =>
    issueSessionToken(h.platform, {
      sub: `admin-user:${accountId * 10 + memberRole.length}`,
      role: 'business_admin',
      accountId,
      actingAdminId: null,
      memberRole,
    });

  /** A business with Google connected and every location chosen: its reviews. */
  async function withReviews() {
    const { accountId, token } = await h.business();
    await connectGoogle(h, token);
    const { locations } = await (await h.request('GET', '/api/google/locations', { token })).json();
    await h.request('POST', '/api/google/locations', {
      token,
      json: { locations: locations.map((l: { name: string }) => l.name) },
    });
    const { reviews } = await (await h.request('GET', '/api/google/reviews', { token })).json();
    return { accountId, token, reviews };
  }
  const reply = (token: string, review: string, text: string) =>
    h.request('POST', '/api/google/reviews/reply', { token, json: { review, text } });

  it('lists the chosen locations’ reviews with their stars, newest first', async () => {
    const { reviews } = await withReviews();
    expect(reviews).toHaveLength(9);
    expect(reviews.map((r: { stars: number }) => r.stars).slice(0, 3)).toEqual([2, 2, 2]);
    expect(reviews[0]).toMatchObject({ reviewer: 'Ανώνυμος', reply: null });
  });

  it('refuses a reply that names the treatment, with the reason, and sends a plain thanks once', async () => {
    const { token, reviews } = await withReviews();
    const review = reviews.find((r: { stars: number; answerable: boolean }) => r.stars === 4 && r.answerable);
    const refused = await reply(token, review.name, 'Χαιρόμαστε που η θεραπεία με υαλουρονικό σας βοήθησε!');
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.message).toContain('ιατρικό απόρρητο');
    expect(body.message).toContain('«θεραπεία»');
    const suggestion = await (
      await h.request('GET', `/api/google/reviews/suggestion?review=${encodeURIComponent(review.name)}`, {
        token,
      })
    ).json();
    expect(suggestion.text).toContain('καλά σας λόγια');
    const sent = await reply(token, review.name, 'Ευχαριστούμε για τα καλά σας λόγια');
    expect(sent.status).toBe(200);
    const again = await reply(token, review.name, 'Ευχαριστούμε ξανά!');
    expect(again.status).toBe(409);
    const [row] = await h.db
      .select()
      .from(googleReviewReplies)
      .where(eq(googleReviewReplies.reviewName, review.name));
    expect(row).toMatchObject({ status: 'sent', text: 'Ευχαριστούμε για τα καλά σας λόγια' });
    const listed = (await (await h.request('GET', '/api/google/reviews', { token })).json()).reviews.find(
      (r: { name: string }) => r.name === review.name,
    );
    expect(listed.reply).toMatchObject({ text: 'Ευχαριστούμε για τα καλά σας λόγια' });
  });

  it('does not answer a review of an unverified location', async () => {
    const { token, reviews } = await withReviews();
    const review = reviews.find((r: { answerable: boolean }) => !r.answerable);
    expect((await reply(token, review.name, 'Ευχαριστούμε για τα καλά σας λόγια')).status).toBe(409);
  });

  it('holds a marketer’s reply for the reviewer when the account asks for sign-off, and sends it once signed off', async () => {
    const { accountId, token, reviews } = await withReviews();
    await h.request('PUT', '/api/inbox/settings', { token, json: { replySignOff: 'all' } });
    const review = reviews.find((r: { stars: number; answerable: boolean }) => r.stars === 5 && r.answerable);
    const marketer = await member(accountId, 'marketer');
    const replies = () => h.service.google.sandbox()!.calls.filter((c) => c.startsWith('PUT'));
    const before = replies().length;
    const held = await reply(marketer, review.name, 'Ευχαριστούμε για τα καλά σας λόγια');
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ state: 'awaiting_signoff' });
    expect(replies()).toHaveLength(before);
    const listed = async () =>
      (await (await h.request('GET', '/api/google/reviews', { token })).json()).reviews.find(
        (r: { name: string }) => r.name === review.name,
      );
    expect(await listed()).toMatchObject({
      reply: null,
      pending: { text: 'Ευχαριστούμε για τα καλά σας λόγια', state: 'awaiting_signoff' },
    });
    // Not the marketer's to decide; the reviewer sends it back, then signs off the text written again.
    const decide = (who: string, decision: string, comment?: string) =>
      h.request('POST', '/api/google/reviews/signoff', {
        token: who,
        json: { review: review.name, decision, comment },
      });
    expect((await decide(marketer, 'sign_off')).status).toBe(403);
    const reviewer = await member(accountId, 'medical_reviewer');
    expect((await decide(reviewer, 'request_changes', 'Πιο σύντομα.')).status).toBe(200);
    expect((await listed()).pending).toMatchObject({ state: 'changes_requested', comment: 'Πιο σύντομα.' });
    expect((await decide(reviewer, 'sign_off')).status).toBe(409);
    expect((await reply(marketer, review.name, 'Ευχαριστούμε!')).status).toBe(202);
    const signed = await decide(reviewer, 'sign_off');
    expect(await signed.json()).toMatchObject({ state: 'sent', text: 'Ευχαριστούμε!' });
    expect(replies()).toHaveLength(before + 1);
    expect((await decide(reviewer, 'sign_off')).status).toBe(409);
    expect(await listed()).toMatchObject({ reply: { text: 'Ευχαριστούμε!' }, pending: null });
    const [row] = await h.db
      .select()
      .from(googleReviewReplies)
      .where(eq(googleReviewReplies.reviewName, review.name));
    expect(row).toMatchObject({ status: 'sent', reviewedByName: expect.any(String) });
  });

  it('sends the owner’s own reply at once even when the account asks for sign-off: the owner signs off', async () => {
    const { token, reviews } = await withReviews();
    await h.request('PUT', '/api/inbox/settings', { token, json: { replySignOff: 'all' } });
    const review = reviews.find((r: { stars: number; answerable: boolean }) => r.stars === 5 && r.answerable);
    const sent = await reply(token, review.name, 'Ευχαριστούμε για τα καλά σας λόγια');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ state: 'sent' });
  });

  /** A reply written on Google itself (Google Maps), not through Post Studio. */
  async function answerOnGoogle(accountId: number, review: string, comment: string) {
    const [connection] = await h.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.accountId, accountId));
    const { client } = h.service.google;
    const access = await client.accessToken(h.cipher.decrypt(connection!.refreshTokenEncrypted));
    await client.updateReply(access, review, comment);
  }

  it('reads the inbox from its own store: Google is asked again on «Ανανέωση» and at the sync’s turn, one replica a location', async () => {
    const { accountId, token, reviews } = await withReviews();
    const reviewCalls = () => h.service.google.sandbox()!.calls.filter((c) => c.includes('/reviews')).length;
    const count = async () => (await (await h.request('GET', '/api/inbox/count', { token })).json()).reviews;
    const listed = async (name: string) =>
      (await (await h.request('GET', '/api/google/reviews', { token })).json()).reviews.find(
        (r: { name: string }) => r.name === name,
      );
    const unanswered = reviews.filter(
      (r: { answerable: boolean; reply: unknown }) => r.answerable && !r.reply,
    );
    expect(await count()).toBe(unanswered.length);
    const [first, second] = unanswered;
    await answerOnGoogle(accountId, first.name, 'Ευχαριστούμε πολύ!');
    const calls = reviewCalls();
    // A plain load reads the store, not Google.
    expect((await listed(first.name)).reply).toBeNull();
    expect(reviewCalls()).toBe(calls);
    const refreshed = await h.request('POST', '/api/google/reviews/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(
      (await refreshed.json()).reviews.find((r: { name: string }) => r.name === first.name).reply,
    ).toMatchObject({ text: 'Ευχαριστούμε πολύ!', by: null });
    expect(await count()).toBe(unanswered.length - 1);

    // The sync reads each location at its turn; a location another replica holds is left to it.
    await answerOnGoogle(accountId, second.name, 'Σας ευχαριστούμε!');
    const later = new Date(Date.now() + 3_600_000);
    const sync = {
      db: h.db,
      clock: () => later,
      google: h.service.google.client,
      cipher: h.cipher,
      logger: h.logger,
      afterCommit: () => {},
      intervalMs: 600_000,
    };
    const [held] = await h.db
      .update(googleReviewSyncs)
      .set({ claimedUntil: new Date(later.getTime() + 60_000) })
      .where(
        sql`${googleReviewSyncs.locationId} = (select id from social.google_locations where account_id = ${accountId} and location_name = ${second.locationName})`,
      )
      .returning();
    expect(held).toBeDefined();
    await syncDueReviews(sync);
    expect((await listed(second.name)).reply).toBeNull();
    await h.db
      .update(googleReviewSyncs)
      .set({ claimedUntil: null })
      .where(eq(googleReviewSyncs.locationId, held!.locationId));
    await syncDueReviews(sync);
    expect((await listed(second.name)).reply).toMatchObject({ text: 'Σας ευχαριστούμε!' });
    expect(await count()).toBe(unanswered.length - 2);
  });

  it('lists a reply held for sign-off in the inbox’s pending replies', async () => {
    const { accountId, token, reviews } = await withReviews();
    await h.request('PUT', '/api/inbox/settings', { token, json: { replySignOff: 'all' } });
    const review = reviews.find((r: { stars: number; answerable: boolean }) => r.stars === 5 && r.answerable);
    const marketer = await member(accountId, 'marketer');
    expect((await reply(marketer, review.name, 'Ευχαριστούμε για τα καλά σας λόγια')).status).toBe(202);
    const reviewer = await member(accountId, 'medical_reviewer');
    const pending = await (await h.request('GET', '/api/inbox/replies/pending', { token: reviewer })).json();
    expect(pending.reviews).toEqual([
      expect.objectContaining({
        name: review.name,
        stars: 5,
        pending: expect.objectContaining({
          text: 'Ευχαριστούμε για τα καλά σας λόγια',
          state: 'awaiting_signoff',
        }),
      }),
    ]);
    await h.request('POST', '/api/google/reviews/signoff', {
      token: reviewer,
      json: { review: review.name, decision: 'sign_off' },
    });
    expect(
      (await (await h.request('GET', '/api/inbox/replies/pending', { token: reviewer })).json()).reviews,
    ).toEqual([]);
  });
});
