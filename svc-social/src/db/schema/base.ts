import type { ComplianceRulesToMatch } from '@studio/contracts';
import {
  accountStatesTable,
  idempotencyKeysTable,
  knownSessionsTable,
  leasesTable,
  outboxTable,
} from '@studio/kit';
import { integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const socialSchema = pgSchema('social');

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * svc-posts' compliance rule set, the newest version announced (`posts.compliance-rules.changed`): the
 * publisher's last check reads it. One row.
 */
export const complianceRulesCopy = socialSchema.table('compliance_rules_copy', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  ruleSet: jsonb('rule_set').$type<ComplianceRulesToMatch>().notNull(),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = outboxTable(socialSchema);

/** The writes asked for under an Idempotency-Key, with their answers (a retry gets the same). */
export const idempotencyKeys = idempotencyKeysTable(socialSchema);

/** The sessions svc-auth announced: a token is taken only while its session is live here. */
export const knownSessions = knownSessionsTable(socialSchema);

/** Who is publishing a target, or to a page, right now: see @studio/kit Leases. */
export const leases = leasesTable(socialSchema);

/** svc-auth's account lifecycle as this service needs it: a suspended account's posts are not published. */
export const accountStates = accountStatesTable(socialSchema);

/**
 * Each account's time zone as svc-auth announces it (`auth.company.updated`): the inbox's daily mail goes
 * at 08:00 there. No row: Greek time.
 */
export const accountTimeZones = socialSchema.table('account_time_zones', {
  accountId: integer('account_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});
