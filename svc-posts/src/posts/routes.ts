import type { Writer } from '@studio/ai';
import {
  type BulkPostResponse,
  type GeneratePostResponse,
  type MessageResponse,
  mediaMessages,
  postFormatMessages,
} from '@studio/contracts';
import {
  ApiError,
  accountIdOf,
  badRequest,
  compressedAnswer,
  conflict,
  type Db,
  emit,
  etagMatches,
  type KitEnv,
  mountRoute,
  notFound,
  parseId,
  parseRequest,
  type ServiceApp,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, outbox } from '../db/schema.ts';
import { libraryImagesOf, postImagesOf } from '../media/images.ts';
import { libraryVideoOf } from '../media/videos.ts';
import { appendStep, personOf } from '../records/steps.ts';
import { actorOf } from './actor.ts';
import { toBulkPost } from './bulk-post-shape.ts';
import { generatePost } from './generate-post.ts';
import { listAnswerOf, listEtagOf } from './list-answers.ts';
import { acknowledge, approvalOf, chooseFormat, chooseImages, PUBLISHING_NOW, retry } from './post-state.ts';
import { consentNeedOf, publishableOf } from './publishable.ts';
import { announcePost, ownedPost, type PostRow } from './queries.ts';
import { acknowledgedStep, editedStep } from './record-steps.ts';
import { storePostChange } from './store.ts';
import { UNKNOWN_UPDATE, updatePost } from './update-post.ts';
import { refuseWhenWriterBusy } from './writer-busy.ts';

type Deps = {
  db: Db;
  afterCommit: () => void;
  writer: Writer;
  now: () => Date;
  /** A failed post was put back for publishing. */
  onRetry: () => void;
};

export const ACKNOWLEDGED = 'Οι επισημάνσεις επιβεβαιώθηκαν για αυτό το κείμενο.';
export const IMAGES_CHOSEN = 'Οι εικόνες της ανάρτησης ενημερώθηκαν.';
export const FORMAT_CHOSEN = 'Η μορφή της ανάρτησης ενημερώθηκε.';
export const FORMAT_NEEDS_NEW_APPROVAL =
  'Η μορφή ή το βίντεο άλλαξαν μετά την έγκριση: η ανάρτηση έγινε πρόχειρη και χρειάζεται νέο προγραμματισμό.';
export const IMAGES_NEED_NEW_APPROVAL =
  'Οι εικόνες άλλαξαν μετά την έγκριση: η ανάρτηση έγινε πρόχειρη και χρειάζεται νέο προγραμματισμό.';

type Ctx = Context<KitEnv>;

const answer = (c: Ctx, row: PostRow, message: string, misplacedLines?: string[]) =>
  c.json({
    success: true,
    bulkPost: toBulkPost(row),
    message,
    ...(misplacedLines ? { misplacedLines } : {}),
  } satisfies BulkPostResponse);

/** A request's JSON body; what is not JSON is 400. */
const jsonBody = (c: Ctx): Promise<unknown> =>
  c.req.json().catch(() => {
    throw badRequest(UNKNOWN_UPDATE, 'validation');
  });

/**
 * The post a request names, of the caller's account. It is looked up before the body is judged: another
 * account's id says nothing more than a missing one.
 */
async function namedPost(db: Db, c: Ctx): Promise<{ accountId: number; id: number }> {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  await ownedPost(db, accountId, id);
  return { accountId, id };
}

/**
 * GET /bulk-posts: what c.json({ success: true, bulkPosts: rows.map(toBulkPost) }) answers, written by
 * Postgres (list-answers.ts) and kept while the account's posts are unchanged; compressed for a client
 * that accepts it (a period's posts are hundreds of KB of JSON); 304 to a client that holds it already.
 */
async function listPosts({ db }: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const etag = await listEtagOf(db, accountId);
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  if (etagMatches(c.req.header('If-None-Match'), etag))
    return c.body(null, 304, { ...headers, Vary: 'Accept-Encoding' });
  return compressedAnswer(c, await listAnswerOf(db, accountId, etag), 'application/json', headers);
}

/** PUT /bulk-posts/:id: schedule, unschedule, edit the text or first comment, or move it (update-post.ts). */
async function changeOnePost(deps: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  const body = await jsonBody(c);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest(UNKNOWN_UPDATE, 'validation');
  // Before the body is judged: another account's id says nothing more than a missing one.
  await ownedPost(deps.db, accountId, id);
  const { post, message, misplacedLines } = await updatePost(deps, { accountId, id }, body, c.get('auth'));
  return answer(c, post, message, misplacedLines);
}

/** The post's moment, or now when that is past or unset (a draft's images are judged for the day it could go out). */
const laterOf = (moment: Date | null, at: Date) => (moment && moment > at ? moment : at);

/** PUT /bulk-posts/:id/images: the library images it goes out with (none: its product's image). */
async function choosePostImages({ db, now, afterCommit }: Deps, c: Ctx) {
  const { accountId, id } = await namedPost(db, c);
  const { mediaIds } = parseRequest('PUT /api/bulk-posts/:id/images', await jsonBody(c));
  const person = await personOf(db, c.get('auth'));
  const { before, after } = await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    const images = await libraryImagesOf(tx, accountId, mediaIds);
    if (images.length !== mediaIds.length) throw notFound(mediaMessages.notFound);
    // A video goes out as a Reel or a Story, never among a post's images.
    if (images.some((image) => image.kind === 'video'))
      throw new ApiError(422, 'format', postFormatMessages.videoInFeed);
    // None chosen: the product's image goes out again, and passes the same gate.
    const goingOut = mediaIds.length > 0 ? images : await postImagesOf(tx, { ...current, imageIds: [] });
    const at = now();
    const need = await consentNeedOf(tx, accountId, laterOf(current.scheduledDate, at));
    const updated = await storePostChange(tx, id, chooseImages(current, mediaIds, goingOut, need), at);
    const step = editedStep(current, updated, person, at);
    if (step) await appendStep(tx, updated, step);
    await emit(tx, outbox, 'posts.post.images-chosen', {
      accountId,
      postId: id,
      mediaIds,
      version: at.toISOString(),
    });
    // Other images un-approved a scheduled post: it is off the schedule.
    if (current.isScheduled && !updated.isScheduled)
      await announcePost(tx, 'posts.post.unscheduled', updated);
    return { before: current, after: updated };
  });
  afterCommit();
  const unapproved = approvalOf(before) && !approvalOf(after);
  return answer(c, after, unapproved ? `${IMAGES_CHOSEN} ${IMAGES_NEED_NEW_APPROVAL}` : IMAGES_CHOSEN);
}

/**
 * PUT /bulk-posts/:id/format: a feed post, a Reel or a Story, its library video and, for a Reel, whether it
 * is shown in the feed too. Absent `videoId` keeps the post's video for a Reel or Story.
 */
async function choosePostFormat({ db, now, afterCommit }: Deps, c: Ctx) {
  const { accountId, id } = await namedPost(db, c);
  const request = parseRequest('PUT /api/bulk-posts/:id/format', await jsonBody(c));
  const person = await personOf(db, c.get('auth'));
  const { before, after } = await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    const format = request.format;
    const videoId =
      format === 'feed' && request.videoId === undefined ? null : (request.videoId ?? current.videoId);
    const choice = { format, videoId, shareToFeed: request.shareToFeed ?? current.shareToFeed };
    const video = await libraryVideoOf(tx, accountId, videoId);
    // Another account's item, or one removed, is as missing as an unknown one.
    if (videoId !== null && !video && !(await libraryImagesOf(tx, accountId, [videoId])).length)
      throw notFound(mediaMessages.notFound);
    const at = now();
    const need = await consentNeedOf(tx, accountId, laterOf(current.scheduledDate, at));
    const updated = await storePostChange(tx, id, chooseFormat(current, choice, video, need), at);
    const step = editedStep(current, updated, person, at);
    if (step) await appendStep(tx, updated, step);
    // Another format un-approved a scheduled post: it is off the schedule.
    if (current.isScheduled && !updated.isScheduled)
      await announcePost(tx, 'posts.post.unscheduled', updated);
    return { before: current, after: updated };
  });
  afterCommit();
  const unapproved = approvalOf(before) && !approvalOf(after);
  return answer(c, after, unapproved ? `${FORMAT_CHOSEN} ${FORMAT_NEEDS_NEW_APPROVAL}` : FORMAT_CHOSEN);
}

/** POST /bulk-posts/:id/acknowledge: the `warn` flags the person saw, acknowledged for this text. */
async function acknowledgeFlags({ db, now }: Deps, c: Ctx) {
  const { accountId, id } = await namedPost(db, c);
  const { ruleIds } = parseRequest('POST /api/bulk-posts/:id/acknowledge', await jsonBody(c));
  const by = await actorOf(db, c.get('auth'));
  const person = await personOf(db, c.get('auth'));
  const ruleSet = await ruleSetOf(db);
  const row = await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    const at = now();
    const images = await postImagesOf(tx, current);
    const updated = await storePostChange(tx, id, acknowledge(current, ruleIds, at, ruleSet, by, images), at);
    await appendStep(tx, updated, acknowledgedStep(updated, person, at, ruleSet.version));
    return updated;
  });
  return answer(c, row, ACKNOWLEDGED);
}

/** POST /bulk-posts/:id/retry: a failed post published again. */
async function retryPost({ db, now, onRetry }: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  const ruleSet = await ruleSetOf(db);
  const person = await personOf(db, c.get('auth'));
  const row = await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    const at = now();
    // It goes out now: its photos' consents must cover today.
    const publishable = await publishableOf(tx, current, at);
    const updated = await storePostChange(tx, id, retry(current, ruleSet, publishable), at);
    await appendStep(tx, updated, {
      kind: 'retried',
      actor: person,
      at,
      detail: { ruleSetVersion: ruleSet.version },
    });
    return updated;
  });
  // Its time has passed: the scheduler hands it over at once.
  onRetry();
  return answer(c, row, 'Η ανάρτηση θα δημοσιευτεί ξανά σε λίγο.');
}

/** DELETE /bulk-posts/:id, unless svc-social is publishing it right now (it may already be on a page). */
async function deletePost({ db, afterCommit, now }: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  const person = await personOf(db, c.get('auth'));
  await db.transaction(async (tx) => {
    const current = await ownedPost(tx, accountId, id, true);
    if (current.postStatus === 'publishing') throw conflict(PUBLISHING_NOW);
    await tx.delete(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, id));
    // The record stays, for the account's retention years.
    await appendStep(tx, current, {
      kind: 'deleted',
      actor: person,
      at: now(),
      detail: { postStatus: current.postStatus, contentHash: current.contentHash },
    });
    await emit(tx, outbox, 'posts.post.deleted', { accountId, postId: id });
  });
  afterCommit();
  return c.json({ success: true, message: 'Η ανάρτηση διαγράφηκε.' } satisfies MessageResponse);
}

/** The business's posts. The account is the token's. */
export function postRoutes(app: ServiceApp, deps: Deps) {
  mountRoute(app, 'POST /api/generate-post', async (c) => {
    refuseWhenWriterBusy(deps.writer);
    const post = await generatePost(deps, accountIdOf(c), c.req.valid('json'));
    return c.json({ success: true, post } satisfies GeneratePostResponse);
  });
  mountRoute(app, 'GET /api/bulk-posts', (c) => listPosts(deps, c));
  mountRoute(app, 'PUT /api/bulk-posts/:id', (c) => changeOnePost(deps, c));
  mountRoute(app, 'PUT /api/bulk-posts/:id/images', (c) => choosePostImages(deps, c));
  mountRoute(app, 'PUT /api/bulk-posts/:id/format', (c) => choosePostFormat(deps, c));
  mountRoute(app, 'POST /api/bulk-posts/:id/acknowledge', (c) => acknowledgeFlags(deps, c));
  mountRoute(app, 'POST /api/bulk-posts/:id/retry', (c) => retryPost(deps, c));
  mountRoute(app, 'DELETE /api/bulk-posts/:id', (c) => deletePost(deps, c));
}
