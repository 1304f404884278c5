import type { AdminUser } from '@studio/contracts';
import { Badge, Button, Card } from '@studio/ui';
import styled from 'styled-components';
import type { LifecycleChange } from '../api/account-lifecycle.ts';
import type { KeptLink } from '../kept-links.ts';
import { memberRoleNames } from '../utils/member-roles.ts';
import { FactList } from './account-facts.tsx';
import { KeptLinkPanel } from './kept-link-panel.tsx';

/**
 * The account's admin users with their role and state, each with its actions (a reset link or the
 * invitation again, disable or enable, remove) and the link kept for it when no mail server sends it.
 */
export function AdminUsersCard({
  accountId,
  users,
  links,
  busy,
  run,
  onRemove,
}: {
  accountId: number;
  users: readonly AdminUser[];
  links: readonly KeptLink[];
  busy: boolean;
  run: (change: LifecycleChange, done: string) => Promise<void>;
  onRemove: (user: AdminUser) => void;
}) {
  return (
    <WideCard>
      <h2>Admin users</h2>
      <FactList>
        {users.map((user) => (
          <li key={user.id}>
            <UserLine>
              <span>
                {user.email} <Badge tone="info">{memberRoleNames[user.role]}</Badge>{' '}
                {user.disabled && <Badge tone="danger">Disabled</Badge>}
                {user.invitationPending && <Badge tone="warning">Invitation pending</Badge>}
              </span>
              <UserActions>
                {!user.disabled && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      run(
                        { kind: 'send-link', accountId, adminUserId: user.id },
                        user.invitationPending ? 'Invitation sent again' : 'Password reset link sent',
                      )
                    }
                  >
                    {user.invitationPending ? 'Resend invitation' : 'Send password reset'}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    run(
                      { kind: user.disabled ? 'enable' : 'disable', accountId, adminUserId: user.id },
                      user.disabled ? 'Admin user enabled' : 'Admin user disabled',
                    )
                  }
                >
                  {user.disabled ? 'Enable' : 'Disable'}
                </Button>
                <Button size="sm" variant="danger" disabled={busy} onClick={() => onRemove(user)}>
                  Remove
                </Button>
              </UserActions>
            </UserLine>
            {links
              .filter((kept) => kept.adminUserId === user.id)
              .map((kept) => (
                <KeptLinkPanel key={kept.link} kept={kept} />
              ))}
          </li>
        ))}
      </FactList>
    </WideCard>
  );
}

/** The admin users' list, with its three actions a line, takes the whole row of the grid. */
const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;

const UserLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const UserActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  /* On a phone, under the address, the buttons fill the rows they wrap onto, as the account's do. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    width: 100%;

    > * {
      flex: 1 1 auto;
    }
  }
`;
