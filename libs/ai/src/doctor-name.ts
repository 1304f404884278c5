/**
 * The clinic's responsible doctor as a post names them: «ο γιατρός μας, ο Γιώργος Παπαδόπουλος», «η γιατρός
 * μας, η Μαρία Παπαδοπούλου». Greek needs the doctor's gender for the article; it is read from the
 * name's endings (a man's names end in -ς, or in a genitive -ου that men and women share; a woman's first
 * name in a vowel), and a name whose gender they do not tell is not used at all (nothing is guessed).
 */

export type DoctorForms = {
  /** «ο Γιώργος Παπαδόπουλος», «η Μαρία Παπαδοπούλου». */
  nom: string;
  /** «ο γιατρός μας, ο Γιώργος Παπαδόπουλος», in the nominative. */
  ours: string;
  /** «Υπεύθυνος ιατρός», «Υπεύθυνη ιατρός». */
  responsible: string;
  feminine: boolean;
};

/**
 * A sentence about «ο γιατρός» said of the clinic's doctor when she is a woman: «η γιατρός», «τη γιατρό»,
 * «η ίδια η γιατρός».
 */
export function ofTheDoctor(sentence: string, doctor: DoctorForms | null): string {
  if (!doctor?.feminine || !/γιατρ/u.test(sentence)) return sentence;
  return sentence
    .replace(
      /(^|[^\p{L}])([Οο]) ίδιος/gu,
      (_, before: string, o: string) => `${before}${o === 'Ο' ? 'Η' : 'η'} ίδια`,
    )
    .replace(
      /(^|[^\p{L}])([Οο]) γιατρός/gu,
      (_, before: string, o: string) => `${before}${o === 'Ο' ? 'Η' : 'η'} γιατρός`,
    )
    .replace(/(^|[^\p{L}])τον γιατρό/gu, '$1τη γιατρό');
}

/** Titles and specialities around a name: «Δρ.», «Dr», «Ιατρός», «…, Δερματολόγος». */
const TITLE = /^(?:δρ\.?|dr\.?|ιατρός:?|γιατρός:?)\s+/iu;

const GREEK_WORD = /^\p{Script=Greek}{2,}(?:-\p{Script=Greek}{2,})?$/u;

/** The doctor's forms, or null when there is no name or its gender is not told by its endings. */
export function doctorForms(name: string | null | undefined): DoctorForms | null {
  const bare = (name ?? '').split(/[,(]/)[0]!.trim().replace(TITLE, '').replace(/\s+/g, ' ');
  const words = bare.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 4 || !words.every((word) => GREEK_WORD.test(word))) return null;
  const masculine = words.some((word) => /ς$/u.test(word));
  const feminine = words.some((word) => /[αάηήωώ]$/u.test(word));
  if (masculine === feminine) return null;
  const article = masculine ? 'ο' : 'η';
  const nom = `${article} ${words.join(' ')}`;
  return {
    nom,
    ours: `${article} γιατρός μας, ${nom}`,
    responsible: masculine ? 'Υπεύθυνος ιατρός' : 'Υπεύθυνη ιατρός',
    feminine,
  };
}
