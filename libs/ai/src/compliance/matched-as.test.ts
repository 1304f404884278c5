import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONCEPT_EXTRAS } from './concepts.ts';
import { CONCEPT_CLAIMS, CONCEPT_PLAIN } from './corpus/concepts.ts';
import { FAMILY_CLAIMS, FAMILY_PLAIN } from './corpus/families.ts';
import { matchesIn, plainPattern } from './patterns.ts';
import { readingOf } from './reading.ts';
import { RULE_EXTRAS } from './rules.ts';

const outside = readdirSync(new URL('./corpus/outside/', import.meta.url))
  .filter((file) => file.endsWith('.jsonl'))
  .flatMap((file) =>
    readFileSync(new URL(`./corpus/outside/${file}`, import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { text: string }).text),
  );
const texts = [
  ...CONCEPT_CLAIMS.map((c) => c.text),
  ...CONCEPT_PLAIN,
  ...FAMILY_CLAIMS.map((c) => c.text),
  ...FAMILY_PLAIN.map((c) => c.text),
  ...outside,
];
const written = Object.values({ ...RULE_EXTRAS, ...CONCEPT_EXTRAS }).flatMap((extras) =>
  (extras.patterns ?? []).filter((p) => p.matchedAs !== undefined),
);

describe('patterns matched as a faster form', () => {
  it.each(written.map((p) => [p.re.slice(0, 60), p] as const))('%s… finds what its pattern finds', (_, p) => {
    const found = (re: string) =>
      texts.flatMap((text) =>
        matchesIn(plainPattern(re), p.onSource ? text : readingOf(text).text).map((m) => [m.index, m[0]]),
      );
    const matches = found(p.re);
    expect(matches.length).toBeGreaterThan(0);
    expect(found(p.matchedAs!)).toEqual(matches);
  });
});
