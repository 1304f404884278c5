import type { InstagramQuota, InstagramQuotaResponse } from '@studio/contracts';
import { accountIdOf, mountRoute, type ServiceApp } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import { selectedPages } from '../db/schema.ts';
import type { SocialDeps } from '../deps.ts';
import { PublishError } from '../graph/graph-errors.ts';
import { reconnectReason } from '../graph/meta-errors.ts';
import { failureOf } from '../graph/reasons.ts';
import { nextSlotAt } from './instagram-quota.ts';

/**
 * GET /api/social-media/instagram-quota: each active selected Instagram account's publishing limit as
 * Instagram counts it now (content_publishing_limit, read with the page's token; the sandbox's in
 * `npm start`), for the platforms screen. An account whose limit cannot be read says why, in Greek.
 */
export function instagramQuotaRoutes(app: ServiceApp, { db, clock, graph, cipher, logger }: SocialDeps) {
  mountRoute(app, 'GET /api/social-media/instagram-quota', async (c) => {
    const rows = await db
      .select()
      .from(selectedPages)
      .where(
        and(
          eq(selectedPages.accountId, accountIdOf(c)),
          eq(selectedPages.platform, 'instagram'),
          eq(selectedPages.isActive, true),
        ),
      )
      .orderBy(asc(selectedPages.id));
    const seen = new Set<string>();
    const accounts = await Promise.all(
      rows.flatMap((row) => {
        const instagramId = row.instagramId ?? row.pageId;
        if (seen.has(instagramId)) return [];
        seen.add(instagramId);
        const pageName = row.pageName;
        const quota = async (): Promise<InstagramQuota> => {
          const base = { instagramId, pageName, username: row.instagramUsername ?? null };
          const unread = (error: string): InstagramQuota => ({
            ...base,
            usage: null,
            total: null,
            durationSeconds: null,
            nextSlotAt: null,
            error,
          });
          let token: string | null = null;
          try {
            token = row.accessTokenEncrypted ? cipher.decrypt(row.accessTokenEncrypted) : null;
          } catch (error) {
            logger.warn({ err: error, pageId: row.pageId }, 'a stored page token cannot be opened');
          }
          if (!token) return unread(reconnectReason(pageName));
          try {
            const limit = await graph.instagramPublishingLimit({ igUserId: instagramId, token });
            const next = await nextSlotAt(db, instagramId, limit, clock());
            return {
              ...base,
              usage: limit.usage,
              total: limit.total,
              durationSeconds: limit.durationSeconds,
              nextSlotAt: next?.toISOString() ?? null,
              error: null,
            };
          } catch (caught) {
            if (!(caught instanceof PublishError)) throw caught;
            return unread(failureOf(caught, { pageName, platform: 'instagram' }).reason(null));
          }
        };
        return [quota()];
      }),
    );
    return c.json({ success: true, accounts } satisfies InstagramQuotaResponse);
  });
}
