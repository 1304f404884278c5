import { serve } from '@hono/node-server';
import { createGateway, frontendEnv, inProcessUpstream, parseCorsOrigins } from '@studio/gateway';
import { baseEnv, loadEnv, onShutdown, openPlatform, type Service } from '@studio/kit';
import { createAuthService } from '@studio/svc-auth';
import { authEnv, authServiceOptions } from '@studio/svc-auth/env';
import { createCatalogService } from '@studio/svc-catalog';
import { catalogEnv, catalogServiceOptions } from '@studio/svc-catalog/env';
import { createPostsService } from '@studio/svc-posts';
import { postsEnv, postsServiceOptions } from '@studio/svc-posts/env';
import { createSocialService } from '@studio/svc-social';
import { socialEnv, socialServiceOptions } from '@studio/svc-social/env';
import { z } from 'zod';
import { demoLogins } from './demo-logins.ts';

/**
 * `npm start`: every service and the gateway in one process, on one URL. With no settings it runs
 * on the embedded defaults: PGlite under DATA_DIR, the in-process bus, a seeded demo.
 */
const env = loadEnv(
  authEnv
    .omit({ PORT: true })
    .merge(baseEnv)
    .merge(frontendEnv)
    .extend({ PORT: z.coerce.number().int().default(8080) }),
);
const platform = await openPlatform(env);
const logger = platform.logger('platform');

// The OAuth return and the mails' links come back to this process: its own URL unless PUBLIC_URL says otherwise.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${env.PORT}`;
const auth = createAuthService(
  platform,
  authServiceOptions({ ...env, PUBLIC_URL: publicUrl }, platform.logger('svc-auth')),
);
const catalogOptions = catalogServiceOptions(loadEnv(catalogEnv), platform.logger('svc-catalog'));
// npm start is the demo: the local Facebook sandbox stands in for Facebook unless an app is configured.
const sandboxByDefault = { FACEBOOK_SANDBOX: process.env.FACEBOOK_APP_ID ? 'false' : 'true' };
const socialOptions = socialServiceOptions(
  { ...loadEnv(socialEnv, { ...sandboxByDefault, ...process.env }), PUBLIC_URL: publicUrl },
  platform.logger('svc-social'),
);
const postsOptions = postsServiceOptions(
  { ...loadEnv(postsEnv), PUBLIC_URL: publicUrl },
  platform.logger('svc-posts'),
);
const services: Service[] = [
  auth,
  createCatalogService(platform, catalogOptions),
  createSocialService(platform, socialOptions),
  createPostsService(platform, postsOptions),
];
for (const service of services) await service.start();

// Generated passwords are kept only for the embedded demo; with DATABASE_URL they are shown once.
const logins =
  platform.database.driver === 'pglite' ? await demoLogins(env.DATA_DIR, auth.seeded) : auth.seeded;

const app = createGateway({
  upstreams: services.map((s) => inProcessUpstream(s.name, s.app)),
  frontend: env,
  logger,
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
});
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: process.env.HOST ?? '0.0.0.0' },
  (info) => {
    const url = `http://localhost:${info.port}`;
    const lines = [
      '',
      `  Post Studio is running at ${url}`,
      `  Database: ${platform.database.driver === 'pglite' ? `embedded PGlite (${platform.database.location})` : platform.database.location}`,
      `  Events:   ${platform.bus.kind === 'memory' ? 'in-process bus' : 'NATS JetStream'}`,
      `  Writer:   ${catalogOptions.writer.kind === 'openai' ? `OpenAI (${catalogOptions.writer.model})` : 'offline writer (set OPENAI_API_KEY for AI-written texts)'}`,
      `  Facebook: ${socialOptions.facebook.mode === 'sandbox' ? 'local sandbox at /api/facebook-sandbox (set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET for Facebook)' : 'Graph API'}`,
      `  E-mail:   ${postsOptions.mailer.delivery === 'smtp' ? 'SMTP (SMTP_URL)' : 'not sent: kept and written to the log, approval links shown on the campaigns screen (set SMTP_URL to send)'}`,
      `  Images:   ${catalogOptions.imageSearch.name === 'offline' ? 'offline image source (set BRAVE_SEARCH_KEY for web image search)' : catalogOptions.imageSearch.name}`,
      '',
      ...(logins.length > 0
        ? [
            '  Demo logins:',
            ...logins.map(
              (l) =>
                `    ${l.area === 'admin' ? 'Admin   ' : 'Business'} ${url}${l.path}  ${l.username} / ${l.password ?? `the ${l.area === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} you set`}`,
            ),
          ]
        : ['  Logins: those set by ADMIN_PASSWORD / DEMO_PASSWORD, or printed at the first start.']),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  },
);

onShutdown(logger, async () => {
  server.close();
  for (const service of services.reverse()) await service.stop();
  await platform.close();
});
