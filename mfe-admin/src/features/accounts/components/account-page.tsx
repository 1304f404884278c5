import type { AdminUser } from '@studio/contracts';
import { Badge, Button, Card, CenteredSpinner, Field, Input, MutedText, Stack, toast } from '@studio/ui';
import { ConfirmDialog, FormDialog } from '@studio/ui/dialogs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error.tsx';
import { useAccountPages, useAccountPosts, useLifecycleChange } from '../api/account-lifecycle.ts';
import { useAccount } from '../api/get-account.ts';
import { forgetSpentLinks, keepAnsweredLink, useKeptLinks } from '../kept-links.ts';
import { formatDate } from '../utils/account-list.ts';
import { memberRoleNames } from '../utils/member-roles.ts';
import { AiBudgetCard } from './ai-budget-card.tsx';
import { KeptLinkPanel } from './kept-link-panel.tsx';
import { PostRecordsCard } from './post-records-card.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');

type Pending = { kind: 'suspend' | 'reactivate' | 'delete' } | { kind: 'remove'; user: AdminUser } | null;

/** /admin/dashboard/accounts?account={id}: one account as the platform admin runs it. */
export function AccountPage({ accountId }: { accountId: number }) {
  const { data, error, mutate } = useAccount(accountId);
  const pages = useAccountPages(accountId);
  const posts = useAccountPosts(accountId);
  const change = useLifecycleChange();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [confirmName, setConfirmName] = useState('');
  const [deleted, setDeleted] = useState(false);
  const users = data?.account.adminUsers;
  const links = useKeptLinks(users?.map((user) => user.id) ?? []);
  useEffect(() => {
    if (users) forgetSpentLinks(users);
  }, [users]);

  if (deleted)
    return (
      <Card>
        <p>The account was deleted. Every service removes its data.</p>
        <BackLink to="/admin/dashboard/accounts">Back to accounts</BackLink>
      </Card>
    );
  if (error) return <LoadError title="Could not load the account" error={error} onRetry={() => mutate()} />;
  if (!data) return <CenteredSpinner label="Loading the account" />;
  const { account, company, lastSignInAt } = data;

  const run = async (what: Parameters<typeof change>[0], done: string) => {
    setBusy(true);
    try {
      const result = await change(what);
      const kept = what.kind === 'send-link' ? keepAnsweredLink(result) : null;
      toast.success(
        done,
        kept ? { description: 'No mail server is configured: copy the link below and send it.' } : undefined,
      );
      if (what.kind === 'delete') setDeleted(true);
      setPending(null);
    } catch (caught) {
      toast.error('Action failed', { description: (caught as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap="lg">
      <BackLink to="/admin/dashboard/accounts">← All accounts</BackLink>
      <Header>
        <div>
          <Name>{account.businessName}</Name>
          <MutedText>
            ID {account.id} · created {formatDate(account.createdAt)}
            {account.trialEndsAt ? ` · trial ends ${account.trialEndsAt}` : ''}
          </MutedText>
        </div>
        <Badges>
          <Badge tone={account.status === 'active' ? 'success' : 'info'}>
            {account.status === 'active' ? 'Active' : 'Trial'}
          </Badge>
          {account.suspendedAt && <Badge tone="danger">Suspended since {when(account.suspendedAt)}</Badge>}
        </Badges>
        <Actions>
          {account.suspendedAt ? (
            <Button variant="secondary" onClick={() => setPending({ kind: 'reactivate' })}>
              Reactivate account
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setPending({ kind: 'suspend' })}>
              Suspend account
            </Button>
          )}
          <Button variant="danger" onClick={() => setPending({ kind: 'delete' })}>
            Delete account
          </Button>
        </Actions>
      </Header>

      <Grid>
        <Card>
          <h2>Company</h2>
          {company ? (
            <Facts>
              <dt>Company</dt>
              <dd>{company.companyName}</dd>
              <dt>Location</dt>
              <dd>{company.location}</dd>
              <dt>Address</dt>
              <dd>{company.address ?? '—'}</dd>
              <dt>Tax ID (ΑΦΜ)</dt>
              <dd>{company.taxId ?? '—'}</dd>
              <dt>Responsible doctor</dt>
              <dd>
                {company.responsibleDoctor
                  ? `${company.responsibleDoctor}${company.doctorRegistration ? ` · reg. ${company.doctorRegistration}` : ''}`
                  : '—'}
              </dd>
              <dt>Posts every</dt>
              <dd>
                {company.postFrequencyDays} days at {company.scheduledTime} ({company.timeZone})
              </dd>
              <dt>Last sign-in</dt>
              <dd>{when(lastSignInAt)}</dd>
            </Facts>
          ) : (
            <MutedText>Setup not done yet. Last sign-in: {when(lastSignInAt)}</MutedText>
          )}
        </Card>
        <Card>
          <h2>Posts</h2>
          {posts.data ? (
            <Facts>
              <dt>Drafts</dt>
              <dd>{posts.data.counts.draft}</dd>
              <dt>Scheduled</dt>
              <dd>{posts.data.counts.scheduled}</dd>
              <dt>Published</dt>
              <dd>{posts.data.counts.published}</dd>
              <dt>Failed</dt>
              <dd>{posts.data.counts.failed}</dd>
              <dt>Unconfirmed</dt>
              <dd>{posts.data.counts.unconfirmed}</dd>
              <dt>Next post</dt>
              <dd>{when(posts.data.nextScheduledAt)}</dd>
              <dt>Last activity</dt>
              <dd>{when(posts.data.lastActivityAt)}</dd>
              <dt>AI quota today</dt>
              <dd>
                {posts.data.quota.usedToday} of {posts.data.quota.dailyGenerationLimit}
              </dd>
            </Facts>
          ) : posts.error ? (
            <MutedText>Could not load the posts: {String(posts.error.message)}</MutedText>
          ) : (
            <CenteredSpinner label="Loading the posts" />
          )}
        </Card>
        {posts.data && (
          <AiBudgetCard
            key={`${posts.data.aiBudget.monthlyBudgetUsd}:${posts.data.aiBudget.autoPause}`}
            accountId={accountId}
            budget={posts.data.aiBudget}
          />
        )}
        <Card>
          <h2>Connected pages</h2>
          {pages.data ? (
            <>
              <MutedText>
                {pages.data.connection
                  ? `Facebook: ${pages.data.connection.status === 'connected' ? 'connected' : 'reconnection required'}${pages.data.connection.facebookUserName ? ` as ${pages.data.connection.facebookUserName}` : ''}${pages.data.connection.tokenExpiresAt ? `, token until ${when(pages.data.connection.tokenExpiresAt)}` : ''}`
                  : 'Facebook not connected'}
              </MutedText>
              <List>
                {pages.data.pages.map((page) => (
                  <li key={`${page.platform}:${page.pageId}`}>
                    <strong>{page.pageName}</strong> ({page.platform}
                    {page.isActive ? '' : ', inactive'}): {page.published} published, {page.failed} failed
                    {page.lastError && <ErrorText> · last error: {page.lastError}</ErrorText>}
                  </li>
                ))}
              </List>
            </>
          ) : pages.error ? (
            <MutedText>Could not load the pages: {String(pages.error.message)}</MutedText>
          ) : (
            <CenteredSpinner label="Loading the pages" />
          )}
        </Card>
        <WideCard>
          <h2>Admin users</h2>
          <List>
            {account.adminUsers.map((user) => (
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
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      onClick={() => setPending({ kind: 'remove', user })}
                    >
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
          </List>
        </WideCard>
        <WideRecords accountId={accountId} />
      </Grid>

      {pending?.kind === 'suspend' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title="Suspend account"
          message={`${account.businessName}: its users are signed out and cannot sign in, and none of its posts is published until you reactivate it.`}
          confirmLabel="Suspend account"
          busy={busy}
          onConfirm={() => run({ kind: 'suspend', accountId }, 'Account suspended')}
        />
      )}
      {pending?.kind === 'reactivate' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title="Reactivate account"
          message={`${account.businessName}: its users can sign in again; scheduled posts whose time passed go out now.`}
          confirmLabel="Reactivate account"
          tone="primary"
          busy={busy}
          onConfirm={() => run({ kind: 'reactivate', accountId }, 'Account reactivated')}
        />
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
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
          description={`This removes ${account.businessName} and all its data in every service, the records of its posts included (export them first under Post records), and revokes its Facebook login. It cannot be undone.`}
          submitLabel="Delete account for good"
          busy={busy}
          onClose={() => setPending(null)}
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
    </Stack>
  );
}

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;

  /* On a phone the actions take the whole row, each button as wide as the row when they wrap. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    width: 100%;
    margin-left: 0;

    > * {
      flex: 1 1 auto;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** The admin users' list, with its three actions a line, takes the whole row of the grid. */
const WideCard = styled(Card)`
  grid-column: 1 / -1;
`;

const WideRecords = styled(PostRecordsCard)`
  grid-column: 1 / -1;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
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

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** What stops the account's work (its AI writing paused), under its figures. */
