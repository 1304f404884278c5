import type { AccountAiBudgetResponse, AiBudgetResponse } from '@studio/contracts';
import { accountIdOf, type Db, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { aiConfigurations } from '../db/schema.ts';
import { adminAiBudget, aiBudgetPaused, aiBudgetState, budgetSettingsOf } from './budget.ts';

type Deps = { db: Db; now: () => Date };

/** GET /api/posts/ai-budget: the business's month of AI use against its budget (the portal, in Greek). */
export function aiBudgetRoutes(app: ServiceApp, { db, now }: Deps) {
  mountRoute(app, 'GET /api/posts/ai-budget', async (c) => {
    const accountId = accountIdOf(c);
    const state = await aiBudgetState(db, accountId, await budgetSettingsOf(db, accountId), now());
    return c.json({
      success: true,
      month: state.month,
      monthlyBudgetUsd: state.monthlyBudgetUsd,
      spentUsd: state.spentUsd,
      autoPause: state.autoPause,
      paused: state.paused,
      notice: state.paused ? aiBudgetPaused(state.monthlyBudgetUsd) : null,
    } satisfies AiBudgetResponse);
  });
}

/** PUT /api/account-posts/:accountId/ai-budget: the platform admin sets an account's monthly budget and auto-pause. */
export function accountAiBudgetRoutes(app: ServiceApp, { db, now }: Deps) {
  mountRoute(app, 'PUT /api/account-posts/:accountId/ai-budget', async (c) => {
    const accountId = parseId(c.req.param('accountId'), 'Account');
    const { monthlyBudgetUsd, autoPause } = c.req.valid('json');
    await db
      .insert(aiConfigurations)
      .values({ accountId, monthlyBudgetUsd, autoPause })
      .onConflictDoUpdate({
        target: aiConfigurations.accountId,
        set: { monthlyBudgetUsd, autoPause, updatedAt: now() },
      });
    return c.json({
      success: true,
      aiBudget: await adminAiBudget(db, accountId, now()),
    } satisfies AccountAiBudgetResponse);
  });
}
