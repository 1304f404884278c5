import { createLogger, loadEnv, reportFatalErrors, runServiceProcess, sayAtStart } from '@studio/kit';
import { authEnv, authServiceOptions } from './env.ts';
import { createAuthService } from './service.ts';

reportFatalErrors('svc-auth');
const env = loadEnv(authEnv);
const service = await runServiceProcess('svc-auth', env, (platform, logger) =>
  createAuthService(platform, authServiceOptions(env, logger)),
);
// Generated passwords exist nowhere else, so they are shown once, to the person who started the process
// (a line of the terminal, or one JSON line when the logs are JSON). A password the operator set is theirs:
// never repeated.
for (const login of service.seeded) {
  const password = login.password ?? '(the password you set)';
  const said = `Seeded ${login.area} login: ${login.username} / ${password} at ${login.path}`;
  sayAtStart(createLogger('svc-auth', env.LOG_LEVEL), said, [said], {
    area: login.area,
    path: login.path,
    login: `${login.username} / ${password}`,
  });
}
