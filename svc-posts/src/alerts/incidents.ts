import { type ConnectionProblem, type PostPulledBack, pulledBackReason } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { alerts } from '../db/schema.ts';
import { localMoment } from '../email/approval-mail.ts';

export type NewAlert = typeof alerts.$inferInsert;

/** A post as an alert names it. */
export type AlertPost = { id: number; productName: string; scheduledDate: Date | null };

/**
 * Records an incident once: a second report of the same one (a redelivered event, another replica, the
 * same problem found again) finds its row and adds nothing. Answers whether it is new, so the caller
 * wakes the mail sender.
 */
export async function raiseAlert(tx: Db, alert: NewAlert): Promise<boolean> {
  const rows = await tx
    .insert(alerts)
    .values(alert)
    .onConflictDoNothing({ target: [alerts.accountId, alerts.incidentKey] })
    .returning({ id: alerts.id });
  return rows.length > 0;
}

const whenOf = (post: AlertPost, timeZone: string) =>
  post.scheduledDate ? ` της ${localMoment(post.scheduledDate, timeZone)}` : '';

/** A post svc-social gave up on (or one the scheduler failed): one incident per attempt. */
export function postFailedAlert(
  accountId: number,
  post: AlertPost,
  attempt: number,
  reason: string,
  timeZone: string,
): NewAlert {
  return {
    accountId,
    incidentKey: `post-failed:${post.id}:${attempt}`,
    kind: 'post_failed',
    postId: post.id,
    productName: post.productName,
    scheduledDate: post.scheduledDate,
    title: `Η ανάρτηση «${post.productName}»${whenOf(post, timeZone)} δεν δημοσιεύτηκε`,
    reason,
  };
}

/**
 * A scheduled post that went back to a draft by itself (what it would publish changed after its
 * approval, or the sign-off setting now asks a sign-off it lacks), with its true reason: one incident per
 * approval. The bell, the mail and the card say the same words (contracts' pulledBackReason).
 */
export function pulledBackAlert(
  accountId: number,
  post: AlertPost,
  approvedAt: string,
  pulled: Pick<PostPulledBack, 'cause' | 'changed'>,
  timeZone: string,
): NewAlert {
  const signOff = pulled.cause === 'signoff_required';
  const needs = signOff
    ? 'χρειάζεται ιατρικό έλεγχο'
    : pulled.cause === 'face_found'
      ? 'δείχνει πρόσωπο χωρίς συναίνεση'
      : 'χρειάζεται νέα έγκριση';
  return {
    accountId,
    incidentKey: `${signOff ? 'signoff-required' : 'approval-lapsed'}:${post.id}:${approvedAt}`,
    kind: signOff ? 'signoff_required' : 'approval_lapsed',
    postId: post.id,
    productName: post.productName,
    scheduledDate: post.scheduledDate,
    title: `Η ανάρτηση «${post.productName}»${whenOf(post, timeZone)} ${needs}`,
    reason: pulledBackReason(pulled),
  };
}

/** A post some pages cannot confirm: the business checks and decides. One incident per attempt. */
export function postUnconfirmedAlert(
  accountId: number,
  post: AlertPost,
  attempt: number,
  reason: string,
  timeZone: string,
): NewAlert {
  return {
    accountId,
    incidentKey: `post-unconfirmed:${post.id}:${attempt}`,
    kind: 'post_unconfirmed',
    postId: post.id,
    productName: post.productName,
    scheduledDate: post.scheduledDate,
    title: `Η δημοσίευση της ανάρτησης «${post.productName}»${whenOf(post, timeZone)} χρειάζεται έλεγχο`,
    reason,
  };
}

/**
 * What makes one connection problem one incident: what it is, where, and since when (svc-social keeps a
 * problem's first moment while it lasts, and a problem that comes back is a new one).
 */
export const problemIncidentKey = (p: ConnectionProblem) =>
  [
    'connection',
    p.code,
    p.permission ?? '',
    p.targets
      .map((t) => `${t.platform}:${t.pageId}`)
      .sort()
      .join(','),
    p.since,
  ].join('|');

/** A connection problem that would make coming posts fail (the soonest first). */
export function connectionProblemAlert(
  accountId: number,
  problem: ConnectionProblem,
  posts: AlertPost[],
  timeZone: string,
): NewAlert {
  const [first] = posts;
  const more = posts.length > 1 ? ` και ${posts.length - 1} ακόμη` : '';
  return {
    accountId,
    incidentKey: problemIncidentKey(problem),
    kind: 'connection_problem',
    postId: first?.id ?? null,
    productName: first?.productName ?? null,
    scheduledDate: first?.scheduledDate ?? null,
    title: first
      ? `Η ανάρτηση «${first.productName}»${whenOf(first, timeZone)}${more} δεν θα δημοσιευτεί: πρόβλημα σύνδεσης με το Facebook`
      : 'Πρόβλημα σύνδεσης με το Facebook',
    reason: problem.message,
    affectedPosts: posts.map((p) => ({
      postId: p.id,
      productName: p.productName,
      scheduledDate: (p.scheduledDate ?? new Date(0)).toISOString(),
    })),
  };
}
