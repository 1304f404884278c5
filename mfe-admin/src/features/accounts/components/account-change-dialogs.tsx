import type { AdminUser } from '@studio/contracts';
import { Field, Input } from '@studio/ui';
import { ConfirmDialog, FormDialog } from '@studio/ui/dialogs';
import { useState } from 'react';
import type { LifecycleChange } from '../api/account-lifecycle.ts';

/** The change the admin asked for and must confirm, if any. */
export type PendingChange =
  | { kind: 'suspend' | 'reactivate' | 'delete' }
  | { kind: 'remove'; user: AdminUser }
  | null;

/**
 * The confirmation of an account's change: suspend, reactivate, remove an admin user, or delete the
 * account once its business name is typed.
 */
export function AccountChangeDialogs({
  pending,
  accountId,
  businessName,
  busy,
  run,
  onClose,
}: {
  pending: PendingChange;
  accountId: number;
  businessName: string;
  busy: boolean;
  run: (change: LifecycleChange, done: string) => Promise<void>;
  onClose: () => void;
}) {
  const [confirmName, setConfirmName] = useState('');
  return (
    <>
      {pending?.kind === 'suspend' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title="Suspend account"
          message={`${businessName}: its users are signed out and cannot sign in, and none of its posts is published until you reactivate it.`}
          confirmLabel="Suspend account"
          busy={busy}
          onConfirm={() => run({ kind: 'suspend', accountId }, 'Account suspended')}
        />
      )}
      {pending?.kind === 'reactivate' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title="Reactivate account"
          message={`${businessName}: its users can sign in again; scheduled posts whose time passed go out now.`}
          confirmLabel="Reactivate account"
          tone="primary"
          busy={busy}
          onConfirm={() => run({ kind: 'reactivate', accountId }, 'Account reactivated')}
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onClose()}
          title="Remove admin user"
          message={`${pending.user.email} is signed out and can no longer sign in.`}
          confirmLabel="Remove"
          busy={busy}
          onConfirm={() =>
            run({ kind: 'remove', accountId, adminUserId: pending.user.id }, 'Admin user removed')
          }
        />
      )}
      {pending?.kind === 'delete' && (
        <FormDialog
          title="Delete account"
          description={`This removes ${businessName} and all its data in every service, the records of its posts included (export them first under Post records), and revokes its Facebook login. It cannot be undone.`}
          submitLabel="Delete account for good"
          busy={busy}
          onClose={onClose}
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: 'delete', accountId, confirmName }, 'Account deleted');
          }}
        >
          <Field label="Type the business name to confirm">
            <Input
              value={confirmName}
              onChange={(event) => setConfirmName(event.target.value)}
              autoComplete="off"
            />
          </Field>
        </FormDialog>
      )}
    </>
  );
}
