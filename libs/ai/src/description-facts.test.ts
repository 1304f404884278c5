import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';
import { descriptionLines } from './description-lines.ts';

/** Every sentence the description's facts are said in. */
const sentences = (description: string) =>
  descriptionFacts(description, 'Σύσφιξη Plus', 'device-treatment').map((line) => line.text);

describe('descriptionFacts', () => {
  it('names what a treatment is done with as a subject only in the nominative, its verb agreeing in number', () => {
    expect(sentences('Θεραπεία με ραδιοσυχνότητες για τη σύσφιξη του δέρματος.')).toContain(
      'Στη διαδικασία χρησιμοποιούνται ραδιοσυχνότητες.',
    );
    expect(sentences('Θεραπεία με ψηφιακό δερματοσκόπιο για τους σπίλους.')).toContain(
      'Στη διαδικασία χρησιμοποιείται ψηφιακό δερματοσκόπιο.',
    );
    const focused = sentences('Θεραπεία με εστιασμένους υπερήχους για τη σύσφιξη.');
    expect(focused).toContain('{Nom} γίνεται με εστιασμένους υπερήχους.');
    expect(focused.filter((text) => text.startsWith('Στη διαδικασία'))).toEqual([]);
  });

  it('keeps the complement of an adjective whole («πλάσμα πλούσιο σε αιμοπετάλια»)', () => {
    const said = sentences('Θεραπεία με πλάσμα πλούσιο σε αιμοπετάλια από το αίμα του ίδιου του ασθενούς.');
    expect(said.join(' ')).toContain('πλάσμα πλούσιο σε αιμοπετάλια');
    expect(said.some((text) => /πλούσιο\.$/u.test(text))).toBe(false);
  });

  it('never says a product is its own kind («η κρέμα είναι ελαφριά κρέμα»)', () => {
    const said = descriptionFacts(
      'Ελαφριά κρέμα για το πρήξιμο γύρω από τα μάτια.',
      'Κρέμα Ματιών',
      'cosmetic',
    ).map((line) => line.text);
    expect(said).toContain('Πρόκειται για ελαφριά κρέμα.');
    expect(said.filter((text) => /είναι ελαφριά κρέμα/u.test(text))).toEqual([]);
  });

  it('says what a thing withstands after the lead’s comma with a verb of any gender, and a size alone as its package', () => {
    const said = descriptionFacts(
      'Λεπτόρρευστη κρέμα για το σώμα, ανθεκτική στο νερό και τον ιδρώτα. 200 ml.',
      'Αντηλιακό Σώματος',
      'cosmetic',
    ).map((line) => line.text);
    expect(said).toContain('{Nom} αντέχει στο νερό και τον ιδρώτα.');
    expect(said).toContain('{Nom} κυκλοφορεί σε συσκευασία των 200 ml.');
    // A treatment withstands nothing: «ανθεκτικό» there is the trouble's («ανθεκτικό στη θεραπεία»).
    const treatment = descriptionFacts(
      'Κρυοθεραπεία για το χέρι, ανθεκτικό στις αλοιφές. Γίνεται από γιατρό.',
      'Κρυοθεραπεία',
      'treatment',
    ).map((line) => line.text);
    expect(treatment.filter((text) => /αντέχει/u.test(text))).toEqual([]);
  });

  it('reads a colon inside a model’s name («Nd:YAG») as no list and no steps', () => {
    const description = 'Αναζωογόνηση με laser Er:YAG από γιατρό στο ιατρείο, για τις λεπτές ρυτίδες.';
    const said = [
      ...sentences(description),
      ...descriptionLines(description, 'Η θεραπεία').map((line) => line.text),
    ];
    expect(said.filter((text) => /(?:^|[;✅] ?)YAG/u.test(text))).toEqual([]);
    expect(said.join(' ')).toContain('Er:YAG');
  });

  it('reads a package’s size with its decimal comma whole («Στικ 4,8 g»)', () => {
    const said = descriptionFacts(
      'Βάλσαμο χειλιών με SPF 30. Στικ 4,8 g.',
      'Βάλσαμο Χειλιών',
      'cosmetic',
    ).map((line) => line.text);
    expect(said).toContain('{Nom} κυκλοφορεί σε στικ 4,8 g.');
    expect(said.filter((text) => /στικ 4\.|(?:έχει|διαθέτει) 8 g/u.test(text))).toEqual([]);
  });

  it('says what a treatment is for when its lead says it with «ώστε να», the thing as the subject', () => {
    const said = descriptionFacts(
      'Ενέσεις ειδικού διαλύματος στις μικρές φλεβίτσες των ποδιών από γιατρό, ώστε να κλείσουν και να ξεθωριάσουν.',
      'Σκληροθεραπεία',
      'treatment',
    ).map((line) => line.text);
    expect(said).toContain('Στόχος είναι οι μικρές φλεβίτσες των ποδιών να κλείσουν και να ξεθωριάσουν.');
  });

  it('reads the number of sessions however the description orders «συνήθως» and «χρειάζονται»', () => {
    for (const description of [
      'Αφαίρεση τατουάζ με laser. Χρειάζονται συνήθως 5–10 συνεδρίες.',
      'Σκληροθεραπεία από γιατρό. Συνήθως 5–10 συνεδρίες με απόσταση 4 εβδομάδων.',
    ])
      expect(descriptionLines(description, 'Η θεραπεία').map((line) => line.text)).toContain(
        'Συνήθως χρειάζονται 5–10 συνεδρίες.',
      );
  });

  it('puts no product before a plural verb that has its own subject, and leaves no comma before a full stop', () => {
    const said = descriptionFacts(
      'Φωτοθεραπεία UVB. Γίνονται 2–3 συνεδρίες την εβδομάδα. Απλώνεται σε λεπτή στρώση για 10 λεπτά, και ξεπλένεται με νερό.',
      'Φωτοθεραπεία',
      'device-treatment',
    ).map((line) => line.text);
    expect(said).toContain('Γίνονται 2–3 συνεδρίες την εβδομάδα.');
    expect(said.filter((text) => /\{(?:Nom|kind)\} γίνονται|,\.|,\n/u.test(text))).toEqual([]);
  });

  it('says what a product contains after a verb, in the accusative the description gives, never after a colon', () => {
    const said = descriptionLines('Μάσκα με λευκή άργιλο και ψευδάργυρο για λιπαρό δέρμα.', 'Η μάσκα').map(
      (line) => line.text,
    );
    expect(said).toContain('Περιέχει λευκή άργιλο και ψευδάργυρο.');
    expect(said.filter((text) => /: λευκή άργιλο/u.test(text))).toEqual([]);
  });

  it('says the areas something is taken from, each after «σε», and an anaesthetic as what makes it comfortable', () => {
    const said = descriptionFacts(
      'Αφαίρεση κρεατοελιών από τον λαιμό, τις μασχάλες και τα βλέφαρα με διαθερμία, από δερματολόγο, με τοπική αναισθητική κρέμα.',
      'Αφαίρεση Κρεατοελιών με Διαθερμία',
      'treatment',
    ).map((line) => line.text);
    expect(said).toContain('{Nom} γίνεται στον λαιμό, στις μασχάλες και στα βλέφαρα.');
    // The means the name says («με διαθερμία») is passed over for the next one.
    expect(said).toContain('Για την άνεσή σας, χρησιμοποιούμε τοπική αναισθητική κρέμα.');
    expect(said.filter((text) => /γίνεται με (?:διαθερμία|τοπική)/u.test(text))).toEqual([]);
    // A person after «από» is who does it, not an area.
    expect(said).toContain('{Nom} γίνεται από δερματολόγο.');
  });

  it('says a visit’s length given in the genitive of its lead («Επίσκεψη 30 λεπτών»)', () => {
    const said = descriptionFacts(
      'Επίσκεψη 30 λεπτών με δερματολόγο για γυναίκες και άνδρες με τριχόπτωση: ιστορικό και κλινική εξέταση.',
      'Εκτίμηση Τριχόπτωσης',
      'consultation',
    ).map((line) => line.text);
    expect(said).toContain('{Nom} διαρκεί 30 λεπτά.');
    expect(said).toContain('Απευθύνεται σε γυναίκες και άνδρες με τριχόπτωση.');
  });

  it('says which of a concern the name names a treatment is for, without the kind’s noun before it', () => {
    const said = descriptionFacts(
      'Φωτοθεραπεία με μπλε φως LED για την ήπια και μέτρια φλεγμονώδη ακμή του προσώπου.',
      'Θεραπεία Ακμής με Μπλε Φως',
      'treatment',
    ).map((line) => line.text);
    expect(said).toContain('Ενδείκνυται για την ήπια και μέτρια φλεγμονώδη ακμή του προσώπου.');
    // A name that does not name the concern says it by what it does (does-phrase.ts), not twice.
    const prp = descriptionFacts(
      'Θεραπεία PRP για την τριχόπτωση και την πυκνότητα των μαλλιών, από γιατρό στο ιατρείο.',
      'PRP Μαλλιών',
      'treatment',
    ).map((line) => line.text);
    expect(prp.filter((text) => /Ενδείκνυται|Απευθύνεται/u.test(text))).toEqual([]);
  });

  it('reads a verb’s «με» as no means, a doctor’s recommendation as no feature, and a lead’s act or laser', () => {
    const meso = descriptionFacts(
      'Μικροενέσεις βιταμινών και αμινοξέων στο τριχωτό της κεφαλής για την τριχόπτωση που σχετίζεται με άγχος ή εποχή, από δερματολόγο.',
      'Μεσοθεραπεία Μαλλιών',
      'treatment',
    ).map((line) => line.text);
    expect(meso.filter((text) => /άγχος/u.test(text))).toEqual([]);
    expect(meso).toContain('Πρόκειται για μικροενέσεις βιταμινών και αμινοξέων στο τριχωτό της κεφαλής.');
    const laser = descriptionFacts(
      'Laser Nd:YAG για τις ευρυαγγείες της μύτης και των μάγουλων, από δερματολόγο. Για λίγες ώρες μετά μπορεί να υπάρχει ερυθρότητα.',
      'Laser Ευρυαγγειών Προσώπου',
      'device-treatment',
    ).map((line) => line.text);
    expect(laser).toContain('{Nom} γίνεται με laser Nd:YAG.');
    expect(laser).toContain('Ενδείκνυται για τις ευρυαγγείες της μύτης και των μάγουλων.');
    // «μετά» alone is after the session.
    expect(laser).toContain('Για λίγες ώρες μετά τη συνεδρία μπορεί να υπάρχει ερυθρότητα.');
    const balm = descriptionFacts(
      'Balm με centella asiatica και πανθενόλη για ξηρό δέρμα. Κατάλληλο και για μετά από peeling ή laser, με τη σύσταση του γιατρού.',
      'Καταπραϋντικό Balm Cica',
      'cosmetic',
    ).map((line) => line.text);
    expect(balm.filter((text) => /(?:έχει|διαθέτει|χαρακτηριστικά).*σύσταση/u.test(text))).toEqual([]);
    expect(balm).toContain('{Nom} ταιριάζει και μετά από peeling ή laser, με τη σύσταση του γιατρού.');
    const moles = descriptionFacts(
      'Εξέταση όλου του δέρματος με ψηφιακό δερματοσκόπιο από δερματολόγο, διάρκειας 40 λεπτών.',
      'Έλεγχος Σπίλων',
      'consultation',
    ).map((line) => line.text);
    expect(moles).toContain('{Nom} διαρκεί 40 λεπτά.');
    // In a sentence of sessions, «διάρκειας 20 λεπτών η καθεμία» is each session's length.
    const acne = descriptionFacts(
      'Φωτοθεραπεία με μπλε φως LED. Γίνεται σε 8 συνεδρίες, δύο την εβδομάδα, διάρκειας 20 λεπτών η καθεμία.',
      'Θεραπεία Ακμής με Μπλε Φως',
      'treatment',
    ).map((line) => line.text);
    expect(acne).toContain('Κάθε συνεδρία διαρκεί 20 λεπτά.');
    expect(acne).not.toContain('{Nom} διαρκεί 20 λεπτά.');
  });

  it('reads «όπως στους αγκώνες…» as examples of where, not as the areas a cream is for', () => {
    const said = descriptionFacts(
      'Ενυδατική κρέμα σώματος με ουρία 10% για πολύ ξηρό και τραχύ δέρμα, όπως στους αγκώνες και τα γόνατα.',
      'Κρέμα Ουρίας 10% για Σώμα',
      'cosmetic',
    ).map((line) => line.text);
    expect(said.filter((text) => /Σε ποια σημεία|απλώνεται στους/u.test(text))).toEqual([]);
    expect(said).toContain(
      '{Kind} ταιριάζει σε πολύ ξηρό και τραχύ δέρμα, όπως στους αγκώνες και τα γόνατα.',
    );
  });
});
