/**
 * Generated evasions: every listed medicine name and shipped block claim, disguised by every family of
 * tricks alone and combined (testing/evasions.ts), on a fixed seed. At least 99% are refused even with
 * every warn rule acknowledged; the ordinary corpora stay at most 2% flagged (corpus.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { complianceRefusal, DEFAULT_RULE_SET } from '../compliance.ts';
import { checkFields } from '../compliance-fields.ts';
import { generatedEvasions, LISTED_NAMES } from '../testing/index.ts';

const EVERY_WARN_RULE = DEFAULT_RULE_SET.rules.filter((r) => r.severity === 'warn').map((r) => r.id);
const refused = (text: string) =>
  complianceRefusal(checkFields([{ field: 'content', text }]), EVERY_WARN_RULE, 'schedule') !== null;

describe('generated evasions', () => {
  const evasions = generatedEvasions(1500);

  it('tries every family of tricks on the names of the data files and the written ones', () => {
    expect(LISTED_NAMES.length).toBeGreaterThan(150);
    const tricks = new Set(evasions.flatMap((e) => e.tricks));
    expect([...tricks].sort()).toEqual([
      'Cyrillic by sound',
      'case',
      'emoji letters',
      'glued hashtag',
      'leetspeak',
      'look-alike letters',
      'one edit',
      'right-to-left override',
      'separators',
      'small capitals',
      'styled letters',
      'transliteration',
    ]);
    expect(new Set(evasions.map((e) => e.target)).size).toBeGreaterThan(120);
  });

  it('refuses at least 99% of them, whatever is acknowledged', () => {
    const through = evasions.filter((e) => !refused(e.text));
    const list = through.map((e) => `  ${e.target} (${e.tricks.join(' + ')}): ${JSON.stringify(e.text)}`);
    expect(through.length / evasions.length, `published:\n${list.join('\n')}`).toBeLessThanOrEqual(0.01);
  }, 60_000);
});
