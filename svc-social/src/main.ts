import { loadEnv, openPlatform, runService } from '@studio/kit';
import { socialEnv, socialServiceOptions } from './env.ts';
import { createSocialService } from './service.ts';

const env = loadEnv(socialEnv);
const platform = await openPlatform(env);
const logger = platform.logger('svc-social');
if (platform.bus.kind === 'memory') {
  logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
}
const service = createSocialService(platform, socialServiceOptions(env, logger));
await runService(service, platform, env.PORT, logger);
