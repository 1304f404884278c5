import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';

export type PlanInput = {
  /** The moment the plan is made. */
  now: Date;
  /** IANA zone of the business, from its company settings. */
  timeZone: string;
  /** 'HH:MM', the business's local posting time. */
  scheduledTime: string;
  /** One post every this many days (1–30). */
  frequencyDays: number;
};

export type Week = {
  /** Monday 00:00 local, as a UTC instant. */
  start: Date;
  /** The next Monday 00:00 local (exclusive), as a UTC instant. */
  end: Date;
};

export type Slot = {
  /** The post's moment, a UTC instant. */
  at: Date;
  /** Its local calendar day, 'yyyy-MM-dd'. */
  localDate: string;
  /** 0 for the current week, 1 for the next. */
  week: 0 | 1;
};

export type Plan = { weeks: [Week, Week]; slots: Slot[]; frequencyDays: number };

/**
 * The period's posting moments: from today to the end of next week (Monday-based weeks in the
 * business's zone), one every `frequencyDays` days at `scheduledTime` local time. Today counts only
 * while its time is still ahead. Days are counted on the local calendar, so 09:00 stays 09:00 across
 * daylight-saving changes.
 */
export function planPeriod({ now, timeZone, scheduledTime, frequencyDays }: PlanInput): Plan {
  const [hours, minutes] = scheduledTime.split(':').map(Number) as [number, number];
  const step = Math.max(1, Math.trunc(frequencyDays));
  const local = new TZDate(now.getTime(), timeZone);
  const thisMonday = startOfWeek(local, { weekStartsOn: 1 });
  const nextMonday = addWeeks(thisMonday, 1);
  const end = addWeeks(thisMonday, 2);
  const weeks: [Week, Week] = [
    { start: new Date(thisMonday.getTime()), end: new Date(nextMonday.getTime()) },
    { start: new Date(nextMonday.getTime()), end: new Date(end.getTime()) },
  ];

  const at = (day: TZDate) =>
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, 0, timeZone);
  let day = at(local);
  if (day.getTime() <= now.getTime()) day = at(addDays(local, 1));
  const slots: Slot[] = [];
  while (day.getTime() < end.getTime()) {
    slots.push({
      at: new Date(day.getTime()),
      localDate: format(day, 'yyyy-MM-dd'),
      week: day.getTime() < nextMonday.getTime() ? 0 : 1,
    });
    day = at(addDays(day, step));
  }
  return { weeks, slots, frequencyDays: step };
}
