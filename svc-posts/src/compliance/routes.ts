import {
  type ComplianceRulesChangeResponse,
  type ComplianceRulesResponse,
  isLockedTerm,
  RULE_NOT_FOUND,
  TERM_EXISTS,
  TERM_LOCKED,
  TERM_NOT_FOUND,
  type TokenClaims,
} from '@studio/contracts';
import {
  type Auth,
  conflict,
  type Db,
  isUniqueViolation,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { complianceRules, complianceTerms } from '../db/schema.ts';
import { complianceChangesOf, lockRuleSet, recordChange, ruleSetOf } from './rule-set.ts';

type Deps = { db: Db; auth: Auth; afterCommit: () => void; now: () => Date };

/** The admin as the rules' history names them: their name, or the token's subject on a token without one. */
const adminOf = (claims: TokenClaims) => ({ sub: claims.sub, by: claims.name ?? claims.sub });

/**
 * The platform admin's Compliance Rules: list the rules, add terms, disable (with a
 * reason) or enable them, never a shipped term of a `block` rule; each change audited with the admin's name.
 */
export function complianceRoutes(app: ServiceApp, { db, afterCommit, now }: Deps) {
  mountRoute(app, 'GET /api/compliance-rules', async (c) =>
    c.json({
      success: true,
      ruleSet: await ruleSetOf(db),
      changes: await complianceChangesOf(db),
    } satisfies ComplianceRulesResponse),
  );

  mountRoute(app, 'POST /api/compliance-rules/:ruleId/terms', async (c) => {
    const ruleId = c.req.param('ruleId');
    const { term } = c.req.valid('json');
    const { sub, by } = adminOf(c.get('auth'));
    const at = now();
    const ruleSet = await db
      .transaction(async (tx) => {
        await lockRuleSet(tx);
        const [rule] = await tx.select().from(complianceRules).where(eq(complianceRules.id, ruleId));
        if (!rule) throw notFound(RULE_NOT_FOUND);
        await tx.insert(complianceTerms).values({ ruleId, term, addedBy: by, addedAt: at });
        return recordChange(tx, { action: 'added', ruleId, term, by, sub, at, reason: null });
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

  mountRoute(app, 'PATCH /api/compliance-rules/terms/:termId', async (c) => {
    const termId = parseId(c.req.param('termId'), 'Term');
    const { active, reason: given } = c.req.valid('json');
    const reason = given || null;
    const { sub, by } = adminOf(c.get('auth'));
    const at = now();
    const ruleSet = await db.transaction(async (tx) => {
      await lockRuleSet(tx);
      const [found] = await tx
        .select({ term: complianceTerms, severity: complianceRules.severity })
        .from(complianceTerms)
        .innerJoin(complianceRules, eq(complianceRules.id, complianceTerms.ruleId))
        .where(eq(complianceTerms.id, termId));
      if (!found) throw notFound(TERM_NOT_FOUND);
      if (!active && isLockedTerm(found, found.term)) throw conflict(TERM_LOCKED);
      const [updated] = await tx
        .update(complianceTerms)
        .set({ active, changedBy: by, changedAt: at, changeReason: reason })
        .where(eq(complianceTerms.id, termId))
        .returning();
      if (!updated) throw notFound(TERM_NOT_FOUND);
      return recordChange(tx, {
        action: active ? 'enabled' : 'disabled',
        ruleId: updated.ruleId,
        term: updated.term,
        by,
        sub,
        at,
        reason,
      });
    });
    afterCommit();
    return c.json({
      success: true,
      message: active ? 'Term enabled.' : 'Term disabled.',
      ruleSet,
    } satisfies z.infer<typeof ComplianceRulesChangeResponse>);
  });
}
