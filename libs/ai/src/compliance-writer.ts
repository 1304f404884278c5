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
  const lines = visibleText(text).split('\n');
  const kept = lines.map((line) => {
    if (!checkCompliance(line, ruleSet).some((f) => f.severity === 'block')) return line;
    const pieces = [...line.matchAll(PIECES)].map((m) => m[0]);
    return pieces
      .filter((piece) => !checkCompliance(piece, ruleSet).some((f) => f.severity === 'block'))
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim();
  });
  const result = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (result.replace(/[#\s\p{P}\p{S}]/gu, '').length < 20) return null;
  return checkCompliance(result, ruleSet).some((f) => f.severity === 'block') ? null : result;
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
