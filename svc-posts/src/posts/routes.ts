import type { Writer } from '@studio/ai';
import {
  EditBulkPostContent,
  GeneratePostRequest,
  PAST_POST_NOT_SCHEDULABLE,
  POST_CONTENT_BLANK,
  RESCHEDULE_IN_PAST,
  RETRY_ONLY_FAILED,
  RescheduleBulkPost,
  ScheduleBulkPost,
  UnscheduleBulkPost,
} from '@studio/contracts';
import {
  type Auth,
  accountIdOf,
  badRequest,
  conflict,
  type Db,
  emit,
  isUniqueViolation,
  type KitEnv,
  notFound,
  parseId,
  validate,
  validationError,
} from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { bulkGeneratedPosts, outbox, scheduledPeriods } from '../db/schema.ts';
import { generatePeriodPosts } from '../periods/generate.ts';
import {
  aiConfigurationOf,
  announcePost,
  bulkPostsJsonOf,
  contentHash,
  ownedPost,
  POST_NOT_FOUND,
  type PostRow,
  toBulkPost,
} from './queries.ts';
import {
  companyOf,
  complianceFlagsOf,
  PRODUCT_NOT_FOUND,
  postInput,
  productOf,
  writeCheckedPost,
} from './write.ts';

type Deps = {
  db: Db;
  auth: Auth;
  afterCommit: () => void;
  writer: Writer;
  now: () => Date;
  /** A failed post was put back for publishing. */
  onRetry: () => void;
};

export const ALREADY_SCHEDULED = 'Η ανάρτηση είναι ήδη προγραμματισμένη.';
export const NOT_SCHEDULED = 'Μόνο προγραμματισμένες αναρτήσεις μπορούν να αποπρογραμματιστούν.';
export const PAST_POST = 'Μόνο μελλοντικές αναρτήσεις μπορούν να αλλάξουν ημερομηνία και ώρα.';
export const DUPLICATE_CONTENT = 'Υπάρχει ήδη ανάρτηση με το ίδιο περιεχόμενο.';
const UNKNOWN_UPDATE = 'Μη έγκυρη αλλαγή ανάρτησης.';
export const PUBLISHING_NOW = 'Η ανάρτηση δημοσιεύεται αυτή τη στιγμή· δοκιμάστε ξανά σε λίγο.';
export const ALREADY_PUBLISHED = 'Η ανάρτηση έχει ήδη δημοσιευτεί και δεν αλλάζει πια.';
export const FAILED_USE_RETRY =
  'Η δημοσίευση της ανάρτησης απέτυχε: χρησιμοποιήστε την «Επανάληψη δημοσίευσης».';
export const UNCONFIRMED_DECIDE =
  'Η δημοσίευση της ανάρτησης δεν επιβεβαιώθηκε: ελέγξτε τη σελίδα και επιλέξτε «Δημοσιεύτηκε» ή «Δημοσίευση ξανά».';

const LIST_START = '{"success":true,"bulkPosts":';
const LIST_START_BYTES = Buffer.from(LIST_START);
const LIST_END_BYTES = Buffer.from('}');

/** Content and time stay as they went out, or as svc-social is sending them. */
function refuseWhilePublishedOrPublishing(current: PostRow): void {
  if (current.postStatus === 'publishing') throw conflict(PUBLISHING_NOW);
  if (current.postStatus === 'published') throw conflict(ALREADY_PUBLISHED);
  if (current.postStatus === 'unconfirmed') throw conflict(UNCONFIRMED_DECIDE);
}

/** Scheduling belongs to posts not handed over yet; a failed one is retried instead. */
function refuseOnceHandedOver(current: PostRow): void {
  refuseWhilePublishedOrPublishing(current);
  if (current.postStatus === 'failed') throw conflict(FAILED_USE_RETRY);
}

function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The business's posts (SPEC §7 Bulk posts and scheduling). The account is the token's. */
export function postRoutes({ db, auth, afterCommit, writer, now, onRetry }: Deps) {
  const app = new Hono<KitEnv>();
  app.use('/generate-post', auth.business);
  app.use('/generate-period-posts', auth.business);
  app.use('/bulk-posts', auth.business);
  app.use('/bulk-posts/*', auth.business);

  app.post('/generate-post', validate('json', GeneratePostRequest), async (c) => {
    const accountId = accountIdOf(c);
    const { productId, customName, customDescription } = c.req.valid('json');
    const product = await productOf(db, accountId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const company = await companyOf(db, accountId);
    const config = await aiConfigurationOf(db, accountId);
    const post = await writeCheckedPost(
      writer,
      postInput(
        {
          ...product,
          name: customName || product.name,
          description: customDescription || product.description,
        },
        company,
        config,
        now().toISOString(),
      ),
      config,
    );
    return c.json({ success: true, post });
  });

  app.post('/generate-period-posts', async (c) => {
    const accountId = accountIdOf(c);
    const { posts, message } = await generatePeriodPosts(db, writer, accountId, now(), async (tx, plan) => {
      // Asking for the period's posts (re)starts the automatic period: the next one is due when this ends.
      const period = {
        nextScheduledDate: plan.weeks[1].end,
        postFrequencyDays: plan.frequencyDays,
        isActive: true,
        claimedUntil: null,
      };
      await tx
        .insert(scheduledPeriods)
        .values({ accountId, ...period })
        .onConflictDoUpdate({ target: scheduledPeriods.accountId, set: { ...period, updatedAt: now() } });
    });
    afterCommit();
    return c.json({ success: true, posts: posts.map(toBulkPost), message });
  });

  app.get('/bulk-posts', async (c) => {
    // What c.json({ success: true, bulkPosts: rows.map(toBulkPost) }) answers, the list serialised by Postgres.
    const bulkPosts = await bulkPostsJsonOf(db, accountIdOf(c));
    const body =
      typeof bulkPosts === 'string'
        ? `${LIST_START}${bulkPosts}}`
        : Buffer.concat([LIST_START_BYTES, bulkPosts, LIST_END_BYTES]);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  app.put('/bulk-posts/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest(UNKNOWN_UPDATE, 'validation');
    });
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw badRequest(UNKNOWN_UPDATE, 'validation');
    // Before the body is judged: another account's id says nothing more than a missing one.
    await ownedPost(db, accountId, id);

    const update = async (
      change: (row: PostRow) => Partial<typeof bulkGeneratedPosts.$inferInsert>,
      subject?: 'posts.post.scheduled' | 'posts.post.unscheduled',
    ) => {
      const row = await db.transaction(async (tx) => {
        const current = await ownedPost(tx, accountId, id, true);
        const [updated] = await tx
          .update(bulkGeneratedPosts)
          .set({ ...change(current), updatedAt: now() })
          .where(eq(bulkGeneratedPosts.id, id))
          .returning();
        if (!updated) throw notFound(POST_NOT_FOUND);
        if (subject) await announcePost(tx, subject, updated);
        return updated;
      });
      if (subject) afterCommit();
      return row;
    };
    const answer = (row: PostRow, message: string) =>
      c.json({ success: true, bulkPost: toBulkPost(row), message });

    if ('isScheduled' in body) {
      if ((body as { isScheduled: unknown }).isScheduled === true) {
        parseWith(ScheduleBulkPost, body);
        const row = await update((current) => {
          refuseOnceHandedOver(current);
          if (current.isScheduled) throw conflict(ALREADY_SCHEDULED);
          if (!current.scheduledDate || current.scheduledDate.getTime() <= now().getTime())
            throw conflict(PAST_POST_NOT_SCHEDULABLE);
          return { isScheduled: true, postStatus: 'scheduled', scheduledAt: now() };
        }, 'posts.post.scheduled');
        return answer(row, 'Η ανάρτηση προγραμματίστηκε.');
      }
      parseWith(UnscheduleBulkPost, body);
      const row = await update((current) => {
        refuseOnceHandedOver(current);
        if (!current.isScheduled) throw conflict(NOT_SCHEDULED);
        return { isScheduled: false, postStatus: 'draft', scheduledAt: null };
      }, 'posts.post.unscheduled');
      return answer(row, 'Ο προγραμματισμός της ανάρτησης ακυρώθηκε.');
    }

    if ('content' in body) {
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
      const complianceFlags = complianceFlagsOf(input.content, await aiConfigurationOf(db, accountId));
      const row = await update((current) => {
        refuseWhilePublishedOrPublishing(current);
        return {
          content: input.content,
          contentHash: hash,
          complianceFlags,
          ...(regenerated ? { generatedAt: now() } : {}),
        };
      }).catch((error: unknown) => {
        // A post with the same text stored in the meantime.
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_CONTENT);
        throw error;
      });
      return answer(row, regenerated ? 'Η ανάρτηση δημιουργήθηκε ξανά.' : 'Η ανάρτηση ενημερώθηκε.');
    }

    if ('scheduledDate' in body) {
      const { scheduledDate } = parseWith(RescheduleBulkPost, body);
      const moment = new Date(scheduledDate);
      const row = await update((current) => {
        refuseWhilePublishedOrPublishing(current);
        const at = now().getTime();
        if (!current.scheduledDate || current.scheduledDate.getTime() <= at) throw conflict(PAST_POST);
        if (moment.getTime() <= at) throw badRequest(RESCHEDULE_IN_PAST, 'validation');
        return { scheduledDate: moment };
      });
      return answer(row, 'Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.');
    }

    throw badRequest(UNKNOWN_UPDATE, 'validation');
  });

  app.post('/bulk-posts/:id/retry', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    const row = await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      if (current.postStatus !== 'failed') throw conflict(RETRY_ONLY_FAILED);
      const [updated] = await tx
        .update(bulkGeneratedPosts)
        .set({
          postStatus: 'scheduled',
          isScheduled: true,
          failureReason: null,
          retryAt: null,
          updatedAt: now(),
        })
        .where(eq(bulkGeneratedPosts.id, id))
        .returning();
      return updated!;
    });
    // Its time has passed: the scheduler hands it over at once.
    onRetry();
    return c.json({
      success: true,
      bulkPost: toBulkPost(row),
      message: 'Η ανάρτηση θα δημοσιευτεί ξανά σε λίγο.',
    });
  });

  app.delete('/bulk-posts/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      // svc-social is publishing it right now: it may already be on a page.
      if (current.postStatus === 'publishing') throw conflict(PUBLISHING_NOW);
      await tx.delete(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, id));
      await emit(tx, outbox, 'posts.post.deleted', { accountId, postId: id });
    });
    afterCommit();
    return c.json({ success: true, message: 'Η ανάρτηση διαγράφηκε.' });
  });

  return app;
}
