import { TZDate } from '@date-fns/tz';
import { DEFAULT_RECORD_RETENTION_YEARS, type PostRecord, type PostRecordStep } from '@studio/contracts';
import { type Db, notFound } from '@studio/kit';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { aiConfigurations, postRecordSteps, postRecords } from '../db/schema.ts';

export const RECORD_NOT_FOUND = 'Δεν βρέθηκε αρχείο για αυτή την ανάρτηση.';

type StepRow = typeof postRecordSteps.$inferSelect;
type HeadRow = typeof postRecords.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How many years the account keeps a deleted post's record. */
export async function retentionYearsOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ years: aiConfigurations.recordRetentionYears })
    .from(aiConfigurations)
    .where(eq(aiConfigurations.accountId, accountId));
  return row?.years ?? DEFAULT_RECORD_RETENTION_YEARS;
}

const toStep = (row: StepRow): PostRecordStep => ({
  id: row.id,
  kind: row.kind,
  actor: { kind: row.actorKind, ref: row.actorRef, name: row.actorName },
  at: row.at.toISOString(),
  detail: row.detail,
});

/**
 * Who took editorial responsibility for the post as it is (or went out): the last approval that no later
 * step voided (an unscheduling, a lapsed approval, an edit that voided it, a regeneration).
 */
export function editorialResponsibilityOf(
  steps: readonly PostRecordStep[],
): PostRecord['editorialResponsibility'] {
  let holder: PostRecord['editorialResponsibility'] = null;
  for (const step of steps) {
    if (step.kind === 'approved') holder = { actor: step.actor, at: step.at };
    else if (['unscheduled', 'approval_lapsed', 'regenerated'].includes(step.kind)) holder = null;
    else if (step.kind === 'edited' && step.detail.approvalVoided === true) holder = null;
  }
  return holder;
}

/** The deletion plus the retention years, on the calendar (as the purge's SQL interval counts them). */
function keptUntilOf(deletedAt: Date, years: number): string {
  const until = new Date(deletedAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString();
}

function toRecord(head: HeadRow, steps: StepRow[], years: number): PostRecord {
  const shaped = steps.map(toStep);
  return {
    postId: head.postId,
    accountId: head.accountId,
    productName: head.productName,
    scheduledDate: iso(head.scheduledDate),
    createdAt: head.createdAt.toISOString(),
    deletedAt: iso(head.deletedAt),
    keptUntil: head.deletedAt ? keptUntilOf(head.deletedAt, years) : null,
    editorialResponsibility: editorialResponsibilityOf(shaped),
    steps: shaped,
  };
}

/** The records of the heads given, with their steps in order. */
async function withSteps(db: Db, heads: HeadRow[], years: number): Promise<PostRecord[]> {
  if (heads.length === 0) return [];
  const steps = await db
    .select()
    .from(postRecordSteps)
    .where(
      inArray(
        postRecordSteps.postId,
        heads.map((h) => h.postId),
      ),
    )
    .orderBy(asc(postRecordSteps.at), asc(postRecordSteps.id));
  return heads.map((head) =>
    toRecord(
      head,
      steps.filter((s) => s.postId === head.postId),
      years,
    ),
  );
}

/** One post's record, of the account; another account's is 404 like a missing one. */
export async function recordOf(db: Db, accountId: number, postId: number): Promise<PostRecord> {
  const [head] = await db
    .select()
    .from(postRecords)
    .where(and(eq(postRecords.postId, postId), eq(postRecords.accountId, accountId)));
  if (!head) throw notFound(RECORD_NOT_FOUND);
  const [record] = await withSteps(db, [head], await retentionYearsOf(db, accountId));
  return record!;
}

/** The start of a day (yyyy-MM-dd), or of the day `after` days later, in the time zone, as an instant. */
const startOfDay = (day: string, timeZone: string, after = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(TZDate.tz(timeZone, y, m - 1, d + after).getTime());
};

/** The records of the account's posts dated from `from` to `to` (days in its time zone, both included). */
export async function recordsOf(
  db: Db,
  accountId: number,
  { from, to }: { from: string; to: string },
): Promise<PostRecord[]> {
  const timeZone = await timeZoneOf(db, accountId);
  const start = startOfDay(from, timeZone);
  const end = startOfDay(to, timeZone, 1);
  const heads = await db
    .select()
    .from(postRecords)
    .where(
      and(
        eq(postRecords.accountId, accountId),
        gte(postRecords.scheduledDate, start),
        lt(postRecords.scheduledDate, end),
      ),
    )
    .orderBy(asc(postRecords.scheduledDate), asc(postRecords.postId));
  return withSteps(db, heads, await retentionYearsOf(db, accountId));
}
