import type { AlertsReadResponse, AlertsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const alertsKey = routePath('GET /api/alerts');

/** GET /api/alerts: the account's newest alerts and how many are unread (asked on navigation and on open). */
export function useAlerts() {
  return useSWR<AlertsResponse>(alertsKey, () => apiRequest('GET /api/alerts'));
}

/** POST /api/alerts/{id}/read */
export function markAlertRead(id: number): Promise<AlertsReadResponse> {
  return apiRequest('POST /api/alerts/:id/read', { params: { id } });
}

/** POST /api/alerts/read-all */
export function markAllAlertsRead(): Promise<AlertsReadResponse> {
  return apiRequest('POST /api/alerts/read-all');
}
