import { loadEnv, reportFatalErrors, runServiceProcess } from '@studio/kit';
import { socialEnv, socialServiceOptions } from './env.ts';
import { createSocialService } from './service.ts';

reportFatalErrors('svc-social');
const env = loadEnv(socialEnv);
await runServiceProcess('svc-social', env, (platform, logger) =>
  createSocialService(platform, socialServiceOptions(env, logger)),
);
