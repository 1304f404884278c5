import type { AdminCalendarResponse, ChipStateName } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export type CalendarFilter = { from: Date; to: Date; accountId: number | null; state: ChipStateName | null };

/** GET /api/posts/calendar: the posts of every account (or one) in the period shown, in one state or all. */
export function useAdminCalendar(filter: CalendarFilter | null) {
  const query = filter
    ? {
        from: filter.from.toISOString(),
        to: filter.to.toISOString(),
        ...(filter.accountId ? { accountId: filter.accountId } : {}),
        ...(filter.state ? { state: filter.state } : {}),
      }
    : null;
  return useSWR<AdminCalendarResponse>(
    query ? routePath('GET /api/posts/calendar', {}, query) : null,
    () => apiRequest('GET /api/posts/calendar', { as: 'admin', query: query ?? undefined }),
    { keepPreviousData: true },
  );
}
