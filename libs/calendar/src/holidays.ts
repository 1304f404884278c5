/** A Greek public holiday on a calendar day (yyyy-mm-dd). */
export type Holiday = { date: string; name: string; english: string };

const FIXED: ReadonlyArray<[month: number, day: number, name: string, english: string]> = [
  [1, 1, 'Πρωτοχρονιά', "New Year's Day"],
  [1, 6, 'Θεοφάνεια', 'Epiphany'],
  [3, 25, 'Εθνική Επέτειος (25η Μαρτίου)', 'Independence Day'],
  [5, 1, 'Πρωτομαγιά', 'Labour Day'],
  [8, 15, 'Κοίμηση της Θεοτόκου', 'Dormition of the Mother of God'],
  [10, 28, 'Επέτειος του «Όχι»', 'Ohi Day'],
  [12, 25, 'Χριστούγεννα', 'Christmas Day'],
  [12, 26, 'Σύναξη της Θεοτόκου', 'Synaxis of the Mother of God'],
];

/** Orthodox Easter Sunday (Meeus' Julian algorithm, moved to the Gregorian calendar), as a UTC date. */
export function orthodoxEaster(year: number): Date {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julianToGregorian = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return new Date(Date.UTC(year, month - 1, day + julianToGregorian));
}

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The Greek public holidays of a year: the fixed ones and those counted from Orthodox Easter. */
export function greekHolidays(year: number): Holiday[] {
  const easter = orthodoxEaster(year).getTime();
  const movable: Holiday[] = [
    { date: isoDay(new Date(easter - 48 * DAY)), name: 'Καθαρά Δευτέρα', english: 'Clean Monday' },
    { date: isoDay(new Date(easter - 2 * DAY)), name: 'Μεγάλη Παρασκευή', english: 'Good Friday' },
    { date: isoDay(new Date(easter)), name: 'Πάσχα', english: 'Easter Sunday' },
    { date: isoDay(new Date(easter + DAY)), name: 'Δευτέρα του Πάσχα', english: 'Easter Monday' },
    { date: isoDay(new Date(easter + 50 * DAY)), name: 'Αγίου Πνεύματος', english: 'Whit Monday' },
  ];
  const fixed = FIXED.map(([month, day, name, english]) => ({
    date: `${year}-${pad(month)}-${pad(day)}`,
    name,
    english,
  }));
  return [...fixed, ...movable].sort((x, y) => x.date.localeCompare(y.date));
}
