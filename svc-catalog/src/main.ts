import { loadEnv, openPlatform, runService } from '@studio/kit';
import { catalogEnv, catalogServiceOptions } from './env.ts';
import { createCatalogService } from './service.ts';

const env = loadEnv(catalogEnv);
const platform = await openPlatform(env);
const logger = platform.logger('svc-catalog');
if (platform.bus.kind === 'memory') {
  logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
}
const service = createCatalogService(platform, catalogServiceOptions(env, logger));
await runService(service, platform, env.PORT, logger);
