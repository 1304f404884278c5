import { describe, expect, it } from 'vitest';
import { doesForms } from './does-phrase.ts';

describe('what a product does, in the writer’s forms', () => {
  it('names its things in another order, after «σε» with the article joined, without an area said elsewhere', () => {
    expect(doesForms('τη λάμψη και την υφή του δέρματος του προσώπου')).toMatchObject({
      other: 'την υφή του δέρματος και τη λάμψη',
      into: 'στην υφή του δέρματος και στη λάμψη',
    });
    expect(doesForms('την υφή του δέρματος και τις ουλές ακμής στο πρόσωπο')).toMatchObject({
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
    expect(doesForms('την τριχόπτωση')).toMatchObject({ other: 'την τριχόπτωση', into: 'στην τριχόπτωση' });
  });

  it('gives a thing without its article the one its noun’s ending gives', () => {
    expect(doesForms('ήπια ανόρθωση και σύσφιξη')).toMatchObject({
      other: 'τη σύσφιξη και την ήπια ανόρθωση',
      into: 'στη σύσφιξη και στην ήπια ανόρθωση',
    });
    // A narrower area than the sheet's is left out: the post names the sheet's own.
    expect(doesForms('τοπικό πάχος στην κοιλιά')).toMatchObject({
      other: 'το τοπικό πάχος',
      into: 'στο τοπικό πάχος',
    });
    expect(doesForms('ερυθρότητα')?.into).toBe('στην ερυθρότητα');
    // The noun is the one before «μετά από…», not the acne after it: never «τη σημάδια μετά από ακμή».
    expect(doesForms('λιπαρό δέρμα, διευρυμένους πόρους και σημάδια μετά από ακμή')?.other ?? '').not.toMatch(
      /τη σημάδια/u,
    );
    // Its «με» is what it contains, not what it does.
    expect(doesForms('την περιοχή γύρω από τα μάτια με πεπτίδια και καφεΐνη')).toBeNull();
  });

  it('says nothing of areas alone, of whom it is for, of its use, or of nothing', () => {
    for (const does of [
      'πρόσωπο και σώμα',
      'το πρόσωπο',
      'επιδερμίδες με τάση λιπαρότητας',
      'σημάδια ακμής',
      'καθημερινή χρήση',
      'χρήση το πρωί και το βράδυ',
      'μυϊκό τόνο',
      'όλους τους τύπους δέρματος',
      '',
    ])
      expect(doesForms(does), does).toBeNull();
  });

  it("leaves out what the product's name says already («IPL για Ευρυαγγείες»: for the redness)", () => {
    expect(doesForms('τις ευρυαγγείες και την ερυθρότητα', false, 'IPL για Ευρυαγγείες')?.into).toBe(
      'στην ερυθρότητα',
    );
    expect(doesForms('την αποτρίχωση', false, 'Αποτρίχωση Laser')).toBeNull();
  });

  it('keeps what a name only qualifies by beside the rest, but not in a sentence that names it («Skin Booster Ενυδάτωσης»)', () => {
    const does = doesForms('βαθιά ενυδάτωση και λάμψη του δέρματος', false, 'Skin Booster Ενυδάτωσης');
    expect(does?.other).toBe('τη λάμψη του δέρματος και τη βαθιά ενυδάτωση');
    expect(does?.named?.other).toBe('τη λάμψη του δέρματος');
  });

  it('says whom it is for after its things, in its own order («σε ενήλικες και παιδιά»)', () => {
    const does = 'έκζεμα και ατοπική δερματίτιδα σε παιδιά και ενήλικες';
    expect(doesForms(does, false, 'Δερματολογική Επίσκεψη για Έκζεμα')).toMatchObject({
      other: 'την ατοπική δερματίτιδα σε ενήλικες και παιδιά',
      into: 'στην ατοπική δερματίτιδα σε ενήλικες και παιδιά',
    });
  });

  it('keeps two qualities of one skin as one thing, in its own order («το τραχύ και πολύ ξηρό δέρμα»)', () => {
    expect(doesForms('το πολύ ξηρό και τραχύ δέρμα')?.other).toBe('το τραχύ και πολύ ξηρό δέρμα');
  });

  it('keeps a second place with its thing, and a second purpose after «και για» as one more thing', () => {
    const does = doesForms(
      'τις ευρυαγγείες στη μύτη και στα μάγουλα και για την ερυθρότητα της ροδόχρου ακμής',
    );
    expect(does?.other).toBe(
      'την ερυθρότητα της ροδόχρου ακμής και τις ευρυαγγείες στη μύτη και στα μάγουλα',
    );
  });

  it('gives a quality alone the noun after it, and the lips their neuter plural («τα σκασμένα και ξηρά χείλη»)', () => {
    expect(doesForms('σκασμένα και ξηρά χείλη')?.other).toBe('τα σκασμένα και ξηρά χείλη');
    // Two nouns stay two things.
    expect(doesForms('ενυδάτωση και λάμψη του δέρματος')?.other).toBe(
      'τη λάμψη του δέρματος και την ενυδάτωση',
    );
  });

  it('keeps a relative clause whole and a second part of the body with its noun', () => {
    expect(doesForms('την τριχόπτωση που σχετίζεται με άγχος ή εποχή')?.other).toBe(
      'την τριχόπτωση που σχετίζεται με άγχος ή εποχή',
    );
    expect(doesForms('ερεθισμένο και ξηρό δέρμα προσώπου και σώματος')?.other).toBe(
      'το ξηρό και ερεθισμένο δέρμα προσώπου και σώματος',
    );
  });
});
