import type { ConnectionProblem } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { selectedPages } from '../db/schema.ts';

/** A selected, active target: a Facebook page, or an Instagram account by its own id. */
export type SelectedTarget = ConnectionProblem['targets'][number] & {
  rowId: number;
  /** The Facebook page an Instagram account was selected through (null when unknown). */
  linkedPageId: string | null;
  /** Its page token, sealed (null when Facebook gave none). */
  sealedToken: string | null;
};

/** The active pages and Instagram accounts the account publishes to, one per target, in selection order. */
export async function selectedTargets(db: Db, accountId: number): Promise<SelectedTarget[]> {
  const rows = await db
    .select()
    .from(selectedPages)
    .where(and(eq(selectedPages.accountId, accountId), eq(selectedPages.isActive, true)))
    .orderBy(asc(selectedPages.id));
  return targetsOfRows(rows);
}

/** The active targets of each of these accounts, in one read: as selectedTargets answers each. */
export async function selectedTargetsOfEach(
  db: Db,
  accountIds: number[],
): Promise<Map<number, SelectedTarget[]>> {
  const rows = await db
    .select()
    .from(selectedPages)
    .where(and(inArray(selectedPages.accountId, accountIds), eq(selectedPages.isActive, true)))
    .orderBy(asc(selectedPages.id));
  return new Map(accountIds.map((id) => [id, targetsOfRows(rows.filter((row) => row.accountId === id))]));
}

function targetsOfRows(rows: (typeof selectedPages.$inferSelect)[]): SelectedTarget[] {
  const targets = new Map<string, SelectedTarget>();
  for (const row of rows) {
    const pageId = row.platform === 'instagram' ? (row.instagramId ?? row.pageId) : row.pageId;
    targets.set(`${row.platform}:${pageId}`, {
      platform: row.platform,
      pageId,
      pageName: row.pageName,
      rowId: row.id,
      linkedPageId: row.platform === 'instagram' && row.pageId !== pageId ? row.pageId : null,
      sealedToken: row.accessTokenEncrypted,
    });
  }
  return [...targets.values()];
}
