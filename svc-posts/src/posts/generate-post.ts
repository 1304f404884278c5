import { randomUUID } from 'node:crypto';
import type { Writer } from '@studio/ai';
import type { ComplianceFlag, GeneratePostRequest } from '@studio/contracts';
import { type Db, notFound } from '@studio/kit';
import type { z } from 'zod';
import { assertAiBudget, countingAiUsage } from '../ai-budget/budget.ts';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { takeGenerations } from './generation-quota.ts';
import { aiConfigurationOf } from './queries.ts';
import {
  companyDay,
  companyOf,
  PRODUCT_NOT_FOUND,
  postInput,
  productOf,
  recentPostsOf,
  writeCheckedPost,
} from './write.ts';

/**
 * One post written for a product (POST /api/generate-post), not stored: its text and flags, told the
 * account's recent posts and the text it replaces. It counts against the account's daily generations.
 */
export async function generatePost(
  { db, writer, now }: { db: Db; writer: Writer; now: () => Date },
  accountId: number,
  { productId, customName, customDescription, currentContent }: z.infer<typeof GeneratePostRequest>,
): Promise<{ content: string; complianceFlags: ComplianceFlag[] }> {
  const product = await productOf(db, accountId, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const company = await companyOf(db, accountId);
  const config = await aiConfigurationOf(db, accountId);
  const at = now();
  await assertAiBudget(db, accountId, config, at);
  await takeGenerations(db, accountId, config.dailyGenerationLimit, 1, at);
  const ruleSet = await ruleSetOf(db);
  const recentPosts = [
    ...(currentContent ? [currentContent] : []),
    ...(await recentPostsOf(db, accountId, now())),
  ];
  return countingAiUsage(db, accountId, now, () =>
    writeCheckedPost(
      writer,
      postInput(
        {
          ...product,
          name: customName || product.name,
          description: customDescription || product.description,
        },
        company,
        config,
        ruleSet,
        {
          // A fresh seed each time: «Δημιουργία ξανά» never gives the text it replaces.
          variant: randomUUID(),
          date: companyDay(now(), company.timeZone),
          recentPosts,
        },
      ),
      ruleSet,
    ),
  );
}
