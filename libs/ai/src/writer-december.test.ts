/**
 * A December month, as the outside editor read it: a skin booster injection, a fractional CO2 laser for
 * acne scars, a salicylic acid cleansing gel and a dermatology visit for eczema, one post a day in turn.
 * Each rule is one test, written of kinds of products and of sentences: what each product is for said from
 * its description, nothing said of booking the description does not hold, each kind in its own words,
 * lead-ins rare, the description's clauses unambiguous, the month's eves and the doctor's name day
 * greeted, hashtags of the product's purpose, the booking page in about a third of the posts.
 */
import { describe, expect, it } from 'vitest';
import { LEAD_IN } from './description-facts.ts';
import { kindOf } from './product-facts.ts';
import {
  CLINIC,
  type ClinicProduct,
  clinicMonth,
  clinicProduct,
  proseOf,
  textsOf,
} from './testing/clinic-month.ts';

type Product = ClinicProduct;
const product = clinicProduct;

const BOOSTER = product(
  'Skin Booster Ενυδάτωσης',
  'Ενέσιμες θεραπείες',
  'Ενέσιμη θεραπεία με μη διασταυρούμενο υαλουρονικό οξύ για βαθιά ενυδάτωση και λάμψη του δέρματος στο πρόσωπο, τον λαιμό και το ντεκολτέ. Γίνεται από δερματολόγο στο ιατρείο, σε 3 συνεδρίες ανά 4 εβδομάδες. Για λίγες μέρες μετά το δέρμα μπορεί να έχει μικρά οιδήματα στα σημεία της ένεσης.',
);
const CO2 = product(
  'Fractional CO2 Laser για Ουλές Ακμής',
  'Laser',
  'Θεραπεία με fractional CO2 laser για τη βελτίωση των ουλών ακμής και της υφής του δέρματος. Γίνεται από δερματολόγο, με τοπική αναισθητική κρέμα, σε 3 έως 4 συνεδρίες ανά 6 εβδομάδες. Για λίγες μέρες μετά το δέρμα είναι κόκκινο και ξεφλουδίζει.',
);
const GEL = product(
  'Gel Καθαρισμού Salicylic 0.5% + Zinc',
  'Καθαρισμός',
  'Gel καθαρισμού προσώπου με σαλικυλικό οξύ 0,5% και ψευδάργυρο, για λιπαρό δέρμα με τάση ακμής. Καθαρίζει σε βάθος τους πόρους χωρίς να ξηραίνει. Χρήση πρωί και βράδυ σε βρεγμένο δέρμα, ξέβγαλμα με χλιαρό νερό.',
);
const ECZEMA = product(
  'Δερματολογική Επίσκεψη για Έκζεμα',
  'Δερματολογικός έλεγχος',
  'Ιατρική επίσκεψη για έκζεμα και ατοπική δερματίτιδα σε παιδιά και ενήλικες: ιστορικό, κλινική εξέταση του δέρματος και εξατομικευμένο πλάνο φροντίδας και θεραπείας από τον δερματολόγο.',
);

const december = clinicMonth('2026-12', 31, [BOOSTER, CO2, GEL, ECZEMA]);
const postsOf = (p: Product) => textsOf(december, p);
const share = (texts: string[], says: RegExp) =>
  texts.filter((text) => says.test(proseOf(text))).length / texts.length;

describe('December, as the editor read it', () => {
  it('says what each product is for, from its description, in most of its posts', () => {
    // What a name only qualifies by («Ενυδάτωσης») is still said beside the rest.
    expect(share(postsOf(BOOSTER), /λάμψη του δέρματος/u)).toBeGreaterThanOrEqual(0.5);
    expect(postsOf(BOOSTER).some((text) => /τη βαθιά ενυδάτωση/u.test(proseOf(text)))).toBe(true);
    expect(postsOf(GEL).some((text) => /σαλικυλικό οξύ 0,5% και ψευδάργυρο/u.test(text))).toBe(true);
    // Whom a visit is for, after what it is for.
    expect(postsOf(ECZEMA).join('\n')).toMatch(/ατοπική δερματίτιδα σε ενήλικες και παιδιά/u);
  });

  it('reads a visit as a consultation and never sells it as free of obligation; a product gets no first visit', () => {
    expect(kindOf(ECZEMA)).toBe('consultation');
    for (const text of postsOf(ECZEMA)) {
      expect(text).not.toMatch(/δεν σας δεσμεύει|αποφασίσω (?:κάτι )?την ίδια μέρα|συνεδρί|#αισθητικ/u);
      expect(text).not.toMatch(/η (?:θεραπεία|εξέταση) είναι ιατρική επίσκεψη/iu);
    }
    for (const text of postsOf(GEL))
      expect(text).not.toMatch(
        /Έρχεστε για πρώτη φορά|μας επισκέπτονται πρώτη φορά|Διαθέτει (?:χρήση|ξέβγαλμα)/u,
      );
  });

  it('states nothing of how sessions are booked that the description does not say', () => {
    for (const { text } of december)
      expect(text).not.toMatch(
        /(?:κλείνουμε|φτιάχνουμε|μεταφέρουμε)[^.]*(?:συνεδρί|την επόμενη)|συνεδρί[^.]*(?:τις κλείνουμε|τη μεταφέρουμε)/u,
      );
  });

  it('says a lead-in («Καλό είναι να ξέρετε ότι…») now and then, never in two posts of a week', () => {
    const leading = december.flatMap(({ text }, day) => (LEAD_IN.test(proseOf(text)) ? [day] : []));
    expect(leading.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < leading.length; i++) expect(leading[i]! - leading[i - 1]!).toBeGreaterThan(6);
  });

  it('puts back the comma after a time said with «μετά» before its subject', () => {
    const month = december.map(({ text }) => text).join('\n');
    expect(month).not.toMatch(/μέρες μετά το δέρμα/u);
    expect(month).toMatch(/για λίγες μέρες μετά, το δέρμα/iu);
  });

  it('greets Christmas Eve, New Year’s Eve and the doctor’s name day on their days, once', () => {
    const on = (day: string) => december.find((post) => post.date === day)!.text;
    expect(on('2026-12-24').split('\n')[0]).toMatch(/Παραμονή Χριστουγέννων/u);
    expect(on('2026-12-31').split('\n')[0]).toMatch(/Τελευταία μέρα του χρόνου/u);
    expect(on('2026-12-06').split('\n')[0]).toMatch(/Αγίου Νικολάου.*ο Νίκος Αλεξίου/u);
    const eves = december.filter(({ text }) =>
      /Παραμονή Χριστουγέννων|Τελευταία μέρα του χρόνου/u.test(text),
    );
    expect(eves.map((post) => post.date)).toEqual(['2026-12-24', '2026-12-31']);
  });

  it('tags a post by its product’s kind and purpose: no aesthetics for a laser for scars', () => {
    for (const text of postsOf(CO2)) {
      expect(text).not.toMatch(/#αισθητική/u);
      expect(text).toMatch(/#ουλές/u);
    }
  });

  it('names an area once in a post: not in the areas’ question and again in what it is for', () => {
    const RADIOFREQUENCY = product(
      'Ραδιοσυχνότητες Σύσφιξης',
      'Σύσφιξη',
      'Θεραπεία με ραδιοσυχνότητες για τη χαλάρωση του δέρματος στο πρόσωπο και τον λαιμό. Γίνεται από εκπαιδευμένο προσωπικό στο ιατρείο, σε 6 συνεδρίες ανά εβδομάδα.',
    );
    for (const { product: p, text } of clinicMonth('2027-10', 30, [GEL, RADIOFREQUENCY]))
      if (p === RADIOFREQUENCY)
        expect((proseOf(text).match(/λαιμ/gu) ?? []).length, text).toBeLessThanOrEqual(1);
  });

  it('gives the booking page in about a third of the posts, the telephone in the rest', () => {
    const page = CLINIC.bookingUrl.replace(/^https:\/\//u, '');
    const linked = december.filter(({ text }) => text.includes(page));
    expect(linked.length).toBeLessThanOrEqual(Math.ceil(december.length / 3));
    expect(linked.length).toBeGreaterThan(0);
  });
});
