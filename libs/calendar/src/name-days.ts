import { orthodoxEaster } from './holidays.ts';

/** A Greek name day on a calendar day (yyyy-mm-dd): the feast, and the names celebrated on it. */
export type NameDay = { date: string; feast: string; names: string[] };

/**
 * The major name days on a fixed date (the Church of Greece's calendar): those most people in Greece
 * celebrate, which a clinic greets its clients on. Not every saint of the day: a clinic adds its own.
 */
const FIXED: ReadonlyArray<[month: number, day: number, feast: string, names: string[]]> = [
  [1, 1, 'Αγίου Βασιλείου', ['Βασίλειος', 'Βασιλική']],
  [1, 6, 'Θεοφάνεια', ['Φώτιος', 'Φωτεινή', 'Θεοφάνης']],
  [1, 7, 'Αγίου Ιωάννου του Προδρόμου', ['Ιωάννης', 'Ιωάννα']],
  [1, 17, 'Αγίου Αντωνίου', ['Αντώνιος', 'Αντωνία']],
  [1, 18, 'Αγίου Αθανασίου', ['Αθανάσιος', 'Αθανασία']],
  [1, 25, 'Αγίου Γρηγορίου του Θεολόγου', ['Γρηγόριος']],
  [2, 10, 'Αγίου Χαραλάμπους', ['Χαράλαμπος']],
  [3, 25, 'Ευαγγελισμός της Θεοτόκου', ['Ευάγγελος', 'Ευαγγελία']],
  [5, 5, 'Αγίας Ειρήνης', ['Ειρήνη']],
  [5, 21, 'Αγίων Κωνσταντίνου και Ελένης', ['Κωνσταντίνος', 'Ελένη']],
  [6, 29, 'Αγίων Αποστόλων Πέτρου και Παύλου', ['Πέτρος', 'Παύλος']],
  [7, 20, 'Προφήτη Ηλία', ['Ηλίας']],
  [7, 26, 'Αγίας Παρασκευής', ['Παρασκευή']],
  [7, 27, 'Αγίου Παντελεήμονος', ['Παντελεήμων']],
  [8, 6, 'Μεταμόρφωση του Σωτήρος', ['Σωτήριος', 'Σωτηρία']],
  [8, 15, 'Κοίμηση της Θεοτόκου', ['Μαρία', 'Παναγιώτης', 'Παναγιώτα', 'Δέσποινα']],
  [9, 14, 'Ύψωση του Τιμίου Σταυρού', ['Σταύρος', 'Σταυρούλα']],
  [9, 17, 'Αγίας Σοφίας', ['Σοφία', 'Ελπίδα', 'Αγάπη']],
  [10, 26, 'Αγίου Δημητρίου', ['Δημήτριος', 'Δήμητρα']],
  [11, 8, 'Αγίων Ταξιαρχών', ['Μιχαήλ', 'Γαβριήλ', 'Άγγελος', 'Αγγελική']],
  [11, 25, 'Αγίας Αικατερίνης', ['Αικατερίνη']],
  [11, 30, 'Αγίου Ανδρέα', ['Ανδρέας']],
  [12, 4, 'Αγίας Βαρβάρας', ['Βαρβάρα']],
  [12, 6, 'Αγίου Νικολάου', ['Νικόλαος', 'Νικολέτα']],
  [12, 9, 'Αγίας Άννης', ['Άννα']],
  [12, 12, 'Αγίου Σπυρίδωνος', ['Σπυρίδων']],
  [12, 15, 'Αγίου Ελευθερίου', ['Ελευθέριος', 'Ελευθερία']],
  [12, 25, 'Χριστούγεννα', ['Χρήστος', 'Χριστίνα']],
  [12, 26, 'Σύναξη της Θεοτόκου', ['Εμμανουήλ']],
  [12, 27, 'Αγίου Στεφάνου', ['Στέφανος', 'Στεφανία']],
];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The major name days of a year. Those counted from Orthodox Easter move with it; St George's (23 April)
 * and St Mark's (25 April) are never kept in Lent or Holy Week: when their day comes before Easter (or on
 * it), St George moves to Easter Monday and St Mark to the Tuesday after.
 */
export function greekNameDays(year: number): NameDay[] {
  const easter = orthodoxEaster(year).getTime();
  const april = (day: number) => Date.UTC(year, 3, day);
  const george = april(23) <= easter ? easter + DAY : april(23);
  const mark = april(25) <= easter + DAY ? easter + 2 * DAY : april(25);
  const movable: NameDay[] = [
    { date: isoDay(easter - 8 * DAY), feast: 'Σάββατο του Λαζάρου', names: ['Λάζαρος'] },
    { date: isoDay(easter - 7 * DAY), feast: 'Κυριακή των Βαΐων', names: ['Βάιος', 'Βάια'] },
    {
      date: isoDay(easter),
      feast: 'Πάσχα',
      names: ['Αναστάσιος', 'Αναστασία', 'Λάμπρος', 'Λαμπρινή', 'Πασχάλης'],
    },
    { date: isoDay(george), feast: 'Αγίου Γεωργίου', names: ['Γεώργιος', 'Γεωργία'] },
    { date: isoDay(mark), feast: 'Αγίου Μάρκου', names: ['Μάρκος'] },
    { date: isoDay(easter + 5 * DAY), feast: 'Ζωοδόχου Πηγής', names: ['Ζωή', 'Πηγή'] },
    { date: isoDay(easter + 7 * DAY), feast: 'Κυριακή του Θωμά', names: ['Θωμάς'] },
  ];
  const fixed = FIXED.map(([month, day, feast, names]) => ({
    date: `${year}-${pad(month)}-${pad(day)}`,
    feast,
    names,
  }));
  return [...fixed, ...movable].sort((x, y) => x.date.localeCompare(y.date));
}

/** The name days from `start` (included) to `end` (excluded), as FullCalendar gives a view's range. */
export function nameDaysBetween(start: Date, end: Date): NameDay[] {
  const years = [];
  for (let y = start.getUTCFullYear(); y <= end.getUTCFullYear(); y++) years.push(y);
  return years.flatMap(greekNameDays).filter((n) => {
    const day = Date.parse(`${n.date}T00:00:00Z`);
    return day >= start.getTime() && day < end.getTime();
  });
}
