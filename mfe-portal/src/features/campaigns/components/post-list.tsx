import type { BulkPost } from '@studio/contracts';
import { Button, EmptyState, MutedText, Row, Stack } from '@studio/ui';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePostActions } from '../hooks/use-post-actions.ts';
import { campaignsTexts } from '../texts.ts';
import { type DateFilter, PAGE_SIZE, paginate } from '../utils/post-lists.ts';
import { PostCard } from './post-card.tsx';
import type { EditMode } from './post-card-props.ts';

type PostListProps = {
  lists: Record<DateFilter, BulkPost[]>;
  refresh: () => Promise<unknown>;
  /** The post an alert led to (`?post=`): its list and page are shown, and it is marked. */
  focus?: number | null;
};

/** Which list and page a post is on. */
function placeOf(lists: Record<DateFilter, BulkPost[]>, id: number) {
  for (const filter of ['future', 'past'] as const) {
    const index = lists[filter].findIndex((post) => post.id === id);
    if (index >= 0) return { filter, page: Math.floor(index / PAGE_SIZE) + 1 };
  }
  return null;
}

type Editing = { id: number; mode: EditMode } | null;

/**
 * 'Scheduled posts': the Future / Past filter, a page of cards and the pager. One card at a time may
 * have an edit open, either its content or its time.
 */
export function PostList({ lists, refresh, focus = null }: PostListProps) {
  const [filter, setFilter] = useState<DateFilter>('future');
  const [pages, setPages] = useState<Record<DateFilter, number>>({ future: 1, past: 1 });
  // Each post an alert leads to is brought into view once; the business moves on from there.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (focus === null || shown.current === focus) return;
    const place = placeOf(lists, focus);
    if (!place) return;
    shown.current = focus;
    setFilter(place.filter);
    setPages((current) => ({ ...current, [place.filter]: place.page }));
  }, [focus, lists]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BulkPost | null>(null);
  const actions = usePostActions(refresh);
  const t = campaignsTexts.list;

  const list = lists[filter];
  const { items, page, pageCount, offset } = paginate(list, pages[filter]);
  const goTo = (next: number) => setPages((current) => ({ ...current, [filter]: next }));
  const show = (next: DateFilter) => {
    setFilter(next);
    setEditing(null);
  };
  const closeEdit = () => setEditing(null);

  return (
    <Stack $gap="md">
      <Row $justify="space-between">
        <div>
          <SectionTitle>{t.title}</SectionTitle>
          <MutedText>{t.whatIsListed}</MutedText>
        </div>
        <Row $gap="xs" role="group" aria-label={t.filter}>
          <Button
            size="sm"
            variant={filter === 'future' ? 'primary' : 'secondary'}
            aria-pressed={filter === 'future'}
            onClick={() => show('future')}
          >
            {t.future(lists.future.length)}
          </Button>
          <Button
            size="sm"
            variant={filter === 'past' ? 'primary' : 'secondary'}
            aria-pressed={filter === 'past'}
            onClick={() => show('past')}
          >
            {t.past(lists.past.length)}
          </Button>
        </Row>
      </Row>

      {list.length > 1 && <MutedText>{t.order(list.length)}</MutedText>}
      {filter === 'past' && list.length > PAGE_SIZE && (
        <MutedText aria-live="polite">{t.pastShown(items.length, list.length)}</MutedText>
      )}

      {list.length === 0 &&
        (filter === 'future' ? (
          <EmptyState
            title={t.noFuture}
            description={t.noFutureHint}
            action={
              <Button variant="secondary" onClick={() => show('past')}>
                {t.viewPast}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t.noPast} />
        ))}

      {items.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          day={offset + index + 1}
          total={list.length}
          past={filter === 'past'}
          editing={editing?.id === post.id ? editing.mode : null}
          locked={editing !== null}
          pending={actions.pending.has(post.id)}
          focused={post.id === focus}
          onSchedule={() => void actions.schedule(post)}
          onUnschedule={() => void actions.unschedule(post)}
          onEdit={(mode) => setEditing({ id: post.id, mode })}
          onCancelEdit={closeEdit}
          onSaveContent={(content, firstComment) =>
            void actions.saveContent(post, content, firstComment).then((ok) => ok && closeEdit())
          }
          onSaveTime={(iso) => void actions.saveTime(post, iso).then((ok) => ok && closeEdit())}
          onRegenerate={() => void actions.regenerate(post)}
          onDelete={() => setDeleting(post)}
          onRetry={() => void actions.retry(post)}
          onAcknowledge={() => void actions.acknowledge(post)}
          onResolve={(resolution) => void actions.resolve(post, resolution)}
        />
      ))}

      {list.length > PAGE_SIZE && (
        <Row $justify="center" role="navigation" aria-label={t.paging}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t.previous}
          </Button>
          <MutedText>{t.page(page, pageCount)}</MutedText>
          <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
            {t.next}
          </Button>
        </Row>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={campaignsTexts.post.deleteTitle}
        message={campaignsTexts.post.deleteMessage(deleting?.productName ?? '')}
        confirmLabel={campaignsTexts.post.delete}
        cancelLabel={campaignsTexts.post.cancel}
        closeLabel={campaignsTexts.post.close}
        busy={deleting !== null && actions.pending.has(deleting.id)}
        onConfirm={() => {
          if (!deleting) return;
          if (editing?.id === deleting.id) closeEdit();
          void actions.remove(deleting).finally(() => setDeleting(null));
        }}
      />
    </Stack>
  );
}

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;
