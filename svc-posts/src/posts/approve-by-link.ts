import type { RulesToMatch } from '@studio/ai';
import type { ComplianceFlag, PostRecordActor } from '@studio/contracts';
import { ApiError, type Db, isAccountSuspended } from '@studio/kit';
import { type Network, previewPageNames } from '@studio/previews';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { ruleSetOf } from '../compliance/rule-set.ts';
import {
  accountStates,
  bulkGeneratedPosts,
  companiesCopy,
  emailSchedulingTokens,
  pagesCopy,
} from '../db/schema.ts';
import { type GooglePreviewInput, googlePreviewOf } from '../email/google-preview-html.ts';
import { hashSecret } from '../email/link-secret.ts';
import { addressesOf, recipientsOf } from '../email/recipients.ts';
import type { PostImageOf } from '../media/images.ts';
import { appendStep } from '../records/steps.ts';
import { complianceRefusalOf, publishedFlagsOf } from './gates.ts';
import { acknowledge, type PostChange, schedule } from './post-state.ts';
import { type Publishable, payloadHashOf, publishableOf } from './publishable.ts';
import { announcePost, type PostRow } from './queries.ts';
import { acknowledgedStep, approvedStep } from './record-steps.ts';
import { signOffGateOf } from './signoff-state.ts';
import { storePostChange } from './store.ts';

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Why a post of the link is not scheduled by it. */
export type SkipReason = 'scheduled' | 'past' | 'deleted' | 'blocked' | 'not-ticked' | 'changed';

/**
 * Why a link cannot be used: unknown, used already, expired, or void (a recipient's address changed,
 * a recipient was disabled or removed, or the account is suspended).
 */
type Unusable =
  | { kind: 'invalid' }
  | { kind: 'void' }
  | { kind: 'used'; usedAt: Date; timeZone: string }
  | { kind: 'expired'; expiresAt: Date; timeZone: string };

/**
 * The posts a link leaves out, each with why (null: deleted since) and, when a rule stops it, the refusal
 * and the images it would go out with (the page shows a stopped post as it would look).
 */
export type Skipped = {
  reason: SkipReason;
  post: PostRow | null;
  refusal?: string;
  images?: PreviewImage[];
}[];

/** An image a post goes out with, as its preview shows it, and the alt text it is published with (null: none). */
export type PreviewImage = { url: string; alt: string; altText: string | null };

/** A post the page offers to approve: its flags, and whether they need the person's tick to acknowledge them. */
export type Offered = {
  post: PostRow;
  flags: ComplianceFlag[];
  needsAcknowledgement: boolean;
  version: string;
  /** The images it goes out with, in order (its chosen library images, or its product's image). */
  images: PreviewImage[];
};

/** What opening a link shows before anything is done: the posts it may schedule, and those it may not. */
export type LinkPreview =
  | Unusable
  | {
      kind: 'pending';
      timeZone: string;
      /** The names heading the posts' previews: the account's Facebook page and Instagram account. */
      pageNames: Record<Network, string>;
      /** The clinic the page speaks for: its name and logo, as its company settings say. */
      clinic: { name: string | null; logoUrl: string | null };
      /**
       * The account's chosen Google locations and booking link, for each post's Google preview (with the
       * post's own offer or event); no location: no Google preview.
       */
      google: Omit<GooglePreviewInput, 'topic'>;
      offered: Offered[];
      skipped: Skipped;
    };

/** What using a link did. */
export type LinkOutcome =
  | Unusable
  | { kind: 'done'; timeZone: string; scheduled: PostRow[]; skipped: Skipped };

/**
 * A post's version as the page shows it: the form sends it back, so a post whose payload changed between
 * the page and the click (its text, first comment, images, alt texts or targets) is not approved unseen.
 */
export const versionOf = (post: PostRow, publishable: Publishable) =>
  `${post.id}.${payloadHashOf(post, publishable).slice(0, 16)}`;

type LinkRow = typeof emailSchedulingTokens.$inferSelect;

/** The link of a secret, still usable at `at`, or why not; `lock` holds its row until the transaction ends. */
async function findLink(
  db: Db,
  secret: string,
  at: Date,
  lock: boolean,
): Promise<Unusable | { kind: 'usable'; link: LinkRow; timeZone: string }> {
  if (!SECRET_SHAPE.test(secret)) return { kind: 'invalid' };
  const query = db
    .select()
    .from(emailSchedulingTokens)
    .where(eq(emailSchedulingTokens.token, hashSecret(secret)));
  const [link] = lock ? await query.for('update') : await query;
  if (!link) return { kind: 'invalid' };
  const timeZone = await timeZoneOf(db, link.accountId);
  if (link.isUsed) return { kind: 'used', usedAt: link.usedAt ?? link.updatedAt, timeZone };
  if (link.voidedAt || (await isAccountSuspended(db, accountStates, link.accountId))) return { kind: 'void' };
  if (link.expiresAt.getTime() <= at.getTime())
    return { kind: 'expired', expiresAt: link.expiresAt, timeZone };
  return { kind: 'usable', link, timeZone };
}

/**
 * Voids, in the caller's transaction, the account's unused links mailed to the admin user (every one
 * when `adminUserId` is null; a link from before recipients were recorded counts as mailed to all): what
 * they were sent for changed, and nothing brings them back.
 */
export async function voidSchedulingLinks(
  tx: Db,
  accountId: number,
  adminUserId: number | null,
  at: Date,
): Promise<void> {
  const mailedTo =
    adminUserId === null
      ? undefined
      : or(
          sql`${emailSchedulingTokens.recipients} @> ${JSON.stringify([{ adminUserId }])}::jsonb`,
          sql`${emailSchedulingTokens.recipients} = '[]'::jsonb`,
        );
  await tx
    .update(emailSchedulingTokens)
    .set({ voidedAt: at, updatedAt: at })
    .where(
      and(
        eq(emailSchedulingTokens.accountId, accountId),
        eq(emailSchedulingTokens.isUsed, false),
        isNull(emailSchedulingTokens.voidedAt),
        mailedTo,
      ),
    );
}

/**
 * The link's posts, in the mail's order: those it may still schedule (the account's, not scheduled,
 * ahead, and not stopped by a `block` rule), and the others with why.
 */
async function sortPosts(
  db: Db,
  link: LinkRow,
  at: Date,
  ruleSet: RulesToMatch,
  { lock, withImages }: { lock: boolean; withImages: boolean },
) {
  const imagesOf = (post: PostRow, { images }: Publishable) =>
    withImages ? previewImages(post, images) : [];
  const query = db
    .select()
    .from(bulkGeneratedPosts)
    .where(
      and(eq(bulkGeneratedPosts.accountId, link.accountId), inArray(bulkGeneratedPosts.id, link.postIds)),
    );
  const rows = link.postIds.length === 0 ? [] : lock ? await query.for('update') : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const offered: Offered[] = [];
  const skipped: Skipped = [];
  for (const id of link.postIds) {
    const post = byId.get(id);
    if (!post) {
      skipped.push({ reason: 'deleted', post: null });
      continue;
    }
    if (post.isScheduled) {
      skipped.push({ reason: 'scheduled', post });
      continue;
    }
    if (!post.scheduledDate || post.scheduledDate.getTime() <= at.getTime()) {
      skipped.push({ reason: 'past', post });
      continue;
    }
    const publishable = await publishableOf(db, post);
    const flags = publishedFlagsOf(post, publishable.images, ruleSet);
    // A flag in the first comment or an alt text has no acknowledgement: it stops the post as a block does.
    if (flags.some((f) => f.severity === 'block' || (f.field && f.field !== 'content'))) {
      const refusal = complianceRefusalOf(post, ruleSet, publishable.images) ?? undefined;
      skipped.push({ reason: 'blocked', post, refusal, images: imagesOf(post, publishable) });
      continue;
    }
    const needsAcknowledgement = complianceRefusalOf(post, ruleSet, publishable.images) !== null;
    const images = imagesOf(post, publishable);
    offered.push({ post, flags, needsAcknowledgement, version: versionOf(post, publishable), images });
  }
  return { offered, skipped };
}

/** The images a post goes out with, each said by its alt text or else by its product's name. */
const previewImages = (post: PostRow, images: readonly PostImageOf[]): PreviewImage[] =>
  images.map((image) => ({ url: image.url, alt: image.altText ?? post.productName, altText: image.altText }));

/** The clinic's name and logo, from the copy of its company settings. */
async function clinicOf(db: Db, accountId: number): Promise<{ name: string | null; logoUrl: string | null }> {
  const [company] = await db
    .select({ name: companiesCopy.companyName, logoUrl: companiesCopy.logoUrl })
    .from(companiesCopy)
    .where(eq(companiesCopy.accountId, accountId));
  return { name: company?.name ?? null, logoUrl: company?.logoUrl ?? null };
}

/** The account's Facebook page and Instagram account names, as svc-social last announced them. */
async function pageNamesOf(db: Db, accountId: number): Promise<Record<Network, string>> {
  const [copy] = await db.select().from(pagesCopy).where(eq(pagesCopy.accountId, accountId));
  return previewPageNames((copy?.pages ?? []).map((page) => ({ ...page, isActive: true })));
}

/**
 * What a mail's link offers, changing nothing: a GET of the link (which mail scanners and link
 * previews also make) answers this, on a page where the business ticks what it approves.
 */
export async function previewSchedulingLink(db: Db, secret: string, at: Date): Promise<LinkPreview> {
  const found = await findLink(db, secret, at, false);
  if (found.kind !== 'usable') return found;
  const ruleSet = await ruleSetOf(db);
  return {
    kind: 'pending',
    timeZone: found.timeZone,
    pageNames: await pageNamesOf(db, found.link.accountId),
    clinic: await clinicOf(db, found.link.accountId),
    google: await googlePreviewOf(db, found.link.accountId, null),
    ...(await sortPosts(db, found.link, at, ruleSet, { lock: false, withImages: true })),
  };
}

/**
 * Who approves through a link: the admin users it was mailed to (the account's present ones for a link
 * from before recipients were recorded).
 */
async function linkActorOf(
  db: Db,
  link: LinkRow,
): Promise<{ by: string; actor: PostRecordActor; emails: string[] }> {
  const recipients =
    link.recipients.length > 0
      ? link.recipients
      : await recipientsOf(db, link.accountId, { approvers: true });
  const emails = addressesOf(recipients);
  const joined = emails.join(', ');
  return {
    by: joined ? `σύνδεσμος email (${joined})` : 'σύνδεσμος email',
    // The record names the link and the people it was mailed to: one of them approved.
    actor: { kind: 'email-link', ref: `email-link:${link.id}`, name: joined || 'email link' },
    emails,
  };
}

/**
 * Uses a mail's link, once: marks it used and schedules each post that was ticked (`ticked`: the
 * versions the page's form sent), acknowledging the `warn` flags a tick stood for, through the one
 * state module, and announces each through the outbox. All in one transaction with the link's row
 * locked, so two uses at once schedule once. The caller calls afterCommit when something was scheduled.
 */
export async function useSchedulingLink(
  db: Db,
  secret: string,
  at: Date,
  ticked: ReadonlySet<string>,
): Promise<LinkOutcome> {
  const ruleSet = await ruleSetOf(db);
  return db.transaction(async (tx): Promise<LinkOutcome> => {
    const found = await findLink(tx, secret, at, true);
    if (found.kind !== 'usable') return found;
    const { link, timeZone } = found;
    await tx
      .update(emailSchedulingTokens)
      .set({ isUsed: true, usedAt: at, updatedAt: at })
      .where(eq(emailSchedulingTokens.id, link.id));
    const { offered, skipped } = await sortPosts(tx, link, at, ruleSet, { lock: true, withImages: false });
    const { by, actor, emails } = await linkActorOf(tx, link);
    const scheduled: PostRow[] = [];
    for (const { post, needsAcknowledgement, version } of offered) {
      const tickedId = [...ticked].some((v) => v.split('.')[0] === String(post.id));
      if (!ticked.has(version)) {
        skipped.push({ reason: tickedId ? 'changed' : 'not-ticked', post });
        continue;
      }
      // The tick of a post with `warn` flags is the acknowledgement of this text's flags.
      const acknowledgement = needsAcknowledgement ? acknowledge(post, 'all', at, ruleSet, by) : {};
      let change: PostChange;
      const publishable = await publishableOf(tx, post);
      try {
        const publishable = await publishableOf(tx, post);
        (await signOffGateOf(tx, link.accountId, post.id))(post, publishable, ruleSet);
        change = schedule(
          { ...post, ...acknowledgement } as PostRow,
          at,
          ruleSet,
          { by, via: 'email-link' },
          publishable,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        skipped.push({ reason: 'blocked', post, refusal: error.message });
        continue;
      }
      const updated = await storePostChange(tx, post.id, { ...acknowledgement, ...change }, at);
      if (needsAcknowledgement)
        await appendStep(tx, updated, acknowledgedStep(updated, actor, at, ruleSet.version));
      await appendStep(tx, updated, approvedStep(updated, actor, at, ruleSet.version, publishable, emails));
      await announcePost(tx, 'posts.post.scheduled', updated);
      scheduled.push(updated);
    }
    return { kind: 'done', timeZone, scheduled, skipped };
  });
}
