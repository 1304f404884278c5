import { DEFAULT_RECORD_RETENTION_YEARS } from '@studio/contracts';
import { type Db, lockDue } from '@studio/kit';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { aiConfigurations, postRecords } from '../db/schema.ts';

/** Records purged per transaction; the worker goes on while a batch is full. */
const BATCH = 200;

/**
 * Purges the records of deleted posts whose account's retention years (5 by default) have
 * passed since the deletion, judged by the injected clock, their steps with them (the foreign key
 * cascades). Any number of replicas share the work (`lockDue`: FOR UPDATE SKIP LOCKED); answers how
 * many were purged.
 */
export async function purgeExpiredPostRecords(db: Db, now: Date, batch = BATCH): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const expired = await lockDue(tx, {
        table: postRecords,
        due: and(
          isNotNull(postRecords.deletedAt),
          sql`${postRecords.deletedAt} + make_interval(years => coalesce((select ${aiConfigurations.recordRetentionYears} from ${aiConfigurations} where ${aiConfigurations.accountId} = ${postRecords.accountId}), ${DEFAULT_RECORD_RETENTION_YEARS})) <= ${now.toISOString()}::timestamptz`,
        ),
        orderBy: [asc(postRecords.deletedAt)],
        limit: batch,
      });
      if (expired.length === 0) return 0;
      await tx.delete(postRecords).where(
        inArray(
          postRecords.postId,
          expired.map((r) => r.postId),
        ),
      );
      return expired.length;
    });
    purged += count;
    if (count < batch) return purged;
  }
}
