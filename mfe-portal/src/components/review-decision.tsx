import { Button, Textarea, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { texts } from '../texts.ts';

const t = texts.reviewDecision;

export type ReviewDecision = 'sign_off' | 'request_changes';

/**
 * The medical reviewer's two answers under what they read (a post, a reply to a comment or message): the
 * sign-off, or changes asked with a comment for its writer (the comment box opens first). `decide`
 * answers the API's message, shown as a toast. `compact` draws it small, inside a thread.
 */
export function Decision({
  approveLabel = t.approve,
  commentLabel = t.commentLabel,
  commentHint,
  compact = false,
  decide,
}: {
  approveLabel?: string;
  commentLabel?: string;
  commentHint?: string;
  compact?: boolean;
  decide: (decision: ReviewDecision, comment: string) => Promise<{ message: string }>;
}) {
  const size = compact ? 'sm' : 'md';
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<ReviewDecision | null>(null);
  const commentId = useId();

  const send = async (decision: ReviewDecision) => {
    setBusy(decision);
    try {
      const answer = await decide(decision, comment);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.decisionFailed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {asking && (
        <CommentBox $compact={compact}>
          <label htmlFor={commentId}>{commentLabel}</label>
          <Textarea
            id={commentId}
            rows={compact ? 2 : 3}
            value={comment}
            placeholder={commentHint}
            onChange={(event) => setComment(event.target.value)}
          />
        </CommentBox>
      )}
      <Buttons>
        {asking ? (
          <>
            <Button size={size} variant="secondary" onClick={() => setAsking(false)} disabled={busy !== null}>
              {t.cancel}
            </Button>
            <Button
              size={size}
              loading={busy === 'request_changes'}
              disabled={!comment.trim() || busy !== null}
              onClick={() => void send('request_changes')}
            >
              {t.sendChanges}
            </Button>
          </>
        ) : (
          <>
            <Button size={size} variant="secondary" onClick={() => setAsking(true)} disabled={busy !== null}>
              {t.requestChanges}
            </Button>
            <Button
              size={size}
              loading={busy === 'sign_off'}
              disabled={busy !== null}
              onClick={() => void send('sign_off')}
            >
              {approveLabel}
            </Button>
          </>
        )}
      </Buttons>
    </>
  );
}

const CommentBox = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSize.sm : 'inherit')};

  label {
    font-weight: 600;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    & > * {
      flex: 1 1 auto;
    }
  }
`;
