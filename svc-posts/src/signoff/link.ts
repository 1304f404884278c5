/**
 * The one-click sign-off of a mail: a GET shows the post as it is and a button (changing
 * nothing: mail scanners open links too), the POST of its form signs that version off, once. A post
 * changed since the mail, or decided in the portal meanwhile, is not signed off by the link.
 */
import type { ComplianceFlag, SignOffSnapshot } from '@studio/contracts';
import { type Db, isAccountSuspended } from '@studio/kit';
import type { Network } from '@studio/previews';
import { and, eq } from 'drizzle-orm';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { accountStates, bulkGeneratedPosts, signOffLinks } from '../db/schema.ts';
import { type GooglePreviewInput, googlePreviewOf } from '../email/google-preview-html.ts';
import { hashSecret } from '../email/link-secret.ts';
import { publishedFlagsOf } from '../posts/gates.ts';
import { snapshotOf } from '../posts/signoff-payload.ts';
import { maySignOffByMail, pageNamesOf } from './mail.ts';
import { decideIn, signOffViewOf } from './review.ts';

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a link finds. */
export type SignOffLinkState =
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'changed' }
  | { kind: 'decided' }
  | {
      kind: 'pending';
      productName: string;
      snapshot: SignOffSnapshot;
      flags: ComplianceFlag[];
      names: Record<Network, string>;
      google: GooglePreviewInput;
    }
  | { kind: 'done' };

type LinkRow = typeof signOffLinks.$inferSelect;

/** The link's row and its post as they are, or what stops the link; `lock` holds both until the transaction ends. */
async function findLink(db: Db, secret: string, at: Date, lock: boolean) {
  if (!SECRET_SHAPE.test(secret)) return { kind: 'invalid' as const };
  const query = db
    .select()
    .from(signOffLinks)
    .where(eq(signOffLinks.token, hashSecret(secret)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link || (await isAccountSuspended(db, accountStates, link.accountId)))
    return { kind: 'invalid' as const };
  if (link.usedAt) return { kind: 'used' as const };
  if (link.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' as const };
  // A link lives as long as its recipient may sign off: removed, disabled or given another role, it is dead.
  if (!(await maySignOffByMail(db, link.accountId, link.email))) return { kind: 'revoked' as const };
  const postQuery = db
    .select()
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.id, link.postId), eq(bulkGeneratedPosts.accountId, link.accountId)));
  const [post] = lock ? await postQuery.for('update') : await postQuery;
  if (!post) return { kind: 'changed' as const };
  const ruleSet = await ruleSetOf(db);
  const view = await signOffViewOf(db, post, ruleSet);
  if (view.signOff.payloadHash !== link.payloadHash || view.signOff.version !== link.version)
    return { kind: 'changed' as const };
  if (view.signOff.state !== 'pending') return { kind: 'decided' as const };
  return { kind: 'usable' as const, link, view, ruleSet };
}

/** What opening the link shows, changing nothing. */
export async function previewSignOffLink(db: Db, secret: string, at: Date): Promise<SignOffLinkState> {
  const found = await findLink(db, secret, at, false);
  if (found.kind !== 'usable') return found;
  const { post, publishable } = found.view;
  const snapshot = snapshotOf(post, publishable);
  return {
    kind: 'pending',
    productName: post.productName,
    snapshot,
    flags: publishedFlagsOf(post, publishable.images, found.ruleSet),
    names: await pageNamesOf(db, post.accountId),
    google: await googlePreviewOf(db, post.accountId, snapshot.googleTopic ?? null),
  };
}

/** Who signs off through a link: the reviewer it was mailed to. */
const linkActor = (link: LinkRow) => `σύνδεσμος email (${link.email})`;

/** Signs off the link's version, once, in one transaction with the link and the post locked. */
export async function useSignOffLink(db: Db, secret: string, at: Date): Promise<SignOffLinkState> {
  return db.transaction(async (tx): Promise<SignOffLinkState> => {
    const found = await findLink(tx, secret, at, true);
    if (found.kind !== 'usable') return found;
    const { link, ruleSet } = found;
    await tx.update(signOffLinks).set({ usedAt: at }).where(eq(signOffLinks.id, link.id));
    await decideIn(
      tx,
      link.accountId,
      link.postId,
      { decision: 'sign_off', payloadHash: link.payloadHash },
      linkActor(link),
      at,
      ruleSet,
      { kind: 'email-link', ref: 'signoff-link', name: link.email },
    );
    return { kind: 'done' };
  });
}
