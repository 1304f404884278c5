import type { Hono } from 'hono';
import type { GraphContext } from './graph-context.ts';
import { registerInbox } from './inbox.ts';
import { registerInsights } from './insights-routes.ts';
import { registerInstagramPublishing } from './instagram-publishing.ts';
import { registerPagePosts } from './page-posts.ts';
import { registerPostObjects } from './post-objects.ts';
import { registerReelsAndStories } from './video-publishing.ts';

/**
 * Page photo and text posts, Reels and Stories, Instagram container + status + publish, the publishing
 * limit, the inbox's calls, the page and Instagram listings, insights, permalinks and deleting, recorded
 * in the store. The inbox's routes come before the posts': an id that is no comment goes on to them.
 * `faults.plan` makes calls fail.
 */
export function registerPublishing(app: Hono, context: GraphContext) {
  registerReelsAndStories(app, context);
  registerInbox(app, context);
  registerPagePosts(app, context);
  registerInstagramPublishing(app, context);
  registerPostObjects(app, context);
  registerInsights(app, context);
}
