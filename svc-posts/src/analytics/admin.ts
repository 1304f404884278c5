import type { AdminAnalyticsResponse } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { aiConfigurations, bulkGeneratedPosts, companiesCopy, generationUsage } from '../db/schema.ts';
import { byCategory, groupsOf, latestReadings, postResultsOf } from './results.ts';

const DEFAULT_DAILY_LIMIT = 50;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** What happened over [from, to): posts published and failed by account, those unconfirmed now, failures by why, generations, readings. */
async function periodFigures(db: Db, from: Date, to: Date) {
  const p = bulkGeneratedPosts;
  const inPeriod = (column: typeof p.publishedAt | typeof p.updatedAt) =>
    and(gte(column, from), lt(column, to));
  const [published, failed, unconfirmedNow, failures, generated, readings] = await Promise.all([
    db
      .select({ accountId: p.accountId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(and(eq(p.postStatus, 'published'), inPeriod(p.publishedAt)))
      .groupBy(p.accountId),
    db
      .select({ accountId: p.accountId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(and(eq(p.postStatus, 'failed'), inPeriod(p.updatedAt)))
      .groupBy(p.accountId),
    db
      .select({
        postId: p.id,
        accountId: p.accountId,
        productName: p.productName,
        scheduledDate: p.scheduledDate,
        pages: p.unconfirmedPages,
      })
      .from(p)
      .where(eq(p.postStatus, 'unconfirmed'))
      .orderBy(asc(p.scheduledDate), asc(p.id)),
    db
      .select({
        code: sql<string>`coalesce(${p.failureCode}, 'unknown')`,
        count: sql<number>`count(*)`.mapWith(Number),
        lastAt: sql<string | null>`max(${p.updatedAt})`,
        lastReason: sql<
          string | null
        >`(array_agg(${p.failureReason} order by ${p.updatedAt} desc) filter (where ${p.failureReason} is not null))[1]`,
      })
      .from(p)
      .where(and(eq(p.postStatus, 'failed'), inPeriod(p.updatedAt)))
      .groupBy(sql`coalesce(${p.failureCode}, 'unknown')`),
    db
      .select({
        accountId: generationUsage.accountId,
        n: sql<number>`sum(${generationUsage.count})`.mapWith(Number),
      })
      .from(generationUsage)
      .where(
        and(
          gte(generationUsage.day, day(from)),
          lt(generationUsage.day, day(new Date(to.getTime() + 86_400_000))),
        ),
      )
      .groupBy(generationUsage.accountId),
    latestReadings(db, { from, to }),
  ]);
  return { published, failed, unconfirmedNow, failures, generated, readings };
}

/** The accounts' names, daily limits and generations today. */
async function accountFigures(db: Db, accountIds: number[], today: Date) {
  if (accountIds.length === 0) return { companies: [], limits: [], usedToday: [] };
  const [companies, limits, usedToday] = await Promise.all([
    db
      .select({ accountId: companiesCopy.accountId, name: companiesCopy.companyName })
      .from(companiesCopy)
      .where(inArray(companiesCopy.accountId, accountIds)),
    db
      .select({ accountId: aiConfigurations.accountId, limit: aiConfigurations.dailyGenerationLimit })
      .from(aiConfigurations)
      .where(inArray(aiConfigurations.accountId, accountIds)),
    db
      .select({ accountId: generationUsage.accountId, n: generationUsage.count })
      .from(generationUsage)
      .where(and(inArray(generationUsage.accountId, accountIds), eq(generationUsage.day, day(today)))),
  ]);
  return { companies, limits, usedToday };
}

/**
 * The platform admin's Analytics over [from, to): for each account its posts published, failed and
 * left unconfirmed, the people reached and the engagement, and its AI writing against its quota; the
 * failures by why; which catalogue products and categories bring engagement across accounts.
 */
export async function adminAnalytics(
  db: Db,
  from: Date,
  to: Date,
  today: Date,
): Promise<Omit<AdminAnalyticsResponse, 'success'>> {
  const { published, failed, unconfirmedNow, failures, generated, readings } = await periodFigures(
    db,
    from,
    to,
  );

  const posts = postResultsOf(readings);
  const accountOf = new Map(readings.map((r) => [r.postId, r.accountId]));
  const ids = new Set<number>([
    ...published.map((r) => r.accountId),
    ...failed.map((r) => r.accountId),
    ...unconfirmedNow.map((r) => r.accountId),
    ...generated.map((r) => r.accountId),
    ...readings.map((r) => r.accountId),
  ]);
  const accountIds = [...ids];
  const { companies, limits, usedToday } = await accountFigures(db, accountIds, today);
  const countIn = (rows: { accountId: number; n: number }[], id: number) =>
    rows.find((r) => r.accountId === id)?.n ?? 0;
  const resultsOf = (id: number) => posts.filter((post) => accountOf.get(post.postId) === id);

  const accounts = accountIds
    .map((accountId) => {
      const own = resultsOf(accountId);
      return {
        accountId,
        companyName: companies.find((c) => c.accountId === accountId)?.name ?? null,
        published: countIn(published, accountId),
        failed: countIn(failed, accountId),
        unconfirmed: unconfirmedNow.filter((u) => u.accountId === accountId).length,
        reach: own.reduce((t, post) => t + post.reach, 0),
        engagement: own.reduce((t, post) => t + post.engagement, 0),
        generated: countIn(generated, accountId),
        usedToday: countIn(usedToday, accountId),
        dailyGenerationLimit: limits.find((l) => l.accountId === accountId)?.limit ?? DEFAULT_DAILY_LIMIT,
      };
    })
    .sort((a, b) => b.published - a.published || b.engagement - a.engagement || a.accountId - b.accountId);

  /** Across accounts a product is the catalogue's (each account's copy has its own id). */
  const catalogueProduct = new Map(readings.map((r) => [r.postId, r.originalProductId]));
  const productKey = (id: number | null, name: string) => (id !== null ? `catalogue:${id}` : `name:${name}`);
  const accountsBy = (keyOf: (post: (typeof posts)[number]) => string) => {
    const sets = new Map<string, Set<number | undefined>>();
    for (const post of posts) {
      const key = keyOf(post);
      sets.set(key, (sets.get(key) ?? new Set()).add(accountOf.get(post.postId)));
    }
    return (key: string) => sets.get(key)?.size ?? 0;
  };
  const productAccounts = accountsBy((post) =>
    productKey(catalogueProduct.get(post.postId) ?? null, post.productName),
  );
  const categoryAccounts = accountsBy((post) => post.categoryName ?? '');

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      published: accounts.reduce((t, a) => t + a.published, 0),
      failed: accounts.reduce((t, a) => t + a.failed, 0),
      unconfirmed: unconfirmedNow.length,
      reach: accounts.reduce((t, a) => t + a.reach, 0),
      engagement: accounts.reduce((t, a) => t + a.engagement, 0),
      generated: accounts.reduce((t, a) => t + a.generated, 0),
    },
    accounts,
    failures: failures
      .map((f) => ({
        code: f.code,
        count: f.count,
        lastReason: f.lastReason,
        lastAt: f.lastAt ? new Date(f.lastAt).toISOString() : null,
      }))
      .sort((a, b) => b.count - a.count),
    unconfirmed: unconfirmedNow.map((u) => ({
      postId: u.postId,
      accountId: u.accountId,
      productName: u.productName,
      scheduledDate: u.scheduledDate?.toISOString() ?? null,
      pages: u.pages.map((page) => page.pageName),
    })),
    byProduct: groupsOf(posts, (post) => {
      const productId = catalogueProduct.get(post.postId) ?? null;
      return { key: productKey(productId, post.productName), name: post.productName, productId };
    }).map((g) => ({ ...g, accounts: productAccounts(productKey(g.productId, g.name)) })),
    byCategory: groupsOf(posts, byCategory).map((g) => ({ ...g, accounts: categoryAccounts(g.name) })),
  };
}
