import type { GoogleReview, InboxPendingRepliesResponse } from '@studio/contracts';
import { Alert, Badge, Card, MutedText } from '@studio/ui';
import { portalPage, usePortalPrefix } from '@studio/web';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { decideGoogleReply, decideReply } from '../../../api/reply-signoff.ts';
import { Decision } from '../../../components/review-decision.tsx';
import { formatDateTime } from '../../../dates.ts';
import { reviewTexts } from '../texts.ts';

const t = reviewTexts.replies;
type Pending = InboxPendingRepliesResponse['replies'][number];

/**
 * A reply from the inbox waiting for the reviewer: the comment or message it answers, the
 * post it is under, the reply as it would go out, the gate's flags, and the decision.
 */
export function ReplyReview({ pending, onDecided }: { pending: Pending; onDecided: () => Promise<unknown> }) {
  const { reply, thread, answers } = pending;
  const prefix = usePortalPrefix();
  const headingId = useId();
  const author = answers?.author.name ?? thread.author.name;

  return (
    <Card as="article" aria-labelledby={headingId} data-testid="reply-review">
      <Item>
        <Head>
          <h2 id={headingId}>{t.heading(author)}</h2>
          <Badges>
            <Badge tone="neutral">{t.networks[thread.network]}</Badge>
            <Badge tone={reply.visibility === 'private' ? 'info' : 'warning'}>
              {reply.visibility === 'private' ? t.private : t.public}
            </Badge>
          </Badges>
        </Head>
        <MutedText>
          {t.written(reply.sentBy.name, formatDateTime(reply.createdAt))} · {thread.pageName} ·{' '}
          <Link to={`${portalPage(prefix, 'inbox')}?thread=${thread.id}`}>{t.openThread}</Link>
        </MutedText>
        <Facts>
          <dt>{thread.kind === 'message' ? t.conversation : t.post}</dt>
          <dd>
            {thread.kind === 'message' ? (
              t.directMessage
            ) : (
              <>
                {thread.post?.excerpt ? `«${thread.post.excerpt}»` : t.noExcerpt}
                {thread.post?.permalink && (
                  <>
                    {' '}
                    <a href={thread.post.permalink} target="_blank" rel="noreferrer">
                      {t.openPost}
                    </a>
                  </>
                )}
              </>
            )}
          </dd>
          <dt>{thread.kind === 'message' ? t.theMessage : t.theComment}</dt>
          <dd>
            <Quote>
              <MutedText>
                <strong>{author}</strong>
                {answers && ` · ${formatDateTime(answers.createdAt)}`}
              </MutedText>
              <p>{answers?.text ?? thread.lastItemExcerpt}</p>
            </Quote>
          </dd>
          <dt>{t.proposed}</dt>
          <dd>
            <Proposed>{reply.text}</Proposed>
          </dd>
        </Facts>
        {reply.flags.length > 0 ? (
          <Alert tone="warning" title={reviewTexts.flags}>
            <ul>
              {reply.flags.map((flag, n) => (
                <li key={`${flag.ruleId}-${n}`}>
                  {reviewTexts.flagLine(flag)}
                  {flag.reason && <Reason>{flag.reason}</Reason>}
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          <MutedText>{t.noFlags}</MutedText>
        )}
        <Decision
          approveLabel={t.approve}
          commentHint={t.commentHint}
          decide={async (decision, comment) => {
            const answer = await decideReply(reply.id, decision, comment);
            await onDecided();
            return answer;
          }}
        />
      </Item>
    </Card>
  );
}

/**
 * A reply to a Google review waiting for the reviewer: the review (its stars, location and text), the
 * public reply as it would go out under it, and the decision.
 */
export function GoogleReplyReview({
  review,
  onDecided,
}: {
  review: GoogleReview;
  onDecided: () => Promise<unknown>;
}) {
  const prefix = usePortalPrefix();
  const headingId = useId();
  const held = review.pending;
  if (!held) return null;
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="google-reply-review">
      <Item>
        <Head>
          <h2 id={headingId}>{t.reviewHeading(review.reviewer)}</h2>
          <Badges>
            <Badge tone="neutral">Google</Badge>
            <Badge tone="warning">{t.public}</Badge>
          </Badges>
        </Head>
        <MutedText>
          {t.writtenBy(held.by)} · {review.locationTitle} ·{' '}
          <Link
            to={`${portalPage(prefix, 'inbox')}?network=google&review=${encodeURIComponent(review.name)}`}
          >
            {t.openReview}
          </Link>
        </MutedText>
        <Facts>
          <dt>{t.theReview}</dt>
          <dd>
            <Quote>
              <MutedText>
                <strong>{review.reviewer}</strong> ·{' '}
                <Stars aria-label={t.stars(review.stars)}>
                  {review.stars ? '★'.repeat(review.stars) + '☆'.repeat(5 - review.stars) : t.stars(null)}
                </Stars>{' '}
                · {formatDateTime(review.createdAt)}
              </MutedText>
              <p>{review.comment || t.noReviewText}</p>
            </Quote>
          </dd>
          <dt>{t.proposed}</dt>
          <dd>
            <Proposed>{held.text}</Proposed>
          </dd>
        </Facts>
        <MutedText>{t.confidentiality}</MutedText>
        <Decision
          approveLabel={t.approve}
          commentHint={t.reviewCommentHint}
          decide={async (decision, comment) => {
            const answer = await decideGoogleReply(review.name, decision, comment);
            await onDecided();
            return { message: answer.message ?? t.sentToGoogle };
          }}
        />
      </Item>
    </Card>
  );
}

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
`;

const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const Quote = styled.blockquote`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};

  p:last-child {
    margin: 0;
    white-space: pre-wrap;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Proposed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: pre-wrap;
  line-height: 1.5;
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
