import { termNestsGroups } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules.ts';
import { termLeads, termLiterals, termPattern, termRequirements, termStartRequirements } from './terms.ts';

describe('what a term needs', () => {
  it('knows a piece of several words by a telling word, not a common one', () => {
    expect(termLiterals('(δωρεάν|χωρίς χρέωση|χωρίς κόστος)')).toEqual(['δωρεαν', 'χρεωσ', 'κοστ']);
    expect(termRequirements('επίσκεψη … (δωρεάν|χωρίς χρέωση)')).toEqual([['επισκεψ'], ['δωρεαν', 'χρεωσ']]);
  });

  it('keeps a common word when the piece has nothing else', () => {
    expect(termLiterals('(χωρίς|δωρεάν)')).toEqual(['χωρισ', 'δωρεαν']);
  });

  it('knows the letters every match starts with, where a word starts', () => {
    expect(termLeads('νίκ* … ρυτίδ*')).toEqual(['νικ']);
    expect(termLeads('(καμία|κανένα)? πόνος')).toEqual(['καμι', 'κανεν', 'πονοσ']);
    expect(termLeads('πριν/μετά', 'sounds')).toEqual(['prin']);
  });

  it('asks that the literals of whole words start a word of the text, not of words matched inside another', () => {
    // «χρεωσ» inside «υποχρέωση» is no sign of «χωρίς χρέωση».
    expect(termStartRequirements('επίσκεψη … (δωρεάν|χωρίς χρέωση)')).toEqual([
      ['επισκεψ'],
      ['δωρεαν', 'χρεωσ'],
    ]);
    expect(termStartRequirements('(έλεγχος|*σκόπηση) δωρεάν')).toEqual([['δωρεαν']]);
    expect(termStartRequirements('πριν/μετά')).toEqual([['πριν']]);
    // A number glued to a word («24ωρες») and a word after a prefix word («αντι*γήρανση») start no word.
    expect(termStartRequirements('(\\d+|δύο) ώρες')).toEqual([['ωρεσ']]);
    expect(termStartRequirements('\\d+ωρες')).toEqual([]);
  });

  it('has no leads for a term a match may start inside a word or with marks', () => {
    expect(termLeads('*botulin*')).toBeNull();
    expect(termLeads('#1 κλινική')).toBeNull();
  });
});

describe('numbers in a term', () => {
  const matches = (term: string, reading: string) => new RegExp(termPattern(term), 'u').test(reading);

  it('reads `\\d+` as any number, and asks the text for the term’s other words', () => {
    expect(matches('(\\d+|δύο) ώρες', 'μονο για 48 ωρεσ')).toBe(true);
    expect(matches('(\\d+|δύο) ώρες', 'μονο για δυο ωρεσ')).toBe(true);
    expect(termRequirements('(\\d+|δύο) ώρες')).toEqual([['ωρεσ']]);
    expect(termLeads('(\\d+|δύο) ώρες')).toBeNull();
    expect(matches('έκπτωση \\d+%', 'με εκπτωση 30%')).toBe(true);
    expect(termLiterals('έκπτωση \\d+%')).toEqual(['εκπτωσ']);
  });

  it('counts a price or a share as a word of a gap', () => {
    expect(matches('έκπτωσ* … σκευάσματα', 'εκπτωση 20% σε ολα τα σκευασματα')).toBe(true);
    expect(matches('χρεώνουν … εμάς', 'χρεωνουν 1.200€, σε εμασ')).toBe(true);
  });
});

describe('groups in a term', () => {
  it('refuses a group inside a group, which would match nothing', () => {
    expect(() => termPattern('(a (b|c)) θεραπεία')).toThrow(/cannot hold another group/);
    expect(() => termPattern('#(νούμερο1|no1)')).toThrow(/cannot hold another group/);
    expect(termNestsGroups('(κάθε|όσο) (μέρα|μήνα) που (περνά|περνάει)')).toBe(false);
  });

  it('is never written so in a shipped rule', () => {
    const nested = DEFAULT_RULES.flatMap((rule) => rule.terms).filter(termNestsGroups);
    expect(nested).toEqual([]);
  });
});
