import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { compacted, readingOf } from './reading.ts';

const compactText = (source: string) => compacted(readingOf(source)).text;

describe('a compacted reading', () => {
  it('keeps «ό,τι» as the word it is, so an ordinary sentence is read once', () => {
    const reading = readingOf('Ρωτήστε ό,τι θέλετε, ο,τι σας απασχολεί.');
    expect(compacted(reading)).toBe(reading);
  });

  it('still puts together a word taken apart by marks, a comma among them', () => {
    expect(compactText('Bo,tox και Β.ο.τ.ο.ξ')).toBe('botox και βοτοξ');
    expect(compactText('πο,τι')).toBe('ποτι');
    expect(checkCompliance('Ρωτήστε ό,τι θέλετε για B,o,t,o,x').map((f) => f.ruleId)).toContain(
      'prescription-medicine',
    );
  });
});

const read = (source: string) => readingOf(source).text;
const rulesOf = (text: string) => checkCompliance(text).map((f) => f.ruleId);

describe('digits and signs inside Greek words', () => {
  it('are read as the Greek letters they stand for', () => {
    expect(read('Δ0ρε@ν δ3ύτερη')).toBe('δορεαν δευτερη');
    expect(read('σίγουρ0 και εγγυημ3νο')).toBe('σιγουρο και εγγυημενο');
    expect(read('100% @σφαλές')).toBe('100% ασφαλεσ');
  });

  it('read letters drawn for the zeros of a number as zeros', () => {
    expect(read('1ΟΟ% και 1OO%')).toBe('100% και 100%');
  });

  it('leave ordinals, counts of days and hours, dates and handles as they are', () => {
    expect(read('Το 2ο σεμινάριο, η 3η συνεδρία, 10ήμερο πακέτο, 24ωρο service, 10ο έτος')).toBe(
      'το 2ο σεμιναριο, η 3η συνεδρια, 10ημερο πακετο, 24ωρο service, 10ο ετοσ',
    );
    expect(read('Μέχρι 31/5, τηλ. 2310 998877, @clinic_athens')).toBe(
      'μεχρι 31/5, τηλ. 2310 998877, @clinic_athens',
    );
    // A whole word ends at its final sigma: a product's number glued to it in a hashtag stays a number.
    expect(read('#ορός308 #ορός2')).toBe('#οροσ308 #οροσ2');
  });

  it('let a claim so disguised be flagged by its rule, the letter of another sound too (0 for ω)', () => {
    expect(rulesOf('Δ0ρε@ν δ3ύτερη περιοχή αποτρίχωσης 😉 μέχρι 31/5')).toContain('price-promotion');
    expect(rulesOf('Αποτέλεσμα 1ΟΟ% σίγουρ0 ✔️ με τη νέα μας θεραπεία σύσφιξης')).toContain(
      'guaranteed-result',
    );
    expect(rulesOf('Αποτέλεσμα εγγυημ3νο με τη θεραπεία μας')).toContain('guaranteed-result');
    expect(rulesOf('Θεραπεία 100% @σφαλές για όλους')).toContain('safety-claim');
  });

  it('pass the plain posts with ordinals, days and hours', () => {
    for (const text of [
      'Το 2ο σεμινάριο δερματολογίας ξεκινά την 3η Μαΐου.',
      'Ανοιχτά 24ωρο το τηλεφωνικό κέντρο, ραντεβού στο 2310 998877.',
      'Μετά το 10ήμερο πρόγραμμα ενυδάτωσης, το δέρμα θέλει αντηλιακό.',
      'Ακολουθήστε μας στο @clinic_athens για συμβουλές.',
    ])
      expect(rulesOf(text), text).toEqual([]);
  });
});
