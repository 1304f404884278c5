import type { DiffPart, SignOffQueueItem } from '@studio/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  CenteredSpinner,
  EmptyState,
  PageHeader,
  Textarea,
  toast,
} from '@studio/ui';
import { errorMessage, HttpError, useDocumentTitle } from '@studio/web';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { decideSignOff, useSignOffQueue } from '../../../api/signoff.ts';
import { PostPreviews } from '../../../components/post-preview/post-previews.tsx';
import { formatDateTime } from '../../../dates.ts';
import { texts } from '../../../texts.ts';
import { reviewTexts as t } from '../texts.ts';

/**
 * /portal/medical-review (issue 36): the medical reviewer's queue. Each post waiting is shown as it will
 * appear, with its first comment, alt texts, the words printed in its images, its flags and the words
 * changed since the version reviewed before; «Έγκριση» signs this version off, «Ζητήστε αλλαγές» sends it
 * back with a comment.
 */
export function MedicalReviewScreen() {
  useDocumentTitle(t.title);
  const { data, error, isLoading } = useSignOffQueue();
  const forbidden = error instanceof HttpError && error.status === 403;
  return (
    <Screen>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && <Alert tone={forbidden ? 'info' : 'danger'}>{forbidden ? t.forbidden : t.failed}</Alert>}
      {data && data.posts.length === 0 && <EmptyState title={t.empty} />}
      {data?.posts.map((item) => (
        <ReviewItem key={`${item.postId}-${item.signOff.version}`} item={item} />
      ))}
    </Screen>
  );
}

function ReviewItem({ item }: { item: SignOffQueueItem }) {
  const { current, previous, signOff } = item;
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'sign_off' | 'request_changes' | null>(null);
  const commentId = useId();
  const headingId = useId();
  const imageTexts = current.images.flatMap((i) => (i.imageText ? [i.imageText] : []));

  const decide = async (decision: 'sign_off' | 'request_changes') => {
    setBusy(decision);
    try {
      const answer = await decideSignOff(item.postId, {
        decision,
        payloadHash: signOff.payloadHash,
        ...(decision === 'request_changes' ? { comment } : {}),
      });
      toast.success(answer.message);
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.decisionFailed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Item>
        <Head>
          <h2 id={headingId}>{t.post(item.productName)}</h2>
          <Badge tone="info">{t.previous(signOff.version ?? 1)}</Badge>
        </Head>
        <Muted>
          {current.scheduledDate ? t.when(formatDateTime(current.scheduledDate)) : t.noDate}
          {signOff.submittedBy && signOff.submittedAt
            ? ` · ${t.submitted(signOff.submittedBy, formatDateTime(signOff.submittedAt))}`
            : ''}
        </Muted>
        <PostPreviews content={current.text} imageUrls={current.images.map((i) => i.url)} />
        {current.firstComment && (
          <Extra>
            <dt>{t.firstComment}</dt>
            <dd>{current.firstComment}</dd>
          </Extra>
        )}
        {current.images.length > 0 && (
          <Extra>
            <dt>{t.altTexts}</dt>
            <dd>
              <ol>
                {current.images.map((image, n) => (
                  <li key={`${image.url}-${n}`}>{image.altText ?? <em>{t.noAltText}</em>}</li>
                ))}
              </ol>
            </dd>
          </Extra>
        )}
        {imageTexts.length > 0 && (
          <Extra>
            <dt>{t.imageText}</dt>
            <dd>{imageTexts.join(' · ')}</dd>
          </Extra>
        )}
        {item.flags.length > 0 && (
          <Alert tone="warning" title={t.flags}>
            <ul>
              {item.flags.map((flag, n) => (
                <li key={`${flag.ruleId}-${n}`}>{t.flagLine(flag)}</li>
              ))}
            </ul>
          </Alert>
        )}
        <section aria-label={t.diff}>
          <h3>{t.diff}</h3>
          {previous ? (
            <SideBySide>
              <div>
                <Muted>{t.previous(previous.version)}</Muted>
                <DiffText parts={item.textDiff} side="before" />
                {previous.comment && <Muted>{t.previousComment(previous.comment)}</Muted>}
              </div>
              <div>
                <Muted>{t.current}</Muted>
                <DiffText parts={item.textDiff} side="after" />
              </div>
            </SideBySide>
          ) : (
            <Muted>{t.firstVersion}</Muted>
          )}
        </section>
        {asking && (
          <CommentBox>
            <label htmlFor={commentId}>{t.commentLabel}</label>
            <Textarea
              id={commentId}
              rows={3}
              value={comment}
              placeholder={t.commentHint}
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
                onClick={() => void decide('request_changes')}
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
                onClick={() => void decide('sign_off')}
              >
                {t.approve}
              </Button>
            </>
          )}
        </Buttons>
      </Item>
    </Card>
  );
}

/** One side of the word difference: the earlier text with its removed words struck, or the current with its added words marked. */
function DiffText({ parts, side }: { parts: DiffPart[]; side: 'before' | 'after' }) {
  return (
    <Text>
      {parts.map((part, n) => {
        const key = `${n}-${part.value.length}`;
        if (side === 'before' && part.added) return null;
        if (side === 'after' && part.removed) return null;
        if (part.removed) return <del key={key}>{part.value}</del>;
        if (part.added) return <ins key={key}>{part.value}</ins>;
        return <span key={key}>{part.value}</span>;
      })}
    </Text>
  );
}

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  header {
    margin-bottom: 0;
  }
`;

const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Extra = styled.dl`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  ol {
    margin: 0;
    padding-left: 1.4em;
  }
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;

  del {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ins {
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: underline;
  }
`;

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
`;
