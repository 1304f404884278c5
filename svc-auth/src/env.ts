import { baseEnv, type Logger, mailEnv, mailerFromEnv, passwordText, publicUrlEnv } from '@studio/kit';
import { z } from 'zod';

export const authEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4001),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: passwordText(6).optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_EMAIL: z.email().default('demo@poststudio.gr'),
  DEMO_PASSWORD: passwordText(6).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** The invitation and password-reset mails: the same server and sender as svc-posts' mails. */
  ...mailEnv,
  PUBLIC_URL: publicUrlEnv,
});
export type AuthEnv = z.infer<typeof authEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function authServiceOptions(env: AuthEnv, logger: Logger) {
  const ttlMs = env.TOKEN_TTL_HOURS * 3_600_000;
  return {
    mailer: mailerFromEnv(env, logger),
    // Invitation and reset links go to the canonical address (the first listed).
    publicUrl: env.PUBLIC_URL[0],
    ttl: { adminMs: ttlMs, businessMs: ttlMs },
    seed: {
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      demoBusiness: env.SEED_DEMO === 'true',
      demoEmail: env.DEMO_EMAIL,
      demoPassword: env.DEMO_PASSWORD,
    },
  };
}
