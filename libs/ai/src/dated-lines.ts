/**
 * Lines of a post that belong to a day: a holiday's or a name day's greeting, a season's line. The writer
 * writes them only on their day; a post moved to another day is told which of its lines no longer fit
 * and can have them rewritten for the new day.
 */
import { greekHolidays, greekNameDays, type Holiday, orthodoxEaster } from '@studio/calendar/days';
import { hashName } from './hash-name.ts';
import { plain } from './product-facts.ts';

/** The greeting of each holiday a clinic greets on, by the holiday's Greek name. */
const HOLIDAY_GREETINGS: Record<string, { greeting: string; says: RegExp }> = {
  Πρωτοχρονιά: { greeting: 'Καλή χρονιά, με υγεία!', says: /καλη χρονια|πρωτοχρονι/u },
  Χριστούγεννα: { greeting: 'Καλά Χριστούγεννα!', says: /(?<!παραμονη )χριστουγενν/u },
  'Παραμονή Χριστουγέννων': {
    greeting:
      'Παραμονή Χριστουγέννων σήμερα: σας ευχόμαστε όμορφες γιορτές, με υγεία και τους ανθρώπους σας!',
    says: /παραμονη χριστουγενν/u,
  },
  'Παραμονή Πρωτοχρονιάς': {
    greeting:
      'Τελευταία μέρα του χρόνου σήμερα: σας ευχαριστούμε που ήσασταν μαζί μας, και σας ευχόμαστε η νέα χρονιά να έρθει με υγεία!',
    says: /τελευταια μερα του χρονου|παραμονη (?:τησ )?πρωτοχρονι/u,
  },
  Πάσχα: { greeting: 'Χριστός Ανέστη! Χρόνια πολλά!', says: /χριστοσ ανεστη|καλο πασχα/u },
  'Μεγάλο Σάββατο': { greeting: 'Καλή Ανάσταση σε όλους!', says: /καλη ανασταση/u },
  'Δευτέρα του Πάσχα': {
    greeting: 'Χρόνια πολλά και καλή Λαμπροβδομάδα!',
    says: /λαμπροβδομαδ/u,
  },
  'Γιορτή της Μητέρας': { greeting: 'Χρόνια πολλά σε όλες τις μητέρες!', says: /μητερεσ|μητερασ/u },
  'Γιορτή του Πατέρα': {
    greeting: 'Χρόνια πολλά σε όλους τους μπαμπάδες, για τη Γιορτή του Πατέρα!',
    says: /μπαμπαδ|γιορτη του πατερα/u,
  },
  'Αγίου Πνεύματος': {
    greeting: 'Χρόνια πολλά για τη γιορτή του Αγίου Πνεύματος!',
    says: /αγιου πνευματοσ/u,
  },
  Πρωτομαγιά: { greeting: 'Καλό μήνα και καλή Πρωτομαγιά!', says: /πρωτομαγι/u },
  // Its wish greets the name day's celebrants too.
  Θεοφάνεια: { greeting: 'Καλά Φώτα και χρόνια πολλά σε όσους γιορτάζουν!', says: /καλα φωτα|θεοφανει/u },
  'Καθαρά Δευτέρα': { greeting: 'Καλή Σαρακοστή!', says: /καλη σαρακοστη|καθαρα δευτερα/u },
  // The two national days: the clinic is closed and greets them.
  'Εθνική Επέτειος (25η Μαρτίου)': {
    greeting: 'Χρόνια πολλά για την εθνική επέτειο της 25ης Μαρτίου!',
    says: /25ησ μαρτιου|εθνικη επετειο/u,
  },
  'Επέτειος του «Όχι»': {
    greeting: 'Χρόνια πολλά για την επέτειο του «Όχι»!',
    says: /επετειο του \W?οχι|28ησ οκτωβριου/u,
  },
};

/** The months of each season's line (winter, spring, summer, autumn), and the words that name it. */
const SEASONS: { months: number[]; says: RegExp }[] = [
  { months: [12, 1, 2], says: /(?:τον|το|ο|του) χειμων/u },
  { months: [3, 4, 5], says: /(?:την|τη|η|τησ) ανοιξη/u },
  { months: [6, 7, 8], says: /(?:το|του) καλοκαιρ/u },
  { months: [9, 10, 11], says: /(?:το|του) φθινοπωρ/u },
];
/** A season's line names its season among its first words («Τον χειμώνα…», «Με το φθινόπωρο…»). */
const opening = (said: string) => said.split(/\s+/).slice(0, 5).join(' ');

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A month's `nth` Sunday (`month` 1–12), as yyyy-mm-dd. */
function nthSunday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + 7 * (nth - 1);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The days a clinic greets on beyond the public holidays: Holy Saturday (its wish is «Καλή Ανάσταση», not
 * a feast's), Mother's Day, the second Sunday of May, Father's Day, the third Sunday of June in Greece,
 * and the eves of Christmas and of the New Year.
 */
export function observances(year: number): Holiday[] {
  const easter = orthodoxEaster(year).getTime();
  return [
    { date: isoDay(easter - DAY), name: 'Μεγάλο Σάββατο', english: 'Holy Saturday' },
    { date: nthSunday(year, 5, 2), name: 'Γιορτή της Μητέρας', english: "Mother's Day" },
    { date: nthSunday(year, 6, 3), name: 'Γιορτή του Πατέρα', english: "Father's Day" },
    { date: `${year}-12-24`, name: 'Παραμονή Χριστουγέννων', english: 'Christmas Eve' },
    { date: `${year}-12-31`, name: 'Παραμονή Πρωτοχρονιάς', english: "New Year's Eve" },
  ];
}

/** An eve is greeted on its day, before the feast that follows it (greeting-plan.ts). */
export const EVES = new Set(['Παραμονή Χριστουγέννων', 'Παραμονή Πρωτοχρονιάς']);

/** Someone of the clinic whose name day a greeting names beside the feast's: its doctor. */
export type Celebrant = {
  /** The first name they go by: «Νίκος». */
  firstName: string;
  /** How a sentence names them, in the nominative: «ο δερματολόγος μας, ο Νίκος Αλεξίου». */
  says: string;
};

/** The names Greeks go by for the names their feasts celebrate (plain spelling): «Νίκος», «Νικόλαος». */
const GOES_BY: Record<string, string> = {
  νικοσ: 'νικολαοσ',
  γιωργοσ: 'γεωργιοσ',
  γιαννησ: 'ιωαννησ',
  κωστασ: 'κωνσταντινοσ',
  κωστησ: 'κωνσταντινοσ',
  δημητρησ: 'δημητριοσ',
  μιχαλησ: 'μιχαηλ',
  θανασησ: 'αθανασιοσ',
  βασιλησ: 'βασιλειοσ',
  σπυροσ: 'σπυριδων',
  στελιοσ: 'στυλιανοσ',
  λευτερησ: 'ελευθεριοσ',
  παυλοσ: 'παυλοσ',
  πετροσ: 'πετροσ',
  κατερινα: 'αικατερινη',
  γιωτα: 'παναγιωτα',
  ντινα: 'κωνσταντινα',
};

/** Whether a name day's names include a first name, by the name or the one it goes by for. */
const celebrates = (names: readonly string[], firstName: string) => {
  const own = plain(firstName);
  return names.some((name) => plain(name) === own || plain(name) === GOES_BY[own]);
};

/** Holy Week, Easter Sunday and the week after: a 1 May in them is not greeted as a feast. */
function nearEaster(day: string): boolean {
  const easter = orthodoxEaster(Number(day.slice(0, 4))).getTime();
  const at = Date.parse(`${day}T00:00:00Z`);
  return at >= easter - 6 * DAY && at <= easter + 6 * DAY;
}

/**
 * A feast said after «γιορτάζουν»: «της Αγίας Ειρήνης», «του Θωμά», «της Ζωοδόχου Πηγής»; null when the
 * writer does not know how to say it, and then no name day is greeted (never an anonymous one).
 */
export function feastOf(feast: string): string | null {
  if (/^(?:Αγίου|Προφήτη)\s/u.test(feast)) return `του ${feast}`;
  if (/^Αγίας\s/u.test(feast)) return `της ${feast}`;
  if (/^Αγίων\s/u.test(feast)) return `των ${feast}`;
  const day = /^(?:Κυριακή|Σάββατο)\s+((?:του|των)\s.+)$/u.exec(feast)?.[1];
  if (day) return day;
  return FEASTS[feast] ?? null;
}
const FEASTS: Record<string, string> = {
  'Ζωοδόχου Πηγής': 'της Ζωοδόχου Πηγής',
  'Ευαγγελισμός της Θεοτόκου': 'του Ευαγγελισμού',
  'Κοίμηση της Θεοτόκου': 'της Παναγίας',
  Θεοφάνεια: 'των Φώτων',
  'Μεταμόρφωση του Σωτήρος': 'της Μεταμόρφωσης του Σωτήρος',
  'Ύψωση του Τιμίου Σταυρού': 'του Σταυρού',
  'Αγίων Ταξιαρχών': 'των Ταξιαρχών',
};

/** A name day's wish, naming its feast: «Σήμερα, που τιμάται η μνήμη της Αγίας Ειρήνης, χρόνια πολλά…». */
function nameDayWish(feast: string, day: string): string | null {
  const of = feastOf(feast);
  if (!of) return null;
  const saint = /^(?:Αγίου|Αγίας|Αγίων|Προφήτη)\s/u.test(feast);
  const wishes = [
    ...(saint ? [`Σήμερα, που τιμάται η μνήμη ${of}, χρόνια πολλά σε όσες και όσους γιορτάζουν!`] : []),
    `Χρόνια πολλά σε όσους γιορτάζουν σήμερα, ${of}!`,
    `Ανήμερα ${of}, ευχόμαστε χρόνια πολλά σε όσους γιορτάζουν!`,
  ];
  return wishes[hashName(day) % wishes.length]!;
}

/**
 * A greeting for a Greek holiday, a day a clinic greets on or a major name day, on its day (yyyy-mm-dd);
 * null on other days. Two on one day are said together («Χρόνια πολλά και καλή Λαμπροβδομάδα! …του
 * Αγίου Γεωργίου»: St George moved to Easter Monday; Mother's Day on the Sunday of St Thomas).
 */
export function greetingOf(day: string | null, celebrant: Celebrant | null = null): string | null {
  if (!day) return null;
  const year = Number(day.slice(0, 4));
  const holiday = [...greekHolidays(year), ...observances(year)].find(
    (h) => h.date === day && HOLIDAY_GREETINGS[h.name] && !(h.name === 'Πρωτομαγιά' && nearEaster(day)),
  );
  const nameDay = greekNameDays(year).find((n) => n.date === day && n.feast !== 'Πάσχα');
  const of = nameDay ? feastOf(nameDay.feast) : null;
  if (holiday) {
    const greeting = HOLIDAY_GREETINGS[holiday.name]!.greeting;
    if (!of || ['Χριστούγεννα', 'Πρωτοχρονιά', 'Θεοφάνεια'].includes(holiday.name)) return greeting;
    return `${greeting} Να χαίρεστε το όνομά σας, όσοι γιορτάζετε ${of}!`;
  }
  if (!nameDay) return null;
  // The doctor's own name day: the feast's wish names them among those who celebrate.
  if (of && celebrant && celebrates(nameDay.names, celebrant.firstName))
    return `Χρόνια πολλά σε όσους γιορτάζουν σήμερα, ${of}, και ανάμεσά τους ${celebrant.says}!`;
  return nameDayWish(nameDay.feast, day);
}

/** A line of a post that belongs to days: what it names, and whether a day is one of them. */
export type DatedLine = { line: string; names: string; fits: (day: string) => boolean };

/** The days of the year before, of and after `day` a line's greeting names (yyyy-mm-dd). */
function greetedDays(said: string, year: number): { names: string; days: string[] } | null {
  const daysOf = (y: number) => [...greekHolidays(y), ...observances(y)];
  for (const y of [year - 1, year, year + 1]) {
    for (const holiday of daysOf(y)) {
      const greeting = HOLIDAY_GREETINGS[holiday.name];
      if (greeting?.says.test(said)) {
        const days = [y - 1, y, y + 1].flatMap((z) =>
          daysOf(z)
            .filter((h) => h.name === holiday.name)
            .map((h) => h.date),
        );
        return { names: holiday.name, days };
      }
    }
  }
  if (!/χρονια πολλα|γιορταζ|εορταζ/u.test(said)) return null;
  const nameDays = [year - 1, year, year + 1].flatMap((y) => greekNameDays(y));
  const named = nameDays.filter(
    (n) => said.includes(plain(n.feast)) || n.names.some((name) => said.includes(plain(name))),
  );
  if (named.length > 0) return { names: named[0]!.feast, days: named.map((n) => n.date) };
  // «Χρόνια πολλά σε όσους γιορτάζουν σήμερα» names no feast: it belongs to a name day, whichever.
  return { names: 'ονομαστική γιορτή', days: nameDays.map((n) => n.date) };
}

/** The lines of a post that belong to a day or a season, read for the year of `day`. */
export function datedLinesOf(text: string, day: string): DatedLine[] {
  const year = Number(day.slice(0, 4));
  const dated: DatedLine[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line) || !line.trim()) continue;
    const said = plain(line);
    const greeted = greetedDays(said, year);
    if (greeted) {
      const days = new Set(greeted.days);
      dated.push({ line, names: greeted.names, fits: (d) => days.has(d) });
      continue;
    }
    const season = SEASONS.find((s) => s.says.test(opening(said)));
    if (season)
      dated.push({
        line,
        names: line.trim(),
        fits: (d) => season.months.includes(Number(d.slice(5, 7))),
      });
  }
  return dated;
}

/** The lines of a post that do not belong on `day` (a Christmas greeting on 26 November). */
export const misplacedLines = (text: string, day: string): DatedLine[] =>
  datedLinesOf(text, day).filter((dated) => !dated.fits(day));

/**
 * The post for another day: the lines that do not fit `day` taken out (a paragraph left empty goes), and
 * that day's own greeting, when it has one, as the opening line.
 */
export function redatePost(text: string, day: string): string {
  const misplaced = new Set(misplacedLines(text, day).map((dated) => dated.line));
  const kept = text
    .split('\n')
    .filter((line) => !misplaced.has(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const greeting = greetingOf(day);
  return greeting && !kept.includes(greeting) ? `${greeting}\n\n${kept}` : kept;
}
