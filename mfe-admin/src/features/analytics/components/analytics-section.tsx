import type { AdminAnalyticsResponse, AnalyticsDays } from '@studio/contracts';
import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import { Alert, Badge, Card, CenteredSpinner, EmptyState, Field, MutedText, Select } from '@studio/ui';
import { Columns, Table, Td, Th, Total, Totals, Tr } from '@studio/ui/content';
import { paths } from '@studio/web';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { useAccounts } from '../../../api/get-accounts.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';

const PERIODS: Record<AnalyticsDays, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 3 months',
  365: 'Last year',
};

/** What each failure code means to the admin (svc-social's PublishFailureCode, and svc-posts' own). */
export const failureLabels: Record<string, string> = {
  token_expired: 'Facebook login expired or revoked',
  permission_missing: 'Permission missing',
  image_rejected: 'Image refused',
  rate_limited: 'Meta rate limit',
  no_pages: 'No page selected',
  graph_error: 'Meta refused or did not answer',
  compliance: 'Compliance rule',
  account_suspended: 'Account suspended',
  consent: 'Photo consent withdrawn',
  unknown: 'Unknown',
};

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(iso));

/**
 * /admin/dashboard/analytics: across accounts, the posts published, failures and their
 * reasons, publications left unconfirmed, engagement by catalogue product and category, and each
 * account's AI writing against its daily quota.
 */
export function AnalyticsSection() {
  const [days, setDays] = useState<AnalyticsDays>(30);
  const { data, error, isLoading } = useAdminAnalytics(days);
  const accounts = useAccounts();
  const nameOf = (id: number, companyName: string | null = null) =>
    accounts.data?.accounts.find((a) => a.id === id)?.businessName ?? companyName ?? `Account #${id}`;

  return (
    <Section>
      <Toolbar>
        <Muted>
          Every account's publishing and results. Reach and engagement are each post's latest numbers.
        </Muted>
        <PeriodField label="Period">
          <Select value={days} onChange={(e) => setDays(Number(e.target.value) as AnalyticsDays)}>
            {Object.entries(PERIODS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </PeriodField>
      </Toolbar>
      {isLoading && !data && <CenteredSpinner label="Loading" />}
      {error && <Alert tone="danger">The analytics could not be loaded.</Alert>}
      {data && (
        <>
          <Totals aria-label="Totals">
            <Total label="Posts published" value={number.format(data.totals.published)} />
            <Total
              label="Failed"
              value={number.format(data.totals.failed)}
              tone={data.totals.failed > 0 ? 'danger' : undefined}
            />
            <Total
              label="Unconfirmed now"
              value={number.format(data.totals.unconfirmed)}
              tone={data.totals.unconfirmed > 0 ? 'warning' : undefined}
            />
            <Total label="People reached" value={number.format(data.totals.reach)} />
            <Total label="Engagement" value={number.format(data.totals.engagement)} />
            <Total label="Posts written by AI" value={number.format(data.totals.generated)} />
          </Totals>

          <AccountsCard accounts={data.accounts} nameOf={nameOf} />

          <Columns>
            <FailuresCard failures={data.failures} />
            <UnconfirmedCard unconfirmed={data.unconfirmed} nameOf={nameOf} />
          </Columns>

          <Card as="section" aria-labelledby="admin-analytics-products">
            <Title id="admin-analytics-products">Engagement by catalogue product</Title>
            <Muted>Each catalogue product across the accounts that post about it.</Muted>
            {data.byProduct.length === 0 ? (
              <Muted>No numbers yet in this period.</Muted>
            ) : (
              <>
                <ProductsChart groups={data.byProduct.slice(0, 10)} />
                <Groups caption="Engagement by catalogue product" groups={data.byProduct} />
              </>
            )}
          </Card>
          <Card as="section" aria-labelledby="admin-analytics-categories">
            <Title id="admin-analytics-categories">Engagement by category</Title>
            {data.byCategory.length === 0 ? (
              <Muted>No numbers yet in this period.</Muted>
            ) : (
              <Groups caption="Engagement by category" groups={data.byCategory} />
            )}
          </Card>
        </>
      )}
    </Section>
  );
}

type NameOf = (accountId: number, companyName?: string | null) => string;

/** Each account's publishing and results in the period, linked to its page. */
function AccountsCard({
  accounts,
  nameOf,
}: {
  accounts: AdminAnalyticsResponse['accounts'];
  nameOf: NameOf;
}) {
  return (
    <Card as="section" aria-labelledby="admin-analytics-accounts">
      <Title id="admin-analytics-accounts">Accounts</Title>
      {accounts.length === 0 ? (
        <EmptyState title="No activity in this period" />
      ) : (
        <Table caption="Accounts">
          <thead>
            <Tr>
              <Th>Account</Th>
              <Th>Published</Th>
              <Th>Failed</Th>
              <Th>Unconfirmed</Th>
              <Th>Reach</Th>
              <Th>Engagement</Th>
              <Th>AI posts</Th>
              <Th>AI quota today</Th>
            </Tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <Tr key={a.accountId}>
                <Td>
                  <Link to={`${paths.adminSection('accounts')}?account=${a.accountId}`}>
                    {nameOf(a.accountId, a.companyName)}
                  </Link>
                </Td>
                <Td>{number.format(a.published)}</Td>
                <Td>{a.failed > 0 ? <Badge tone="danger">{a.failed}</Badge> : 0}</Td>
                <Td>{a.unconfirmed > 0 ? <Badge tone="warning">{a.unconfirmed}</Badge> : 0}</Td>
                <Td>{number.format(a.reach)}</Td>
                <Td>{number.format(a.engagement)}</Td>
                <Td>{number.format(a.generated)}</Td>
                <Td>
                  <Quota used={a.usedToday} limit={a.dailyGenerationLimit} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** The period's failed posts grouped by why they failed, with the last reason said and when. */
function FailuresCard({ failures }: { failures: AdminAnalyticsResponse['failures'] }) {
  return (
    <Card as="section" aria-labelledby="admin-analytics-failures">
      <Title id="admin-analytics-failures">Failures by reason</Title>
      {failures.length === 0 ? (
        <Muted>No post failed in this period.</Muted>
      ) : (
        <Table caption="Failures by reason">
          <thead>
            <Tr>
              <Th>Reason</Th>
              <Th>Posts</Th>
              <Th>Last</Th>
            </Tr>
          </thead>
          <tbody>
            {failures.map((f) => (
              <Tr key={f.code}>
                <Td>
                  <strong>{failureLabels[f.code] ?? f.code}</strong>
                  {f.lastReason && <Said lang="el">{f.lastReason}</Said>}
                </Td>
                <Td>{f.count}</Td>
                <Td>{f.lastAt ? when(f.lastAt) : '—'}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** The posts whose pages could not tell whether they went out, waiting for their business to check. */
function UnconfirmedCard({
  unconfirmed,
  nameOf,
}: {
  unconfirmed: AdminAnalyticsResponse['unconfirmed'];
  nameOf: NameOf;
}) {
  return (
    <Card as="section" aria-labelledby="admin-analytics-unconfirmed">
      <Title id="admin-analytics-unconfirmed">Unconfirmed publications</Title>
      <Muted>Posts whose page could not tell whether they went out: the business checks and decides.</Muted>
      {unconfirmed.length === 0 ? (
        <Muted>None.</Muted>
      ) : (
        <Table caption="Unconfirmed publications">
          <thead>
            <Tr>
              <Th>Account</Th>
              <Th>Post</Th>
              <Th>Pages to check</Th>
            </Tr>
          </thead>
          <tbody>
            {unconfirmed.map((u) => (
              <Tr key={u.postId}>
                <Td>{nameOf(u.accountId)}</Td>
                <Td>
                  {u.productName}
                  {u.scheduledDate && <Said>{when(u.scheduledDate)}</Said>}
                </Td>
                <Td>{u.pages.join(', ')}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

function Quota({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 1;
  return (
    <QuotaBox title={`${used} of ${limit} posts today`}>
      <span>
        {used} / {limit}
      </span>
      <Meter aria-hidden $full={share >= 1}>
        <span style={{ width: `${share * 100}%` }} />
      </Meter>
    </QuotaBox>
  );
}

type Group = AdminAnalyticsResponse['byProduct'][number];

function Groups({ caption, groups }: { caption: string; groups: Group[] }) {
  return (
    <Table caption={caption}>
      <thead>
        <Tr>
          <Th>Name</Th>
          <Th>Accounts</Th>
          <Th>Posts</Th>
          <Th>Reach</Th>
          <Th>Engagement</Th>
          <Th>Per post</Th>
        </Tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <Tr key={`${g.productId ?? ''}:${g.name}`}>
            <Td>{g.name || 'No category'}</Td>
            <Td>{g.accounts}</Td>
            <Td>{g.posts}</Td>
            <Td>{number.format(g.reach)}</Td>
            <Td>{number.format(g.engagement)}</Td>
            <Td>{decimal.format(g.engagementPerPost)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The ten most engaging catalogue products as bars, in the admin's theme. */
function ProductsChart({ groups }: { groups: Group[] }) {
  const theme = useTheme();
  const c = theme.colors;
  const tick = { fill: c.textMuted, fontSize: 12 };
  return (
    <div
      role="img"
      aria-label="Engagement by catalogue product"
      style={{ width: '100%', height: 40 + groups.length * 32 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={groups} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid stroke={c.border} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={tick} stroke={c.border} />
          <YAxis type="category" dataKey="name" tick={tick} stroke={c.border} width={150} />
          <Tooltip
            contentStyle={{ background: c.surface, border: `1px solid ${c.border}`, color: c.text }}
            labelStyle={{ color: c.text, fontWeight: 600 }}
            itemStyle={{ color: c.text }}
            cursor={{ fill: c.primary, fillOpacity: 0.08 }}
          />
          <Bar
            dataKey="engagement"
            name="Engagement"
            fill={c.primary}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const PeriodField = styled(Field)`
  min-width: 200px;
`;

const Muted = styled(MutedText)`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Said = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const QuotaBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 90px;
  font-variant-numeric: tabular-nums;
`;

const Meter = styled.div<{ $full: boolean }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.primary)};
  }
`;
