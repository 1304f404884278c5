import { createGateway, frontendEnv, inProcessUpstream, parseCorsOrigins } from '@studio/gateway';
import {
  baseEnv,
  createLogger,
  listen,
  loadEnv,
  localOrigins,
  openPlatform,
  optionalText,
  processStart,
  publicOrigins,
  publicUrlEnv,
  reportFatalErrors,
  type Service,
  sayAtStart,
} from '@studio/kit';
import { createAuthService } from '@studio/svc-auth';
import { authEnv, authServiceOptions } from '@studio/svc-auth/env';
import { createCatalogService } from '@studio/svc-catalog';
import { catalogEnv, catalogServiceOptions } from '@studio/svc-catalog/env';
import { createPostsService } from '@studio/svc-posts';
import { postsEnv, postsServiceOptions } from '@studio/svc-posts/env';
import { storedFilesFrom } from '@studio/svc-posts/stored-files';
import { createSocialService } from '@studio/svc-social';
import { socialEnv, socialServiceOptions } from '@studio/svc-social/env';
import { z } from 'zod';
import { demoLogins } from './demo-logins.ts';

/** The address requests to a service's app in this process carry (never resolved: no network). */
const IN_PROCESS_ORIGIN = 'http://in-process';

/**
 * `npm start`: every service and the gateway in one process, on one URL. With no settings it runs
 * on the embedded defaults: PGlite under DATA_DIR, the in-process bus, a seeded demo.
 */
reportFatalErrors('post-studio');
const env = loadEnv(
  authEnv
    .omit({ PORT: true })
    .merge(baseEnv)
    .merge(frontendEnv)
    .extend({
      PORT: z.coerce.number().int().default(8080),
      PUBLIC_URL: optionalText.pipe(publicUrlEnv.optional()),
    }),
);
const logger = createLogger('post-studio', env.LOG_LEVEL);
// SIGTERM/SIGINT are handled from here on, also while the services start.
const step = processStart(logger);
const platform = await step(
  () => openPlatform(env),
  (opened) => opened.close(),
);

// The OAuth return and the mails' links come back to this process at the address the browser used:
// this machine's own addresses on its port, unless PUBLIC_URL lists the platform's addresses.
const publicUrl = env.PUBLIC_URL ?? localOrigins(env.PORT);
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
const catalog = createCatalogService(platform, catalogOptions);
const services: Service[] = [
  auth,
  catalog,
  createSocialService(platform, socialOptions),
  // The records' PDFs read the logo and the posts' images from svc-catalog's app, in this process.
  createPostsService(platform, {
    ...postsOptions,
    storedFiles: storedFilesFrom({
      fetch: (request) => catalog.app.fetch(request),
      origins: [IN_PROCESS_ORIGIN],
    }),
  }),
];
for (const service of services)
  await step(
    () => service.start(),
    () => service.stop(),
  );

// Generated passwords are kept only for the embedded demo; with DATABASE_URL they are shown once.
const logins =
  platform.database.driver === 'pglite' ? await demoLogins(env.DATA_DIR, auth.seeded) : auth.seeded;

const app = createGateway({
  upstreams: services.map((s) => inProcessUpstream(s.name, s.app)),
  frontend: env,
  logger,
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  // A set PUBLIC_URL is where users sign in; without it, any address of this machine will do.
  publicOrigins: env.PUBLIC_URL ? publicOrigins(env.PUBLIC_URL) : undefined,
});
await step(
  () =>
    listen({ fetch: app.fetch, port: env.PORT, hostname: process.env.HOST ?? '0.0.0.0' }).then((server) => {
      const url = `http://localhost:${env.PORT}`;
      const running = {
        database:
          platform.database.driver === 'pglite'
            ? `embedded PGlite (${platform.database.location})`
            : platform.database.location,
        events: platform.bus.kind === 'memory' ? 'in-process bus' : 'NATS JetStream',
        writer:
          catalogOptions.writer.kind === 'openai'
            ? `OpenAI (${catalogOptions.writer.model})`
            : 'offline writer (set OPENAI_API_KEY for AI-written texts)',
        facebook:
          socialOptions.facebook.mode === 'sandbox'
            ? 'local sandbox at /api/facebook-sandbox (set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET for Facebook)'
            : 'Graph API',
        email:
          postsOptions.mailer.delivery === 'smtp'
            ? 'SMTP (SMTP_URL)'
            : 'not sent: kept and written to the log, approval links shown on the campaigns screen (set SMTP_URL to send)',
        images:
          catalogOptions.imageSearch.name === 'offline'
            ? 'offline image source (set BRAVE_SEARCH_KEY for web image search)'
            : catalogOptions.imageSearch.name,
      };
      const passwordOf = (l: (typeof logins)[number]) =>
        l.password ?? `the ${l.area === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} you set`;
      const lines = [
        '',
        `  Post Studio is running at ${url}`,
        `  Database: ${running.database}`,
        `  Events:   ${running.events}`,
        `  Writer:   ${running.writer}`,
        `  Facebook: ${running.facebook}`,
        `  E-mail:   ${running.email}`,
        `  Images:   ${running.images}`,
        '',
        ...(logins.length > 0
          ? [
              '  Demo logins:',
              ...logins.map(
                (l) =>
                  `    ${l.area === 'admin' ? 'Admin   ' : 'Business'} ${url}${l.path}  ${l.username} / ${passwordOf(l)}`,
              ),
            ]
          : ['  Logins: those set by ADMIN_PASSWORD / DEMO_PASSWORD, or printed at the first start.']),
        '',
      ];
      // The demo's logins are for the person who started it: in JSON mode their line is the one place
      // they are shown, as on the terminal (the logger's redaction would hide a field named password).
      sayAtStart(logger, 'Post Studio is running', lines, {
        url,
        ...running,
        logins: logins.map((l) => ({
          area: l.area,
          url: `${url}${l.path}`,
          login: `${l.username} / ${passwordOf(l)}`,
        })),
      });
      return server;
    }),
  (server) => {
    server.close();
  },
);
