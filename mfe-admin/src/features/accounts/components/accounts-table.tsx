import type { Account, AdminUser } from '@studio/contracts';
import { Badge, Button, MutedText } from '@studio/ui';
import { Table, Td, Th, Tr } from '@studio/ui/content';
import { paths } from '@studio/web';
import { Link } from 'react-router-dom';
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
    <Responsive>
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
                <Name>
                  <AccountLink to={`?account=${account.id}`}>{account.businessName}</AccountLink>
                </Name>
                <MutedText as="div" $size="xs">
                  ID: {account.id}
                </MutedText>
              </Td>
              <Td data-label="Status">
                <Badge tone={account.status === 'active' ? 'success' : 'info'}>
                  {statusLabels[account.status]}
                </Badge>
              </Td>
              <Td data-label="Admin users">
                {account.adminUsers.length === 0 ? (
                  <MutedText as="div" $size="xs">
                    No admin users
                  </MutedText>
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
              <Td data-label="Created">
                <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>
              </Td>
              <Td>
                <Actions>
                  <ActionButton
                    size="sm"
                    variant="secondary"
                    onClick={() => window.open(paths.portalForAccount(account.id), '_blank', 'noopener')}
                  >
                    <ExternalLinkIcon size={15} />
                    Open portal
                  </ActionButton>
                  <ActionButton size="sm" variant="secondary" onClick={() => onAddAdminUser(account)}>
                    <UserPlusIcon size={15} />
                    Add admin user
                  </ActionButton>
                  <ActionButton size="sm" variant="secondary" onClick={() => onEditAccount(account)}>
                    <PencilIcon size={15} />
                    Edit account
                  </ActionButton>
                </Actions>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </Responsive>
  );
}

const Name = styled.div`
  font-weight: 600;
  min-width: 150px;
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

  /* A finger needs 44 px (WCAG 2.5.5); a mouse does with less. */
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// Wrapping, never cut: a narrow actions column stacks its buttons rather than hiding one.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const ActionButton = styled(Button)`
  padding: 0 ${({ theme }) => theme.space.sm};
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Wide enough for every column and the three actions side by side (about 1100 px of content), a
 * table; narrower (a 1366–1440 px laptop with the sidebar, a tablet, a phone), each account becomes
 * a card so the actions never hide behind a sideways scroll.
 */
const Responsive = styled.div`
  container-type: inline-size;

  time {
    white-space: nowrap;
  }

  @container (max-width: 1100px) {
    thead {
      display: none;
    }
    table,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) auto auto;
      grid-template-areas:
        'name users created status'
        'actions actions actions actions';
      gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
      padding: ${({ theme }) => theme.space.md};
    }
    td {
      display: block;
      min-width: 0;
      padding: 0;
    }
    td:nth-child(1) { grid-area: name; }
    td:nth-child(2) { grid-area: status; justify-self: end; }
    td:nth-child(3) { grid-area: users; overflow-wrap: anywhere; }
    td:nth-child(4) { grid-area: created; }
    td:nth-child(5) { grid-area: actions; padding-top: ${({ theme }) => theme.space.sm}; }
    td:nth-child(3)::before,
    td:nth-child(4)::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: 600;
      letter-spacing: 0.03em;
      text-transform: uppercase;
    }
  }

  @container (max-width: 560px) {
    tr {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'name status'
        'users users'
        'created created'
        'actions actions';
      row-gap: ${({ theme }) => theme.space.sm};
    }
  }
`;

const AccountLink = styled(Link)`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
`;
