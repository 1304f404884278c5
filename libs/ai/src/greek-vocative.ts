/**
 * How a reply addresses a person: by the first name in the vocative case, as Greek grammar wants it
 * («Γεια σας, Γιώργο», never «Γεια σας Γιώργος»), or by no name at all when the name is a label
 * («Ασθενής», «Instagram user», a handle) or a word whose vocative cannot be told for sure.
 *
 * The rules (Μ. Τριανταφυλλίδης, Νεοελληνική Γραμματική, §§ 317–335, the masculine nouns; feminine
 * first names keep their form):
 * - masculine in -ης / -ής → -η / -ή (Γιάννης → Γιάννη), in -ας / -άς → -α / -ά (Ηλίας → Ηλία);
 * - masculine in -ος stressed on the second-to-last syllable → -ο (Γιώργος → Γιώργο), stressed earlier
 *   → -ε (Αλέξανδρος → Αλέξανδρε), stressed on the last → -έ (Στυλιανός → Στυλιανέ);
 * - a few names go their own way (Κωνσταντίνος → Κωνσταντίνε; Στέλιος and Μάριος read -ιος as one
 *   syllable → Στέλιο, Μάριο); they are listed.
 * A name in Latin letters is kept as written unless it is a common Greek name in Greeklish.
 */
import { plain } from './product-facts.ts';

/** Names that the rules above do not give (keyed by their plain spelling: no accents, lower case). */
const LISTED: Record<string, string> = {
  κωνσταντινοσ: 'Κωνσταντίνε',
  στελιοσ: 'Στέλιο',
  μαριοσ: 'Μάριο',
  // Common names often typed without accents: their vocative is known without the stress mark.
  γιωργοσ: 'Γιώργο',
  νικοσ: 'Νίκο',
  πετροσ: 'Πέτρο',
  χρηστοσ: 'Χρήστο',
  σπυροσ: 'Σπύρο',
  παυλοσ: 'Παύλο',
  μαρκοσ: 'Μάρκο',
  μανοσ: 'Μάνο',
  σταυροσ: 'Σταύρο',
  λαμπροσ: 'Λάμπρο',
  κυριακοσ: 'Κυριάκο',
  αλεξανδροσ: 'Αλέξανδρε',
  θεοδωροσ: 'Θεόδωρε',
  στεφανοσ: 'Στέφανε',
  φιλιπποσ: 'Φίλιππε',
  αγγελοσ: 'Άγγελε',
  αποστολοσ: 'Απόστολε',
  χαραλαμποσ: 'Χαράλαμπε',
  λαζαροσ: 'Λάζαρε',
  στυλιανοσ: 'Στυλιανέ',
};

/** Common Greek names written in Latin letters, with their vocative in the same letters. */
const GREEKLISH: Record<string, string> = {
  giorgos: 'Giorgo',
  george: 'George',
  nikos: 'Niko',
  petros: 'Petro',
  christos: 'Christo',
  xristos: 'Xristo',
  kostas: 'Kosta',
  giannis: 'Gianni',
  yiannis: 'Yianni',
  dimitris: 'Dimitri',
  alexis: 'Alexi',
  vasilis: 'Vasili',
  manolis: 'Manoli',
  michalis: 'Michali',
  panagiotis: 'Panagioti',
  thanasis: 'Thanasi',
  ilias: 'Ilia',
  andreas: 'Andrea',
  spyros: 'Spyro',
  stelios: 'Stelio',
  pavlos: 'Pavlo',
  stavros: 'Stavro',
};

/** Words that name no one: placeholders the networks and the sandbox give, and roles. */
const LABELS = new Set([
  'ασθενησ',
  'ασθενεισ',
  'χρηστησ',
  'πελατησ',
  'επισκεπτησ',
  'ανωνυμοσ',
  'ανωνυμη',
  'καποιοσ',
  'user',
  'guest',
  'patient',
  'anonymous',
  'unknown',
  'facebook',
  'instagram',
  'meta',
]);

const GREEK_VOWEL = /[αεηιουωάέήίόύώϊϋΐΰ]/u;
const ACCENTED = /[άέήίόύώΐΰ]/u;
/** Two letters read as one vowel (not when the second carries a diaeresis or the first the stress). */
const DIGRAPH = /^(αι|ει|οι|ου|υι|αυ|ευ|ηυ|αί|εί|οί|ού|υί|αύ|εύ|ηύ)/u;

/**
 * The syllable the stress mark falls on, counted from the end (1 = last), or null when the word has no
 * stress mark. Each vowel or two-letter vowel is one syllable.
 */
function stressFromEnd(word: string): number | null {
  const lower = word.toLocaleLowerCase('el');
  const nuclei: boolean[] = [];
  for (let i = 0; i < lower.length; ) {
    const digraph = DIGRAPH.exec(lower.slice(i))?.[0];
    if (digraph) {
      nuclei.push(ACCENTED.test(digraph));
      i += 2;
    } else if (GREEK_VOWEL.test(lower[i] ?? '')) {
      nuclei.push(ACCENTED.test(lower[i] ?? ''));
      i += 1;
    } else i += 1;
  }
  const stressed = nuclei.lastIndexOf(true);
  return stressed < 0 ? null : nuclei.length - stressed;
}

/** The vocative of a Greek masculine name in -ος by its stress, or null when it has no stress mark. */
function vocativeOfOs(name: string): string | null {
  const stress = stressFromEnd(name);
  const stem = name.slice(0, -2);
  if (stress === 1) return `${stem}έ`;
  if (stress === 2) return `${stem}ο`;
  if (stress !== null) return `${stem}ε`;
  return null;
}

/** The vocative of a Greek first name, or null when it cannot be told for sure. */
export function vocativeOf(name: string): string | null {
  const listed = LISTED[plain(name)];
  if (listed) return listed;
  if (/[ηή]ς$/u.test(name) || /[αά]ς$/u.test(name)) return name.slice(0, -1);
  if (/[οό]ς$/u.test(name)) return vocativeOfOs(name);
  // Feminine names (-α, -η, -ω, -ού) and indeclinable ones (Εμμανουήλ, Σπυρίδων) keep their form.
  return name;
}

/** The first word of a person's name as written («Ελένη Παπαδοπούλου» → «Ελένη»). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * The name to address the author of a message by: the first name in the vocative, or null when there is
 * none to use (a label, a handle, a name with digits, or a Greek -ος name without its stress mark).
 */
export function addressName(authorName: string): string | null {
  const first = firstNameOf(authorName);
  if (!/^\p{L}[\p{L}'’-]*$/u.test(first) || first.length < 2) return null;
  if (LABELS.has(plain(first))) return null;
  if (!/\p{Script=Greek}/u.test(first)) return GREEKLISH[first.toLowerCase()] ?? first;
  const lower = first.toLocaleLowerCase('el').replace(/σ$/u, 'ς');
  // `toUpperCase` keeps the first letter's stress mark («Άννα»); the Greek locale's upper case drops it.
  return vocativeOf(lower.charAt(0).toUpperCase() + lower.slice(1));
}
