import type { InboxThreadSummary } from '@studio/contracts';

/** Whole minutes a thread has waited for an answer at `now`; null when nothing waits. */
export function minutesWaiting(thread: Pick<InboxThreadSummary, 'waitingSince'>, now: number): number | null {
  if (!thread.waitingSince) return null;
  return Math.max(0, Math.floor((now - Date.parse(thread.waitingSince)) / 60_000));
}

/** Whether it waited at least the account's alert hours (the badge counts these, in opening hours). */
export function isOverdue(minutes: number | null, alertHours: number): boolean {
  return minutes !== null && minutes >= alertHours * 60;
}
