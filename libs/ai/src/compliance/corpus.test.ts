/**
 * The gate against corpora written apart from its rules (issue 30): disguised and reworded forbidden
 * posts, and ordinary clinic posts. They go through `checkFields`, the function every path uses (save,
 * schedule, approval link, publish). Block texts are refused even with every warn rule acknowledged;
 * claims are refused until acknowledged; ordinary posts pass.
 */
import { describe, expect, it } from 'vitest';
import { complianceRefusal, DEFAULT_RULE_SET } from '../compliance.ts';
import { checkFields } from '../compliance-fields.ts';
import { FORBIDDEN, type ForbiddenCategory } from './corpus/forbidden.ts';
import { PLAIN } from './corpus/plain.ts';

/** The categories the law forbids outright: `block` rules, refused whatever is acknowledged. */
const BLOCKED: ForbiddenCategory[] = ['prescription-medicine', 'cure', 'guarantee', 'permanence'];
const EVERY_WARN_RULE = DEFAULT_RULE_SET.rules.filter((r) => r.severity === 'warn').map((r) => r.id);

const flagsOf = (text: string) => checkFields([{ field: 'content', text }]);
const show = (list: { text: string }[]) => list.map((t) => `  ${JSON.stringify(t.text)}`).join('\n');

describe('the gate against the corpora', () => {
  it('holds enough of each kind', () => {
    expect(FORBIDDEN.length).toBeGreaterThanOrEqual(200);
    expect(PLAIN.length).toBeGreaterThanOrEqual(100);
    const english = FORBIDDEN.filter((t) => !/[\u0370-\u03ff]/.test(t.text));
    expect(english.length).toBeGreaterThan(50);
  });

  it('refuses every text the law forbids outright, even with every warning acknowledged', () => {
    const through = FORBIDDEN.filter((t) => BLOCKED.includes(t.category)).filter(
      (t) => complianceRefusal(flagsOf(t.text), EVERY_WARN_RULE, 'schedule') === null,
    );
    expect(through, `published:\n${show(through)}`).toEqual([]);
  });

  it('refuses at least 95% of the claims until they are acknowledged', () => {
    const claims = FORBIDDEN.filter((t) => !BLOCKED.includes(t.category));
    const through = claims.filter((t) => complianceRefusal(flagsOf(t.text), [], 'schedule') === null);
    expect(through.length / claims.length, `not flagged:\n${show(through)}`).toBeLessThanOrEqual(0.05);
  });

  it('flags at most 2% of ordinary clinic posts', () => {
    const flagged = PLAIN.filter((t) => flagsOf(t.text).length > 0);
    const why = flagged.map(
      (t) =>
        `  ${JSON.stringify(t.text)} → ${flagsOf(t.text)
          .map((f) => f.phrase)
          .join(', ')}`,
    );
    expect(flagged.length / PLAIN.length, `flagged:\n${why.join('\n')}`).toBeLessThanOrEqual(0.02);
  });
});
