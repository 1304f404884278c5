import type { InboxFilter, InboxThreadSummary } from '@studio/contracts';
import { Badge, CenteredSpinner, EmptyState } from '@studio/ui';
import styled from 'styled-components';
import { inboxTexts as t } from '../texts.ts';
import { isOverdue, minutesWaiting } from '../utils/waiting.ts';

type Props = {
  threads: InboxThreadSummary[] | undefined;
  loading: boolean;
  filter: InboxFilter;
  selected: number | null;
  now: number;
  alertHours: number;
  onSelect: (id: number) => void;
};

/** The threads in the server's order (unread and unanswered first, then the longest waiting). */
export function ThreadList({ threads, loading, filter, selected, now, alertHours, onSelect }: Props) {
  if (!threads) return loading ? <CenteredSpinner label={t.loading} /> : null;
  if (threads.length === 0) return <EmptyState title={t.empty[filter]} description={t.emptyHint} />;
  return (
    <List aria-label={t.threadsLabel}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadRow
            thread={thread}
            selected={thread.id === selected}
            now={now}
            alertHours={alertHours}
            onSelect={() => onSelect(thread.id)}
          />
        </li>
      ))}
    </List>
  );
}

function ThreadRow({
  thread,
  selected,
  now,
  alertHours,
  onSelect,
}: {
  thread: InboxThreadSummary;
  selected: boolean;
  now: number;
  alertHours: number;
  onSelect: () => void;
}) {
  const minutes = minutesWaiting(thread, now);
  // The service counts it in opening hours, on the account's clock; an older answer says nothing.
  const overdue = thread.overdue ?? isOverdue(minutes, alertHours);
  const category = t.categories[thread.category];
  return (
    <Row
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      $unread={thread.unread}
      data-testid="inbox-thread"
    >
      <Top>
        <Author>
          {thread.unread && <UnreadDot title={t.unreadLabel} aria-label={t.unreadLabel} role="img" />}
          {thread.author.name}
        </Author>
        <time dateTime={thread.lastItemAt}>{shortTime(thread.lastItemAt, now)}</time>
      </Top>
      <Excerpt>{thread.lastItemExcerpt}</Excerpt>
      <Where>
        {thread.kind === 'message'
          ? t.directMessage
          : thread.post?.excerpt
            ? t.onPost(thread.post.excerpt)
            : t.onPostUnknown}
      </Where>
      <Tags>
        <Badge tone="neutral">{t.networks[thread.network]}</Badge>
        {category && <Badge tone={thread.category === 'question' ? 'info' : 'warning'}>{category}</Badge>}
        {thread.pendingSignOff > 0 && <Badge tone="warning">{t.pendingSignOff}</Badge>}
        {minutes !== null ? (
          <Waiting $overdue={overdue}>{t.waiting(minutes)}</Waiting>
        ) : (
          thread.answered && <Badge tone="success">{t.answered}</Badge>
        )}
      </Tags>
    </Row>
  );
}

/** «14:05» today, «3/6» earlier this year, «3/6/2025» before. */
export function shortTime(iso: string, now: number): string {
  const date = new Date(iso);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString())
    return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  const day = `${date.getDate()}/${date.getMonth() + 1}`;
  return date.getFullYear() === today.getFullYear() ? day : `${day}/${date.getFullYear()}`;
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface});
  }

  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
`;

export const Top = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  time {
    flex: none;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Author = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UnreadDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Where = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 400;
`;

const Waiting = styled.span<{ $overdue: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 500)};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.warning)};
`;
