import type { AiDisclosureResponse } from '@studio/contracts';
import { accountIdOf, type Db, type KitEnv, validateRequest } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { aiConfigurations } from '../db/schema.ts';
import { aiConfigurationOf } from '../posts/queries.ts';
import { AI_DISCLOSURE_LINE } from './disclosure.ts';

/** The account's AI disclosure setting (EU AI Act Art. 50): off by default. */
export function disclosureRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono<KitEnv>();

  app.get('/ai-disclosure', async (c) => {
    const config = await aiConfigurationOf(db, accountIdOf(c));
    return c.json({
      success: true,
      enabled: config.aiDisclosure,
      line: AI_DISCLOSURE_LINE,
    } satisfies AiDisclosureResponse);
  });

  app.put('/ai-disclosure', validateRequest('PUT /api/posts/ai-disclosure', 'json'), async (c) => {
    const accountId = accountIdOf(c);
    const { enabled } = c.req.valid('json');
    await aiConfigurationOf(db, accountId);
    await db
      .update(aiConfigurations)
      .set({ aiDisclosure: enabled, updatedAt: now() })
      .where(eq(aiConfigurations.accountId, accountId));
    return c.json({ success: true, enabled, line: AI_DISCLOSURE_LINE } satisfies AiDisclosureResponse);
  });

  return app;
}
