import { systemClock } from '@studio/kit';
import { Hono } from 'hono';
import { registerBusinessProfile } from './api.ts';
import type { GoogleSandboxContext, GoogleSandboxOptions } from './context.ts';
import { noFaults } from './faults.ts';
import { registerOAuth } from './oauth.ts';
import { LOCATIONS_PAGE_CSP, locationsPage } from './pages.ts';
import { registerPerformance } from './performance.ts';
import { locationsOf, reviewsOf, STAR_NUMBER } from './sample-locations.ts';

/** Where the sandbox answers: Google's hosts' paths below it (accounts.google.com, oauth2.googleapis.com, the APIs). */
export const GOOGLE_SANDBOX_BASE_PATH = '/api/google-sandbox';

/** What the location page shows the signed-in business: each location's posts (newest first) and reviews. */
async function publishedOf(ctx: GoogleSandboxContext, userKey: number) {
  const posts = (await ctx.store.list('post', userKey))
    .map((r) => r.value as Record<string, unknown>)
    .reverse();
  const replies = new Map(
    (await ctx.store.list('reply', userKey)).map((r) => [r.key, (r.value as { comment: string }).comment]),
  );
  return {
    locations: await Promise.all(
      locationsOf(userKey).map(async (location) => {
        const parent = `${location.account}/${location.name}`;
        return {
          id: location.name.split('/')[1],
          name: parent,
          title: location.title,
          address: `${location.storefrontAddress.addressLines.join(', ')}, ${location.storefrontAddress.locality}`,
          posts: posts
            .filter((p) => String(p.name).startsWith(`${parent}/localPosts/`))
            .map((p) => ({
              id: String(p.name).split('/').pop(),
              name: p.name,
              summary: p.summary ?? '',
              topicType: p.topicType,
              createTime: p.createTime,
              callToAction: p.callToAction ?? null,
              event: p.event ?? null,
              offer: p.offer ?? null,
              imageUrl: (p.media as { sourceUrl?: string }[] | undefined)?.[0]?.sourceUrl ?? null,
            })),
          reviews: reviewsOf(location).map((review) => ({
            reviewer: review.reviewer.displayName,
            stars: STAR_NUMBER[review.starRating],
            comment: review.comment,
            reply: replies.get(`${parent}/reviews/${review.reviewId}`) ?? null,
          })),
        };
      }),
    ),
  };
}

/**
 * A local stand-in for Google Business Profile, on Google's paths under /api/google-sandbox: the
 * consent screen and token endpoints (oauth.ts), the Business Profile APIs (api.ts), the Performance
 * API's daily metrics (performance.ts), and a page of
 * what each location shows (/locations, its data at /published for the signed-in business).
 * Every rule cites Google's page beside it; docs/google-conformance.md lists them.
 */
export function createGoogleSandbox(options: GoogleSandboxOptions) {
  const starting = () => ({
    ...noFaults(),
    ...options.initialFaults,
    plan: (options.initialFaults?.plan ?? []).map((f) => ({ ...f })),
  });
  const ctx: GoogleSandboxContext = {
    store: options.store,
    options,
    faults: starting(),
    basePath: GOOGLE_SANDBOX_BASE_PATH,
    clock: options.clock ?? systemClock,
    calls: [],
  };
  const app = new Hono().basePath(GOOGLE_SANDBOX_BASE_PATH);
  registerOAuth(app, ctx);
  registerBusinessProfile(app, ctx);
  registerPerformance(app, ctx);
  app.get('/locations', (c) =>
    c.html(locationsPage(), 200, { 'Content-Security-Policy': LOCATIONS_PAGE_CSP }),
  );
  app.get('/published', options.viewer.guard, async (c) =>
    c.json(await publishedOf(ctx, options.viewer.userOf(c))),
  );
  return {
    app,
    faults: ctx.faults,
    calls: ctx.calls,
    /** Back to a well-behaved sandbox: its initial faults, no calls counted, nothing stored. */
    async reset() {
      Object.assign(ctx.faults, starting());
      ctx.calls.length = 0;
      await options.store.reset();
    },
  };
}

export type GoogleSandbox = ReturnType<typeof createGoogleSandbox>;
