import { describe, expect, it } from 'vitest';
import { doesForms } from './does-phrase.ts';

describe('what a product does, in the writer’s forms', () => {
  it('names its things in another order, after «σε» with the article joined, without an area said elsewhere', () => {
    expect(doesForms('τη λάμψη και την υφή του δέρματος του προσώπου')).toEqual({
      other: 'την υφή του δέρματος και τη λάμψη',
      into: 'στην υφή του δέρματος και στη λάμψη',
    });
    expect(doesForms('την υφή του δέρματος και τις ουλές ακμής στο πρόσωπο')).toEqual({
      other: 'τις ουλές ακμής και την υφή του δέρματος',
      into: 'στις ουλές ακμής και στην υφή του δέρματος',
    });
    // «το περίγραμμα» alone would say too little: the area stays.
    expect(doesForms('τον όγκο και το περίγραμμα των χειλιών')?.into).toBe(
      'στο περίγραμμα των χειλιών και στον όγκο',
    );
    expect(doesForms('τον όγκο και το περίγραμμα των χειλιών', true)?.other).toBe(
      'το περίγραμμα και τον όγκο',
    );
    expect(doesForms('την τριχόπτωση')).toEqual({ other: 'την τριχόπτωση', into: 'στην τριχόπτωση' });
  });

  it('says nothing of areas alone, of whom it is for, or of nothing', () => {
    for (const does of ['πρόσωπο και σώμα', 'το πρόσωπο', 'επιδερμίδες με τάση λιπαρότητας', ''])
      expect(doesForms(does), does).toBeNull();
  });
});
