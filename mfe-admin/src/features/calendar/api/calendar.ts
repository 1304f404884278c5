import type { AdminCalendarResponse, ChipStateName } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export type CalendarFilter = { from: Date; to: Date; accountId: number | null; state: ChipStateName | null };

/** GET /api/posts/calendar: the posts of every account (or one) in the period shown, in one state or all. */
export function useAdminCalendar(filter: CalendarFilter | null) {
  const query = filter
    ? new URLSearchParams({
        from: filter.from.toISOString(),
        to: filter.to.toISOString(),
        ...(filter.accountId ? { accountId: String(filter.accountId) } : {}),
        ...(filter.state ? { state: filter.state } : {}),
      })
    : null;
  const key = query ? `/api/posts/calendar?${query}` : null;
  return useSWR<AdminCalendarResponse>(key, (url: string) => adminFetcher<AdminCalendarResponse>(url), {
    keepPreviousData: true,
  });
}
