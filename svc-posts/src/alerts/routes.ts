import { ALERTS_LISTED, type AlertsReadResponse, type AlertsResponse } from '@studio/contracts';
import { accountIdOf, type Db, mountRoute, notFound, type ServiceApp } from '@studio/kit';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { alerts } from '../db/schema.ts';

export const ALERT_NOT_FOUND = 'Η ειδοποίηση δεν βρέθηκε.';

const unreadOf = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.accountId, accountId), isNull(alerts.readAt)));
  return row?.n ?? 0;
};

/** /api/alerts: the portal's bell, the account's alerts the newest first, and marking them read. */
export function alertRoutes(app: ServiceApp, { db, now }: { db: Db; now: () => Date }) {
  mountRoute(app, 'GET /api/alerts', async (c) => {
    const accountId = accountIdOf(c);
    const rows = await db
      .select()
      .from(alerts)
      .where(eq(alerts.accountId, accountId))
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(ALERTS_LISTED);
    return c.json({
      success: true,
      alerts: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        reason: row.reason,
        postId: row.postId,
        productName: row.productName,
        scheduledDate: row.scheduledDate?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      unreadCount: await unreadOf(db, accountId),
    } satisfies AlertsResponse);
  });

  mountRoute(app, 'POST /api/alerts/read-all', async (c) => {
    const accountId = accountIdOf(c);
    await db
      .update(alerts)
      .set({ readAt: now() })
      .where(and(eq(alerts.accountId, accountId), isNull(alerts.readAt)));
    return c.json({ success: true, unreadCount: 0 } satisfies AlertsReadResponse);
  });

  mountRoute(app, 'POST /api/alerts/:id/read', async (c) => {
    const accountId = accountIdOf(c);
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    // Another account's alert answers as a missing one.
    const [row] = await db
      .select({ readAt: alerts.readAt })
      .from(alerts)
      .where(and(eq(alerts.id, id), eq(alerts.accountId, accountId)));
    if (!row) throw notFound(ALERT_NOT_FOUND);
    if (!row.readAt) await db.update(alerts).set({ readAt: now() }).where(eq(alerts.id, id));
    return c.json({ success: true, unreadCount: await unreadOf(db, accountId) } satisfies AlertsReadResponse);
  });
}
