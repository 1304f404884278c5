import { describe, expect, it } from 'vitest';
import { datedLinesOf, greetingOf, misplacedLines, redatePost } from './dated-lines.ts';
import { extractSheet } from './product-sheet.ts';
import {
  clippedPairs,
  contradictions,
  ideasOf,
  seams,
  tautologies,
  unsupportedClaims,
} from './sentence-checks.ts';

const serum = extractSheet({
  productName: 'Ορός Βιταμίνης C 15%',
  categoryName: 'Περιποίηση προσώπου',
  productDescription:
    'Ορός προσώπου με βιταμίνη C 15%, με ελαφριά υφή. Εφαρμόζεται το πρωί κάτω από το αντηλιακό σας και δεν το αντικαθιστά.',
  examplePosts: [],
});
const relaxer = extractSheet({
  productName: 'Θεραπεία Χαλάρωσης Ρυτίδων',
  categoryName: 'Ενέσιμα',
  productDescription: 'Ενέσιμη θεραπεία που χαλαρώνει τους μύες του μετώπου, από γιατρό. Δεν είναι filler.',
  examplePosts: [],
});
const laser = extractSheet({
  productName: 'Laser Αποτρίχωση Diode',
  categoryName: 'Laser',
  productDescription:
    'Αποτρίχωση με laser διόδου για πρόσωπο και σώμα, σε συνεδρίες, από εκπαιδευμένο προσωπικό.',
  examplePosts: [],
});
const consultation = extractSheet({
  productName: 'Δερματολογική Εκτίμηση Προσώπου',
  categoryName: 'Συμβουλευτική',
  productDescription: 'Ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα φροντίδας.',
  examplePosts: [],
});

describe('a sentence read against the product’s sheet', () => {
  it('reads what a product is used with and is not as such, never as its own property', () => {
    expect(serum).toMatchObject({
      kind: 'cosmetic',
      areas: ['face'],
      ingredients: ['vitaminC'],
      properties: ['lightTexture'],
      usedWith: ['αντηλιακό'],
      notConfusedWith: ['αντηλιακό'],
    });
    expect(relaxer).toMatchObject({ kind: 'treatment', performer: 'byDoctor', notConfusedWith: ['filler'] });
    expect(laser).toMatchObject({
      kind: 'device-treatment',
      areas: ['face', 'body'],
      performer: 'trainedStaff',
    });
    expect(consultation.kind).toBe('consultation');
  });

  it.each([
    ['Κρέμα νύχτας με ρετινόλη 0,3%. Εφαρμόζεται το βράδυ· το πρωί χρειάζεται αντηλιακό.', [], ['αντηλιακό']],
    ['Ορός με βιταμίνη C. Φοράτε πάντα αντηλιακό το πρωί.', [], ['αντηλιακό']],
    ['Peeling με γλυκολικό οξύ. Μετά απαιτείται αντηλιακή προστασία.', [], ['αντηλιακή προστασία']],
    ['Body oil. Apply sunscreen after.', [], ['sunscreen']],
    ['Balm για ξηρό δέρμα. Κατάλληλο και για μετά από peeling ή laser.', [], ['peeling ή laser']],
    // What it does not replace is still worn beside it.
    ['Κρέμα με νιασιναμίδη για λιπαρό δέρμα. Δεν αντικαθιστά το αντηλιακό.', [], ['αντηλιακό']],
    ['Κρέμα προσώπου με SPF 50 για κάθε μέρα.', ['sunProtection'], []],
    ['Ενυδατική κρέμα με αντηλιακά φίλτρα UVA/UVB.', ['sunProtection'], []],
    ['Λεπτόρρευστη κρέμα που προστατεύει από την ηλιακή ακτινοβολία.', ['sunProtection'], []],
  ])('reads sun protection as the product’s own only when it gives it: «%s»', (description, has, beside) => {
    const sheet = extractSheet({
      productName: 'Κρέμα',
      categoryName: null,
      productDescription: description,
      examplePosts: [],
    });
    expect(sheet.properties.filter((p) => p === 'sunProtection')).toEqual(has);
    expect(sheet.usedWith).toEqual(beside);
    expect(sheet.hashtags.includes('#αντηλιακό')).toBe(has.length > 0);
  });

  it('files a purpose under its own words only («μάγουλων» holds no scar)', () => {
    const sheet = extractSheet({
      productName: 'Laser Ευρυαγγειών Προσώπου',
      categoryName: 'Laser',
      productDescription: 'Laser Nd:YAG για τις ευρυαγγείες της μύτης και των μάγουλων, από δερματολόγο.',
      examplePosts: [],
    });
    expect(sheet.hashtags).toContain('#ευρυαγγείες');
    expect(sheet.hashtags).not.toContain('#ουλές');
  });

  it('reads what it is and what it is for past a decimal comma or point', () => {
    for (const number of ['0,3%', '0.3%']) {
      const sheet = extractSheet({
        productName: 'Κρέμα Νύχτας',
        categoryName: null,
        productDescription: `Κρέμα νύχτας με ρετινόλη ${number} και νιασιναμίδη για λεπτές γραμμές, κάθε βράδυ. Εφαρμόζεται το βράδυ.`,
        examplePosts: [],
      });
      expect(sheet.what).toBe(`κρέμα νύχτας με ρετινόλη ${number} και νιασιναμίδη`);
      expect(sheet.does).toBe('λεπτές γραμμές');
    }
  });

  it('reads a sunscreen from its name or category', () => {
    const sheet = extractSheet({
      productName: 'Αντηλιακό Προσώπου',
      categoryName: 'Αντηλιακά',
      productDescription: 'Λεπτόρρευστη υφή για κάθε μέρα.',
      examplePosts: [],
    });
    expect(sheet.properties).toContain('sunProtection');
  });

  it('refuses the forbidden inferences: SPF on a serum under sunscreen, another ingredient, area or performer', () => {
    const refused = (text: string, sheet = serum) => unsupportedClaims(text, sheet).map((p) => p.sentence);
    expect(refused('Ο Ορός Βιταμίνης C 15% έχει δείκτη αντηλιακής προστασίας.')).toHaveLength(1);
    expect(refused('Η αντηλιακή προστασία είναι ο ρόλος του.')).toHaveLength(1);
    expect(refused('Ωραία υφή.\n\n#πρόσωπο #αντηλιακό')).toEqual(['#αντηλιακό']);
    expect(refused('Μπαίνει πριν από το αντηλιακό σας, όχι στη θέση του.')).toEqual([]);
    expect(refused('Η θεραπεία γίνεται με υαλουρονικό οξύ.', relaxer)).toHaveLength(1);
    expect(refused('Η θεραπεία γίνεται από γιατρό.', laser)).toHaveLength(1);
    expect(unsupportedClaims('Αφορά τα χείλη και τα μάτια.', laser).map((p) => p.problem)).toEqual([
      'Λέει περιοχή («χείλη»), που δεν γράφει το δελτίο του προϊόντος.',
      'Λέει περιοχή («περιοχή των ματιών»), που δεν γράφει το δελτίο του προϊόντος.',
    ]);
    expect(refused('Η θεραπεία γίνεται από εκπαιδευμένο προσωπικό.', laser)).toEqual([]);
    // «του τριχωτού» alone is the scalp the description names: its own words are no area it lacks.
    const hairLoss = extractSheet({
      productName: 'Εκτίμηση Τριχόπτωσης',
      categoryName: 'Συμβουλευτική',
      productDescription:
        'Επίσκεψη με δερματολόγο για την τριχόπτωση: ιστορικό και κλινική εξέταση του τριχωτού.',
      examplePosts: [],
    });
    expect(refused('Τι περιλαμβάνει; Ιστορικό και κλινική εξέταση του τριχωτού.', hairLoss)).toEqual([]);
    // A consultation is never «το προϊόν», nor given a cosmetic's advice.
    expect(refused('Κανονίστε μια επίσκεψη για να δείτε από κοντά το προϊόν.', consultation)).toHaveLength(1);
    expect(refused('Κοιτάξτε στη συσκευασία το σύμβολο με το ανοιχτό βαζάκι.', consultation)).toHaveLength(1);
  });

  it('finds the tautologies a Greek editor struck out, and lets a sentence that only names the product be', () => {
    const said = (text: string, name: string) => tautologies(text, name).length;
    expect(said('Ο Ορός Βιταμίνης C 15% περιέχει βιταμίνη C.', 'Ορός Βιταμίνης C 15%')).toBe(1);
    expect(said('Ο σκοπός της Αποτρίχωσης Diode είναι η αποτρίχωση.', 'Laser Αποτρίχωση Diode')).toBe(1);
    expect(said('Αφορά την αποτρίχωση.', 'Laser Αποτρίχωση Diode')).toBe(1);
    expect(said('Το Χημικό Peeling Προσώπου αφορά το πρόσωπο.', 'Χημικό Peeling Προσώπου')).toBe(1);
    expect(
      said('Θα χαρούμε να σας πούμε περισσότερα για τον Ορό Βιταμίνης C 15%.', 'Ορός Βιταμίνης C 15%'),
    ).toBe(0);
    expect(said('Η Laser Αποτρίχωση Diode αφορά το πρόσωπο και το σώμα.', 'Laser Αποτρίχωση Diode')).toBe(0);
    expect(
      said(
        'Ξεκινάμε με καθαρισμό και ατμό, ακολουθεί ήπιο ενζυμικό peeling και εξαγωγή των φαγεσώρων.',
        'Καθαρισμός Προσώπου με Εξαγωγή Φαγεσώρων',
      ),
    ).toBe(0);
  });

  it('finds clipped pairs and seams', () => {
    expect(clippedPairs('Γίνεται στον χώρο μας. Γίνεται από γιατρό.')).toHaveLength(1);
    expect(clippedPairs('Η θεραπεία γίνεται στον χώρο μας, από γιατρό.')).toEqual([]);
    // A phone emoji before a link, and a full stop glued to the link's end.
    expect(seams('📞 Για ραντεβού, ο σύνδεσμος είναι https://elpida.gr/rantevou.')).toHaveLength(2);
    expect(seams('🔗 Για ραντεβού, μπείτε στο elpida.gr/rantevou')).toEqual([]);
    expect(seams('🔗 Για ραντεβού, μπείτε στο elpida.gr/rantevou.').map((seam) => seam.problem)).toContain(
      'Τελεία κολλημένη στο τέλος μιας διεύθυνσης.',
    );
    expect(seams('Θέλετε να κανονίσουμε μια συνάντηση;gr/rantevou.').length).toBeGreaterThan(0);
    expect(seams('Χρόνια πολλά σε όσους γιορτάζουν! Η ομάδα μας σας καλωσορίζει.')).toHaveLength(1);
    expect(seams('Καλά Χριστούγεννα!\n\n📞 Για ό,τι θέλετε, καλέστε μας στο 2310 555 123.')).toEqual([]);
  });
});

describe('dated lines', () => {
  const christmas = `${greetingOf('2026-12-25')}\n\nΗ ομάδα μας σας περιμένει.`;

  it('greets the two national days', () => {
    expect(greetingOf('2031-10-28')).toBe('Χρόνια πολλά για την επέτειο του «Όχι»!');
    expect(greetingOf('2031-03-25')).toMatch(/^Χρόνια πολλά για την εθνική επέτειο της 25ης Μαρτίου!/u);
    expect(misplacedLines('Χρόνια πολλά για την επέτειο του «Όχι»!\n\nΚείμενο.', '2031-10-27')).toHaveLength(
      1,
    );
  });

  it('greets on a holiday or a name day, and on no other day', () => {
    expect(greetingOf('2026-12-25')).toBe('Καλά Χριστούγεννα!');
    expect(greetingOf('2026-12-06')).toMatch(/Νικολάου|Νικόλαος/u);
    expect(greetingOf('2026-11-26')).toBeNull();
  });

  it('knows the day a line belongs to: a St Nicholas greeting moved to 26 November is out of place', () => {
    const nicholas = `${greetingOf('2026-12-06')}\n\nΗ ομάδα μας σας περιμένει.`;
    expect(misplacedLines(nicholas, '2026-12-06')).toEqual([]);
    expect(misplacedLines(nicholas, '2026-11-26').map((d) => d.names)).toEqual(['Αγίου Νικολάου']);
    expect(datedLinesOf('Το καλοκαίρι ο ήλιος δυναμώνει.', '2026-12-01')[0]!.fits('2026-07-01')).toBe(true);
    // A season named in passing is not a season's line.
    expect(datedLinesOf('Μύθος: αντηλιακό χρειάζεται μόνο το καλοκαίρι.', '2026-12-01')).toEqual([]);
  });

  it('rewrites a post for its new day: the old greeting out, the new day’s in', () => {
    expect(redatePost(christmas, '2026-12-13')).toBe('Η ομάδα μας σας περιμένει.');
    expect(redatePost(christmas, '2027-01-01')).toBe('Καλή χρονιά, με υγεία!\n\nΗ ομάδα μας σας περιμένει.');
    expect(redatePost(christmas, '2026-12-25')).toBe(christmas);
  });
});

describe('contradictions', () => {
  const brush =
    'Συσκευή καθαρισμού προσώπου για το σπίτι. Αδιάβροχη, με δύο ταχύτητες. Χρησιμοποιείται με το καθαριστικό σας.';
  it('refuses a warning the description contradicts, and pregnancy or medicines of a home device', () => {
    for (const sentence of [
      'Αν η συσκευή πέσει ή βραχεί, μην τη χρησιμοποιήσετε.',
      'Αν είστε έγκυος ή θηλάζετε, ρωτήστε μας πριν ξεκινήσετε.',
      'Αν παίρνετε φάρμακα, πείτε μας πριν την επιλέξετε.',
      'Πριν από κάθε χρήση, το δέρμα θέλει να είναι καθαρό και στεγνό.',
    ])
      expect(contradictions(sentence, 'device', brush), sentence).toHaveLength(1);
    expect(contradictions('Ελέγξτε τον φορτιστή.', 'device', 'Συσκευή LED για το σπίτι.')).toHaveLength(1);
  });

  it('refuses a plan made to measure for a fixed course, and an answer before one leaves for a result read later', () => {
    const booster =
      'Ενέσεις υαλουρονικού οξέος. Γίνονται 3 συνεδρίες με απόσταση ενός μήνα. Τα σημάδια υποχωρούν σε 1 έως 2 ημέρες.';
    expect(
      contradictions('Η θεραπεία σχεδιάζεται με πρόγραμμα στα μέτρα σας.', 'treatment', booster),
    ).toHaveLength(1);
    // «Συνήθως 2 έως 4 συνεδρίες»: the course is decided for each person.
    const warts = 'Κρυοθεραπεία με υγρό άζωτο. Συνήθως χρειάζονται 2 έως 4 συνεδρίες.';
    expect(contradictions('Η θεραπεία σχεδιάζεται με πρόγραμμα στα μέτρα σας.', 'treatment', warts)).toEqual(
      [],
    );
    const patch =
      'Δοκιμασία επιθέματος: τοποθετούμε στην πλάτη αυτοκόλλητα και τα διαβάζουμε στις 48 και στις 72 ώρες.';
    for (const sentence of [
      'Πριν φύγετε, σας λέμε σε ποιες ουσίες είστε ευαίσθητοι.',
      'Όσα βλέπουμε σάς τα εξηγούμε εκείνη την ώρα.',
      'Κλείνουμε την επίσκεψη λέγοντάς σας σε ποιες ουσίες είστε ευαίσθητοι.',
    ])
      expect(contradictions(sentence, 'consultation', patch), sentence).toHaveLength(1);
    expect(
      contradictions('Πριν φύγετε, σας λέμε πότε να έρθετε ξανά.', 'consultation', 'Εξέταση των σπίλων.'),
    ).toEqual([]);
  });

  it('refuses twice a day for a cream used once, and time off for a treatment that needs none', () => {
    const urea = 'Κρέμα σώματος με ουρία 10%. Εφαρμόζεται μία φορά την ημέρα μετά το μπάνιο.';
    expect(contradictions('Το πρωί και το βράδυ, απλώστε λίγη κρέμα.', 'cosmetic', urea)).toHaveLength(1);
    expect(contradictions('Η συχνότητα εξαρτάται από την επιδερμίδα σας.', 'cosmetic', urea)).toHaveLength(1);
    const rf = 'Ραδιοσυχνότητες για τη χαλάρωση. Δεν χρειάζεται αποχή από τις δραστηριότητες.';
    expect(
      contradictions('Αφήστε λίγο ελεύθερο χρόνο στο πρόγραμμά σας.', 'device-treatment', rf),
    ).toHaveLength(1);
    expect(contradictions('Αφήστε λίγο ελεύθερο χρόνο στο πρόγραμμά σας.', 'treatment', 'Peeling.')).toEqual(
      [],
    );
  });

  it('refuses a general interval where the description gives its own', () => {
    const rf = 'Θεραπεία με ραδιοσυχνότητες. Συνήθως 4 έως 6 συνεδρίες με απόσταση μίας εβδομάδας.';
    const general = 'Οι ραδιοσυχνότητες γίνονται συνήθως σε σειρά συνεδριών, με απόσταση μερικών εβδομάδων.';
    expect(contradictions(general, 'device-treatment', rf)).toHaveLength(1);
    expect(contradictions(general, 'device-treatment', 'Θεραπεία με ραδιοσυχνότητες για σύσφιξη.')).toEqual(
      [],
    );
  });

  it('lets a sentence say what the description says of it', () => {
    const retinol = 'Κρέμα νύχτας με ρετινόλη 0.3%. Δεν συνιστάται στην εγκυμοσύνη και στον θηλασμό.';
    expect(contradictions('Η κρέμα δεν συνιστάται στην εγκυμοσύνη.', 'cosmetic', retinol)).toEqual([]);
    expect(
      contradictions('Αν είστε έγκυος, ρωτήστε μας πριν την επιλέξετε.', 'cosmetic', retinol),
    ).toHaveLength(1);
    expect(contradictions('Είναι αδιάβροχη.', 'device', 'Συσκευή για το σπίτι. Αδιάβροχη.')).toEqual([]);
  });

  it('lets the same advice through where nothing contradicts it', () => {
    const laser = 'Αποτρίχωση με laser διόδου, σε 6 έως 8 συνεδρίες, από γιατρό.';
    expect(
      contradictions('Αν είστε έγκυος, πείτε μας πριν από τη συνεδρία.', 'device-treatment', laser),
    ).toEqual([]);
    expect(contradictions('Πείτε μας για φάρμακα και αλλεργίες.', 'treatment', laser)).toEqual([]);
    expect(
      contradictions(
        'Αν η συσκευή βραχεί, ρωτήστε μας.',
        'device',
        'Συσκευή LED για το σπίτι με καλώδιο USB.',
      ),
    ).toEqual([]);
  });
});

describe('ideas said twice', () => {
  it('knows who performs it and «no hurry» in the writer’s words', () => {
    expect(ideasOf('Από την αρχή ως το τέλος, σας βλέπει δερματολόγος.')).toContain('performer');
    expect(ideasOf('Η θεραπεία γίνεται από δερματολόγο, στον χώρο μας.')).toContain('performer');
    expect(ideasOf('Δεν σας ζητάμε να αποφασίσετε βιαστικά· έχετε όλο τον χρόνο.')).toContain('no-hurry');
    expect(ideasOf('Δεν χρειάζεται να αποφασίσετε επί τόπου.')).toContain('no-hurry');
  });
});

describe('a purpose read from the description', () => {
  it('passes over a «για» that names only where («για την περιοχή των ματιών, για το πρήξιμο…»)', () => {
    const sheet = extractSheet({
      productName: 'Κρέμα Ματιών με Καφεΐνη',
      productDescription:
        'Ελαφριά κρέμα για την περιοχή των ματιών με καφεΐνη και πεπτίδια, για το πρήξιμο και τους μαύρους κύκλους.',
      categoryName: 'Περιποίηση ματιών',
      examplePosts: [],
    });
    expect(sheet.does).toBe('το πρήξιμο και τους μαύρους κύκλους');
  });
});

describe('what is no area claimed', () => {
  it('reads what a product keeps away from as no area it claims', () => {
    const gel = extractSheet({
      productName: 'Καθαριστικό Gel Προσώπου',
      categoryName: 'Καλλυντικά',
      productDescription: 'Gel καθαρισμού για το πρόσωπο. Αποφύγετε την περιοχή των ματιών.',
      examplePosts: [],
    });
    expect(unsupportedClaims('Αποφύγετε την περιοχή των ματιών.', gel)).toEqual([]);
    expect(unsupportedClaims('Εφαρμόζεται στην περιοχή των ματιών.', gel)).not.toEqual([]);
  });
});
