import { zodResolver } from '@hookform/resolvers/zod';
import type { Account, AdminUser } from '@studio/contracts';
import { Field, Input, Select, toast } from '@studio/ui';
import { FormDialog } from '@studio/ui/dialogs';
import { useUnsavedWork } from '@studio/web';
import { useForm } from 'react-hook-form';
import { CreateAdminUserRequest, useCreateAdminUser } from '../api/create-admin-user.ts';
import { UpdateAdminUserRequest, useUpdateAdminUser } from '../api/update-admin-user.ts';
import { submitWithServerErrors } from '../utils/submit-with-server-errors.ts';

type AddAdminUserDialogProps = {
  /** Every account, for the Account choice. */
  accounts: readonly Account[];
  /** The account whose row the dialog was opened from. */
  accountId: number;
  onClose: () => void;
};

/** Add admin user: a sign-in of the business portal for one account (SPEC §2, admin accounts). */
export function AddAdminUserDialog({ accounts, accountId, onClose }: AddAdminUserDialogProps) {
  const createAdminUser = useCreateAdminUser();
  const form = useForm({
    resolver: zodResolver(CreateAdminUserRequest),
    defaultValues: { accountId: String(accountId), email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useUnsavedWork('Add admin user', form.formState.isDirty);

  const onSubmit = submitWithServerErrors(form, {
    save: async (input) => {
      const { adminUser, link } = await createAdminUser(input);
      toast.success('Invitation sent', {
        description: link
          ? `No mail server is configured: send ${adminUser.email} this link to set a password: ${link}`
          : `${adminUser.email} sets a password on the link in the mail.`,
      });
    },
    failure: 'Failed to create admin user',
    fields: ['accountId', 'email'],
    onSaved: onClose,
  });

  return (
    <FormDialog
      title="Add admin user"
      description="An invitation is mailed to this address: the user sets a password on its single-use link (valid 7 days)."
      submitLabel="Send invitation"
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Account" error={errors.accountId?.message}>
        <Select {...form.register('accountId')}>
          <option value="">Select an account</option>
          {accounts.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {account.businessName} (ID {account.id})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
    </FormDialog>
  );
}

type EditAdminUserDialogProps = { adminUser: AdminUser; onClose: () => void };

/** Edit admin user: the email; the user sets a password on a link (the account page sends one). */
export function EditAdminUserDialog({ adminUser, onClose }: EditAdminUserDialogProps) {
  const updateAdminUser = useUpdateAdminUser();
  const form = useForm({
    resolver: zodResolver(UpdateAdminUserRequest),
    defaultValues: { email: adminUser.email },
  });
  const { errors, isSubmitting } = form.formState;
  useUnsavedWork('Edit admin user', form.formState.isDirty);

  const onSubmit = submitWithServerErrors(form, {
    save: async (input) => {
      const result = await updateAdminUser(adminUser.id, input);
      toast.success('Admin user updated', { description: result.adminUser.email });
    },
    failure: 'Failed to update admin user',
    fields: ['email'],
    onSaved: onClose,
  });

  return (
    <FormDialog
      title="Edit admin user"
      description={adminUser.email}
      submitLabel="Save changes"
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
    </FormDialog>
  );
}
