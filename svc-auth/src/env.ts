import { baseEnv } from '@studio/kit';
import { z } from 'zod';

export const authEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4001),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  DEMO_EMAIL: z.email().default('demo@poststudio.gr'),
  DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
});
export type AuthEnv = z.infer<typeof authEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function authServiceOptions(env: AuthEnv) {
  const ttlMs = env.TOKEN_TTL_HOURS * 3_600_000;
  return {
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
