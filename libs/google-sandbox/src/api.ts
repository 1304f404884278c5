import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { GoogleSandboxContext } from './context.ts';
import {
  type GoogleApi,
  googleError,
  insufficientScope,
  invalidArgument,
  notFound,
  quotaExceeded,
  unauthenticated,
} from './errors.ts';
import { faultAnswer, type GoogleFaultMatch, takeFault } from './faults.ts';
import { BUSINESS_MANAGE_SCOPE, grantOf } from './oauth.ts';
import { validLocalPost } from './post-rules.ts';
import { accountsOf, locationsOf, reviewsOf, STAR_NUMBER } from './sample-locations.ts';

export type Answer = { status: number; body: unknown };
export const send = (c: Context, answer: Answer) => c.json(answer.body as object, answer.status as 200);

/** A page of `items` from `pageToken` (an offset), with Google's nextPageToken when more follow. */
function paged<T>(items: T[], pageToken: string | undefined, size: number) {
  const offset = Number(pageToken ?? 0) || 0;
  const page = items.slice(offset, offset + size);
  return { page, ...(offset + size < items.length ? { nextPageToken: String(offset + size) } : {}) };
}

/**
 * The page size a list takes: its default when none is asked, up to its documented maximum (accounts
 * 20, locations 100, local posts 100, reviews 50); more than the maximum is INVALID_ARGUMENT.
 */
function pageSizeOf(c: Context, fallback: number, max: number): number | Answer {
  const asked = c.req.query('pageSize');
  if (asked === undefined) return fallback;
  const size = Number(asked);
  if (!Number.isInteger(size) || size < 1 || size > max)
    return invalidArgument(`pageSize must be between 1 and ${max}`, 'page_size');
  return size;
}

/**
 * Every API call's gate, in Google's order: the token (UNAUTHENTICATED), its scope, a planned fault,
 * then the project's quota per API per minute (RESOURCE_EXHAUSTED). Answers the refusal, or the user.
 */
export async function callerOf(
  ctx: GoogleSandboxContext,
  c: Context,
  api: GoogleApi,
  match: GoogleFaultMatch,
): Promise<{ refused: Answer } | { userKey: number; lost: boolean }> {
  ctx.calls.push(`${c.req.method} ${c.req.path.slice(ctx.basePath.length)}`);
  const token = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const found = token ? await grantOf(ctx, token) : null;
  if (found?.grant.type !== 'access') return { refused: unauthenticated() };
  if (!found.grant.scopes.includes(BUSINESS_MANAGE_SCOPE)) return { refused: insufficientScope() };
  const fault = takeFault(ctx.faults, match);
  const planned = fault ? faultAnswer(fault, api) : null;
  if (planned) return { refused: planned };
  const count = await ctx.store.countRequest(api, Math.floor(ctx.clock().getTime() / 60_000));
  if (count > ctx.faults.requestsPerMinute)
    return { refused: quotaExceeded(api, ctx.faults.requestsPerMinute) };
  return { userKey: found.userKey, lost: fault === 'answer_lost' };
}

/** The location of accounts/{a}/locations/{l} for this user, only under the account it belongs to. */
const locationAt = (userKey: number, account: string, location: string) =>
  locationsOf(userKey).find((l) => l.account === `accounts/${account}` && l.name === `locations/${location}`);

/** An answer after the work, or, for a lost one, none within any client's patience. */
async function answerOrLose(ctx: GoogleSandboxContext, c: Context, lost: boolean, answer: Answer) {
  if (!lost) return send(c, answer);
  await new Promise((resolve) => setTimeout(resolve, ctx.faults.hangMs));
  return send(c, googleError('UNAVAILABLE', 'The service is currently unavailable.'));
}

type StoredPost = Record<string, unknown> & { name: string; createTime: string };

/**
 * The parts of the Business Profile APIs svc-social uses, on their hosts' paths under the sandbox:
 * Account Management's accounts.list, Business Information's accounts.locations.list (readMask
 * required), and v4's localPosts (create, list, get) and reviews (list, updateReply).
 */
export function registerBusinessProfile(app: Hono, ctx: GoogleSandboxContext) {
  const { store } = ctx;

  // https://developers.google.com/my-business/reference/accountmanagement/rest/v1/accounts/list
  app.get('/mybusinessaccountmanagement/v1/accounts', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusinessaccountmanagement', 'accounts');
    if ('refused' in caller) return send(c, caller.refused);
    const size = pageSizeOf(c, 20, 20);
    if (typeof size !== 'number') return send(c, size);
    const { page, nextPageToken } = paged(accountsOf(caller.userKey), c.req.query('pageToken'), size);
    return c.json({ accounts: page, ...(nextPageToken ? { nextPageToken } : {}) });
  });

  // https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations/list
  app.get('/mybusinessbusinessinformation/v1/accounts/:account/locations', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusinessbusinessinformation', 'locations');
    if ('refused' in caller) return send(c, caller.refused);
    const readMask = c.req.query('readMask');
    if (!readMask) return send(c, invalidArgument('readMask is required', 'read_mask'));
    const account = `accounts/${c.req.param('account')}`;
    if (!accountsOf(caller.userKey).some((a) => a.name === account)) return send(c, notFound(account));
    const size = pageSizeOf(c, 10, 100);
    if (typeof size !== 'number') return send(c, size);
    const fields = readMask.split(',').map((f) => f.trim().split('.')[0] ?? '');
    const all = locationsOf(caller.userKey)
      .filter((l) => l.account === account)
      .map(({ account: _account, ...l }) =>
        Object.fromEntries(Object.entries(l).filter(([key]) => key === 'name' || fields.includes(key))),
      );
    const { page, nextPageToken } = paged(all, c.req.query('pageToken'), ctx.faults.pageSize ?? size);
    return c.json({ locations: page, ...(nextPageToken ? { nextPageToken } : {}) });
  });

  const parentOf = (c: Context) => `accounts/${c.req.param('account')}/locations/${c.req.param('location')}`;

  // https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create
  app.post('/mybusiness/v4/accounts/:account/locations/:location/localPosts', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusiness', 'create_post');
    if ('refused' in caller) return send(c, caller.refused);
    const location = locationAt(caller.userKey, c.req.param('account'), c.req.param('location'));
    if (!location) return send(c, notFound(parentOf(c)));
    const body = await c.req.json().catch(() => null);
    const problem = validLocalPost(body);
    if (problem) return send(c, problem);
    const now = ctx.clock().toISOString();
    const name = `${parentOf(c)}/localPosts/${randomBytes(9).toString('hex')}`;
    const post: StoredPost = {
      ...(body as object),
      name,
      createTime: now,
      updateTime: now,
      state: 'LIVE',
      searchUrl: `${location.metadata.mapsUri}&post=${encodeURIComponent(name)}`,
    };
    await store.put('post', name, caller.userKey, post);
    return answerOrLose(ctx, c, caller.lost, { status: 200, body: post });
  });

  // https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/list
  app.get('/mybusiness/v4/accounts/:account/locations/:location/localPosts', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusiness', 'list_posts');
    if ('refused' in caller) return send(c, caller.refused);
    if (!locationAt(caller.userKey, c.req.param('account'), c.req.param('location')))
      return send(c, notFound(parentOf(c)));
    const size = pageSizeOf(c, 20, 100);
    if (typeof size !== 'number') return send(c, size);
    const posts = (await store.list('post', caller.userKey))
      .map((r) => r.value as StoredPost)
      .filter((p) => p.name.startsWith(`${parentOf(c)}/localPosts/`))
      .reverse();
    const { page, nextPageToken } = paged(posts, c.req.query('pageToken'), size);
    return c.json({ localPosts: page, ...(nextPageToken ? { nextPageToken } : {}) });
  });

  // https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/get
  app.get('/mybusiness/v4/accounts/:account/locations/:location/localPosts/:post', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusiness', 'get_post');
    if ('refused' in caller) return send(c, caller.refused);
    const found = await store.get('post', `${parentOf(c)}/localPosts/${c.req.param('post')}`);
    if (!found || found.userKey !== caller.userKey) return send(c, notFound('localPost'));
    return c.json(found.value as object);
  });

  registerReviews(app, ctx, parentOf);
}

/** A review as Google lists it, with the owner's reply when there is one. */
const reviewOf = (parent: string, review: ReturnType<typeof reviewsOf>[number], reply: unknown) => ({
  name: `${parent}/reviews/${review.reviewId}`,
  ...review,
  updateTime: review.createTime,
  ...(reply ? { reviewReply: reply } : {}),
});

/** The most a reply may be: "Maximum length is 4096 bytes" (ReviewReply.comment). */
const REPLY_MAX_BYTES = 4096;

// https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews
function registerReviews(app: Hono, ctx: GoogleSandboxContext, parentOf: (c: Context) => string) {
  const { store } = ctx;
  app.get('/mybusiness/v4/accounts/:account/locations/:location/reviews', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusiness', 'reviews');
    if ('refused' in caller) return send(c, caller.refused);
    const location = locationAt(caller.userKey, c.req.param('account'), c.req.param('location'));
    if (!location) return send(c, notFound(parentOf(c)));
    const size = pageSizeOf(c, 50, 50);
    if (typeof size !== 'number') return send(c, size);
    const all = await Promise.all(
      reviewsOf(location)
        .reverse()
        .map(async (review) => {
          const reply = await store.get('reply', `${parentOf(c)}/reviews/${review.reviewId}`);
          return reviewOf(parentOf(c), review, reply?.value);
        }),
    );
    const stars = all.map((r) => STAR_NUMBER[r.starRating]);
    const { page, nextPageToken } = paged(all, c.req.query('pageToken'), size);
    return c.json({
      reviews: page,
      averageRating: stars.reduce((a, b) => a + b, 0) / stars.length,
      totalReviewCount: all.length,
      ...(nextPageToken ? { nextPageToken } : {}),
    });
  });

  // https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/updateReply
  app.put('/mybusiness/v4/accounts/:account/locations/:location/reviews/:review/reply', async (c) => {
    const caller = await callerOf(ctx, c, 'mybusiness', 'reply');
    if ('refused' in caller) return send(c, caller.refused);
    const location = locationAt(caller.userKey, c.req.param('account'), c.req.param('location'));
    const review = location && reviewsOf(location).find((r) => r.reviewId === c.req.param('review'));
    if (!location || !review) return send(c, notFound('review'));
    // "This operation is only valid if the specified location is verified."
    if (!location.metadata.hasVoiceOfMerchant)
      return send(c, googleError('FAILED_PRECONDITION', 'The location is not verified.'));
    const body = (await c.req.json().catch(() => null)) as { comment?: unknown } | null;
    const comment = typeof body?.comment === 'string' ? body.comment.trim() : '';
    if (!comment) return send(c, invalidArgument('comment is required', 'comment'));
    if (Buffer.byteLength(comment, 'utf8') > REPLY_MAX_BYTES)
      return send(c, invalidArgument(`comment is longer than ${REPLY_MAX_BYTES} bytes`, 'comment'));
    const reply = { comment, updateTime: ctx.clock().toISOString() };
    await store.put('reply', `${parentOf(c)}/reviews/${review.reviewId}`, caller.userKey, reply);
    return answerOrLose(ctx, c, caller.lost, { status: 200, body: reply });
  });
}
