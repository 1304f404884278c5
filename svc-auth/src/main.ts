import { loadEnv, openPlatform, runService } from '@studio/kit';
import { authEnv, authServiceOptions } from './env.ts';
import { createAuthService } from './service.ts';

const env = loadEnv(authEnv);
const platform = await openPlatform(env);
const logger = platform.logger('svc-auth');
const service = createAuthService(platform, authServiceOptions(env));
await runService(service, platform, env.PORT, logger);
// Generated passwords exist nowhere else, so they are shown once, on the console, not in the logs.
for (const login of service.seeded) {
  process.stdout.write(
    `Seeded ${login.area} login: ${login.username} / ${login.password} at ${login.path}\n`,
  );
}
