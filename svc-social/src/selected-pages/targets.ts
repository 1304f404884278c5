import type { ConnectionProblem } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
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
