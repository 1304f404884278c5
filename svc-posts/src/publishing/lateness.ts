/** A post that goes out within this of its time is on time. */
const LATE_AFTER_SECONDS = 60;

/** How many seconds after its time a post went out, or null when it was on time. */
export function lateBySeconds(scheduledDate: Date | null, outAt: Date): number | null {
  if (!scheduledDate) return null;
  const late = Math.floor((outAt.getTime() - scheduledDate.getTime()) / 1000);
  return late > LATE_AFTER_SECONDS ? late : null;
}
