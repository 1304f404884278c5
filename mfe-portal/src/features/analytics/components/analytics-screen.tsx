import {
  type AnalyticsDays,
  type AnalyticsGroup,
  type BestTimesResponse,
  DEFAULT_TIME_ZONE,
  POST_FORMAT_LABELS,
  type PostResults,
} from '@studio/contracts';
import { Alert, Card, CenteredSpinner, EmptyState, Field, MutedText, Select } from '@studio/ui';
import { Columns, PageHeader, Total, Totals, WebImage } from '@studio/ui/content';
import { portalStep, useDocumentTitle, usePortalPrefix } from '@studio/web';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { useBestTimes } from '../api/get-best-times.ts';
import { useFacebookMode } from '../api/get-facebook-mode.ts';
import { useOverview } from '../api/get-overview.ts';
import { checkpointLabels, analyticsTexts as t, weekdayNames } from '../texts.ts';
import { formatDateTime, formatDecimal, formatNumber, formatWatchTime } from '../utils/format.ts';
import { videoFiguresOf } from '../utils/video-figures.ts';
import { HoursChart, ResultsChart } from './charts.tsx';
import { GoogleSection } from './google-section.tsx';

const PERIODS: AnalyticsDays[] = [7, 30, 90, 365];

/**
 * /portal/analytics: the business's results: totals and the days of a period, its best
 * posts, what each product and category brought, and the hours that did best, with the posting time
 * it suggests once there are enough posts.
 */
export function AnalyticsScreen() {
  useDocumentTitle(t.title);
  const [days, setDays] = useState<AnalyticsDays>(30);
  const { data, error, isLoading } = useOverview(days);
  const best = useBestTimes();
  const timeZone = data?.timeZone ?? best.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const testData = useFacebookMode() === 'sandbox';

  return (
    <Screen>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <PeriodField label={t.period}>
            <Select value={days} onChange={(e) => setDays(Number(e.target.value) as AnalyticsDays)}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t.periods[p as keyof typeof t.periods]}
                </option>
              ))}
            </Select>
          </PeriodField>
        }
      />
      {testData && (
        <Alert tone="info" title={t.testDataTitle}>
          {t.testData}
        </Alert>
      )}
      {isLoading && !data && <CenteredSpinner label={texts.loading} />}
      {error && <Alert tone="danger">{t.loadFailed}</Alert>}
      {data && (
        <>
          <Totals $min="160px" $top aria-label={t.title}>
            <Total label={t.totals.reach} value={formatNumber(data.totals.reach)} help={t.totalsHelp.reach} />
            <Total
              label={t.totals.engagement}
              value={formatNumber(data.totals.engagement)}
              help={t.totalsHelp.engagement}
            />
            <Total label={t.totals.views} value={formatNumber(data.totals.views)} />
            <Total label={t.totals.clicks} value={formatNumber(data.totals.clicks)} />
            <Total label={t.totals.posts} value={formatNumber(data.totals.posts)} />
          </Totals>
          {data.totals.posts === 0 ? (
            <EmptyState title={t.empty} description={t.emptyDescription} />
          ) : (
            <>
              <Card as="section" aria-labelledby="analytics-over-time">
                <SectionTitle id="analytics-over-time">{t.overTime}</SectionTitle>
                <Muted>{t.overTimeHelp}</Muted>
                <ResultsChart series={data.series} />
              </Card>
              <Card as="section" aria-labelledby="analytics-top">
                <SectionTitle id="analytics-top">{t.topPosts}</SectionTitle>
                <TopPosts posts={data.topPosts} timeZone={timeZone} />
              </Card>
              <Columns>
                <Card as="section" aria-labelledby="analytics-products">
                  <SectionTitle id="analytics-products">{t.byProduct}</SectionTitle>
                  <Groups groups={data.byProduct} />
                </Card>
                <Card as="section" aria-labelledby="analytics-categories">
                  <SectionTitle id="analytics-categories">{t.byCategory}</SectionTitle>
                  <Groups groups={data.byCategory} />
                </Card>
              </Columns>
            </>
          )}
        </>
      )}
      {data && <GoogleSection from={data.from} to={data.to} timeZone={timeZone} />}
      {best.data && best.data.posts > 0 && <BestTimes best={best.data} />}
      <Muted>{t.lag}</Muted>
    </Screen>
  );
}

function TopPosts({ posts, timeZone }: { posts: PostResults[]; timeZone: string }) {
  return (
    <PostList>
      {posts.map((post, index) => (
        <PostItem key={post.postId} data-testid="analytics-top-post">
          <Rank aria-hidden>{index + 1}</Rank>
          {post.image ? <Thumb src={post.image} alt="" /> : <ThumbPlaceholder aria-hidden />}
          <PostText>
            <strong>
              {post.format && post.format !== 'feed' && (
                <FormatBadge data-format={post.format}>{POST_FORMAT_LABELS[post.format]}</FormatBadge>
              )}
              {post.productName}
            </strong>
            <Small>
              {formatDateTime(post.publishedAt, timeZone)} · {t.updated(checkpointLabels[post.checkpoint])}
            </Small>
            {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
          </PostText>
          <Numbers>
            <Figure>
              <b>{formatNumber(post.reach)}</b>
              <span>{t.totals.reach}</span>
            </Figure>
            <Figure>
              <b>{formatNumber(post.engagement)}</b>
              <span>{t.totals.engagement}</span>
            </Figure>
            <VideoNumbers post={post} />
            {!post.format || post.format === 'feed' ? (
              <Figure>
                <b>{formatNumber(post.clicks)}</b>
                <span>{t.totals.clicks}</span>
              </Figure>
            ) : null}
          </Numbers>
        </PostItem>
      ))}
    </PostList>
  );
}

/** A Reel's average watch time, a Story's exits and replies, beside the figures every post has. */
function VideoNumbers({ post }: { post: PostResults }) {
  const figures = videoFiguresOf(post);
  if (!figures) return null;
  const shown = (value: number | null, format: (n: number) => string) =>
    value === null ? '–' : format(value);
  return figures.kind === 'reel' ? (
    <Figure>
      <b>{shown(figures.watchTimeAvgMs, formatWatchTime)}</b>
      <span>{t.watchTime}</span>
    </Figure>
  ) : (
    <>
      <Figure title={t.storyNote}>
        <b>{shown(figures.exits, formatNumber)}</b>
        <span>{t.exits}</span>
      </Figure>
      <Figure title={t.storyNote}>
        <b>{shown(figures.replies, formatNumber)}</b>
        <span>{t.replies}</span>
      </Figure>
    </>
  );
}

/** Each group's engagement as a bar against the best group's, with its reach and posts. */
function Groups({ groups }: { groups: AnalyticsGroup[] }) {
  const most = Math.max(1, ...groups.map((g) => g.engagement));
  return (
    <GroupList>
      {groups.map((g) => (
        <li key={`${g.productId ?? ''}:${g.name}`}>
          <GroupHead>
            <strong>{g.name || t.noCategory}</strong>
            <span>
              {formatNumber(g.engagement)} {t.totals.engagement.toLowerCase()}
            </span>
          </GroupHead>
          <Bar aria-hidden>
            <span style={{ width: `${Math.max(2, (g.engagement / most) * 100)}%` }} />
          </Bar>
          <Small>
            {t.postsCount(g.posts)} · {formatNumber(g.reach)} {t.totals.reach.toLowerCase()} ·{' '}
            {formatDecimal(g.engagementPerPost)} {t.perPost}
          </Small>
        </li>
      ))}
    </GroupList>
  );
}

function BestTimes({ best }: { best: BestTimesResponse }) {
  const prefix = usePortalPrefix();
  const suggestedHour = best.suggestion ? Number(best.suggestion.time.slice(0, 2)) : null;
  const mostPerDay = Math.max(1, ...best.weekdays.map((d) => d.engagementPerPost));
  return (
    <Card as="section" aria-labelledby="analytics-best-times">
      <SectionTitle id="analytics-best-times">{t.bestTimes}</SectionTitle>
      <Muted>{t.bestTimesHelp}</Muted>
      {best.suggestion ? (
        <Suggestion role="status">
          <strong>{t.suggestion(best.suggestion.time)}</strong>
          <span>
            {t.suggestionDetail(
              best.suggestion.liftPercent,
              best.suggestion.weekdays.map((d) => weekdayNames[d - 1]).join(', '),
            )}
          </span>
          <Link to={portalStep(prefix, 'setup')}>{t.useInSetup}</Link>
        </Suggestion>
      ) : (
        <Alert tone="info">{t.notEnough(best.posts, best.minimumPosts)}</Alert>
      )}
      <Columns>
        <div>
          <SubTitle>{t.byHour}</SubTitle>
          <HoursChart hours={best.hours} best={suggestedHour} />
        </div>
        <div>
          <SubTitle>{t.byWeekday}</SubTitle>
          <GroupList>
            {best.weekdays.map((d) => (
              <li key={d.weekday}>
                <GroupHead>
                  <strong>{weekdayNames[d.weekday - 1]}</strong>
                  <span>
                    {formatDecimal(d.engagementPerPost)} {t.perPost}
                  </span>
                </GroupHead>
                <Bar aria-hidden>
                  <span style={{ width: `${Math.max(2, (d.engagementPerPost / mostPerDay) * 100)}%` }} />
                </Bar>
                <Small>{t.postsCount(d.posts)}</Small>
              </li>
            ))}
          </GroupList>
        </div>
      </Columns>
    </Card>
  );
}

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  header {
    margin-bottom: 0;
  }
`;

const PeriodField = styled(Field)`
  min-width: 220px;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const SubTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Muted = styled(MutedText)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const PostList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const PostItem = styled.li`
  display: grid;
  grid-template-columns: auto 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: auto 48px minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Rank = styled.span`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Thumb = styled(WebImage)`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ThumbPlaceholder = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PostText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const FormatBadge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  vertical-align: middle;
`;

const Excerpt = styled.span`
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Numbers = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const Figure = styled.div`
  display: grid;
  text-align: right;

  b {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    text-align: left;
  }
`;

const GroupList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const GroupHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  span {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Suggestion = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 40%, transparent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent);

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
