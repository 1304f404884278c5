import {
  INBOX_REPLY_MAX,
  type InboxItem,
  type InboxThreadSummary,
  messagingWindowOf,
  privateMessageRoom,
  type ReplyVisibility,
} from '@studio/contracts';
import { Alert, Button, MutedText, Textarea } from '@studio/ui';
import { browserClock } from '@studio/web';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../dates.ts';
import { type ReplyProblem, useReplyDraft } from '../hooks/use-reply-draft.ts';
import { inboxTexts } from '../texts.ts';

const t = inboxTexts.reply;

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
  const draft = useReplyDraft({ thread, answering, onClearAnswering, onSent });
  const textId = useId();
  const countId = useId();
  const draftedId = useId();

  const privateAllowed = draft.visibility === 'private' && !draft.privateOnly;
  // A private message's room is its network's (Instagram: 1,000 UTF-8 bytes; Messenger: 2,000 characters).
  const isPrivate = draft.privateOnly || draft.visibility === 'private';
  const room = isPrivate
    ? privateMessageRoom(thread.network, draft.text)
    : { unit: 'chars' as const, limit: INBOX_REPLY_MAX, used: draft.text.length };
  const tooLong = room.used > room.limit;
  const window =
    draft.privateOnly && lastIncomingAt
      ? messagingWindowOf(new Date(lastIncomingAt), new Date(now), false)
      : null;

  return (
    <Box
      aria-label={t.label}
      onSubmit={(event) => {
        event.preventDefault();
        void draft.send(draft.visibility, privateAllowed && draft.publicNote);
      }}
    >
      <ReplyTop textId={textId} label={t.label} busy={draft.busy} onSuggest={() => void draft.suggest()} />
      {answering && (
        <Target>
          <span>{t.answering(answering.author.name, clip(answering.text))}</span>
          <Button type="button" size="sm" variant="ghost" onClick={onClearAnswering}>
            {t.clearTarget}
          </Button>
        </Target>
      )}
      {draft.privateOnly ? (
        <MutedText>
          {t.privateOnly}
          {window &&
            ` ${window.until ? t.windowOpen(formatDateTime(window.until.toISOString())) : t.windowClosed}`}
        </MutedText>
      ) : (
        <VisibilityChoice
          name={`visibility-${thread.id}`}
          value={draft.visibility}
          onChange={(value) => {
            draft.setVisibility(value);
            draft.setSteered(null);
          }}
        />
      )}
      <Textarea
        id={textId}
        rows={4}
        value={draft.text}
        aria-describedby={draft.byWriter ? `${draftedId} ${countId}` : countId}
        aria-invalid={tooLong || undefined}
        placeholder={draft.visibility === 'private' ? t.placeholderPrivate : t.placeholderPublic}
        onChange={(event) => draft.edit(event.target.value)}
      />
      {draft.byWriter && (
        <Drafted id={draftedId} role="note">
          <Sparkle viewBox="0 0 16 16" aria-hidden focusable="false">
            <path d="M8 1.5c.5 3.3 1.7 5 5 6.5-3.3 1.5-4.5 3.2-5 6.5-.5-3.3-1.7-5-5-6.5 3.3-1.5 4.5-3.2 5-6.5z" />
          </Sparkle>
          {t.draftedByWriter}
        </Drafted>
      )}
      {draft.steered && <MutedText>{t.suggestedPrivately[draft.steered]}</MutedText>}
      {draft.problem && (
        <ProblemNotice
          problem={draft.problem}
          busy={draft.busy}
          acknowledged={draft.acknowledged}
          onAcknowledge={draft.setAcknowledged}
          onSendPrivately={() => {
            draft.setVisibility('private');
            void draft.send('private', true);
          }}
        />
      )}
      <Bottom>
        {privateAllowed ? (
          <label>
            <input
              type="checkbox"
              checked={draft.publicNote}
              onChange={(e) => draft.setPublicNote(e.target.checked)}
            />
            {t.publicNote(inboxTexts.reply.publicNoteLine)}
          </label>
        ) : (
          <span />
        )}
        <Send>
          <Count id={countId} $over={tooLong}>
            {isPrivate
              ? t.left(room.limit - room.used, room.unit, thread.network)
              : t.count(draft.text.length, INBOX_REPLY_MAX)}
          </Count>
          <Button
            type="submit"
            loading={draft.busy === 'send'}
            disabled={
              !draft.text.trim() ||
              tooLong ||
              draft.busy !== null ||
              (draft.problem?.kind === 'acknowledge' && !draft.acknowledged)
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
  problem: ReplyProblem;
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
