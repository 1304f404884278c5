import { repeatsOf, type Writer } from '@studio/ai';
import { badRequest, type Db } from '@studio/kit';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { assertAiBudget, countingAiUsage } from '../ai-budget/budget.ts';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { takeGenerations } from '../posts/generation-quota.ts';
import { aiConfigurationOf, announcePost, contentHash, type PostRow } from '../posts/queries.ts';
import { writtenStep } from '../posts/record-steps.ts';
import {
  companyOf,
  NO_PRODUCTS,
  postInput,
  productsOf,
  recentPostsOf,
  writeCheckedPost,
} from '../posts/write.ts';
import { appendStep, writerActor } from '../records/steps.ts';
import { type Plan, planPeriod, type Week } from './plan.ts';

export const BOTH_WEEKS_HAVE_POSTS = 'Η τρέχουσα και η επόμενη εβδομάδα έχουν ήδη αναρτήσεις.';
export const NO_FREE_DAYS = 'Δεν απομένουν ημέρες σε αυτή την περίοδο για νέες αναρτήσεις.';

/** The first key of the lock of an account's period generation; the account is the second. */
const PERIOD_LOCK = 0x0b05_0001;

/** How often a post is written again when it repeats the account's posts or the period's earlier ones. */
const ATTEMPTS_PER_POST = 3;

export type PeriodOutcome = {
  /** The posts made, by date; none when both weeks already had posts. */
  posts: PostRow[];
  message: string;
  plan: Plan;
};

/** Whether each of the two weeks already has posts. */
async function busyWeeks(db: Db, accountId: number, weeks: readonly Week[]): Promise<boolean[]> {
  return Promise.all(
    weeks.map(async (week) => {
      const [row] = await db
        .select({ id: bulkGeneratedPosts.id })
        .from(bulkGeneratedPosts)
        .where(
          and(
            eq(bulkGeneratedPosts.accountId, accountId),
            gte(bulkGeneratedPosts.scheduledDate, week.start),
            lt(bulkGeneratedPosts.scheduledDate, week.end),
          ),
        )
        .limit(1);
      return row !== undefined;
    }),
  );
}

const madeMessage = (count: number) =>
  count === 1
    ? 'Δημιουργήθηκε 1 ανάρτηση για την τρέχουσα και την επόμενη εβδομάδα.'
    : `Δημιουργήθηκαν ${count} αναρτήσεις για την τρέχουσα και την επόμενη εβδομάδα.`;

/**
 * Writes the posts of the period that starts at `at` (the current and the next week, one
 * post every postFrequencyDays at the company's time in its zone), products in turn from the last
 * added, no two with the same text. A week that already has posts gets none. Posts are written before
 * the transaction, which only stores them, so a failing writer leaves the account's posts as they were;
 * the account's lock makes two generations at once store one period. `whileStoring` runs in that
 * transaction.
 */
export async function generatePeriodPosts(
  db: Db,
  writer: Writer,
  accountId: number,
  at: Date,
  whileStoring?: (tx: Db, plan: Plan) => Promise<void>,
): Promise<PeriodOutcome> {
  const company = await companyOf(db, accountId);
  const products = await productsOf(db, accountId);
  if (products.length === 0) throw badRequest(NO_PRODUCTS, 'no_products');
  const plan = planPeriod({
    now: at,
    timeZone: company.timeZone,
    scheduledTime: company.scheduledTime,
    frequencyDays: company.postFrequencyDays,
  });
  const busy = await busyWeeks(db, accountId, plan.weeks);
  const slots = plan.slots.filter((slot) => !busy[slot.week]);

  const config = await aiConfigurationOf(db, accountId);
  await assertAiBudget(db, accountId, config, at);
  await takeGenerations(db, accountId, config.dailyGenerationLimit, slots.length, at);
  const ruleSet = await ruleSetOf(db);
  const hashes = new Set(
    (
      await db
        .select({ hash: bulkGeneratedPosts.contentHash })
        .from(bulkGeneratedPosts)
        .where(eq(bulkGeneratedPosts.accountId, accountId))
    ).map((r) => r.hash),
  );
  // Every slot is written at once (the writer keeps its own limit of calls at work), each told the
  // account's last month; then, in order, a text that repeats the account's posts or the period's earlier
  // ones (a sentence, its opening or closing) is written again, told the period so far.
  const month = await recentPostsOf(db, accountId, at);
  const write = (index: number, attempt: number, recentPosts: string[]) => {
    const slot = slots[index]!;
    const product = products[index % products.length]!;
    const variant = attempt === 0 ? slot.localDate : `${slot.localDate}#${attempt}`;
    return countingAiUsage(
      db,
      accountId,
      () => at,
      () =>
        writeCheckedPost(
          writer,
          postInput(product, company, config, ruleSet, { variant, date: slot.localDate, recentPosts }),
          ruleSet,
        ),
    );
  };
  const firstDrafts = await Promise.all(slots.map((_, index) => write(index, 0, month)));
  const drafts: (typeof bulkGeneratedPosts.$inferInsert & { week: 0 | 1 })[] = [];
  const signature = company.companyName;
  for (const [index, slot] of slots.entries()) {
    const product = products[index % products.length]!;
    // The newest first, as the writer reads them: the period's drafts so far, then the month before it.
    const before = [...drafts.map((d) => d.content).reverse(), ...month];
    let written = firstDrafts[index]!;
    let hash = contentHash(written.content);
    for (
      let attempt = 1;
      (hashes.has(hash) || repeatsOf(written.content, before, signature).length > 0) &&
      attempt < ATTEMPTS_PER_POST;
      attempt++
    ) {
      written = await write(index, attempt, before);
      hash = contentHash(written.content);
    }
    if (hashes.has(hash)) continue;
    hashes.add(hash);
    drafts.push({
      week: slot.week,
      accountId,
      productId: product.accountProductId,
      content: written.content,
      contentHash: hash,
      complianceFlags: written.complianceFlags,
      scheduledDate: slot.at,
      productImage: product.imagePath,
      productName: product.name,
      categoryName: product.categoryName,
    });
  }

  const posts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK}, ${accountId})`);
    // Another generation may have filled a week meanwhile.
    const busyNow = await busyWeeks(tx, accountId, plan.weeks);
    const fresh = drafts.filter((d) => !busyNow[d.week]).map(({ week: _, ...row }) => row);
    const inserted =
      fresh.length === 0
        ? []
        : await tx.insert(bulkGeneratedPosts).values(fresh).onConflictDoNothing().returning();
    const by = writerActor(writer, config.model);
    for (const row of inserted) {
      await appendStep(tx, row, writtenStep(row, by, at));
      await announcePost(tx, 'posts.post.generated', row);
    }
    await whileStoring?.(tx, plan);
    return inserted;
  });
  posts.sort((a, b) => (a.scheduledDate?.getTime() ?? 0) - (b.scheduledDate?.getTime() ?? 0));
  const message =
    posts.length > 0
      ? madeMessage(posts.length)
      : busy[0] && busy[1]
        ? BOTH_WEEKS_HAVE_POSTS
        : slots.length === 0
          ? NO_FREE_DAYS
          : BOTH_WEEKS_HAVE_POSTS;
  return { posts, message, plan };
}
