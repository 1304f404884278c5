import type { AccountPostsResponse } from '@studio/contracts';
import { type Db, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { and, eq, max, min, sql } from 'drizzle-orm';
import { adminAiBudget } from '../ai-budget/budget.ts';
import { aiConfigurations, bulkGeneratedPosts, generationUsage } from '../db/schema.ts';

const DEFAULT_DAILY_LIMIT = 50;

/** GET /api/account-posts/:accountId, the platform admin's account page: posts by state, activity, quota. */
export function accountPostsRoutes(app: ServiceApp, { db, now }: { db: Db; now: () => Date }) {
  mountRoute(app, 'GET /api/account-posts/:accountId', async (c) => {
    const accountId = parseId(c.req.param('accountId'), 'Account');
    const byStatus = await db
      .select({
        status: bulkGeneratedPosts.postStatus,
        count: sql<number>`count(*)`.mapWith(Number),
        lastChange: max(bulkGeneratedPosts.updatedAt),
        nextScheduled: min(bulkGeneratedPosts.scheduledDate),
      })
      .from(bulkGeneratedPosts)
      .where(eq(bulkGeneratedPosts.accountId, accountId))
      .groupBy(bulkGeneratedPosts.postStatus);
    const countOf = (...statuses: string[]) =>
      byStatus.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
    const [config] = await db
      .select({ limit: aiConfigurations.dailyGenerationLimit })
      .from(aiConfigurations)
      .where(eq(aiConfigurations.accountId, accountId));
    const [usage] = await db
      .select({ count: generationUsage.count })
      .from(generationUsage)
      .where(
        and(
          eq(generationUsage.accountId, accountId),
          eq(generationUsage.day, now().toISOString().slice(0, 10)),
        ),
      );
    const latest = byStatus
      .map((row) => row.lastChange)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => new Date(b).getTime() - new Date(a).getTime())[0];
    const next = byStatus.find((row) => row.status === 'scheduled')?.nextScheduled ?? null;
    const body: AccountPostsResponse = {
      success: true,
      counts: {
        draft: countOf('draft', 'pending'),
        scheduled: countOf('scheduled'),
        publishing: countOf('publishing'),
        published: countOf('published'),
        failed: countOf('failed'),
        unconfirmed: countOf('unconfirmed'),
      },
      lastActivityAt: latest ? new Date(latest).toISOString() : null,
      nextScheduledAt: next ? new Date(next).toISOString() : null,
      quota: { dailyGenerationLimit: config?.limit ?? DEFAULT_DAILY_LIMIT, usedToday: usage?.count ?? 0 },
      aiBudget: await adminAiBudget(db, accountId, now()),
    };
    return c.json(body);
  });
}
