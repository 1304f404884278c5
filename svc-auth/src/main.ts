import { loadEnv, runServiceProcess } from '@studio/kit';
import { authEnv, authServiceOptions } from './env.ts';
import { createAuthService } from './service.ts';

const env = loadEnv(authEnv);
const service = await runServiceProcess('svc-auth', env, (platform, logger) =>
  createAuthService(platform, authServiceOptions(env, logger)),
);
// Generated passwords exist nowhere else, so they are shown once, on the console, not in the logs.
// A password the operator set is theirs: never repeated.
for (const login of service.seeded) {
  const password = login.password ?? '(the password you set)';
  process.stdout.write(`Seeded ${login.area} login: ${login.username} / ${password} at ${login.path}\n`);
}
