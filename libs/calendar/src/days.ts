/** The Greek public holidays and name days alone, without the calendar's screens: for the services and the writer. */
export { greekHolidays, type Holiday, orthodoxEaster } from './holidays.ts';
export { greekNameDays, type NameDay, nameDaysBetween } from './name-days.ts';
