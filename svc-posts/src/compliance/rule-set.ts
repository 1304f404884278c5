import { DEFAULT_RULES } from '@studio/ai';
import { type ComplianceChange, type ComplianceRuleSet, SHIPPED_BY } from '@studio/contracts';
import { auditedChange, type Db, emit, readOnce } from '@studio/kit';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { complianceChanges, complianceRules, complianceTerms, outbox } from '../db/schema.ts';

/** Who added the shipped terms. */
export const SEED_ACTOR = SHIPPED_BY;

/** Why a shipped term left the rule set, in its history. */
export const RETIRED_REASON = 'no longer shipped: the release replaced or removed it';

/**
 * Adds the shipped rules and terms that are missing and retires the shipped terms a release no longer
 * ships, idempotently (replicas may start together): a rule's name, severity and reason follow the code;
 * a term the admin disabled stays disabled, except a shipped term of a `block` rule, the legal floor,
 * which is enabled again if it was disabled before it was locked. Terms the admin added are never touched.
 */
export async function seedComplianceRules(db: Db, at: Date): Promise<void> {
  for (const [sortOrder, rule] of DEFAULT_RULES.entries()) {
    const { terms, ...fields } = rule;
    await db
      .insert(complianceRules)
      .values({ ...fields, sortOrder })
      .onConflictDoUpdate({
        target: complianceRules.id,
        set: { name: fields.name, severity: fields.severity, reason: fields.reason, sortOrder },
      });
    // A rule may ship with patterns only (its terms in code): nothing to insert.
    if (terms.length > 0)
      await db
        .insert(complianceTerms)
        .values(terms.map((term) => ({ ruleId: rule.id, term, addedBy: SEED_ACTOR })))
        .onConflictDoNothing();
    await retireUnshippedTerms(db, rule.id, terms, at);
    if (rule.severity === 'block')
      await db
        .update(complianceTerms)
        .set({ active: true })
        .where(
          and(
            eq(complianceTerms.ruleId, rule.id),
            eq(complianceTerms.addedBy, SEED_ACTOR),
            eq(complianceTerms.active, false),
          ),
        );
  }
}

/**
 * Removes the rule's shipped terms that `shipped` no longer holds (a term a release rewrote or dropped would
 * otherwise stay in every database seeded before), each recorded in the rule set's history as retired, so
 * the version moves and a record names the rule set that judged it. Only the replica whose delete took the
 * rows records them.
 */
async function retireUnshippedTerms(db: Db, ruleId: string, shipped: readonly string[], at: Date) {
  await db.transaction(async (tx) => {
    const retired = await tx
      .delete(complianceTerms)
      .where(
        and(
          eq(complianceTerms.ruleId, ruleId),
          eq(complianceTerms.addedBy, SEED_ACTOR),
          shipped.length > 0 ? notInArray(complianceTerms.term, [...shipped]) : undefined,
        ),
      )
      .returning({ term: complianceTerms.term });
    if (retired.length === 0) return;
    await lockRuleSet(tx);
    for (const { term } of retired)
      await tx
        .insert(complianceChanges)
        .values({ action: 'retired', ruleId, term, by: SEED_ACTOR, reason: RETIRED_REASON, at });
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The rule set as it is now; its version is the number of the last change (0: as shipped). The answer is
 * shared (with the other readers of its transaction, and with every reader of the same rules): it must not
 * be changed.
 */
export function ruleSetOf(db: Db): Promise<ComplianceRuleSet> {
  return readOnce(db, 'ruleSet', () => readRuleSetOnce(db));
}

/** How many rule sets are kept by their fingerprint (a process serves one database; tests, a few). */
const KEPT_RULE_SETS = 4;
const ruleSetsByFingerprint = new Map<string, ComplianceRuleSet>();

/**
 * The rule set, read in full only when its fingerprint is new: the last change's number and a digest of every
 * column of every rule and term, made by the database, so any change by any replica (a term added, disabled,
 * retired, reworded; a rule's severity) gives another fingerprint and is read at once. A request reads one
 * row instead of the thousands of terms, and the writer and the gate keep what they compiled for the same
 * rule set object.
 */
async function readRuleSetOnce(db: Db): Promise<ComplianceRuleSet> {
  const [row] = await db
    .select({
      version: sql<number>`(select coalesce(max(${complianceChanges.id}), 0)::int from ${complianceChanges})`,
      terms: sql<string>`(select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from ${complianceTerms} t)`,
      rules: sql<string>`(select md5(coalesce(string_agg(r::text, '|' order by r.id), '')) from ${complianceRules} r)`,
    })
    .from(sql`(select 1) as one`);
  const fingerprint = `${row?.version}:${row?.terms}:${row?.rules}`;
  const kept = ruleSetsByFingerprint.get(fingerprint);
  if (kept) return kept;
  const ruleSet = await readRuleSet(db);
  if (ruleSetsByFingerprint.size >= KEPT_RULE_SETS)
    ruleSetsByFingerprint.delete(ruleSetsByFingerprint.keys().next().value!);
  ruleSetsByFingerprint.set(fingerprint, ruleSet);
  return ruleSet;
}

async function readRuleSet(db: Db): Promise<ComplianceRuleSet> {
  const [rules, terms, [last]] = await Promise.all([
    db.select().from(complianceRules).orderBy(asc(complianceRules.sortOrder)),
    db.select().from(complianceTerms).orderBy(asc(complianceTerms.id)),
    db
      .select({ version: sql<number>`coalesce(max(${complianceChanges.id}), 0)::int` })
      .from(complianceChanges),
  ]);
  return {
    version: last?.version ?? 0,
    rules: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      severity: rule.severity,
      reason: rule.reason,
      terms: terms
        .filter((t) => t.ruleId === rule.id)
        .map((t) => ({
          id: t.id,
          term: t.term,
          active: t.active,
          addedBy: t.addedBy,
          addedAt: t.addedAt.toISOString(),
          changedBy: t.changedBy,
          changedAt: iso(t.changedAt),
          changeReason: t.changeReason,
        })),
    })),
  };
}

/** The latest changes of the rule set, newest first. */
export async function complianceChangesOf(db: Db, limit = 100): Promise<ComplianceChange[]> {
  const rows = await db.select().from(complianceChanges).orderBy(desc(complianceChanges.id)).limit(limit);
  return rows.map((r) => ({
    version: r.id,
    action: r.action,
    ruleId: r.ruleId,
    term: r.term,
    by: r.by,
    at: r.at.toISOString(),
    reason: r.reason,
  }));
}

/** An arbitrary key of svc-posts' own: changes of the rule set take turns, so each version holds all before it. */
const RULE_SET_LOCK = 130_013;

/** Holds the rule set for this transaction's change (the other changes wait until it commits). */
export async function lockRuleSet(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RULE_SET_LOCK})`);
}

/**
 * Records a change by an admin (`actor`: the token's subject, for svc-auth's audit, and the admin's name,
 * for the rules' own history) and announces the whole rule set after it, inside the change's transaction.
 */
export async function recordChange(
  tx: Db,
  change: Pick<ComplianceChange, 'action' | 'ruleId' | 'term' | 'by' | 'reason'> & { at: Date; sub: string },
): Promise<ComplianceRuleSet> {
  const { sub, ...row } = change;
  await tx.insert(complianceChanges).values(row);
  const ruleSet = await ruleSetOf(tx);
  await emit(tx, outbox, 'posts.compliance-rules.changed', ruleSet);
  await emit(
    tx,
    outbox,
    'posts.change.audited',
    auditedChange(
      { sub },
      `compliance-term.${change.action}`,
      null,
      {
        ruleId: change.ruleId,
        term: change.term,
        version: ruleSet.version,
        ...(change.reason ? { reason: change.reason } : {}),
      },
      change.at,
    ),
  );
  return ruleSet;
}

/** Announces the rule set as it is (at start): a service that lost its copy gets it back. Answers it. */
export async function announceRuleSet(db: Db): Promise<ComplianceRuleSet> {
  const ruleSet = await ruleSetOf(db);
  await emit(db, outbox, 'posts.compliance-rules.changed', ruleSet);
  return ruleSet;
}
