import { type Consent, consentMessages } from '@studio/contracts';
import { type Db, notFound } from '@studio/kit';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { consents, mediaConsents } from '../db/schema.ts';

export type ConsentRow = typeof consents.$inferSelect;
/** A consent without its form's bytes (lists never read them). */
export type ConsentHead = Omit<ConsentRow, 'form'>;

const { form: _form, ...headColumns } = getTableColumns(consents);

/** The account's consent of this id, without its form (another account's answers as a missing one). */
export async function ownedConsent(
  db: Db,
  accountId: number,
  id: number,
  forUpdate = false,
): Promise<ConsentHead> {
  const query = db
    .select(headColumns)
    .from(consents)
    .where(and(eq(consents.id, id), eq(consents.accountId, accountId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(consentMessages.notFound);
  return row;
}

/** The consents as the portal reads them, with the images each covers. */
export async function consentsAsShown(db: Db, rows: ConsentHead[]): Promise<Consent[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ consentId: mediaConsents.consentId, mediaId: mediaConsents.mediaId })
          .from(mediaConsents)
          .where(inArray(mediaConsents.consentId, ids))
          .orderBy(mediaConsents.createdAt, mediaConsents.mediaId);
  return rows.map((row) => ({
    id: row.id,
    personRef: row.personRef,
    purpose: row.purpose,
    channels: row.channels,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    formName: row.formName,
    formType: row.formType,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    mediaIds: links.filter((link) => link.consentId === row.id).map((link) => link.mediaId),
  }));
}

export async function consentAsShown(db: Db, row: ConsentHead): Promise<Consent> {
  const [shown] = await consentsAsShown(db, [row]);
  if (!shown) throw new Error('a consent not shown');
  return shown;
}

/** The account's consents, the newest first; with `mediaId`, those covering that image. */
export async function listConsents(db: Db, accountId: number, mediaId?: number): Promise<ConsentHead[]> {
  if (mediaId === undefined)
    return db
      .select(headColumns)
      .from(consents)
      .where(eq(consents.accountId, accountId))
      .orderBy(desc(consents.createdAt), desc(consents.id));
  return db
    .select(headColumns)
    .from(consents)
    .innerJoin(mediaConsents, eq(mediaConsents.consentId, consents.id))
    .where(and(eq(consents.accountId, accountId), eq(mediaConsents.mediaId, mediaId)))
    .orderBy(desc(consents.createdAt), desc(consents.id));
}
