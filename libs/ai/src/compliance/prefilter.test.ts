import { describe, expect, it } from 'vitest';
import { CONCEPT_EXTRAS } from './concepts.ts';
import { CONCEPT_CLAIMS } from './corpus/concepts.ts';
import { FAMILY_CLAIMS } from './corpus/families.ts';
import { IMPLIED_CLAIMS } from './corpus/implied.ts';
import { REWORDED_CLAIMS } from './corpus/reworded.ts';
import { STRONG_CLAIMS } from './corpus/strong.ts';
import { necessaryLiterals } from './prefilter.ts';
import { readingOf } from './reading.ts';
import { RULE_EXTRAS } from './rules.ts';

describe('necessary literals', () => {
  it.each([
    [
      '(?:απο αυτο|from this)\\s*[^\\p{L}]{0,12}(?:σε αυτο|to this)',
      [
        ['απο αυτο', 'from this'],
        ['σε αυτο', 'to this'],
      ],
    ],
    // Letters after a class or a repeated part are one word, not letters one by one.
    ['πριν\\s*[:→]\\s*[^]{1,100}?μετα\\s*[:→]', [['πριν'], ['μετα']]],
    ['(?<!\\p{L})(?:αλλεργ|allerg)\\p{L}*\\s+σε', [['αλλεργ', 'allerg']]],
    // An optional word asks nothing; one of a group's words is asked when every branch has one.
    ['(?:πολυ\\s+)?καλ(?:ο|η)', [['καλο', 'καλη']]],
    ['(?:τοτε|x)\\s+σημερα', [['σημερα']]],
    // A positive lookahead's words are in the text; a negative one's need not be.
    ['τωρα(?=[^]{0,30}μετα)(?!.*ποτε)', [['μετα'], ['τωρα']]],
    // A number: one digit, in whichever branch it is.
    ['(?:μερ\\p{L}*\\s*\\d+|\\d+\\s+μερ)', [['μερ'], [...'0123456789']]],
    // A class of a few characters, or of digits, is one of them; a negated one is any character.
    [
      '(?:[1-9]|1[0-2])\\s*[χΧ]ρον',
      [
        [...'123456789', '10', '11', '12'],
        ['χρον', 'Χρον'],
      ],
    ],
    ['[ηή]μερα[^ab]cd', [['ημερα', 'ήμερα']]],
    // «[^]» ends its class at once.
    ['[^]abc', [['abc']]],
    ['ab(?<name>cd|ef)g', [['abcdg', 'abefg']]],
  ])('%s needs %j', (source, lists) => {
    expect(necessaryLiterals(source)).toEqual(lists);
  });

  it('asks nothing of a pattern it cannot read to its end', () => {
    expect(necessaryLiterals('x(?i:abc)')).toEqual([]);
  });

  it('asks only what every match of the shipped patterns holds, in the claims of the corpora', () => {
    const texts = [
      ...CONCEPT_CLAIMS,
      ...FAMILY_CLAIMS,
      ...IMPLIED_CLAIMS,
      ...REWORDED_CLAIMS,
      ...STRONG_CLAIMS,
    ].map((claim) => readingOf(claim.text.normalize('NFC')).text);
    const sources = [...Object.values(RULE_EXTRAS), ...Object.values(CONCEPT_EXTRAS)].flatMap((extras) => [
      ...(extras.patterns ?? []).filter((p) => !p.onSource).map((p) => p.re),
      ...(extras.near ?? []).flatMap((pair) => (pair.aPatterns ?? []).map((p) => p.re)),
    ]);
    let matched = 0;
    for (const source of sources) {
      const lists = necessaryLiterals(source);
      if (lists.length === 0) continue;
      const regex = new RegExp(source, 'u');
      for (const text of texts) {
        if (!regex.test(text)) continue;
        matched++;
        for (const list of lists)
          expect(
            list.some((literal) => text.includes(literal)),
            `${source} in ${text}`,
          ).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(100);
  });
});
