import type { AuditLogResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/audit-log: one page of the log, newest first. */
export function useAuditLog(page: number) {
  return useSWR(`/api/audit-log?page=${page}&limit=${AUDIT_PAGE_SIZE}`, (key: string) =>
    adminFetcher<AuditLogResponse>(key),
  );
}
