import { invalidArgument } from './errors.ts';

/**
 * A local post's summary: "You have up to 1,500 characters for the details of your post" (Google
 * Business Profile Help, "Make great business posts"; the change reported at
 * https://www.searchenginejournal.com/google-my-business-changes-post-limit-to-1500-characters/272013/).
 */
export const LOCAL_POST_SUMMARY_MAX = 1500;

/** LocalPostTopicType and CallToAction.ActionType (https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts). */
const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER', 'ALERT'];
const ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'];

const isUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

type GoogleDate = { year?: unknown; month?: unknown; day?: unknown };
type TimeOfDay = { hours?: unknown; minutes?: unknown };
type Post = {
  topicType?: unknown;
  summary?: unknown;
  callToAction?: { actionType?: unknown; url?: unknown };
  event?: {
    title?: unknown;
    schedule?: { startDate?: GoogleDate; startTime?: TimeOfDay; endDate?: GoogleDate; endTime?: TimeOfDay };
  };
  offer?: { couponCode?: unknown; redeemOnlineUrl?: unknown; termsConditions?: unknown };
  media?: { mediaFormat?: unknown; sourceUrl?: unknown }[];
};

/** A Date's and TimeOfDay's parts as one comparable number; NaN when a part is missing or out of range. */
function instantOf(date: GoogleDate | undefined, time: TimeOfDay | undefined): number {
  const [year, month, day] = [date?.year, date?.month, date?.day].map(Number);
  const [hours, minutes] = [time?.hours ?? 0, time?.minutes ?? 0].map(Number);
  const valid =
    Number.isInteger(year) &&
    (year ?? 0) >= 1 &&
    Number.isInteger(month) &&
    (month ?? 0) >= 1 &&
    (month ?? 0) <= 12 &&
    Number.isInteger(day) &&
    (day ?? 0) >= 1 &&
    (day ?? 0) <= 31 &&
    Number.isInteger(hours) &&
    (hours ?? 0) >= 0 &&
    (hours ?? 0) <= 23 &&
    Number.isInteger(minutes) &&
    (minutes ?? 0) >= 0 &&
    (minutes ?? 0) <= 59;
  return valid ? Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes) : Number.NaN;
}

/**
 * An event's or offer's schedule (LocalPostEvent.schedule, a TimeInterval of Dates and TimeOfDays): a
 * start and an end date, each a real day, the end not before the start. Null: a good schedule.
 */
function scheduleProblem(schedule: NonNullable<NonNullable<Post['event']>['schedule']>): string | null {
  const start = instantOf(schedule.startDate, schedule.startTime);
  const end = instantOf(schedule.endDate, schedule.endTime);
  if (Number.isNaN(start)) return 'event.schedule.startDate is not a valid date';
  if (Number.isNaN(end)) return 'event.schedule.endDate is required and must be a valid date';
  if (end < start) return 'event.schedule ends before it starts';
  return null;
}

/**
 * What Google refuses in a LocalPost, as the resource page documents it
 * (https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts): `topicType` is required;
 * `event` is required for EVENT and OFFER, with a title and a schedule; `offer` only for OFFER, its
 * `couponCode` and `termsConditions` texts and its `redeemOnlineUrl` a link (LocalPostOffer); `callToAction`'s url must be unset
 * for CALL and is the page the others open (ignored for OFFER); `sourceUrl` is the only media field
 * supported; the summary within its 1,500 characters. Null: a good post.
 */
export function validLocalPost(body: unknown) {
  if (!body || typeof body !== 'object') return invalidArgument('The request body must be a LocalPost');
  const post = body as Post;
  if (typeof post.topicType !== 'string' || !TOPIC_TYPES.includes(post.topicType))
    return invalidArgument('topicType is required: STANDARD, EVENT, OFFER or ALERT', 'topic_type');
  if (post.summary !== undefined && typeof post.summary !== 'string')
    return invalidArgument('summary must be text', 'summary');
  if (typeof post.summary === 'string' && [...post.summary].length > LOCAL_POST_SUMMARY_MAX)
    return invalidArgument(`summary is longer than ${LOCAL_POST_SUMMARY_MAX} characters`, 'summary');
  if (post.topicType === 'STANDARD' && !post.summary && !post.media?.length)
    return invalidArgument('A STANDARD post needs a summary or media', 'summary');
  if (post.topicType === 'EVENT' || post.topicType === 'OFFER') {
    if (typeof post.event?.title !== 'string' || !post.event.title || !post.event.schedule?.startDate)
      return invalidArgument('event with a title and a schedule is required for EVENT and OFFER', 'event');
    const problem = scheduleProblem(post.event.schedule);
    if (problem) return invalidArgument(problem, 'event.schedule');
  }
  if (post.offer !== undefined && post.topicType !== 'OFFER')
    return invalidArgument('offer is only for topicType OFFER', 'offer');
  if (post.offer !== undefined) {
    const { couponCode, redeemOnlineUrl, termsConditions } = post.offer;
    if (couponCode !== undefined && typeof couponCode !== 'string')
      return invalidArgument('offer.couponCode must be text', 'offer.coupon_code');
    if (termsConditions !== undefined && typeof termsConditions !== 'string')
      return invalidArgument('offer.termsConditions must be text', 'offer.terms_conditions');
    if (redeemOnlineUrl !== undefined && !isUrl(redeemOnlineUrl))
      return invalidArgument('offer.redeemOnlineUrl must be an http(s) URL', 'offer.redeem_online_url');
  }
  const action = post.callToAction;
  if (action && post.topicType !== 'OFFER') {
    if (typeof action.actionType !== 'string' || !ACTION_TYPES.includes(action.actionType))
      return invalidArgument(
        'callToAction.actionType is not a supported action',
        'call_to_action.action_type',
      );
    if (action.actionType === 'CALL' && action.url !== undefined)
      return invalidArgument('callToAction.url must be unset for CALL', 'call_to_action.url');
    if (action.actionType !== 'CALL' && !isUrl(action.url))
      return invalidArgument('callToAction.url must be an http(s) URL', 'call_to_action.url');
  }
  for (const item of post.media ?? []) {
    if (item.mediaFormat !== 'PHOTO' && item.mediaFormat !== 'VIDEO')
      return invalidArgument('media.mediaFormat must be PHOTO or VIDEO', 'media.media_format');
    if (!isUrl(item.sourceUrl)) return invalidArgument('media.sourceUrl is required', 'media.source_url');
  }
  return null;
}
