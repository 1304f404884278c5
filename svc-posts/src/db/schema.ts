/**
 * svc-posts' tables in its own Postgres schema `posts`, one file per feature under schema/ (drizzle-kit
 * reads them through this file; code imports from here):
 * - base: the schema, the kit's tables (outbox, idempotency keys, known sessions, account states), timestamps;
 * - copies: what other services own, kept from their events (products, media, companies, pages, e-mails, connection health);
 * - posts: the posts of a period and the automatic period;
 * - ai: the AI settings, model calls and posts written per day;
 * - mail: approval links and mails, inbox mails, weekly digests and their daily usage;
 * - compliance: the rules, their terms and their changes;
 * - insights, alerts, records (the inspector's record), consents, signoff (clinical sign-off).
 */
export * from './schema/ai.ts';
export * from './schema/alerts.ts';
export * from './schema/base.ts';
export * from './schema/compliance.ts';
export * from './schema/consents.ts';
export * from './schema/copies.ts';
export * from './schema/insights.ts';
export * from './schema/mail.ts';
export * from './schema/posts.ts';
export * from './schema/records.ts';
export * from './schema/signoff.ts';
