/**
 * The knowledge table read as a clinic's editor would: each thing is found for the product it is about and
 * not for one that only looks like it, and every sentence it can say passes the advertising gate.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance.ts';
import { KNOWLEDGE, KNOWLEDGE_SOURCES, knownThingsOf } from './knowledge.ts';
import { extractSheet } from './product-sheet.ts';

const product = (productName: string, categoryName: string, productDescription: string) => ({
  productName,
  categoryName,
  productDescription,
  examplePosts: [],
});
const idsOf = (name: string, category: string, description: string) => {
  const text = product(name, category, description);
  return knownThingsOf(text, extractSheet(text)).map((thing) => thing.id);
};

/** A typical product of each thing, and a near miss that must not hear of it. */
const CASES: { id: string; found: [string, string, string]; missed: [string, string, string] }[] = [
  {
    id: 'skin-tags',
    found: [
      'Αφαίρεση Ακροχορδόνων',
      'Θεραπείες στο Ιατρείο',
      'Αφαίρεση ακροχορδόνων με ψαλίδι από τον δερματολόγο.',
    ],
    missed: ['Αφαίρεση Σπίλου', 'Θεραπείες στο Ιατρείο', 'Χειρουργική αφαίρεση σπίλου από τον δερματολόγο.'],
  },
  {
    id: 'cryotherapy',
    found: ['Κρυοθεραπεία Μυρμηγκιών', 'Θεραπείες στο Ιατρείο', 'Εφαρμογή υγρού αζώτου από τον δερματολόγο.'],
    missed: [
      'Κρυολιπόλυση Κοιλιάς',
      'Θεραπείες με Συσκευές',
      'Ελεγχόμενη ψύξη του τοπικού λίπους, σε συνεδρίες.',
    ],
  },
  {
    id: 'acne-facial',
    found: [
      'Καθαρισμός Προσώπου',
      'Θεραπείες στο Ιατρείο',
      'Βαθύς καθαρισμός με εξαγωγή φαγεσώρων στο ιατρείο.',
    ],
    missed: [
      'Καθαριστικό Gel Προσώπου',
      'Καλλυντικά',
      'Gel για τον καθαρισμό του προσώπου πρωί και βράδυ. 200 ml.',
    ],
  },
  {
    id: 'tattoo-removal',
    found: [
      'Αφαίρεση Τατουάζ με Laser',
      'Θεραπείες με Συσκευές',
      'Αφαίρεση τατουάζ με Q-switched laser, σε συνεδρίες.',
    ],
    missed: [
      'Μόνιμο Μακιγιάζ Φρυδιών',
      'Θεραπείες στο Ιατρείο',
      'Τατουάζ φρυδιών με τη μέθοδο microblading.',
    ],
  },
  {
    id: 'sclerotherapy',
    found: [
      'Σκληροθεραπεία Ευρυαγγειών',
      'Θεραπείες στο Ιατρείο',
      'Σκληροθεραπεία για τις ευρυαγγείες των ποδιών.',
    ],
    missed: [
      'Laser για Ευρυαγγείες Προσώπου',
      'Θεραπείες με Συσκευές',
      'Laser Nd:YAG για τα μικρά αγγεία του προσώπου.',
    ],
  },
  {
    id: 'electrolysis',
    found: ['Ηλεκτρόλυση', 'Αποτρίχωση', 'Μόνιμη αποτρίχωση τρίχα προς τρίχα με ηλεκτρόλυση, σε συνεδρίες.'],
    missed: ['Αποτρίχωση Laser Διόδου', 'Θεραπείες με Συσκευές', 'Αποτρίχωση με laser διόδου, σε συνεδρίες.'],
  },
  {
    id: 'iontophoresis',
    found: ['Ιοντοφόρηση', 'Θεραπείες με Συσκευές', 'Ιοντοφόρηση για τον ιδρώτα στις παλάμες, σε συνεδρίες.'],
    missed: ['Αντιιδρωτικό Roll-on', 'Καλλυντικά', 'Αντιιδρωτικό για τις μασχάλες, μπαίνει το βράδυ. 50 ml.'],
  },
  {
    id: 'led',
    found: ['Φωτοθεραπεία LED', 'Θεραπείες με Συσκευές', 'Συνεδρίες με μπλε φως LED για δέρμα με ακμή.'],
    missed: ['Φωτοθεραπεία UVB', 'Θεραπείες με Συσκευές', 'Φωτοθεραπεία στενού φάσματος UVB, σε συνεδρίες.'],
  },
  {
    id: 'trichoscopy',
    found: [
      'Εκτίμηση Τριχόπτωσης',
      'Ιατρικές Επισκέψεις',
      'Εξέταση του τριχωτού με τριχοσκόπηση από τον δερματολόγο.',
    ],
    missed: [
      'Δερματολογική Επίσκεψη',
      'Ιατρικές Επισκέψεις',
      'Εξέταση του δέρματος, των μαλλιών και των νυχιών.',
    ],
  },
  {
    id: 'warts',
    found: ['Αφαίρεση Μυρμηγκιών', 'Θεραπείες στο Ιατρείο', 'Αφαίρεση από τον δερματολόγο.'],
    missed: [
      'Δερματολογική Επίσκεψη',
      'Ιατρικές Επισκέψεις',
      'Εξέταση για εκζέμα, σπίλους, μυρμηγκιές και ακμή.',
    ],
  },
  {
    id: 'seborrhoeic-keratosis',
    found: [
      'Αφαίρεση Σμηγματορροϊκής Υπερκεράτωσης',
      'Θεραπείες στο Ιατρείο',
      'Αφαίρεση από τον δερματολόγο.',
    ],
    missed: [
      'Κρέμα με Σαλικυλικό για Υπερκεράτωση',
      'Καλλυντικά',
      'Κρέμα για την υπερκεράτωση στις φτέρνες. 100 ml.',
    ],
  },
  {
    id: 'mole-excision',
    found: ['Αφαίρεση Σπίλου με Εκτομή', 'Ιατρικές Πράξεις', 'Μικρή επέμβαση με τοπική αναισθησία.'],
    missed: ['Χαρτογράφηση Σπίλων', 'Ιατρικές Επισκέψεις', 'Ψηφιακή δερματοσκόπηση των σπίλων.'],
  },
  {
    id: 'acne',
    found: ['Gel Καθαρισμού για Ακμή', 'Καλλυντικά', 'Gel καθαρισμού για λιπαρό δέρμα. 200 ml.'],
    missed: [
      'Θεραπεία Ουλών Ακμής',
      'Θεραπείες με Συσκευές',
      'Fractional laser για τις ουλές, σε συνεδρίες.',
    ],
  },
  {
    id: 'acne-scars',
    found: ['Θεραπεία Ουλών Ακμής', 'Θεραπείες με Συσκευές', 'Fractional laser για τις ουλές, σε συνεδρίες.'],
    missed: ['Πρόγραμμα για την Ακμή', 'Ιατρικές Επισκέψεις', 'Εκτίμηση από τον δερματολόγο.'],
  },
  {
    id: 'rosacea',
    found: ['IPL για Ροδόχρου', 'Θεραπείες με Συσκευές', 'Παλμικό φως για την ερυθρότητα, σε συνεδρίες.'],
    missed: [
      'IPL Φωτοαναζωογόνηση',
      'Θεραπείες με Συσκευές',
      'Παλμικό φως για κηλίδες και ερυθρότητα, όχι για ροδόχρου.',
    ],
  },
  {
    id: 'melasma',
    found: ['Peeling για Μέλασμα', 'Θεραπείες στο Ιατρείο', 'Χημικό peeling για τις κηλίδες του μελάσματος.'],
    missed: ['Peeling Προσώπου', 'Θεραπείες στο Ιατρείο', 'Χημικό peeling για λάμψη και κηλίδες.'],
  },
  {
    id: 'hyperhidrosis',
    found: [
      'Ιοντοφόρηση για Υπεριδρωσία',
      'Θεραπείες με Συσκευές',
      'Ιοντοφόρηση για τις παλάμες, σε συνεδρίες.',
    ],
    missed: ['Αποσμητικό Σώματος', 'Καλλυντικά', 'Αποσμητικό χωρίς άλατα αλουμινίου για τον ιδρώτα. 50 ml.'],
  },
  {
    id: 'hair-loss',
    found: ['Εκτίμηση Τριχόπτωσης', 'Ιατρικές Επισκέψεις', 'Εξέταση του τριχωτού από τον δερματολόγο.'],
    missed: [
      'Αποτρίχωση Laser',
      'Θεραπείες με Συσκευές',
      'Αποτρίχωση laser διόδου, χωρίς τριχόπτωση στο τριχωτό.',
    ],
  },
  {
    id: 'nail-fungus',
    found: [
      'Laser για Ονυχομυκητίαση',
      'Θεραπείες με Συσκευές',
      'Laser για τους μύκητες των νυχιών, σε συνεδρίες.',
    ],
    missed: ['Ορός Νυχιών', 'Καλλυντικά', 'Ορός για εύθραυστα νύχια, μπαίνει κάθε βράδυ. 10 ml.'],
  },
  {
    id: 'psoriasis',
    found: [
      'Κρέμα για Ψωρίαση',
      'Καλλυντικά',
      'Κρέμα με ουρία για τα λέπια, μπαίνει δύο φορές την ημέρα. 200 ml.',
    ],
    missed: [
      'Ενυδατική Σώματος',
      'Καλλυντικά',
      'Ενυδατική για ξηρό δέρμα, κατάλληλη και για ψωρίαση. 200 ml.',
    ],
  },
  {
    id: 'atopic-dermatitis',
    found: [
      'Κρέμα για Ατοπικό Δέρμα',
      'Καλλυντικά',
      'Κρέμα με κεραμίδια, μπαίνει δύο φορές την ημέρα. 200 ml.',
    ],
    missed: ['Patch Test για Έκζεμα εξ Επαφής', 'Ιατρικές Επισκέψεις', 'Δοκιμασία επιθέματος για αλλεργίες.'],
  },
  {
    id: 'diaper-rash',
    found: [
      'Κρέμα για το Σύγκαμα',
      'Καλλυντικά',
      'Κρέμα με οξείδιο του ψευδαργύρου σε κάθε αλλαγή πάνας. 100 ml.',
    ],
    missed: [
      'Καταπραϋντική Κρέμα με Πανθενόλη',
      'Καλλυντικά Σώματος',
      'Κρέμα για ερεθισμένο δέρμα, κατάλληλη και για την περιοχή της πάνας. 100 ml.',
    ],
  },
  {
    id: 'stretch-marks',
    found: [
      'Λάδι για Ραγάδες',
      'Καλλυντικά',
      'Λάδι για την κοιλιά στην εγκυμοσύνη, μπαίνει κάθε βράδυ. 100 ml.',
    ],
    missed: ['Κρέμα για Ραγάδες στις Φτέρνες', 'Καλλυντικά', 'Κρέμα με ουρία για σκασμένες φτέρνες. 75 ml.'],
  },
  {
    id: 'azelaic',
    found: ['Ορός με Αζελαϊκό Οξύ 10%', 'Καλλυντικά', 'Ορός για κηλίδες, μπαίνει το βράδυ. 30 ml.'],
    missed: ['Ορός με Γλυκολικό Οξύ', 'Καλλυντικά', 'Ορός για λάμψη, μπαίνει το βράδυ. 30 ml.'],
  },
  {
    id: 'zinc-oxide',
    found: ['Κρέμα Φραγμού', 'Καλλυντικά', 'Κρέμα με οξείδιο του ψευδαργύρου για ερεθισμένο δέρμα. 100 ml.'],
    missed: ['Αντηλιακό SPF 50', 'Καλλυντικά', 'Ορυκτό αντηλιακό με οξείδιο του ψευδαργύρου. 50 ml.'],
  },
];

describe('the knowledge table', () => {
  for (const { id, found, missed } of CASES)
    it(`finds ${id} for its product and not for a near miss`, () => {
      expect(idsOf(...found)).toContain(id);
      expect(idsOf(...missed)).not.toContain(id);
    });

  it('tells a visit for rosacea, «ροδόχρους ακμή», nothing of acne, which has comedones and rosacea none', () => {
    const ids = idsOf(
      'Εκτίμηση Ροδόχρου Ακμής',
      'Ιατρικές Επισκέψεις',
      'Επίσκεψη για όσους κοκκινίζουν εύκολα ή έχουν σπυράκια που μοιάζουν με ακμή.',
    );
    expect(ids).toContain('rosacea');
    expect(ids).not.toContain('acne');
  });

  it('holds every thing a case tests, each id once', () => {
    const ids = KNOWLEDGE.map((thing) => thing.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id } of CASES) expect(ids).toContain(id);
  });

  it('names a source for every thing a case tests', () => {
    for (const { id } of CASES) expect(KNOWLEDGE_SOURCES[id]?.length, id).toBeGreaterThan(0);
  });

  it('says nothing the gate flags, nothing that promises, in any sentence', () => {
    for (const thing of KNOWLEDGE)
      for (const text of [
        ...thing.about,
        ...thing.after,
        ...(thing.myths ?? []),
        ...(thing.atHome?.about ?? []),
        ...(thing.atHome?.after ?? []),
      ]) {
        expect(checkCompliance(text), text).toEqual([]);
        expect(text).not.toMatch(/εγγυ|μόνιμ|ανώδυν|χωρίς πόνο|θεραπεύ|εξαφαν|100%/iu);
      }
  });

  it('says each sentence whole, never pointing back at another the post may not say («ένα τέτοιο γεγονός»)', () => {
    for (const thing of KNOWLEDGE)
      for (const text of [
        ...thing.about,
        ...thing.after,
        ...(thing.atHome?.about ?? []),
        ...(thing.atHome?.after ?? []),
      ])
        expect(text).not.toMatch(
          /(?<!γι’ )(?<!\p{L})(?:τέτοι\p{L}*|παραπάνω|αυτ(?:ό|ή|ά|ές|οί) (?:τ[οηα]|τ[ιο]ς) )/u,
        );
  });

  it('never names a botulinum toxin', () => {
    for (const thing of KNOWLEDGE)
      expect(JSON.stringify(thing)).not.toMatch(/botox|botulinum|αλλαντικ|τοξίνη/iu);
  });
});
