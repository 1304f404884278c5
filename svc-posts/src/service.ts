import { fileURLToPath } from 'node:url';
import { createOfflineWriter, type Writer } from '@studio/ai';
import { defineService, type Platform, type Subscription } from '@studio/kit';
import { startCopyConsumers } from './copies/consumers.ts';
import { outbox } from './db/schema.ts';
import { periodRoutes } from './periods/routes.ts';
import { postRoutes } from './posts/routes.ts';

/** Each defaults to what needs no configuration; `postsServiceOptions(env)` builds them from the environment. */
export type PostsServiceOptions = {
  /** Writes the posts (default: the offline writer). */
  writer?: Writer;
  /** The clock periods are planned and moments judged by (default: the system's). */
  now?: () => Date;
};

/** svc-posts: post writing, periods, scheduling and e-mail approval. */
export function createPostsService(platform: Platform, options: PostsServiceOptions = {}) {
  const writer = options.writer ?? createOfflineWriter();
  const now = options.now ?? (() => new Date());
  return defineService(platform, {
    name: 'posts',
    schema: 'posts',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    setup: ({ app, db, auth, afterCommit }) => {
      app.route('/api', postRoutes({ db, auth, afterCommit, writer, now }));
      app.route('/api/scheduled-periods', periodRoutes({ db, auth }));
      let consumers: Subscription[] = [];
      return {
        async start() {
          consumers = await startCopyConsumers(db, platform.bus);
        },
        async stop() {
          await Promise.all(consumers.map((s) => s.stop()));
        },
      };
    },
  });
}
