import type { ScheduledPeriod, ScheduledPeriodResponse } from '@studio/contracts';
import {
  accountIdOf,
  type Clock,
  type Db,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { scheduledPeriods } from '../db/schema.ts';

type Row = typeof scheduledPeriods.$inferSelect;

export const PERIOD_NOT_FOUND = 'Η περίοδος προγραμματισμού δεν βρέθηκε.';

const toPeriod = (row: Row): ScheduledPeriod => ({
  id: row.id,
  isActive: row.isActive,
  nextScheduledDate: row.nextScheduledDate?.toISOString() ?? null,
  postFrequencyDays: row.postFrequencyDays,
});

/** /api/scheduled-periods: the account's automatic period. */
export function periodRoutes(app: ServiceApp, { db, now }: { db: Db; now: Clock }) {
  mountRoute(app, 'GET /api/scheduled-periods', async (c) => {
    const [row] = await db
      .select()
      .from(scheduledPeriods)
      .where(eq(scheduledPeriods.accountId, accountIdOf(c)));
    return c.json({
      success: true,
      scheduledPeriod: row ? toPeriod(row) : null,
    } satisfies ScheduledPeriodResponse);
  });

  mountRoute(app, 'PUT /api/scheduled-periods/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Period');
    const [row] = await db
      .update(scheduledPeriods)
      .set({ isActive: false, updatedAt: now() })
      .where(and(eq(scheduledPeriods.id, id), eq(scheduledPeriods.accountId, accountIdOf(c))))
      .returning();
    if (!row) throw notFound(PERIOD_NOT_FOUND);
    return c.json({
      success: true,
      scheduledPeriod: toPeriod(row),
      message: 'Η αυτόματη σύνταξη πρόχειρων αναρτήσεων σταμάτησε.',
    });
  });
}
