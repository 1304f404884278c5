/**
 * Where a day's greeting goes in a month of posts, as a Greek editor places it: the greatest feasts
 * (Easter Sunday, Christmas, New Year's Day) get a post of their own, a wish and no selling, for the clinic
 * is closed; Good Friday and Holy Saturday sell nothing, and Holy Saturday closes with «Καλή Ανάσταση»;
 * any other greeting opens its post, but no three posts in a row open with more than one greeting (a
 * feast's own post stands apart), and a lesser greeting gives way to a greater one in the next two days.
 * A public holiday, the eve of Christmas or of the New Year, a great name day (St John's, St George's…) and
 * the doctor's name day are always greeted: when a greeting opened a post of the last two days, theirs
 * closes the post; an eve never gives way to its feast. On a public holiday the clinic is closed: the post
 * does not ask to book that day.
 */
import { greekHolidays, orthodoxEaster } from '@studio/calendar/days';
import { type Celebrant, EVES, greetingOf, observances } from './dated-lines.ts';
import { plain } from './product-facts.ts';

export type GreetingPlan = {
  /** The greeting, or null when the day has none or it gives way. */
  text: string | null;
  /** 'only': the post is the wish alone; 'opening' its first line; 'closing' its last before the signature. */
  place: 'only' | 'opening' | 'closing';
  /** A day of mourning or a feast the clinic is closed on: no call to action, no booking post. */
  quiet: boolean;
  /** A public holiday: the clinic is closed, and the call to action says so rather than «today». */
  closed: boolean;
};

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shift = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY);

/** The feasts that get a post of their own. */
// The two national days are greeted alone too: a national anniversary is no day to sell a treatment.
const OWN_POST = new Set([
  'Πάσχα',
  'Χριστούγεννα',
  'Πρωτοχρονιά',
  'Εθνική Επέτειος (25η Μαρτίου)',
  'Επέτειος του «Όχι»',
]);
/** The name days most of Greece celebrates, greeted before a lesser one near them. */
const GREAT_NAME_DAYS = /Γεωργίου|Κωνσταντίνου|Δημητρίου|Νικολάου|Ιωάννου|Παναγ|Μητέρ|Λαμπροβδομάδ/u;
/** A post's first paragraph that greets. */
const GREETS =
  /χρονια πολλα|καλη χρονια|καλα χριστουγεννα|καλο μηνα|καλη σαρακοστη|λαμπροβδομαδ|χριστοσ ανεστη|καλη ανασταση|παραμονη χριστουγενν|τελευταια μερα του χρονου/u;
/** A feast's own post, which stands apart from the greetings that open posts. */
const OWN_POST_SAYS = /χριστοσ ανεστη|καλα χριστουγεννα|καλη χρονια|εθνικη επετειο|επετειο του \W?οχι/u;

const holidayOn = (day: string) => {
  const year = Number(day.slice(0, 4));
  return [...greekHolidays(year), ...observances(year)].find((h) => h.date === day)?.name ?? null;
};

/**
 * How great a day's greeting is: 3 a feast's own post, 2 a holiday, a great name day or the doctor's, 1
 * another.
 */
function rankOf(day: string, celebrant: Celebrant | null): number {
  const holiday = holidayOn(day);
  if (holiday && OWN_POST.has(holiday)) return 3;
  const text = greetingOf(day, celebrant);
  if (!text) return 0;
  const doctors = celebrant !== null && text.includes(celebrant.says);
  return holiday || doctors || GREAT_NAME_DAYS.test(text) ? 2 : 1;
}

/** Whether a post opens with a greeting (a feast's own post does not count: it stands apart). */
export function opensWithGreeting(post: string): boolean {
  const first = plain(post.split(/\n\s*\n/u)[0] ?? '');
  return GREETS.test(first) && !OWN_POST_SAYS.test(first);
}

/**
 * The greeting of a post for `day` (yyyy-mm-dd), given the account's recent posts, newest first, and the
 * clinic's doctor, whose name day is greeted by name.
 */
export function greetingFor(
  day: string | null,
  recent: readonly string[],
  celebrant: Celebrant | null = null,
): GreetingPlan {
  const none: GreetingPlan = { text: null, place: 'opening', quiet: false, closed: false };
  if (!day) return none;
  const closed = greekHolidays(Number(day.slice(0, 4))).some((holiday) => holiday.date === day);
  const easter = isoDay(orthodoxEaster(Number(day.slice(0, 4))).getTime());
  if (day === shift(easter, -2)) return { ...none, quiet: true, closed };
  if (day === shift(easter, -1)) {
    const wish = day.endsWith('-01') ? 'Καλό μήνα και καλή Ανάσταση σε όλους!' : greetingOf(day);
    return { text: wish, place: 'closing', quiet: true, closed };
  }
  const text = greetingOf(day, celebrant);
  const rank = rankOf(day, celebrant);
  if (rank === 3) return { text, place: 'only', quiet: true, closed };
  if (!text) return { ...none, closed };
  // A public holiday, an eve, a name day most of Greece celebrates or the doctor's is greeted even after
  // another greeting: it closes.
  const always =
    closed ||
    EVES.has(holidayOn(day) ?? '') ||
    GREAT_NAME_DAYS.test(text) ||
    (celebrant !== null && text.includes(celebrant.says));
  if (recent.slice(0, 2).some(opensWithGreeting))
    return always ? { text, place: 'closing', quiet: false, closed } : none;
  // An eve is its own day, not a lesser greeting before its feast.
  if (!EVES.has(holidayOn(day) ?? '') && [1, 2].some((ahead) => rankOf(shift(day, ahead), celebrant) > rank))
    return none;
  return { text, place: 'opening', quiet: false, closed };
}
