/**
 * svc-social's tables in its own Postgres schema `social`, one file per feature under schema/ (drizzle-kit
 * reads them through this file; code imports from here):
 * - base: the schema, the kit's tables (outbox, idempotency keys, known sessions, leases, account states),
 *   the copies of the compliance rules and the accounts' time zones, timestamps;
 * - connections: platforms, Facebook connections, OAuth states, connect tickets, chosen pages;
 * - publishing: the posts published (one row per network target);
 * - insights, inbox (threads, items, replies, webhooks, polls, mails, settings), google (connections,
 *   locations, review replies, the reviews read from Google and their syncs);
 * - sandbox: the Google sandbox's records (used only with the Google sandbox; the Facebook sandbox's tables
 *   are its own, in libs/facebook-sandbox).
 */
export * from './schema/base.ts';
export * from './schema/connections.ts';
export * from './schema/google.ts';
export * from './schema/inbox.ts';
export * from './schema/insights.ts';
export * from './schema/publishing.ts';
export * from './schema/sandbox.ts';
