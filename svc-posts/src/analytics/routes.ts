import type {
  AdminAnalyticsResponse,
  AnalyticsOverviewResponse,
  BestTimesResponse,
  PostResultsResponse,
} from '@studio/contracts';
import { type Auth, accountIdOf, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { adminAnalytics } from './admin.ts';
import { bestTimesOf, dailySeries } from './best-times.ts';
import {
  byCategory,
  byProduct,
  byResults,
  groupsOf,
  latestReadings,
  periodResults,
  postResultsOf,
} from './results.ts';

type Deps = { db: Db; auth: Auth; now: () => Date };

const DAY = 86_400_000;
/** The best times are judged on a year of the business's posts. */
const BEST_TIMES_DAYS = 365;

/**
 * Analytics from the numbers svc-social reads (`social.post.insights-collected`, kept in
 * posts.post_insights): the business's own results, its cards' numbers and its best times (the
 * account from the token only), and the platform admin's view across accounts.
 */
export function analyticsRoutes(app: ServiceApp, { db, now }: Deps) {
  mountRoute(app, 'GET /api/analytics/overview', async (c) => {
    const accountId = accountIdOf(c);
    const to = now();
    const from = new Date(to.getTime() - c.req.valid('query').days * DAY);
    const [timeZone, { totals, topPosts, posts }] = await Promise.all([
      timeZoneOf(db, accountId),
      periodResults(db, accountId, from, to),
    ]);
    return c.json({
      success: true,
      from: from.toISOString(),
      to: to.toISOString(),
      timeZone,
      totals,
      series: dailySeries(posts, from, to, timeZone),
      topPosts,
      byProduct: groupsOf(posts, byProduct),
      byCategory: groupsOf(posts, byCategory),
    } satisfies AnalyticsOverviewResponse);
  });

  mountRoute(app, 'GET /api/analytics/posts', async (c) => {
    const posts = postResultsOf(await latestReadings(db, { accountId: accountIdOf(c) }));
    return c.json({ success: true, posts } satisfies PostResultsResponse);
  });

  mountRoute(app, 'GET /api/analytics/best-times', async (c) => {
    const accountId = accountIdOf(c);
    const to = now();
    const from = new Date(to.getTime() - BEST_TIMES_DAYS * DAY);
    const [timeZone, readings] = await Promise.all([
      timeZoneOf(db, accountId),
      latestReadings(db, { accountId, from, to }),
    ]);
    const posts = postResultsOf(readings).sort(byResults);
    return c.json({ success: true, ...bestTimesOf(posts, timeZone) } satisfies BestTimesResponse);
  });

  mountRoute(app, 'GET /api/analytics/admin', async (c) => {
    const to = now();
    const from = new Date(to.getTime() - c.req.valid('query').days * DAY);
    return c.json({
      success: true,
      ...(await adminAnalytics(db, from, to, to)),
    } satisfies AdminAnalyticsResponse);
  });
}
