import type { Writer } from '@studio/ai';
import type { GeneratePeriodPostsResponse } from '@studio/contracts';
import { accountIdOf, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { scheduledPeriods } from '../db/schema.ts';
import { toBulkPost } from '../posts/bulk-post-shape.ts';
import { refuseWhenWriterBusy } from '../posts/writer-busy.ts';
import { generatePeriodPosts } from './generate.ts';

type Deps = { db: Db; afterCommit: () => void; writer: Writer; now: () => Date };

/**
 * POST /api/generate-period-posts: the posts of the current and the next week, written now;
 * asking for them (re)starts the account's automatic period, whose next one is due when this one ends.
 */
export function periodGenerationRoutes(app: ServiceApp, { db, afterCommit, writer, now }: Deps) {
  mountRoute(app, 'POST /api/generate-period-posts', async (c) => {
    const accountId = accountIdOf(c);
    refuseWhenWriterBusy(writer);
    const { posts, message } = await generatePeriodPosts(db, writer, accountId, now(), async (tx, plan) => {
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
    return c.json({
      success: true,
      posts: posts.map(toBulkPost),
      message,
    } satisfies GeneratePeriodPostsResponse);
  });
}
