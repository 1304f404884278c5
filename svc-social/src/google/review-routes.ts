import { complianceRefusal, reviewConfidentialityFlagsOf } from '@studio/ai';
import {
  type ComplianceFlag,
  type GoogleReviewReplyResponse,
  type GoogleReviewsResponse,
  googleReviewMessages,
  maySignOff,
  memberRoleOf,
} from '@studio/contracts';
import { accountIdOf, type Db, type KitEnv, mountRoute, type ServiceApp } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { googleLocations, googleReviewReplies, googleReviews } from '../db/schema.ts';
import type { GoogleDeps } from '../deps.ts';
import { settingsOf } from '../inbox/queries.ts';
import { actorOfClaims, replyRefusal } from '../inbox/replies.ts';
import { findGoogleConnection, markGoogleReconnect } from './connections.ts';
import { type GoogleProblem, googleProblem, googleProblemAnswer } from './problems.ts';
import { hasUnreadLocation, storeLocationReviews, syncAccountReviews } from './review-sync.ts';
import { storedReviewOf, storedReviewsOf } from './stored-reviews.ts';

/**
 * Why a reply to a review may not go, in Greek; null when it may. The gate's rules as for any public text
 * (a `warn` as well as a `block`: a review's reply has no acknowledgement step), then medical confidentiality:
 * a reply that confirms the reviewer is a patient or names a treatment is refused, naming what was found.
 */
export async function reviewReplyRefusal(
  db: Db,
  text: string,
): Promise<{ message: string; flags: ComplianceFlag[] } | null> {
  const { flags, refusal } = await replyRefusal(db, text);
  if (refusal) return { message: refusal, flags };
  const warned = flags.filter((f) => f.severity === 'warn');
  if (warned.length > 0)
    return {
      message: (complianceRefusal(warned, [], 'publish') ?? '').replace(
        /Η ανάρτηση δεν δημοσιεύτηκε[^:]*/,
        'Η απάντηση δεν μπορεί να σταλεί',
      ),
      flags: warned,
    };
  const confidential = reviewConfidentialityFlagsOf(text);
  if (confidential.length === 0) return null;
  const found = [...new Set(confidential.map((f) => `«${f.phrase}»`))].join(', ');
  return {
    message: `Η απάντηση δεν μπορεί να σταλεί: ${confidential[0]?.reason ?? ''} Εντοπίστηκε: ${found}.`,
    flags: confidential,
  };
}

/** Who reviewed a reply, and when. */
const reviewedBy = (actor: { name: string; userId: number | null }, at: Date) => ({
  reviewedByName: actor.name,
  reviewedByUserId: actor.userId,
  reviewedAt: at,
});

/**
 * The suggested reply: a thanks (or, for a low rating, an apology and an invitation to call) that names
 * no treatment and confirms no visit, so it passes the confidentiality rule as it stands.
 */
export const suggestedReply = (stars: number | null, reviewer: string) => {
  const first = reviewer.trim().split(/\s+/)[0] ?? '';
  const hello = first && first !== 'Ανώνυμος' ? `${first}, ε` : 'Ε';
  return stars !== null && stars <= 3
    ? `${hello}υχαριστούμε που μοιραστήκατε τη γνώμη σας. Λυπούμαστε που η εμπειρία δεν ήταν όπως την περιμένατε· θα χαρούμε να μιλήσουμε στο τηλέφωνο του ιατρείου.`
    : `${hello}υχαριστούμε για τα καλά σας λόγια!`;
};

/** /api/google/reviews: the inbox's Google reviews, their suggested replies, and the replies through the gate. */
export function googleReviewRoutes(app: ServiceApp, deps: GoogleDeps) {
  const helpers = reviewHelpers(deps);
  readingRoutes(app, deps, helpers);
  replyRoute(app, deps, helpers);
  signOffRoute(app, deps, helpers);
}

type ReviewHelpers = ReturnType<typeof reviewHelpers>;

/** What the review routes share: the Google access token, Google's refusals answered, a reply sent. */
function reviewHelpers(deps: GoogleDeps) {
  const { db, clock, google, cipher, logger } = deps;
  const accessOf = async (c: Context<KitEnv>) => {
    const connection = await findGoogleConnection(db, accountIdOf(c));
    return connection ? google.accessToken(cipher.decrypt(connection.refreshTokenEncrypted)) : null;
  };
  const refused = async (c: Context<KitEnv>, error: unknown) => {
    const problem = googleProblem(error);
    if (problem.reconnect) await markGoogleReconnect({ db, clock }, accountIdOf(c));
    logger.warn({ err: error }, 'Google refused a review call');
    return googleProblemAnswer(c, problem);
  };
  /** The reply sent to Google, marked sent, and stored as the review's reply. */
  const send = async (token: string, name: string, text: string) => {
    const sent = await google.updateReply(token, name, text);
    await db.transaction(async (tx) => {
      await tx
        .update(googleReviewReplies)
        .set({ status: 'sent', sentAt: new Date(sent.updateTime), updatedAt: clock() })
        .where(eq(googleReviewReplies.reviewName, name));
      await tx
        .update(googleReviews)
        .set({ replyText: sent.comment, replyAt: new Date(sent.updateTime) })
        .where(eq(googleReviews.reviewName, name));
    });
    return {
      success: true,
      review: name,
      text: sent.comment,
      state: 'sent',
    } satisfies GoogleReviewReplyResponse;
  };
  /** The review's location read from Google again (a reply whose answer was lost shows there), then the review. */
  const reread = async (accountId: number, token: string, name: string, locationName: string) => {
    const [location] = await db
      .select()
      .from(googleLocations)
      .where(and(eq(googleLocations.accountId, accountId), eq(googleLocations.locationName, locationName)));
    if (location) await storeLocationReviews(deps, location, await google.reviews(token, locationName));
    return storedReviewOf(db, accountId, name);
  };
  /**
   * The account's reviews read from Google now (`neverRead`: only its locations never read yet); what
   * Google refused, if it refused.
   */
  const sync = async (accountId: number, neverRead: boolean): Promise<GoogleProblem | null> => {
    const { problems } = await syncAccountReviews(
      { ...deps, intervalMs: deps.reviewSyncIntervalMs },
      accountId,
      { neverRead },
    );
    return problems[0] ?? null;
  };
  return { accessOf, refused, send, reread, sync };
}

/** The stored reviews, read from Google at once on «Ανανέωση» and for a location never read; a review's suggested reply. */
function readingRoutes(app: ServiceApp, deps: GoogleDeps, { sync }: ReviewHelpers) {
  const { db } = deps;
  const answer = async (c: Context<KitEnv>, problem: GoogleProblem | null) => {
    if (problem) return googleProblemAnswer(c, problem);
    const body: GoogleReviewsResponse = { success: true, reviews: await storedReviewsOf(db, accountIdOf(c)) };
    return c.json(body);
  };
  mountRoute(app, 'GET /api/google/reviews', async (c) => {
    const accountId = accountIdOf(c);
    return answer(c, (await hasUnreadLocation(db, accountId)) ? await sync(accountId, true) : null);
  });
  mountRoute(app, 'POST /api/google/reviews/refresh', async (c) =>
    answer(c, await sync(accountIdOf(c), false)),
  );

  mountRoute(app, 'GET /api/google/reviews/suggestion', async (c) => {
    const name = c.req.query('review') ?? '';
    const review = await storedReviewOf(db, accountIdOf(c), name);
    if (!review) return c.json({ error: 'not_found', message: 'Η κριτική δεν βρέθηκε.' }, 404);
    return c.json({ success: true, review: name, text: suggestedReply(review.stars, review.reviewer) });
  });
}

/** A reply through the gate: held for the reviewer where the account asks it, else sent once. */
function replyRoute(app: ServiceApp, deps: GoogleDeps, { accessOf, refused, send, reread }: ReviewHelpers) {
  const { db, clock } = deps;
  mountRoute(app, 'POST /api/google/reviews/reply', async (c) => {
    const accountId = accountIdOf(c);
    const { review: name, text } = c.req.valid('json');
    const refusal = await reviewReplyRefusal(db, text);
    if (refusal) return c.json({ error: 'compliance', message: refusal.message, flags: refusal.flags }, 422);
    try {
      const token = await accessOf(c);
      let review = await storedReviewOf(db, accountId, name);
      if (!token || !review) return c.json({ error: 'not_found', message: 'Η κριτική δεν βρέθηκε.' }, 404);
      if (!review.answerable)
        return c.json(
          {
            error: 'not_verified',
            message: 'Η τοποθεσία δεν έχει επαληθευτεί από τη Google· η κριτική δεν μπορεί να απαντηθεί.',
          },
          409,
        );
      // The account's reviewer signs off what others write, as for the inbox's replies.
      const claims = c.get('auth');
      const { replySignOff } = await settingsOf(db, accountId, 'webhook');
      const signer = maySignOff(memberRoleOf(claims));
      const needsSignOff = !signer && replySignOff !== 'off';
      // Recorded before it is sent: one reply per review; a row left 'sending' (an answer lost) is sent
      // again only when Google does not show a reply.
      const actor = actorOfClaims(claims);
      const status = needsSignOff ? ('awaiting_signoff' as const) : ('sending' as const);
      const [opened] = await db
        .insert(googleReviewReplies)
        .values({
          accountId,
          reviewName: name,
          text,
          status,
          authorName: actor.name,
          authorUserId: actor.userId,
          ...(signer && replySignOff !== 'off' ? reviewedBy(actor, clock()) : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (!opened) {
        const [row] = await db
          .select()
          .from(googleReviewReplies)
          .where(eq(googleReviewReplies.reviewName, name));
        // Our reply whose answer was lost: Google is asked whether it shows it (then it is sent, once).
        if (row?.status === 'sending' && !review.reply)
          review = (await reread(accountId, token, name, review.locationName)) ?? review;
        if (row?.status === 'sending' && review.reply)
          return c.json({ success: true, review: name, text: review.reply.text });
        if (row?.status === 'sent' || review.reply)
          return c.json({ error: 'already_answered', message: 'Η κριτική έχει ήδη απάντηση.' }, 409);
        // A held reply written again (or a lost one sent again): the newest text, held or on its way.
        await db
          .update(googleReviewReplies)
          .set({
            text,
            status,
            authorName: actor.name,
            authorUserId: actor.userId,
            ...(signer && replySignOff !== 'off' ? reviewedBy(actor, clock()) : {}),
            updatedAt: clock(),
          })
          .where(eq(googleReviewReplies.reviewName, name));
      }
      if (needsSignOff)
        return c.json(
          {
            success: true,
            review: name,
            text,
            state: 'awaiting_signoff',
            message: googleReviewMessages.awaitingSignOff,
          } satisfies GoogleReviewReplyResponse,
          202,
        );
      return c.json(await send(token, name, text));
    } catch (error) {
      return refused(c, error);
    }
  });
}

/** The reviewer's decision on a held reply: signed off (checked again, then sent once) or sent back. */
function signOffRoute(app: ServiceApp, deps: GoogleDeps, { accessOf, refused, send }: ReviewHelpers) {
  const { db, clock } = deps;
  mountRoute(app, 'POST /api/google/reviews/signoff', async (c) => {
    const accountId = accountIdOf(c);
    const { review: name, decision, comment } = c.req.valid('json');
    const actor = actorOfClaims(c.get('auth'));
    // Taken from 'awaiting_signoff' in one step: two reviewers deciding at once decide once.
    const [row] = await db
      .update(googleReviewReplies)
      .set({
        status: decision === 'sign_off' ? 'sending' : 'changes_requested',
        ...reviewedBy(actor, clock()),
        reviewComment: comment ?? null,
        updatedAt: clock(),
      })
      .where(
        and(
          eq(googleReviewReplies.accountId, accountId),
          eq(googleReviewReplies.reviewName, name),
          eq(googleReviewReplies.status, 'awaiting_signoff'),
        ),
      )
      .returning();
    if (!row)
      return c.json({ error: 'not_awaiting_signoff', message: googleReviewMessages.notAwaiting }, 409);
    if (decision === 'request_changes')
      return c.json({
        success: true,
        review: name,
        text: row.text,
        state: 'changes_requested',
        message: googleReviewMessages.changesRequested,
      } satisfies GoogleReviewReplyResponse);
    try {
      // The rules may have changed while it waited: the gate once more, then Google.
      const refusal = await reviewReplyRefusal(db, row.text);
      if (refusal) {
        await db
          .update(googleReviewReplies)
          .set({ status: 'changes_requested', reviewComment: refusal.message, updatedAt: clock() })
          .where(eq(googleReviewReplies.id, row.id));
        return c.json({ error: 'compliance', message: refusal.message, flags: refusal.flags }, 422);
      }
      const token = await accessOf(c);
      if (!token) return c.json({ error: 'not_found', message: 'Η κριτική δεν βρέθηκε.' }, 404);
      return c.json(await send(token, name, row.text));
    } catch (error) {
      return refused(c, error);
    }
  });
}
