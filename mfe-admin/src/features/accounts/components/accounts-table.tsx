import type { Account, AdminUser } from '@studio/contracts';
import { Badge, Button, Table, Td, Th, Tr } from '@studio/ui';
import { paths } from '@studio/web';
import styled from 'styled-components';
import { ExternalLinkIcon, PencilIcon, UserPlusIcon } from '../../../components/icons.tsx';
import { formatDate, statusLabels } from '../utils/account-list.ts';

type AccountsTableProps = {
  accounts: readonly Account[];
  onAddAdminUser: (account: Account) => void;
  onEditAccount: (account: Account) => void;
  onEditAdminUser: (adminUser: AdminUser) => void;
};

/** One row per business account: name and ID, status, admin users, created date, actions. */
export function AccountsTable({
  accounts,
  onAddAdminUser,
  onEditAccount,
  onEditAdminUser,
}: AccountsTableProps) {
  return (
    <Table caption="Business accounts">
      <thead>
        <Tr>
          <Th scope="col">Business name</Th>
          <Th scope="col">Status</Th>
          <Th scope="col">Admin users</Th>
          <Th scope="col">Created</Th>
          <Th scope="col">Actions</Th>
        </Tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <Tr key={account.id}>
            <Td>
              <Name>{account.businessName}</Name>
              <Muted>ID: {account.id}</Muted>
            </Td>
            <Td>
              <Badge tone={account.status === 'active' ? 'success' : 'info'}>
                {statusLabels[account.status]}
              </Badge>
            </Td>
            <Td>
              {account.adminUsers.length === 0 ? (
                <Muted>No admin users</Muted>
              ) : (
                <UserList>
                  {account.adminUsers.map((user) => (
                    <li key={user.id}>
                      <span>{user.email}</span>
                      <IconButton
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit admin user ${user.email}`}
                        title="Edit admin user"
                        onClick={() => onEditAdminUser(user)}
                      >
                        <PencilIcon size={15} />
                      </IconButton>
                    </li>
                  ))}
                </UserList>
              )}
            </Td>
            <Td>
              <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>
            </Td>
            <Td>
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => window.open(paths.portalForAccount(account.id), '_blank', 'noopener')}
                >
                  <ExternalLinkIcon size={15} />
                  Open portal
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onAddAdminUser(account)}>
                  <UserPlusIcon size={15} />
                  Add admin user
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onEditAccount(account)}>
                  <PencilIcon size={15} />
                  Edit account
                </Button>
              </Actions>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

const Name = styled.div`
  font-weight: 600;
  min-width: 140px;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const UserList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const IconButton = styled(Button)`
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
`;
