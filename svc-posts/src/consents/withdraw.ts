import { type Db, emit } from '@studio/kit';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { raiseAlert } from '../alerts/incidents.ts';
import { bulkGeneratedPosts, consents, mediaConsents, mediaCopy, outbox } from '../db/schema.ts';
import { localMoment } from '../email/approval-mail.ts';
import { postImagesOf } from '../media/images.ts';
import { consentWithdrawn } from '../posts/post-state.ts';
import { announcePost, type PostRow } from '../posts/queries.ts';
import { storePostChange } from '../posts/store.ts';
import type { ConsentHead } from './ledger.ts';

/** The account's posts that go out (or went out) with one of these library images, locked. */
async function postsUsing(tx: Db, accountId: number, mediaIds: number[]): Promise<PostRow[]> {
  if (mediaIds.length === 0) return [];
  const images = await tx
    .select({ url: mediaCopy.url })
    .from(mediaCopy)
    .where(and(eq(mediaCopy.accountId, accountId), inArray(mediaCopy.mediaId, mediaIds)));
  const chosen = mediaIds.map((id) => sql`${bulkGeneratedPosts.imageIds} @> ${JSON.stringify([id])}::jsonb`);
  // A post with no images chosen goes out on its product's image, which may be one of them.
  const byProductImage = images
    .filter((image) => image.url !== '')
    .map((image) =>
      and(sql`${bulkGeneratedPosts.imageIds} = '[]'::jsonb`, eq(bulkGeneratedPosts.productImage, image.url)),
    );
  return tx
    .select()
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.accountId, accountId), or(...chosen, ...byProductImage)))
    .orderBy(bulkGeneratedPosts.scheduledDate, bulkGeneratedPosts.id)
    .for('update');
}

export const WITHDRAWN_REASON =
  'Η συναίνεση ανακλήθηκε. Οι προγραμματισμένες αναρτήσεις με τις φωτογραφίες της έγιναν πρόχειρες και δεν θα ' +
  'δημοσιευτούν· οι δημοσιευμένες αφαιρούνται από τις σελίδες Facebook. Αναρτήσεις στο Instagram δεν ' +
  'διαγράφονται από εφαρμογές: διαγράψτε τες από την εφαρμογή του Instagram.';

/**
 * Withdraws a consent, in the caller's transaction: it covers nothing from now on; the posts
 * with its images that are not out yet stop (back to drafts, off the schedule), those published (on some
 * pages or all) are asked to come down from every page through svc-social, and the owner is alerted,
 * naming the posts. Answers whether an alert was raised.
 */
export async function withdrawConsent(tx: Db, consent: ConsentHead, at: Date, by: string): Promise<boolean> {
  await tx.update(consents).set({ withdrawnAt: at, withdrawnBy: by }).where(eq(consents.id, consent.id));
  const links = await tx
    .select({ mediaId: mediaConsents.mediaId })
    .from(mediaConsents)
    .where(eq(mediaConsents.consentId, consent.id));
  const affected: PostRow[] = [];
  for (const post of await postsUsing(
    tx,
    consent.accountId,
    links.map((l) => l.mediaId),
  )) {
    // Out, or on its way out (svc-social publishing it now: it comes down once published, see below).
    const out = ['published', 'publishing', 'unconfirmed'].includes(post.postStatus);
    if (out || post.publishedPages.length > 0) {
      await emit(tx, outbox, 'posts.post.takedown-requested', {
        accountId: post.accountId,
        postId: post.id,
        reason: 'consent_withdrawn',
        at: at.toISOString(),
      });
      affected.push(post);
      continue;
    }
    const change = consentWithdrawn(post);
    if (Object.keys(change).length === 0) continue;
    const updated = await storePostChange(tx, post.id, change, at);
    if (post.isScheduled) await announcePost(tx, 'posts.post.unscheduled', updated);
    affected.push(post);
  }
  const timeZone = await timeZoneOf(tx, consent.accountId);
  return raiseAlert(tx, {
    accountId: consent.accountId,
    incidentKey: `consent-withdrawn:${consent.id}`,
    kind: 'consent_withdrawn',
    postId: affected[0]?.id ?? null,
    productName: affected[0]?.productName ?? null,
    scheduledDate: affected[0]?.scheduledDate ?? null,
    title: `Η συναίνεση «${consent.personRef}» ανακλήθηκε στις ${localMoment(at, timeZone)}`,
    reason:
      affected.length > 0
        ? WITHDRAWN_REASON
        : 'Η συναίνεση ανακλήθηκε· καμία ανάρτηση δεν τη χρησιμοποιούσε.',
    affectedPosts: affected.map((post) => ({
      postId: post.id,
      productName: post.productName,
      scheduledDate: post.scheduledDate?.toISOString() ?? '',
    })),
  });
}

/**
 * A post handed over before a consent of its photos was withdrawn, and published after (svc-social was
 * publishing it then, and had nothing on a page to delete yet): it is asked to come down as soon as it is
 * published. Answers whether it was.
 */
export async function takeDownIfWithdrawn(tx: Db, post: PostRow, at: Date): Promise<boolean> {
  const images = await postImagesOf(tx, post);
  const withdrawn = images.some(
    (image) =>
      image.showsPerson &&
      image.consents.length > 0 &&
      image.consents.every((consent) => consent.withdrawnAt !== null && consent.withdrawnAt <= at),
  );
  if (!withdrawn) return false;
  await emit(tx, outbox, 'posts.post.takedown-requested', {
    accountId: post.accountId,
    postId: post.id,
    reason: 'consent_withdrawn',
    at: at.toISOString(),
  });
  return true;
}
