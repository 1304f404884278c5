import { randomUUID } from 'node:crypto';
import { checkCompliance, type Writer } from '@studio/ai';
import {
  AcknowledgeBulkPost,
  ChoosePostImagesRequest,
  type ComplianceRuleSet,
  EditBulkPostContent,
  EditBulkPostFirstComment,
  GeneratePostRequest,
  mediaMessages,
  POST_CONTENT_BLANK,
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
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, outbox, scheduledPeriods } from '../db/schema.ts';
import { libraryImagesOf, postImagesOf } from '../media/images.ts';
import { generatePeriodPosts } from '../periods/generate.ts';
import { actorOf } from './actor.ts';
import { takeGenerations } from './generation-quota.ts';
import {
  acknowledge,
  approvalOf,
  chooseImages,
  editContent,
  editFirstComment,
  type PostChange,
  PUBLISHING_NOW,
  reschedule,
  retry,
  schedule,
  unschedule,
} from './post-state.ts';
import { type Publishable, publishableOf } from './publishable.ts';

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
  companyDay,
  companyOf,
  PRODUCT_NOT_FOUND,
  postInput,
  productOf,
  recentPostsOf,
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

export const DUPLICATE_CONTENT = 'Υπάρχει ήδη ανάρτηση με το ίδιο περιεχόμενο.';
const UNKNOWN_UPDATE = 'Μη έγκυρη αλλαγή ανάρτησης.';
export const NEEDS_NEW_APPROVAL =
  'Το κείμενο άλλαξε μετά την έγκριση: η ανάρτηση έγινε πρόχειρη και χρειάζεται νέο προγραμματισμό.';
export const ACKNOWLEDGED = 'Οι επισημάνσεις επιβεβαιώθηκαν για αυτό το κείμενο.';
export const IMAGES_CHOSEN = 'Οι εικόνες της ανάρτησης ενημερώθηκαν.';
export const IMAGES_NEED_NEW_APPROVAL =
  'Οι εικόνες άλλαξαν μετά την έγκριση: η ανάρτηση έγινε πρόχειρη και χρειάζεται νέο προγραμματισμό.';

const LIST_START = '{"success":true,"bulkPosts":';
const LIST_START_BYTES = Buffer.from(LIST_START);
const LIST_END_BYTES = Buffer.from('}');

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
    const { productId, customName, customDescription, currentContent } = c.req.valid('json');
    const product = await productOf(db, accountId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const company = await companyOf(db, accountId);
    const config = await aiConfigurationOf(db, accountId);
    await takeGenerations(db, accountId, config.dailyGenerationLimit, 1);
    const ruleSet = await ruleSetOf(db);
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
        ruleSet,
        {
          // A fresh seed each time: «Δημιουργία ξανά» never gives the text it replaces (issue 31).
          variant: randomUUID(),
          date: companyDay(now(), company.timeZone),
          recentPosts: [
            ...(currentContent ? [currentContent] : []),
            ...(await recentPostsOf(db, accountId, now())),
          ],
        },
      ),
      ruleSet,
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
      change: (row: PostRow, ruleSet: ComplianceRuleSet, publishable: Publishable) => PostChange,
      subject?: 'posts.post.scheduled' | 'posts.post.unscheduled',
    ) => {
      const ruleSet = await ruleSetOf(db);
      let announce = subject;
      const row = await db.transaction(async (tx) => {
        const current = await ownedPost(tx, accountId, id, true);
        const changed = change(current, ruleSet, await publishableOf(tx, current));
        const [updated] = await tx
          .update(bulkGeneratedPosts)
          .set({ ...changed, updatedAt: now() })
          .where(eq(bulkGeneratedPosts.id, id))
          .returning();
        if (!updated) throw notFound(POST_NOT_FOUND);
        // An edit that un-approved a scheduled post takes it off the schedule.
        if (!announce && current.isScheduled && !updated.isScheduled) announce = 'posts.post.unscheduled';
        if (announce) await announcePost(tx, announce, updated);
        return { before: current, after: updated };
      });
      if (announce) afterCommit();
      return row;
    };
    const answer = (row: PostRow, message: string) =>
      c.json({ success: true, bulkPost: toBulkPost(row), message });

    if ('isScheduled' in body) {
      if ((body as { isScheduled: unknown }).isScheduled === true) {
        parseWith(ScheduleBulkPost, body);
        const actor = { by: await actorOf(db, c.get('auth')), via: 'portal' as const };
        const { after } = await update(
          (current, ruleSet, publishable) => schedule(current, now(), ruleSet, actor, publishable),
          'posts.post.scheduled',
        );
        return answer(after, 'Η ανάρτηση προγραμματίστηκε.');
      }
      parseWith(UnscheduleBulkPost, body);
      const { after } = await update((current) => unschedule(current), 'posts.post.unscheduled');
      return answer(after, 'Ο προγραμματισμός της ανάρτησης ακυρώθηκε.');
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
      const { before, after } = await update((current, ruleSet) => {
        const { unapproved: _unapproved, ...change } = editContent(current, {
          content: input.content,
          contentHash: hash,
          complianceFlags: checkCompliance(input.content, ruleSet),
        });
        return { ...change, ...(regenerated ? { generatedAt: now() } : {}) };
      }).catch((error: unknown) => {
        // A post with the same text stored in the meantime.
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_CONTENT);
        throw error;
      });
      const done = regenerated ? 'Η ανάρτηση δημιουργήθηκε ξανά.' : 'Η ανάρτηση ενημερώθηκε.';
      return answer(after, approvalOf(before) && !approvalOf(after) ? `${done} ${NEEDS_NEW_APPROVAL}` : done);
    }

    if ('firstComment' in body) {
      const { firstComment } = parseWith(EditBulkPostFirstComment, body);
      const { before, after } = await update((current, ruleSet) =>
        editFirstComment(current, firstComment, ruleSet),
      );
      const done = 'Το πρώτο σχόλιο αποθηκεύτηκε.';
      return answer(after, approvalOf(before) && !approvalOf(after) ? `${done} ${NEEDS_NEW_APPROVAL}` : done);
    }

    if ('scheduledDate' in body) {
      const { scheduledDate } = parseWith(RescheduleBulkPost, body);
      const moment = new Date(scheduledDate);
      const { after } = await update((current) => reschedule(current, moment, now()));
      return answer(after, 'Η ημερομηνία και ώρα της ανάρτησης ενημερώθηκαν.');
    }

    throw badRequest(UNKNOWN_UPDATE, 'validation');
  });

  app.put('/bulk-posts/:id/images', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    // Before the body is judged: another account's id says nothing more than a missing one.
    await ownedPost(db, accountId, id);
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest(UNKNOWN_UPDATE, 'validation');
    });
    const { mediaIds } = parseWith(ChoosePostImagesRequest, body);
    const { before, after: row } = await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      const images = await libraryImagesOf(tx, accountId, mediaIds);
      if (images.length !== mediaIds.length) throw notFound(mediaMessages.notFound);
      // None chosen: the product's image goes out again, and passes the same gate.
      const goingOut = mediaIds.length > 0 ? images : await postImagesOf(tx, { ...current, imageIds: [] });
      const at = now();
      const [updated] = await tx
        .update(bulkGeneratedPosts)
        .set({ ...chooseImages(current, mediaIds, goingOut), updatedAt: at })
        .where(eq(bulkGeneratedPosts.id, id))
        .returning();
      if (!updated) throw notFound(POST_NOT_FOUND);
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
    const message =
      approvalOf(before) && !approvalOf(row) ? `${IMAGES_CHOSEN} ${IMAGES_NEED_NEW_APPROVAL}` : IMAGES_CHOSEN;
    return c.json({ success: true, bulkPost: toBulkPost(row), message });
  });

  app.post('/bulk-posts/:id/acknowledge', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    // Before the body is judged: another account's id says nothing more than a missing one.
    await ownedPost(db, accountId, id);
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest(UNKNOWN_UPDATE, 'validation');
    });
    const { ruleIds } = parseWith(AcknowledgeBulkPost, body);
    const by = await actorOf(db, c.get('auth'));
    const ruleSet = await ruleSetOf(db);
    const row = await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      const [updated] = await tx
        .update(bulkGeneratedPosts)
        .set({ ...acknowledge(current, ruleIds, now(), ruleSet, by), updatedAt: now() })
        .where(eq(bulkGeneratedPosts.id, id))
        .returning();
      return updated!;
    });
    return c.json({ success: true, bulkPost: toBulkPost(row), message: ACKNOWLEDGED });
  });

  app.post('/bulk-posts/:id/retry', async (c) => {
    const accountId = accountIdOf(c);
    const id = parseId(c.req.param('id'), 'Post');
    const ruleSet = await ruleSetOf(db);
    const row = await db.transaction(async (tx) => {
      const current = await ownedPost(tx, accountId, id, true);
      const [updated] = await tx
        .update(bulkGeneratedPosts)
        .set({ ...retry(current, ruleSet, await postImagesOf(tx, current)), updatedAt: now() })
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
