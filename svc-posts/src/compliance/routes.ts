import {
  AddComplianceTermRequest,
  type ComplianceRulesChangeResponse,
  type ComplianceRulesResponse,
  RULE_NOT_FOUND,
  TERM_EXISTS,
  TERM_NOT_FOUND,
  UpdateComplianceTermRequest,
} from '@studio/contracts';
import {
  type Auth,
  conflict,
  type Db,
  isUniqueViolation,
  type KitEnv,
  notFound,
  parseId,
  validate,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { complianceRules, complianceTerms } from '../db/schema.ts';
import { complianceChangesOf, lockRuleSet, recordChange, ruleSetOf } from './rule-set.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void; now: () => Date };

/** The platform admin's Compliance Rules (issue 13): list the rules, add terms, disable or enable them; audited. */
export function complianceRoutes({ db, auth, afterCommit, now }: Deps) {
  const app = new Hono<KitEnv>();
  app.use('*', auth.admin);

  app.get('/', async (c) =>
    c.json({
      success: true,
      ruleSet: await ruleSetOf(db),
      changes: await complianceChangesOf(db),
    } satisfies ComplianceRulesResponse),
  );

  app.post('/:ruleId/terms', validate('json', AddComplianceTermRequest), async (c) => {
    const ruleId = c.req.param('ruleId');
    const { term } = c.req.valid('json');
    const by = c.get('auth').sub;
    const at = now();
    const ruleSet = await db
      .transaction(async (tx) => {
        await lockRuleSet(tx);
        const [rule] = await tx.select().from(complianceRules).where(eq(complianceRules.id, ruleId));
        if (!rule) throw notFound(RULE_NOT_FOUND);
        await tx.insert(complianceTerms).values({ ruleId, term, addedBy: by, addedAt: at });
        return recordChange(tx, { action: 'added', ruleId, term, by, at });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(TERM_EXISTS);
        throw error;
      });
    afterCommit();
    return c.json(
      { success: true, message: `Term “${term}” added.`, ruleSet } satisfies z.infer<
        typeof ComplianceRulesChangeResponse
      >,
      201,
    );
  });

  app.patch('/terms/:termId', validate('json', UpdateComplianceTermRequest), async (c) => {
    const termId = parseId(c.req.param('termId'), 'Term');
    const { active } = c.req.valid('json');
    const by = c.get('auth').sub;
    const at = now();
    const ruleSet = await db.transaction(async (tx) => {
      await lockRuleSet(tx);
      const [updated] = await tx
        .update(complianceTerms)
        .set({ active, changedBy: by, changedAt: at })
        .where(eq(complianceTerms.id, termId))
        .returning();
      if (!updated) throw notFound(TERM_NOT_FOUND);
      return recordChange(tx, {
        action: active ? 'enabled' : 'disabled',
        ruleId: updated.ruleId,
        term: updated.term,
        by,
        at,
      });
    });
    afterCommit();
    return c.json({
      success: true,
      message: active ? 'Term enabled.' : 'Term disabled.',
      ruleSet,
    } satisfies z.infer<typeof ComplianceRulesChangeResponse>);
  });

  return app;
}
