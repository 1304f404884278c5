/**
 * What a consultation's sheet says the visit examines and what the person leaves with, read from its
 * description and said only from the sheet; a protection factor and a tint, never ingredients.
 */
import { productSheetSchema, storedSheet } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { offlinePost } from './offline-post.ts';
import { extractSheet, type ProductSheet } from './product-sheet.ts';
import { unsupportedClaims } from './sentence-checks.ts';
import type { PostInput } from './writer.ts';

const product = (productName: string, productDescription: string, categoryName: string | null = null) => ({
  productName,
  productDescription,
  categoryName,
  examplePosts: [],
});
const HAIR_LOSS = product(
  'Εκτίμηση Τριχόπτωσης',
  'Επίσκεψη για την τριχόπτωση: ιστορικό, τριχοσκόπηση και, αν χρειαστεί, εξετάσεις αίματος, από δερματολόγο. Στο τέλος συζητάμε τις επιλογές θεραπείας.',
  'Δερματολογία',
);
const FACE = product(
  'Δερματολογική Εκτίμηση Προσώπου',
  'Επίσκεψη στο ιατρείο όπου ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.',
  'Συμβουλευτική',
);
const MOLES = product(
  'Χαρτογράφηση Σπίλων',
  'Επίσκεψη όπου ο δερματολόγος εξετάζει με δερματοσκόπιο τους σπίλους όλου του σώματος, τους φωτογραφίζει για σύγκριση στον επόμενο έλεγχο και σας λέει πότε να ξαναέρθετε.',
  'Δερματολογικός έλεγχος',
);
const TINTED = product(
  'Λεπτόρρευστο Αντηλιακό Προσώπου',
  'Λεπτόρρευστο αντηλιακό προσώπου με SPF50 και χρώμα, για καθημερινή χρήση.',
  'Αντηλιακά',
);

/** Ten posts of a period, each told the ones before it. */
function period(input: Omit<PostInput, 'companyName' | 'location' | 'platform'>) {
  const texts: string[] = [];
  for (let day = 1; day <= 30; day += 3) {
    const date = `2027-03-${String(day).padStart(2, '0')}`;
    texts.push(
      offlinePost({
        ...input,
        companyName: 'Ιατρείο Αύρα',
        location: 'Λάρισα',
        platform: 'instagram',
        contact: { telephone: '2410 555 123' },
        variant: date,
        date,
        recentPosts: [...texts],
      }),
    );
  }
  return texts;
}

describe('what a consultation examines and what the person leaves with', () => {
  it('reads both from the description: a colon’s list, a verb’s object, what is proposed or told', () => {
    expect(extractSheet(HAIR_LOSS)).toMatchObject({
      kind: 'consultation',
      examines: 'ιστορικό, τριχοσκόπηση και, αν χρειαστεί, εξετάσεις αίματος',
      leavesWith: '',
    });
    expect(extractSheet(FACE)).toMatchObject({
      examines: 'το δέρμα του προσώπου',
      leavesWith: 'μια πρόταση για πρόγραμμα φροντίδας',
    });
    expect(extractSheet(MOLES)).toMatchObject({
      examines: 'τους σπίλους όλου του σώματος, με δερματοσκόπιο',
      leavesWith: 'πότε να ξαναέρθετε',
    });
    // Another kind has neither, whatever its description says.
    expect(extractSheet(TINTED)).toMatchObject({ kind: 'cosmetic', examines: '', leavesWith: '' });
  });

  it('keeps a sheet stored before the fields existed: they read as empty', () => {
    const { examines: _e, leavesWith: _l, ...old } = extractSheet(FACE);
    expect(storedSheet(old)).toMatchObject({ examines: '', leavesWith: '' });
    expect(productSheetSchema.parse(old)).toEqual({ ...old, examines: '', leavesWith: '' });
    expect(storedSheet({ ...old, areas: ['knees'] })).toBeNull();
  });

  it('says what the sheet says, not the description, more than once in a period', () => {
    const sheet: ProductSheet = {
      ...extractSheet(HAIR_LOSS),
      examines: 'ιστορικό, τριχοσκόπηση, εξετάσεις αίματος αν χρειαστεί',
      leavesWith: 'ένα γραπτό πρόγραμμα φροντίδας',
    };
    const texts = period({ ...HAIR_LOSS, sheet });
    const examined = texts.filter((text) =>
      /ιστορικό, τριχοσκόπηση, εξετάσεις αίματος αν χρειαστεί/iu.test(text),
    );
    const leaves = texts.filter((text) => /ένα γραπτό πρόγραμμα φροντίδας/u.test(text));
    // Rotated with the description's other facts, so no sentence comes back post after post.
    expect(examined.length).toBeGreaterThanOrEqual(2);
    expect(leaves.length).toBeGreaterThanOrEqual(2);
    // The description's own list is the sheet's no more.
    for (const text of texts) expect(text).not.toMatch(/τριχοσκόπηση και, αν χρειαστεί/u);
  });

  it('says neither when the sheet says neither, whatever the description says', () => {
    const sheet: ProductSheet = { ...extractSheet(FACE), examines: '', leavesWith: '' };
    for (const text of period({ ...FACE, sheet })) {
      expect(text).not.toMatch(
        /Φεύγετε με (?!μια καθαρή εικόνα)|σας δίνουμε|απαντήσεις, παίρνετε και|πρόταση για πρόγραμμα/u,
      );
      expect(text).not.toMatch(/(?:εξετάζουμε|κοιτάμε)[^.]*δέρμα του προσώπου/u);
    }
  });
});

describe('a protection factor and a tint', () => {
  it('are never ingredients: the sheet holds sun protection and no ingredient', () => {
    const sheet = extractSheet(TINTED);
    expect(sheet.ingredients).toEqual([]);
    expect(sheet.properties).toContain('sunProtection');
  });

  it('are said as what the product has, never as what it contains', () => {
    const texts = period(TINTED);
    for (const text of texts) {
      expect(text).not.toMatch(/σύνθεση[^.]*(?:SPF|χρώμα)/iu);
      expect(text).not.toMatch(/περιέχει[^.]*(?:SPF|χρώμα)/iu);
    }
    expect(texts.join('\n')).toMatch(/(?:έχει|διαθέτει) δείκτη προστασίας SPF50 και χρώμα/u);
  });

  it('refuses a sentence that puts them in the composition, even of a sunscreen', () => {
    const sheet = extractSheet(TINTED);
    for (const sentence of ['Στη σύνθεση: SPF50 και χρώμα.', 'Περιέχει SPF50 και χρώμα.'])
      expect(unsupportedClaims(sentence, sheet).map((p) => p.sentence)).toEqual([sentence]);
    expect(unsupportedClaims('Έρχεται με δείκτη προστασίας SPF50 και χρώμα.', sheet)).toEqual([]);
  });
});
