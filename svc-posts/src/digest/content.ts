import { checkCompliance } from '@studio/ai';
import type { ComplianceFlag, PostResults } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { type Network, previewPageNames } from '@studio/previews';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { periodResults } from '../analytics/results.ts';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts, pagesCopy, postSignOffs } from '../db/schema.ts';
import { MAIL_MAX_POSTS } from '../email/approval-mail.ts';
import { type PostImageOf, postImagesOf } from '../media/images.ts';
import type { PostRow } from '../posts/queries.ts';
import type { DigestPeriods, Period } from './week.ts';

/** The best posts of last week the digest shows. */
export const DIGEST_TOP_POSTS = 3;

/** A week's numbers: posts published, and their views, reach, engagement and clicks. */
export type WeekNumbers = {
  published: number;
  views: number;
  reach: number;
  engagement: number;
  clicks: number;
};

/**
 * A post of the coming week as the digest shows it: the images it goes out with, what the rules flag,
 * and whether a `block` rule stops it.
 */
export type ComingPost = { post: PostRow; images: PostImageOf[]; flags: ComplianceFlag[]; blocked: boolean };

export type DigestContent = {
  companyName: string;
  timeZone: string;
  periods: DigestPeriods;
  lastWeek: WeekNumbers;
  /** The week before, its numbers as they stood a week earlier: each post as old as last week's are now. */
  weekBefore: WeekNumbers;
  topPosts: PostResults[];
  coming: ComingPost[];
  /** Where the posts go, as the previews name them: each network with a selected page (none: nowhere yet). */
  pages: { network: Network; name: string }[];
  /** The account's posts waiting for the medical reviewer's sign-off, for its reviewers' part. */
  pendingSignOffs?: number;
};

/** The posts not scheduled yet, which the digest's link offers (the link's page says which a rule stops). */
export const unscheduledOf = (content: DigestContent) =>
  content.coming.filter(({ post }) => !post.isScheduled).map(({ post }) => post.id);

/** Whether the link is worth a button: some post not scheduled yet that no `block` rule stops. */
export const hasApprovable = (content: DigestContent) =>
  content.coming.some(({ post, blocked }) => !post.isScheduled && !blocked);

/** Nothing published last week and nothing coming: no digest. */
export const hasNews = (content: DigestContent) =>
  content.lastWeek.published > 0 || content.coming.length > 0;

async function weekNumbers(db: Db, accountId: number, period: Period, collectedBefore: Date) {
  const [results, published] = await Promise.all([
    periodResults(db, accountId, period.from, period.to, { top: DIGEST_TOP_POSTS, collectedBefore }),
    db
      .select({ id: bulkGeneratedPosts.id })
      .from(bulkGeneratedPosts)
      .where(
        and(
          eq(bulkGeneratedPosts.accountId, accountId),
          eq(bulkGeneratedPosts.postStatus, 'published'),
          gte(bulkGeneratedPosts.publishedAt, period.from),
          lt(bulkGeneratedPosts.publishedAt, period.to),
        ),
      ),
  ]);
  // A post deleted since still counts: its numbers stay.
  const ids = new Set([...published.map((p) => p.id), ...results.posts.map((p) => p.postId)]);
  const numbers: WeekNumbers = {
    published: ids.size,
    views: results.totals.views,
    reach: results.totals.reach,
    engagement: results.totals.engagement,
    clicks: results.totals.clicks,
  };
  return { numbers, topPosts: results.topPosts };
}

/** The account's selected pages (svc-social's last announcement) by the names the previews head them with. */
async function pagesOf(db: Db, accountId: number): Promise<DigestContent['pages']> {
  const [copy] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
  const pages = (copy?.pages ?? []).map((page) => ({ ...page, isActive: true }));
  const names = previewPageNames(pages);
  return (['facebook', 'instagram'] as const)
    .filter((network) => pages.some((page) => page.platform === network))
    .map((network) => ({ network, name: names[network] }));
}

/**
 * What one account's digest says at `at`: last week's numbers and best posts, the week before's for the
 * change, and the coming posts (drafts and scheduled ones) with their flags under the rules as they are now.
 */
export async function digestContentOf(
  db: Db,
  accountId: number,
  company: { companyName: string; timeZone: string },
  periods: DigestPeriods,
  at: Date,
): Promise<DigestContent> {
  const weekAgo = new Date(at.getTime() - (periods.lastWeek.to.getTime() - periods.weekBefore.to.getTime()));
  const [last, before, rows, ruleSet, pages] = await Promise.all([
    weekNumbers(db, accountId, periods.lastWeek, at),
    weekNumbers(db, accountId, periods.weekBefore, weekAgo),
    db
      .select()
      .from(bulkGeneratedPosts)
      .where(
        and(
          eq(bulkGeneratedPosts.accountId, accountId),
          inArray(bulkGeneratedPosts.postStatus, ['pending', 'draft', 'scheduled']),
          gte(bulkGeneratedPosts.scheduledDate, periods.coming.from),
          lt(bulkGeneratedPosts.scheduledDate, periods.coming.to),
        ),
      )
      .orderBy(asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id))
      .limit(MAIL_MAX_POSTS),
    ruleSetOf(db),
    pagesOf(db, accountId),
  ]);
  const pendingSignOffs = await db
    .select({ postId: postSignOffs.postId })
    .from(postSignOffs)
    .where(and(eq(postSignOffs.accountId, accountId), eq(postSignOffs.state, 'pending')));
  return {
    ...company,
    periods,
    lastWeek: last.numbers,
    weekBefore: before.numbers,
    topPosts: last.topPosts,
    pages,
    pendingSignOffs: pendingSignOffs.length,
    coming: await Promise.all(
      rows.map(async (post) => {
        const flags = checkCompliance(post.content, ruleSet);
        const images = await postImagesOf(db, post);
        return { post, images, flags, blocked: flags.some((f) => f.severity === 'block') };
      }),
    ),
  };
}
