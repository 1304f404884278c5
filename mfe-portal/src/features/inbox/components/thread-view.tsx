import type { InboxItem, InboxThreadSummary } from '@studio/contracts';
import { Alert, Badge, Button, Card, CenteredSpinner, LinkButton, MutedText, toast } from '@studio/ui';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { errorMessage, portalStep, usePortalPrefix } from '@studio/web';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../dates.ts';
import { useMemberPermissions } from '../../../session.ts';
import { texts } from '../../../texts.ts';
import { deleteItem } from '../api/delete-item.ts';
import { useInboxThread } from '../api/get-thread.ts';
import { hideItem } from '../api/hide-item.ts';
import { useRefreshInbox } from '../api/keys.ts';
import { markThreadRead } from '../api/mark-read.ts';
import { inboxTexts as t } from '../texts.ts';
import { isOverdue, minutesWaiting } from '../utils/waiting.ts';
import { PendingReplies } from './pending-replies.tsx';
import { ReplyBox } from './reply-box.tsx';

type Props = { id: number; now: number; alertHours: number; onBack: () => void };

/** One thread: who and where, the post, its items oldest first, replies on their way, the reply box. */
export function ThreadView({ id, now, alertHours, onBack }: Props) {
  const { data, error, isLoading, mutate } = useInboxThread(id);
  const refreshInbox = useRefreshInbox();
  const { edits } = useMemberPermissions();
  const [answering, setAnswering] = useState<InboxItem | null>(null);
  const [moderating, setModerating] = useState<{ item: InboxItem; action: 'hide' | 'remove' } | null>(null);
  const [busy, setBusy] = useState(false);
  useMarkRead(id, data?.thread.unread ?? false);

  const moderate = async () => {
    if (!moderating) return;
    setBusy(true);
    try {
      const answer =
        moderating.action === 'remove'
          ? await deleteItem(moderating.item.id)
          : await hideItem(moderating.item.id, !moderating.item.hidden);
      toast.success(answer.message);
      setModerating(null);
      await refreshInbox();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, t.moderateFailed) });
    } finally {
      setBusy(false);
    }
  };

  const askHide = (item: InboxItem) =>
    // Showing a hidden comment again needs no confirmation.
    item.hidden
      ? void hideItem(item.id, false)
          .then(async (answer) => {
            toast.success(answer.message);
            await refreshInbox();
          })
          .catch((failure: unknown) =>
            toast.error(texts.errorTitle, { description: errorMessage(failure, t.moderateFailed) }),
          )
      : setModerating({ item, action: 'hide' });

  return (
    <Card as="section" $padding="lg" aria-label={data ? t.threadOf(data.thread.author.name) : undefined}>
      <View>
        <BackButton>
          <Button variant="ghost" size="sm" onClick={onBack}>
            ← {t.backToList}
          </Button>
        </BackButton>
        {isLoading && <CenteredSpinner label={texts.loading} />}
        {error && !data && <Alert tone="danger">{errorMessage(error, t.threadFailed)}</Alert>}
        {data && (
          <>
            <ThreadHead thread={data.thread} now={now} alertHours={alertHours} />
            {data.thread.post && <PostCard post={data.thread.post} />}
            <Items aria-label={t.itemsLabel}>
              {data.items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  kind={data.thread.kind}
                  edits={edits}
                  onAnswer={() => setAnswering(item)}
                  onHide={() => askHide(item)}
                  onRemove={() => setModerating({ item, action: 'remove' })}
                />
              ))}
            </Items>
            <PendingReplies replies={data.replies} />
            <ReplyBox
              thread={data.thread}
              now={now}
              lastIncomingAt={
                data.items
                  .filter((item) => item.direction === 'incoming')
                  .map((item) => item.createdAt)
                  .sort()
                  .at(-1) ?? null
              }
              answering={answering}
              onClearAnswering={() => setAnswering(null)}
              onSent={() => void mutate()}
            />
          </>
        )}
      </View>
      <ConfirmDialog
        open={moderating !== null}
        onOpenChange={(open) => !open && !busy && setModerating(null)}
        title={moderating?.action === 'remove' ? t.confirmRemove.title : t.confirmHide.title}
        message={
          <>
            {moderating?.action === 'remove' ? t.confirmRemove.message : t.confirmHide.message}
            {moderating && <Quoted>«{moderating.item.text}»</Quoted>}
          </>
        }
        confirmLabel={moderating?.action === 'remove' ? t.confirmRemove.confirm : t.confirmHide.confirm}
        cancelLabel={t.cancel}
        closeLabel={t.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => void moderate()}
      />
    </Card>
  );
}

/** Opening an unread thread marks it read (once per opening), and the list and the badge follow. */
function useMarkRead(id: number, unread: boolean) {
  const refreshInbox = useRefreshInbox();
  const marked = useRef(false);
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    void markThreadRead(id)
      .then(() => refreshInbox())
      .catch(() => {
        marked.current = false;
      });
  }, [id, unread, refreshInbox]);
}

function ThreadHead({
  thread,
  now,
  alertHours,
}: {
  thread: InboxThreadSummary;
  now: number;
  alertHours: number;
}) {
  const minutes = minutesWaiting(thread, now);
  return (
    <Head>
      <div>
        <h2>{thread.author.name}</h2>
        <MutedText>
          {t.networks[thread.network]} · {t.kinds[thread.kind]} ·{' '}
          {t.via(thread.account ? `@${thread.account}` : thread.pageName)}
        </MutedText>
      </div>
      <Tags>
        {thread.category !== 'other' && (
          <Badge tone={thread.category === 'question' ? 'info' : 'warning'}>
            {t.categories[thread.category]}
          </Badge>
        )}
        {minutes !== null && (
          <Badge tone={isOverdue(minutes, alertHours) ? 'danger' : 'warning'}>{t.waiting(minutes)}</Badge>
        )}
      </Tags>
    </Head>
  );
}

function PostCard({ post }: { post: NonNullable<InboxThreadSummary['post']> }) {
  const prefix = usePortalPrefix();
  return (
    <Post aria-label={t.post}>
      <PostLabel>{t.post}</PostLabel>
      <PostText>{post.excerpt ?? t.noExcerpt}</PostText>
      <Links>
        {post.permalink && (
          <a href={post.permalink} target="_blank" rel="noreferrer noopener">
            {t.openPost} ↗
          </a>
        )}
        {post.postId !== null && (
          <LinkButton
            size="sm"
            variant="ghost"
            to={`${portalStep(prefix, 'campaigns')}?${new URLSearchParams({ post: String(post.postId) })}`}
          >
            {t.openInCampaigns}
          </LinkButton>
        )}
      </Links>
    </Post>
  );
}

function ItemRow({
  item,
  kind,
  edits,
  onAnswer,
  onHide,
  onRemove,
}: {
  item: InboxItem;
  kind: InboxThreadSummary['kind'];
  edits: boolean;
  onAnswer: () => void;
  onHide: () => void;
  onRemove: () => void;
}) {
  const outgoing = item.direction === 'outgoing';
  const moderatable = kind === 'comment' && !outgoing && !item.deleted;
  return (
    <Bubble $outgoing={outgoing} $reply={item.parentId !== null} data-testid="inbox-item">
      <BubbleHead>
        <strong>{outgoing ? item.author.name || t.you : item.author.name}</strong>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.visibility === 'private' && kind === 'comment' && <Badge tone="info">{t.private}</Badge>}
        {item.hidden && !item.deleted && <Badge tone="warning">{t.hidden}</Badge>}
        {item.deleted && <Badge tone="danger">{t.deleted}</Badge>}
        {!outgoing && item.category !== 'other' && (
          <Badge tone={item.category === 'question' ? 'info' : 'warning'}>
            {t.categories[item.category]}
          </Badge>
        )}
      </BubbleHead>
      <BubbleText $deleted={item.deleted}>{item.text}</BubbleText>
      {item.sentBy && <MutedText>{t.sentBy(item.sentBy.name)}</MutedText>}
      {!outgoing && !item.deleted && (
        <Actions>
          <Button size="sm" variant="ghost" onClick={onAnswer}>
            {t.answerThis}
          </Button>
          {moderatable && edits && (
            <>
              <Button size="sm" variant="ghost" onClick={onHide}>
                {item.hidden ? t.show : t.hide}
              </Button>
              <DangerGhost size="sm" variant="ghost" onClick={onRemove}>
                {t.remove}
              </DangerGhost>
            </>
          )}
        </Actions>
      )}
    </Bubble>
  );
}

export const View = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const BackButton = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
    margin: -${({ theme }) => theme.space.sm} 0 0 -${({ theme }) => theme.space.sm};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Post = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PostLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PostText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Bubble = styled.li<{ $outgoing: boolean; $reply: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 88%;
  min-width: 0;
  justify-self: ${({ $outgoing }) => ($outgoing ? 'end' : 'start')};
  margin-left: ${({ $reply, $outgoing }) => ($reply && !$outgoing ? '24px' : '0')};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $outgoing }) =>
    $outgoing
      ? `color-mix(in srgb, ${theme.colors.primary} 10%, ${theme.colors.surface})`
      : theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    max-width: 100%;
    margin-left: ${({ $reply, $outgoing }) => ($reply && !$outgoing ? '12px' : '0')};
  }
`;

export const BubbleHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

export const BubbleText = styled.p<{ $deleted: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-decoration: ${({ $deleted }) => ($deleted ? 'line-through' : 'none')};
  color: ${({ theme, $deleted }) => ($deleted ? theme.colors.textMuted : theme.colors.text)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: -${({ theme }) => theme.space.sm};
`;

const Quoted = styled.q`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-style: italic;
  quotes: none;
  overflow-wrap: anywhere;
`;

const DangerGhost = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;
