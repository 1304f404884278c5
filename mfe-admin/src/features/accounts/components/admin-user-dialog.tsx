import { zodResolver } from '@hookform/resolvers/zod';
import type { Account, AdminUser, MemberRole } from '@studio/contracts';
import { Field, Input, Select, toast } from '@studio/ui';
import { FormDialog } from '@studio/ui/dialogs';
import { useUnsavedWork } from '@studio/web';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { AddAdminUserForm, useCreateAdminUser } from '../api/create-admin-user.ts';
import { editAdminUserForm, useUpdateAdminUser } from '../api/update-admin-user.ts';
import { keepAnsweredLink, keptLinkNotice } from '../kept-links.ts';
import { memberRoleNames } from '../utils/member-roles.ts';
import { submitWithServerErrors } from '../utils/submit-with-server-errors.ts';

type AddAdminUserDialogProps = {
  /** Every account, for the Account choice. */
  accounts: readonly Account[];
  /** The account whose row the dialog was opened from. */
  accountId: number;
  onClose: () => void;
};

/**
 * Add admin user: a sign-in of the business portal for one account, with the
 * password the admin types, or an invitation mailed instead.
 */
export function AddAdminUserDialog({ accounts, accountId, onClose }: AddAdminUserDialogProps) {
  const createAdminUser = useCreateAdminUser();
  const form = useForm({
    resolver: zodResolver(AddAdminUserForm),
    defaultValues: {
      accountId: String(accountId),
      email: '',
      invite: false,
      password: '',
      role: 'owner' as const,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const invite = form.watch('invite');
  useUnsavedWork('Add admin user', form.formState.isDirty);

  const onSubmit = submitWithServerErrors(form, {
    save: async (input) => {
      const answer = await createAdminUser(input);
      const { adminUser } = answer;
      if (input.password !== undefined) {
        toast.success('Admin user created', { description: adminUser.email });
        return;
      }
      const kept = keepAnsweredLink(answer);
      toast.success(kept ? 'Invitation link made' : 'Invitation sent', {
        description: kept
          ? keptLinkNotice(adminUser.email)
          : `${adminUser.email} sets a password on the link in the mail.`,
      });
    },
    failure: 'Failed to create admin user',
    fields: ['accountId', 'email', 'password'],
    onSaved: onClose,
  });

  return (
    <FormDialog
      title="Add admin user"
      description={
        invite
          ? 'An invitation is mailed to this address: the user sets a password on its single-use link (valid 7 days).'
          : 'The user signs in to the business portal with this e-mail and password.'
      }
      submitLabel={invite ? 'Send invitation' : 'Create admin user'}
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
      <RoleField register={form.register('role')} />
      <PasswordChoice
        choice="Mail an invitation instead: the user sets the password"
        chosen={invite}
        register={form.register('invite')}
        password={form.register('password')}
        label="Password"
        error={errors.password?.message}
      />
    </FormDialog>
  );
}

/**
 * The password the admin types, or the choice of a mailed link instead (which hides the field): one
 * piece for both dialogs.
 */
function PasswordChoice({
  choice,
  chosen,
  register,
  password,
  label,
  error,
}: {
  choice: string;
  chosen: boolean;
  register: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  label: string;
  error: string | undefined;
}) {
  return (
    <>
      <label>
        <input type="checkbox" {...register} /> {choice}
      </label>
      {chosen ? null : (
        <Field label={label} error={error}>
          <Input type="password" autoComplete="new-password" {...password} />
        </Field>
      )}
    </>
  );
}

/** The user's role in the account; a new one ends the user's sessions. */
function RoleField({ register }: { register: UseFormRegisterReturn }) {
  return (
    <Field label="Role" hint="A new role signs the user out. An account keeps at least one owner.">
      <Select {...register}>
        {(Object.keys(memberRoleNames) as MemberRole[]).map((role) => (
          <option key={role} value={role}>
            {memberRoleNames[role]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

type EditAdminUserDialogProps = { adminUser: AdminUser; onClose: () => void };

/**
 * Edit admin user: the e-mail and a new password, always; or a
 * password link mailed instead.
 */
export function EditAdminUserDialog({ adminUser, onClose }: EditAdminUserDialogProps) {
  const updateAdminUser = useUpdateAdminUser();
  const form = useForm({
    resolver: zodResolver(editAdminUserForm(adminUser.role)),
    defaultValues: { email: adminUser.email, sendLink: false, password: '', role: adminUser.role },
  });
  const { errors, isSubmitting } = form.formState;
  const sendLink = form.watch('sendLink');
  useUnsavedWork('Edit admin user', form.formState.isDirty);

  const onSubmit = submitWithServerErrors(form, {
    save: async (input) => {
      const result = await updateAdminUser(adminUser.id, input);
      const kept = keepAnsweredLink(result);
      toast.success('Admin user updated', {
        description: kept ? keptLinkNotice(result.adminUser.email) : result.adminUser.email,
      });
    },
    failure: 'Failed to update admin user',
    fields: ['email', 'password'],
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
      <RoleField register={form.register('role')} />
      <PasswordChoice
        choice="Mail a password link instead: the user sets the password"
        chosen={sendLink}
        register={form.register('sendLink')}
        password={form.register('password')}
        label="New password"
        error={errors.password?.message}
      />
    </FormDialog>
  );
}
