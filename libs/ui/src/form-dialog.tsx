import { Button, Stack } from '@studio/ui';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Dialog } from './dialog.tsx';

export type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** While the form is being submitted: the submit button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** A react-hook-form `handleSubmit(...)`; the browser's own validation is off. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, Esc or the close button; the caller unmounts the dialog (it is open while mounted). */
  onClose: () => void;
  closeLabel?: string;
};

/**
 * A dialog around one form: the fields, then Cancel and the submit button in the footer. A click
 * outside does not close it, so typed input is not lost.
 */
export function FormDialog({
  title,
  description,
  children,
  submitLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onSubmit,
  onClose,
  closeLabel,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      dismissOnOutsideClick={false}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} onSubmit={onSubmit} noValidate $gap="lg">
        {children}
      </Stack>
    </Dialog>
  );
}
