import type { BulkPost } from '@studio/contracts';
import { Button, Stack } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../dates.ts';
import { texts } from '../texts.ts';

/** Whether a post is approved now (scheduled, or failed and retried on its approval). */
export const isApproved = (post: Pick<BulkPost, 'isScheduled' | 'postStatus'>) =>
  post.isScheduled || post.postStatus === 'failed';

/**
 * Asks before a change that takes posts' approval and schedule back (a post's format, images, text or
 * first comment; a library image's alt text or a video's cover; the pages the account publishes on):
 * `guard(affected, action)` runs the action at once when no approved post is affected, else after the
 * person confirmed, in a dialog that names each affected post and its moment.
 */
export function useVoidingConfirm(): {
  guard: (affected: readonly BulkPost[], action: () => Promise<void>) => void;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<{ posts: BulkPost[]; action: () => Promise<void> } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = texts.voiding;
  const guard = (affected: readonly BulkPost[], action: () => Promise<void>) => {
    const approved = affected.filter(isApproved);
    if (approved.length === 0) void action();
    else setWaiting({ posts: approved, action });
  };
  const confirm = async () => {
    if (!waiting) return;
    setBusy(true);
    try {
      await waiting.action();
    } finally {
      setBusy(false);
      setWaiting(null);
    }
  };
  const when = (post: BulkPost) => (post.scheduledDate ? formatDateTime(post.scheduledDate) : t.noDate);
  const one = waiting?.posts.length === 1 ? waiting.posts[0] : undefined;
  const dialog = (
    <Dialog
      open={waiting !== null}
      onOpenChange={(open) => !open && !busy && setWaiting(null)}
      title={one ? t.title : t.titleMany}
      description={
        waiting && (one ? t.message(one.productName, when(one)) : t.messageMany(waiting.posts.length))
      }
      maxWidth="480px"
      closeLabel={t.close}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => setWaiting(null)}>
            {t.cancel}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t.confirm}
          </Button>
        </>
      }
    >
      {waiting && !one && (
        <Stack $gap="xs">
          <AffectedList>
            {waiting.posts.map((post) => (
              <li key={post.id}>
                <strong>{post.productName}</strong> · {when(post)}
              </li>
            ))}
          </AffectedList>
        </Stack>
      )}
    </Dialog>
  );
  return { guard, dialog };
}

/** The posts a change would affect, one a line, scrolling past a third of the screen. */
export const AffectedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 40vh;
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  overflow-wrap: anywhere;
`;
