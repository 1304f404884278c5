/**
 * The local Google Business Profile sandbox: consent screen, token endpoints and the Business Profile
 * APIs svc-social uses, on Google's paths under /api/google-sandbox, strict as Google documents them.
 */
export type { GoogleSandboxOptions } from './context.ts';
export * from './errors.ts';
export * from './faults.ts';
export { ACCESS_TOKEN_SECONDS, BUSINESS_MANAGE_SCOPE } from './oauth.ts';
export { LOCAL_POST_SUMMARY_MAX } from './post-rules.ts';
export { accountsOf, locationsOf, reviewsOf } from './sample-locations.ts';
export * from './sandbox.ts';
export * from './store.ts';
