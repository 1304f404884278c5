import { randomUUID } from 'node:crypto';
import { type AiUsage, withAiUsage } from '@studio/ai';
import { ApiError, type Db } from '@studio/kit';
import { and, eq, sql } from 'drizzle-orm';
import { aiConfigurations, aiUsage } from '../db/schema.ts';

/** The UTC month a call is counted in: yyyy-mm. */
export const usageMonth = (at: Date) => at.toISOString().slice(0, 7);

const MICRO = 1_000_000;

/** What the portal reads when the month's budget is spent and writing is paused. */
export const aiBudgetPaused = (budgetUsd: number) =>
  `Συμπληρώθηκε ο μηνιαίος προϋπολογισμός τεχνητής νοημοσύνης του λογαριασμού σας (${budgetUsd} $) και η συγγραφή αναρτήσεων σταμάτησε για αυτόν τον μήνα. Ζητήστε από τον διαχειριστή της πλατφόρμας να τον αυξήσει, ή περιμένετε τον επόμενο μήνα.`;

/** What the platform admin reads of the same, on the account's page. */
export const aiBudgetPausedAdmin = (budgetUsd: number, spentUsd: number) =>
  `AI writing is paused for this account: it spent $${spentUsd.toFixed(2)} of its $${budgetUsd} monthly budget (auto-pause is on). Raise the budget or turn auto-pause off in its AI settings to let it write again this month.`;

/** One call as it is kept: its own id (an event's, or a new one), the account (0: the platform's), when. */
export type CountedCall = AiUsage & { id: string; accountId: number; at: Date };

/** Counts a call once by its id, whichever replica (or redelivery) brings it. */
export async function countAiCall(db: Db, call: CountedCall) {
  await db
    .insert(aiUsage)
    .values({
      id: call.id,
      accountId: call.accountId,
      month: usageMonth(call.at),
      at: call.at,
      model: call.model,
      task: call.task,
      promptTokens: call.promptTokens,
      completionTokens: call.completionTokens,
      costMicroUsd: Math.round(call.costUsd * MICRO),
    })
    .onConflictDoNothing();
}

/** Runs `work` with every model call in it (a post, its rewrite, its review) counted for the account. */
export function countingAiUsage<T>(
  db: Db,
  accountId: number,
  now: () => Date,
  work: () => Promise<T>,
): Promise<T> {
  return withAiUsage((usage) => countAiCall(db, { ...usage, id: randomUUID(), accountId, at: now() }), work);
}

/** The account's month so far: what it spent, and its calls by model and task. */
export async function aiUsageOf(db: Db, accountId: number, at: Date) {
  const rows = await db
    .select({
      model: aiUsage.model,
      task: aiUsage.task,
      calls: sql<number>`count(*)`.mapWith(Number),
      promptTokens: sql<number>`sum(${aiUsage.promptTokens})`.mapWith(Number),
      completionTokens: sql<number>`sum(${aiUsage.completionTokens})`.mapWith(Number),
      costMicroUsd: sql<number>`sum(${aiUsage.costMicroUsd})`.mapWith(Number),
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.accountId, accountId), eq(aiUsage.month, usageMonth(at))))
    .groupBy(aiUsage.model, aiUsage.task)
    .orderBy(aiUsage.model, aiUsage.task);
  const spentUsd = rows.reduce((sum, row) => sum + row.costMicroUsd, 0) / MICRO;
  return {
    month: usageMonth(at),
    spentUsd,
    byModel: rows.map(({ costMicroUsd, ...row }) => ({ ...row, costUsd: costMicroUsd / MICRO })),
  };
}

type BudgetSettings = { monthlyBudgetUsd: number; autoPause: boolean };

/** An account's budget until the platform admin sets one (ai_configurations' default). */
export const DEFAULT_MONTHLY_BUDGET_USD = 20;

/** The account's budget and auto-pause, as the admin set them (the defaults until then). */
export async function budgetSettingsOf(db: Db, accountId: number): Promise<BudgetSettings> {
  const [config] = await db
    .select({ monthlyBudgetUsd: aiConfigurations.monthlyBudgetUsd, autoPause: aiConfigurations.autoPause })
    .from(aiConfigurations)
    .where(eq(aiConfigurations.accountId, accountId));
  return config ?? { monthlyBudgetUsd: DEFAULT_MONTHLY_BUDGET_USD, autoPause: true };
}

/** Whether the account's writing is paused: its month's spending reached its budget, with auto-pause on. */
export async function aiBudgetState(db: Db, accountId: number, config: BudgetSettings, at: Date) {
  const usage = await aiUsageOf(db, accountId, at);
  const paused = config.autoPause && usage.spentUsd >= config.monthlyBudgetUsd;
  return { ...usage, monthlyBudgetUsd: config.monthlyBudgetUsd, autoPause: config.autoPause, paused };
}

/** The account's month as the admin's account page shows it, with the English notice while paused. */
export async function adminAiBudget(db: Db, accountId: number, at: Date) {
  const state = await aiBudgetState(db, accountId, await budgetSettingsOf(db, accountId), at);
  return {
    ...state,
    notice: state.paused ? aiBudgetPausedAdmin(state.monthlyBudgetUsd, state.spentUsd) : null,
  };
}

/**
 * Refuses to write for an account whose month's budget is spent while auto-pause is on (402, in
 * Greek); a call already under way finishes, so the month can end a little over its budget.
 */
export async function assertAiBudget(db: Db, accountId: number, config: BudgetSettings, at: Date) {
  const state = await aiBudgetState(db, accountId, config, at);
  if (state.paused) throw new ApiError(402, 'ai_budget_paused', aiBudgetPaused(config.monthlyBudgetUsd));
}
