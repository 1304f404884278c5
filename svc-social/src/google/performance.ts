/**
 * The chosen locations' Performance API totals, kept in `social.google_performance` per location and
 * period, so that the analytics screen does not ask Google for each location at every load.
 *
 * How long figures stay fresh: the Performance API's metrics are daily (DailyMetric,
 * https://developers.google.com/my-business/reference/performance/rest/v1/DailyMetric) and "the data may
 * still be missing for days close to the request date" (BasicMetricsRequest,
 * https://developers.google.com/my-business/reference/rest/v4/BasicMetricsRequest): a period that reaches
 * into the last week is read again after some hours, as its last days fill in; an older one after a day.
 * The quota is 300 requests a minute for the whole platform's project ("Performance API 300 QPM",
 * https://developers.google.com/my-business/content/limits): one reading per stale location and period,
 * by one replica at a time (a lease on its row), and none for a while after Google refused one (its
 * Retry-After, at least 30 s), while the figures already kept are served with their date.
 */
import type { GoogleLocation, GoogleLocationPerformance, GooglePerformanceFigures } from '@studio/contracts';
import type { Clock, Db } from '@studio/kit';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { googlePerformance } from '../db/schema.ts';
import { findGoogleConnection, googleAccessToken, googleLocationsOf } from './connections.ts';
import { type GoogleClient, type GoogleDay, totalsOf } from './google-client.ts';
import { googleProblem } from './problems.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A period ending within this many days of today may still be missing days. */
export const RECENT_DAYS = 7;
/** How long a recent period's figures are served before Google is asked again. */
export const RECENT_FRESH_MS = 6 * HOUR_MS;
/** How long an older period's figures are served before Google is asked again. */
export const SETTLED_FRESH_MS = DAY_MS;
/** How long one replica holds a row while it asks Google (longer than a call's time-out). */
const REFRESH_LEASE_MS = 60_000;
/** How often a request waiting for another replica's first reading looks again. */
const WAIT_STEP_MS = 200;

/**
 * The Performance API's daily metrics the analytics screen shows, by what they add up to
 * (https://developers.google.com/my-business/reference/performance/rest/v1/DailyMetric).
 */
const METRICS_OF = {
  impressionsMaps: ['BUSINESS_IMPRESSIONS_DESKTOP_MAPS', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS'],
  impressionsSearch: ['BUSINESS_IMPRESSIONS_DESKTOP_SEARCH', 'BUSINESS_IMPRESSIONS_MOBILE_SEARCH'],
  callClicks: ['CALL_CLICKS'],
  websiteClicks: ['WEBSITE_CLICKS'],
  directionRequests: ['BUSINESS_DIRECTION_REQUESTS'],
} as const;
type Figure = keyof typeof METRICS_OF;
const DAILY_METRICS = Object.values(METRICS_OF).flat();

const googleDayOf = (day: string): GoogleDay => {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};

/** Performance's name of a location stored under v4's accounts/{a}/locations/{l}: locations/{l}. */
const performanceNameOf = (v4Name: string) => v4Name.slice(v4Name.indexOf('locations/'));

/** How long figures of the period ending `to` are fresh, seen at `now`. */
export function freshForMs(to: string, now: Date): number {
  const ended = Date.parse(`${to}T00:00:00Z`);
  return now.getTime() - ended < RECENT_DAYS * DAY_MS ? RECENT_FRESH_MS : SETTLED_FRESH_MS;
}

type Deps = { db: Db; clock: Clock; google: GoogleClient; cipher: TokenCipher };
type Period = { from: string; to: string };
type Row = typeof googlePerformance.$inferSelect;

const rowWhere = (accountId: number, location: string, { from, to }: Period) =>
  and(
    eq(googlePerformance.accountId, accountId),
    eq(googlePerformance.locationName, location),
    eq(googlePerformance.fromDay, from),
    eq(googlePerformance.toDay, to),
  );

async function readRow(db: Db, accountId: number, location: string, period: Period): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(googlePerformance)
    .where(rowWhere(accountId, location, period));
  return row ?? null;
}

/**
 * Takes the row's lease when no replica holds it, its figures are not fresh (another replica may have
 * stored them since this one read the row) and, with figures kept, the wait after Google's last refusal is
 * over (with none, there is nothing else to serve): in one statement, so one replica wins.
 */
async function claimRefresh(
  db: Db,
  accountId: number,
  location: string,
  period: Period,
  at: Date,
): Promise<boolean> {
  const until = new Date(at.getTime() + REFRESH_LEASE_MS);
  const freshSince = new Date(at.getTime() - freshForMs(period.to, at));
  const free = and(
    or(isNull(googlePerformance.refreshingUntil), lte(googlePerformance.refreshingUntil, at)),
    or(isNull(googlePerformance.fetchedAt), lte(googlePerformance.fetchedAt, freshSince)),
    or(
      isNull(googlePerformance.retryAt),
      lte(googlePerformance.retryAt, at),
      isNull(googlePerformance.figures),
    ),
  );
  const rows = await db
    .insert(googlePerformance)
    .values({
      accountId,
      locationName: location,
      fromDay: period.from,
      toDay: period.to,
      refreshingUntil: until,
    })
    .onConflictDoUpdate({
      target: [
        googlePerformance.accountId,
        googlePerformance.locationName,
        googlePerformance.fromDay,
        googlePerformance.toDay,
      ],
      set: { refreshingUntil: until },
      setWhere: free,
    })
    .returning({ location: googlePerformance.locationName });
  return rows.length > 0;
}

/** One location's totals over the period, asked of Google now. */
async function askGoogle(
  { google }: Deps,
  accessToken: string,
  location: string,
  { from, to }: Period,
): Promise<GooglePerformanceFigures> {
  const range = { start: googleDayOf(from), end: googleDayOf(to) };
  const answer = await google.dailyMetrics(accessToken, performanceNameOf(location), DAILY_METRICS, range);
  const totals = totalsOf(answer, DAILY_METRICS);
  const sum = (figure: Figure) =>
    METRICS_OF[figure].reduce((total, metric) => total + (totals.get(metric) ?? 0), 0);
  return {
    impressionsMaps: sum('impressionsMaps'),
    impressionsSearch: sum('impressionsSearch'),
    callClicks: sum('callClicks'),
    websiteClicks: sum('websiteClicks'),
    directionRequests: sum('directionRequests'),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One location's figures: the kept ones while fresh; else read again by this replica when it wins the
 * row (a refusal serves the kept ones, marked stale, and is thrown only when none are kept); else the
 * kept ones while another replica reads them, or, with none kept yet, those it stores.
 */
async function locationFigures(
  deps: Deps,
  accountId: number,
  location: GoogleLocation,
  period: Period,
  accessToken: () => Promise<string>,
): Promise<GoogleLocationPerformance> {
  const { db, clock } = deps;
  const served = (row: Row, stale: boolean): GoogleLocationPerformance => ({
    name: location.name,
    title: location.title,
    ...(row.figures as GooglePerformanceFigures),
    fetchedAt: (row.fetchedAt as Date).toISOString(),
    stale,
  });
  const deadline = clock().getTime() + REFRESH_LEASE_MS;
  for (;;) {
    const at = clock();
    const kept = await readRow(db, accountId, location.name, period);
    const fresh = kept?.fetchedAt && at.getTime() - kept.fetchedAt.getTime() < freshForMs(period.to, at);
    if (kept?.figures && fresh) return served(kept, false);
    if (await claimRefresh(db, accountId, location.name, period, at)) {
      try {
        const figures = await askGoogle(deps, await accessToken(), location.name, period);
        const [row] = await db
          .update(googlePerformance)
          .set({ figures, fetchedAt: clock(), refreshingUntil: null, retryAt: null })
          .where(rowWhere(accountId, location.name, period))
          .returning();
        return served(row as Row, false);
      } catch (error) {
        const waitS = googleProblem(error).retryAfterSeconds ?? 30;
        await db
          .update(googlePerformance)
          .set({ refreshingUntil: null, retryAt: new Date(clock().getTime() + waitS * 1000) })
          .where(rowWhere(accountId, location.name, period));
        if (kept?.figures) return served(kept, true);
        throw error;
      }
    }
    if (kept?.figures) return served(kept, true);
    if (clock().getTime() > deadline) throw new Error('the location figures stayed busy at another replica');
    await wait(WAIT_STEP_MS);
  }
}

/**
 * The account's chosen locations' totals from `from` to `to` (YYYY-MM-DD, both included), as kept while
 * fresh, else read from Google (one call per stale location). Empty without a Google login or a chosen
 * location.
 */
export async function chosenLocationsPerformance(
  deps: Deps,
  accountId: number,
  from: string,
  to: string,
): Promise<GoogleLocationPerformance[]> {
  const chosen = (await googleLocationsOf(deps.db, accountId)).filter((l) => l.selected);
  if (!chosen.length) return [];
  let token: Promise<string | null> | null = null;
  const accessToken = async () => {
    token ??= googleAccessToken(deps, accountId);
    const got = await token;
    if (!got) throw new Error('no Google login');
    return got;
  };
  if (!(await findGoogleConnection(deps.db, accountId))) return [];
  return Promise.all(
    chosen.map((location) => locationFigures(deps, accountId, location, { from, to }, accessToken)),
  );
}
