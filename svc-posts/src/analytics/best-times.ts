import type { AnalyticsDay, BestTimesResponse, PostResults } from '@studio/contracts';

/** Posts with numbers it takes before a posting time is suggested. */
export const MINIMUM_POSTS = 8;
/** Posts an hour needs before it can be the suggestion (one lucky post is not a pattern). */
const MINIMUM_AT_HOUR = 2;

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * `make`'s answer for a key, remembered for at most `limit` keys (the oldest forgotten first): for what
 * costs much to make and is asked for again and again with few keys.
 */
export function remembered<V>(
  limit: number,
  make: (key: string) => V,
): ((key: string) => V) & { size: () => number } {
  const kept = new Map<string, V>();
  const get = (key: string) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
    }
    return value;
  };
  return Object.assign(get, { size: () => kept.size });
}

/**
 * One formatter a time zone: making one costs far more than using it, and the daily series asks for the
 * parts of every hour of a month (720 formatters an analytics answer when each call made its own). IANA
 * has a few hundred zones; a company's is checked to be one of them.
 */
export const ZONE_FORMATS_KEPT = 500;
const zoneFormatOf = remembered(
  ZONE_FORMATS_KEPT,
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The day (YYYY-MM-DD), ISO weekday and hour of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    zoneFormatOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
    hour: Number(parts.hour) % 24,
  };
}

const perPost = (total: number, posts: number) => Math.round((total / Math.max(1, posts)) * 10) / 10;

type Bucket = { posts: number; engagement: number; reach: number };
const add = (buckets: Map<string, Bucket>, key: string, post: PostResults) => {
  const b = buckets.get(key) ?? { posts: 0, engagement: 0, reach: 0 };
  b.posts += 1;
  b.engagement += post.engagement;
  b.reach += post.reach;
  buckets.set(key, b);
};

/**
 * When the business's own posts did best, by weekday and hour of publishing in its time zone, and,
 * once there are MINIMUM_POSTS posts with numbers, the hour to suggest as its posting time: the hour
 * with the most engagement per post among those posted at at least twice.
 */
export function bestTimesOf(posts: PostResults[], timeZone: string): Omit<BestTimesResponse, 'success'> {
  const slots = new Map<string, Bucket>();
  const hours = new Map<string, Bucket>();
  const weekdays = new Map<string, Bucket>();
  for (const post of posts) {
    const { weekday, hour } = zonedParts(new Date(post.publishedAt), timeZone);
    add(slots, `${weekday}:${hour}`, post);
    add(hours, String(hour), post);
    add(weekdays, String(weekday), post);
  }
  const hourRows = [...hours.entries()]
    .map(([hour, b]) => ({
      hour: Number(hour),
      posts: b.posts,
      engagementPerPost: perPost(b.engagement, b.posts),
    }))
    .sort((a, b) => a.hour - b.hour);
  const weekdayRows = [...weekdays.entries()]
    .map(([weekday, b]) => ({
      weekday: Number(weekday),
      posts: b.posts,
      engagementPerPost: perPost(b.engagement, b.posts),
    }))
    .sort((a, b) => a.weekday - b.weekday);
  const average = perPost(
    posts.reduce((t, p) => t + p.engagement, 0),
    posts.length,
  );
  const best = hourRows
    .filter((h) => h.posts >= MINIMUM_AT_HOUR)
    .sort((a, b) => b.engagementPerPost - a.engagementPerPost || b.posts - a.posts || a.hour - b.hour)[0];
  const suggestion =
    posts.length >= MINIMUM_POSTS && best
      ? {
          time: `${String(best.hour).padStart(2, '0')}:00`,
          weekdays: [...weekdayRows]
            .sort((a, b) => b.engagementPerPost - a.engagementPerPost || a.weekday - b.weekday)
            .slice(0, 3)
            .map((d) => d.weekday),
          engagementPerPost: best.engagementPerPost,
          liftPercent: average > 0 ? Math.round((best.engagementPerPost / average - 1) * 100) : 0,
        }
      : null;
  return {
    timeZone,
    posts: posts.length,
    minimumPosts: MINIMUM_POSTS,
    slots: [...slots.entries()]
      .map(([key, b]) => {
        const [weekday, hour] = key.split(':').map(Number) as [number, number];
        return {
          weekday,
          hour,
          posts: b.posts,
          engagementPerPost: perPost(b.engagement, b.posts),
          reachPerPost: perPost(b.reach, b.posts),
        };
      })
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    hours: hourRows,
    weekdays: weekdayRows,
    suggestion,
  };
}

/** Every day of [from, to) in the time zone, each with the posts published that day and their numbers. */
export function dailySeries(posts: PostResults[], from: Date, to: Date, timeZone: string): AnalyticsDay[] {
  const days = new Map<string, AnalyticsDay>();
  for (let at = from.getTime(); at < to.getTime(); at += 3_600_000) {
    const { date } = zonedParts(new Date(at), timeZone);
    if (!days.has(date)) days.set(date, { date, posts: 0, views: 0, reach: 0, engagement: 0 });
  }
  const last = zonedParts(new Date(to.getTime() - 1), timeZone).date;
  if (!days.has(last)) days.set(last, { date: last, posts: 0, views: 0, reach: 0, engagement: 0 });
  for (const post of posts) {
    const day = days.get(zonedParts(new Date(post.publishedAt), timeZone).date);
    if (!day) continue;
    day.posts += 1;
    day.views += post.views;
    day.reach += post.reach;
    day.engagement += post.engagement;
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
