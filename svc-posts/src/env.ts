import { createWriter, writerEnv } from '@studio/ai';
import { baseEnv, type Logger, mailEnv, mailerFromEnv, optionalText, publicUrlEnv } from '@studio/kit';
import { z } from 'zod';
import { DEFAULT_REHANDOVER_AFTER_MS } from './publishing/scheduler.ts';
import { catalogOrigins, storedFilesFrom } from './records/stored-files.ts';
import type { PostsServiceOptions } from './service.ts';

/** svc-posts' settings: the writer (OpenAI or offline) and the mails (SMTP or kept in the log). */
export const postsEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4004),
  ...writerEnv,
  ...mailEnv,
  /** The platform's public origins: the approval link is `${origin}/api/email-scheduling/…`. */
  PUBLIC_URL: publicUrlEnv,
  /** How often due automatic periods are looked for, in milliseconds. */
  PERIOD_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often each replica looks for weekly digests that are due, in milliseconds. */
  DIGEST_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often scheduled posts whose time has come are looked for, in milliseconds. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).default(5_000),
  /**
   * A post svc-social has given no outcome for this long is handed over again, in milliseconds
   * (default 30 minutes); svc-social's publish claims make sure that never publishes twice.
   */
  PUBLISH_REHANDOVER_AFTER_MS: z.coerce.number().int().min(1_000).default(DEFAULT_REHANDOVER_AFTER_MS),
  /**
   * How often each replica looks for alert mails to send and for coming posts a connection problem would
   * make fail, in milliseconds (a new alert is mailed at once all the same).
   */
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
  /**
   * svc-catalog's addresses (one per replica, separated by commas), where the records' PDFs read the
   * clinic's logo and the posts' images; unset, the PDFs say they could not include them.
   */
  CATALOG_URL: optionalText
    .transform((value) => (value ? catalogOrigins(value) : undefined))
    .pipe(
      z
        .array(z.url({ protocol: /^https?$/, error: 'must be http:// URLs separated by commas' }))
        .min(1)
        .optional(),
    ),
});
export type PostsEnv = z.infer<typeof postsEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function postsServiceOptions(
  env: PostsEnv,
  logger: Logger,
): PostsServiceOptions & Required<Pick<PostsServiceOptions, 'writer' | 'mailer' | 'publicUrl'>> {
  return {
    writer: createWriter(env, logger),
    mailer: mailerFromEnv(env, logger),
    publicUrl: env.PUBLIC_URL,
    periodCheckIntervalMs: env.PERIOD_CHECK_INTERVAL_MS,
    digestCheckIntervalMs: env.DIGEST_CHECK_INTERVAL_MS,
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS,
    rehandoverAfterMs: env.PUBLISH_REHANDOVER_AFTER_MS,
    alertsIntervalMs: env.ALERTS_INTERVAL_MS,
    ...(env.CATALOG_URL ? { storedFiles: storedFilesFrom({ fetch, origins: env.CATALOG_URL }) } : {}),
  };
}
