import { loadEnv, reportFatalErrors, runServiceProcess } from '@studio/kit';
import { postsEnv, postsServiceOptions } from './env.ts';
import { createPostsService } from './service.ts';

reportFatalErrors('svc-posts');
const env = loadEnv(postsEnv);
await runServiceProcess('svc-posts', env, (platform, logger) =>
  createPostsService(platform, postsServiceOptions(env, logger)),
);
