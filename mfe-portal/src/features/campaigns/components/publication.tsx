import type { BulkPost, UnconfirmedResolution } from '@studio/contracts';
import { Badge, Button, MutedText, type Tone, tint, toneColor } from '@studio/ui';
import { paths } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { campaignsTexts } from '../texts.ts';
import { formatDateTime, formatTime } from '../utils/dates.ts';

/** Below this the post went out on time; the scheduler's own rhythm adds a few seconds. */
const LATE_AFTER_SECONDS = 60;

/** Whole minutes late, at least one, when the post went out more than a minute after its time. */
export function minutesLate(post: Pick<BulkPost, 'lateBySeconds'>): number | null {
  if (post.lateBySeconds === null || post.lateBySeconds <= LATE_AFTER_SECONDS) return null;
  return Math.max(1, Math.round(post.lateBySeconds / 60));
}

/** A published post the business has deleted (the delete-post screen) from every page it reached. */
const deletedEverywhere = (post: BulkPost) =>
  post.publishedPages.length > 0 && post.publishedPages.every((page) => page.deletedAt);

/**
 * The badge of a post handed over for publishing: publishing, published (with its date), deleted from
 * every page since, or failed.
 */
export function PublicationBadge({ post }: { post: BulkPost }) {
  const t = campaignsTexts.post;
  if (post.postStatus === 'publishing')
    return post.waitingUntil ? (
      <Badge tone="warning">{t.waiting}</Badge>
    ) : (
      <Badge tone="info">{t.publishing}</Badge>
    );
  if (post.postStatus === 'failed') return <Badge tone="danger">{t.failed}</Badge>;
  if (post.postStatus === 'unconfirmed') return <Badge tone="warning">{t.unconfirmed}</Badge>;
  if (post.postStatus !== 'published') return null;
  return (
    <>
      {deletedEverywhere(post) ? (
        <Badge tone="neutral">{t.deleted}</Badge>
      ) : (
        <Badge tone="success">{t.published}</Badge>
      )}
      {post.publishedAt && (
        <MutedText
          as="time"
          dateTime={post.publishedAt}
          title={t.publishedAt(formatDateTime(post.publishedAt))}
        >
          {formatDateTime(post.publishedAt)}
        </MutedText>
      )}
    </>
  );
}

/**
 * What the card says about the publication: the reason and the next attempt while it is retried,
 * when it goes out while it waits for Instagram's publishing limit, the reason it failed, how late it went out, and the pages it reached with each post's id and link
 * (the id is what the delete-post screen asks for).
 */
export function PublicationDetails({
  post,
  pending,
  onResolve,
}: {
  post: BulkPost;
  pending: boolean;
  onResolve: (resolution: UnconfirmedResolution) => void;
}) {
  const t = campaignsTexts.post;
  const late = post.postStatus === 'published' ? minutesLate(post) : null;
  return (
    <>
      {post.postStatus === 'publishing' && post.waitingUntil && post.failureReason && (
        <Notice $tone="info" role="status">
          <strong>{t.waitingTitle}</strong>
          <span>{post.failureReason}</span>
        </Notice>
      )}
      {post.postStatus === 'publishing' && !post.waitingUntil && post.failureReason && post.retryAt && (
        <Notice $tone="warning">{t.retryingAt(post.failureReason, formatTime(post.retryAt))}</Notice>
      )}
      {post.postStatus === 'failed' && post.failureReason && (
        <Notice $tone="danger">
          <strong>{t.failedTitle}</strong>
          <span>{post.failureReason}</span>
        </Notice>
      )}
      {post.postStatus === 'unconfirmed' && (
        <Notice $tone="warning" as="div" role="group" aria-label={t.unconfirmedTitle}>
          <strong>{t.unconfirmedTitle}</strong>
          {post.failureReason && <span>{post.failureReason}</span>}
          <Decision>
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => onResolve('mark_published')}
            >
              {t.markPublished}
            </Button>
            <Button size="sm" disabled={pending} onClick={() => onResolve('publish_again')}>
              {t.publishAgain}
            </Button>
          </Decision>
        </Notice>
      )}
      {late !== null && <MutedText as="span">{t.late(late)}</MutedText>}
      {post.postStatus === 'published' && deletedEverywhere(post) && (
        <MutedText as="span">{t.deletedEverywhere}</MutedText>
      )}
      {post.publishedPages.length > 0 && (
        <Pages aria-label={t.pages}>
          <strong>{t.pages}</strong>
          <ul>
            {post.publishedPages.map((page) => (
              <li key={`${page.platform}:${page.pageId}`}>
                <Badge tone="neutral">{t.platforms[page.platform]}</Badge>
                <span>{page.pageName}</span>
                <span>
                  {t.postId}: <code>{page.postId}</code>
                </span>
                {page.deletedAt && (
                  <MutedText as="time" dateTime={page.deletedAt}>
                    {t.deletedAt(formatDateTime(page.deletedAt))}
                  </MutedText>
                )}
                {!page.deletedAt && page.permalink && (
                  <a
                    href={page.permalink}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t.openPost(page.pageName)}
                  >
                    {t.view}
                  </a>
                )}
                {/* Instagram's API cannot delete a published post: only a Facebook one links there. */}
                {!page.deletedAt && page.platform === 'facebook' && (
                  <Link
                    to={paths.deletePostFor(page.postId, 'facebook')}
                    aria-label={t.deletePost(page.pageName)}
                  >
                    {t.deleteLink}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <MutedText as="span">{t.postIdHint}</MutedText>
        </Pages>
      )}
    </>
  );
}

const Notice = styled.p<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => tint(toneColor(theme, $tone), 10)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Decision = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Pages = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;
