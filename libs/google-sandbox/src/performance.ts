import type { Context, Hono } from 'hono';
import { callerOf, send } from './api.ts';
import type { GoogleSandboxContext } from './context.ts';
import { invalidArgument, permissionDenied } from './errors.ts';
import { locationsOf } from './sample-locations.ts';

/**
 * The daily metrics a location reports, with the typical size of one day's figure in the sandbox
 * (https://developers.google.com/my-business/reference/performance/rest/v1/DailyMetric).
 * Impressions count a user once a day; the others count each click or request.
 */
const DAILY_METRIC_SCALE: Record<string, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 14,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 22,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 38,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 46,
  BUSINESS_CONVERSATIONS: 1,
  BUSINESS_DIRECTION_REQUESTS: 5,
  CALL_CLICKS: 4,
  WEBSITE_CLICKS: 6,
  MESSAGING_CLICKS: 1,
  BUSINESS_BOOKINGS: 1,
  BUSINESS_FOOD_ORDERS: 0,
  BUSINESS_FOOD_MENU_CLICKS: 0,
};

/**
 * The most days one call covers, about 18 months: longer ranges are refused as an invalid range. The
 * Performance API's DailyRange page names no bound; its v4 predecessor's does ("The maximum range is 18
 * months from the request date", https://developers.google.com/my-business/reference/rest/v4/BasicMetricsRequest),
 * and the sandbox keeps it rather than take any range.
 */
const MAX_RANGE_DAYS = 550;

type GoogleDate = { year: number; month: number; day: number };

/**
 * One end of the required dailyRange (a google.type.Date, both ends inclusive:
 * https://developers.google.com/my-business/reference/performance/rest/v1/DailyRange). The query takes
 * the field names camelCase or snake_case, as Google's examples write both.
 */
function dateOf(c: Context, end: 'start' | 'end'): GoogleDate | null {
  const part = (field: 'year' | 'month' | 'day') =>
    c.req.query(`dailyRange.${end}Date.${field}`) ??
    c.req.query(`dailyRange.${end}_date.${field}`) ??
    c.req.query(`daily_range.${end}_date.${field}`);
  const [year, month, day] = (['year', 'month', 'day'] as const).map((f) => Number(part(f)));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year as number, (month as number) - 1, day as number));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() + 1 !== month || date.getUTCDate() !== day)
    return null;
  return { year: year as number, month: month as number, day: day as number };
}

const utcOf = (d: GoogleDate) => Date.UTC(d.year, d.month - 1, d.day);

/** A day's figure, the same for the same location, metric and date (FNV-1a of the three). */
function figureOf(location: string, metric: string, day: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${location}|${metric}|${day}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const scale = DAILY_METRIC_SCALE[metric] ?? 0;
  const weekday = new Date(day).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  return Math.round(scale * weekend * (0.5 + (hash % 1000) / 1000));
}

// https://developers.google.com/my-business/reference/performance/rest/v1/locations/fetchMultiDailyMetricsTimeSeries
export function registerPerformance(app: Hono, ctx: GoogleSandboxContext) {
  app.get('/businessprofileperformance/v1/locations/:call', async (c) => {
    const [id, method] = c.req.param('call').split(':');
    if (method !== 'fetchMultiDailyMetricsTimeSeries')
      return send(c, invalidArgument(`unknown method ${method ?? ''}`));
    const caller = await callerOf(ctx, c, 'businessprofileperformance', 'performance');
    if ('refused' in caller) return send(c, caller.refused);
    const location = `locations/${id}`;
    // Another business's location: the caller does not manage it.
    if (!locationsOf(caller.userKey).some((l) => l.name === location)) return send(c, permissionDenied());
    const metrics = c.req.queries('dailyMetrics') ?? [];
    if (!metrics.length) return send(c, invalidArgument('dailyMetrics is required', 'daily_metrics'));
    const unknown = metrics.find((m) => !(m in DAILY_METRIC_SCALE));
    if (unknown) return send(c, invalidArgument(`Invalid value: ${unknown}`, 'daily_metrics'));
    const start = dateOf(c, 'start');
    const end = dateOf(c, 'end');
    if (!start || !end) return send(c, invalidArgument('dailyRange is invalid', 'daily_range'));
    const days = (utcOf(end) - utcOf(start)) / 86_400_000 + 1;
    if (days < 1)
      return send(c, invalidArgument('dailyRange end date is before its start date', 'daily_range'));
    if (days > MAX_RANGE_DAYS)
      return send(c, invalidArgument(`dailyRange is longer than ${MAX_RANGE_DAYS} days`, 'daily_range'));
    const dates = Array.from({ length: days }, (_, i) => utcOf(start) + i * 86_400_000);
    return c.json({
      multiDailyMetricTimeSeries: [
        {
          dailyMetricTimeSeries: metrics.map((metric) => ({
            dailyMetric: metric,
            timeSeries: {
              datedValues: dates.map((day) => {
                const d = new Date(day);
                const value = figureOf(location, metric, day);
                // An int64 is a string in JSON; a zero value is left out, as proto3 JSON leaves defaults out.
                return {
                  date: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
                  ...(value ? { value: String(value) } : {}),
                };
              }),
            },
          })),
        },
      ],
    });
  });
}
