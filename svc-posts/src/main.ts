import { loadEnv, openPlatform, runService } from '@studio/kit';
import { postsEnv, postsServiceOptions } from './env.ts';
import { createPostsService } from './service.ts';

const env = loadEnv(postsEnv);
const platform = await openPlatform(env);
const logger = platform.logger('svc-posts');
if (platform.bus.kind === 'memory') {
  logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
}
const service = createPostsService(platform, postsServiceOptions(env, logger));
await runService(service, platform, env.PORT, logger);
