import { loadEnv, reportFatalErrors, runServiceProcess } from '@studio/kit';
import { catalogEnv, catalogServiceOptions } from './env.ts';
import { createCatalogService } from './service.ts';

reportFatalErrors('svc-catalog');
const env = loadEnv(catalogEnv);
await runServiceProcess('svc-catalog', env, (platform, logger) =>
  createCatalogService(platform, catalogServiceOptions(env, logger)),
);
