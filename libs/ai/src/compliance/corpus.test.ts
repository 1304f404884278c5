/**
 * The gate against every corpus written apart from its rules (three of forbidden posts, three of ordinary
 * ones): disguised and reworded forbidden posts, and ordinary clinic posts. They go through `checkFields`,
 * the function every path uses (save, schedule, approval link, publish). Block texts are refused even with
 * every warn rule acknowledged; claims are refused until acknowledged; ordinary posts pass.
 */
import { describe, expect, it } from 'vitest';
import { complianceRefusal, DEFAULT_RULE_SET } from '../compliance.ts';
import { checkFields } from '../compliance-fields.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';
import { CONCEPT_CLAIMS, CONCEPT_PLAIN } from './corpus/concepts.ts';
import { FAMILY_CLAIMS, FAMILY_PLAIN } from './corpus/families.ts';
import { FORBIDDEN, type ForbiddenCategory, type ForbiddenText } from './corpus/forbidden.ts';
import { FORBIDDEN_2 } from './corpus/forbidden-2.ts';
import { FORBIDDEN_3 } from './corpus/forbidden-3.ts';
import { IMPLIED_CLAIMS, IMPLIED_PLAIN } from './corpus/implied.ts';
import { PLAIN } from './corpus/plain.ts';
import { PLAIN_2 } from './corpus/plain-2.ts';
import { PLAIN_3 } from './corpus/plain-3.ts';
import { REWORDED_CLAIMS, REWORDED_PLAIN } from './corpus/reworded.ts';
import { SOFT_CLAIMS, STRONG_CLAIMS, STRONG_PLAIN } from './corpus/strong.ts';

/** The categories the law forbids outright: `block` rules, refused whatever is acknowledged. */
const BLOCKED: ForbiddenCategory[] = ['prescription-medicine', 'cure', 'guarantee', 'permanence'];
const EVERY_WARN_RULE = DEFAULT_RULE_SET.rules.filter((r) => r.severity === 'warn').map((r) => r.id);

const flagsOf = (text: string) => checkFields([{ field: 'content', text }]);
const show = (list: { text: string }[]) => list.map((t) => `  ${JSON.stringify(t.text)}`).join('\n');

const CORPORA: [string, ForbiddenText[], { text: string }[]][] = [
  ['the first corpora', FORBIDDEN, PLAIN],
  ['the second corpora', FORBIDDEN_2, PLAIN_2],
  ['the third corpora', FORBIDDEN_3, PLAIN_3],
];

describe.each(CORPORA)('the gate against %s', (_name, forbidden, plain) => {
  it('holds enough of each kind', () => {
    expect(forbidden.length).toBeGreaterThanOrEqual(150);
    expect(plain.length).toBeGreaterThanOrEqual(100);
    const english = forbidden.filter((t) => !/[\u0370-\u03ff]/.test(t.text));
    expect(english.length).toBeGreaterThan(20);
  });

  it('refuses every text the law forbids outright, even with every warning acknowledged', () => {
    const through = forbidden
      .filter((t) => BLOCKED.includes(t.category))
      .filter((t) => complianceRefusal(flagsOf(t.text), EVERY_WARN_RULE, 'schedule') === null);
    expect(through, `published:\n${show(through)}`).toEqual([]);
  });

  it('refuses at least 95% of the claims until they are acknowledged', () => {
    const claims = forbidden.filter((t) => !BLOCKED.includes(t.category));
    const through = claims.filter((t) => complianceRefusal(flagsOf(t.text), [], 'schedule') === null);
    expect(through.length / claims.length, `not flagged:\n${show(through)}`).toBeLessThanOrEqual(0.05);
  });

  it('flags at most 2% of ordinary clinic posts', () => {
    const flagged = plain.filter((t) => flagsOf(t.text).length > 0);
    const why = flagged.map(
      (t) =>
        `  ${JSON.stringify(t.text)} → ${flagsOf(t.text)
          .map((f) => f.phrase)
          .join(', ')}`,
    );
    expect(flagged.length / plain.length, `flagged:\n${why.join('\n')}`).toBeLessThanOrEqual(0.02);
  });
});

describe('claims described by their concept', () => {
  it('flags each under its rule', () => {
    const missed = CONCEPT_CLAIMS.filter((c) => !flagsOf(c.text).some((f) => f.ruleId === c.rule)).map(
      (c) => `  ${c.rule}: ${JSON.stringify(c.text)} → ${flagsOf(c.text).map((f) => f.ruleId)}`,
    );
    expect(missed, `missed:\n${missed.join('\n')}`).toEqual([]);
  });

  it('passes the ordinary sentences that share their words', () => {
    const flagged = CONCEPT_PLAIN.filter((text) => flagsOf(text).length > 0).map(
      (text) => `  ${JSON.stringify(text)} → ${flagsOf(text).map((f) => `${f.ruleId} «${f.phrase}»`)}`,
    );
    expect(flagged, `flagged:\n${flagged.join('\n')}`).toEqual([]);
  });
});

describe.each([
  ['case stories, fear, before and after, ratings and named replies', FAMILY_CLAIMS, FAMILY_PLAIN],
  [
    'Greeklish, implied offers, influence, reposts, painless stories and implied before and after',
    IMPLIED_CLAIMS,
    IMPLIED_PLAIN,
  ],
  [
    'the claim families in other words: before/after, comparison, fear and shame, promises and offers',
    REWORDED_CLAIMS,
    REWORDED_PLAIN,
  ],
])('%s', (_name, claims, plain) => {
  /** The rules that flag a text: a post's through the gate; a public reply's, the gate's and confidentiality's. */
  const rulesOf = (t: { text: string; reply?: true }) => [
    ...flagsOf(t.text).map((f) => f.ruleId),
    ...(t.reply ? confidentialityFlagsOf(t.text).map((f) => f.ruleId) : []),
  ];

  it('flags each under its rule', () => {
    const missed = claims
      .filter((c) => !rulesOf(c).includes(c.rule))
      .map((c) => `  ${c.rule}: ${JSON.stringify(c.text)} → ${rulesOf(c)}`);
    expect(missed, `missed:\n${missed.join('\n')}`).toEqual([]);
  });

  it('passes the ordinary posts and replies that share their words', () => {
    const flagged = plain
      .filter((t) => rulesOf(t).length > 0)
      .map(
        (t) =>
          `  ${JSON.stringify(t.text)} → ${[...flagsOf(t.text), ...(t.reply ? confidentialityFlagsOf(t.text) : [])].map((f) => `${f.ruleId} «${f.phrase}»`)}`,
      );
    expect(flagged, `flagged:\n${flagged.join('\n')}`).toEqual([]);
  });
});

describe('the strong forms of the warn families', () => {
  it('refuses each under its block rule, whatever is acknowledged', () => {
    const through = STRONG_CLAIMS.filter(
      (c) =>
        !flagsOf(c.text).some((f) => f.ruleId === c.rule && f.severity === 'block') ||
        complianceRefusal(flagsOf(c.text), EVERY_WARN_RULE, 'schedule') === null,
    ).map((c) => `  ${c.rule}: ${JSON.stringify(c.text)} → ${flagsOf(c.text).map((f) => f.ruleId)}`);
    expect(through, `not refused:\n${through.join('\n')}`).toEqual([]);
  });

  it('leaves the softer forms to a person: flagged by their warn rule, refused by none', () => {
    const wrong = SOFT_CLAIMS.filter(
      (c) =>
        !flagsOf(c.text).some((f) => f.ruleId === c.rule) ||
        flagsOf(c.text).some((f) => f.severity === 'block'),
    ).map(
      (c) =>
        `  ${c.rule}: ${JSON.stringify(c.text)} → ${flagsOf(c.text).map((f) => `${f.severity}:${f.ruleId}`)}`,
    );
    expect(wrong, `not a warning:\n${wrong.join('\n')}`).toEqual([]);
  });

  it('passes the ordinary posts that use the same words', () => {
    const flagged = STRONG_PLAIN.filter((t) => flagsOf(t.text).length > 0).map(
      (t) => `  ${JSON.stringify(t.text)} → ${flagsOf(t.text).map((f) => `${f.ruleId} «${f.phrase}»`)}`,
    );
    expect(flagged, `flagged:\n${flagged.join('\n')}`).toEqual([]);
  });
});
