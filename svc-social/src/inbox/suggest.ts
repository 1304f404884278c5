/**
 * A suggested reply in the clinic's voice: never medical advice or a price in public (a
 * medical or price question is drafted as a private answer inviting an appointment), checked by the
 * same gate as every reply. With OPENAI_API_KEY the AI writer drafts it (libs/ai's reply prompt), counted
 * against the account's daily limit; a draft the gate refuses, or with a price, or a hashtag, and the
 * public answer of a steered question, are the templates' instead, which is also all there is offline.
 */
import { randomUUID } from 'node:crypto';
import {
  type AiUsageRecorder,
  addressName,
  blockedTermsOf,
  firstNameOf,
  type ReplyInput,
  replyProblems,
  type Writer,
  withAiUsage,
} from '@studio/ai';
import {
  inboxMessages,
  type SuggestInboxReplyRequest,
  type SuggestInboxReplyResponse,
} from '@studio/contracts';
import { ApiError, type Db, emit, type Logger, takeAccountDayUsage } from '@studio/kit';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { currentRuleSet } from '../compliance/rules-copy.ts';
import { inboxItems, inboxSuggestionUsage, outbox } from '../db/schema.ts';
import type { ThreadRow } from './queries.ts';
import { replyRefusal } from './replies.ts';

/** What a suggestion is drafted with: the writer (null, or one without `draftReply`: templates only). */
export type SuggestDeps = {
  db: Db;
  writer: Writer | null;
  now: () => Date;
  logger: Logger;
  /** The writer's drafts an account gets per UTC day; past it, the templates draft. */
  suggestionsPerDay: number;
  /** The outbox has an announcement to carry (a draft's model call, for the account's AI budget). */
  afterCommit?: () => void;
};

/**
 * Announces each model call of a draft (`social.ai.used`) for svc-posts to count against the account's
 * AI budget, through the outbox.
 */
const announcingAiUsage =
  ({ db, now, afterCommit }: SuggestDeps, accountId: number): AiUsageRecorder =>
  async (usage) => {
    await emit(db, outbox, 'social.ai.used', {
      ...usage,
      id: randomUUID(),
      accountId,
      at: now().toISOString(),
    });
    afterCommit?.();
  };

export const DEFAULT_SUGGESTIONS_PER_DAY = 200;
/** The last writings of the thread the writer reads. */
const CONVERSATION = 8;

/** «, Αλέξη» after a greeting, or nothing when the author's name is a label or cannot be addressed. */
const addressing = (authorName: string) => {
  const name = addressName(authorName);
  return name ? `, ${name}` : '';
};

function draft(
  thread: ThreadRow,
  item: { category: string; steer: 'medical' | 'price' | null; authorName: string },
  privately: boolean,
): string {
  const to = addressing(item.authorName);
  const clinic = thread.pageName;
  if (item.steer === 'medical')
    return privately
      ? `Γεια σας${to}! Ευχαριστούμε που επικοινωνήσατε με την ${clinic}. Κάθε περίπτωση είναι διαφορετική, γι' αυτό ο γιατρός μας θα χαρεί να τα συζητήσετε σε ένα ραντεβού αξιολόγησης. Πείτε μας ποια μέρα και ώρα σας εξυπηρετεί.`
      : inboxMessages.publicNote;
  if (item.steer === 'price')
    return privately
      ? `Γεια σας${to}! Ευχαριστούμε για το ενδιαφέρον σας! Το κόστος εξαρτάται από την αξιολόγηση του γιατρού μας. Πείτε μας ένα τηλέφωνο ή μια ώρα που σας βολεύει να σας καλέσουμε.`
      : inboxMessages.publicNote;
  if (item.category === 'complaint')
    return `Λυπούμαστε πολύ για την εμπειρία σας${to}. Θέλουμε να το διορθώσουμε: στείλτε μας μήνυμα για να μιλήσουμε.`;
  if (item.category === 'question')
    return `Γεια σας${to}! Ευχαριστούμε για την ερώτηση! Στείλτε μας μήνυμα ή καλέστε μας και θα σας ενημερώσουμε με χαρά.`;
  return `Ευχαριστούμε πολύ${to}!`;
}

type ItemRow = typeof inboxItems.$inferSelect;

/** Counts one of the account's drafts today; false when its daily limit is reached. */
async function takeSuggestion(deps: SuggestDeps, accountId: number): Promise<boolean> {
  try {
    await takeAccountDayUsage(deps.db, inboxSuggestionUsage, accountId, {
      limit: deps.suggestionsPerDay,
      at: deps.now(),
      refusal: { code: 'suggestion_limit', message: inboxMessages.writerUnavailable },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}

/** What the writer is told: the clinic (its page), the post, the thread's last writings. */
async function replyInput(
  db: Db,
  thread: ThreadRow,
  item: ItemRow,
  visibility: 'public' | 'private',
): Promise<ReplyInput> {
  const items = await db
    .select({ direction: inboxItems.direction, text: inboxItems.text })
    .from(inboxItems)
    .where(and(eq(inboxItems.threadId, thread.id), isNull(inboxItems.deletedAt)))
    .orderBy(asc(inboxItems.writtenAt), asc(inboxItems.id));
  const conversation = items.slice(-CONVERSATION).map((i) => ({
    from: i.direction === 'incoming' ? ('patient' as const) : ('clinic' as const),
    text: i.text,
  }));
  return {
    clinicName: thread.pageName,
    network: thread.network,
    kind: thread.kind,
    visibility,
    steer: thread.kind === 'comment' ? item.steer : null,
    category: item.category,
    // The first name only: the writer needs no more of the patient's identity.
    authorName: firstNameOf(item.authorName),
    postExcerpt: thread.postExcerpt,
    conversation,
    blockedTerms: blockedTermsOf(await currentRuleSet(db)),
  };
}

/**
 * The writer's draft when it may be offered, else null (no writer, the limit reached, the writer failed,
 * or its draft fails the gate or the reply checks: a public draft may carry no flag at all).
 */
async function writerDraft(
  deps: SuggestDeps,
  thread: ThreadRow,
  item: ItemRow,
  visibility: 'public' | 'private',
): Promise<string | null> {
  const { writer, db, logger } = deps;
  if (!writer?.draftReply || item.category === 'spam') return null;
  // A steered question's public answer is the fixed line under it: nothing to write.
  if (visibility === 'public' && thread.kind === 'comment' && item.steer) return null;
  if (!(await takeSuggestion(deps, thread.accountId))) return null;
  const log = logger.child({ accountId: thread.accountId, threadId: thread.id });
  let draft: string | null;
  try {
    const input = await replyInput(db, thread, item, visibility);
    draft = await withAiUsage(announcingAiUsage(deps, thread.accountId), () => writer.draftReply!(input));
  } catch (error) {
    log.warn({ err: error }, 'reply not drafted by the writer; the template is offered');
    return null;
  }
  if (!draft) return null;
  const { flags, refusal } = await replyRefusal(db, draft);
  const problems = [
    ...replyProblems(draft),
    ...(refusal ? ['compliance'] : []),
    ...(visibility === 'public' && flags.length > 0 ? ['flagged_public'] : []),
  ];
  if (problems.length === 0) return draft;
  log.info({ problems, flags: flags.map((f) => f.term) }, "writer's reply refused; the template is offered");
  return null;
}

export async function suggestReply(
  deps: SuggestDeps,
  thread: ThreadRow,
  request: SuggestInboxReplyRequest,
): Promise<Omit<SuggestInboxReplyResponse, 'success'>> {
  const { db } = deps;
  const [item] = await db
    .select()
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.threadId, thread.id),
        eq(inboxItems.direction, 'incoming'),
        request.itemId !== undefined ? eq(inboxItems.id, request.itemId) : undefined,
      ),
    )
    .orderBy(desc(inboxItems.writtenAt), desc(inboxItems.id))
    .limit(1);
  if (!item) throw new ApiError(404, 'not_found', inboxMessages.itemNotFound);
  const steered = thread.kind === 'comment' ? item.steer : null;
  const visibility =
    thread.kind === 'message' || steered !== null ? 'private' : (request.visibility ?? 'public');
  const drafted = await writerDraft(deps, thread, item, visibility);
  if (drafted) return { text: drafted, visibility, steered, drafter: 'writer' };
  const text = draft(thread, item, visibility === 'private');
  if ((await replyRefusal(db, text)).refusal)
    throw new ApiError(503, 'writer_unavailable', inboxMessages.writerUnavailable);
  return { text, visibility, steered, drafter: 'template' };
}
