import type { AccountPagesResponse, AccountPostsResponse, AccountResponse } from '@studio/contracts';
import { Card, CenteredSpinner, MutedText } from '@studio/ui';
import styled from 'styled-components';
import { FactList, Facts, when } from './account-facts.tsx';

type Loaded<T> = { data?: T; error?: Error };

/** The clinic as its setup describes it, or that setup is not done yet. */
export function CompanyCard({
  company,
  lastSignInAt,
}: {
  company: AccountResponse['company'];
  lastSignInAt: string | null;
}) {
  return (
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
  );
}

/** The account's posts by state, its next and last activity, and today's AI quota. */
export function PostsCard({ posts }: { posts: Loaded<AccountPostsResponse> }) {
  return (
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
  );
}

/** The Facebook login and each selected page with what was published to it. */
export function PagesCard({ pages }: { pages: Loaded<AccountPagesResponse> }) {
  return (
    <Card>
      <h2>Connected pages</h2>
      {pages.data ? (
        <>
          <MutedText>
            {pages.data.connection
              ? `Facebook: ${pages.data.connection.status === 'connected' ? 'connected' : 'reconnection required'}${pages.data.connection.facebookUserName ? ` as ${pages.data.connection.facebookUserName}` : ''}${pages.data.connection.tokenExpiresAt ? `, token until ${when(pages.data.connection.tokenExpiresAt)}` : ''}`
              : 'Facebook not connected'}
          </MutedText>
          <FactList>
            {pages.data.pages.map((page) => (
              <li key={`${page.platform}:${page.pageId}`}>
                <strong>{page.pageName}</strong> ({page.platform}
                {page.isActive ? '' : ', inactive'}): {page.published} published, {page.failed} failed
                {page.lastError && <ErrorText> · last error: {page.lastError}</ErrorText>}
              </li>
            ))}
          </FactList>
        </>
      ) : pages.error ? (
        <MutedText>Could not load the pages: {String(pages.error.message)}</MutedText>
      ) : (
        <CenteredSpinner label="Loading the pages" />
      )}
    </Card>
  );
}

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
