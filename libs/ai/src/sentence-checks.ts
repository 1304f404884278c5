/**
 * A post read sentence by sentence the way a Greek editor reads it: a sentence asserting of the product
 * what its fact sheet does not hold (the table of forbidden inferences), a sentence repeating the
 * product's name as its own predicate, two clipped sentences where one would read naturally, the
 * words of another kind of product («το προϊόν» for a consultation), and seams (a telephone's emoji
 * without a telephone, a link cut in two, a greeting glued to other sentences).
 */
import { isClinicTreatment } from '@studio/contracts';
import type { ProductKind } from './product-facts.ts';
import { FACTS, plain } from './product-facts.ts';
import { AREAS, type Area, INGREDIENTS, type ProductSheet, SHEET_LABELS } from './product-sheet.ts';
import { remembered } from './remembered.ts';
import { proseLines, sentencesOf } from './variety.ts';

/** A sentence and what is wrong with it, in Greek (the model is told it as it is). */
export type SentenceProblem = { sentence: string; problem: string };

/** An area named in a sentence (a face as a person, «πρόσωπο με πρόσωπο», is not an area). */
const AREA_WORDS: Record<Area, RegExp> = {
  lips: /χειλ/u,
  eyes: /\bματι|περιοφθαλμ/u,
  face: /προσωπ(?!ικ)(?!\S* με προσωπο)/u,
  body: /\bσωμα/u,
  hair: /μαλλι|τριχωτ/u,
};

/**
 * What a sentence may not assert unless the sheet holds it: the assertion (read on `plain` text), and
 * the sheet's entry that allows it. SPF on a serum that goes under sunscreen, hyaluronic acid in a
 * muscle-relaxing treatment, a doctor where the description names trained staff.
 */
export const FORBIDDEN_INFERENCES: readonly {
  id: string;
  says: RegExp;
  holds: (sheet: ProductSheet) => boolean;
  problem: string;
}[] = [
  {
    id: 'sun-protection',
    // The SPF of a sunscreen the reader wears beside it («το πρωί, αντηλιακό με SPF 30») is not the product's.
    says: /(?<!αντηλιακ(?:ο|α|ου)\s+(?:με\s+)?)(?:\bspf\b|δεικτ\S* (?:αντηλιακ|προστασι))|αντηλιακ(?:η|ησ) προστασι|προστατευ\S* απο τον ηλιο|προστασια απο τον ηλιο|φιλτρ\S* uv|\buv[ab]?\b|#αντηλιακ/u,
    holds: (sheet) => sheet.properties.includes('sunProtection'),
    problem: 'αντηλιακή προστασία',
  },
  ...INGREDIENTS.map((ingredient) => ({
    id: `ingredient:${ingredient}`,
    says: FACTS[ingredient],
    holds: (sheet: ProductSheet) => sheet.ingredients.includes(ingredient),
    problem: `συστατικό («${SHEET_LABELS[ingredient]}»)`,
  })),
  ...AREAS.map((area) => ({
    id: `area:${area}`,
    says: AREA_WORDS[area],
    holds: (sheet: ProductSheet) => sheet.areas.includes(area),
    problem: `περιοχή («${SHEET_LABELS[area]}»)`,
  })),
  {
    id: 'performer:doctor',
    says: /(?:απο|κανει|αναλαμβανει|εφαρμοζει|πραγματοποιει)\s+(?:\S+\s+){0,2}(?:γιατρ|ιατρο|δερματολογ)|(?:γιατροσ|ιατροσ|δερματολογοσ)\s+(?:\S+\s+){0,2}(?:κανει|αναλαμβανει|εφαρμοζει|εξεταζει)/u,
    holds: (sheet) => sheet.performer === 'byDoctor',
    problem: 'ότι το κάνει γιατρός',
  },
  {
    id: 'performer:staff',
    says: /εκπαιδευμεν\S* προσωπικ/u,
    holds: (sheet) => sheet.performer === 'trainedStaff',
    problem: 'ότι το κάνει εκπαιδευμένο προσωπικό',
  },
  {
    id: 'hair-removal',
    says: /αποτριχωσ/u,
    holds: (sheet) => sheet.properties.includes('hairRemoval'),
    problem: 'αποτρίχωση',
  },
  {
    id: 'sessions',
    says: /συνεδρι/u,
    holds: (sheet) => sheet.properties.includes('sessions') || isClinicTreatment(sheet.kind),
    problem: 'συνεδρίες',
  },
  {
    id: 'home-use',
    says: /(?:χρησιμοποιειται|χρηση|εφαρμοζεται|γινεται) στο σπιτι/u,
    holds: (sheet) => sheet.properties.includes('homeUse') || sheet.kind === 'cosmetic',
    problem: 'χρήση στο σπίτι',
  },
  {
    id: 'sensitive-skin',
    says: /(?:απευθυνεται|καταλληλ\S*|ταιριαζει)[^.]*ευαισθητ/u,
    holds: (sheet) => sheet.properties.includes('sensitive'),
    problem: 'ότι ταιριάζει σε ευαίσθητες επιδερμίδες',
  },
  {
    id: 'hydration',
    says: /ενυδατ/u,
    // What it is for, when the description says it («για βαθιά ενυδάτωση και λάμψη»), holds too.
    holds: (sheet) => sheet.properties.includes('hydration') || /ενυδατ/u.test(plain(sheet.does)),
    problem: 'ενυδάτωση',
  },
  {
    // «Στη σύνθεση: SPF50 και χρώμα»: a protection factor and a tint are had, never contained.
    id: 'factor-as-ingredient',
    says: /(?:συνθεσ|περιεχ|συστατικ)[^.;!?]*(?:\bspf|\bχρωμα\b)/u,
    holds: () => false,
    problem: 'τον δείκτη SPF ή το χρώμα ως συστατικό (γράψτε «με δείκτη προστασίας SPF…», «με χρώμα»)',
  },
  {
    id: 'led',
    says: /\bled\b/u,
    holds: (sheet) => sheet.properties.includes('led'),
    problem: 'φως LED',
  },
];

/** The words of another kind: a consultation or a treatment is never «το προϊόν», a cosmetic never a session. */
const WRONG_KIND_WORDS: Partial<Record<ProductKind, RegExp>> = {
  consultation: /\bτο προιον\b|\bτου προιοντοσ\b|συσκευασια|βαζακι|στο σπιτι/u,
  treatment: /\bτο προιον\b|\bτου προιοντοσ\b|συσκευασια|βαζακι/u,
  'device-treatment': /\bτο προιον\b|\bτου προιοντοσ\b|συσκευασια|βαζακι/u,
  cosmetic: /συνεδρι|\bη θεραπεια\b/u,
  medicine: /συνεδρι|\bη θεραπεια\b/u,
};

/** `\b` for Greek letters too: JavaScript's `\b` knows only ASCII. */
const BOUNDARY = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
const greekWords = (pattern: RegExp) => new RegExp(pattern.source.replaceAll('\\b', BOUNDARY), 'u');
const SAYS = new Map(FORBIDDEN_INFERENCES.map((rule) => [rule.id, greekWords(rule.says)]));
const WRONG_KIND = Object.fromEntries(
  Object.entries(WRONG_KIND_WORDS).map(([kind, pattern]) => [kind, greekWords(pattern)]),
) as Partial<Record<ProductKind, RegExp>>;
const AREA_SAYS = Object.fromEntries(
  Object.entries(AREA_WORDS).map(([area, pattern]) => [area, greekWords(pattern)]),
) as Record<Area, RegExp>;

/** What a product is kept away from, to its clause's end (plain spelling). */
const AVOIDED =
  /(?:^|\s)(?:αποφυγετε|αποφευγετε|αποφευγουμε|μακρια απο|οχι σε|οχι στ\S*|δεν εφαρμοζεται σε|δεν εφαρμοζεται στ\S*)\s[^,.;·]*/gu;

/** The sentences a post asserts beyond its sheet, or in another kind's words. */
export function unsupportedClaims(text: string, sheet: ProductSheet): SentenceProblem[] {
  const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const judged = claimsJudgedBy(JSON.stringify(sheet));
  return [...sentencesOf(text), ...tags].flatMap((sentence) =>
    judged(sentence).map((problem) => ({ sentence, problem })),
  );
}

/** The verdicts on the sentences read lately, by sheet: a writer holds every candidate post to its sheet. */
const claimsJudgedBy = remembered(64, (sheetKey: string) => {
  const sheet = JSON.parse(sheetKey) as ProductSheet;
  return remembered(4096, (sentence: string) => claimProblemsOf(sentence, sheet));
});

/** What one sentence (or hashtag) asserts beyond the sheet, or says in another kind's words. */
function claimProblemsOf(sentence: string, sheet: ProductSheet): readonly string[] {
  const problems: string[] = [];
  // A sentence about what the product is used with speaks of that thing, not of the product.
  // A hashtag has no such context: #αντηλιακό files a serum's post under sunscreen.
  // Nor does what it keeps away from say a property of it: «Αποφύγετε την περιοχή των ματιών».
  let said = plain(sentence).replace(AVOIDED, ' ');
  if (!sentence.startsWith('#'))
    for (const other of sheet.usedWith) said = said.replaceAll(plain(other), ' ');
  for (const rule of FORBIDDEN_INFERENCES)
    if (!rule.holds(sheet) && SAYS.get(rule.id)!.test(said))
      problems.push(`Λέει ${rule.problem}, που δεν γράφει το δελτίο του προϊόντος.`);
  if (WRONG_KIND[sheet.kind]?.test(said))
    problems.push('Μιλά με λέξεις άλλου είδους (π.χ. «το προϊόν» για μια επίσκεψη).');
  return problems;
}

/** The areas a post names (outside its hashtags): a period's posts name the same ones. */
export function areasOf(text: string): Set<Area> {
  const said = plain(proseLines(text).join(' '));
  return new Set(AREAS.filter((area) => AREA_SAYS[area].test(said)));
}

const wordsOf = (sentence: string) =>
  plain(sentence)
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Two words of one root («βιταμίνης», «βιταμίνη»; «χειλιών», «χείλη»), not merely of one start. */
const sameRoot = (a: string, b: string) => {
  if (a.length < 4 || b.length < 4) return false;
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
  return common >= 4 && common >= Math.min(a.length, b.length) - 2;
};

/** The words of a product's name a sentence may repeat it by (four letters or more, no numbers). */
const nameWordsOf = (productName: string) =>
  wordsOf(productName).filter((word) => word.length >= 4 && !/^\d/.test(word));

/** Whether a word (any spelling) is one of the product's name by its root. */
export const saidByNameOf = (productName: string) => {
  const name = nameWordsOf(productName);
  return (word: string) => name.some((n) => sameRoot(n, plain(word)));
};

/** The skin named as such (plain spelling). */
const SKIN_ITSELF = /^(?:δερμα|δερματοσ|δερματα|δερματων)$/u;

/** A preposition of place, as a sentence says where something is put (plain spelling). */
const PLACE_PREPOSITION = /^(?:σε|στο|στον|στη|στην|στα|στουσ|στισ|πανω|γυρω)$/u;

/** A verb of the clinic's own («ξεκινάμε», «απλώνουμε»; plain spelling). */
const FIRST_PERSON_VERB = /^\p{L}{3,}(?:ουμε|αμε)$/u;

/** Sentences with no subject of their own: «Αφορά…», «Είναι…», «Γίνεται…». */
const SUBJECTLESS = greekWords(
  /^(?:αφορα|ειναι|γινεται|περιεχει|εχει|χρησιμοποιειται|λειτουργει|ο σκοποσ|το υλικο|η περιοχη)\b/u,
);

/**
 * Sentences that repeat the product's name as their own predicate: «Ο Ορός Βιταμίνης C περιέχει
 * βιταμίνη C», «Ο σκοπός της Αποτρίχωσης Diode είναι η αποτρίχωση», «Αφορά την αποτρίχωση» in a post of
 * the Laser Αποτρίχωση.
 */
export function tautologies(text: string, productName: string): SentenceProblem[] {
  const name = nameWordsOf(productName);
  if (name.length === 0) return [];
  // The skin itself is no word of a name it makes («δέρμα» in a visit for «δερματίτιδα», a «Δερματολογικός
  // Έλεγχος» whose doctor «εξετάζει το δέρμα, ελέγχει…»).
  const inName = (word: string) => !SKIN_ITSELF.test(word) && name.some((n) => sameRoot(n, word));
  const problems: SentenceProblem[] = [];
  for (const sentence of sentencesOf(text)) {
    const words = wordsOf(sentence);
    // The clinic telling its own steps («Ξεκινάμε με καθαρισμό και ατμό, …, και εξαγωγή των φαγεσώρων» of a
    // «Καθαρισμός Προσώπου με Εξαγωγή Φαγεσώρων») says what it does, not what the product is.
    if (FIRST_PERSON_VERB.test(words[0] ?? '')) continue;
    // The name's occurrence: the longest run of its words (two at least, or all of a one-word name).
    let best = { start: -1, length: 0 };
    for (let i = 0; i < words.length; i++) {
      let j = i;
      while (j < words.length && (inName(words[j]!) || (j > i && words[j]!.length < 4))) j++;
      if (j - i > best.length) best = { start: i, length: j - i };
    }
    const named = best.length >= Math.min(2, name.length);
    const outsideName = (i: number) => !named || i < best.start || i >= best.start + best.length;
    // A word of the name said again as the place something is put («Το λάδι καθαρισμού προσώπου
    // εφαρμόζεται σε στεγνό πρόσωπο») names where, not what the product is.
    const asPlace = (i: number) =>
      words.slice(Math.max(0, i - 2), i).some((word) => PLACE_PREPOSITION.test(word));
    const repeated = words.some((word, i) => outsideName(i) && inName(word) && !asPlace(i));
    const subjectless = SUBJECTLESS.test(words.join(' '));
    if ((named || subjectless) && repeated)
      problems.push({
        sentence,
        problem: 'Επαναλαμβάνει το όνομα του προϊόντος ως κατηγόρημα (ταυτολογία).',
      });
  }
  return problems;
}

/** Two short sentences in a row opening with the same word («Γίνεται στον χώρο μας. Γίνεται από γιατρό.»). */
export function clippedPairs(text: string): SentenceProblem[] {
  const problems: SentenceProblem[] = [];
  for (const paragraph of text.split(/\n+/)) {
    const sentences = sentencesOf(paragraph);
    for (let i = 1; i < sentences.length; i++) {
      const [a, b] = [wordsOf(sentences[i - 1]!), wordsOf(sentences[i]!)];
      if (a[0] === b[0] && a.length <= 6 && b.length <= 6)
        problems.push({
          sentence: `${sentences[i - 1]} ${sentences[i]}`,
          problem: 'Δύο κοφτές προτάσεις με την ίδια αρχή· μία πρόταση διαβάζεται φυσικά.',
        });
    }
  }
  return problems;
}

const GREETING =
  /χρονια πολλα|καλα χριστουγεννα|καλη χρονια|χριστοσ ανεστη|καλη σαρακοστη|καλη πρωτομαγια|καλεσ γιορτεσ/u;

/** Seams a Greek typographer would not let through. */
export function seams(text: string): SentenceProblem[] {
  const problems: SentenceProblem[] = [];
  for (const line of text.split('\n')) {
    // A whole address after a space, with its scheme or without («στο elpida.gr/rantevou»), is no seam.
    const bare = line.replace(/https?:\/\/\S+|(?<=\s)(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s.]*)*/giu, ' ');
    // A full stop glued to an address's end is copied with it.
    if (/(?:https?:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*)\.$/iu.test(line.trim()))
      problems.push({ sentence: line, problem: 'Τελεία κολλημένη στο τέλος μιας διεύθυνσης.' });
    if (line.includes('📞') && !/\d[\d ]{5,}\d/.test(line))
      problems.push({ sentence: line, problem: 'Το 📞 μπαίνει μόνο μπροστά από τηλέφωνο.' });
    if (/[\p{L}\p{N}]\.[a-z]{2,}\/|[;.,!][\p{L}]{2,}\/\S/u.test(bare))
      problems.push({ sentence: line, problem: 'Ένας σύνδεσμος κόπηκε ή κόλλησε στο κείμενο.' });
    if (/\.\.(?!\.)|\s[.,;!]|[.,;!][\p{L}]/u.test(bare.replace(/…/g, '').replace(/ό,τι/giu, 'ότι')))
      problems.push({ sentence: line, problem: 'Στίξη κολλημένη στις λέξεις ή διπλή.' });
  }
  for (const paragraph of text.split(/\n{2,}/)) {
    const sentences = sentencesOf(paragraph);
    const greetings = sentences.filter((s) => GREETING.test(plain(s)));
    if (greetings.length > 0 && greetings.length < sentences.length)
      problems.push({
        sentence: paragraph,
        problem: 'Η ευχή κόλλησε σε άλλες προτάσεις· θέλει δική της γραμμή.',
      });
  }
  return problems;
}

/**
 * Advice that the product's kind or its description makes wrong, read on `plain` text: a warning the
 * description contradicts (a device that gets wet, of a waterproof one; pregnancy asked about, where the
 * description says itself what holds in pregnancy), a part the description never gave it (a charger,
 * settings), and pregnancy or medicines in a post about a cosmetic or a home device, whose advice is
 * the description's to give. The description's own facts are never refused here.
 */
const CONTRADICTED: readonly {
  says: RegExp;
  when: (product: { kind: ProductKind; description: string }) => boolean;
  problem: string;
}[] = [
  // A plan made to measure where the description gives one fixed course («Γίνονται 3 συνεδρίες με
  // απόσταση ενός μήνα»).
  {
    says: /στα μετρα σασ|ιδιο πλανο|πλανο φτιαχνεται|φτιαχνουμε (?:ενα |το )?πλανο|αποφασισουμε μαζι το επομενο βημα/u,
    when: ({ description }) =>
      /(?:γινονται|περιλαμβανει|χρειαζονται)\s+(?:\d+|δυο|τρεισ|τεσσερισ)\s+συνεδριεσ/u.test(description) &&
      !/(?:συνηθωσ|περιπου|αναλογα|εξαρταται)[^.]*συνεδρι|συνεδρι[^.]*(?:συνηθωσ|αναλογα)|\d+\s*(?:-|–|εωσ)\s*\d+\s+συνεδρι/u.test(
        description,
      ),
    problem: 'Η περιγραφή δίνει ένα σταθερό πρόγραμμα, όχι ένα πλάνο στα μέτρα του καθενός.',
  },
  // The answer given before the person leaves, where the description reads it hours or days later
  // («τα διαβάζουμε στις 48 και στις 72 ώρες»).
  {
    says: /πριν φυγετε|πριν κλεισουμε|κλεινουμε την επισκεψη|μαζι με τισ απαντησεισ|εκεινη την ωρα|την ιδια (?:μερα|ωρα)|στο τελοσ τησ επισκεψησ|φευγετε (?:με|ξεροντασ)/u,
    when: ({ description }) =>
      /(?:στισ|μετα απο|σε)\s+(?:\d+|δυο|τρεισ)\s+(?:ωρεσ|ημερεσ)\b[^.]*|διαβαζ/u.test(description) &&
      /διαβαζ|ξαναδιαβαζ|δευτερη επισκεψη|επομενη επισκεψη/u.test(description),
    problem: 'Η περιγραφή διαβάζει το αποτέλεσμα αργότερα, όχι πριν φύγετε.',
  },
  // A general interval («με απόσταση μερικών εβδομάδων») where the description gives its own («με απόσταση
  // μίας εβδομάδας», «κάθε 4 εβδομάδες», «ανά 2 εβδομάδες»).
  {
    says: /(?:αποσταση|διαστημα)\s+(?:μερικων|λιγων|αρκετων|καποιων)\s+(?:εβδομαδων|μηνων|ημερων)/u,
    when: ({ description }) =>
      /(?:αποσταση|διαστημα|καθε|ανα)\s+(?:\S+\s+){0,3}(?:εβδομαδ|μην|ημερ|μερ)/u.test(description),
    problem: 'Η περιγραφή λέει τη δική της απόσταση ανάμεσα στις συνεδρίες.',
  },
  // A number put off to the visit («Εξαρτάται…», «τον αριθμό τους τον συζητάμε») where the description
  // gives it (sessions, how far apart).
  {
    says: /εξαρταται απο|θα σασ το πουμε με ακριβεια|τον αριθμο τουσ|ποσεσ συνεδριεσ[^.;]*συζηταμε|αποσταση αναμεσα στισ συνεδριεσ οριζεται/u,
    // «2–4 συνεδρίες», «κάθε 2 εβδομάδες», «συνεδρίες … συνήθως 4–6 με απόσταση δύο εβδομάδων».
    when: ({ description }) =>
      /(?:\d+|μια|δυο|τρεισ)\s*(?:(?:-|–|εωσ|ωσ|με|η)\s*(?:\d+|δυο|τρεισ|τεσσερισ)\s*)?(?:συνεδρι|εβδομαδ|μην)|συνεδρι[^.]*?συνηθωσ\s+\d|(?:αποσταση|καθε|ανα)\s+(?:δυο|τριων|τεσσαρων|εξι)\s+(?:εβδομαδ|μην)/u.test(
        description,
      ),
    problem: 'Η περιγραφή δίνει τον αριθμό· η απάντηση τον λέει.',
  },
  // How often it is used put off to the visit, where the description says it («πρωί και βράδυ»).
  {
    says: /συχνοτητα[^.;]*εξαρταται|εξαρταται[^.;]*συχνοτητα/u,
    when: ({ description }) =>
      /πρωι|βραδυ|καθε (?:μερα|πρωι|βραδυ)|φορ(?:α|εσ) (?:την|τη) (?:ημερα|εβδομαδα)/u.test(description),
    problem: 'Η περιγραφή λέει πόσο συχνά χρησιμοποιείται.',
  },
  // Twice a day where the description says once («μία φορά την ημέρα μετά το μπάνιο»).
  {
    says: /πρωι και (?:το )?βραδυ|(?:δυο|2) φορεσ (?:την|τη) ημερα/u,
    when: ({ description }) => /(?:μια|1) φορα (?:την|τη) ημερα|μονο το (?:πρωι|βραδυ)/u.test(description),
    problem: 'Η περιγραφή λέει άλλη συχνότητα χρήσης.',
  },
  // Time off or days of care where the description says none is needed («δεν χρειάζεται αποχή»).
  {
    says: /ελευθερο χρονο|αποχη απο|ξεκουραστειτε|τισ πρωτεσ ημερεσ μετα/u,
    when: ({ description }) =>
      /δεν χρειαζεται αποχη|χωρισ αποχη|επιστρεφ\S* αμεσωσ|επιστρεφ\S* κανονικα/u.test(description),
    problem: 'Η περιγραφή λέει ότι δεν χρειάζεται αποχή από τις δραστηριότητες.',
  },
  {
    says: /βραχει|βραχουν|απο (?:το )?νερο|υγρασια/u,
    when: ({ description }) => /αδιαβροχ|waterproof|κατω απο το νερο|στο ντουσ/u.test(description),
    problem: 'Η περιγραφή λέει ότι είναι αδιάβροχη.',
  },
  {
    says: /στεγνο(?:\s+δερμα)?(?:\s|$)|καθαρο και στεγνο/u,
    when: ({ kind, description }) => kind === 'device' && /καθαρισμ|καθαριστικ/u.test(description),
    problem: 'Μια συσκευή καθαρισμού δουλεύει με το καθαριστικό, όχι σε στεγνό δέρμα.',
  },
  {
    says: /εγκυ|θηλαζ|θηλασμ/u,
    when: ({ kind, description }) =>
      kind === 'device' || kind === 'cosmetic' || /εγκυ|θηλασμ|θηλαζ/u.test(description),
    problem: 'Η εγκυμοσύνη λέγεται μόνο όπως τη λέει η περιγραφή.',
  },
  {
    says: /φαρμακ/u,
    when: ({ kind }) => kind === 'device' || kind === 'cosmetic',
    problem: 'Συμβουλή για φάρμακα σε προϊόν ή συσκευή που η περιγραφή δεν τη δίνει.',
  },
  {
    says: /φορτιστ/u,
    when: ({ description }) => !/φορτι|μπαταρ|\busb\b|καλωδι/u.test(description),
    problem: 'Η περιγραφή δεν λέει ότι φορτίζει.',
  },
  {
    says: /ρυθμισ/u,
    when: ({ description }) => !/ρυθμισ|ταχυτητ|επιπεδ|εντασ|προγραμμα/u.test(description),
    problem: 'Η περιγραφή δεν λέει ότι έχει ρυθμίσεις.',
  },
];

/** What a description says of pregnancy, medicines or water, which a sentence may say after it. */
const RESTATED = [
  /δεν (?:συνισταται|ενδεικνυται|χρησιμοποιειται|εφαρμοζεται)[^.;]*(?:εγκυ|θηλασμ)/u,
  /(?:καταλληλ|ασφαλ)[^.;]*(?:εγκυ|θηλασμ)/u,
  /αδιαβροχ/u,
];

/** The sentences of a text that the product's kind or its description makes wrong (CONTRADICTED). */
export function contradictions(text: string, kind: ProductKind, description: string): SentenceProblem[] {
  const about = { kind, description: plain(description) };
  return sentencesOf(text).flatMap((sentence) => {
    const said = plain(sentence);
    // A sentence that says what the description says of it («Δεν συνιστάται στην εγκυμοσύνη») is its fact.
    if (RESTATED.some((verb) => verb.test(said) && verb.test(about.description))) return [];
    return CONTRADICTED.filter((rule) => rule.says.test(said) && rule.when(about)).map((rule) => ({
      sentence,
      problem: rule.problem,
    }));
  });
}

/** Every problem of a post's sentences against its sheet. */
export function sentenceProblems(text: string, sheet: ProductSheet, productName: string): SentenceProblem[] {
  return [
    ...unsupportedClaims(text, sheet),
    ...tautologies(text, productName),
    ...clippedPairs(text),
    ...seams(text),
  ];
}

/**
 * The ideas an editor strikes when a post says them twice in other words: «write to us if something
 * troubles you» after the visit, «ask us before» starting or changing something, «bring along», the
 * questions of medicines and allergies, «no hurry», «every step explained», «reapply every two hours», «tell us», «our place» («στον χώρο μας» once a post), what a visit
 * examines.
 * Read on `plain` text.
 */
export const IDEAS: Readonly<Record<string, RegExp>> = {
  'contact-after':
    /(?:μετα τη θεραπεια|μετα τη συνεδρια|μετα την επισκεψη|επομενη μερα|επομενεσ ημερεσ)\S*.*(?:μηνυμα|γραψετε|γραψτε|τηλεφωνησετε|επικοινωνηστε)|(?:μηνυμα|γραψετε|γραψτε|τηλεφωνησετε|επικοινωνηστε).*(?:απασχολ|προβληματ)|(?:απασχολ|προβληματ)\S*.*(?:μηνυμα|γραψετε|γραψτε|τηλεφωνησετε|επικοινωνηστε)|αν κατι σασ .*επικοινωνηστε/u,
  'ask-before': /(?:ρωτηστε|μιληστε)(?: μασ)? πριν/u,
  'bring-along': /φερτε (?:μαζι σασ|μασ|τα|τη|την|τισ|τεσ)(?!\p{L})/u,
  'see-it': /να (?:τη|την|το|τον|τα) δειτε|δειτε απο κοντα|σασ δειξουμε \S+(?: \S+){0,6} απο κοντα/u,
  history: /φαρμακ\S*.*αλλεργ|αλλεργ.*φαρμακ|φαρμακα και τα συμπληρωματα/u,
  'no-hurry':
    /εχετε ολο τον χρονο|δεν βιαζομαστε|χωρισ βιασυνη|να μη βιαστειτε|να μη βιαστουμε|να μη βιαζεστε|δεν σασ πιεζουμε|αποφασισετε βιαστικα|αποφασισετε επι τοπου/u,
  'steps-explained': /καθε βημα|σασ εξηγ\S* (?:πρωτα )?τι (?:θα γινει|κανει)/u,
  'reapply-sun': /δυο ωρεσ/u,
  'removed-how': /αφαιρουνται (?:\S+ ){0,3}με\s/u,
  'explained-plainly': /απλα λογια|ιατρικουσ ορουσ|οσα βλεπ\S* .*εξηγ|εξηγ\S* .*οσα βλεπ/u,
  'tell-us': /ενημερωστε μασ|πειτε μασ/u,
  'asks-history': /ξεκινα απο το ιστορικο|ρωτ\S*(?: \S+){0,2} (?:για )?το ιστορικο/u,
  'our-place': /χωρο μασ|χωρου μασ/u,
  'come-back': /ξαναερθετε|ξαναδουμε|τι εχει αλλαξει/u,
  // What a visit examines, said once: «Ξεκινάμε εξετάζοντας το τριχωτό…» beside «…ρωτά, εξετάζει το τριχωτό».
  examines: /εξεταζ\S* (?:το|τη|την|τα|τισ|τουσ) |κοιταμε (?:απο κοντα )?(?:το|τη|την|τα|τισ|τουσ) /u,
  performer:
    /γινεται απο (?:γιατρο|ιατρο|δερματολογο|εκπαιδευμεν)|αναλαμβαν\S* (?:ο ιδιοσ ο )?(?:γιατροσ|δερματολογοσ|εκπαιδευμεν|μελη)|κανει (?:ο ιδιοσ ο )?(?:γιατροσ|δερματολογοσ)|την κανει \{?ο|σασ βλεπει (?:ο )?(?:γιατροσ|δερματολογοσ)|(?:γιατροσ|δερματολογοσ) σασ (?:εξεταζει|βλεπει)/u,
};

/** The ideas a sentence says. */
export function ideasOf(sentence: string): string[] {
  const said = plain(sentence);
  return Object.entries(IDEAS)
    .filter(([, pattern]) => pattern.test(said))
    .map(([idea]) => idea);
}

/** Sentences of a post that say again an idea an earlier one said in other words. */
export function repeatedIdeas(text: string, signature = ''): SentenceProblem[] {
  const said = new Set<string>();
  const problems: SentenceProblem[] = [];
  for (const sentence of sentencesOf(text, signature)) {
    const ideas = ideasOf(sentence);
    if (ideas.some((idea) => said.has(idea)))
      problems.push({ sentence, problem: 'Λέει ξανά, με άλλα λόγια, κάτι που είπε ήδη η ανάρτηση.' });
    for (const idea of ideas) said.add(idea);
  }
  return problems;
}
