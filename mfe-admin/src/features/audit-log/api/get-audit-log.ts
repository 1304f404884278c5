import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/audit-log: one page of the log, newest first. */
export function useAuditLog(page: number) {
  const query = { page, limit: AUDIT_PAGE_SIZE };
  return useSWR(routePath('GET /api/audit-log', {}, query), () =>
    apiRequest('GET /api/audit-log', { as: 'admin', query }),
  );
}
