import {
  INBOX_REPLY_MAX,
  type InboxAcknowledgementError,
  type InboxItem,
  type InboxSteeringError,
  type InboxThreadSummary,
  messagingWindowOf,
  privateMessageRoom,
  type ReplyVisibility,
  type SuggestInboxReplyResponse,
} from '@studio/contracts';
import { Alert, Button, MutedText, Textarea, toast } from '@studio/ui';
import { browserClock, errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../dates.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { acknowledgementOf, isComplianceRefusal, sendReply, steeringOf } from '../api/send-reply.ts';
import { suggestReply } from '../api/suggest-reply.ts';
import { inboxTexts } from '../texts.ts';

const t = inboxTexts.reply;

type Problem =
  | { kind: 'refused'; message: string }
  | { kind: 'steer'; steering: InboxSteeringError }
  | { kind: 'acknowledge'; refusal: InboxAcknowledgementError }
  | { kind: 'failed'; message: string };

type Props = {
  thread: InboxThreadSummary;
  /** The item chosen to answer; null: the newest incoming one (the server's default). */
  answering: InboxItem | null;
  onClearAnswering: () => void;
  onSent: () => void;
  /** When the person last wrote (a direct message's window runs from it); null when unknown. */
  lastIncomingAt?: string | null;
  /** Now, in ms (the screen's clock). */
  now?: number;
};

/**
 * The reply: public under the comment or a private message, the writer's suggestion, and what the gate
 * says. A refusal shows its reason and keeps the text; a public answer to a medical or price question
 * is offered as a private message in one click (with «Σας στείλαμε μήνυμα» under the comment). A public
 * reply with `warn` flags waits for a tick: the flags are shown with a box, and the reply goes with the
 * rules ticked; a change of the text takes the tick back.
 */
export function ReplyBox({
  thread,
  answering,
  onClearAnswering,
  onSent,
  lastIncomingAt = null,
  now = browserClock().getTime(),
}: Props) {
  const privateOnly = thread.kind === 'message';
  const refreshInbox = useRefreshInbox();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<ReplyVisibility>(privateOnly ? 'private' : 'public');
  const [publicNote, setPublicNote] = useState(true);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** The `warn` flags shown were checked (the box under them). */
  const [acknowledged, setAcknowledged] = useState(false);
  const [steered, setSteered] = useState<SuggestInboxReplyResponse['steered']>(null);
  /** The AI writer drafted the text in the box (the note beside it; the templates' drafts need none). */
  const [byWriter, setByWriter] = useState(false);
  const [busy, setBusy] = useState<'send' | 'steer' | 'suggest' | null>(null);
  const textId = useId();
  const countId = useId();
  const draftedId = useId();
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

  const privateAllowed = visibility === 'private' && !privateOnly;
  // A private message's room is its network's (Instagram: 1,000 UTF-8 bytes; Messenger: 2,000 characters).
  const isPrivate = privateOnly || visibility === 'private';
  const room = isPrivate
    ? privateMessageRoom(thread.network, text)
    : { unit: 'chars' as const, limit: INBOX_REPLY_MAX, used: text.length };
  const tooLong = room.used > room.limit;
  const window =
    privateOnly && lastIncomingAt ? messagingWindowOf(new Date(lastIncomingAt), new Date(now), false) : null;

  return (
    <Box
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        void send(visibility, privateAllowed && publicNote);
      }}
    >
      <ReplyTop textId={textId} label={t.label} busy={busy} onSuggest={() => void suggest()} />
      {answering && (
        <Target>
          <span>{t.answering(answering.author.name, clip(answering.text))}</span>
          <Button type="button" size="sm" variant="ghost" onClick={onClearAnswering}>
            {t.clearTarget}
          </Button>
        </Target>
      )}
      {privateOnly ? (
        <MutedText>
          {t.privateOnly}
          {window &&
            ` ${window.until ? t.windowOpen(formatDateTime(window.until.toISOString())) : t.windowClosed}`}
        </MutedText>
      ) : (
        <VisibilityChoice
          name={`visibility-${thread.id}`}
          value={visibility}
          onChange={(value) => {
            setVisibility(value);
            setSteered(null);
          }}
        />
      )}
      <Textarea
        id={textId}
        rows={4}
        value={text}
        aria-describedby={byWriter ? `${draftedId} ${countId}` : countId}
        aria-invalid={tooLong || undefined}
        placeholder={visibility === 'private' ? t.placeholderPrivate : t.placeholderPublic}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value.trim()) setByWriter(false);
          // Flags ticked for another text count for nothing: the new one is checked when sent.
          if (problem?.kind === 'acknowledge') {
            setProblem(null);
            setAcknowledged(false);
          }
        }}
      />
      {byWriter && (
        <Drafted id={draftedId} role="note">
          <Sparkle viewBox="0 0 16 16" aria-hidden focusable="false">
            <path d="M8 1.5c.5 3.3 1.7 5 5 6.5-3.3 1.5-4.5 3.2-5 6.5-.5-3.3-1.7-5-5-6.5 3.3-1.5 4.5-3.2 5-6.5z" />
          </Sparkle>
          {t.draftedByWriter}
        </Drafted>
      )}
      {steered && <MutedText>{t.suggestedPrivately[steered]}</MutedText>}
      {problem && (
        <ProblemNotice
          problem={problem}
          busy={busy}
          acknowledged={acknowledged}
          onAcknowledge={setAcknowledged}
          onSendPrivately={() => {
            setVisibility('private');
            void send('private', true);
          }}
        />
      )}
      <Bottom>
        {privateAllowed ? (
          <label>
            <input type="checkbox" checked={publicNote} onChange={(e) => setPublicNote(e.target.checked)} />
            {t.publicNote(inboxTexts.reply.publicNoteLine)}
          </label>
        ) : (
          <span />
        )}
        <Send>
          <Count id={countId} $over={tooLong}>
            {isPrivate
              ? t.left(room.limit - room.used, room.unit, thread.network)
              : t.count(text.length, INBOX_REPLY_MAX)}
          </Count>
          <Button
            type="submit"
            loading={busy === 'send'}
            disabled={
              !text.trim() || tooLong || busy !== null || (problem?.kind === 'acknowledge' && !acknowledged)
            }
          >
            {t.send}
          </Button>
        </Send>
      </Bottom>
    </Box>
  );
}

function VisibilityChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: ReplyVisibility;
  onChange: (value: ReplyVisibility) => void;
}) {
  return (
    <Choice role="radiogroup" aria-label={t.visibility}>
      {(['public', 'private'] as const).map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {t[option]}
        </label>
      ))}
    </Choice>
  );
}

/**
 * The gate's refusal (its reason), the `warn` flags with the box to tick, the steering to a private answer
 * (one click), or another failure.
 */
function ProblemNotice({
  problem,
  busy,
  acknowledged,
  onAcknowledge,
  onSendPrivately,
}: {
  problem: Problem;
  busy: string | null;
  acknowledged: boolean;
  onAcknowledge: (checked: boolean) => void;
  onSendPrivately: () => void;
}) {
  if (problem.kind === 'acknowledge')
    return (
      <Alert tone="warning" title={t.acknowledgeTitle}>
        <Steer>
          <span>{problem.refusal.message}</span>
          <Flags>
            {problem.refusal.flags.map((flag) => (
              <li key={`${flag.ruleId}:${flag.phrase}`}>
                <q>{flag.phrase}</q> ({flag.rule}): {flag.reason}
              </li>
            ))}
          </Flags>
          <Tick>
            <input
              type="checkbox"
              checked={acknowledged}
              disabled={busy !== null}
              onChange={(event) => onAcknowledge(event.target.checked)}
            />
            {t.acknowledgeLabel}
          </Tick>
          <MutedText>{t.acknowledgeHint}</MutedText>
        </Steer>
      </Alert>
    );
  if (problem.kind === 'refused')
    return (
      <Alert tone="danger" title={t.refusedTitle}>
        {problem.message}
      </Alert>
    );
  if (problem.kind === 'failed') return <Alert tone="danger">{problem.message}</Alert>;
  return (
    <Alert tone="warning" title={t.steerTitle}>
      <Steer>
        <span>{problem.steering.message}</span>
        <Button
          type="button"
          size="sm"
          loading={busy === 'steer'}
          disabled={busy !== null}
          onClick={onSendPrivately}
        >
          {t.sendPrivately}
        </Button>
      </Steer>
    </Alert>
  );
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text);

/** A reply's label, and the button that asks for a suggested reply (busy while any action runs). */
export function ReplyTop({
  textId,
  label,
  busy,
  onSuggest,
}: {
  textId: string;
  label: string;
  busy: string | null;
  onSuggest: () => void;
}) {
  return (
    <Top>
      <label htmlFor={textId}>{label}</label>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={busy === 'suggest'}
        disabled={busy !== null}
        onClick={onSuggest}
      >
        {inboxTexts.reply.suggest}
      </Button>
    </Top>
  );
}

export const Box = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: 600;
  }
`;

const Target = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSize.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
`;

const Drafted = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The writer's mark before the note, in the info tone. */
const Sparkle = styled.svg`
  flex: none;
  margin-top: 0.2em;
  width: 0.95em;
  height: 0.95em;
  fill: ${({ theme }) => theme.colors.info};
`;

const Steer = styled.span`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Flags = styled.ul`
  margin: 0;
  padding-left: 1.2em;
`;

const Tick = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  cursor: pointer;
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  > label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
`;

export const Send = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;
`;

export const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
