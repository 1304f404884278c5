/**
 * Two autumn months, read as the outside editor read September 2027: a hair mesotherapy, a sunscreen, a
 * hair-loss assessment and an alexandrite laser in September; a cream, a peel, a mole mapping and
 * radiofrequency in October. Each rule the editor asked for is one test, written of kinds of products and
 * of sentences: areas and knowledge read from the description, slots that take only a phrase of their own
 * role, the description's numbers given when asked, stock reassurance rare, the season and the booking
 * page used, and nothing said of the clinic that it did not say.
 */
import { describe, expect, it } from 'vitest';
import { misplacedLines } from './dated-lines.ts';
import { knownThingsOf } from './knowledge.ts';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { type ClinicProduct, clinicMonth, clinicProduct, proseOf, textsOf } from './testing/clinic-month.ts';
import { sentencesOf } from './variety.ts';

type Product = ClinicProduct;
const product = clinicProduct;

const HAIR_MESO = product(
  'Μεσοθεραπεία Μαλλιών',
  'Τριχόπτωση',
  'Μικροενέσεις στο τριχωτό της κεφαλής με βιταμίνες, αμινοξέα και υαλουρονικό οξύ, για την ενίσχυση των μαλλιών σε διάχυτη τριχόπτωση. Γίνεται από δερματολόγο στο ιατρείο, σε 4 έως 6 συνεδρίες ανά 2 εβδομάδες.',
);
const SUNSCREEN = product(
  'Αντηλιακό Προσώπου SPF50 Χωρίς Άρωμα',
  'Αντηλιακά',
  'Λεπτόρρευστο αντηλιακό προσώπου υψηλής προστασίας SPF50 με φίλτρα UVA/UVB, χωρίς άρωμα, για κανονικό έως λιπαρό δέρμα. Εφαρμόζεται κάθε πρωί και ανανεώνεται κάθε 2 ώρες στην έκθεση στον ήλιο.',
);
const HAIR_VISIT = product(
  'Εκτίμηση Τριχόπτωσης',
  'Τριχόπτωση',
  'Ιατρική επίσκεψη για την τριχόπτωση: ιστορικό, εξέταση του τριχωτού της κεφαλής με τριχοσκόπιο και, όπου χρειάζεται, αιματολογικές εξετάσεις. Ο δερματολόγος εξηγεί τα ευρήματα και τις επιλογές αντιμετώπισης.',
);
const ALEXANDRITE = product(
  'Αποτρίχωση Laser Αλεξανδρίτη',
  'Laser',
  'Αποτρίχωση με laser αλεξανδρίτη για ανοιχτόχρωμο δέρμα, σε πρόσωπο και σώμα. Χρειάζονται συνήθως 6 έως 8 συνεδρίες ανά 4 έως 6 εβδομάδες. Δεν γίνεται σε μαυρισμένο δέρμα.',
);
const CREAM = product(
  'Ενυδατική Κρέμα Ceramide Repair',
  'Ενυδάτωση',
  'Πλούσια ενυδατική κρέμα προσώπου με κεραμίδια, γλυκερίνη και πανθενόλη, για ξηρή και ευαίσθητη επιδερμίδα. Χωρίς άρωμα, χωρίς παραβένες. Εφαρμόζεται πρωί και βράδυ σε καθαρό δέρμα.',
);
const PEEL = product(
  'Χημικό Peeling Αμυγδαλικού Οξέος',
  'Θεραπείες προσώπου',
  'Επιφανειακό χημικό peeling με αμυγδαλικό οξύ για λιπαρό δέρμα με τάση ακμής και διεσταλμένους πόρους. Γίνεται από δερματολόγο στο ιατρείο, σε 4 έως 6 συνεδρίες ανά 3 εβδομάδες. Μετά μπορεί να υπάρξει ελαφριά απολέπιση για 2-3 ημέρες.',
);
const MOLES = product(
  'Χαρτογράφηση Σπίλων',
  'Δερματολογικός έλεγχος',
  'Ψηφιακή χαρτογράφηση σπίλων: ο δερματολόγος εξετάζει με δερματοσκόπιο τους σπίλους όλου του σώματος και τους φωτογραφίζει για σύγκριση στον επόμενο έλεγχο. Συνιστάται μία φορά τον χρόνο.',
);
const RADIOFREQUENCY = product(
  'Ραδιοσυχνότητες Σύσφιξης',
  'Σύσφιξη',
  'Θεραπεία με ραδιοσυχνότητες για τη χαλάρωση του δέρματος στο πρόσωπο και τον λαιμό. Γίνεται από εκπαιδευμένο προσωπικό στο ιατρείο, σε 6 συνεδρίες ανά εβδομάδα.',
);

const september = clinicMonth('2027-09', 30, [HAIR_MESO, SUNSCREEN, HAIR_VISIT, ALEXANDRITE]);
const october = clinicMonth('2027-10', 30, [CREAM, PEEL, MOLES, RADIOFREQUENCY]);
const both = [...september, ...october];
const postsOf = (product: Product) => textsOf(both, product);
const prose = proseOf;

describe('autumn, as the editor read it', () => {
  it('reads the areas from the description: «αντιμετώπιση» names no forehead, «τριχωτού της κεφαλής» the hair', () => {
    const sheet = extractSheet(HAIR_VISIT);
    expect(sheet.areas).toEqual(['hair']);
    expect(sheet.hashtags).not.toContain('#πρόσωπο');
    for (const text of postsOf(HAIR_VISIT)) {
      expect(text).not.toMatch(/πρόσωπ/u);
      expect(text).not.toMatch(/#περιποίησηπροσώπου/u);
    }
  });

  it('reads a cream «χωρίς παραβένες» as a cosmetic, and a mole mapping’s steps after its colon as no purpose', () => {
    expect(kindOf(CREAM)).toBe('cosmetic');
    expect(extractSheet(MOLES).does).not.toMatch(/σύγκριση/u);
    expect(extractSheet(MOLES).what).not.toMatch(/:/u);
  });

  it('says no knowledge of another technique: no filler of a mesotherapy, no diode of an alexandrite', () => {
    const things = (p: Product) => knownThingsOf(p, extractSheet(p));
    expect(things(HAIR_MESO).map((thing) => thing.id)).not.toContain('filler');
    const laser = things(ALEXANDRITE).flatMap((thing) => [...thing.about, ...thing.after]);
    expect(laser.join(' ')).not.toMatch(/διόδου/u);
    expect(laser.join(' ')).toMatch(/αλεξανδρίτη/u);
    for (const text of postsOf(HAIR_MESO)) expect(text).not.toMatch(/τζελ|ιατροτεχνολογικ|αναισθητικ/u);
    for (const text of postsOf(ALEXANDRITE)) expect(text).not.toMatch(/διόδου/u);
  });

  it('fills a slot only with a phrase of its role, and says a fact once in a post', () => {
    for (const { text } of both) {
      const said = prose(text);
      // What it has, never what it is without.
      expect(said).not.toMatch(/(?:Διαθέτει|έχει|Έρχεται με) χωρίς/u);
      // A purpose's question answered with a skin type.
      expect(said).not.toMatch(
        /(?:Γιατί γίνεται|Σε τι χρησιμεύει|Με τι έχει να κάνει)[^;]*; (?:Για |Με |Σ)(?:το|την) [^.]*(?:δέρμα|επιδερμίδα)\./u,
      );
      expect(said).not.toMatch(/αφορά (?:το|την) [^.]*(?:δέρμα|επιδερμίδα)\./u);
      // A phrase cut after its conjunction.
      for (const sentence of sentencesOf(said)) expect(sentence, text).not.toMatch(/\s(?:και|ή)\.$/u);
      // The skin it is for, once: in the description's words or as a property, not both.
      const skin = sentencesOf(said).filter((s) => /λιπαρ|ανοιχτόχρωμο δέρμα|ξηρή/u.test(s));
      expect(skin.length, text).toBeLessThanOrEqual(1);
    }
    expect(postsOf(HAIR_MESO).join('\n')).toMatch(/βιταμίνες, αμινοξέα και υαλουρονικό οξύ/u);
  });

  it('gives the numbers the description gives, never «Εξαρτάται» or «τον αριθμό τους τον συζητάμε»', () => {
    for (const p of [HAIR_MESO, ALEXANDRITE, PEEL]) {
      const texts = postsOf(p);
      for (const text of texts)
        expect(text).not.toMatch(
          /Εξαρτάται|τον αριθμό τους τον συζητάμε|Πόσες συνεδρίες χρειάζονται το συζητάμε|απόσταση ανάμεσα στις συνεδρίες ορίζεται|απόσταση μερικών εβδομάδων/u,
        );
    }
    // How often a cream is used, where its description says «πρωί και βράδυ».
    for (const text of postsOf(CREAM)) expect(text).not.toMatch(/συχνότητα εξαρτάται/u);
    expect(postsOf(HAIR_MESO).join('\n')).toMatch(/2 εβδομάδ/u);
    expect(postsOf(ALEXANDRITE).join('\n')).toMatch(/4 έως 6 εβδομάδ/u);
  });

  it('says stock reassurance rarely: never in two posts of any five', () => {
    const stock =
      /όλο τον χρόνο να|Όποτε είστε έτοιμοι|ρυθμός είναι δικός σας|δεν σας πιέζουμε|χωρίς βιασύνη|με την ησυχία σας|δεν βιαζόμαστε/u;
    for (const month of [september, october]) {
      const marks = month.map(({ text }) => stock.test(text));
      for (let i = 0; i < marks.length; i++)
        if (marks[i]) expect(marks.slice(i + 1, i + 5).filter(Boolean).length).toBe(0);
      expect(marks.filter(Boolean).length).toBeLessThanOrEqual(6);
    }
  });

  it('says the season where it fits the product, only on its dates, and gives the booking page often', () => {
    const autumn = (p: Product) => postsOf(p).filter((text) => /φθινόπωρ/u.test(text));
    expect(september.filter(({ text }) => /φθινόπωρ/u.test(text)).length).toBeGreaterThanOrEqual(3);
    // Each where it meets the product: the laser's sun and tan, the sunscreen's own use.
    for (const text of autumn(ALEXANDRITE)) expect(text).toMatch(/φθινόπωρ[^.]*(?:ήλιο|μαύρισμα)/u);
    for (const text of autumn(SUNSCREEN))
      expect(text).toMatch(/φθινόπωρ[^.]*(?:αντηλιακό|επιδερμίδα|δέρμα)/u);
    expect(autumn(HAIR_MESO)).toEqual([]);
    for (const { date, text } of both) expect(misplacedLines(text, date)).toEqual([]);
    const booked = both.filter(({ product }) => product !== SUNSCREEN && product !== CREAM);
    const linked = booked.filter(({ text }) => text.includes('lampsi-derma.gr/rantevou'));
    expect(linked.length).toBeGreaterThanOrEqual(booked.length * 0.4);
  });

  it('invents nothing of the clinic: no orders, no stock, no demand', () => {
    for (const { text } of both)
      expect(text).not.toMatch(
        /παραγγελ|διαθεσιμότητ|ζητούν πολλοί|πολλοί μας ρωτούν|Όσοι μας ρωτούν|Όσοι έρχονται/u,
      );
  });
});
