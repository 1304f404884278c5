import { Alert, Badge, Card, CenteredSpinner, EmptyState } from '@studio/ui';
import { Total, Totals } from '@studio/ui/content';
import { browserClock, paths } from '@studio/web';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAccounts } from '../../api/get-accounts.ts';
import { failureLabels, useAdminAnalytics } from '../../features/analytics/index.ts';
import { type AttentionItem, attentionItems, countAccounts, TRIAL_ENDING_DAYS } from './attention.ts';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The admin's day (YYYY-MM-DD), in the browser's time zone. */
const today = () => new Intl.DateTimeFormat('en-CA').format(browserClock());

const kindLabels: Record<AttentionItem['kind'], { label: string; tone: 'danger' | 'warning' | 'info' }> = {
  failed: { label: 'Failed', tone: 'danger' },
  unconfirmed: { label: 'Unconfirmed', tone: 'warning' },
  quota: { label: 'AI quota', tone: 'warning' },
  trial: { label: 'Trial', tone: 'info' },
  suspended: { label: 'Suspended', tone: 'info' },
};

/**
 * /admin/dashboard/overview: the platform at a glance: the accounts by state, the last seven days'
 * publishing, and what waits for the admin, each with a link to where it is dealt with.
 */
export function OverviewSection() {
  const accounts = useAccounts();
  const analytics = useAdminAnalytics(7);
  if (accounts.error || analytics.error)
    return <Alert tone="danger">The overview could not be loaded.</Alert>;
  if (!accounts.data || !analytics.data) return <CenteredSpinner label="Loading the overview" />;
  const day = today();
  const counts = countAccounts(accounts.data.accounts, day);
  const totals = analytics.data.totals;
  const items = attentionItems(
    accounts.data.accounts,
    analytics.data,
    day,
    (code) => failureLabels[code] ?? code,
  );

  return (
    <Section>
      <Totals aria-label="Accounts">
        <Total
          label="Accounts"
          value={number.format(counts.total)}
          help={`${counts.active} active, ${counts.trial} on trial`}
        />
        <Total
          label="Trials ending"
          value={number.format(counts.trialsEnding)}
          tone={counts.trialsEnding > 0 ? 'warning' : undefined}
          help={`within ${TRIAL_ENDING_DAYS} days`}
        />
        <Total label="Suspended" value={number.format(counts.suspended)} />
      </Totals>
      <Totals aria-label="The last 7 days">
        <Total label="Published (7 days)" value={number.format(totals.published)} />
        <Total
          label="Failed (7 days)"
          value={number.format(totals.failed)}
          tone={totals.failed > 0 ? 'danger' : undefined}
        />
        <Total
          label="Unconfirmed now"
          value={number.format(totals.unconfirmed)}
          tone={totals.unconfirmed > 0 ? 'warning' : undefined}
        />
        <Total label="Posts written by AI (7 days)" value={number.format(totals.generated)} />
      </Totals>

      <Card as="section" aria-labelledby="admin-overview-attention">
        <Title id="admin-overview-attention">Needs attention</Title>
        {items.length === 0 ? (
          <EmptyState
            title="Nothing waits for you"
            description="No failed or unconfirmed post, no quota reached, no trial ending."
          />
        ) : (
          <Items>
            {items.map((item) => (
              <Item key={`${item.kind}-${item.accountId ?? ''}-${item.text}`}>
                <Badge tone={kindLabels[item.kind].tone}>{kindLabels[item.kind].label}</Badge>
                <Link
                  to={
                    item.accountId === null
                      ? paths.adminSection('analytics')
                      : `${paths.adminSection('accounts')}?account=${item.accountId}`
                  }
                >
                  {item.text}
                </Link>
              </Item>
            ))}
          </Items>
        )}
      </Card>
    </Section>
  );
}

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;
