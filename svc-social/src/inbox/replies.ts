/**
 * Replies written in the inbox: through the compliance gate as a post (the same rules, the
 * same reasons), a public answer to a medical or price question steered to a private one, a medical
 * reviewer's sign-off when the account asks for it, and every reply recorded with who wrote it.
 */
import { checkFields, complianceRefusal, complianceVerdict, confidentialityFlagsOf } from '@studio/ai';
import {
  type ComplianceFlag,
  type CreateInboxReplyRequest,
  INBOX_ACKNOWLEDGE_CODE,
  INBOX_COMPLIANCE_CODE,
  INBOX_STEER_PRIVATE_CODE,
  type InboxAcknowledgementError,
  type InboxSteeringError,
  inboxMessages,
  maySignOff,
  memberRoleOf,
  messagingWindowOf,
  privateMessageRoom,
  type TokenClaims,
} from '@studio/contracts';
import { ApiError, type Db } from '@studio/kit';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { currentRuleSet } from '../compliance/rules-copy.ts';
import { inboxItems, inboxReplies } from '../db/schema.ts';
import { announceInbox } from './ingest.ts';
import { type ItemRow, type ReplyRow, settingsOf, type ThreadRow } from './queries.ts';
import { firstReplyState, movedReply } from './reply-state.ts';

/** Meta's private replies: within 7 days of the comment. */
export const PRIVATE_REPLY_DAYS = 7;

/** Who a caller is, as a reply records it: the user's id, and their name (a business user's e-mail) from the session. */
export function actorOfClaims(claims: TokenClaims): { userId: number | null; name: string } {
  const id = Number(claims.sub.split(':').at(-1));
  const userId = Number.isInteger(id) ? id : null;
  const name = claims.name ?? claims.email ?? (userId !== null ? `Χρήστης #${userId}` : claims.sub);
  return {
    userId,
    name: claims.actingAdminId !== null ? `${name} (διαχειριστής πλατφόρμας #${claims.actingAdminId})` : name,
  };
}

/** The gate's refusal of a reply's text, in the posts' words with «απάντηση» for «ανάρτηση»; null when it may go. */
export async function replyRefusal(db: Db, text: string) {
  const flags = checkFields([{ field: 'content', text }], await currentRuleSet(db));
  const blocked = flags.filter((f) => f.severity === 'block');
  const refusal = complianceRefusal(blocked, [], 'publish');
  return {
    flags,
    refusal: refusal?.replace('Η ανάρτηση δεν δημοσιεύτηκε', 'Η απάντηση δεν μπορεί να σταλεί') ?? null,
  };
}

/**
 * The 422 of a public reply whose `warn` flags nobody acknowledged: published under the post for anyone to
 * read, it needs the same tick a post needs before it is scheduled. The body names the flags to show.
 */
export class AcknowledgementError extends ApiError {
  constructor(readonly flags: ComplianceFlag[]) {
    super(
      422,
      INBOX_ACKNOWLEDGE_CODE,
      (complianceRefusal(flags, [], 'publish') ?? '')
        .replace(
          'Η ανάρτηση δεν δημοσιεύτηκε χωρίς επιβεβαίωση',
          'Η δημόσια απάντηση δεν στάλθηκε χωρίς επιβεβαίωση',
        )
        .replace('ή αλλάξτε το κείμενο', 'πριν τη στείλετε ή αλλάξτε το κείμενο'),
    );
  }
  body(): InboxAcknowledgementError {
    return { error: INBOX_ACKNOWLEDGE_CODE, message: this.message, flags: this.flags };
  }
}

/**
 * The acknowledgement a public reply needs: none without `warn` flags (a private message reaches one
 * person, and is no advertisement); else the rules the person ticked must cover every flag's rule, or the
 * reply is refused with the flags to show (AcknowledgementError). What is recorded: the flagged rules.
 */
export function replyAcknowledgement(
  flags: readonly ComplianceFlag[],
  visibility: 'public' | 'private',
  acknowledgedRuleIds: readonly string[] = [],
): string[] | null {
  const warned = flags.filter((flag) => flag.severity === 'warn');
  if (visibility !== 'public' || warned.length === 0) return null;
  const { unacknowledged } = complianceVerdict(warned, acknowledgedRuleIds);
  if (unacknowledged.length > 0) throw new AcknowledgementError(warned);
  return [...new Set(warned.map((flag) => flag.ruleId))];
}

/**
 * The 409 that steers a public answer to a private one: to a medical or price question, or a reply that
 * would confirm in public that someone is a patient or name their treatment (medical confidentiality).
 */
export class SteeringError extends ApiError {
  constructor(readonly reason: 'medical' | 'price' | 'confidential') {
    super(
      409,
      INBOX_STEER_PRIVATE_CODE,
      reason === 'medical'
        ? inboxMessages.steerMedical
        : reason === 'price'
          ? inboxMessages.steerPrice
          : inboxMessages.steerConfidential,
    );
  }
  body(): InboxSteeringError {
    return {
      error: INBOX_STEER_PRIVATE_CODE,
      message: this.message,
      suggestedVisibility: 'private',
      suggestedPublicText: inboxMessages.publicNote,
      reason: this.reason,
    };
  }
}

/** The item answered: the one named (an incoming item of the thread), else the newest incoming one. */
async function itemToAnswer(db: Db, thread: ThreadRow, itemId: number | undefined): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.threadId, thread.id),
        eq(inboxItems.direction, 'incoming'),
        isNull(inboxItems.deletedAt),
        itemId !== undefined ? eq(inboxItems.id, itemId) : undefined,
      ),
    )
    .orderBy(desc(inboxItems.writtenAt), desc(inboxItems.id))
    .limit(1);
  if (!item)
    throw itemId !== undefined
      ? new ApiError(404, 'not_found', inboxMessages.itemNotFound)
      : new ApiError(409, 'nothing_to_answer', inboxMessages.nothingToAnswer);
  return item;
}

/** When the person last wrote in the thread: the messaging window runs from it. */
export async function lastIncomingAt(db: Db, threadId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: inboxItems.writtenAt })
    .from(inboxItems)
    .where(and(eq(inboxItems.threadId, threadId), eq(inboxItems.direction, 'incoming')))
    .orderBy(desc(inboxItems.writtenAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Refuses, before anything is sent, a private message its network would refuse: longer than it takes
 * (Instagram 1,000 UTF-8 bytes, Messenger 2,000 characters), or a direct message past the messaging
 * window (24 hours from the person's last message; 7 days with the Human Agent permission).
 */
async function assertMessageMayGo(
  db: Db,
  {
    thread,
    item,
    text,
    visibility,
    now,
    humanAgent,
  }: {
    thread: ThreadRow;
    item: ItemRow;
    text: string;
    visibility: 'public' | 'private';
    now: Date;
    humanAgent: boolean;
  },
) {
  if (visibility !== 'private') return;
  const room = privateMessageRoom(thread.network, text);
  if (room.used > room.limit)
    throw new ApiError(422, 'message_too_long', inboxMessages.messageTooLong(thread.network, room.used));
  if (thread.kind !== 'message') return;
  const last = (await lastIncomingAt(db, thread.id)) ?? item.writtenAt;
  if (messagingWindowOf(last, now, humanAgent).state === 'closed')
    throw new ApiError(422, 'messaging_window_closed', inboxMessages.windowClosed(humanAgent));
}

/**
 * A reply to a thread, checked and recorded: 'sending' (the sender's outbox takes it) or
 * 'awaiting_signoff'. Throws the gate's 422, the steering's 409 or Meta's once-per-comment limit.
 */
export async function createReply(
  db: Db,
  {
    thread,
    claims,
    body,
    now,
    humanAgent = false,
  }: {
    thread: ThreadRow;
    claims: TokenClaims;
    body: CreateInboxReplyRequest;
    now: Date;
    /** The app has Meta's Human Agent permission: a direct message may be answered up to 7 days after. */
    humanAgent?: boolean;
  },
): Promise<ReplyRow[]> {
  const item = await itemToAnswer(db, thread, body.itemId);
  const visibility = thread.kind === 'message' ? 'private' : body.visibility;
  const { flags, refusal } = await replyRefusal(db, body.text);
  if (refusal) throw new ApiError(422, INBOX_COMPLIANCE_CODE, refusal);
  const canned = body.text.trim() === inboxMessages.publicNote;
  if (visibility === 'public' && item.steer && !canned) throw new SteeringError(item.steer);
  if (visibility === 'public' && confidentialityFlagsOf(body.text).length > 0)
    throw new SteeringError('confidential');
  const acknowledgedRules = replyAcknowledgement(flags, visibility, body.acknowledgedRuleIds);
  if (visibility === 'private' && thread.kind === 'comment') {
    if (item.privateRepliedAt) throw new ApiError(409, 'private_reply_sent', inboxMessages.privateOnce);
    if (item.writtenAt.getTime() < now.getTime() - PRIVATE_REPLY_DAYS * 86_400_000)
      throw new ApiError(422, 'private_reply_too_late', inboxMessages.privateTooLate);
  }
  await assertMessageMayGo(db, { thread, item, text: body.text, visibility, now, humanAgent });
  const { replySignOff } = await settingsOf(db, thread.accountId, 'webhook');
  const signer = maySignOff(memberRoleOf(claims));
  const needsSignOff =
    !canned &&
    !signer &&
    (replySignOff === 'all' ||
      (replySignOff === 'flagged' && (flags.length > 0 || item.steer === 'medical')));
  const actor = actorOfClaims(claims);
  const base = {
    accountId: thread.accountId,
    threadId: thread.id,
    itemId: item.id,
    sentByUserId: actor.userId,
    sentByName: actor.name,
    createdAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(inboxReplies)
      .values([
        {
          ...base,
          text: body.text,
          visibility,
          flags,
          acknowledgement: acknowledgedRules
            ? { by: actor.name, userId: actor.userId, at: now.toISOString(), ruleIds: acknowledgedRules }
            : null,
          state: firstReplyState(needsSignOff),
          ...(signer && replySignOff !== 'off'
            ? { reviewedByUserId: actor.userId, reviewedByName: actor.name, reviewedAt: now }
            : {}),
        },
        // The public line under a comment answered privately, when asked for.
        ...(body.publicNote && visibility === 'private' && thread.kind === 'comment'
          ? [
              {
                ...base,
                text: inboxMessages.publicNote,
                visibility: 'public' as const,
                // Not before the private answer may go.
                state: firstReplyState(needsSignOff),
              },
            ]
          : []),
      ])
      .returning();
    await announceInbox(tx, thread.accountId, thread.id, needsSignOff ? 'reply_pending' : 'replied');
    return made;
  });
}

/** The reviewer's decision on a reply waiting for it: sent on, or back with the changes asked. */
export async function decideReply(
  db: Db,
  {
    accountId,
    replyId,
    claims,
    decision,
    comment,
    now,
  }: {
    accountId: number;
    replyId: number;
    claims: TokenClaims;
    decision: 'sign_off' | 'request_changes';
    comment?: string | undefined;
    now: Date;
  },
): Promise<ReplyRow> {
  const actor = actorOfClaims(claims);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(inboxReplies)
      .set({
        state: movedReply('awaiting_signoff', decision),
        reviewedByUserId: actor.userId,
        reviewedByName: actor.name,
        reviewedAt: now,
        reviewComment: comment ?? null,
        updatedAt: now,
      })
      .where(
        and(
          eq(inboxReplies.id, replyId),
          eq(inboxReplies.accountId, accountId),
          eq(inboxReplies.state, 'awaiting_signoff'),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: inboxReplies.id })
        .from(inboxReplies)
        .where(and(eq(inboxReplies.id, replyId), eq(inboxReplies.accountId, accountId)));
      throw exists
        ? new ApiError(409, 'not_awaiting_signoff', inboxMessages.replyNotAwaitingSignOff)
        : new ApiError(404, 'not_found', inboxMessages.replyNotFound);
    }
    await announceInbox(tx, accountId, row.threadId, decision === 'sign_off' ? 'replied' : 'reply_pending');
    return row;
  });
}
