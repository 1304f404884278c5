import { zodResolver } from '@hookform/resolvers/zod';
import type { Account, AdminUser } from '@studio/contracts';
import { Button, Dialog, Field, Input, Select, Stack, toast } from '@studio/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CreateAdminUserRequest, useCreateAdminUser } from '../api/create-admin-user.ts';
import { UpdateAdminUserRequest, useUpdateAdminUser } from '../api/update-admin-user.ts';
import { failureDescription, fieldErrors } from '../utils/server-errors.ts';

const createFields = ['accountId', 'email', 'password'] as const;
const updateFields = ['email', 'password'] as const;

type AddAdminUserDialogProps = {
  /** Every account, for the Account choice. */
  accounts: readonly Account[];
  /** The account whose row the dialog was opened from. */
  accountId: number;
  onClose: () => void;
};

/** Add admin user: a sign-in of the business portal for one account (SPEC §2, admin accounts). */
export function AddAdminUserDialog({ accounts, accountId, onClose }: AddAdminUserDialogProps) {
  const formId = useId();
  const createAdminUser = useCreateAdminUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CreateAdminUserRequest),
    defaultValues: { accountId: String(accountId), email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { adminUser } = await createAdminUser(input);
      toast.success('Admin user created', { description: adminUser.email });
      onClose();
    } catch (error) {
      toast.error('Failed to create admin user', { description: failureDescription(error) });
      for (const [field, message] of Object.entries(fieldErrors(error, createFields))) {
        setError(field as (typeof createFields)[number], { message });
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title="Add admin user"
      description="The admin user signs in to the business portal of the account with this email and password."
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Add admin user
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} onSubmit={onSubmit} noValidate $gap="lg">
        <Field label="Account" error={errors.accountId?.message}>
          <Select {...register('accountId')}>
            <option value="">Select an account</option>
            {accounts.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.businessName} (ID {account.id})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} hint="At least 6 characters.">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      </Stack>
    </Dialog>
  );
}

type EditAdminUserDialogProps = { adminUser: AdminUser; onClose: () => void };

/** Edit admin user: the email, and always a new password (SPEC §5). */
export function EditAdminUserDialog({ adminUser, onClose }: EditAdminUserDialogProps) {
  const formId = useId();
  const updateAdminUser = useUpdateAdminUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(UpdateAdminUserRequest),
    defaultValues: { email: adminUser.email, password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await updateAdminUser(adminUser.id, input);
      toast.success('Admin user updated', { description: result.adminUser.email });
      onClose();
    } catch (error) {
      toast.error('Failed to update admin user', { description: failureDescription(error) });
      for (const [field, message] of Object.entries(fieldErrors(error, updateFields))) {
        setError(field as (typeof updateFields)[number], { message });
      }
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title="Edit admin user"
      description={adminUser.email}
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Save changes
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} onSubmit={onSubmit} noValidate $gap="lg">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field
          label="New password"
          error={errors.password?.message}
          hint="A new password is always required: at least 6 characters."
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
      </Stack>
    </Dialog>
  );
}
