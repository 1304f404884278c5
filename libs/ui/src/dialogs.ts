/**
 * @studio/ui/dialogs: the modal dialogs, an entry of their own (and a shared singleton of its own) so
 * that Radix and its dependencies stay out of the shell, which never opens a dialog.
 *
 * - Dialog({ open, onOpenChange, title, description, footer, maxWidth, dismissOnOutsideClick, closeLabel }):
 *   Radix dialog, focus trapped, Esc closes.
 * - ConfirmDialog({ title, message, confirmLabel, cancelLabel, tone, onConfirm, busy }).
 * - FormDialog({ title, description, submitLabel, cancelLabel, busy, onSubmit, onClose, children: the
 *   fields }): open while mounted, Cancel and a submit button that spins while busy.
 *
 * - FileInput({ buttonLabel, ...input props }): a file chooser drawn as a secondary button in the page's
 *   language; here because only dialogs (product image, preview upload) choose files, so the shell
 *   does not carry it.
 *
 * They draw with the primitives of '@studio/ui' (imported by name, so the shared copy is the one used).
 */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { FileInput, type FileInputProps } from './file-input.tsx';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
