import type { ComplianceSeverity } from '@studio/contracts';
import { boolean, integer, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { postsSchema } from './base.ts';

/** The compliance rules: seeded from libs/ai's DEFAULT_RULES, their terms changed by the platform admin. */
export const complianceRules = postsSchema.table('compliance_rules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  severity: text('severity').$type<ComplianceSeverity>().notNull(),
  reason: text('reason').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A rule's terms; a disabled term stays, for the audit, and can be enabled again. */
export const complianceTerms = postsSchema.table(
  'compliance_terms',
  {
    id: serial('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => complianceRules.id),
    term: text('term').notNull(),
    active: boolean('active').notNull().default(true),
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Why it was last disabled or enabled (a disabling needs one). */
    changeReason: text('change_reason'),
  },
  (t) => [unique('compliance_terms_rule_term_unique').on(t.ruleId, t.term)],
);

/**
 * Every change of the rule set, who made it (the admin's name; the token's subject for changes made before
 * names were kept), when and why; its id is the rule set's new version.
 */
export const complianceChanges = postsSchema.table('compliance_changes', {
  id: serial('id').primaryKey(),
  action: text('action', { enum: ['added', 'disabled', 'enabled', 'retired'] }).notNull(),
  ruleId: text('rule_id').notNull(),
  term: text('term').notNull(),
  by: text('by').notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
