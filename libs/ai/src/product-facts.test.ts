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
