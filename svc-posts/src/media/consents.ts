import type { Db } from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { consents, mediaConsents } from '../db/schema.ts';

/** What the consent gate needs of a consent of an image. */
export type ConsentCover = Pick<
  typeof consents.$inferSelect,
  'id' | 'channels' | 'startsOn' | 'endsOn' | 'withdrawnAt'
>;

/** The consents recorded for each of these library images of the account (withdrawn ones too), by image. */
export async function consentsOfImages(
  db: Db,
  accountId: number,
  mediaIds: readonly number[],
): Promise<Map<number, ConsentCover[]>> {
  const byImage = new Map<number, ConsentCover[]>();
  if (mediaIds.length === 0) return byImage;
  const rows = await db
    .select({
      mediaId: mediaConsents.mediaId,
      id: consents.id,
      channels: consents.channels,
      startsOn: consents.startsOn,
      endsOn: consents.endsOn,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(mediaConsents)
    .innerJoin(consents, eq(consents.id, mediaConsents.consentId))
    .where(
      and(
        eq(mediaConsents.accountId, accountId),
        eq(consents.accountId, accountId),
        inArray(mediaConsents.mediaId, [...mediaIds]),
      ),
    )
    .orderBy(consents.id);
  for (const { mediaId, ...consent } of rows)
    byImage.set(mediaId, [...(byImage.get(mediaId) ?? []), consent]);
  return byImage;
}
