import { createWriter, writerEnv } from '@studio/ai';
import { DEFAULT_GRAPH_VERSION } from '@studio/contracts';
import {
  baseEnv,
  keptSecret,
  type Logger,
  optionalText,
  publicUrlEnv,
  resolveTokenSecret,
  secretText,
  systemClock,
  urlWithDefault,
} from '@studio/kit';
import { z } from 'zod';
import { deriveTokenKey, parseTokenKey } from './crypto/token-cipher.ts';
import { graphVersionWarning } from './graph/graph-version.ts';
import { DEFAULT_PUBLISH_ACK_WAIT_MS, DEFAULT_PUBLISH_LEASE_MS } from './publishing/publisher.ts';
import type { FacebookSettings, GoogleSettings, SocialServiceOptions } from './service.ts';

/**
 * Bits FACEBOOK_APP_SECRET must hold by its characters' spread: Meta's secrets are 32 random hex
 * digits (128 bits; about 118 by this measure, about 1 in 10,000 under 96), so the bar is lower than
 * TOKEN_SECRET's 128; a word or a short pattern repeated measures under 75.
 */
const APP_SECRET_BITS = 80;

/** The file in DATA_DIR keeping the sandbox app's secret (FACEBOOK_SANDBOX=true), made on the first start. */
export const SANDBOX_APP_SECRET_FILE = 'sandbox-app-secret';

/** svc-social's settings: the Facebook app (or the sandbox) and the key that seals stored tokens. */
export const socialEnv = baseEnv.extend({
  PORT: z.coerce.number().int().default(4003),
  /** Both set: the real Graph API. Neither: FACEBOOK_SANDBOX=true must say the local sandbox is wanted. */
  FACEBOOK_APP_ID: optionalText,
  /** The app's secret from Meta's dashboard (32 hex characters): a short or patterned one is refused. */
  FACEBOOK_APP_SECRET: optionalText.pipe(secretText(32, APP_SECRET_BITS).optional()),
  /** The local Facebook sandbox instead of Facebook (`npm start` and the tests set it; never in production). */
  FACEBOOK_SANDBOX: z.enum(['true', 'false']).default('false'),
  /**
   * The sandbox's Instagram publishing limit: posts per window, and the window in seconds (Meta's
   * documented 100 per 24 hours by default); small values show a post waiting for the window.
   */
  FACEBOOK_SANDBOX_INSTAGRAM_QUOTA: z.coerce.number().int().min(1).default(100),
  FACEBOOK_SANDBOX_INSTAGRAM_QUOTA_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /**
   * The sandbox's fault mode: Meta's documented errors injected at the Graph steps named, as
   * `match:kind[:times][@id]` entries separated by commas (see parseFaultPlan in
   * libs/facebook-sandbox/src/faults.ts), e.g. `status:rate_limited:2,media_publish:timeout_after_publish:1`.
   * Read by the sandbox when it loads: one it cannot read stops the service's start.
   */
  FACEBOOK_SANDBOX_FAULTS: optionalText,
  FACEBOOK_GRAPH_URL: urlWithDefault('https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: urlWithDefault('https://www.facebook.com'),
  FACEBOOK_GRAPH_VERSION: optionalText.pipe(
    z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v25.0')
      .default(DEFAULT_GRAPH_VERSION),
  ),
  /** How long one Graph call may take, in ms; a publish that takes longer is looked for on the page. */
  FACEBOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Posts one svc-social process publishes at once. */
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** Waits before each new try of a post that failed for a passing reason, in ms, comma-separated; the last repeats. */
  PUBLISH_BACKOFF_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be milliseconds separated by commas, e.g. 2000,10000,60000')
      .transform((v) => v.split(',').map(Number))
      .optional(),
  ),
  /**
   * How long a due post whose publisher stopped saying it is at work (it died) waits before NATS hands it
   * to another replica, in ms; keep it longer than PUBLISH_LEASE_MS.
   */
  PUBLISH_ACK_WAIT_MS: z.coerce.number().int().min(1_000).default(DEFAULT_PUBLISH_ACK_WAIT_MS),
  /**
   * How long a claim on a publication target, and a page's publishing turn, last unless their holder
   * extends them, in ms: how soon a crashed replica's targets are taken over.
   */
  PUBLISH_LEASE_MS: z.coerce.number().int().min(300).default(DEFAULT_PUBLISH_LEASE_MS),
  /**
   * How long after an unanswered publish call a post not found on the page counts as not published, so
   * that it is sent again, in ms.
   */
  PUBLISH_UNKNOWN_OUTCOME_GRACE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often each replica looks for published posts whose numbers are due to be read, in ms. */
  INSIGHTS_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** When a published post's first numbers are read, in ms after it went out (then 1 h, 24 h, 7 d, 28 d). */
  INSIGHTS_FIRST_AFTER_MS: z.coerce.number().int().min(0).default(120_000),
  /** Graph reads of numbers one svc-social process makes at once (publishing has its own slots). */
  INSIGHTS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Tries of one metric at one checkpoint before it is given up. */
  INSIGHTS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** How often each replica looks for Facebook connections whose check is due, in ms. */
  CONNECTION_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(300_000),
  /** Between two checks of one connection, in ms (default a day). */
  CONNECTION_CHECK_PERIOD_MS: z.coerce.number().int().min(1_000).default(86_400_000),
  /** The platform's public origins: the OAuth redirect_uri is `${origin}/api/auth/facebook/callback`. */
  PUBLIC_URL: publicUrlEnv,
  /**
   * Where Meta fetches a post's images and videos: an origin that serves svc-catalog's /uploads
   * (svc-catalog itself, or a CDN in front of it), so publishing does not depend on the gateway's
   * uptime. Default: the first PUBLIC_URL.
   */
  MEDIA_PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /** 32 bytes as hex or base64; without it a key is derived from TOKEN_SECRET (see deriveTokenKey). */
  SOCIAL_TOKEN_KEY: optionalText,
  /**
   * The inbox's webhook: the verify token given to Meta with the callback address
   * `${PUBLIC_URL}/api/inbox/webhook`; set it only when that address is public. Deliveries are checked
   * with FACEBOOK_APP_SECRET.
   */
  META_WEBHOOK_VERIFY_TOKEN: optionalText.pipe(secretText(32).optional()),
  /**
   * How often each page's recent posts are read for new comments, in ms: the fallback when no webhook is
   * set up (default 60000 without META_WEBHOOK_VERIFY_TOKEN, 0 with it); 0 turns polling off.
   */
  INBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** How often each chosen Google location's reviews are read into the inbox, in ms (default 600000). */
  GOOGLE_REVIEWS_SYNC_INTERVAL_MS: z.coerce.number().int().min(1000).default(600_000),
  /** The AI writer's suggested replies an account gets per day (with OPENAI_API_KEY); past it, the templates. */
  INBOX_SUGGESTIONS_PER_DAY: z.coerce.number().int().min(0).default(200),
  /**
   * The Facebook app was granted Meta's Human Agent permission (App Review): a person of the team may
   * answer a direct message up to 7 days after it, tagged HUMAN_AGENT; otherwise 24 hours.
   */
  INBOX_HUMAN_AGENT: z.enum(['true', 'false']).default('false'),
  /**
   * The platform's Google OAuth client (Google Cloud console, "Web application"), with the Business Profile
   * APIs enabled and API access approved (README "Google Business Profile"). Both set: Google itself.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** The local Google sandbox instead of Google; default: as FACEBOOK_SANDBOX (never in production). */
  GOOGLE_SANDBOX: z.enum(['true', 'false']).optional(),
  /** The Google sandbox's fault mode: `match:kind[:times]` entries (libs/google-sandbox/src/faults.ts). */
  GOOGLE_SANDBOX_FAULTS: optionalText,
  /** The writer of the inbox's suggested replies: OpenAI with OPENAI_API_KEY, else the templates. */
  ...writerEnv,
});

/**
 * Google: the OAuth client when set; else the sandbox when asked for (or when Facebook's is); else off
 * (the platforms screen says Google is not set up).
 */
function googleSettingsOf(env: SocialEnv): GoogleSettings {
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  const sandbox = (env.GOOGLE_SANDBOX ?? env.FACEBOOK_SANDBOX) === 'true';
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    if (env.GOOGLE_SANDBOX === 'true')
      throw new Error(
        'Invalid configuration:\n  GOOGLE_SANDBOX=true and GOOGLE_CLIENT_ID are both set: choose one',
      );
    return { mode: 'google_api', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (!sandbox) return { mode: 'off' };
  return { mode: 'sandbox', ...(env.GOOGLE_SANDBOX_FAULTS ? { faultPlan: env.GOOGLE_SANDBOX_FAULTS } : {}) };
}
export type SocialEnv = z.infer<typeof socialEnv>;

/** The service's options as the environment sets them, for its own process and for `npm start`. */
export function socialServiceOptions(env: SocialEnv, logger: Logger): Required<SocialServiceOptions> {
  const appId = env.FACEBOOK_APP_ID;
  const appSecret = env.FACEBOOK_APP_SECRET;
  if (Boolean(appId) !== Boolean(appSecret)) {
    throw new Error('Invalid configuration:\n  FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  }
  const sandbox = env.FACEBOOK_SANDBOX === 'true';
  if (sandbox === Boolean(appId)) {
    throw new Error(
      sandbox
        ? 'Invalid configuration:\n  FACEBOOK_SANDBOX=true and a Facebook app (FACEBOOK_APP_ID) are both set: choose one'
        : 'Invalid configuration:\n  set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, or FACEBOOK_SANDBOX=true for the local Facebook sandbox (never in production)',
    );
  }
  let tokenKey: Buffer;
  try {
    tokenKey = env.SOCIAL_TOKEN_KEY
      ? parseTokenKey(env.SOCIAL_TOKEN_KEY)
      : deriveTokenKey(resolveTokenSecret(env.TOKEN_SECRET, env.DATA_DIR));
  } catch (error) {
    throw new Error(`Invalid configuration:\n  SOCIAL_TOKEN_KEY: ${(error as Error).message}`);
  }
  const facebook: FacebookSettings =
    appId && appSecret
      ? {
          mode: 'graph',
          appId,
          appSecret,
          graphUrl: env.FACEBOOK_GRAPH_URL,
          dialogUrl: env.FACEBOOK_DIALOG_URL,
          version: env.FACEBOOK_GRAPH_VERSION,
          timeoutMs: env.FACEBOOK_TIMEOUT_MS,
        }
      : {
          mode: 'sandbox',
          version: env.FACEBOOK_GRAPH_VERSION,
          appSecret: keptSecret(env.DATA_DIR, SANDBOX_APP_SECRET_FILE),
          instagramQuota: {
            total: env.FACEBOOK_SANDBOX_INSTAGRAM_QUOTA,
            seconds: env.FACEBOOK_SANDBOX_INSTAGRAM_QUOTA_SECONDS,
          },
          ...(env.FACEBOOK_SANDBOX_FAULTS ? { faultPlan: env.FACEBOOK_SANDBOX_FAULTS } : {}),
        };
  const retiring = graphVersionWarning(env.FACEBOOK_GRAPH_VERSION, systemClock());
  if (retiring) logger.warn(retiring);
  if (facebook.mode === 'sandbox') {
    logger.warn('FACEBOOK_SANDBOX=true: the local Facebook sandbox stands in for Facebook');
  }
  return {
    facebook,
    google: googleSettingsOf(env),
    publicUrl: env.PUBLIC_URL,
    mediaUrl: env.MEDIA_PUBLIC_URL ?? env.PUBLIC_URL[0]!,
    tokenKey,
    publisher: {
      concurrency: env.PUBLISH_CONCURRENCY,
      ackWaitMs: env.PUBLISH_ACK_WAIT_MS,
      leaseMs: env.PUBLISH_LEASE_MS,
      unknownOutcomeGraceMs: env.PUBLISH_UNKNOWN_OUTCOME_GRACE_MS,
      ...(env.PUBLISH_BACKOFF_MS ? { backoffMs: env.PUBLISH_BACKOFF_MS } : {}),
    },
    insights: {
      intervalMs: env.INSIGHTS_INTERVAL_MS,
      firstAfterMs: env.INSIGHTS_FIRST_AFTER_MS,
      concurrency: env.INSIGHTS_CONCURRENCY,
      maxAttempts: env.INSIGHTS_MAX_ATTEMPTS,
    },
    healthChecks: {
      intervalMs: env.CONNECTION_CHECK_INTERVAL_MS,
      periodMs: env.CONNECTION_CHECK_PERIOD_MS,
    },
    inbox: {
      verifyToken: env.META_WEBHOOK_VERIFY_TOKEN ?? null,
      ...(env.INBOX_POLL_INTERVAL_MS !== undefined ? { pollIntervalMs: env.INBOX_POLL_INTERVAL_MS } : {}),
      suggestionsPerDay: env.INBOX_SUGGESTIONS_PER_DAY,
      humanAgent: env.INBOX_HUMAN_AGENT === 'true',
    },
    googleReviewSyncIntervalMs: env.GOOGLE_REVIEWS_SYNC_INTERVAL_MS,
    writer: createWriter(env, logger),
  };
}
