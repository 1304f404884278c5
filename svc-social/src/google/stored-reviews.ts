/** The inbox's Google reviews as stored by the sync (review-sync.ts), with the replies recorded here. */
import type { GoogleReview } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { googleLocations, googleReviewReplies, googleReviews } from '../db/schema.ts';

/** A stored review of a chosen location, read with its location and our reply's record. */
async function rowsOf(db: Db, accountId: number, where?: ReturnType<typeof and>) {
  return db
    .select({ review: googleReviews, location: googleLocations, ours: googleReviewReplies })
    .from(googleReviews)
    .innerJoin(
      googleLocations,
      and(
        eq(googleLocations.accountId, googleReviews.accountId),
        eq(googleLocations.locationName, googleReviews.locationName),
      ),
    )
    .leftJoin(googleReviewReplies, eq(googleReviewReplies.reviewName, googleReviews.reviewName))
    .where(and(eq(googleReviews.accountId, accountId), eq(googleLocations.selected, true), where))
    .orderBy(desc(googleReviews.writtenAt), desc(googleReviews.id));
}

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const reviewOfRow = ({ review, location, ours }: Row): GoogleReview => {
  const reply =
    review.replyText !== null
      ? {
          text: review.replyText,
          sentAt: review.replyAt?.toISOString() ?? null,
          by: ours?.authorName ?? null,
        }
      : null;
  const held =
    ours?.status === 'awaiting_signoff' || ours?.status === 'changes_requested'
      ? { text: ours.text, by: ours.authorName, state: ours.status, comment: ours.reviewComment }
      : null;
  return {
    name: review.reviewName,
    locationName: location.locationName,
    locationTitle: location.title,
    reviewer: review.reviewer,
    stars: review.stars,
    comment: review.comment,
    createdAt: review.writtenAt.toISOString(),
    reply,
    pending: reply ? null : held,
    answerable: location.verified,
  };
};

/** The chosen locations' reviews, newest first. */
export const storedReviewsOf = async (db: Db, accountId: number) =>
  (await rowsOf(db, accountId)).map(reviewOfRow);

/** One of the account's reviews (of a chosen location), or null. */
export async function storedReviewOf(db: Db, accountId: number, name: string) {
  const [row] = await rowsOf(db, accountId, and(eq(googleReviews.reviewName, name)));
  return row ? reviewOfRow(row) : null;
}

/** Reviews whose reply waits for the reviewer's sign-off, oldest first (the sign-off queue). */
export async function heldReviewsOf(db: Db, accountId: number) {
  const rows = await rowsOf(
    db,
    accountId,
    and(eq(googleReviewReplies.status, 'awaiting_signoff'), isNull(googleReviews.replyText)),
  );
  return rows.map(reviewOfRow).reverse();
}

/** Reviews waiting for an answer (the inbox badge's, as its «Αναπάντητα»): on a verified chosen location, no reply on Google. */
export async function unansweredReviews(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(googleReviews)
    .innerJoin(
      googleLocations,
      and(
        eq(googleLocations.accountId, googleReviews.accountId),
        eq(googleLocations.locationName, googleReviews.locationName),
      ),
    )
    .where(
      and(
        eq(googleReviews.accountId, accountId),
        eq(googleLocations.selected, true),
        eq(googleLocations.verified, true),
        isNull(googleReviews.replyText),
      ),
    );
  return row?.n ?? 0;
}
