import { randomUUID } from 'node:crypto';
import { callToActionOf, type GoogleTopic, type PostImage } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { googleConnections, googleLocations } from '../db/schema.ts';
import { clockIn } from '../graph/meta-errors.ts';
import type { PageFailure } from '../graph/reasons.ts';
import { withTargetClaim } from '../publishing/claim.ts';
import type { Due, Handling, PublishContext, TargetOutcome } from '../publishing/context.ts';
import {
  beginAttempt,
  type GoogleTarget,
  isOut,
  markAttemptFailed,
  markPublished,
  markRefused,
  openPublication,
  type PublishedPostRow,
} from '../publishing/published-posts.ts';
import { GoogleApiError, type GoogleClient, type LocalPost } from './google-client.ts';
import { googleProblem } from './problems.ts';

/**
 * A local post's summary: "You have up to 1,500 characters for the details of your post" (Google
 * Business Profile Help; the Google sandbox refuses a longer one as Google does).
 */
export const GOOGLE_SUMMARY_MAX = 1500;

/** A Google location a post goes to, with what its call to action is made from. */
export type GoogleLocationTarget = GoogleTarget & { phone: string | null; websiteUri: string | null };

/** The account's chosen locations, with the login's refresh token opened (null when it cannot be). */
export async function googleTargetsOf(
  db: Db,
  cipher: TokenCipher,
  accountId: number,
): Promise<GoogleLocationTarget[]> {
  const rows = await db
    .select({
      name: googleLocations.locationName,
      title: googleLocations.title,
      phone: googleLocations.phone,
      websiteUri: googleLocations.websiteUri,
      sealed: googleConnections.refreshTokenEncrypted,
      status: googleConnections.status,
    })
    .from(googleLocations)
    .innerJoin(googleConnections, eq(googleConnections.accountId, googleLocations.accountId))
    .where(and(eq(googleLocations.accountId, accountId), eq(googleLocations.selected, true)));
  return rows.map((row) => {
    let token: string | null = null;
    try {
      token = row.status === 'connected' ? cipher.decrypt(row.sealed) : null;
    } catch {
      token = null;
    }
    return {
      platform: 'google',
      pageId: row.name,
      pageName: row.title,
      token,
      phone: row.phone,
      websiteUri: row.websiteUri,
    };
  });
}

/** A wall-clock time (`YYYY-MM-DDTHH:mm`) as Google's Date and TimeOfDay. */
function dateAndTimeOf(civil: string) {
  const [date = '', time = ''] = civil.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return { date: { year, month, day }, time: { hours, minutes, seconds: 0, nanos: 0 } };
}

/**
 * The topic of a local post (LocalPost, https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts):
 * STANDARD for a plain post; EVENT or OFFER with `event` (its title and schedule, required for both);
 * an OFFER's `offer` with its coupon code, redeem link and terms where the post has them.
 */
export function topicOf(topic: GoogleTopic | null): Record<string, unknown> {
  if (!topic) return { topicType: 'STANDARD' };
  const start = dateAndTimeOf(topic.startsAt);
  const end = dateAndTimeOf(topic.endsAt);
  const event = {
    title: topic.title,
    schedule: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time },
  };
  if (topic.kind === 'event') return { topicType: 'EVENT', event };
  const offer = {
    ...(topic.couponCode ? { couponCode: topic.couponCode } : {}),
    ...(topic.redeemUrl ? { redeemOnlineUrl: topic.redeemUrl } : {}),
    ...(topic.terms ? { termsConditions: topic.terms } : {}),
  };
  return { topicType: 'OFFER', event, offer };
}

/**
 * The local post made from the approved post: its text (within Google's 1,500 characters), its first
 * image (a local post shows one), its topic (a plain post, an event or an offer), and its call to
 * action (Google ignores one on an OFFER, whose own link is the offer's redeem link, so none is sent).
 */
export function localPostOf(
  due: Due,
  target: GoogleLocationTarget,
  images: PostImage[],
): Record<string, unknown> {
  const [image] = images;
  const callToAction = due.googleTopic?.kind === 'offer' ? null : callToActionOf(due.bookingUrl, target);
  return {
    languageCode: 'el',
    ...topicOf(due.googleTopic),
    summary: due.content,
    ...(callToAction ? { callToAction } : {}),
    ...(image ? { media: [{ mediaFormat: 'PHOTO', sourceUrl: image.url }] } : {}),
  };
}

const failure = (code: PageFailure['code'], retryable: boolean, text: string): PageFailure => ({
  code,
  retryable,
  reason: () => text,
});

/** AIP-193's least wait before a quota error is tried again. */
export const GOOGLE_QUOTA_LEAST_WAIT_MS = 30_000;

/**
 * The waits after a quota error (429 RESOURCE_EXHAUSTED), one per delivery: "For 429 RESOURCE_EXHAUSTED
 * errors, the client may retry at the higher level with minimum 30s delay"
 * (https://cloud.google.com/apis/design/errors#retrying_errors); when the answer carries a RetryInfo,
 * "clients should wait until retry_delay amount of time has passed … If retrying requests also fail,
 * clients should use an exponential backoff scheme … based on retry_delay"
 * (https://cloud.google.com/apis/design/errors#retryinfo). The quota itself is counted per minute
 * (https://developers.google.com/my-business/content/limits).
 */
export function quotaWaitsMs(retryDelayMs: number | null): number[] {
  const first = Math.max(GOOGLE_QUOTA_LEAST_WAIT_MS, retryDelayMs ?? 0);
  return [first, first * 2, first * 4, first * 8];
}

/** A Google refusal as a publication failure; a quota error waits at least as long as Google says. */
export const failureFrom = (error: unknown): PageFailure => {
  const problem = googleProblem(error);
  if (problem.status === 429 && error instanceof GoogleApiError)
    return {
      code: 'rate_limited',
      retryable: true,
      leastRetryWaitMs: quotaWaitsMs(error.retryDelayMs),
      reason: (retry) =>
        `Η Google περιορίζει προσωρινά τα αιτήματα (όριο ανά λεπτό)· ${
          retry
            ? `νέα προσπάθεια στις ${clockIn(retry)}.`
            : 'οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά αργότερα.'
        }`,
    };
  return failure(problem.reconnect ? 'token_expired' : 'graph_error', problem.retryable, problem.message);
};

/** The post as Google shows it among the location's latest: the same text, made since the call began. */
const ours = (posts: LocalPost[], due: Due, since: Date) =>
  posts.find(
    (p) => (p.summary ?? '') === due.content && Date.parse(p.createTime) >= since.getTime() - 60_000,
  );

type GoogleDeps = { google: GoogleClient };

/** The call's outcome recorded: out with Google's name for it, refused (nothing went out), or unknown (looked up next). */
async function createOnce(
  ctx: PublishContext,
  { google }: GoogleDeps,
  due: Due,
  target: GoogleLocationTarget,
  accessToken: string,
  post: Record<string, unknown>,
  seen: PublishedPostRow,
): Promise<TargetOutcome> {
  const attemptId = randomUUID();
  if (!(await beginAttempt(ctx, due, target, seen, attemptId))) return { kind: 'elsewhere' };
  try {
    const created = await google.createLocalPost(accessToken, target.pageId, post);
    // Google's name for the post is stored before anything is reported.
    await markPublished(ctx, due.postId, target, attemptId, {
      postId: created.name,
      permalink: created.searchUrl ?? null,
    });
    return { kind: 'out' };
  } catch (error) {
    const answered = error instanceof GoogleApiError && error.httpStatus > 0 && error.httpStatus < 500;
    await markAttemptFailed(ctx, due.postId, target, attemptId, googleProblem(error).message, answered);
    return { kind: 'failed', target, failure: failureFrom(error) };
  }
}

/**
 * The post on one Google location, under the same claim and row as a page's: a row left 'publishing'
 * (an answer lost) is looked up among the location's latest posts first; found, it is recorded with
 * Google's name; not found after the grace, it is sent again.
 */
async function publishOnLocation(
  ctx: PublishContext,
  deps: GoogleDeps,
  due: Due,
  target: GoogleLocationTarget,
  images: PostImage[],
): Promise<TargetOutcome> {
  const row = await openPublication(ctx.db, due, target);
  if (isOut(row)) return { kind: 'out' };
  if (!target.token)
    return {
      kind: 'failed',
      target,
      failure: failure(
        'token_expired',
        false,
        'Η σύνδεση με τη Google έληξε ή ανακλήθηκε· συνδέστε ξανά τον λογαριασμό Google.',
      ),
    };
  if ([...due.content].length > GOOGLE_SUMMARY_MAX) {
    const text = `Η ανάρτηση ξεπερνά τους ${GOOGLE_SUMMARY_MAX} χαρακτήρες που δέχεται η Google («${target.pageName}»).`;
    await markRefused(ctx, due.postId, target, row, text);
    return { kind: 'failed', target, failure: failure('graph_error', false, text) };
  }
  const accessToken = await deps.google.accessToken(target.token);
  if (row.status === 'publishing' && row.attemptStartedAt) {
    const found = ours(
      await deps.google.latestLocalPosts(accessToken, target.pageId),
      due,
      row.attemptStartedAt,
    );
    if (found) {
      await markPublished(ctx, due.postId, target, row.attemptId, {
        postId: found.name,
        permalink: found.searchUrl ?? null,
      });
      return { kind: 'out' };
    }
    // Not listed yet: a call still at work on Google's side shows up within the grace.
    if (ctx.clock().getTime() - row.attemptStartedAt.getTime() < ctx.graceMs)
      return {
        kind: 'failed',
        target,
        failure: failure('graph_error', true, 'Η Google δεν απάντησε ακόμη· νέος έλεγχος σε λίγο.'),
      };
  }
  return createOnce(ctx, deps, due, target, accessToken, localPostOf(due, target, images), row);
}

/** The post on a Google location, holding its claim (the same leases as a page's). */
export function publishToGoogle(
  ctx: PublishContext,
  google: GoogleClient | null,
  { due, owner, held }: Handling,
  target: GoogleLocationTarget,
  images: PostImage[],
): Promise<TargetOutcome> {
  if (!google) throw new Error('a Google location among the targets of a publisher without Google');
  return withTargetClaim(ctx, due.postId, target, owner, held, () =>
    publishOnLocation(ctx, { google }, due, target, images).catch(
      (error: unknown): TargetOutcome => ({ kind: 'failed', target, failure: failureFrom(error) }),
    ),
  );
}
