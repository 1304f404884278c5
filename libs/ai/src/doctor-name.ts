/**
 * The clinic's responsible doctor as a post names them: «ο γιατρός μας, ο Γιώργος Παπαδόπουλος», «η γιατρός
 * μας, η Μαρία Παπαδοπούλου». Greek needs the doctor's gender for the article; it is read from the
 * name's endings (a man's names end in -ς, or in a genitive -ου that men and women share; a woman's first
 * name in a vowel), and a name whose gender they do not tell is not used at all (nothing is guessed).
 */

import { feminineArticle } from './greek-names.ts';

export type DoctorForms = {
  /** «ο Γιώργος Παπαδόπουλος», «η Μαρία Παπαδοπούλου». */
  nom: string;
  /** «ο γιατρός μας, ο Γιώργος Παπαδόπουλος», in the nominative. */
  ours: string;
  /** «Υπεύθυνος ιατρός», «Υπεύθυνη ιατρός». */
  responsible: string;
  feminine: boolean;
};

/** The doctors' nouns of common gender, whose article alone tells a woman: «ο/η δερματολόγος». */
const DOCTOR_NOUN = '(?:γιατρ|δερματολόγ|οφθαλμίατρ|οφθαλμιάτρ|οδοντίατρ|οδοντιάτρ|χειρουργ)';
const OF_A_DOCTOR = new RegExp(DOCTOR_NOUN, 'u');

/**
 * A sentence about «ο γιατρός» or «ο δερματολόγος» said of the clinic's doctor when she is a woman: «η
 * γιατρός», «τη δερματολόγο», «της δερματολόγου», «η ίδια η γιατρός».
 */
export function ofTheDoctor(sentence: string, doctor: Pick<DoctorForms, 'feminine'> | null): string {
  if (!doctor?.feminine || !OF_A_DOCTOR.test(sentence)) return sentence;
  const article = (articles: string, ending: string) =>
    new RegExp(`(^|[^\\p{L}])(${articles}) (?=${DOCTOR_NOUN}(?:${ending})(?!\\p{L}))`, 'gu');
  return (
    sentence
      .replace(
        /(^|[^\p{L}])([Οο]) ίδιος/gu,
        (_, before: string, o: string) => `${before}${o === 'Ο' ? 'Η' : 'η'} ίδια`,
      )
      .replace(
        article('[Οο]', 'ός|ος'),
        (_, before: string, o: string) => `${before}${o === 'Ο' ? 'Η' : 'η'} `,
      )
      // «την οδοντίατρο», «τη γιατρό».
      .replace(
        article('[Ττ]ον', 'ό|ο'),
        (_, before: string, t: string, at: number, all: string) =>
          `${before}${t[0]}${feminineArticle(all.slice(at + before.length + t.length + 1)).slice(1)} `,
      )
      .replace(article('[Ττ]ου', 'ού|ου'), (_, before: string, t: string) => `${before}${t[0]}ης `)
  );
}

/** Titles and specialities around a name: «Δρ.», «Dr», «Ιατρός», «…, Δερματολόγος». */
const TITLE = /^(?:δρ\.?|dr\.?|ιατρός:?|γιατρός:?)\s+/iu;

const GREEK_WORD = /^\p{Script=Greek}{2,}(?:-\p{Script=Greek}{2,})?$/u;

/** A doctor's specialty in the cases a sentence needs, a man's and a woman's where they differ. */
export type Specialty = {
  nom: string;
  acc: string;
  gen: string;
  feminine?: { nom: string; acc: string; gen: string };
};

const SPECIALTIES: readonly (Specialty & { says: RegExp })[] = [
  { says: /δερματολογ/u, nom: 'δερματολόγος', acc: 'δερματολόγο', gen: 'δερματολόγου' },
  {
    says: /πλαστικ\S* χειρουργ/u,
    nom: 'πλαστικός χειρουργός',
    acc: 'πλαστικό χειρουργό',
    gen: 'πλαστικού χειρουργού',
    feminine: { nom: 'πλαστική χειρουργός', acc: 'πλαστική χειρουργό', gen: 'πλαστικής χειρουργού' },
  },
  { says: /οφθαλμιατρ|οφθαλμολογ/u, nom: 'οφθαλμίατρος', acc: 'οφθαλμίατρο', gen: 'οφθαλμιάτρου' },
  { says: /οδοντιατρ/u, nom: 'οδοντίατρος', acc: 'οδοντίατρο', gen: 'οδοντιάτρου' },
];

/**
 * The doctor's specialty as the clinic's own texts say it (its name «Ιατρείο Δερματολογίας», the product's
 * description «από δερματολόγο», its category), the first that says one; null when none does: a specialty
 * is never guessed. `texts` are read in order.
 */
export function specialtyOf(texts: readonly (string | null | undefined)[]): Specialty | null {
  for (const text of texts) {
    const said = (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('el');
    const found = SPECIALTIES.find((specialty) => specialty.says.test(said));
    if (found) return found;
  }
  return null;
}

/** A sentence's «γιατρός» said as the specialty: «Ο δερματολόγος σάς βλέπει», «την κάνει δερματολόγος». */
export function withSpecialty(sentence: string, specialty: Specialty | null, feminine = false): string {
  if (!specialty || !/γιατρ/u.test(sentence)) return sentence;
  const forms = (feminine && specialty.feminine) || specialty;
  return sentence
    .replace(/(^|[^\p{L}])γιατρός(?![\p{L}])/gu, `$1${forms.nom}`)
    .replace(/(^|[^\p{L}])γιατρό(?![\p{L}])/gu, `$1${forms.acc}`)
    .replace(/(^|[^\p{L}])γιατρού(?![\p{L}])/gu, `$1${forms.gen}`);
}

/**
 * The doctor's forms, or null when there is no name or its gender is not told by its endings. With a
 * specialty the name carries it: «ο δερματολόγος Νίκος Αλεξίου», «ο δερματολόγος μας, ο Νίκος Αλεξίου».
 */
export function doctorForms(
  name: string | null | undefined,
  specialty: Specialty | null = null,
): DoctorForms | null {
  const bare = (name ?? '').split(/[,(]/)[0]!.trim().replace(TITLE, '').replace(/\s+/g, ' ');
  const words = bare.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 4 || !words.every((word) => GREEK_WORD.test(word))) return null;
  const masculine = words.some((word) => /ς$/u.test(word));
  const feminine = words.some((word) => /[αάηήωώ]$/u.test(word));
  if (masculine === feminine) return null;
  const article = masculine ? 'ο' : 'η';
  const nom = `${article} ${words.join(' ')}`;
  const title = specialty ? ((feminine && specialty.feminine) || specialty).nom : 'γιατρός';
  return {
    nom: specialty ? `${article} ${title} ${words.join(' ')}` : nom,
    ours: `${article} ${title} μας, ${nom}`,
    responsible: masculine ? 'Υπεύθυνος ιατρός' : 'Υπεύθυνη ιατρός',
    feminine,
  };
}
