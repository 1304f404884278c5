/**
 * The compliance check of medical and aesthetic posts: the rules are data (a versioned
 * rule set, see DEFAULT_RULES and svc-posts' compliance tables), and this one module matches them in
 * every service and every public field. It matches what a reader sees, not the bytes (compliance/
 * reading.ts): look-alike letters, invisible characters, letters spelled apart and glued hashtags are
 * read as the words they show; medicine names are also matched by sound and near-misses (compliance/
 * names.ts); terms are matched with Greek and English inflections (compliance/terms.ts). The flags quote
 * the original text.
 */
import {
  COMPLIANCE_FIELD_LABELS_EL,
  type ComplianceFlag,
  type ComplianceSeverity,
  termNestsGroups,
} from '@studio/contracts';
import { CONCEPT_EXTRAS } from './compliance/concepts.ts';
import { cyrillicReadings } from './compliance/cyrillic.ts';
import {
  LATIN_LETTERS_AS_GREEK,
  MIN_GREEKLISH_STEM,
  showsGreeklish,
  soundsOf,
  soundsPattern,
  soundsReading,
} from './compliance/greeklish.ts';
import {
  emptyTable,
  type Held,
  holdsAll,
  holdsAny,
  idsIn,
  type LiteralTable,
  literalId,
  presentIn,
  releaseHeld,
} from './compliance/literals.ts';
import { editDistance, keyMatches, NameIndex, soundKey } from './compliance/names.ts';
import {
  characterBefore,
  leadsIn,
  matchesAt,
  matchesIn,
  type Pattern,
  plainPattern,
  startsOf,
  wholeWordPattern,
  wordStartPattern,
} from './compliance/patterns.ts';
import { necessaryLiterals } from './compliance/prefilter.ts';
import { NAME_MATCHING, ORDINARY_WORDS } from './compliance/prescription-medicines.ts';
import {
  asLatinLetters,
  compacted,
  infoOfCode,
  type Reading,
  readingOf,
  reread,
} from './compliance/reading.ts';
import { refutedClaims } from './compliance/refuted.ts';
import { DEFAULT_RULES, RULE_EXTRAS, type RuleDefinition, type RuleExtras } from './compliance/rules.ts';
import {
  type Alphabet,
  comparable,
  gluedPattern,
  termLeads,
  termLiterals,
  termPattern,
  termRequirements,
  termStartRequirements,
} from './compliance/terms.ts';

export { PRESCRIPTION_MEDICINES } from './compliance/prescription-medicines.ts';
export { comparable, termPattern } from './compliance/terms.ts';
export { DEFAULT_RULES, type RuleDefinition };

/** What matching needs of a rule set: a stored one (ComplianceRuleSet) or the defaults. */
export type RulesToMatch = {
  version: number;
  rules: {
    id: string;
    name: string;
    severity: ComplianceSeverity;
    reason: string;
    terms: { term: string; active: boolean }[];
    /** What the rule also matches and its ordinary contexts, beside RULE_EXTRAS' and CONCEPT_EXTRAS'. */
    extras?: RuleExtras;
  }[];
};

/** The shipped rules as a rule set (version 0: before any change). */
export const DEFAULT_RULE_SET: RulesToMatch = {
  version: 0,
  rules: DEFAULT_RULES.map(({ terms, basis: _basis, ...rule }) => ({
    ...rule,
    terms: terms.map((term) => ({ term, active: true })),
  })),
};

/** The rule whose one-word terms are names of medicines, matched by sound and near-misses too. */
const NAMES_RULE = 'prescription-medicine';

type Rule = RulesToMatch['rules'][number];

/**
 * A place a rule matched, as offsets of the original text; `trigger`, of a near pair's hit, the place of
 * its first word («υποσχόμαστε» of «υποσχόμαστε … δέρμα»): in an ordinary context, the pair is no flag;
 * `name`, a medicine's name, which a context of `allowedBesideNames` never excuses.
 */
type Hit = {
  rule: Rule;
  term: string;
  from: number;
  to: number;
  trigger?: { from: number; to: number };
  name?: true;
};

/**
 * `literals`: the text holds one of them, or the term cannot match (empty: always look). The ids are
 * those of the rule set's literal table (LiteralTable).
 */
type Matcher = {
  rule: Rule;
  term: string;
  pattern: Pattern;
  glued: Pattern | null;
  literals: string[];
  /** The ids of `literals` in the literal table of the matcher's index (set by indexOf). */
  literalIds: number[];
  /** For each word the term cannot do without, one of its literals must be in the text (termRequirements). */
  requires: number[][];
  /** Of `requires`, the words one of whose literals must start a word of the text (termStartRequirements). */
  startRequires: string[][];
  /** Written in Latin letters only: also looked for where Greek capitals read as Latin («ΒΟΤΟΧ»). */
  latin: boolean;
  /** Literals one of which starts every match, where a word starts (termLeads); null: no such look. */
  leads: string[] | null;
};
/**
 * `spelled`: the name's letters as written, for a slip of the keyboard («Bootx», «Ozmepic»); `exact`: only
 * its very sound, no near-miss, ending or glued word (a name whose near sounds are ordinary words).
 */
type NameMatcher = { rule: Rule; term: string; key: string; spelled: string; latin: boolean; exact: boolean };
type NearMatcher = {
  rule: Rule;
  term: string;
  a: Alternation;
  b: Alternation;
  bLiterals: number[];
  within: number;
  needs: number[];
};

/**
 * One side of a near pair: its terms and patterns as the branches of one whole-word pattern. A branch
 * whose `requires` a text lacks (for each list, one of its literals) cannot match in it, and leaving it
 * out of the pattern changes no match: the pattern run on a text holds only the branches it may match
 * (none: nothing to run), and V8 runs a short alternation of literal words far faster than a long one
 * or one with a lookbehind. The patterns of the sets of branches texts show are compiled once each.
 */
type Alternation = {
  branches: { source: string; requires: number[][]; startRequires: string[][]; leads: string[] | null }[];
  bySet: Map<string, LedPattern>;
};

/** A pattern and the literals every match of it starts with (null: none known). */
type LedPattern = { pattern: Pattern; leads: string[] | null };

/** The most sets of branches an alternation keeps compiled. */
const KEPT_BRANCH_SETS = 256;

/**
 * The pattern of the branches of an alternation a text holding `present` may match; null when none. A
 * branch with leads (termLeads) may match only where one of them starts a word (`leads`).
 */
function possiblePattern(
  alternation: Alternation,
  present: Uint8Array,
  leads: (literal: string) => number[],
): LedPattern | null {
  let set = '';
  for (const [i, branch] of alternation.branches.entries())
    if (
      holdsAll(present, branch.requires) &&
      startsWords(branch.startRequires, leads) &&
      (branch.leads === null || branch.leads.some((lead) => leads(lead).length > 0))
    )
      set += `${i},`;
  if (set === '') return null;
  let pattern = alternation.bySet.get(set);
  if (!pattern) {
    const branches = set
      .slice(0, -1)
      .split(',')
      .map((i) => alternation.branches[Number(i)]!);
    pattern = {
      pattern: wholeWordPattern(branches.map((branch) => branch.source).join('|')),
      leads: branches.every((branch) => branch.leads !== null)
        ? branches.flatMap((branch) => branch.leads!)
        : null,
    };
    if (alternation.bySet.size >= KEPT_BRANCH_SETS) alternation.bySet.clear();
    alternation.bySet.set(set, pattern);
  }
  return pattern;
}

/** Whether, for each list, one of its literals starts a word of the text (`leads`: where each does). */
const startsWords = (lists: readonly string[][], leads: (literal: string) => number[]) =>
  lists.every((any) => any.some((literal) => leads(literal).length > 0));

/** The matches of a pattern, tried only where its leads start a word when it has leads. */
const ledMatches = ({ pattern, leads }: LedPattern, text: string, at: (literal: string) => number[]) =>
  leads === null ? matchesIn(pattern, text) : matchesAt(pattern, text, startsOf(leads, at));
/**
 * Entries by the literals that let them match: `byLiteral[id]`, those a text holding literal `id` may
 * match; `always`, those with no literal (looked for in every text). `picked`: one mark an entry, all
 * clear between two look-ups (pickedIn's scratch).
 */
type LiteralIndex = { byLiteral: number[][]; always: number[]; picked: Uint8Array };

/** The matchers by their literals. */
type Index = LiteralIndex & { matchers: Matcher[] };

/** Near pairs by the literals of their `needs`: a pair is looked for only in a text that holds one. */
type NearIndex = LiteralIndex & { pairs: NearMatcher[] };

type Compiled = {
  literals: LiteralTable;
  /** The literals of the rules by their sounds, looked for in a reading by sounds only. */
  soundLiterals: LiteralTable;
  terms: Index;
  /**
   * The rules by their sounds, for Greek written in Latin letters (greeklish.ts): the Greek terms and the
   * shipped patterns in `sounds`, the near pairs in `soundNear`, the ordinary contexts in `soundAllowed`;
   * `greeklishStems`, the sounds of the rules' Greek words that tell a Latin word is Greeklish.
   */
  sounds: Index;
  soundNear: NearIndex;
  soundAllowed: Map<string, Pattern[]>;
  greeklishStems: Set<string>;
  names: NameMatcher[];
  near: NearIndex;
  /** Shipped patterns read on the text as written, not as read; their needs by the text in small letters. */
  onSource: Index;
  sourceLiterals: LiteralTable;
  allowed: Map<string, Pattern[]>;
  /** Ordinary contexts that excuse a rule's phrases but never a medicine's name (RuleExtras.allowedBesideNames). */
  allowedBesideNames: Map<string, Pattern[]>;
  longestName: number;
  /** The names by their sound key. */
  namesByKey: Map<string, NameMatcher[]>;
  /** The names a word may read as, by its key and letters (a word is never compared with every name). */
  nameIndex: NameIndex<NameMatcher>;
  /** The names written in Greek letters, which a Greeklish word may spell («dezogestrelh» for «δεζογεστρελη»). */
  greekNames: NameMatcher[];
  /** The names each word reads as (by its sound, and in Latin letters), remembered: words come back in every post. */
  namesOfWord: Map<string, NameMatcher[]>;
};

/** Entries, each with the literal ids one of which a text must hold for it (none: every text), indexed. */
function literalIndex(idsOf: number[][]): LiteralIndex {
  const byLiteral: number[][] = [];
  const always: number[] = [];
  for (const [entry, ids] of idsOf.entries()) {
    if (ids.length === 0) always.push(entry);
    for (const id of new Set(ids)) {
      while (byLiteral.length <= id) byLiteral.push([]);
      byLiteral[id]!.push(entry);
    }
  }
  return { byLiteral, always, picked: new Uint8Array(idsOf.length) };
}

function indexOf(matchers: Matcher[], table: LiteralTable): Index {
  for (const matcher of matchers)
    matcher.literalIds = matcher.literals.map((literal) => literalId(table, literal));
  return { ...literalIndex(matchers.map((matcher) => matcher.literalIds)), matchers };
}

const nearIndexOf = (pairs: NearMatcher[]): NearIndex => ({
  ...literalIndex(pairs.map((pair) => pair.needs)),
  pairs,
});

/**
 * A Greek term of one word is looked for by its sounds only when they are this long: shorter ones are
 * other words.
 */
const MIN_SOUNDS_LITERAL = 4;

/**
 * A one-word name of a medicine: matched by its sound key. A code with digits («BPC-157», «GLP-1») is not:
 * a key is letters only, and «bpc» or «tb» with an ending would be any short word.
 */
const isName = (term: string) => /^[\p{L}][\p{L}-]{3,}$/u.test(term.trim());

function byKey(names: NameMatcher[]): Map<string, NameMatcher[]> {
  const map = new Map<string, NameMatcher[]>();
  for (const name of names) map.set(name.key, [...(map.get(name.key) ?? []), name]);
  return map;
}

/**
 * What a text must hold for a near pair to be looked for: one of `needs` or of the literals of `a`'s terms
 * (empty: always look, when a pattern of `a` has no `needs` or a term of `a` no literal).
 */
function nearNeeds(pair: NonNullable<RuleExtras['near']>[number], alphabet: Alphabet): string[] {
  const literals = pair.a.map((term) => termLiterals(term, alphabet));
  if (literals.some((any) => any.length === 0)) return [];
  if ((pair.aPatterns ?? []).length > 0 && (pair.needs ?? []).length === 0) return [];
  return [...(pair.needs ?? []).map(alphabet === 'sounds' ? soundsOf : (l) => l), ...literals.flat()];
}

/**
 * The lookbehinds a shipped pattern starts a word with: no letter before it, or no letter or digit (the
 * word start of patterns.ts, which a pattern tried only at word starts keeps).
 */
const WORD_STARTS = ['(?<!\\p{L})', '(?<![\\p{L}\\p{N}])'];

/** A pattern's branches at its top level (not inside a group or a class). */
function topBranches(re: string): string[] {
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < re.length; i++) {
    const c = re[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      branches.push(re.slice(start, i));
      start = i + 1;
    }
  }
  return [...branches, re.slice(start)];
}

/**
 * A shipped pattern compiled. One whose every branch starts a word with a lookbehind is compiled without
 * it and its matches kept where a word starts (patterns.ts): the lookbehind would be tested at every
 * position of the text.
 */
function extraPattern(re: string): Pattern {
  const unstarted = topBranches(re).map((branch) => {
    const start = WORD_STARTS.find((lookbehind) => branch.startsWith(lookbehind));
    return start === undefined ? null : branch.slice(start.length);
  });
  if (unstarted.some((branch) => branch === null)) return plainPattern(re);
  return wordStartPattern(unstarted.join('|'));
}

/** Where a rule's shipped extras go as they are compiled: the rule set's matchers and literal ids. */
type ExtrasTarget = {
  matchers: Matcher[];
  onSource: Matcher[];
  near: NearMatcher[];
  ids: (any: string[]) => number[];
};

/**
 * A rule's shipped patterns and near pairs, compiled into `into`; its allowed contexts, returned. By
 * sounds (`alphabet`), each pattern, literal and term is written in the sounds alphabet (greeklish.ts), and
 * the patterns over the text as written are left out.
 */
function compileExtras(rule: Rule, extras: RuleExtras, into: ExtrasTarget, alphabet: Alphabet): Pattern[] {
  const { matchers, onSource, near, ids } = into;
  const sounds = alphabet === 'sounds';
  const pattern = (re: string) => (sounds ? soundsPattern(re) : re);
  const literals = (any: string[]) => (sounds ? any.map(soundsOf) : any);
  for (const { re, needs, onSource: written, requires, matchedAs } of extras.patterns ?? []) {
    if (written && sounds) continue;
    const compiled = extraPattern(pattern(matchedAs ?? re));
    (written ? onSource : matchers).push({
      rule,
      term: re,
      pattern: compiled,
      glued: null,
      literals: literals(needs),
      literalIds: [],
      startRequires: [],
      requires: [
        ...(requires ?? []).map((any) => ids(literals(any))),
        // On the text as written, its capitals are not the reading's small letters.
        ...(written ? [] : necessaryLiterals(compiled.source).map(ids)),
      ],
      latin: false,
      leads: null,
    });
  }
  const termBranch = (term: string) => ({
    source: termPattern(term, alphabet),
    requires: termRequirements(term, alphabet).map(ids),
    startRequires: termStartRequirements(term, alphabet),
    leads: termLeads(term, alphabet),
  });
  for (const pair of extras.near ?? []) {
    const patterns = (pair.aPatterns ?? []).map(({ re, needs, requires }) => ({
      source: pattern(re),
      requires: [
        ...[needs, ...(requires ?? [])].map((any) => ids(literals(any))),
        ...necessaryLiterals(pattern(re)).map(ids),
      ],
      startRequires: [],
      leads: null,
    }));
    near.push({
      rule,
      term: `${pair.a[0] ?? pair.aPatterns?.[0]?.re} … ${pair.b[0]}`,
      a: { branches: [...pair.a.map(termBranch), ...patterns], bySet: new Map() },
      b: { branches: pair.b.map(termBranch), bySet: new Map() },
      bLiterals: ids(pair.b.flatMap((t) => termLiterals(t, alphabet))),
      within: pair.within,
      needs: ids(nearNeeds(pair, alphabet)),
    });
  }
  return [
    ...(extras.allowed ?? []).map((term) => wholeWordPattern(termPattern(term, alphabet))),
    ...(extras.allowedPatterns ?? []).map((re) => plainPattern(pattern(re))),
  ];
}

/**
 * The sounds of a term's Greek words (MIN_GREEKLISH_STEM letters or more), as a Latin word that starts
 * with one is read as Greeklish (showsGreeklish).
 */
function greeklishStemsOf(term: string, into: Set<string>): void {
  if (!/\p{Script=Greek}/u.test(term)) return;
  const asRead = termRequirements(term);
  const bySound = termRequirements(term, 'sounds');
  if (asRead.length !== bySound.length) return;
  for (const [u, unit] of asRead.entries())
    for (const [k, literal] of unit.entries()) {
      const sounds = bySound[u]![k];
      if (sounds && /\p{Script=Greek}/u.test(literal) && sounds.length >= MIN_GREEKLISH_STEM)
        into.add(sounds);
    }
}

/** How many terms a compile reads between two turns of the event loop, when it gives them (prepareRuleSetInTurns). */
const TERMS_PER_TURN = 100;

/**
 * A rule set's compiled form, in steps: it yields after every TERMS_PER_TURN terms and between its indexes,
 * so that a compile in the background leaves the event loop to the requests (a whole compile takes seconds).
 */
function* compiling(ruleSet: RulesToMatch): Generator<void, Compiled> {
  let read = 0;
  const matchers: Matcher[] = [];
  const sounds: Matcher[] = [];
  const names: NameMatcher[] = [];
  const near: NearMatcher[] = [];
  const soundNear: NearMatcher[] = [];
  const onSource: Matcher[] = [];
  const allowed = new Map<string, Pattern[]>();
  const allowedBesideNames = new Map<string, Pattern[]>();
  const soundAllowed = new Map<string, Pattern[]>();
  const greeklishStems = new Set<string>();
  const literals = emptyTable();
  const soundLiterals = emptyTable();
  const sourceLiterals = emptyTable();
  const ids = (any: string[]) => any.map((literal) => literalId(literals, literal));
  const soundIds = (any: string[]) => any.map((literal) => literalId(soundLiterals, literal));
  for (const rule of ruleSet.rules) {
    for (const { term, active } of rule.terms) {
      if (++read % TERMS_PER_TURN === 0) yield;
      // A stored term that nests a group (the admin's form refuses one now) matches nothing: it is skipped.
      if (!active || term.trim() === '' || termNestsGroups(term)) continue;
      const glued = gluedPattern(term);
      matchers.push({
        rule,
        term,
        pattern: wholeWordPattern(termPattern(term)),
        glued: glued ? plainPattern(glued) : null,
        literals: termLiterals(term),
        literalIds: [],
        requires: termRequirements(term).map(ids),
        startRequires: termStartRequirements(term),
        latin: !/\p{Script=Greek}/u.test(term),
        leads: termLeads(term),
      });
      const termSounds = termLiterals(term, 'sounds');
      const soundRequires = termRequirements(term, 'sounds');
      // A term of two words or more is told by all its words, whatever their length.
      const telling = termSounds.every((l) => l.length >= MIN_SOUNDS_LITERAL) || soundRequires.length >= 2;
      if (/\p{Script=Greek}/u.test(term) && telling)
        sounds.push({
          rule,
          term,
          pattern: wholeWordPattern(termPattern(term, 'sounds')),
          glued: null,
          literals: termSounds,
          literalIds: [],
          requires: soundRequires.map(soundIds),
          startRequires: termStartRequirements(term, 'sounds'),
          latin: false,
          leads: termLeads(term, 'sounds'),
        });
      greeklishStemsOf(term, greeklishStems);
      const matching = NAME_MATCHING[term.trim().toLowerCase()];
      if (rule.id === NAMES_RULE && isName(term) && matching !== 'word')
        names.push({
          rule,
          term,
          key: soundKey(comparable(term)),
          spelled: comparable(term).replace(/[^\p{L}]/gu, ''),
          latin: !/\p{Script=Greek}/u.test(term),
          exact: matching === 'exact',
        });
    }
    const contexts: Pattern[] = [];
    const soundContexts: Pattern[] = [];
    const besideNames: Pattern[] = [];
    for (const extras of [RULE_EXTRAS[rule.id], CONCEPT_EXTRAS[rule.id], rule.extras]) {
      if (!extras) continue;
      contexts.push(...compileExtras(rule, extras, { matchers, onSource, near, ids }, 'reading'));
      soundContexts.push(
        ...compileExtras(
          rule,
          extras,
          { matchers: sounds, onSource, near: soundNear, ids: soundIds },
          'sounds',
        ),
      );
      for (const pair of extras.near ?? [])
        for (const term of [...pair.a, ...pair.b]) greeklishStemsOf(term, greeklishStems);
      besideNames.push(...(extras.allowedBesideNames ?? []).map((re) => plainPattern(re)));
    }
    if (contexts.length > 0) allowed.set(rule.id, contexts);
    if (besideNames.length > 0) allowedBesideNames.set(rule.id, besideNames);
    if (soundContexts.length > 0) soundAllowed.set(rule.id, soundContexts);
  }
  const longestName = Math.max(0, ...names.map((n) => n.key.length));
  yield;
  const terms = indexOf(matchers, literals);
  yield;
  const soundIndex = indexOf(sounds, soundLiterals);
  yield;
  return {
    literals,
    soundLiterals,
    terms,
    sounds: soundIndex,
    soundNear: nearIndexOf(soundNear),
    soundAllowed,
    greeklishStems,
    names,
    near: nearIndexOf(near),
    onSource: indexOf(onSource, sourceLiterals),
    sourceLiterals,
    allowed,
    allowedBesideNames,
    longestName,
    namesByKey: byKey(names),
    nameIndex: new NameIndex(names),
    greekNames: names.filter((name) => !name.latin),
    namesOfWord: new Map(),
  };
}

/**
 * Compiled rule sets, by what they hold: a service reads its rule set anew for each request (a new
 * object each time), and compiling one takes a few hundred milliseconds, matching it well under one.
 */
const compiledSets = new WeakMap<RulesToMatch, Compiled>();
const compiledByContent = new Map<string, Compiled>();
const KEPT_RULE_SETS = 16;

/** What a rule set holds that matching depends on. */
const contentOf = (ruleSet: RulesToMatch) =>
  JSON.stringify(
    ruleSet.rules.map((r) => [
      r.id,
      r.name,
      r.severity,
      r.reason,
      r.terms.filter((t) => t.active).map((t) => t.term),
      r.extras ?? null,
    ]),
  );

function compiledOf(ruleSet: RulesToMatch): Compiled {
  let compiled = compiledSets.get(ruleSet);
  if (compiled) return compiled;
  const content = contentOf(ruleSet);
  compiled = compiledByContent.get(content);
  if (!compiled) {
    const steps = compiling(ruleSet);
    let step = steps.next();
    while (!step.done) step = steps.next();
    compiled = kept(content, step.value);
  }
  compiledSets.set(ruleSet, compiled);
  return compiled;
}

/** Keeps a compiled rule set by its content (the oldest of KEPT_RULE_SETS let go); answers the one kept. */
function kept(content: string, compiled: Compiled): Compiled {
  const known = compiledByContent.get(content);
  if (known) return known;
  if (compiledByContent.size >= KEPT_RULE_SETS)
    compiledByContent.delete(compiledByContent.keys().next().value!);
  compiledByContent.set(content, compiled);
  return compiled;
}

/**
 * Compiles a rule set as `prepareRuleSet` does, giving the event loop a turn between its steps: for a
 * service that compiles a changed rule set while it takes requests (a compile of seconds in one piece would
 * hold every request, and a connection being opened meanwhile would time out).
 */
export async function prepareRuleSetInTurns(ruleSet: RulesToMatch): Promise<void> {
  const content = contentOf(ruleSet);
  let compiled = compiledByContent.get(content);
  if (!compiled) {
    const steps = compiling(ruleSet);
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    compiled = kept(content, step.value);
  }
  // Known by the object too, so that reading the sample below does not serialise the rule set again.
  compiledSets.set(ruleSet, compiled);
  prepareRuleSet(ruleSet);
}

/** The original span of a reading's characters [start, end) (a reversed run's ends are not its first and last). */
function spanOf(reading: Reading, start: number, end: number) {
  let from = reading.from[start]!;
  let to = reading.to[end - 1]!;
  if (from >= to)
    for (let i = start; i < end; i++) {
      from = Math.min(from, reading.from[i]!);
      to = Math.max(to, reading.to[i]!);
    }
  return { from, to };
}

/**
 * Words of a reading: runs of letters and digits (whole code points), with where they start and end, and
 * whether they hold a letter; one pass over the code points.
 */
function wordsOf(reading: Reading): { text: string; start: number; end: number; letters: boolean }[] {
  const words: { text: string; start: number; end: number; letters: boolean }[] = [];
  const { text } = reading;
  let start = -1;
  let letters = false;
  let at = 0;
  while (at <= text.length) {
    const code = at < text.length ? text.codePointAt(at)! : -1;
    const info = code < 0 ? null : infoOfCode(code);
    if (info?.wordChar) {
      if (start < 0) {
        start = at;
        letters = false;
      }
      if (info.letter) letters = true;
    } else if (start >= 0) {
      words.push({ text: text.slice(start, at), start, end: at, letters });
      start = -1;
    }
    at += code > 0xffff ? 2 : 1;
  }
  return words;
}

/**
 * The entries (matchers, near pairs) a text holding these literals may match, by index, ascending: those
 * with no literal and those of a literal the text holds. The few picked of the many, sorted, rather than
 * a pass over every entry; `picked` marks each once and is left clear.
 */
function pickedIn(held: Held, { byLiteral, always, picked }: LiteralIndex): Int32Array {
  const chosen: number[] = [];
  const pick = (entry: number) => {
    if (picked[entry] === 1) return;
    picked[entry] = 1;
    chosen.push(entry);
  };
  for (const entry of always) pick(entry);
  for (const id of held.ids) for (const entry of byLiteral[id] ?? []) pick(entry);
  for (const entry of chosen) picked[entry] = 0;
  return Int32Array.from(chosen).sort();
}

/** The matchers that may match in a text holding these literals, in the matchers' order. */
function candidatesIn(held: Held, index: Index): Matcher[] {
  const candidates: Matcher[] = [];
  for (const matcher of pickedIn(held, index)) candidates.push(index.matchers[matcher]!);
  return candidates;
}

/**
 * Term and pattern matches in one reading, and glued terms inside its hashtags. `latinOnly`: the reading
 * that reads every letter as Latin, where only the terms written in Latin letters are looked for.
 */
function termHits(
  { reading, latinOnly, glued: gluedWords, sounds }: ReadingToMatch,
  compiled: Compiled,
  hits: Hit[],
): void {
  const { text } = reading;
  // Glued terms are looked for in hashtags and in the words a reading put together («Π ρ ι ν κ α ι…»).
  const hashtags = [
    ...(text.includes('#') ? [...text.matchAll(/#[\p{L}\p{N}_]+/gu)] : []).map((m) => ({
      index: m.index,
      0: m[0],
    })),
    ...gluedWords,
  ];
  const table = sounds ? compiled.soundLiterals : compiled.literals;
  const held = presentIn(text, table);
  const { present } = held;
  const leads = leadsIn(text);
  // The literals each hashtag holds, found when a glued term is first looked for.
  let tagsHold: number[][] | null = null;
  for (const matcher of candidatesIn(held, sounds ? compiled.sounds : compiled.terms)) {
    const { rule, term, pattern, glued, latin, literalIds, requires, startRequires, leads: starts } = matcher;
    if (latinOnly && !latin) continue;
    if (!holdsAll(present, requires)) continue;
    // Inside a hashtag a term's words are glued: they need not start words there.
    if (startsWords(startRequires, leads))
      for (const match of ledMatches({ pattern, leads: starts }, text, leads))
        hits.push({ rule, term, ...spanOf(reading, match.index, match.index + match[0].length) });
    if (!glued || hashtags.length === 0) continue;
    tagsHold ??= hashtags.map((tag) => idsIn(tag[0], table));
    for (const [t, tag] of hashtags.entries()) {
      const holds = tagsHold[t]!;
      if (literalIds.length > 0 && !literalIds.some((id) => holds.includes(id))) continue;
      for (const match of tag[0].matchAll(glued.regex)) {
        if (match[0].length === 0) continue;
        const start = tag.index + match.index;
        hits.push({ rule, term, ...spanOf(reading, start, start + match[0].length) });
      }
    }
  }
  const near = sounds ? compiled.soundNear : compiled.near;
  for (const pair of pickedIn(held, near)) {
    const { rule, term, a, b, bLiterals, within } = near.pairs[pair]!;
    if (!holdsAny(present, bLiterals)) continue;
    const bPattern = possiblePattern(b, present, leads);
    const aPattern = bPattern && possiblePattern(a, present, leads);
    if (!aPattern) continue;
    const bs = ledMatches(bPattern, text, leads);
    if (bs.length === 0) continue;
    for (const match of ledMatches(aPattern, text, leads)) {
      const end = match.index + match[0].length;
      const other = bs.find(
        (m) => m.index - end <= within && match.index - (m.index + m[0].length) <= within,
      );
      if (!other) continue;
      const start = Math.min(match.index, other.index);
      const stop = Math.max(end, other.index + other[0].length);
      hits.push({ rule, term, ...spanOf(reading, start, stop), trigger: spanOf(reading, match.index, end) });
    }
  }
  releaseHeld(held, table);
}

/** A word's key is cached: the same words come back in every post. */
const keys = new Map<string, string>();
function keyOf(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size > 50_000) keys.clear();
    key = soundKey(word);
    keys.set(word, key);
  }
  return key;
}

/**
 * The keys of words read together, by the words one after another: looked up by each word (whose string
 * is looked up again and again) rather than by a new string of them all for every piece added.
 */
type JoinedKeys = { key: string | undefined; next: Map<string, JoinedKeys> };
let joinedKeys = new Map<string, JoinedKeys>();
let joinedNodes = 0;
function joinedNode(from: Map<string, JoinedKeys>, word: string): JoinedKeys {
  let node = from.get(word);
  if (!node) {
    node = { key: undefined, next: new Map() };
    from.set(word, node);
    joinedNodes++;
  }
  return node;
}

/** The key of words read together (`joined`, their letters), found at `node` or added there. */
function joinedKeyAt(node: JoinedKeys, joined: string): string {
  node.key ??= soundKey(joined);
  return node.key;
}

/** How many words spelled apart («Bo tox», «Οζ έμπικ») are read together at most. */
const MAX_JOINED = 8;
/** The pieces of a name spelled apart are short, and one of them shorter still. */
const MAX_PIECE = 6;
const SHORT_PIECE = 4;
/** Separators between the pieces of one name spelled apart: a few marks or spaces on one line. */
const PIECE_GAP = /^(?![\s\S]*\n[\s\S]*\n)[^\p{L}\p{N}]{1,3}$/u;

/** One emoji alone between two letters: it may stand for a letter («B💉T💉X», «M🌸unjaro»). */
const EMOJI_LETTER = /^\p{Extended_Pictographic}\uFE0F?$/u;

/**
 * The names spelled by letters with `?` for a letter an emoji stands for: names of five letters or more,
 * of that length, with fewer emoji than letters, and every letter in its place.
 */
function namesSpelledWith(compiled: Compiled, pieces: string): NameMatcher[] {
  const unknown = pieces.split('?').length - 1;
  if (pieces.length < MIN_SPELLED || unknown >= pieces.length - unknown) return [];
  return compiled.names.filter(
    (name) =>
      name.spelled.length === pieces.length &&
      [...pieces].every((letter, k) => letter === '?' || letter === name.spelled[k]),
  );
}

/**
 * A name's first letters cut off by a hyphen, or by an ellipsis in quotes or brackets («δαπο-», «(meloxi…)»): at
 * least this many; cut by an ellipsis alone («ακεπρο… σε σταγόνες»), more (an ordinary word trails off too:
 * «και τώρα…»).
 */
const MIN_CUT = 4;
const MIN_TRAILING_CUT = 6;
/** Prefixes of ordinary words written alone before a hyphen («παρα- και εξωνοσοκομειακή»): never a cut name. */
const WORD_PREFIXES = new Set([
  'παρα',
  'υπερ',
  'κατα',
  'μετα',
  'αντι',
  'προσ',
  'μικρο',
  'μακρο',
  'ψευδο',
  'ενδο',
  'πολυ',
  'μονο',
  'αυτο',
  'τηλε',
  'ηλεκτρο',
  'anti',
  'semi',
  'mini',
  'micro',
  'multi',
  'super',
  'over',
  'under',
  'self',
]);

/** What is said for the rest of a name cut in quotes: «S-t-i-l» κάτι…. */
const SOMETHING_AFTER = /^[»"”]\s*κατι(?!\p{L})/u;

/** A name's first letters in quotes, the rest left as «κάτι» («Stil» κάτι…, «S-t-i-l» κάτι…): a cut name. */
function cutInQuotes(text: string, start: number, end: number): boolean {
  return /["«“]/u.test(text[start - 1] ?? '') && SOMETHING_AFTER.test(text.slice(end, end + 8));
}

/**
 * How many letters a word must have to be read as a cut name ending at `end`: a hyphen before no letter nor
 * space, or an ellipsis («...» as read) after a quote or a bracket; an ellipsis alone asks for more; 0: no cut.
 */
function cutLength(text: string, start: number, end: number): number {
  if (cutInQuotes(text, start, end)) return MIN_CUT;
  if (text[end] === '-') return /^[\p{L}\s]/u.test(text.slice(end + 1, end + 3)) ? 0 : MIN_CUT;
  if (!text.startsWith('...', end)) return 0;
  return /["«“(]/u.test(text[start - 1] ?? '') ? MIN_CUT : MIN_TRAILING_CUT;
}

/** A name's key with each «c» read as «k» too: a cut name is matched before its «c» is heard («ακεπρο…»). */
const hardCKeys = new WeakMap<NameMatcher, string>();
function hardCKey(name: NameMatcher): string {
  let key = hardCKeys.get(name);
  if (key === undefined) {
    key = soundKey(name.spelled.replaceAll('c', 'k'));
    hardCKeys.set(name, key);
  }
  return key;
}

/**
 * The names a cut word begins (Directive 2001/83/EC art. 88(1): a prescription medicine named by its first letters
 * is still named): names of two letters more than the cut at least, beginning with its sound.
 */
function namesCutTo(compiled: Compiled, word: string, least: number): NameMatcher[] {
  if (word.length < least || WORD_PREFIXES.has(word) || ORDINARY.has(word)) return [];
  const key = keyOf(word);
  if (key.length < MIN_CUT) return [];
  return compiled.names.filter(
    (name) =>
      name.key.length >= key.length + 2 && (name.key.startsWith(key) || hardCKey(name).startsWith(key)),
  );
}

/** The fewest lines whose first letters, read down, may spell a name («Ο-λα… Ζ-ωή… Ε-βδομαδιαία…»). */
const MIN_ACROSTIC = 5;

/**
 * Names spelled by the first letters of lines one after another, each line starting with a letter (a block of
 * lines ends at a blank line or one that starts with a sign or an emoji): the whole block's initials, by their
 * sound, as a name's.
 */
function acrosticHits(reading: Reading, compiled: Compiled, hits: Hit[]): void {
  const { text } = reading;
  if (text.split('\n', MIN_ACROSTIC).length < MIN_ACROSTIC) return;
  let initials = '';
  let first = 0;
  let last = 0;
  const spelled = () => {
    if (initials.length >= MIN_ACROSTIC)
      for (const name of compiled.namesByKey.get(keyOf(initials)) ?? [])
        hits.push({ rule: name.rule, term: name.term, ...spanOf(reading, first, last + 1), name: true });
    initials = '';
  };
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const letter = /^\s*\p{L}/u.exec(line);
    if (letter) {
      const at = lineStart + letter[0].length - 1;
      if (initials === '') first = at;
      initials += text[at];
      last = at;
    } else spelled();
    lineStart += line.length + 1;
  }
  spelled();
}

/**
 * Names of medicines in one reading: each word by its sound, and words spelled apart read together.
 * `exact`: each word by its very sound only, no near-miss (a reading of another language's words, where
 * a near-miss is too often an ordinary word: «работа» is one letter from «Nabota»).
 */
function nameHits(reading: Reading, compiled: Compiled, hits: Hit[], exact = false): void {
  if (compiled.names.length === 0) return;
  const words = wordsOf(reading);
  if (!exact) acrosticHits(reading, compiled, hits);
  for (const [i, word] of words.entries()) {
    if (!word.letters) continue;
    const names = exact ? namesOfInflected(compiled, word.text) : namesOfWord(compiled, word.text);
    for (const name of names)
      hits.push({ rule: name.rule, term: name.term, ...spanOf(reading, word.start, word.end), name: true });
    const cut = exact || names.length > 0 ? 0 : cutLength(reading.text, word.start, word.end);
    if (cut > 0)
      for (const name of namesCutTo(compiled, word.text, cut))
        hits.push({
          rule: name.rule,
          term: name.term,
          ...spanOf(reading, word.start, word.end + 1),
          name: true,
        });
    // Pieces of a name: this word and the next ones, while they are short enough to be one name.
    if (word.text.length > MAX_PIECE) continue;
    if (joinedNodes > 50_000) {
      joinedKeys = new Map();
      joinedNodes = 0;
    }
    let node = joinedNode(joinedKeys, word.text);
    let joined = word.text;
    let shortest = word.text.length;
    // The same pieces with an emoji standing for a letter between them («B💉T💉X»), `?` for each.
    let withEmoji = word.text;
    for (let j = i + 1; j < Math.min(words.length, i + MAX_JOINED); j++) {
      const next = words[j]!;
      // Pieces are letters: a number beside a name («BOTOX -20%») is not part of it.
      if (next.text.length > MAX_PIECE || !next.letters) break;
      const gap = reading.text.slice(words[j - 1]!.end, next.start);
      // A space, the usual gap, is one without a test.
      if (gap !== ' ' && !PIECE_GAP.test(gap)) break;
      joined += next.text;
      node = joinedNode(node.next, next.text);
      withEmoji += `${gap !== ' ' && EMOJI_LETTER.test(gap) ? '?' : ''}${next.text}`;
      shortest = Math.min(shortest, next.text.length);
      if (joined.length > compiled.longestName + 3) break;
      if (shortest > SHORT_PIECE) continue;
      for (const name of compiled.namesByKey.get(joinedKeyAt(node, joined)) ?? [])
        hits.push({ rule: name.rule, term: name.term, ...spanOf(reading, word.start, next.end), name: true });
      if (joined.length >= MIN_CUT && cutInQuotes(reading.text, word.start, next.end))
        for (const name of namesCutTo(compiled, joined, MIN_CUT))
          hits.push({
            rule: name.rule,
            term: name.term,
            ...spanOf(reading, word.start, next.end + 1),
            name: true,
          });
      if (withEmoji !== joined)
        for (const name of namesSpelledWith(compiled, withEmoji))
          hits.push({
            rule: name.rule,
            term: name.term,
            ...spanOf(reading, word.start, next.end),
            name: true,
          });
    }
  }
}

/**
 * Case endings of Slavic languages as a reading by sound writes them, in Latin and Greek letters
 * («Оземпика», «Ботоксом»), longest first.
 */
const SLAVIC_ENDINGS = /(?:ami|ah|om|oy|ov|em|ym|yu|ya|ομ|οι|οβ|εμ|ιμ|ιου|ια|αμι|αχ|ου|[aueyiαει])$/u;

/** Names this long are also found one edit of their sound away in a reading by sound (Cyrillic). */
const MIN_NEAR_BY_SOUND = 8;

/**
 * The names a word of a reading by sound (Cyrillic) is: by its very sound, with an ending or glued to a
 * word after it, inside a longer glued word, or one edit away from a long name; and with a case ending in
 * place of a name's final a. Never a near-miss of a short name: «работа» is one edit from «Nabota».
 */
function namesOfInflected(compiled: Compiled, word: string): NameMatcher[] {
  const stem = word.replace(SLAVIC_ENDINGS, '');
  const forms =
    stem === word || stem.length < MIN_SPELLED
      ? [word]
      : [word, stem, stem + (/\p{Script=Greek}/u.test(stem) ? 'α' : 'a')];
  const found = new Set<NameMatcher>();
  for (const form of forms) {
    if (ORDINARY.has(form)) continue;
    const key = keyOf(form);
    for (const name of compiled.nameIndex.candidates(key, form))
      if (
        key === name.key ||
        (!name.exact &&
          ((key.startsWith(name.key) && name.key.length >= MIN_SPELLED) ||
            (name.key.length >= MIN_GREEKLISH_INSIDE && key.includes(name.key)) ||
            (name.key.length >= MIN_NEAR_BY_SOUND && editDistance(key, name.key) <= 1)))
      )
        found.add(name);
  }
  return [...found];
}

/** Ordinary words that sound like a name: never read as one. */
const ORDINARY = new Set(ORDINARY_WORDS.map(comparable));

/**
 * The names a word reads as, by its sound or its spelling, each once (remembered per rule set). A Greek
 * word may be Latin letters in Greek capitals' clothing («ΒΟΤΟΧ»): read as Latin, only the very name
 * counts (a near-miss of a mixed reading is too easily another word: «πινέλα»).
 */
function namesOfWord(compiled: Compiled, word: string): NameMatcher[] {
  let found = compiled.namesOfWord.get(word);
  if (!found) {
    if (compiled.namesOfWord.size > 50_000) compiled.namesOfWord.clear();
    const latinWord = !/\p{Script=Greek}/u.test(word);
    const names = new Set(namesBySound(compiled, word, latinWord));
    if (!latinWord)
      for (const name of compiled.namesByKey.get(keyOf(asLatinLetters(word))) ?? []) names.add(name);
    else for (const name of greekNamesSpelledIn(compiled, word)) names.add(name);
    found = [...names];
    compiled.namesOfWord.set(word, found);
  }
  return found;
}

/**
 * The Greek names a Latin word spells as Greeklish writes η and ω («h», «w»: «#dezogestrelhjourney»): the
 * name's key, the name with an ending, or the name inside a glued word; never a near-miss (one edit from a
 * Greek name in Latin letters is too often an English word).
 */
function greekNamesSpelledIn(compiled: Compiled, word: string): NameMatcher[] {
  if (!GREEKLISH_SIGN.test(word)) return [];
  // A «b» the reading made of an «8» that Greeklish writes for θ («sOULFame8IzolH»).
  const spellings = word.includes('b') ? [word, word.replaceAll('b', 'θ')] : [word];
  return spellings.flatMap((spelling) => greekNamesOfKey(compiled, keyOf(greekLettersOf(spelling))));
}

/** A Greeklish word in Greek letters. */
function greekLettersOf(word: string): string {
  let greek = word;
  for (const [pattern, letter] of GREEKLISH_LETTERS) greek = greek.replace(pattern, letter);
  return greek;
}

/** The Greek names a key reads as: the very key, the name with an ending, or the name inside a glued word. */
function greekNamesOfKey(compiled: Compiled, key: string): NameMatcher[] {
  return compiled.greekNames.filter(
    (name) =>
      key === name.key ||
      (!name.exact &&
        key.startsWith(name.key) &&
        (key.length - name.key.length <= 3 || name.key.length >= MIN_GREEKLISH_INSIDE)) ||
      (!name.exact && name.key.length >= MIN_GREEKLISH_INSIDE && key.includes(name.key)),
  );
}

/** Letters Greeklish writes for Greek ones English seldom writes so: «h» for η, «w» for ω, «x» for χ. */
const GREEKLISH_SIGN = /[hwx]/;

/** Greeklish letters as the Greek ones they stand for, longest first. */
const GREEKLISH_LETTERS: [RegExp, string][] = [
  [/th/g, 'θ'],
  [/ch|x/g, 'χ'],
  [/ps/g, 'ψ'],
  [/ks/g, 'ξ'],
  [/ou/g, 'ου'],
  [/h/g, 'η'],
  [/w/g, 'ω'],
  [/[uy]/g, 'υ'],
  [/[vb]/g, 'β'],
  [/[ckq]/g, 'κ'],
  [/j/g, 'τζ'],
  ...LATIN_LETTERS_AS_GREEK,
];

/** Greek names this long are found inside a glued Greeklish word. */
const MIN_GREEKLISH_INSIDE = 7;

/** The names a word reads as by its sound or its spelling. */
function namesBySound(compiled: Compiled, word: string, latinWord: boolean): NameMatcher[] {
  const key = keyOf(word);
  return ORDINARY.has(word)
    ? []
    : compiled.nameIndex
        .candidates(key, word)
        .filter((name) =>
          name.exact
            ? key === name.key
            : keyMatchesFor(key, name, latinWord) ||
              (latinWord === name.latin &&
                word.length >= MIN_SPELLED &&
                name.spelled.length >= MIN_SPELLED &&
                editDistance(word, name.spelled) <= 1),
        );
}

/** Names this long are also found one slip of the keyboard away from their spelling. */
const MIN_SPELLED = 5;

/** Near-misses are taken only in the name's own script: one edit from «Kybella» is «Κυβέλη», a name. */
const keyMatchesFor = (key: string, name: NameMatcher, latinWord: boolean) =>
  key === name.key || (keyMatches(key, name.key) && (latinWord === name.latin || key.startsWith(name.key)));

/**
 * Rules whose words are no claim a quotation could refute: names, hidden characters, a patient's secret
 * (the two rules of compliance/confidentiality.ts, which reads through this module). A medicine described
 * by what it does, not named («Οι ενέσεις αδυνατίσματος είναι για όποιον θέλει να χάσει 2-3 κιλά» —
 * Μύθος), is a claim like the others: see `refutable`.
 */
const NEVER_REFUTED = new Set([
  'prescription-medicine',
  'hidden-characters',
  'patient-confidentiality',
  'review-confidentiality',
]);

/** The listed terms of each rule, by rule: what a hit of another term (a pattern, a pair) is not. */
const listedTerms = new WeakMap<Rule, Set<string>>();

/**
 * A hit a refuting quotation excuses: any claim, and a medicine described by a listed phrase of several
 * words («ενέσ* (αδυνατίσματος|…)») or a pair of them; never a medicine's name (one word) nor a nickname
 * in quotation marks (a pattern: «το χαπάκι του ύπνου» is the medicine, not a claim refuted).
 */
function refutable(hit: Hit): boolean {
  if (hit.rule.id !== NAMES_RULE) return !NEVER_REFUTED.has(hit.rule.id);
  if (hit.name) return false;
  let listed = listedTerms.get(hit.rule);
  if (!listed) {
    listed = new Set(hit.rule.terms.map(({ term }) => term));
    listedTerms.set(hit.rule, listed);
  }
  return listed.has(hit.term) ? /\s/u.test(hit.term) : hit.trigger !== undefined;
}

/** A rule that warns of a hint, by the rule that refuses the thing hinted at where it is said outright. */
const HINT_OF: Record<string, string> = { 'price-hint': 'price-promotion' };

/**
 * Drops the hits inside an allowed context of their rule and the claims that touch a refuted quotation
 * (`refuted`, spans of the source), keeps one hit per place and rule, and drops a hint where the thing
 * hinted at is flagged at the same place.
 */
/** An ordinary context's place in the text; `besideNames`: it excuses no medicine's name. */
type AllowedSpan = { from: number; to: number; besideNames?: boolean };

function settled(
  hits: Hit[],
  allowedSpans: Map<string, AllowedSpan[]>,
  refuted: { from: number; to: number }[],
): Hit[] {
  const kept: Hit[] = [];
  const ordered = [...hits].sort((a, b) => a.from - b.from || b.to - a.to);
  for (const hit of ordered) {
    const contexts = allowedSpans.get(hit.rule.id) ?? [];
    const inside = (span: { from: number; to: number }) =>
      contexts.some((c) => c.from <= span.from && span.to <= c.to && !(c.besideNames && hit.name));
    if (inside(hit) || (hit.trigger && inside(hit.trigger))) continue;
    if (refutable(hit) && refuted.some((q) => q.from < hit.to && hit.from < q.to)) continue;
    if (kept.some((k) => k.rule.id === hit.rule.id && k.from < hit.to && hit.from < k.to)) continue;
    kept.push(hit);
  }
  return kept.filter(
    (hit) =>
      !HINT_OF[hit.rule.id] ||
      !kept.some((k) => k.rule.id === HINT_OF[hit.rule.id] && k.from < hit.to && hit.from < k.to),
  );
}

/**
 * A reading to match in: `latinOnly`, only the terms written in Latin letters; `glued`, its words that
 * letters spelled apart made (looked at as hashtags are).
 */
type ReadingToMatch = {
  reading: Reading;
  latinOnly: boolean;
  glued: { index: number; 0: string }[];
  /** A reading by sounds (Greeklish): only the Greek terms by their sounds are looked for. */
  sounds?: boolean;
};

const LETTER = /\p{L}/u;
const letterBefore = (text: string, index: number) => index > 0 && LETTER.test(characterBefore(text, index));
const letterAt = (text: string, index: number) =>
  index < text.length && LETTER.test(String.fromCodePoint(text.codePointAt(index)!));

/**
 * Whether a text has a word of three letters or more written in Greek capitals that all look Latin
 * («ΡΑΙΝ», «ΤΟΧ»). A run of such capitals found by a plain search is a word when no letter touches it:
 * a lookbehind for letters would test every position of the text.
 */
function hasLatinLookingCapitals(source: string): boolean {
  for (const run of source.matchAll(/[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]{3,}/g))
    if (!letterBefore(source, run.index) && !letterAt(source, run.index + run[0].length)) return true;
  return false;
}

/** Words made by putting letters together this long are looked at for glued terms. */
const MIN_GLUED_WORD = 6;

/**
 * The readings of a text a rule may be matched in: as read, and with words spelled apart put together
 * (only once when the two are the same). Latin terms in Greek letters' clothing are read with every
 * letter as Latin: names word by word (nameHits), the terms written in Latin letters in a reading of
 * their own when the text has such words.
 */
function readingsOf(source: string, compiled: Compiled): ReadingToMatch[] {
  const byScript = readingOf(source);
  const all: ReadingToMatch[] = [{ reading: byScript, latinOnly: false, glued: [] }];
  const compact = compacted(byScript);
  if (compact.text !== byScript.text) {
    const words = new Set(byScript.text.match(/[\p{L}\p{N}]+/gu) ?? []);
    // Read anew when letters were put together into new words (not only digits, as in «09:00»): the
    // words put together may read otherwise (their script, digits and signs for letters).
    const joinedLetters = (compact.text.match(/[\p{L}\p{N}@$€°]*\p{L}[\p{L}\p{N}@$€°]*/gu) ?? []).some(
      (word) => !words.has(word),
    );
    const together = joinedLetters ? reread(source, compact) : compact;
    const glued = [...together.text.matchAll(/[\p{L}\p{N}]+/gu)]
      .filter((m) => m[0].length >= MIN_GLUED_WORD && !words.has(m[0]))
      .map((m) => ({ index: m.index, 0: m[0] }));
    all.push({ reading: together, latinOnly: false, glued });
  }
  // Words whose every letter looks Latin but is read as Greek: all capitals («ΡΑΙΝ», «ΤΟΧ»).
  if (hasLatinLookingCapitals(source))
    all.push({ reading: readingOf(source, 'latin'), latinOnly: true, glued: [] });
  // Words of both scripts' letters, read in the other script («γia πάvτα» in an English reading of «γ»).
  if (byScript.mixed) all.push({ reading: readingOf(source, 'other-script'), latinOnly: false, glued: [] });
  // Greeklish, and Greek words with digits or signs for letters («Δ0ρε@ν»: a 0 may stand for an ω): by sounds.
  if (byScript.greekStandIns || showsGreeklish(byScript, compiled.greeklishStems))
    all.push({ reading: soundsReading(byScript), latinOnly: false, glued: [], sounds: true });
  return all;
}

/** The shipped patterns read on the text as written (where capitals tell a name: «λέει η Άννα»). */
function sourceHits(source: string, compiled: Compiled, hits: Hit[]): void {
  const held = presentIn(source.toLowerCase(), compiled.sourceLiterals);
  for (const { rule, term, pattern } of candidatesIn(held, compiled.onSource))
    for (const match of matchesIn(pattern, source))
      hits.push({ rule, term, from: match.index, to: match.index + match[0].length });
  releaseHeld(held, compiled.sourceLiterals);
}

/** The places of a text the rules flag (outside their rules' ordinary contexts), in the text's order. */
function hitsIn(source: string, compiled: Compiled): Hit[] {
  const readings = readingsOf(source, compiled);
  const hits: Hit[] = [];
  for (const reading of readings) {
    termHits(reading, compiled, hits);
    if (!reading.sounds) nameHits(reading.reading, compiled, hits);
  }
  // Cyrillic letters by their sound («Оземпик»): names only.
  for (const reading of cyrillicReadings(source))
    for (const read of new Set([reading, compacted(reading)])) nameHits(read, compiled, hits, true);
  sourceHits(source, compiled, hits);
  const hitRules = new Set(hits.map((hit) => hit.rule.id));
  const allowedSpans = new Map<string, AllowedSpan[]>();
  // A rule's ordinary contexts, in the reading as read and, for Greeklish, in the reading by sounds.
  const bySounds = readings.find((r) => r.sounds)?.reading;
  for (const [reading, contexts, besideNames] of [
    [readings[0]!.reading, compiled.allowed, false],
    [readings[0]!.reading, compiled.allowedBesideNames, true],
    ...(bySounds ? [[bySounds, compiled.soundAllowed, false] as const] : []),
  ] as const)
    for (const [ruleId, patterns] of contexts) {
      if (!hitRules.has(ruleId)) continue;
      const spans = patterns.flatMap((pattern) =>
        matchesIn(pattern, reading.text).map((m) => ({
          ...spanOf(reading, m.index, m.index + m[0].length),
          besideNames,
        })),
      );
      if (spans.length > 0) allowedSpans.set(ruleId, [...(allowedSpans.get(ruleId) ?? []), ...spans]);
    }
  const main = readings[0]!.reading;
  const refuted =
    hits.length > 0 ? refutedClaims(main.text).map(([start, end]) => spanOf(main, start, end)) : [];
  return settled(hits, allowedSpans, refuted);
}

/** The flags of hits, each phrase once per rule. */
function flagsOf(source: string, hits: Hit[]): ComplianceFlag[] {
  const seen = new Set<string>();
  const flags: ComplianceFlag[] = [];
  for (const hit of hits) {
    const phrase = source.slice(hit.from, hit.to).trim();
    const key = `${hit.rule.id}\u0000${phrase.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    flags.push({
      phrase,
      term: hit.term,
      ruleId: hit.rule.id,
      rule: hit.rule.name,
      severity: hit.rule.severity,
      reason: hit.rule.reason,
    });
  }
  return flags;
}

/** A clinic's line in Greek, Greeklish and English: reading it makes whatever a first text needs. */
const PREPARING_TEXT =
  'Η κλινική μας στη Θεσσαλονίκη: εκτίμηση προσώπου & laser αποτρίχωση, ορός βιταμίνης C. ' +
  'Kleiste rantevou sto 2310 123456! #skincare #δέρμα';

/**
 * Compiles a rule set and reads a text with it, so that no user's first text pays for it (a rule set of
 * thousands of terms takes seconds to compile): a service calls it as it starts, before it listens, and
 * when its rule set changes.
 */
export function prepareRuleSet(ruleSet: RulesToMatch = DEFAULT_RULE_SET): void {
  checkCompliance(PREPARING_TEXT, ruleSet);
}

/** Whether a rule set, or one that holds the same, is compiled (by a check or `prepareRuleSet`). */
export const isRuleSetPrepared = (ruleSet: RulesToMatch): boolean =>
  compiledSets.has(ruleSet) || compiledByContent.has(contentOf(ruleSet));

/** The phrases of the text the rules flag, each once per rule and place, in the order they appear. */
export function checkCompliance(text: string, ruleSet: RulesToMatch = DEFAULT_RULE_SET): ComplianceFlag[] {
  const source = text.normalize('NFC');
  if (source.trim() === '') return [];
  return flagsOf(source, hitsIn(source, compiledOf(ruleSet)));
}

/**
 * The flags of several texts (a post's fields), each exactly as `checkCompliance` gives them: each text is
 * read on its own, so nothing reaches from one text into the next (a price word ending one field and a
 * treatment starting the next, letters spelled apart across two fields), and no such phrase can hide
 * what a text holds alone.
 */
export function checkTexts(
  texts: readonly string[],
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): ComplianceFlag[][] {
  return texts.map((text) => checkCompliance(text, ruleSet));
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

/**
 * The terms of a severity as a model reads them, for the writers' instructions: the plain ones (names,
 * words and phrases), without the shipped patterns' marks; each rule's name comes first, so the
 * instruction covers what the examples do not.
 */
function readableTermsOf(ruleSet: RulesToMatch, severity: ComplianceSeverity): string[] {
  return ruleSet.rules
    .filter((r) => r.severity === severity)
    .flatMap((r) => [
      r.name,
      ...r.terms
        .filter((t) => t.active && !/[(…]|\.\.\./.test(t.term))
        .map((t) => t.term.replaceAll('*', '')),
    ]);
}

/** The block terms, for the writers' instructions: what they must never write. */
export const blockedTermsOf = (ruleSet: RulesToMatch = DEFAULT_RULE_SET) => readableTermsOf(ruleSet, 'block');

/** The warn terms, for the writers' instructions: what they should avoid. */
export const warnTermsOf = (ruleSet: RulesToMatch = DEFAULT_RULE_SET) => readableTermsOf(ruleSet, 'warn');

/** How far (in edits of its sound) a word the OCR was unsure of may be from a listed name to count as it. */
const DOUBT_EDITS = 2;

/**
 * Whether a name of a prescription-only medicine could hide in words the OCR read with little confidence
 * (a misread stylised, outlined or striped «BOTOX» reads «B0TQX», «80TDX»): a word (or two read side by
 * side, glued) of four letters or more whose sound is within two edits of a listed name of five letters
 * or more, or holds one. Such an image is not passed on the words read: the post needs the medical
 * reviewer's look. Words the gate itself refuses are refused by it, not counted here.
 */
export function mayHideBlockedName(
  words: readonly string[],
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): boolean {
  const compiled = compiledOf(ruleSet);
  const keys = words.map((word) => soundKey(comparable(word)));
  const candidates = [...keys, ...keys.slice(1).map((key, i) => `${keys[i]}${key}`)].filter(
    (key) => key.length >= 4,
  );
  return candidates.some((key) =>
    compiled.names.some(
      (name) =>
        name.key.length >= 5 &&
        (key.includes(name.key) || editDistance(key, name.key, DOUBT_EDITS) <= DOUBT_EDITS),
    ),
  );
}
