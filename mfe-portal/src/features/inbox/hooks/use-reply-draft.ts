import type {
  InboxAcknowledgementError,
  InboxItem,
  InboxSteeringError,
  InboxThreadSummary,
  ReplyVisibility,
  SuggestInboxReplyResponse,
} from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import { useRefreshInbox } from '../api/keys.ts';
import { acknowledgementOf, isComplianceRefusal, sendReply, steeringOf } from '../api/send-reply.ts';
import { suggestReply } from '../api/suggest-reply.ts';
import { inboxTexts } from '../texts.ts';

const t = inboxTexts.reply;

/** Why the last send did not go: the gate's refusal, its steering to a private answer, flags to tick, or a failure. */
export type ReplyProblem =
  | { kind: 'refused'; message: string }
  | { kind: 'steer'; steering: InboxSteeringError }
  | { kind: 'acknowledge'; refusal: InboxAcknowledgementError }
  | { kind: 'failed'; message: string };

/**
 * A reply being written to a thread: its text and visibility, the writer's suggestion, and what the gate
 * said of the last send. `send` goes with the `warn` rules ticked (a public reply only); a change of the
 * text takes the tick back.
 */
export function useReplyDraft({
  thread,
  answering,
  onClearAnswering,
  onSent,
}: {
  thread: InboxThreadSummary;
  answering: InboxItem | null;
  onClearAnswering: () => void;
  onSent: () => void;
}) {
  const privateOnly = thread.kind === 'message';
  const refreshInbox = useRefreshInbox();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<ReplyVisibility>(privateOnly ? 'private' : 'public');
  const [publicNote, setPublicNote] = useState(true);
  const [problem, setProblem] = useState<ReplyProblem | null>(null);
  /** The `warn` flags shown were checked (the box under them). */
  const [acknowledged, setAcknowledged] = useState(false);
  const [steered, setSteered] = useState<SuggestInboxReplyResponse['steered']>(null);
  /** The AI writer drafted the text in the box (the note beside it; the templates' drafts need none). */
  const [byWriter, setByWriter] = useState(false);
  const [busy, setBusy] = useState<'send' | 'steer' | 'suggest' | null>(null);
  const itemId = answering?.id;

  const acknowledgedRuleIds =
    problem?.kind === 'acknowledge' && acknowledged
      ? [...new Set(problem.refusal.flags.map((flag) => flag.ruleId))]
      : null;

  const send = async (how: ReplyVisibility, note: boolean) => {
    setBusy(how === visibility ? 'send' : 'steer');
    try {
      const answer = await sendReply(thread.id, {
        text,
        visibility: how,
        ...(itemId !== undefined ? { itemId } : {}),
        ...(note ? { publicNote: true } : {}),
        ...(acknowledgedRuleIds && how === 'public' ? { acknowledgedRuleIds } : {}),
      });
      toast.success(answer.message);
      setText('');
      setByWriter(false);
      setProblem(null);
      setAcknowledged(false);
      setSteered(null);
      if (!privateOnly) setVisibility('public');
      onClearAnswering();
      onSent();
      await refreshInbox();
    } catch (failure) {
      const steering = steeringOf(failure);
      const refusal = acknowledgementOf(failure);
      setAcknowledged(false);
      if (steering) setProblem({ kind: 'steer', steering });
      else if (refusal) setProblem({ kind: 'acknowledge', refusal });
      else if (isComplianceRefusal(failure))
        setProblem({ kind: 'refused', message: errorMessage(failure, t.failed) });
      else setProblem({ kind: 'failed', message: errorMessage(failure, t.failed) });
    } finally {
      setBusy(null);
    }
  };

  const suggest = async () => {
    setBusy('suggest');
    try {
      const suggestion = await suggestReply(thread.id, {
        visibility,
        ...(itemId !== undefined ? { itemId } : {}),
      });
      setText(suggestion.text);
      setVisibility(suggestion.visibility);
      setSteered(suggestion.steered);
      setByWriter(suggestion.drafter === 'writer');
      setProblem(null);
    } catch (failure) {
      toast.error(inboxTexts.reply.suggestFailed, { description: errorMessage(failure, '') || undefined });
    } finally {
      setBusy(null);
    }
  };

  /** A new text in the box: flags ticked for another text count for nothing (the new one is checked when sent). */
  const edit = (next: string) => {
    setText(next);
    if (!next.trim()) setByWriter(false);
    if (problem?.kind === 'acknowledge') {
      setProblem(null);
      setAcknowledged(false);
    }
  };

  return {
    privateOnly,
    text,
    edit,
    visibility,
    setVisibility,
    publicNote,
    setPublicNote,
    problem,
    acknowledged,
    setAcknowledged,
    steered,
    setSteered,
    byWriter,
    busy,
    send,
    suggest,
  };
}
