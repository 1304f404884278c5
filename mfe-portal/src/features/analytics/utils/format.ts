import { NUMERIC_DATE_TIME } from '@studio/contracts';

const whole = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat('el-GR', { notation: 'compact', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 1 });

/** 12.345 as Greek readers write it. */
export const formatNumber = (n: number) => whole.format(n);
/** 12,3 χιλ. on an axis. */
export const formatShort = (n: number) => short.format(n);
export const formatDecimal = (n: number) => oneDecimal.format(n);

/** 2026-06-13 as 13/6 on an axis. */
export const formatDay = (date: string) => {
  const [, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}`;
};

/** A moment as dd/MM/yyyy HH:mm in the business's zone. */
export const formatDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('el-GR', { ...NUMERIC_DATE_TIME, timeZone }).format(new Date(iso));

/** Milliseconds of watching as seconds, one decimal: "7,4 δλ". */
export const formatWatchTime = (ms: number) => `${oneDecimal.format(ms / 1000)} δλ`;
