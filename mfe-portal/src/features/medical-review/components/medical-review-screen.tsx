import type { DiffPart, SignOffQueueItem } from '@studio/contracts';
import { Alert, Badge, Card, CenteredSpinner, EmptyState, MutedText, VisuallyHidden } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { HttpError, useDocumentTitle } from '@studio/web';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePendingReplies } from '../../../api/reply-signoff.ts';
import { decideSignOff, useSignOffQueue } from '../../../api/signoff.ts';
import { PhonePreviews } from '../../../components/post-preview/phone-preview.tsx';
import { PostPreviews } from '../../../components/post-preview/post-previews.tsx';
import { Decision } from '../../../components/review-decision.tsx';
import { formatDateTime } from '../../../dates.ts';
import { texts } from '../../../texts.ts';
import { reviewTexts as t } from '../texts.ts';
import { GoogleReplyReview, ReplyReview } from './reply-review.tsx';

type Tab = 'posts' | 'replies';
const TABS: Tab[] = ['posts', 'replies'];

/**
 * /portal/medical-review: the medical reviewer's queue. Each post waiting is shown as it will
 * appear, with its first comment, alt texts, the words printed in its images, its flags and the words
 * changed since the version reviewed before; «Έγκριση» signs this version off, «Ζητήστε αλλαγές» sends it
 * back with a comment. Its second tab (?tab=replies): the inbox's replies waiting for the
 * reviewer, each with the comment it answers and its post. Each tab counts what waits in it.
 */
export function MedicalReviewScreen() {
  useDocumentTitle(t.title);
  const posts = useSignOffQueue();
  const replies = usePendingReplies();
  const [search, setSearch] = useSearchParams();
  const tabsId = useId();
  const counts: Record<Tab, number | undefined> = {
    posts: posts.data?.posts.length,
    replies: replies.data ? replies.data.replies.length + replies.data.reviews.length : undefined,
  };
  const asked = search.get('tab');
  // Without a choice: the posts, unless only replies wait.
  const tab: Tab =
    asked === 'replies' || asked === 'posts'
      ? asked
      : counts.posts === 0 && counts.replies
        ? 'replies'
        : 'posts';
  const choose = (next: Tab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Screen>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Tabs role="tablist" aria-label={t.tabsLabel}>
        {TABS.map((value) => (
          <TabButton
            key={value}
            type="button"
            role="tab"
            id={`${tabsId}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${tabsId}-${value}-panel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => choose(value)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = TABS[(TABS.indexOf(value) + 1) % TABS.length]!;
              choose(next);
              document.getElementById(`${tabsId}-${next}`)?.focus();
            }}
          >
            {/* Named by what it shows (WCAG 2.5.3): the label of the width, the count, then words for the count. */}
            <LongLabel>{t.tabs[value]}</LongLabel>
            <ShortLabel>{t.tabsShort[value]}</ShortLabel>
            {counts[value] !== undefined && (
              <>
                {' '}
                <TabCount $waiting={counts[value] > 0}>{counts[value]}</TabCount>
                <VisuallyHidden>{t.tabCountWords}</VisuallyHidden>
              </>
            )}
          </TabButton>
        ))}
      </Tabs>
      <Panel role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'posts' ? <PostsQueue queue={posts} /> : <RepliesQueue queue={replies} />}
      </Panel>
    </Screen>
  );
}

function Failure({ error, failed }: { error: unknown; failed: string }) {
  const forbidden = error instanceof HttpError && error.status === 403;
  return <Alert tone={forbidden ? 'info' : 'danger'}>{forbidden ? t.forbidden : failed}</Alert>;
}

function PostsQueue({ queue }: { queue: ReturnType<typeof useSignOffQueue> }) {
  const { data, error, isLoading } = queue;
  return (
    <>
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && <Failure error={error} failed={t.failed} />}
      {data && data.posts.length === 0 && <EmptyState title={t.empty} />}
      {data?.posts.map((item) => (
        <ReviewItem key={`${item.postId}-${item.signOff.version}`} item={item} />
      ))}
    </>
  );
}

function RepliesQueue({ queue }: { queue: ReturnType<typeof usePendingReplies> }) {
  const { data, error, isLoading, mutate } = queue;
  return (
    <>
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && <Failure error={error} failed={t.replies.failed} />}
      {data && data.replies.length === 0 && data.reviews.length === 0 && (
        <EmptyState title={t.replies.empty} />
      )}
      {data?.replies.map((pending) => (
        <ReplyReview key={pending.reply.id} pending={pending} onDecided={() => mutate()} />
      ))}
      {data?.reviews.map((review) => (
        <GoogleReplyReview key={review.name} review={review} onDecided={() => mutate()} />
      ))}
    </>
  );
}

function ReviewItem({ item }: { item: SignOffQueueItem }) {
  const { current, previous, signOff } = item;
  const headingId = useId();
  const imageTexts = current.images.flatMap((i) => (i.imageText ? [i.imageText] : []));

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Item>
        <Head>
          <h2 id={headingId}>{t.post(item.productName)}</h2>
          <Badge tone="info">{t.previous(signOff.version ?? 1)}</Badge>
        </Head>
        <MutedText>
          {current.scheduledDate ? t.when(formatDateTime(current.scheduledDate)) : t.noDate}
          {signOff.submittedBy && signOff.submittedAt
            ? ` · ${t.submitted(signOff.submittedBy, formatDateTime(signOff.submittedAt))}`
            : ''}
        </MutedText>
        {current.format === 'reel' || current.format === 'story' ? (
          // A Reel or a Story as the phone shows it: the video (its cover, played on demand) the reviewer signs off.
          <PhonePreviews
            format={current.format}
            content={current.text}
            video={current.video ?? null}
            imageUrl={current.images[0]?.url ?? null}
          />
        ) : (
          <PostPreviews
            content={current.text}
            imageUrls={current.images.map((i) => i.url)}
            googleTopic={current.googleTopic ?? null}
          />
        )}
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
                <MutedText>{t.previous(previous.version)}</MutedText>
                <DiffText parts={item.textDiff} side="before" />
                {previous.comment && <MutedText>{t.previousComment(previous.comment)}</MutedText>}
              </div>
              <div>
                <MutedText>{t.current}</MutedText>
                <DiffText parts={item.textDiff} side="after" />
              </div>
            </SideBySide>
          ) : (
            <MutedText>{t.firstVersion}</MutedText>
          )}
        </section>
        <Decision
          commentHint={t.commentHint}
          decide={(decision, comment) =>
            decideSignOff(item.postId, {
              decision,
              payloadHash: signOff.payloadHash,
              ...(decision === 'request_changes' ? { comment } : {}),
            })
          }
        />
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

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const LongLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: none;
  }
`;

const ShortLabel = styled.span`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: inline;
  }
`;

const TabCount = styled.span<{ $waiting: boolean }>`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $waiting }) => ($waiting ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $waiting }) => ($waiting ? theme.colors.primaryText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

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
