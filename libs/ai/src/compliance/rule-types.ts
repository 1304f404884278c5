/** The shape of a shipped rule and of what it also matches in code (rules.ts, strong-claims.ts, concepts.ts). */
import type { ComplianceSeverity } from '@studio/contracts';

export type RuleDefinition = {
  id: string;
  name: string;
  severity: ComplianceSeverity;
  /** Why such businesses may not say it, in Greek, with the law it comes from. */
  reason: string;
  /** The law or code the rule comes from. */
  basis: string;
  terms: string[];
};

/** What the shipped rules also match, by rule id: in code, always on (the legal floor). */
export type RuleExtras = {
  /**
   * Regular expressions over the reading (small letters, no accents, σ for ς), each looked for only in a
   * reading that holds one of its `needs` (and, for each list of `requires`, one of that list's words);
   * `onSource`: over the text as written (capitals, accents), its `needs` in small letters. `matchedAs`:
   * the same pattern written to turn away sooner the places it cannot match (its matches are `re`'s),
   * matched in its place; a flag still names `re`.
   */
  patterns?: { re: string; needs: string[]; onSource?: boolean; requires?: string[][]; matchedAs?: string }[];
  /**
   * A term (or pattern) of `a` and a term of `b` within `within` characters of each other, in either
   * order: the phrase from one to the other is the flag. `needs`: the reading must hold one of these
   * (in small letters) for the pair to be looked for (a quick look where `a` is a pattern). A pattern of
   * `a` is tried only in a reading that holds one of its own `needs` (the letters it cannot match without).
   */
  near?: {
    a: string[];
    aPatterns?: { re: string; needs: string[]; requires?: string[][] }[];
    b: string[];
    within: number;
    needs?: string[];
  }[];
  /** Contexts that make a flagged phrase an ordinary one: a flag inside one of these is no flag. */
  allowed?: string[];
  /** The same, as regular expressions over the reading. */
  allowedPatterns?: string[];
  /** Regular expressions over the reading, as `allowedPatterns`, that never excuse a medicine's name in them. */
  allowedBesideNames?: string[];
};
