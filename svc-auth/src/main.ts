import { loadEnv, runServiceProcess } from '@studio/kit';
import { authEnv, authServiceOptions } from './env.ts';
import { createAuthService } from './service.ts';

const env = loadEnv(authEnv);
const service = await runServiceProcess('svc-auth', env, (platform) =>
  createAuthService(platform, authServiceOptions(env)),
);
// Generated passwords exist nowhere else, so they are shown once, on the console, not in the logs.
for (const login of service.seeded) {
  process.stdout.write(
    `Seeded ${login.area} login: ${login.username} / ${login.password} at ${login.path}\n`,
  );
}
