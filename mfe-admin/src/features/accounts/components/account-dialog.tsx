import { zodResolver } from '@hookform/resolvers/zod';
import type { Account, AdminUser } from '@studio/contracts';
import { Field, Input, MutedText, Select, Spinner, toast } from '@studio/ui';
import { FormDialog } from '@studio/ui/dialogs';
import { useUnsavedWork } from '@studio/web';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { CreateAccountRequest, useCreateAccount } from '../api/create-account.ts';
import { useAccount } from '../api/get-account.ts';
import { UpdateAccountRequest, useUpdateAccount } from '../api/update-account.ts';
import { statusLabels } from '../utils/account-list.ts';
import { submitWithServerErrors } from '../utils/submit-with-server-errors.ts';

type AccountDialogProps = {
  /** The account to edit; none creates a new one. */
  account?: Account;
  onClose: () => void;
};

/** Create account, or Edit account with the account's admin users listed. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const editing = account !== undefined;
  const form = useForm({
    resolver: zodResolver(editing ? UpdateAccountRequest : CreateAccountRequest),
    defaultValues: {
      businessName: account?.businessName ?? '',
      status: account?.status ?? 'trial',
      ...(account ? { trialEndsAt: account.trialEndsAt } : {}),
    },
  });
  const { errors, isSubmitting } = form.formState;
  useUnsavedWork(editing ? 'Edit account' : 'Create account', form.formState.isDirty);

  const onSubmit = submitWithServerErrors(form, {
    save: async (input) => {
      if (account) {
        // An emptied date field clears the trial end.
        const trialEndsAt = 'trialEndsAt' in input ? input.trialEndsAt || null : null;
        await updateAccount(account.id, { ...input, trialEndsAt });
        toast.success('Account updated', { description: input.businessName });
      } else {
        await createAccount(input);
        toast.success('Account created', { description: input.businessName });
      }
    },
    failure: editing ? 'Failed to update account' : 'Failed to create account',
    fields: ['businessName', 'status', 'trialEndsAt'],
    onSaved: onClose,
  });

  return (
    <FormDialog
      title={editing ? 'Edit account' : 'Create account'}
      description={editing ? `Account ID ${account.id}` : 'A new business account starts as a trial.'}
      submitLabel={editing ? 'Save changes' : 'Create account'}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Business name" error={errors.businessName?.message}>
        <Input autoComplete="organization" {...form.register('businessName')} />
      </Field>
      <Field label="Status" error={errors.status?.message}>
        <Select {...form.register('status')}>
          <option value="trial">{statusLabels.trial}</option>
          <option value="active">{statusLabels.active}</option>
        </Select>
      </Field>
      {account && (
        <Field
          label="Trial ends"
          error={'trialEndsAt' in errors ? errors.trialEndsAt?.message : undefined}
          hint="The last day of the trial; empty for none."
        >
          <Input type="date" {...form.register('trialEndsAt', { setValueAs: (v: string) => v || null })} />
        </Field>
      )}
      {account && <AccountAdminUsers account={account} />}
    </FormDialog>
  );
}

/** The account's admin users as the server has them now; the list row's copy shows until they arrive. */
function AccountAdminUsers({ account }: { account: Account }) {
  const { data, isLoading } = useAccount(account.id);
  const adminUsers: AdminUser[] = data?.adminUsers ?? account.adminUsers;
  return (
    <section aria-labelledby={`account-${account.id}-admin-users`}>
      <UsersHeading id={`account-${account.id}-admin-users`}>
        Admin users
        {isLoading && <Spinner size={12} label="Loading admin users" />}
      </UsersHeading>
      {adminUsers.length === 0 ? (
        <MutedText>No admin users yet.</MutedText>
      ) : (
        <UserList>
          {adminUsers.map((user) => (
            <li key={user.id}>{user.email}</li>
          ))}
        </UserList>
      )}
    </section>
  );
}

const UsersHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const UserList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
