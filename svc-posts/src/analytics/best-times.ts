import {
  type AnalyticsDay,
  type BestTimesResponse,
  type PostResults,
  plusDays,
  wallClockOf,
} from '@studio/contracts';

/** Posts with numbers it takes before a posting time is suggested. */
export const MINIMUM_POSTS = 8;
/** Posts an hour needs before it can be the suggestion (one lucky post is not a pattern). */
const MINIMUM_AT_HOUR = 2;

/** The day (YYYY-MM-DD), ISO weekday and hour of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string) {
  const { day, weekday, hour } = wallClockOf(at, timeZone);
  return { date: day, weekday, hour };
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
  const empty = (date: string) => ({ date, posts: 0, views: 0, reach: 0, engagement: 0 });
  // The calendar days from the one `from` falls on to the one before `to`, counted on the calendar
  // (two time zone conversions, not one an hour).
  const last = zonedParts(new Date(to.getTime() - 1), timeZone).date;
  for (let date = zonedParts(from, timeZone).date; date < last; date = plusDays(date, 1)) {
    days.set(date, empty(date));
  }
  days.set(last, empty(last));
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
