import { describe, expect, it } from 'vitest';
import { factsOf, kindOf, type ProductText } from './product-facts.ts';

const product = (
  productName: string,
  productDescription = '',
  categoryName: string | null = null,
): ProductText => ({
  productName,
  productDescription,
  categoryName,
  examplePosts: [],
});

describe('what the writer may say of a product', () => {
  it('recognises the kind of product from its name, category and description', () => {
    expect(kindOf(product('Juvederm Volbella', 'Ενέσιμο υαλουρονικό οξύ για τα χείλη.'))).toBe('treatment');
    expect(kindOf(product('Laser Αποτρίχωση'))).toBe('device-treatment');
    expect(kindOf(product('Δερματολογική Εκτίμηση Προσώπου', 'Ο δερματολόγος εξετάζει το δέρμα.'))).toBe(
      'consultation',
    );
    expect(kindOf(product('Συσκευή LED Προσώπου', 'Για χρήση στο σπίτι.'))).toBe('device');
    expect(kindOf(product('Σιρόπι Βηχόλ', 'Μη συνταγογραφούμενο φάρμακο.'))).toBe('medicine');
    // Sold in pharmacies is not a medicine.
    expect(kindOf(product('Κρέμα Ματιών', 'Διατίθεται στα φαρμακεία.'))).toBe('cosmetic');
    // Its package is no device.
    expect(kindOf(product('Ενυδατική Κρέμα', 'Για ξηρό δέρμα. Συσκευασία 50 ml.'))).toBe('cosmetic');
    // A removal a dermatologist performs is a treatment, though it names no therapy nor sessions.
    const tags = product(
      'Αφαίρεση Ακροχορδόνων',
      'Αφαίρεση ακροχορδόνων με ηλεκτροκαυτηρίαση από δερματολόγο, με τοπική αναισθησία σε κρέμα.',
      'Ιατρικές πράξεις',
    );
    expect(kindOf(tags)).toBe('treatment');
    // A test read by the clinic is an examination, named so by its category or its name.
    const patch = product(
      'Αλλεργιολογικό Patch Test',
      'Δοκιμασία επιθέματος: τοποθετούμε στην πλάτη 30 ουσίες και διαβάζουμε το αποτέλεσμα σε 48 ώρες.',
      'Εξετάσεις',
    );
    expect(kindOf(patch)).toBe('consultation');
    // Recommended by dermatologists is still a cosmetic.
    expect(kindOf(product('Κρέμα Χεριών', 'Συνιστάται από δερματολόγους για ξηρά χέρια.'))).toBe('cosmetic');
  });

  it('finds a fact only where the texts state it, word for word', () => {
    const filler = factsOf(product('Lip Filler', 'Για το περίγραμμα των χειλιών, από γιατρό.'));
    expect([...filler].sort()).toEqual(['byDoctor', 'lips']);
    const laser = factsOf(product('Laser Diode', 'Αποτρίχωση σε συνεδρίες από εκπαιδευμένο προσωπικό.'));
    expect([...laser].sort()).toEqual(['hairRemoval', 'sessions', 'trainedStaff']);
    // «ιατρείο» is not «γιατρός»; «βιταμίνες» is not vitamin C.
    expect(factsOf(product('Κρέμα', 'Με βιταμίνες, στο ιατρείο μας.')).has('byDoctor')).toBe(false);
    expect(factsOf(product('Κρέμα', 'Με βιταμίνες.')).has('vitaminC')).toBe(false);
  });
});
