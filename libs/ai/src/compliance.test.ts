import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance.ts';
import { offlinePost } from './posts.ts';

const phrases = (text: string) => checkCompliance(text).map((f) => f.phrase);

describe('the compliance check', () => {
  it.each([
    ['Η κρέμα θεραπεύει την ακμή.', 'θεραπεύει'],
    ['Εξαφανίζει τις ρυτίδες σε μία εβδομάδα.', 'Εξαφανίζει'],
    ['Εγγυημένα αποτελέσματα από την πρώτη συνεδρία!', 'Εγγυημένα'],
    ['Μόνιμα αποτελέσματα χωρίς κόπο.', 'Μόνιμα αποτελέσματα'],
    ['Οριστική λύση για την τριχόπτωση.', 'Οριστική λύση'],
    ['Μια πράξη χωρίς κανέναν κίνδυνο.', 'χωρίς κανέναν κίνδυνο'],
    ['Απολύτως ακίνδυνη μέθοδος.', 'ακίνδυνη'],
    ['Χωρίς παρενέργειες, για όλους.', 'Χωρίς παρενέργειες'],
    ['Ανώδυνη αποτρίχωση με laser.', 'Ανώδυνη'],
    ['Δείτε τις φωτογραφίες πριν και μετά!', 'πριν και μετά'],
    ['Botox για λείο μέτωπο.', 'Botox'],
    ['Ενέσεις αλλαντικής τοξίνης στο ιατρείο.', 'αλλαντικής τοξίνης'],
    ['Guaranteed results, pain-free and permanent.', 'Guaranteed'],
  ])('flags “%s”', (text, phrase) => {
    expect(phrases(text)).toContain(phrase);
  });

  it('reads capitals and missing accents the same', () => {
    expect(phrases('ΑΝΩΔΥΝΗ ΘΕΡΑΠΕΙΑ, ΕΓΓΥΗΜΕΝΑ')).toEqual(['ΑΝΩΔΥΝΗ', 'ΕΓΓΥΗΜΕΝΑ']);
    expect(phrases('ανωδυνη και χωρις πονο')).toEqual(['ανωδυνη', 'χωρις πονο']);
  });

  it('gives each phrase once, in the order of the text, with a Greek reason', () => {
    const flags = checkCompliance('Ανώδυνο! Εγγυημένο αποτέλεσμα. Και πάλι ανώδυνο.');
    expect(flags.map((f) => f.phrase)).toEqual(['Ανώδυνο', 'Εγγυημένο']);
    for (const flag of flags) expect(flag.reason).toMatch(/[\u0370-\u03ff]/);
  });

  it('keeps emoji and other long characters from shifting the phrase', () => {
    expect(phrases('✨💉 Το Botox 👉 εγγυημένα')).toEqual(['Botox', 'εγγυημένα']);
  });

  it.each([
    'Η θεραπεία προσώπου διαρκεί 45 λεπτά και ξεκινά με καθαρισμό.',
    'Ρωτήστε τον ειδικό σας για το αν ταιριάζει στις ανάγκες σας.',
    'Ορός υαλουρονικού οξέος για ενυδάτωση, με απαλή υφή.',
    'Οι κρέμες μας κυκλοφορούν σε κομψή συσκευασία.',
    'Ένα μονοπάτι φροντίδας για εσάς, πριν από κάθε εκδήλωση.',
  ])('lets an ordinary clinic sentence pass: “%s”', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('finds nothing in the offline writer’s posts of an ordinary product', () => {
    const post = offlinePost({
      productName: 'Hydra Serum',
      productDescription: 'Ορός με απαλή υφή για καθημερινή ενυδάτωση.',
      categoryName: 'Περιποίηση προσώπου',
      examplePosts: [],
      companyName: 'Αισθητική Λάμψη',
      location: 'Θεσσαλονίκη',
      platform: 'instagram',
    });
    expect(checkCompliance(post)).toEqual([]);
  });
});
