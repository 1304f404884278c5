/**
 * The record of each post: its steps appended, each in the transaction of the change it
 * records (a change rolled back records nothing, a change made records once), never changed after.
 * This module imports no feature: the posts, the link, the scheduler and the outcomes call it.
 */
import type { PostRecordActor, PostRecordStepKind, TokenClaims } from '@studio/contracts';
import { batched, type Db, perHandle } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import { adminUserEmailsCopy, postRecordSteps, postRecords } from '../db/schema.ts';

/** What a step needs of the post: which it is, and what the record's head keeps of it. */
export type RecordedPost = {
  id: number;
  accountId: number;
  productName: string;
  scheduledDate: Date | null;
};

export type Step = {
  kind: PostRecordStepKind;
  actor: PostRecordActor;
  at: Date;
  detail?: Record<string, unknown>;
};

/** The platform's own parts, as the record names them. */
export const SCHEDULER: PostRecordActor = { kind: 'system', ref: 'svc-posts', name: 'scheduler' };
export const PUBLISHER: PostRecordActor = { kind: 'system', ref: 'svc-social', name: 'publisher' };

type Appended = { post: RecordedPost; step: Step };

/**
 * The steps asked for side by side on one handle, appended in two statements (see batched()): the
 * records' heads made or followed, then the steps. Two steps of one post never share them (a statement
 * writes a head once, and a post's steps keep their order).
 */
const appendTogether = perHandle((tx: Db) =>
  batched(
    async (items: Appended[]) => {
      await tx
        .insert(postRecords)
        .values(
          items.map(({ post, step }) => ({
            postId: post.id,
            accountId: post.accountId,
            productName: post.productName,
            scheduledDate: post.scheduledDate,
            createdAt: step.at,
            deletedAt: step.kind === 'deleted' ? step.at : null,
          })),
        )
        .onConflictDoUpdate({
          target: postRecords.postId,
          set: {
            scheduledDate: sql`excluded.scheduled_date`,
            productName: sql`excluded.product_name`,
            // A deletion's moment, once; any other step leaves it as it is.
            deletedAt: sql`coalesce(excluded.deleted_at, ${postRecords.deletedAt})`,
          },
          // The head of another account's post of the same id never happens (ids are never reused);
          // even so it is left alone.
          setWhere: sql`${postRecords.accountId} = excluded.account_id`,
        });
      await tx.insert(postRecordSteps).values(
        items.map(({ post, step }) => ({
          postId: post.id,
          accountId: post.accountId,
          kind: step.kind,
          actorKind: step.actor.kind,
          actorRef: step.actor.ref,
          actorName: step.actor.name,
          at: step.at,
          detail: step.detail ?? {},
        })),
      );
      return items.map(() => undefined);
    },
    { keysOf: ({ post }) => [String(post.id)] },
  ),
);

/**
 * Appends a step to the post's record inside the caller's transaction; the record's head is made with
 * the first step and follows the post's date (the period exports pick by it).
 */
export async function appendStep(tx: Db, post: RecordedPost, step: Step): Promise<void> {
  await appendTogether(tx)({ post, step });
}

/** A token's subject as a person reads it: the admin user's e-mail (svc-auth's copy), else the subject. */
export async function emailOfSubject(db: Db, sub: string): Promise<string> {
  const adminUserId = /^admin-user:(\d+)$/.exec(sub)?.[1];
  const [row] = adminUserId
    ? await db
        .select({ email: adminUserEmailsCopy.email })
        .from(adminUserEmailsCopy)
        .where(eq(adminUserEmailsCopy.adminUserId, Number(adminUserId)))
    : [];
  return row?.email ?? sub;
}

/** Who a business caller is, for the record, from their e-mail: the person, or the platform admin acting. */
export function personFrom(claims: TokenClaims, email: string): PostRecordActor {
  if (claims.actingAdminId === null) return { kind: 'person', ref: claims.sub, name: email };
  return {
    kind: 'platform-admin',
    ref: `admin:${claims.actingAdminId}`,
    name: `${email} (platform admin #${claims.actingAdminId})`,
  };
}

/**
 * Who a business caller is, for the record: their token's subject and e-mail (svc-posts' copy of the
 * account's users), or the platform admin acting for the business.
 */
export async function personOf(db: Db, claims: TokenClaims): Promise<PostRecordActor> {
  return personFrom(claims, await emailOfSubject(db, claims.sub));
}

/** The writer that wrote a text: its kind and the model it used (the account's unless one is pinned). */
export function writerActor(
  writer: { kind: 'openai' | 'offline'; model: string | null; pinnedModel?: boolean },
  accountModel: string,
): PostRecordActor {
  if (writer.kind === 'offline') return { kind: 'writer', ref: 'offline', name: 'offline writer' };
  const model = writer.pinnedModel || !accountModel.trim() ? writer.model : accountModel.trim();
  return { kind: 'writer', ref: 'openai', name: `OpenAI ${model ?? ''}`.trim() };
}
