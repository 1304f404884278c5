import type { BulkPost } from '@studio/contracts';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { type ReactNode, useState } from 'react';
import { campaignsTexts } from '../texts.ts';
import { formatDateTime } from '../utils/dates.ts';

/** Whether the post is approved now (scheduled, or failed and retried on its approval). */
export const isApproved = (post: BulkPost) => post.isScheduled || post.postStatus === 'failed';

/**
 * Asks before a change that takes a post's approval and schedule back (its format, images, text or first
 * comment): `guard(changes, action)` runs the action at once when nothing would be voided, else after the
 * person confirmed, in a dialog that names the post and its moment.
 */
export function useVoidingConfirm(post: BulkPost): {
  guard: (changes: boolean, action: () => Promise<void>) => void;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<(() => Promise<void>) | null>(null);
  const [busy, setBusy] = useState(false);
  const t = campaignsTexts.voiding;
  const guard = (changes: boolean, action: () => Promise<void>) => {
    if (changes && isApproved(post)) setWaiting(() => action);
    else void action();
  };
  const confirm = async () => {
    if (!waiting) return;
    setBusy(true);
    try {
      await waiting();
    } finally {
      setBusy(false);
      setWaiting(null);
    }
  };
  const when = post.scheduledDate ? formatDateTime(post.scheduledDate) : campaignsTexts.post.noDate;
  const dialog = (
    <ConfirmDialog
      open={waiting !== null}
      onOpenChange={(open) => !open && setWaiting(null)}
      title={t.title}
      message={t.message(post.productName, when)}
      confirmLabel={t.confirm}
      cancelLabel={campaignsTexts.post.cancel}
      closeLabel={campaignsTexts.post.close}
      tone="primary"
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
  return { guard, dialog };
}
