import { z } from 'zod';
import { hasPlaceholderPassword, secretText, withSecretFiles } from './secrets.ts';

/** Settings every service reads from its environment. */
export const baseEnv = z.object({
  DATABASE_URL: z
    .string()
    .url()
    .refine(
      (url) => !hasPlaceholderPassword(url),
      'its password is the placeholder of .env.example (POSTGRES_PASSWORD): choose your own',
    )
    .optional(),
  /**
   * Connections this process keeps to PostgreSQL at most. Every process's pool counts against the
   * server's max_connections (README, Configuration: the arithmetic).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** The longest a statement may run before PostgreSQL cancels it, in ms (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATA_DIR: z.string().default('./data'),
  /** One NATS server, or several separated by commas (a cluster); unset: the in-process bus. */
  NATS_URL: z.string().optional(),
  /** Put before streams, subjects and durable consumers, so deployments can share a NATS. */
  NATS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, _ and -')
    .default(''),
  /** Copies of each JetStream stream (3 or 5 in a cluster). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** How long published outbox rows are kept before they are deleted, in hours. */
  OUTBOX_RETENTION_HOURS: z.coerce.number().min(1).default(72),
  /** Unset: a random one kept in DATA_DIR (`npm start`); set: 32+ characters of real randomness. */
  TOKEN_SECRET: secretText(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `production` (as the image sets it) turns the answers' check off unless CHECK_ANSWERS says otherwise. */
  NODE_ENV: z.string().optional(),
  /** Whether answers are checked against the route table (`answerChecksOn`); unset: all but production. */
  CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
});
export type BaseEnv = z.infer<typeof baseEnv>;

/**
 * Parses the environment with a schema; a bad value stops the start with the variable's name. Any
 * setting may come from a file instead (`NAME_FILE`), as container platforms pass secrets.
 */
export function loadEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const parsed = schema.safeParse(withSecretFiles(env, names));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** An optional setting: an unset variable and an empty one (as compose passes `${X:-}`) mean the same. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** An optional http(s) URL setting. */
export const optionalUrl = optionalText.pipe(z.url('must be an http(s) URL').optional());

/** An http(s) URL without its trailing slashes, or the fallback when unset. */
export const urlWithDefault = (fallback: string) =>
  optionalUrl.transform((v) => (v ?? fallback).replace(/\/+$/, ''));

/**
 * The platform's public origins, which links in pages and mails point at: one URL, or several
 * separated by commas (the first is the canonical one), each without its trailing slashes.
 */
export const publicUrlEnv = optionalText
  .transform((v) =>
    (v ?? 'http://localhost:8080')
      .split(',')
      .map((u) => u.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs separated by commas' })).min(1));
