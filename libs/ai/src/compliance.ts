/**
 * The compliance check of medical and aesthetic posts (issue 13): the rules are data (a versioned rule
 * set, see DEFAULT_RULES and svc-posts' compliance tables), and this one module matches them in every
 * service. A term is written as a person writes it ('Botox', 'βοτουλινική τοξίνη', 'πριν και μετά');
 * it matches whatever the text's case, accents or final sigma, and the inflected forms of its words:
 * a Greek word's ending is replaced by any common noun, adjective or verb ending ('ανώδυνο' finds
 * 'ανώδυνη', 'Ανώδυνες'), an English word of four letters or more takes -s, -es, -d, -ed or -ing.
 * A word ending in '*' matches any word it starts ('έφηβ*'). Words are whole words, never parts of
 * one ('ακίνδυνο' does not find 'κίνδυνο').
 */
import { COMPLIANCE_FIELD_LABELS_EL, type ComplianceFlag, type ComplianceSeverity } from '@studio/contracts';

/** A rule as the platform ships it: the seed of the rule set. */
export type RuleDefinition = {
  id: string;
  name: string;
  severity: ComplianceSeverity;
  reason: string;
  terms: string[];
};

/** What matching needs of a rule set: a stored one (ComplianceRuleSet) or the defaults. */
export type RulesToMatch = {
  version: number;
  rules: {
    id: string;
    name: string;
    severity: ComplianceSeverity;
    reason: string;
    terms: { term: string; active: boolean }[];
  }[];
};

export const DEFAULT_RULES: RuleDefinition[] = [
  {
    id: 'prescription-medicine',
    name: 'Φάρμακο μόνο με ιατρική συνταγή',
    severity: 'block',
    reason:
      'Η διαφήμιση φαρμάκων που χορηγούνται μόνο με ιατρική συνταγή, και των δραστικών ουσιών τους, στο κοινό απαγορεύεται (Οδηγία 2001/83/ΕΚ άρθρο 88, ΕΟΦ). Γράψτε για τη θεραπεία χωρίς το όνομα του φαρμάκου.',
    terms: [
      'Botox',
      'μπότοξ',
      'Vistabel',
      'Azzalure',
      'Bocouture',
      'Dysport',
      'Xeomin',
      'botulinum',
      'botulinum toxin',
      'βοτουλινική τοξίνη',
      'αλλαντική τοξίνη',
      'συνταγογραφούμενο',
      'prescription-only',
    ],
  },
  {
    id: 'cure',
    name: 'Ισχυρισμός ίασης',
    severity: 'block',
    reason:
      'Δεν επιτρέπεται να υπόσχεται ότι θεραπεύει ή εξαφανίζει ένα πρόβλημα (Οδηγία 2001/83/ΕΚ άρθρο 90).',
    terms: ['θεραπεύει', 'γιατρεύει', 'εξαφανίζει', 'εξαλείφει', 'cure', 'heal', 'eliminate'],
  },
  {
    id: 'guaranteed-result',
    name: 'Εγγυημένο αποτέλεσμα',
    severity: 'block',
    reason: 'Κανένα αποτέλεσμα δεν μπορεί να υποσχεθεί με βεβαιότητα (Οδηγία 2001/83/ΕΚ άρθρο 90).',
    terms: [
      'εγγυημένο',
      'εγγυάται',
      'εγγυώνται',
      'εγγυόμαστε',
      'εγγύηση αποτελέσματος',
      '100% αποτελεσματικό',
      '100% αποτέλεσμα',
      '100% effective',
      'guarantee',
    ],
  },
  {
    id: 'permanent-result',
    name: 'Μόνιμο αποτέλεσμα',
    severity: 'block',
    reason: 'Τα αποτελέσματα διαφέρουν από άνθρωπο σε άνθρωπο και δεν διαρκούν για πάντα.',
    terms: [
      'μόνιμο αποτέλεσμα',
      'οριστική λύση',
      'οριστικό αποτέλεσμα',
      'για πάντα',
      'permanent',
      'permanently',
      'forever',
    ],
  },
  {
    id: 'safety-claim',
    name: 'Ισχυρισμός ασφάλειας',
    severity: 'warn',
    reason: 'Κάθε πράξη ή προϊόν έχει κινδύνους και πιθανές παρενέργειες· μην τους αποκρύπτετε.',
    terms: [
      'χωρίς κίνδυνο',
      'χωρίς κανέναν κίνδυνο',
      'ακίνδυνο',
      'χωρίς παρενέργειες',
      'χωρίς καμία παρενέργεια',
      'καμία παρενέργεια',
      'μηδενικές παρενέργειες',
      '100% ασφαλές',
      'no risk',
      'risk-free',
      'no side effects',
    ],
  },
  {
    id: 'painless',
    name: 'Ισχυρισμός «ανώδυνο»',
    severity: 'warn',
    reason: 'Η εμπειρία του πόνου διαφέρει από άνθρωπο σε άνθρωπο.',
    terms: ['ανώδυνο', 'χωρίς πόνο', 'χωρίς κανέναν πόνο', 'painless', 'pain-free'],
  },
  {
    id: 'before-after',
    name: 'Πριν και μετά',
    severity: 'warn',
    reason:
      'Εικόνες ή υποσχέσεις «πριν και μετά» παραπλανούν για τις αλλαγές στο σώμα (Οδηγία 2001/83/ΕΚ άρθρο 90) και το Meta τις απορρίπτει για αισθητικές πράξεις.',
    terms: ['πριν και μετά', 'πριν/μετά', 'πριν - μετά', 'before and after', 'before/after'],
  },
  {
    id: 'testimonial',
    name: 'Μαρτυρίες πελατών',
    severity: 'warn',
    reason:
      'Μαρτυρίες και περιστατικά ασθενών μπορεί να οδηγήσουν σε αυτοδιάγνωση, και η φωτογραφία ασθενούς θέλει ρητή συγκατάθεση (ΓΚΠΔ άρθρο 9).',
    terms: ['μαρτυρία', 'μαρτυρίες πελατών', 'οι πελάτες μας λένε', 'testimonial'],
  },
  {
    id: 'minors',
    name: 'Απευθύνεται σε ανηλίκους',
    severity: 'warn',
    reason: 'Οι αισθητικές πράξεις απευθύνονται μόνο σε ενήλικες (πολιτικές Meta: 18+).',
    terms: ['ανήλικ*', 'έφηβ*', 'εφηβικ*', 'teen*', 'minors'],
  },
];

/** The shipped rules as a rule set (version 0: before any change). */
export const DEFAULT_RULE_SET: RulesToMatch = {
  version: 0,
  rules: DEFAULT_RULES.map(({ terms, ...rule }) => ({
    ...rule,
    terms: terms.map((term) => ({ term, active: true })),
  })),
};

/** A word character: Greek and Latin letters and digits. */
const L = '[\\p{L}\\p{N}]';

/** Greek noun (also of the neuter -μα nouns), adjective and verb endings (without accents, σ for ς), longest first. */
const GREEK_ENDINGS = [
  'ουμαστε',
  'ονται',
  'ουνται',
  'εσαι',
  'ουμε',
  'ουνε',
  'ομαι',
  'ειτε',
  'εται',
  'ησει',
  'σουν',
  'ατων',
  'ατοσ',
  'ατα',
  'ιων',
  'ιεσ',
  'ιασ',
  'ιου',
  'εισ',
  'ουσ',
  'ουν',
  'ετε',
  'σει',
  'ων',
  'οσ',
  'ου',
  'ον',
  'οι',
  'ασ',
  'εσ',
  'ησ',
  'ει',
  'ια',
  'α',
  'ε',
  'η',
  'ι',
  'ο',
  'ω',
];
const GREEK_ALTERNATION = `(?:${GREEK_ENDINGS.join('|')})?`;
const ENGLISH_ENDINGS = '(?:s|es|d|ed|ing)?';
const MIN_STEM = 4;

/** Escapes what a `u` regular expression reads as syntax (and nothing else: `u` refuses needless escapes). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The text lower-cased, without accents and with σ for ς, character by character, so an index in it
 * is the same index in the original text.
 */
export function comparable(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = (char.normalize('NFD')[0] ?? char).toLowerCase().replace('ς', 'σ');
    out += plain.length === char.length ? plain : char;
  }
  return out;
}

/** The pattern of one word of a term (already comparable). */
function wordPattern(word: string, prefix: boolean): string {
  if (prefix) return `${escapeRegExp(word)}${L}*`;
  if (/\p{Script=Greek}/u.test(word)) {
    const ending = GREEK_ENDINGS.find((e) => word.endsWith(e) && word.length - e.length >= MIN_STEM);
    const stem = ending ? word.slice(0, -ending.length) : word;
    return `${escapeRegExp(stem)}${GREEK_ALTERNATION}`;
  }
  if (/^\p{L}+$/u.test(word) && word.length >= MIN_STEM) return `${escapeRegExp(word)}${ENGLISH_ENDINGS}`;
  return escapeRegExp(word);
}

/** The pattern of a term: its words inflected, spaces as any spacing, other marks ('/', '-', '%') as written. */
export function termPattern(term: string): string {
  const plain = comparable(term.normalize('NFC').trim());
  const parts = plain.match(/[\p{L}\p{N}]+\*?|[^\p{L}\p{N}]+/gu) ?? [];
  return parts
    .map((part) => {
      if (/^[\p{L}\p{N}]/u.test(part)) {
        const prefix = part.endsWith('*');
        return wordPattern(prefix ? part.slice(0, -1) : part, prefix);
      }
      const marks = part.replace(/\s+/g, '');
      return marks ? `\\s*${escapeRegExp(marks)}\\s*` : '\\s+';
    })
    .join('');
}

type Matcher = {
  rule: RulesToMatch['rules'][number];
  term: string;
  pattern: RegExp;
};

const compiled = new WeakMap<RulesToMatch, Matcher[]>();

function matchersOf(ruleSet: RulesToMatch): Matcher[] {
  let matchers = compiled.get(ruleSet);
  if (!matchers) {
    matchers = ruleSet.rules.flatMap((rule) =>
      rule.terms
        .filter((t) => t.active && t.term.trim() !== '')
        .map((t) => ({
          rule,
          term: t.term,
          pattern: new RegExp(`(?<!${L})(?:${termPattern(t.term)})(?!${L})`, 'gu'),
        })),
    );
    compiled.set(ruleSet, matchers);
  }
  return matchers;
}

/** The phrases of the text the rules flag, each once per rule, in the order they appear. */
export function checkCompliance(text: string, ruleSet: RulesToMatch = DEFAULT_RULE_SET): ComplianceFlag[] {
  const source = text.normalize('NFC');
  const plain = comparable(source);
  const found: (ComplianceFlag & { at: number })[] = [];
  const seen = new Set<string>();
  for (const { rule, term, pattern } of matchersOf(ruleSet)) {
    for (const match of plain.matchAll(pattern)) {
      const key = `${rule.id}\u0000${match[0]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const at = match.index;
      found.push({
        phrase: source.slice(at, at + match[0].length),
        term,
        ruleId: rule.id,
        rule: rule.name,
        severity: rule.severity,
        reason: rule.reason,
        at,
      });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...flag }) => flag);
}

/** Whether a rule set has a block term in a text (e.g. a product's name). */
export const hasBlockedTerm = (text: string, ruleSet: RulesToMatch = DEFAULT_RULE_SET) =>
  checkCompliance(text, ruleSet).some((f) => f.severity === 'block');

/** The `warn` rules a text breaks: what an acknowledgement must name. */
export const warnRuleIdsOf = (flags: ComplianceFlag[]) => [
  ...new Set(flags.filter((f) => f.severity === 'warn').map((f) => f.ruleId)),
];

/** What stands between a text and its publication: its block flags, and its warn flags nobody acknowledged. */
export function complianceVerdict(flags: ComplianceFlag[], acknowledgedRuleIds: readonly string[]) {
  return {
    blocked: flags.filter((f) => f.severity === 'block'),
    unacknowledged: flags.filter((f) => f.severity === 'warn' && !acknowledgedRuleIds.includes(f.ruleId)),
  };
}

/** Each flag's phrase and rule, and its field when it is not the post's text. */
const named = (flags: ComplianceFlag[]) =>
  flags
    .map((f) => {
      const where =
        f.field && f.field !== 'content' ? ` στο πεδίο «${COMPLIANCE_FIELD_LABELS_EL[f.field]}»` : '';
      return `«${f.phrase}»${where} (κανόνας: ${f.rule})`;
    })
    .join(', ');

/**
 * Why a text may not be scheduled or published, in Greek, naming each term and its rule; null when it may.
 * `action` says what was refused: scheduling (the business can change the text) or publishing (the
 * publisher's last check).
 */
export function complianceRefusal(
  flags: ComplianceFlag[],
  acknowledgedRuleIds: readonly string[],
  action: 'schedule' | 'publish',
): string | null {
  const { blocked, unacknowledged } = complianceVerdict(flags, acknowledgedRuleIds);
  const refused = action === 'schedule' ? 'δεν μπορεί να προγραμματιστεί' : 'δεν δημοσιεύτηκε';
  if (blocked.length > 0)
    return `Η ανάρτηση ${refused}: περιέχει ${named(blocked)}. ${blocked[0]!.reason} Αλλάξτε το κείμενο.`;
  if (unacknowledged.length > 0)
    return `Η ανάρτηση ${refused} χωρίς επιβεβαίωση: περιέχει ${named(unacknowledged)}. ${unacknowledged[0]!.reason} Επιβεβαιώστε ότι ελέγξατε τις επισημάνσεις ή αλλάξτε το κείμενο.`;
  return null;
}

/** The block terms, for the writers' instructions: what they must never write. */
export const blockedTermsOf = (ruleSet: RulesToMatch = DEFAULT_RULE_SET) =>
  ruleSet.rules
    .filter((r) => r.severity === 'block')
    .flatMap((r) => r.terms.filter((t) => t.active).map((t) => t.term));

/** The warn terms, for the writers' instructions: what they should avoid. */
export const warnTermsOf = (ruleSet: RulesToMatch = DEFAULT_RULE_SET) =>
  ruleSet.rules
    .filter((r) => r.severity === 'warn')
    .flatMap((r) => r.terms.filter((t) => t.active).map((t) => t.term));
