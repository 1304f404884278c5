import type { Account, AdminUser } from '@studio/contracts';
import { Button, CenteredSpinner, EmptyState, Stack } from '@studio/ui';
import { Pager, pagerTexts } from '@studio/ui/content';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccounts } from '../../../api/get-accounts.ts';
import { PlusIcon } from '../../../components/icons.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SearchField, Toolbar, ToolbarSelect } from '../../../components/search-toolbar.tsx';
import { useAccountList } from '../hooks/use-account-list.ts';
import { type StatusFilter, statusFilters } from '../utils/account-list.ts';
import { AccountDialog } from './account-dialog.tsx';
import { AccountPage } from './account-page.tsx';
import { AccountsTable } from './accounts-table.tsx';
import { AddAdminUserDialog, EditAdminUserDialog } from './admin-user-dialog.tsx';

type OpenDialog =
  | { kind: 'create-account' }
  | { kind: 'edit-account'; account: Account }
  | { kind: 'add-admin-user'; account: Account }
  | { kind: 'edit-admin-user'; adminUser: AdminUser }
  | null;

/** Business Accounts: the accounts, their admin users, and the dialogs that change them. */
export function AccountsSection() {
  const [params] = useSearchParams();
  const opened = Number(params.get('account'));
  if (Number.isInteger(opened) && opened > 0) return <AccountPage key={opened} accountId={opened} />;
  return <AccountsList />;
}

function AccountsList() {
  const { data, error, isLoading, mutate } = useAccounts();
  const accounts = data?.accounts;
  const list = useAccountList(accounts);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const filtered = list.search.trim() !== '' || list.status !== 'all';

  return (
    <Stack $gap="lg">
      <Toolbar>
        <SearchField
          label="Search accounts"
          placeholder="Search by business name"
          value={list.search}
          onChange={list.setSearch}
        />
        <ToolbarSelect
          $minWidth={130}
          aria-label="Filter by status"
          value={list.status}
          onChange={(event) => list.setStatus(event.target.value as StatusFilter)}
        >
          {statusFilters.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </ToolbarSelect>
        <Button onClick={() => setDialog({ kind: 'create-account' })}>
          <PlusIcon size={16} />
          Create account
        </Button>
      </Toolbar>

      {error ? (
        <LoadError title="Could not load the accounts" error={error} onRetry={() => mutate()} />
      ) : isLoading || !accounts ? (
        <CenteredSpinner label="Loading accounts" />
      ) : list.items.length === 0 ? (
        <EmptyState
          title="No accounts found"
          description={
            filtered
              ? 'No business account matches this search and status.'
              : 'Create the first business account to get started.'
          }
        />
      ) : (
        <>
          <AccountsTable
            accounts={list.items}
            onAddAdminUser={(account) => setDialog({ kind: 'add-admin-user', account })}
            onEditAccount={(account) => setDialog({ kind: 'edit-account', account })}
            onEditAdminUser={(adminUser) => setDialog({ kind: 'edit-admin-user', adminUser })}
          />
          <Pager
            texts={pagerTexts.en}
            label="Accounts pages"
            total={list.matchingCount === 1 ? '1 account' : `${list.matchingCount} accounts`}
            page={list.page}
            pageCount={list.pageCount}
            onPrevious={list.previous}
            onNext={list.next}
          />
        </>
      )}

      {dialog?.kind === 'create-account' && <AccountDialog onClose={close} />}
      {dialog?.kind === 'edit-account' && <AccountDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'add-admin-user' && (
        <AddAdminUserDialog
          accounts={accounts ?? [dialog.account]}
          accountId={dialog.account.id}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit-admin-user' && (
        <EditAdminUserDialog adminUser={dialog.adminUser} onClose={close} />
      )}
    </Stack>
  );
}
