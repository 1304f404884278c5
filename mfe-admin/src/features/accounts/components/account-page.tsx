import { Badge, Button, Card, CenteredSpinner, MutedText, Stack, toast } from '@studio/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-error.tsx';
import {
  type LifecycleChange,
  useAccountPages,
  useAccountPosts,
  useLifecycleChange,
} from '../api/account-lifecycle.ts';
import { useAccount } from '../api/get-account.ts';
import { forgetSpentLinks, keepAnsweredLink, useKeptLinks } from '../kept-links.ts';
import { formatDate } from '../utils/account-list.ts';
import { CompanyCard, PagesCard, PostsCard } from './account-cards.tsx';
import { AccountChangeDialogs, type PendingChange } from './account-change-dialogs.tsx';
import { when } from './account-facts.tsx';
import { AdminUsersCard } from './admin-users-card.tsx';
import { AiBudgetCard } from './ai-budget-card.tsx';
import { PostRecordsCard } from './post-records-card.tsx';

/** /admin/dashboard/accounts?account={id}: one account as the platform admin runs it. */
export function AccountPage({ accountId }: { accountId: number }) {
  const { data, error, mutate } = useAccount(accountId);
  const pages = useAccountPages(accountId);
  const posts = useAccountPosts(accountId);
  const change = useLifecycleChange();
  const [pending, setPending] = useState<PendingChange>(null);
  const [busy, setBusy] = useState(false);
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

  const run = async (what: LifecycleChange, done: string) => {
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
        <CompanyCard company={company} lastSignInAt={lastSignInAt} />
        <PostsCard posts={posts} />
        {posts.data && (
          <AiBudgetCard
            key={`${posts.data.aiBudget.monthlyBudgetUsd}:${posts.data.aiBudget.autoPause}`}
            accountId={accountId}
            budget={posts.data.aiBudget}
          />
        )}
        <PagesCard pages={pages} />
        <AdminUsersCard
          accountId={accountId}
          users={account.adminUsers}
          links={links}
          busy={busy}
          run={run}
          onRemove={(user) => setPending({ kind: 'remove', user })}
        />
        <WideRecords accountId={accountId} />
      </Grid>

      <AccountChangeDialogs
        pending={pending}
        accountId={accountId}
        businessName={account.businessName}
        busy={busy}
        run={run}
        onClose={() => setPending(null)}
      />
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

const WideRecords = styled(PostRecordsCard)`
  grid-column: 1 / -1;
`;
