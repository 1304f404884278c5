import { Button, Textarea, toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { reviewTexts as t } from '../texts.ts';

export type ReviewDecision = 'sign_off' | 'request_changes';

/**
 * The reviewer's two answers under what they read: the sign-off, or changes asked with a comment for
 * its writer (the comment box opens first). `decide` answers the API's message, shown as a toast.
 */
export function Decision({
  approveLabel = t.approve,
  commentHint,
  decide,
}: {
  approveLabel?: string;
  commentHint: string;
  decide: (decision: ReviewDecision, comment: string) => Promise<{ message: string }>;
}) {
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
        <CommentBox>
          <label htmlFor={commentId}>{t.commentLabel}</label>
          <Textarea
            id={commentId}
            rows={3}
            value={comment}
            placeholder={commentHint}
            onChange={(event) => setComment(event.target.value)}
          />
        </CommentBox>
      )}
      <Buttons>
        {asking ? (
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy !== null}>
              {t.cancel}
            </Button>
            <Button
              loading={busy === 'request_changes'}
              disabled={!comment.trim() || busy !== null}
              onClick={() => void send('request_changes')}
            >
              {t.sendChanges}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy !== null}>
              {t.requestChanges}
            </Button>
            <Button
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

const CommentBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

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
