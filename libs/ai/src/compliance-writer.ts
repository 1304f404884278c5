/**
 * The writer never writes what the gate would refuse: what it is given is read first (a
 * medicine's name never reaches it), and what it wrote is checked and rewritten before it is stored.
 */
import type { ComplianceFlag } from '@studio/contracts';
import { checkCompliance, DEFAULT_RULE_SET, type RulesToMatch } from './compliance.ts';
import type { ModelClaim } from './writer.ts';

/** The rule of the flags the model's second reading adds (warn: they need the business's acknowledgement). */
export const MODEL_REVIEW_RULE = 'model-review';
const MODEL_REVIEW_NAME = 'Ισχυρισμός που εντόπισε ο έλεγχος του μοντέλου';

/**
 * The model's claims as `warn` flags, beside the rules' own (never instead of them): only those that quote
 * the post as it is, each once.
 */
export function modelFlagsOf(claims: readonly ModelClaim[], content: string): ComplianceFlag[] {
  const seen = new Set<string>();
  return claims.flatMap(({ claim, quote, rule }) => {
    const phrase = quote.trim();
    if (!phrase || !content.includes(phrase) || seen.has(phrase)) return [];
    seen.add(phrase);
    return [
      {
        phrase,
        term: rule.slice(0, 120),
        ruleId: MODEL_REVIEW_RULE,
        rule: MODEL_REVIEW_NAME,
        severity: 'warn' as const,
        reason: `${claim.trim().slice(0, 300)} Ελέγξτε τη φράση πριν επιβεβαιώσετε.`,
      },
    ];
  });
}

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** The text as it shows: compatibility forms folded (NFKC), invisible characters gone. */
export const visibleText = (text: string) => text.normalize('NFKC').replace(INVISIBLE, '');

/** A sentence, a line of its own or a hashtag: the pieces a flagged phrase is taken out with. */
const PIECES = /#[\p{L}\p{N}_]+|[^.!;?…\n#]+[.!;?…]*/gu;

/**
 * The text without the sentences and hashtags that hold a `block` term; what is left is the text's
 * other sentences as they were. Null when nothing acceptable is left.
 */
export function withoutBlockedParts(text: string, ruleSet: RulesToMatch = DEFAULT_RULE_SET): string | null {
  const kept = visibleText(text)
    .split('\n')
    .map((line) =>
      blockedPhrasesOf(line, ruleSet).length === 0 ? line : withoutBlockedPieces(line, ruleSet),
    );
  const result = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (result.replace(/[#\s\p{P}\p{S}]/gu, '').length < 20) return null;
  return blockedPhrasesOf(result, ruleSet).length > 0 ? null : result;
}

const blockedPhrasesOf = (text: string, ruleSet: RulesToMatch) =>
  checkCompliance(text, ruleSet)
    .filter((flag) => flag.severity === 'block')
    .map((flag) => flag.phrase);

/** How many times a line's pieces are read again for a phrase that runs over two of them. */
const PIECE_ROUNDS = 3;

/**
 * A flagged line without its blocked pieces: those that hold a `block` term alone, then those a blocked
 * phrase runs over (a term and its neighbour «…» in two sentences, each harmless alone).
 */
function withoutBlockedPieces(line: string, ruleSet: RulesToMatch): string {
  let pieces = [...line.matchAll(PIECES)]
    .map((m) => m[0])
    .filter((piece) => blockedPhrasesOf(piece, ruleSet).length === 0);
  for (let round = 0; round < PIECE_ROUNDS; round++) {
    const joined = pieces.join('');
    const spans = blockedPhrasesOf(joined, ruleSet).flatMap((phrase) => {
      const at = joined.indexOf(phrase);
      return at < 0 ? [] : [[at, at + phrase.length] as const];
    });
    if (spans.length === 0) break;
    let start = 0;
    pieces = pieces.filter((piece) => {
      const end = start + piece.length;
      const overlaps = spans.some(([from, to]) => from < end && start < to);
      start = end;
      return !overlaps;
    });
  }
  return pieces
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * A name as the writer may use it: as it shows, or `fallback` when it names something the rules block
 * (a medicine's name is never repeated in a post, whatever its spelling).
 */
export function nameForWriter(
  name: string,
  fallback: string,
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): string {
  const shown = visibleText(name).replace(/\s+/g, ' ').trim();
  return checkCompliance(shown, ruleSet).some((f) => f.severity === 'block') ? fallback : shown;
}
