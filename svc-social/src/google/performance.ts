import type { GoogleLocationPerformance } from '@studio/contracts';
import type { Db } from '@studio/kit';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { googleAccessToken, googleLocationsOf } from './connections.ts';
import { type GoogleClient, type GoogleDay, totalsOf } from './google-client.ts';

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

/**
 * The account's chosen locations' totals from `from` to `to` (YYYY-MM-DD, both included), read from
 * Google now, one call per location. Empty without a Google login or a chosen location.
 */
export async function chosenLocationsPerformance(
  deps: { db: Db; google: GoogleClient; cipher: TokenCipher },
  accountId: number,
  from: string,
  to: string,
): Promise<GoogleLocationPerformance[]> {
  const chosen = (await googleLocationsOf(deps.db, accountId)).filter((l) => l.selected);
  if (!chosen.length) return [];
  const accessToken = await googleAccessToken(deps, accountId);
  if (!accessToken) return [];
  return Promise.all(
    chosen.map(async (location) => {
      const range = { start: googleDayOf(from), end: googleDayOf(to) };
      const answer = await deps.google.dailyMetrics(
        accessToken,
        performanceNameOf(location.name),
        DAILY_METRICS,
        range,
      );
      const totals = totalsOf(answer, DAILY_METRICS);
      const sum = (figure: Figure) =>
        METRICS_OF[figure].reduce((total, metric) => total + (totals.get(metric) ?? 0), 0);
      return {
        name: location.name,
        title: location.title,
        impressionsMaps: sum('impressionsMaps'),
        impressionsSearch: sum('impressionsSearch'),
        callClicks: sum('callClicks'),
        websiteClicks: sum('websiteClicks'),
        directionRequests: sum('directionRequests'),
      };
    }),
  );
}
