/**
 * The compliance check of medical and aesthetic posts: phrases such businesses may not publish
 * (cures, guaranteed or permanent results, 'no risk', 'painless', before/after promises,
 * prescription-only medicine promoted to the public), in Greek and English, found whatever their
 * accents or case.
 */
import type { ComplianceFlag } from '@studio/contracts';

type Rule = { reason: string; patterns: string[] };

/** A word character: Greek and Latin letters and digits. */
const L = '[\\p{L}\\p{N}]';
const word = (stem: string) => `${stem}${L}*`;

/** Patterns are written without accents, lower case, with σ for the final sigma (see `comparable`). */
const RULES: Rule[] = [
  {
    reason: 'Ισχυρισμός ίασης: δεν επιτρέπεται να υπόσχεται ότι θεραπεύει ή εξαφανίζει ένα πρόβλημα.',
    patterns: [
      'θεραπευ(?:ει|ουν|ετε|σει|σουν|ουμε|εται|ονται)',
      word('γιατρευ'),
      'εξαφανιζ(?:ει|ουν|εται|ονται)',
      'εξαλειφ(?:ει|ουν)',
      'cures?',
      'heals?',
      'eliminates?',
    ],
  },
  {
    reason: 'Εγγυημένο αποτέλεσμα: κανένα αποτέλεσμα δεν μπορεί να υποσχεθεί με βεβαιότητα.',
    patterns: [
      word('εγγυημεν'),
      'εγγυαται',
      'εγγυωνται',
      'εγγυουμαστε',
      `εγγυηση ${word('αποτελεσματ')}`,
      '100 ?% (?:αποτελεσματικ[\\p{L}]*|αποτελεσμα[\\p{L}]*|effective)',
      word('guarantee'),
    ],
  },
  {
    reason: 'Μόνιμο αποτέλεσμα: τα αποτελέσματα διαφέρουν και δεν διαρκούν για πάντα.',
    patterns: [
      `${word('μονιμ')} ${word('αποτελεσμ')}`,
      `${word('οριστικ')} (?:λυση|${word('αποτελεσμ')})`,
      'για παντα',
      word('permanent'),
      'forever',
    ],
  },
  {
    reason: 'Ισχυρισμός ασφάλειας: κάθε πράξη ή προϊόν έχει κινδύνους και πιθανές παρενέργειες.',
    patterns: [
      `χωρισ (?:${word('καν')} )?${word('κινδυν')}`,
      word('ακινδυν'),
      `χωρισ (?:${word('καμ')} )?${word('παρενεργει')}`,
      `(?:καμια|μηδενικ${L}*) ${word('παρενεργει')}`,
      '100 ?% ασφαλ[\\p{L}]*',
      'no risks?',
      'risk[- ]free',
      'no side[- ]effects?',
    ],
  },
  {
    reason: 'Ισχυρισμός «ανώδυνο»: η εμπειρία του πόνου διαφέρει από άνθρωπο σε άνθρωπο.',
    patterns: [word('ανωδυν'), `χωρισ (?:${word('καν')} )?πονο`, 'painless', 'pain[- ]free'],
  },
  {
    reason: 'Υπόσχεση «πριν και μετά»: δεν επιτρέπεται η προβολή αποτελεσμάτων πριν/μετά.',
    patterns: ['πριν (?:και|&) μετα', 'πριν ?[-/] ?μετα', 'before (?:and|&) after', 'before ?[-/] ?after'],
  },
  {
    reason: 'Φάρμακο μόνο με ιατρική συνταγή: δεν επιτρέπεται η διαφήμισή του στο κοινό.',
    patterns: [
      'botox',
      'μποτοξ',
      `${word('αλλαντικ')} ${word('τοξιν')}`,
      word('botulinum'),
      'dysport',
      'xeomin',
      'azzalure',
      'vistabel',
      'bocouture',
      word('συνταγογραφουμεν'),
      'prescription[- ]only',
    ],
  },
];

const MATCHERS = RULES.map((rule) => ({
  reason: rule.reason,
  pattern: new RegExp(`(?<!${L})(?:${rule.patterns.join('|')})(?!${L})`, 'gu'),
}));

/**
 * The text lower-cased, without accents and with σ for ς, character by character, so an index in it
 * is the same index in the original text.
 */
function comparable(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = (char.normalize('NFD')[0] ?? char).toLowerCase().replace('ς', 'σ');
    out += plain.length === char.length ? plain : char;
  }
  return out;
}

/** The phrases of the text the check flags, each once, in the order they appear. */
export function checkCompliance(text: string): ComplianceFlag[] {
  const source = text.normalize('NFC');
  const plain = comparable(source);
  const found: (ComplianceFlag & { at: number })[] = [];
  const seen = new Set<string>();
  for (const { reason, pattern } of MATCHERS) {
    for (const match of plain.matchAll(pattern)) {
      const at = match.index;
      const phrase = source.slice(at, at + match[0].length);
      const key = match[0];
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ phrase, reason, at });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ phrase, reason }) => ({ phrase, reason }));
}
