import type { AuditLogResponse } from '@studio/contracts';
import { type Db, type KitEnv, validateRequest } from '@studio/kit';
import { Hono } from 'hono';
import { auditPage } from './audit.ts';

/** /api/audit-log: the platform admin reads who did what. */
export function auditRoutes({ db }: { db: Db }) {
  const app = new Hono<KitEnv>();
  app.get('/', validateRequest('GET /api/audit-log', 'query'), async (c) => {
    const { page, limit } = c.req.valid('query');
    const body: AuditLogResponse = { success: true, ...(await auditPage(db, page, limit)), page, limit };
    return c.json(body);
  });
  return app;
}
