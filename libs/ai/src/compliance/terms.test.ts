import { describe, expect, it } from 'vitest';
import { termLiterals, termRequirements } from './terms.ts';

describe('what a term needs', () => {
  it('knows a piece of several words by a telling word, not a common one', () => {
    expect(termLiterals('(δωρεάν|χωρίς χρέωση|χωρίς κόστος)')).toEqual(['δωρεαν', 'χρεωσ', 'κοστ']);
    expect(termRequirements('επίσκεψη … (δωρεάν|χωρίς χρέωση)')).toEqual([['επισκεψ'], ['δωρεαν', 'χρεωσ']]);
  });

  it('keeps a common word when the piece has nothing else', () => {
    expect(termLiterals('(χωρίς|δωρεάν)')).toEqual(['χωρισ', 'δωρεαν']);
  });
});
