import { campaignsTexts } from '../texts.ts';

export type ScheduleMoment = { ok: true; moment: Date; iso: string } | { ok: false; message: string };

const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * A date and an HH:MM time, both required, making a moment after `now`.
 * The local date and time become an ISO UTC string.
 */
export function scheduleMoment(day: Date | undefined, time: string, now: Date): ScheduleMoment {
  if (!day || time.trim() === '') return { ok: false, message: campaignsTexts.time.required };
  const match = TIME.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return { ok: false, message: campaignsTexts.time.invalidTime };
  const moment = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
  if (moment.getTime() <= now.getTime()) return { ok: false, message: campaignsTexts.time.inPast };
  return { ok: true, moment, iso: moment.toISOString() };
}
