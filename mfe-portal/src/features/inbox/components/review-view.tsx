import type { GoogleReview } from '@studio/contracts';
import { Alert, Badge, Button, Card, MutedText, Textarea, toast } from '@studio/ui';
import { errorMessage, HttpError } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { decideGoogleReply } from '../../../api/reply-signoff.ts';
import { formatDateTime } from '../../../dates.ts';
import { useMemberPermissions } from '../../../session.ts';
import { sendGoogleReply, suggestGoogleReply } from '../api/google-reviews.ts';
import { inboxTexts } from '../texts.ts';
import { Bottom, Box, Count, ReplyTop, Send } from './reply-box.tsx';
import { ReviewStars } from './review-stars.tsx';
import { BackButton, Bubble, BubbleHead, BubbleText, Head, Items, Tags, View } from './thread-view.tsx';

const t = inboxTexts.reviews;

/** Google takes a reply of up to 4096 bytes (reviews.updateReply). */
const REPLY_MAX_BYTES = 4096;
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

type Props = { review: GoogleReview; onBack: () => void; onSent: () => Promise<unknown> };

/** One Google review: who, where, the stars and the text, then the reply sent or the reply box. */
export function ReviewView({ review, onBack, onSent }: Props) {
  const { edits, reviews } = useMemberPermissions();
  return (
    <Card as="section" $padding="lg" aria-label={`${t.kind}: ${review.reviewer}`}>
      <View>
        <BackButton>
          <Button variant="ghost" size="sm" onClick={onBack}>
            ← {inboxTexts.backToList}
          </Button>
        </BackButton>
        <Head>
          <div>
            <h2>{review.reviewer}</h2>
            <MutedText>
              Google · {t.kind} · {t.at(review.locationTitle)}
            </MutedText>
          </div>
          <Tags>
            <ReviewState review={review} />
          </Tags>
        </Head>
        <Items aria-label={t.review}>
          <Bubble $outgoing={false} $reply={false}>
            <BubbleHead>
              <strong>{review.reviewer}</strong>
              <ReviewStars stars={review.stars} />
              <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
            </BubbleHead>
            <BubbleText $deleted={false}>{review.comment || t.noComment}</BubbleText>
          </Bubble>
          {review.reply && (
            <Bubble $outgoing $reply={false} data-testid="google-review-reply">
              <BubbleHead>
                <strong>{review.locationTitle}</strong>
                {review.reply.sentAt && (
                  <time dateTime={review.reply.sentAt}>{formatDateTime(review.reply.sentAt)}</time>
                )}
              </BubbleHead>
              <BubbleText $deleted={false}>{review.reply.text}</BubbleText>
              {review.reply.by && <MutedText>{t.sentBy(review.reply.by)}</MutedText>}
            </Bubble>
          )}
          {review.pending && !review.reply && (
            <Bubble $outgoing $reply={false} data-testid="google-review-pending">
              <BubbleHead>
                <strong>{review.locationTitle}</strong>
                <Badge tone="warning">
                  {review.pending.state === 'awaiting_signoff' ? t.awaitingSignOff : t.changesRequested}
                </Badge>
              </BubbleHead>
              <BubbleText $deleted={false}>{review.pending.text}</BubbleText>
              <MutedText>{t.pendingBy(review.pending.by)}</MutedText>
              {review.pending.comment && <MutedText>{t.reviewerComment(review.pending.comment)}</MutedText>}
            </Bubble>
          )}
        </Items>
        {review.pending?.state === 'awaiting_signoff' && !review.reply && reviews && (
          <PendingDecision review={review.name} onDecided={onSent} />
        )}
        {/* While a reply waits for the reviewer there is nothing to write: the reviewer decides, or sends it back. */}
        {!review.reply &&
          review.pending?.state !== 'awaiting_signoff' &&
          (review.answerable ? (
            edits && <ReviewReplyBox review={review.name} onSent={onSent} />
          ) : (
            <Alert tone="warning">{t.notVerified}</Alert>
          ))}
      </View>
    </Card>
  );
}

/** The reviewer's two answers to a reply held for the sign-off. */
function PendingDecision({ review, onDecided }: { review: string; onDecided: () => Promise<unknown> }) {
  const [busy, setBusy] = useState<'sign_off' | 'request_changes' | null>(null);
  const decide = async (decision: 'sign_off' | 'request_changes') => {
    setBusy(decision);
    try {
      const answer = await decideGoogleReply(review, decision);
      toast.success(answer.state === 'sent' ? t.sent : (answer.message ?? t.decided));
      await onDecided();
    } catch (failure) {
      toast.error(inboxTexts.reply.failed, { description: errorMessage(failure, '') || undefined });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Decision>
      <Button loading={busy === 'sign_off'} disabled={busy !== null} onClick={() => decide('sign_off')}>
        {t.signOff}
      </Button>
      <Button
        variant="secondary"
        loading={busy === 'request_changes'}
        disabled={busy !== null}
        onClick={() => decide('request_changes')}
      >
        {t.requestChanges}
      </Button>
    </Decision>
  );
}

const Decision = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Answered, waiting for an answer, or on a location Google has not verified (no answer possible). */
export function ReviewState({ review }: { review: GoogleReview }) {
  if (review.reply) return <Badge tone="success">{inboxTexts.answered}</Badge>;
  if (review.pending)
    return (
      <Badge tone="warning">
        {review.pending.state === 'awaiting_signoff' ? t.awaitingSignOff : t.changesRequested}
      </Badge>
    );
  if (!review.answerable) return <Badge tone="neutral">{t.unverifiedLocation}</Badge>;
  return <Badge tone="warning">{t.unanswered}</Badge>;
}

type Refusal = { message: string };

/** The gate's 422 for a review's reply: its Greek reason, naming the rule and the phrases it found. */
function refusalOf(failure: unknown): Refusal | null {
  if (!(failure instanceof HttpError) || failure.status !== 422) return null;
  const body = failure.body as { error?: unknown; message?: unknown } | null;
  return body?.error === 'compliance' && typeof body.message === 'string' ? { message: body.message } : null;
}

/**
 * The public reply to a review: the suggested one (thanks that names no treatment) or the clinic's own,
 * checked by the gate and the confidentiality rule when sent; a refusal keeps the text and shows why.
 */
function ReviewReplyBox({ review, onSent }: { review: string; onSent: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Refusal | { failed: string } | null>(null);
  const [busy, setBusy] = useState<'send' | 'suggest' | null>(null);
  const textId = useId();
  const countId = useId();
  const bytes = bytesOf(text);
  const tooLong = bytes > REPLY_MAX_BYTES;

  const suggest = async () => {
    setBusy('suggest');
    try {
      setText((await suggestGoogleReply(review)).text);
      setProblem(null);
    } catch (failure) {
      toast.error(inboxTexts.reply.suggestFailed, { description: errorMessage(failure, '') || undefined });
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    setBusy('send');
    try {
      const answer = await sendGoogleReply(review, text);
      toast.success(answer.state === 'awaiting_signoff' ? (answer.message ?? t.sent) : t.sent);
      setText('');
      setProblem(null);
      await onSent();
    } catch (failure) {
      setProblem(refusalOf(failure) ?? { failed: errorMessage(failure, inboxTexts.reply.failed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box
      aria-label={t.yourReply}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <ReplyTop textId={textId} label={t.yourReply} busy={busy} onSuggest={() => void suggest()} />
      <MutedText>{t.publicHint}</MutedText>
      <Textarea
        id={textId}
        rows={4}
        value={text}
        aria-describedby={countId}
        aria-invalid={tooLong || undefined}
        placeholder={t.placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      {problem &&
        ('failed' in problem ? (
          <Alert tone="danger">{problem.failed}</Alert>
        ) : (
          <Alert tone="danger" title={inboxTexts.reply.refusedTitle}>
            {problem.message}
          </Alert>
        ))}
      <Bottom>
        <span />
        <Send>
          <Count id={countId} $over={tooLong}>
            {t.count(bytes, REPLY_MAX_BYTES)}
          </Count>
          <Button type="submit" loading={busy === 'send'} disabled={!text.trim() || tooLong || busy !== null}>
            {inboxTexts.reply.send}
          </Button>
        </Send>
      </Bottom>
    </Box>
  );
}
