import { z } from 'zod';

/** Where the local Google Business Profile sandbox answers, on Google's hosts' paths. */
export const GOOGLE_SANDBOX_BASE_PATH = '/api/google-sandbox';

/**
 * The one scope the Google login asks for: every Business Profile method (accounts, locations, local
 * posts, reviews) requires https://www.googleapis.com/auth/business.manage.
 */
export const GOOGLE_SCOPES: readonly string[] = ['https://www.googleapis.com/auth/business.manage'];

/** A Google Business Profile location a business may publish to. */
export const GoogleLocation = z.object({
  /** v4's resource name: accounts/{accountId}/locations/{locationId}. */
  name: z.string(),
  title: z.string(),
  accountName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  websiteUri: z.string().nullable(),
  /** Verified by Google: only a verified location's reviews can be answered. */
  verified: z.boolean(),
  selected: z.boolean(),
});
export type GoogleLocation = z.infer<typeof GoogleLocation>;

/** GET /api/google/locations: the connection and its locations (empty when not connected). */
export const GoogleLocationsResponse = z.object({
  success: z.boolean(),
  connected: z.boolean(),
  /** 'off': the platform has no Google OAuth client set up (and no sandbox). */
  mode: z.enum(['google_api', 'sandbox', 'off']),
  status: z.enum(['connected', 'reconnect_required']).nullable(),
  locations: z.array(GoogleLocation),
});
export type GoogleLocationsResponse = z.infer<typeof GoogleLocationsResponse>;

/** POST /api/google/locations: the locations posts go to (their v4 names), replacing the choice. */
export const SaveGoogleLocationsRequest = z.strictObject({
  locations: z.array(z.string().regex(/^accounts\/\d+\/locations\/\d+$/)).max(100),
});
export type SaveGoogleLocationsRequest = z.infer<typeof SaveGoogleLocationsRequest>;

/** GET /api/google-sandbox/published: what the sandbox shows on each of the business's locations. */
export const GoogleSandboxPublishedResponse = z.object({
  locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      title: z.string(),
      address: z.string(),
      posts: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          summary: z.string(),
          topicType: z.string(),
          createTime: z.string(),
          callToAction: z.object({ actionType: z.string(), url: z.string().optional() }).nullable(),
          /** An EVENT's or OFFER's event (its title and schedule), an OFFER's terms: as Google keeps them. */
          event: z.looseObject({ title: z.string() }).nullable(),
          offer: z
            .looseObject({
              couponCode: z.string().optional(),
              redeemOnlineUrl: z.string().optional(),
              termsConditions: z.string().optional(),
            })
            .nullable(),
          imageUrl: z.string().nullable(),
        }),
      ),
      reviews: z.array(
        z.object({
          reviewer: z.string(),
          stars: z.number(),
          comment: z.string(),
          reply: z.string().nullable(),
        }),
      ),
    }),
  ),
});

/** A Google review of one of the business's chosen locations, with its stars and the reply, if any. */
export const GoogleReview = z.object({
  /** accounts/{a}/locations/{l}/reviews/{r} */
  name: z.string(),
  locationName: z.string(),
  locationTitle: z.string(),
  reviewer: z.string(),
  /** 1–5; null when Google gives none. */
  stars: z.number().int().min(1).max(5).nullable(),
  comment: z.string(),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), sentAt: z.string().nullable(), by: z.string().nullable() }).nullable(),
  /** A reply not sent yet: waiting for the reviewer's sign-off, or sent back with the changes asked. */
  pending: z
    .object({
      text: z.string(),
      by: z.string(),
      state: z.enum(['awaiting_signoff', 'changes_requested']),
      comment: z.string().nullable(),
    })
    .nullable(),
  /** Google takes replies only on a verified location. */
  answerable: z.boolean(),
});
export type GoogleReview = z.infer<typeof GoogleReview>;

/** GET /api/google/reviews: the chosen locations' reviews, newest first. */
export const GoogleReviewsResponse = z.object({ success: z.boolean(), reviews: z.array(GoogleReview) });
export type GoogleReviewsResponse = z.infer<typeof GoogleReviewsResponse>;

/** POST /api/google/reviews/reply: the public reply to one review (Google's limit is 4096 bytes). */
export const GoogleReviewReplyRequest = z.strictObject({
  review: z.string().regex(/^accounts\/\d+\/locations\/\d+\/reviews\/[\w-]+$/),
  text: z.string().trim().min(1).max(4096),
});
export type GoogleReviewReplyRequest = z.infer<typeof GoogleReviewReplyRequest>;

/** The reply as sent (or, 'awaiting_signoff', held for the reviewer), or the suggested one. */
export const GoogleReviewReplyResponse = z.object({
  success: z.boolean(),
  review: z.string(),
  text: z.string(),
  state: z.enum(['sent', 'awaiting_signoff', 'changes_requested']).optional(),
  message: z.string().optional(),
});

/** POST /api/google/reviews/signoff: the reviewer's decision on a reply waiting for it. */
export const GoogleReviewSignOffRequest = z.strictObject({
  review: z.string().regex(/^accounts\/\d+\/locations\/\d+\/reviews\/[\w-]+$/),
  decision: z.enum(['sign_off', 'request_changes']),
  comment: z.string().trim().max(2000).optional(),
});
export type GoogleReviewSignOffRequest = z.infer<typeof GoogleReviewSignOffRequest>;

export const googleReviewMessages = {
  awaitingSignOff: 'Η απάντηση περιμένει την έγκριση του ιατρικού ελεγκτή πριν σταλεί στη Google.',
  changesRequested: 'Η απάντηση επιστράφηκε για αλλαγές.',
  notAwaiting: 'Η απάντηση δεν περιμένει έγκριση.',
};
export type GoogleReviewReplyResponse = z.infer<typeof GoogleReviewReplyResponse>;

/**
 * A local post's call to action (CallToAction.ActionType,
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#calltoaction):
 * book on the clinic's booking link when the company has one, else call the location's telephone, else
 * learn more on its website; none without any of them. The publisher sends it; the portal's preview draws it.
 */
export function callToActionOf(
  bookingUrl: string | null,
  target: { phone: string | null; websiteUri: string | null },
): { actionType: 'BOOK' | 'LEARN_MORE'; url: string } | { actionType: 'CALL' } | null {
  if (bookingUrl && /^https?:\/\//i.test(bookingUrl)) return { actionType: 'BOOK', url: bookingUrl };
  if (target.phone) return { actionType: 'CALL' };
  return target.websiteUri ? { actionType: 'LEARN_MORE', url: target.websiteUri } : null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Η ημερομηνία θέλει τη μορφή ΕΕΕΕ-ΜΜ-ΗΗ.');

/** GET /api/google/performance: the period, both days included (the business's calendar days). */
export const GooglePerformanceQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'Η αρχή της περιόδου είναι μετά το τέλος της.', path: ['from'] });
export type GooglePerformanceQuery = z.infer<typeof GooglePerformanceQuery>;

/**
 * One chosen location's totals over the period, from Google's Performance API (its DailyMetrics):
 * impressions on Maps and on Search (desktop and mobile added up; a user counted once a day), clicks on
 * the call button and the website, direction requests. Local posts' own numbers are not offered: Google
 * retired v4's reportInsights and its Performance API reports a location, not a post.
 */
export const GooglePerformanceFigures = z.object({
  impressionsMaps: z.number().int(),
  impressionsSearch: z.number().int(),
  callClicks: z.number().int(),
  websiteClicks: z.number().int(),
  directionRequests: z.number().int(),
});
export type GooglePerformanceFigures = z.infer<typeof GooglePerformanceFigures>;
export const GoogleLocationPerformance = GooglePerformanceFigures.extend({
  name: z.string(),
  title: z.string(),
  /** When Google gave these figures (svc-social keeps them a while: the data is daily). */
  fetchedAt: z.string(),
  /** Older than they should be: Google refused to give them again just now. */
  stale: z.boolean(),
});
export type GoogleLocationPerformance = z.infer<typeof GoogleLocationPerformance>;

export const GooglePerformanceResponse = z.object({
  success: z.boolean(),
  from: z.string(),
  to: z.string(),
  /** Empty when the account has no Google login or chose no location. */
  locations: z.array(GoogleLocationPerformance),
});
export type GooglePerformanceResponse = z.infer<typeof GooglePerformanceResponse>;
