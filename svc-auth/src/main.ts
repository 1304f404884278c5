import { loadEnv, openPlatform, runService } from '@studio/kit';
import { authEnv } from './env.ts';
import { createAuthService } from './service.ts';

const env = loadEnv(authEnv);
const platform = await openPlatform(env);
const logger = platform.logger('svc-auth');
const service = createAuthService(platform, {
  ttl: { adminMs: env.TOKEN_TTL_HOURS * 3_600_000, businessMs: env.TOKEN_TTL_HOURS * 3_600_000 },
  seed: {
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    demoBusiness: env.SEED_DEMO === 'true',
    demoEmail: env.DEMO_EMAIL,
    demoPassword: env.DEMO_PASSWORD,
  },
});
await runService(service, platform, env.PORT, logger);
// Generated passwords exist nowhere else, so they are shown once, on the console, not in the logs.
for (const login of service.seeded) {
  process.stdout.write(
    `Seeded ${login.area} login: ${login.username} / ${login.password} at ${login.path}\n`,
  );
}
