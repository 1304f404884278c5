import { accountDayUsageTable } from '@studio/kit';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { postsSchema, timestamps } from './base.ts';

/** ai_configurations, one per account, with the platform's defaults. */
export const aiConfigurations = postsSchema.table('ai_configurations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().unique(),
  model: text('model').notNull().default('gpt-4o'),
  temperature: text('temperature').notNull().default('0.7'),
  targetPostLength: integer('target_post_length').notNull().default(150),
  contentTone: text('content_tone').notNull().default('professional'),
  defaultHashtags: text('default_hashtags'),
  contentGuidelines: text('content_guidelines'),
  avoidMedicalClaims: boolean('avoid_medical_claims').notNull().default(true),
  includeCta: boolean('include_cta').notNull().default(true),
  complianceCheck: boolean('compliance_check').notNull().default(true),
  /** US dollars a month for the account's model calls (ai_usage); cents allowed. */
  monthlyBudgetUsd: doublePrecision('monthly_budget_usd').notNull().default(20),
  dailyGenerationLimit: integer('daily_generation_limit').notNull().default(50),
  sendBudgetAlerts: boolean('send_budget_alerts').notNull().default(true),
  autoPause: boolean('auto_pause').notNull().default(true),
  /** Adds the 'AI-assisted' line to published posts (EU AI Act Art. 50); off by default. */
  aiDisclosure: boolean('ai_disclosure').notNull().default(false),
  /** The weekly digest mail on Monday mornings; on by default. */
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  /** How many years a deleted post's record is kept (the legal retention time). */
  recordRetentionYears: integer('record_retention_years').notNull().default(5),
  ...timestamps,
});

/**
 * Each model call made for an account (writing, rewriting, reviewing here; reply drafts, product
 * descriptions and image rankings announced by svc-social and svc-catalog), once by its id: its tokens
 * and its price by the price table, in millionths of a US dollar. An account's month is summed against
 * its `monthlyBudgetUsd`; with `autoPause`, writing stops once it is spent. Account 0: the platform's own.
 */
export const aiUsage = postsSchema.table(
  'ai_usage',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** yyyy-mm, UTC. */
    month: text('month').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    model: text('model').notNull(),
    task: text('task').notNull(),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }).notNull(),
  },
  (t) => [index('ai_usage_account_month_idx').on(t.accountId, t.month)],
);

/** Posts the writer wrote for an account per UTC day, against its `dailyGenerationLimit`. */
export const generationUsage = accountDayUsageTable(postsSchema, 'generation_usage');
