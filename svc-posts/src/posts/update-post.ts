/**
 * PUT /api/bulk-posts/{id}: one body, five changes told apart by the field they carry:
 * `isScheduled` (schedule or unschedule), `content` (an edit or a regeneration of the text),
 * `firstComment`, `googleTopic` (a Google event or offer), or `scheduledDate` (a new moment). Each is a move of post-state.ts, stored by changePost.
 */

import type { Writer } from '@studio/ai';
import { checkCompliance, misplacedLines, redatePost } from '@studio/ai';
import type { PostRecordActor } from '@studio/contracts';
import {
  EditBulkPostContent,
  EditBulkPostFirstComment,
  EditBulkPostGoogleTopic,
  POST_CONTENT_BLANK,
  RedateBulkPost,
  RescheduleBulkPost,
  ScheduleBulkPost,
  type TokenClaims,
  UnscheduleBulkPost,
} from '@studio/contracts';
import { badRequest, conflict, isUniqueViolation, validationError } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { personOf, writerActor } from '../records/steps.ts';
import { actorOf } from './actor.ts';
import { type PostChanger as Changer, changePost } from './change-post.ts';
import {
  approvalOf,
  editContent,
  editFirstComment,
  editGoogleTopic,
  reschedule,
  schedule,
  unschedule,
} from './post-state.ts';
import { accountDayOf } from './publishable.ts';
import { aiConfigurationOf, contentHash, ownedPost, type PostRow } from './queries.ts';
import { approvedStep, editedStep, regeneratedStep } from './record-steps.ts';
import { signOffGateOf } from './signoff-state.ts';

/** The changer, with the writer a regenerated text is credited to. */
type PostChanger = Changer & { writer: Pick<Writer, 'kind' | 'model' | 'pinnedModel'> };

export const DUPLICATE_CONTENT = 'Υπάρχει ήδη ανάρτηση με το ίδιο περιεχόμενο.';
export const UNKNOWN_UPDATE = 'Μη έγκυρη αλλαγή ανάρτησης.';
export const NEEDS_NEW_APPROVAL =
  'Το κείμενο άλλαξε μετά την έγκριση: η ανάρτηση έγινε πρόχειρη και χρειάζεται νέο προγραμματισμό.';

export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The post's target: one of the account's posts, and who changes it (for its record). */
type Target = { accountId: number; id: number; person: PostRecordActor };
/** The post as changed, and what the answer says. */
export type Updated = { post: PostRow; message: string; misplacedLines?: string[] };

export const MOVED = 'Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.';
export const MOVED_OFF_ITS_DAY = (names: string) =>
  `${MOVED} Προσοχή: η ανάρτηση έχει γραμμή για άλλη μέρα (${names}). Μπορείτε να την προσαρμόσετε στη νέα ημερομηνία.`;
export const REDATE_UNSCHEDULED = 'Η ανάρτηση δεν έχει ημερομηνία.';
export const FITS_ITS_DAY = 'Η ανάρτηση ταιριάζει ήδη στη μέρα της.';

/** The message of a change, told that the post lost its approval when it did. */
const unapprovedNote = (done: string, before: PostRow, after: PostRow) =>
  approvalOf(before) && !approvalOf(after) ? `${done} ${NEEDS_NEW_APPROVAL}` : done;

/** `{ isScheduled: true }` approves and schedules the post as it is; `false` takes it off the schedule. */
async function setScheduled(
  deps: PostChanger,
  { accountId, id, person }: Target,
  body: object,
  claims: TokenClaims,
): Promise<Updated> {
  const { now } = deps;
  if ((body as { isScheduled: unknown }).isScheduled === true) {
    parseWith(ScheduleBulkPost, body);
    const actor = { by: await actorOf(deps.db, claims), via: 'portal' as const };
    const signOffGate = await signOffGateOf(deps.db, accountId, id);
    const { after } = await changePost(
      deps,
      accountId,
      id,
      (current, ruleSet, publishable) => {
        signOffGate(current, publishable, ruleSet);
        return schedule(current, now(), ruleSet, actor, publishable);
      },
      {
        subject: 'posts.post.scheduled',
        record: ({ after, at }, ruleSet, publishable) =>
          approvedStep(after, person, at, ruleSet.version, publishable),
      },
    );
    return { post: after, message: 'Η ανάρτηση προγραμματίστηκε.' };
  }
  parseWith(UnscheduleBulkPost, body);
  const { after } = await changePost(deps, accountId, id, (current) => unschedule(current), {
    subject: 'posts.post.unscheduled',
    record: ({ at }) => ({ kind: 'unscheduled', actor: person, at }),
  });
  return { post: after, message: 'Ο προγραμματισμός της ανάρτησης ακυρώθηκε.' };
}

/** New text, typed or regenerated (`generatedAt`); no two posts of an account have the same text. */
async function editText(
  deps: PostChanger,
  { accountId, id, person }: Target,
  body: { content: unknown },
): Promise<Updated> {
  const { db, now } = deps;
  if (typeof body.content !== 'string' || body.content.trim() === '')
    throw badRequest(POST_CONTENT_BLANK, 'validation');
  const input = parseWith(EditBulkPostContent, body);
  const hash = contentHash(input.content);
  const [twin] = await db
    .select({ id: bulkGeneratedPosts.id })
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.accountId, accountId), eq(bulkGeneratedPosts.contentHash, hash)));
  if (twin && twin.id !== id) throw conflict(DUPLICATE_CONTENT);
  const regenerated = input.generatedAt !== undefined;
  const writer = regenerated
    ? writerActor(deps.writer, (await aiConfigurationOf(db, accountId)).model)
    : null;
  const { before, after } = await changePost(
    deps,
    accountId,
    id,
    (current, ruleSet) => {
      const { unapproved: _unapproved, ...change } = editContent(current, {
        content: input.content,
        contentHash: hash,
        complianceFlags: checkCompliance(input.content, ruleSet),
      });
      return { ...change, ...(regenerated ? { generatedAt: now() } : {}) };
    },
    {
      record: ({ before, after, at }) =>
        writer && before.content !== after.content
          ? regeneratedStep(after, writer, person, at)
          : editedStep(before, after, person, at),
    },
  ).catch((error: unknown) => {
    // A post with the same text stored in the meantime.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_CONTENT);
    throw error;
  });
  const done = regenerated ? 'Η ανάρτηση δημιουργήθηκε ξανά.' : 'Η ανάρτηση ενημερώθηκε.';
  return { post: after, message: unapprovedNote(done, before, after) };
}

/** A new first comment, or none. */
async function editComment(
  deps: PostChanger,
  { accountId, id, person }: Target,
  body: object,
): Promise<Updated> {
  const { firstComment } = parseWith(EditBulkPostFirstComment, body);
  const { before, after } = await changePost(
    deps,
    accountId,
    id,
    (current, ruleSet) => editFirstComment(current, firstComment, ruleSet),
    { record: ({ before, after, at }) => editedStep(before, after, person, at) },
  );
  return { post: after, message: unapprovedNote('Το πρώτο σχόλιο αποθηκεύτηκε.', before, after) };
}

/** The post as a Google event or offer, or a plain post again. */
async function editTopic(
  deps: PostChanger,
  { accountId, id, person }: Target,
  body: object,
): Promise<Updated> {
  const { googleTopic } = parseWith(EditBulkPostGoogleTopic, body);
  const { before, after } = await changePost(
    deps,
    accountId,
    id,
    (current, ruleSet) => editGoogleTopic(current, googleTopic, ruleSet),
    { record: ({ before, after, at }) => editedStep(before, after, person, at) },
  );
  return { post: after, message: unapprovedNote(GOOGLE_TOPIC_SAVED, before, after) };
}

export const GOOGLE_TOPIC_SAVED = 'Οι ρυθμίσεις για τη Google αποθηκεύτηκαν.';

/** A new moment for the post. */
async function moveDate(
  deps: PostChanger,
  { accountId, id, person }: Target,
  body: object,
): Promise<Updated> {
  const { scheduledDate } = parseWith(RescheduleBulkPost, body);
  const moment = new Date(scheduledDate);
  const { after } = await changePost(
    deps,
    accountId,
    id,
    (current) => reschedule(current, moment, deps.now()),
    { record: ({ before, after, at }) => editedStep(before, after, person, at) },
  );
  // A greeting or a season's line written for the old day: the business is told, and can rewrite it.
  const misplaced = misplacedLines(after.content, await accountDayOf(deps.db, accountId, moment));
  if (misplaced.length === 0) return { post: after, message: MOVED };
  return {
    post: after,
    message: MOVED_OFF_ITS_DAY([...new Set(misplaced.map((line) => line.names))].join(', ')),
    misplacedLines: misplaced.map((line) => line.line),
  };
}

/** The post's text for its day: the lines of another day out, the day's own greeting in (an edit). */
async function redate(deps: PostChanger, target: Target, body: object): Promise<Updated> {
  parseWith(RedateBulkPost, body);
  const post = await ownedPost(deps.db, target.accountId, target.id);
  if (!post.scheduledDate) throw badRequest(REDATE_UNSCHEDULED, 'validation');
  const content = redatePost(post.content, await accountDayOf(deps.db, target.accountId, post.scheduledDate));
  if (content === post.content) return { post, message: FITS_ITS_DAY };
  return editText(deps, target, { content });
}

/** The change a body asks for, made; a body that asks for none of them is 400. */
export async function updatePost(
  deps: PostChanger,
  post: Omit<Target, 'person'>,
  body: object,
  claims: TokenClaims,
): Promise<Updated> {
  const target = { ...post, person: await personOf(deps.db, claims) };
  if ('isScheduled' in body) return setScheduled(deps, target, body, claims);
  if ('content' in body) return editText(deps, target, body);
  if ('firstComment' in body) return editComment(deps, target, body);
  if ('googleTopic' in body) return editTopic(deps, target, body);
  if ('scheduledDate' in body) return moveDate(deps, target, body);
  if ('redate' in body) return redate(deps, target, body);
  throw badRequest(UNKNOWN_UPDATE, 'validation');
}
