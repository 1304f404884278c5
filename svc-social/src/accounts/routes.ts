import type { AccountPagesResponse } from '@studio/contracts';
import { type Db, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { and, eq, max, sql } from 'drizzle-orm';
import { facebookConnections, publishedPosts, selectedPages } from '../db/schema.ts';

/**
 * GET /api/account-pages/:accountId, the platform admin's account page: the Facebook login and each
 * selected page's health as svc-social knows it (publications, failures, the last error).
 */
export function accountPagesRoutes(app: ServiceApp, { db }: { db: Db }) {
  mountRoute(app, 'GET /api/account-pages/:accountId', async (c) => {
    const accountId = parseId(c.req.param('accountId'), 'Account');
    const [connection] = await db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    const pages = await db
      .select()
      .from(selectedPages)
      .where(eq(selectedPages.accountId, accountId))
      .orderBy(selectedPages.platform, selectedPages.pageName);
    const stats = await db
      .select({
        pageId: publishedPosts.pageId,
        platform: publishedPosts.platform,
        published: sql<number>`count(*) filter (where ${publishedPosts.status} = 'published')`.mapWith(
          Number,
        ),
        failed: sql<number>`count(*) filter (where ${publishedPosts.status} = 'failed')`.mapWith(Number),
        lastPublishedAt: max(publishedPosts.publishedDate),
        lastFailedAt: sql<
          string | null
        >`max(${publishedPosts.updatedAt}) filter (where ${publishedPosts.status} = 'failed')`,
        lastError: sql<
          string | null
        >`(array_agg(${publishedPosts.error} order by ${publishedPosts.updatedAt} desc) filter (where ${publishedPosts.status} = 'failed'))[1]`,
      })
      .from(publishedPosts)
      .where(and(eq(publishedPosts.accountId, accountId)))
      .groupBy(publishedPosts.pageId, publishedPosts.platform);
    const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
    const body: AccountPagesResponse = {
      success: true,
      connection: connection
        ? {
            status: connection.status,
            facebookUserName: connection.facebookUserName,
            tokenExpiresAt: iso(connection.expiresAt),
            tokenUpdatedAt: connection.tokenUpdatedAt.toISOString(),
          }
        : null,
      pages: pages.map((page) => {
        // An Instagram account publishes under its own id (the target's), not its Facebook page's.
        const targetId = page.platform === 'instagram' ? (page.instagramId ?? page.pageId) : page.pageId;
        const s = stats.find((row) => row.pageId === targetId && row.platform === page.platform);
        const lastPublished = iso(s?.lastPublishedAt);
        const lastFailed = iso(s?.lastFailedAt);
        return {
          pageId: page.pageId,
          pageName: page.pageName,
          platform: page.platform,
          isActive: page.isActive,
          published: s?.published ?? 0,
          failed: s?.failed ?? 0,
          lastPublishedAt: lastPublished,
          lastError:
            lastFailed && (!lastPublished || lastFailed > lastPublished) ? (s?.lastError ?? null) : null,
        };
      }),
    };
    return c.json(body);
  });
}
