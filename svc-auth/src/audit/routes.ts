import { type AuditLogResponse, queryCount } from '@studio/contracts';
import { type Db, type KitEnv, validate } from '@studio/kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditPage } from './audit.ts';

const AuditQuery = z.object({ page: queryCount(1_000_000).default(1), limit: queryCount(100).default(20) });

/** /api/audit-log: the platform admin reads who did what. */
export function auditRoutes({ db }: { db: Db }) {
  const app = new Hono<KitEnv>();
  app.get('/', validate('query', AuditQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    const body: AuditLogResponse = { success: true, ...(await auditPage(db, page, limit)), page, limit };
    return c.json(body);
  });
  return app;
}
