/**
 * A suggested reply (issue 38) in the clinic's voice: never medical advice or a price in public (a
 * medical or price question is drafted as a private answer inviting an appointment), checked by the
 * same gate as every reply. Drafted from templates by the item's category; the AI writer is not wired
 * into svc-social yet (see README "Inbox").
 */
import {
  inboxMessages,
  type SuggestInboxReplyRequest,
  type SuggestInboxReplyResponse,
} from '@studio/contracts';
import { ApiError, type Db } from '@studio/kit';
import { and, desc, eq } from 'drizzle-orm';
import { inboxItems } from '../db/schema.ts';
import type { ThreadRow } from './queries.ts';
import { replyRefusal } from './replies.ts';

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

function draft(
  thread: ThreadRow,
  item: { category: string; steer: 'medical' | 'price' | null; authorName: string },
  privately: boolean,
): string {
  const name = firstName(item.authorName);
  const clinic = thread.pageName;
  if (item.steer === 'medical')
    return privately
      ? `Γεια σας ${name}, ευχαριστούμε που επικοινωνήσατε με την ${clinic}. Κάθε περίπτωση είναι διαφορετική, γι' αυτό ο γιατρός μας θα χαρεί να τα συζητήσετε σε ένα ραντεβού αξιολόγησης. Πείτε μας ποια μέρα και ώρα σας εξυπηρετεί.`
      : inboxMessages.publicNote;
  if (item.steer === 'price')
    return privately
      ? `Γεια σας ${name}, ευχαριστούμε για το ενδιαφέρον σας! Το κόστος εξαρτάται από την αξιολόγηση του γιατρού μας. Πείτε μας ένα τηλέφωνο ή μια ώρα που σας βολεύει να σας καλέσουμε.`
      : inboxMessages.publicNote;
  if (item.category === 'complaint')
    return `Λυπούμαστε πολύ για την εμπειρία σας, ${name}. Θέλουμε να το διορθώσουμε: στείλτε μας μήνυμα για να μιλήσουμε.`;
  if (item.category === 'question')
    return `Γεια σας ${name}, ευχαριστούμε για την ερώτηση! Στείλτε μας μήνυμα ή καλέστε μας και θα σας ενημερώσουμε με χαρά.`;
  return `Ευχαριστούμε πολύ, ${name}!`;
}

export async function suggestReply(
  db: Db,
  thread: ThreadRow,
  request: SuggestInboxReplyRequest,
): Promise<Omit<SuggestInboxReplyResponse, 'success'>> {
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
  const text = draft(thread, item, visibility === 'private');
  if ((await replyRefusal(db, text)).refusal)
    throw new ApiError(503, 'writer_unavailable', inboxMessages.writerUnavailable);
  return { text, visibility, steered };
}
