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
