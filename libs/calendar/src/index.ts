/**
 * @studio/calendar: the content calendar, for the portal (Greek, drag and drop) and the admin
 * (English, read-only). Not a shared singleton: each remote bundles it into the lazy chunk of its calendar
 * screen, so FullCalendar downloads only there.
 * - PostCalendar: month, week and list views of posts in a company's time zone, chips coloured by state,
 *   the Greek public holidays, the Greek name days (optional) and an automatic period's next run;
 *   CalendarFrame draws it with the theme; useCompactScreen tells a phone-wide window (its agenda week).
 * - Legend, calendarTextsEl / calendarTextsEn (CalendarTexts).
 * - Rules: chipStateOf, chipColour, isDraggable, isPastDrop; greekHolidays, orthodoxEaster; greekNameDays,
 *   nameDaysBetween;
 *   toWallClock / fromWallClock (a moment and its wall-clock time in a zone).
 */
export { CalendarFrame } from './calendar-frame.tsx';
export { PHONE, useCompactScreen } from './compact-screen.ts';
export { greekHolidays, type Holiday, orthodoxEaster } from './holidays.ts';
export { Legend } from './legend.tsx';
export { greekNameDays, type NameDay, nameDaysBetween } from './name-days.ts';
export { PostCalendar, type PostCalendarProps } from './post-calendar.tsx';
export {
  type CalendarPost,
  type ChipState,
  chipColour,
  chipStateOf,
  isDraggable,
  isPastDrop,
} from './post-chips.ts';
export { type CalendarTexts, calendarTextsEl, calendarTextsEn } from './texts.ts';
export { fromWallClock, toWallClock } from './zone.ts';
