import { describe, expect, it } from 'vitest';
import { addressName, vocativeOf } from './greek-vocative.ts';

/** Fifty common Greek first names with the vocative a Greek editor writes. */
const NAMES: [string, string][] = [
  ['Γιώργος', 'Γιώργο'],
  ['Νίκος', 'Νίκο'],
  ['Πέτρος', 'Πέτρο'],
  ['Χρήστος', 'Χρήστο'],
  ['Παύλος', 'Παύλο'],
  ['Σπύρος', 'Σπύρο'],
  ['Κυριάκος', 'Κυριάκο'],
  ['Στέλιος', 'Στέλιο'],
  ['Μάριος', 'Μάριο'],
  ['Μάρκος', 'Μάρκο'],
  ['Σταύρος', 'Σταύρο'],
  ['Λάμπρος', 'Λάμπρο'],
  ['Αλέξανδρος', 'Αλέξανδρε'],
  ['Θεόδωρος', 'Θεόδωρε'],
  ['Στέφανος', 'Στέφανε'],
  ['Φίλιππος', 'Φίλιππε'],
  ['Απόστολος', 'Απόστολε'],
  ['Ευάγγελος', 'Ευάγγελε'],
  ['Δημήτριος', 'Δημήτριε'],
  ['Γεώργιος', 'Γεώργιε'],
  ['Νικόλαος', 'Νικόλαε'],
  ['Χαράλαμπος', 'Χαράλαμπε'],
  ['Κωνσταντίνος', 'Κωνσταντίνε'],
  ['Στυλιανός', 'Στυλιανέ'],
  ['Γιάννης', 'Γιάννη'],
  ['Αλέξης', 'Αλέξη'],
  ['Δημήτρης', 'Δημήτρη'],
  ['Μιχάλης', 'Μιχάλη'],
  ['Παναγιώτης', 'Παναγιώτη'],
  ['Βασίλης', 'Βασίλη'],
  ['Μανώλης', 'Μανώλη'],
  ['Θανάσης', 'Θανάση'],
  ['Παντελής', 'Παντελή'],
  ['Ηλίας', 'Ηλία'],
  ['Ανδρέας', 'Ανδρέα'],
  ['Κώστας', 'Κώστα'],
  ['Θωμάς', 'Θωμά'],
  ['Λουκάς', 'Λουκά'],
  ['Νικόλας', 'Νικόλα'],
  ['Μαρία', 'Μαρία'],
  ['Ελένη', 'Ελένη'],
  ['Κατερίνα', 'Κατερίνα'],
  ['Σοφία', 'Σοφία'],
  ['Δέσποινα', 'Δέσποινα'],
  ['Φρόσω', 'Φρόσω'],
  ['Αγγελική', 'Αγγελική'],
  ['Ευτυχία', 'Ευτυχία'],
  ['Βασιλική', 'Βασιλική'],
  ['Εμμανουήλ', 'Εμμανουήλ'],
  ['Σπυρίδων', 'Σπυρίδων'],
];

describe('vocativeOf', () => {
  it('has fifty names to check', () => expect(NAMES).toHaveLength(50));
  it.each(NAMES)('%s → %s', (name, vocative) => expect(vocativeOf(name)).toBe(vocative));
});

describe('addressName', () => {
  it('takes the first name of a full name and puts it in the vocative', () => {
    expect(addressName('Αλέξης Παπαδόπουλος')).toBe('Αλέξη');
    expect(addressName('  Γιώργος  Νικολάου ')).toBe('Γιώργο');
    // A first letter with its stress mark keeps it.
    expect(addressName('Άννα Παππά')).toBe('Άννα');
    expect(addressName('ΆΝΝΑ')).toBe('Άννα');
  });

  it('reads a name typed in capitals or without accents', () => {
    expect(addressName('ΓΙΩΡΓΟΣ ΠΑΠΑΣ')).toBe('Γιώργο');
    expect(addressName('ηλιας')).toBe('Ηλια');
    expect(addressName('ΜΑΡΙΑ')).toBe('Μαρια');
  });

  it('gives no name when the vocative of an -ος name cannot be told without its stress', () => {
    expect(addressName('Ανδρονικος')).toBeNull();
  });

  it('gives no name for a label, a handle or a name with digits', () => {
    for (const label of [
      'Ασθενής',
      'ασθενης',
      'Χρήστης #4',
      'Instagram user',
      'Facebook User',
      '@maria_k',
      'user1234',
      'Π',
    ])
      expect(addressName(label), label).toBeNull();
  });

  it('keeps a name in Latin letters, and puts a common Greek name in Greeklish in the vocative', () => {
    expect(addressName('Anna Smith')).toBe('Anna');
    expect(addressName('Chris Evans')).toBe('Chris');
    expect(addressName('Giorgos P.')).toBe('Giorgo');
    expect(addressName('Kostas')).toBe('Kosta');
  });
});
