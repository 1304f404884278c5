import type { Auth, Clock, Db, Logger } from '@studio/kit';
import type { TokenCipher } from './crypto/token-cipher.ts';
import type { GoogleClient } from './google/google-client.ts';
import type { GraphClient } from './graph/graph-client.ts';
import type { HealthChecker } from './health/checker.ts';

/** What svc-social's routes are given. */
export type SocialDeps = {
  db: Db;
  /** The time of the service (the platform's clock). */
  clock: Clock;
  auth: Auth;
  logger: Logger;
  afterCommit: () => void;
  graph: GraphClient;
  cipher: TokenCipher;
  /** Where page data comes from, as GET /api/facebook/pages reports it. */
  source: 'graph_api' | 'sandbox';
  /** The connection checks: run now, or looked for now (after a reconnect or a change of pages). */
  health: HealthChecker;
};

/**
 * What Google's routes are given: svc-social's, the Google client, whether Google is real, the sandbox or
 * off, and how often the reviews' sync reads each location.
 */
export type GoogleDeps = SocialDeps & {
  google: GoogleClient;
  googleMode: 'google_api' | 'sandbox' | 'off';
  reviewSyncIntervalMs: number;
};
