import { type Clock, consumed, type Db, type Jobs, type Logger } from '@studio/kit';
import { accountLifecycleConsumer } from './accounts/lifecycle.ts';
import { timeZoneConsumer } from './accounts/time-zones.ts';
import { complianceRulesConsumer } from './compliance/rules-copy.ts';
import type { TokenCipher } from './crypto/token-cipher.ts';
import type { GoogleClient } from './google/google-client.ts';
import { DEFAULT_REVIEW_SYNC_INTERVAL_MS, startReviewSync } from './google/review-sync.ts';
import type { GraphClient } from './graph/graph-client.ts';
import type { HealthChecker } from './health/checker.ts';
import { DEFAULT_DAILY_MAIL_INTERVAL_MS, startInboxDailyMail } from './inbox/daily-mail.ts';
import { SUBSCRIBE_INTERVAL_MS, startInboxPolling, startPageSubscriptions } from './inbox/polling.ts';
import { DEFAULT_REPLY_POLL_MS, type SenderOptions, startReplySender } from './inbox/sender.ts';
import {
  DEFAULT_INSIGHTS_INTERVAL_MS,
  type InsightsOptions,
  startInsightsCollector,
} from './insights/collector.ts';
import { postDeletedConsumer } from './publishing/post-deleted.ts';
import { type PublisherDeps, publisherConsumer } from './publishing/publisher.ts';
import { takedownConsumer } from './publishing/takedown.ts';

/** How the inbox's workers run: the sender's options, the daily mail's pace, how comments arrive. */
export type InboxJobSettings = {
  sender?: SenderOptions;
  /** Meta's Human Agent permission: a person may answer a direct message for 7 days. */
  humanAgent: boolean;
  dailyMailIntervalMs?: number;
  /** How often pages' comments are read; 0: never (a webhook brings them, or the sandbox). */
  pollIntervalMs: number;
  /** Whether Meta's webhook is set up, so that selected pages are subscribed to it. */
  subscribesPages: boolean;
};

/** What the jobs are started with. */
export type SocialJobDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  afterCommit: () => void;
  graph: GraphClient;
  cipher: TokenCipher;
  /** The connection checks, made with the routes (which ask for a check now). */
  health: HealthChecker;
  /** What the publisher is given besides the service's own: Google's client, its options, its links. */
  publishing: Pick<PublisherDeps, 'google' | 'mediaUrl' | 'options' | 'viewLinkOf'>;
  insights?: InsightsOptions;
  inbox: InboxJobSettings;
  /** Google's client and how often each location's reviews are read; none when Google is off. */
  googleReviews?: { google: GoogleClient; intervalMs: number } | null;
  /** The sandbox forgets a deleted account's logins and posts (FACEBOOK_SANDBOX=true only). */
  forgetSandboxUser?: (accountId: number) => Promise<void>;
};

/**
 * Every consumer and worker of svc-social, declared once: the service starts and stops them from this
 * list (the reply sender first among the workers, so a reply is sent while the others start), and
 * docs/architecture.md lists them as it says (jobs.test.ts keeps the two the same).
 */
export function socialJobs(deps: SocialJobDeps): Jobs {
  const { db, clock, logger, afterCommit, graph, cipher, health, inbox } = deps;
  const child = (component: string) => logger.child({ component });
  const publisher = publisherConsumer({
    db,
    clock,
    graph,
    cipher,
    afterCommit,
    ...deps.publishing,
    logger: child('publisher'),
    onConnectionTrouble: health.kick,
  });
  const inboxShared = { db, inbox: graph.inbox, cipher, now: clock, afterCommit };
  const graphDeps = { db, clock, graph, cipher, afterCommit };
  return {
    consumers: [
      ...consumed('publishes each due post to its pages, accounts and locations', publisher),
      ...consumed('a deleted post’s publications kept, untied from it', postDeletedConsumer(db, clock)),
      ...consumed(
        'a published post taken down from its Facebook pages',
        takedownConsumer({ ...graphDeps, logger: child('takedowns') }),
      ),
      ...consumed('the compliance rules copied for the last check', complianceRulesConsumer(db, clock)),
      ...consumed('each account’s time zone copied for the inbox', timeZoneConsumer(db, clock)),
      ...consumed(
        'accounts suspended and reactivated; a deleted one’s Facebook and Google logins revoked and rows removed',
        accountLifecycleConsumer({
          db,
          graph,
          cipher,
          google: deps.publishing.google ?? null,
          logger: child('account-lifecycle'),
          forgetSandboxUser: deps.forgetSandboxUser,
        }),
      ),
    ],
    workers: [
      {
        name: 'inbox-sender',
        what: 'sends the inbox’s replies that are due, at once when one is written',
        everyMs: inbox.sender?.pollMs ?? DEFAULT_REPLY_POLL_MS,
        start() {
          return startReplySender({
            ...inboxShared,
            logger: child('inbox-sender'),
            options: { ...inbox.sender, pollMs: this.everyMs, humanAgent: inbox.humanAgent },
          });
        },
      },
      {
        name: 'insights',
        what: 'reads published posts’ numbers at their checkpoints, leaving the Graph to publishing when busy',
        everyMs: deps.insights?.intervalMs ?? DEFAULT_INSIGHTS_INTERVAL_MS,
        start() {
          return startInsightsCollector({
            ...graphDeps,
            logger: child('insights'),
            publishingBusy: publisher.busy,
            options: { now: clock, ...deps.insights, intervalMs: this.everyMs },
          });
        },
      },
      {
        name: 'connection-health',
        what: 'checks each Facebook connection daily, and at once after a refusal',
        everyMs: health.intervalMs,
        start() {
          health.start();
          return health;
        },
      },
      {
        name: 'inbox-daily-mail',
        what: 'announces the accounts whose inbox threads wait, for their daily mail',
        everyMs: deps.inbox.dailyMailIntervalMs ?? DEFAULT_DAILY_MAIL_INTERVAL_MS,
        start() {
          return startInboxDailyMail({
            db,
            now: clock,
            afterCommit,
            logger: child('inbox-daily-mail'),
            intervalMs: this.everyMs,
          });
        },
      },
      {
        name: 'inbox-subscriptions',
        what: 'subscribes newly selected pages to Meta’s webhook (only with the webhook set up)',
        everyMs: SUBSCRIBE_INTERVAL_MS,
        off: !inbox.subscribesPages,
        start() {
          return startPageSubscriptions({ ...inboxShared, logger: child('inbox-subscriptions') });
        },
      },
      {
        name: 'google-review-sync',
        what: 'reads each chosen Google location’s reviews into the inbox, one replica a location (only with Google on)',
        everyMs: deps.googleReviews?.intervalMs ?? DEFAULT_REVIEW_SYNC_INTERVAL_MS,
        off: !deps.googleReviews,
        start() {
          const { google } = deps.googleReviews!;
          return startReviewSync({
            db,
            clock,
            cipher,
            afterCommit,
            google,
            logger: child('google-review-sync'),
            intervalMs: this.everyMs,
          });
        },
      },
      {
        name: 'inbox-polling',
        what: 'reads the pages’ new comments (only without the webhook: INBOX_POLL_INTERVAL_MS, 0 for never)',
        everyMs: inbox.pollIntervalMs,
        off: inbox.pollIntervalMs <= 0,
        start() {
          return startInboxPolling({
            ...inboxShared,
            logger: child('inbox-polling'),
            intervalMs: this.everyMs,
          });
        },
      },
    ],
  };
}
