/**
 * A medicine's code of letters and a number («BPC-157», «TB-500», «GLP-1», «Diane-35») is refused as people
 * write it (hyphen, space, glued, in a hashtag), and its letters alone with other letters are not the code:
 * a key of sounds drops the digits, and «bpc» or «tb» with an ending would be any short word («wpqlzn», a
 * test's random mark, was refused as «bpc-157»).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { codeSpellings } from './rules.ts';

const terms = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);

describe('medicine codes', () => {
  it('spells a code with its hyphen, a space or glued, and leaves other names as they are', () => {
    expect(codeSpellings('BPC-157')).toEqual(['BPC-157', 'BPC157', 'BPC 157']);
    expect(codeSpellings('Botox')).toEqual(['Botox']);
  });

  it.each([
    'Φιαλίδια BPC-157 για τους τραυματισμούς των αθλητών.',
    'Το bpc157 φέρνει γρήγορη αποκατάσταση.',
    'Πεπτίδιο BPC 157 διαθέσιμο στο ιατρείο.',
    'Ρωτήστε για το #bpc157 μας.',
    'Κύκλος TB-500 για τους τένοντες.',
    'Το tb500 ήρθε.',
    'Η θεραπεία με GLP 1 για τα κιλά.',
    'Αντισυλληπτικό Diane 35 για την ακμή.',
    'Τα κιλά των γιορτών φεύγουν με την κατάλληλη βοήθεια 😉 #glp',
  ])('refuses «%s»', (text) => {
    expect(terms(text)).toContain('prescription-medicine');
  });

  it.each([
    'Κλινική wpqlzn',
    'Κλινική tbxz',
    'Κλινική glpq',
    'Η Diane είναι η νέα μας συνεργάτιδα.',
    'Δείτε το κανάλι @eleni_tv.',
  ])('passes «%s»', (text) => {
    expect(terms(text)).toEqual([]);
  });

  it('passes a clinic named with six random consonants, as the browser tests name theirs', () => {
    const consonants = fc.constantFrom(...'bcdfghjklmnpqrstvwxz');
    const mark = fc.array(consonants, { minLength: 6, maxLength: 6 }).map((letters) => letters.join(''));
    fc.assert(
      fc.property(mark, (tag) => !terms(`Κλινική ${tag}`).includes('prescription-medicine')),
      { seed: 20261203, numRuns: 3000 },
    );
  });
});
