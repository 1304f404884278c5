import { describe, expect, it } from 'vitest';
import {
  leadsIn,
  matchesAt,
  matchesIn,
  plainPattern,
  startsOf,
  wholeWordPattern,
  wordStartPlaces,
} from './patterns.ts';
import { L } from './terms.ts';

/** What the pattern written with its lookbehind finds (but empty matches): what a word pattern must find. */
const withLookbehind = (source: string, text: string) =>
  [...text.matchAll(new RegExp(`(?<!${L})(?:${source})(?!${L})`, 'gu'))]
    .filter((m) => m[0] !== '')
    .map((m) => [m.index, m[0]]);
const found = (source: string, text: string) =>
  matchesIn(wholeWordPattern(source), text).map((m) => [m.index, m[0]]);

describe('word patterns', () => {
  const cases: [string, string][] = [
    ['botox', 'botox, xbotox and botox.'],
    ['botox', 'xbotoxbotox botox'],
    // A match refused (inside a word) that overlaps one which starts a word later.
    ['πιο καλ\\p{L}*', 'απιο καλοί πιο καλή'],
    ['a+b', 'xaab aab'],
    ['\\s*★★★★\\s*', 'δέκα  ★★★★ αστέρια x★★★★'],
    ['\\s*#\\s*1', 'είμαστε #1 και # 1 όχι x#1'],
    // Letters outside the basic plane before a match: a whole code point is looked at.
    ['botox', '𝐀botox 😀botox 𝐀 botox'],
    ['ox', '😀ox😀ox'],
    ['x?y?', 'a😀b x y xy'],
    // Halves of pairs alone, and a word that may start anywhere.
    ['botox', 'x\ud800botox \udc00botox \ud800\udc00botox'],
    [`${L}*σκοπηση`, 'δερματοσκοπηση, σκοπηση xσκοπησηx σκοπηση'],
  ];
  it.each(cases)('%s in %s matches as with a lookbehind', (source, text) => {
    expect(found(source, text)).toEqual(withLookbehind(source, text));
  });

  it('can run again on another text (the search starts at the beginning)', () => {
    const pattern = wholeWordPattern('botox');
    expect(matchesIn(pattern, 'a botox').map((m) => m.index)).toEqual([2]);
    expect(matchesIn(pattern, 'botox').map((m) => m.index)).toEqual([0]);
  });

  it('knows every place a match may start: the start, and after each character that is no letter or digit', () => {
    expect(wordStartPlaces('ab, 😀c')).toEqual([0, 3, 4, 6]);
    expect(wordStartPlaces('𝐀b c')).toEqual([0, 4]);
    expect(wordStartPlaces('')).toEqual([0]);
  });

  it('skips empty matches', () => {
    expect(found('x?', 'ab x')).toEqual([[3, 'x']]);
  });

  it('takes a plain pattern as written', () => {
    expect(matchesIn(plainPattern('ox'), 'box ox').map((m) => m.index)).toEqual([1, 4]);
  });

  it('finds at the word starts of its leads what a search over the whole text finds', () => {
    const text = 'κλινική νικη, νικητής νικ νικνικ';
    const pattern = wholeWordPattern(`νικ${L}*|νικητ`);
    const starts = startsOf(['νικ', 'νικητ'], leadsIn(text));
    expect(starts).toEqual([8, 14, 22, 26]);
    const at = matchesAt(pattern, text, starts).map((m) => [m.index, m[0]]);
    expect(at).toEqual(matchesIn(pattern, text).map((m) => [m.index, m[0]]));
    expect(at).toEqual(withLookbehind(`νικ${L}*|νικητ`, text));
  });

  it('finds a lead wherever a search over the whole text finds it starting a word', () => {
    /** Every place of the literal where no letter or digit comes right before it. */
    const scanned = (text: string, literal: string) =>
      [
        ...text.matchAll(new RegExp(`(?<!${L})(?=${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gu')),
      ].map((m) => m.index);
    const text = 'νικ νικη2νικ 2νικ 𝐀νικ 😀νικ #νικ _νικ νικνικ ΝΙΚ x\ud800νικ \udc00νικ ox#1 #1';
    const leads = leadsIn(text);
    for (const literal of ['νικ', 'νι', 'ox', 'ΝΙΚ', '#1', '1', 'x'])
      expect(leads(literal), literal).toEqual(scanned(text, literal));
  });
});
