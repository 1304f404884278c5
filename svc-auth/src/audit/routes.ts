import type { AuditLogResponse } from '@studio/contracts';
import { type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { auditPage } from './audit.ts';

/** /api/audit-log: the platform admin reads who did what. */
export function auditRoutes(app: ServiceApp, { db }: { db: Db }) {
  mountRoute(app, 'GET /api/audit-log', async (c) => {
    const { page, limit } = c.req.valid('query');
    const body: AuditLogResponse = { success: true, ...(await auditPage(db, page, limit)), page, limit };
    return c.json(body);
  });
}
