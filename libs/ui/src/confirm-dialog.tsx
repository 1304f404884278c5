import { Button } from '@studio/ui';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletions (red confirm button), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  closeLabel?: string;
};

/** Asks before an action that cannot be undone. The caller closes it when the action has finished. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  busy = false,
  closeLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      maxWidth="440px"
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
