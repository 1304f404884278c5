import type { AlertsReadResponse, AlertsResponse } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const alertsKey = '/api/alerts';

/** GET /api/alerts: the account's newest alerts and how many are unread (asked on navigation and on open). */
export function useAlerts() {
  return useSWR<AlertsResponse>(alertsKey, () => api<AlertsResponse>(alertsKey));
}

/** POST /api/alerts/{id}/read */
export function markAlertRead(id: number): Promise<AlertsReadResponse> {
  return api<AlertsReadResponse>(`${alertsKey}/${id}/read`, { method: 'POST' });
}

/** POST /api/alerts/read-all */
export function markAllAlertsRead(): Promise<AlertsReadResponse> {
  return api<AlertsReadResponse>(`${alertsKey}/read-all`, { method: 'POST' });
}
