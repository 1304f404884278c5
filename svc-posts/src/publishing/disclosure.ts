import { type Db, readOnce } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { aiConfigurations } from '../db/schema.ts';
import type { PostRow } from '../posts/queries.ts';

/** The line the account's AI disclosure setting adds to a published post (EU AI Act Art. 50). */
export const AI_DISCLOSURE_LINE = 'Κείμενο με τη βοήθεια τεχνητής νοημοσύνης (AI-assisted).';

/** The text that goes out: the post's, with the disclosure line when the account turned it on. */
export async function textToPublish(db: Db, row: PostRow): Promise<string> {
  const disclosed = await readOnce(db, `aiDisclosure:${row.accountId}`, async () => {
    const [config] = await db
      .select({ aiDisclosure: aiConfigurations.aiDisclosure })
      .from(aiConfigurations)
      .where(eq(aiConfigurations.accountId, row.accountId));
    return config?.aiDisclosure ?? false;
  });
  return disclosed ? `${row.content}\n\n${AI_DISCLOSURE_LINE}` : row.content;
}
