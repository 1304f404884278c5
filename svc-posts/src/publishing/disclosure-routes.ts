import type { AiDisclosureResponse } from '@studio/contracts';
import { accountIdOf, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { aiConfigurations } from '../db/schema.ts';
import { aiConfigurationOf } from '../posts/queries.ts';
import { AI_DISCLOSURE_LINE } from './disclosure.ts';

/** The account's AI disclosure setting (EU AI Act Art. 50): off by default. */
export function disclosureRoutes(app: ServiceApp, { db, now }: { db: Db; now: () => Date }) {
  mountRoute(app, 'GET /api/posts/ai-disclosure', async (c) => {
    const config = await aiConfigurationOf(db, accountIdOf(c));
    return c.json({
      success: true,
      enabled: config.aiDisclosure,
      line: AI_DISCLOSURE_LINE,
    } satisfies AiDisclosureResponse);
  });

  mountRoute(app, 'PUT /api/posts/ai-disclosure', async (c) => {
    const accountId = accountIdOf(c);
    const { enabled } = c.req.valid('json');
    await aiConfigurationOf(db, accountId);
    await db
      .update(aiConfigurations)
      .set({ aiDisclosure: enabled, updatedAt: now() })
      .where(eq(aiConfigurations.accountId, accountId));
    return c.json({ success: true, enabled, line: AI_DISCLOSURE_LINE } satisfies AiDisclosureResponse);
  });
}
