/**
 * A fresh month (April 2037: the removal of a lipoma, a tranexamic acid serum, a visit for alopecia areata, an
 * Er:YAG laser for the wrinkles round the eyes), read before an outside editor: «η επίσκεψη γίνεται
 * τριχοσκόπηση» for a description's «Γίνεται τριχοσκόπηση», whose subject is the examination; the shedding
 * after a birth or a fever (telogen effluvium) told of alopecia areata, another condition; a laser the
 * description prefers «από τον Νοέμβριο ως τον Μάρτιο» booked in April as any other month; the dermatologist
 * who does the visit said twice in one post; a tip of one product's post («Σημειώστε τις απορίες σας στο
 * κινητό…») said again the next day in another's, when a post written again to say more was told only its
 * own product's posts.
 *
 * Then read by an outside editor (2026-12-03): 4.9/10 on average (the lipoma 5.1, the serum 5.1, the visit 5.1,
 * the laser 4.3), 1 post of 28 at 7 or more, 4 below 4, no invented fact. What the tests below hold of it: a
 * name's ingredient said again as news («ορό με τρανεξαμικό οξύ 3%. Στα συστατικά θα βρείτε τρανεξαμικό οξύ
 * 3%…»); a visit «done by» its doctor and a visit one «thinks about»; an invitation in on Good Friday; a laser
 * out of season booked «από τον Νοέμβριο», read as «call in November»; a «programme» for one or two sessions;
 * the doctor who «supervises» the team; a naming sentence said again four days on when the month had used
 * them all.
 */
import { describe, expect, it } from 'vitest';
import { repeatedIdeas } from './sentence-checks.ts';
import { CLINIC, clinicMonth, clinicProduct, proseOf, textsOf } from './testing/clinic-month.ts';
import { sentencesOf } from './variety.ts';

const LIPOMA = clinicProduct(
  'Αφαίρεση Λιπώματος',
  'Μικροεπεμβάσεις',
  'Χειρουργική αφαίρεση μικρών λιπωμάτων (καλοήθων όγκων λίπους κάτω από το δέρμα) με τοπική αναισθησία, στο ιατρείο. Η επέμβαση διαρκεί 30–45 λεπτά. Μπαίνουν ράμματα που αφαιρούνται σε 7–10 ημέρες. Ο ιστός στέλνεται για ιστολογική εξέταση. Πριν από την επέμβαση γίνεται επίσκεψη εκτίμησης και, αν χρειάζεται, υπερηχογράφημα.',
);
const TRANEXAMIC = clinicProduct(
  'Ορός με Τρανεξαμικό Οξύ 3%',
  'Ορροί Προσώπου',
  'Ορός προσώπου με τρανεξαμικό οξύ 3% και νιασιναμίδη 4% για κηλίδες και μέλασμα. Εφαρμόζεται πρωί και βράδυ σε καθαρό δέρμα, πριν από την ενυδατική κρέμα. Το πρωί ακολουθεί πάντα αντηλιακό. Τα πρώτα αποτελέσματα φαίνονται συνήθως μετά από 8–12 εβδομάδες. Φιάλη 30 ml με σταγονόμετρο.',
);
const ALOPECIA = clinicProduct(
  'Επίσκεψη για Γυροειδή Αλωπεκία',
  'Επισκέψεις',
  'Εξέταση από δερματολόγο για γυροειδή αλωπεκία (κυκλικές περιοχές χωρίς μαλλιά στο κεφάλι, τα γένια ή τα φρύδια). Γίνεται τριχοσκόπηση και, όπου χρειάζεται, αιματολογικές εξετάσεις για τον θυρεοειδή. Η επίσκεψη διαρκεί περίπου 30 λεπτά. Συζητάμε τις θεραπευτικές επιλογές ανάλογα με την έκταση. Φέρτε φωτογραφίες από την αρχή του προβλήματος.',
);
const ERBIUM = clinicProduct(
  'Laser Er:YAG για Ρυτίδες Ματιών',
  'Θεραπείες Laser',
  'Laser ερβίου (Er:YAG) για λεπτές ρυτίδες γύρω από τα μάτια. Γίνεται με τοπική αναισθητική κρέμα, σε 1–2 συνεδρίες με απόσταση 2 μηνών. Για 5–7 ημέρες υπάρχει κοκκινίλα και πρήξιμο και το δέρμα ξεφλουδίζει. Προτιμάται από τον Νοέμβριο ως τον Μάρτιο, μακριά από τον ήλιο. Δεν γίνεται σε μαυρισμένο δέρμα.',
);

const april = clinicMonth('2037-04', 28, [LIPOMA, TRANEXAMIC, ALOPECIA, ERBIUM]);

describe('April 2037, read before an outside editor', () => {
  it('says what a visit examines with the examination as its subject, never «η επίσκεψη γίνεται τριχοσκόπηση»', () => {
    const said = textsOf(april, ALOPECIA).join('\n');
    expect(said).not.toMatch(
      /(?:^|\s)[Ηη] (?:επίσκεψη|εκτίμηση|εξέταση)(?: για γυροειδή αλωπεκία)? γίνεται τριχοσκόπηση/mu,
    );
    expect(said).toMatch(/γίνεται τριχοσκόπηση/u);
  });

  it('tells of alopecia areata what it is, never the shedding after a birth or a fever', () => {
    const said = textsOf(april, ALOPECIA).join('\n');
    expect(said).not.toMatch(/τοκετ|πυρετ|50 έως 100 τρίχες/u);
    expect(said).toMatch(/αυτοάνοσ|δεν μεταδίδεται|μπαλώματα/u);
    expect(said).toMatch(/#γυροειδήςαλωπεκία/u);
  });

  it('books a laser preferred from November to March from November, in April', () => {
    const actions = textsOf(april, ERBIUM)
      .map((text) => text.split('\n\n').find((paragraph) => paragraph.startsWith('📞')))
      .filter(Boolean);
    expect(actions.length).toBeGreaterThan(2);
    for (const action of actions) expect(action).toMatch(/από τον Νοέμβριο/u);
  });

  it('says who performs the visit, and that it asks the history, once a post', () => {
    expect(
      repeatedIdeas('Όλη τη διαδικασία την αναλαμβάνει δερματολόγος. Ο δερματολόγος σάς εξετάζει ο ίδιος.'),
    ).toHaveLength(1);
    expect(
      repeatedIdeas(
        'Η επίσκεψη ξεκινά από το ιστορικό σας. Θα σας ρωτήσουμε για το ιστορικό σας και θα σας εξηγήσουμε όσα βλέπουμε.',
      ),
    ).toHaveLength(1);
    for (const post of april)
      expect(repeatedIdeas(post.text, CLINIC.signature), `${post.date}\n${post.text}`).toEqual([]);
  });

  it('says no sentence of a post again in the six posts after it, whichever product they are of', () => {
    const said = april.map((post) => sentencesOf(proseOf(post.text)));
    for (const [day, sentences] of said.entries())
      for (const earlier of said.slice(Math.max(0, day - 6), day))
        expect(
          sentences.filter((sentence) => earlier.includes(sentence)),
          april[day]!.date,
        ).toEqual([]);
  });

  it('says of what a serum contains only what its name does not, once a post', () => {
    for (const text of textsOf(april, TRANEXAMIC)) {
      expect(text).not.toMatch(/(?:περιέχει|θα βρείτε|συνδυάζει)\s+τρανεξαμικό οξύ/u);
      expect(text.match(/νιασιναμίδη 4%/gu)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(textsOf(april, TRANEXAMIC).join('\n')).toMatch(/περιέχει (?:επίσης )?νιασιναμίδη 4%/u);
  });

  it('has the doctor examine at a visit, which nobody «thinks about», and invites nobody in on Good Friday', () => {
    const visit = textsOf(april, ALOPECIA).join('\n');
    expect(visit).not.toMatch(/[Εε]πίσκεψη[^.]*γίνεται από δερματολόγο|σκέφτ\p{L}+ την επίσκεψη/u);
    const goodFriday = april.find((post) => post.date === '2037-04-03')!.text;
    expect(goodFriday).not.toMatch(/πρώτη φορά|[Ππ]ρώτη επίσκεψη|[Σσ]ας περιμένουμε|📞/u);
  });

  it('books a laser out of season from November on, with no programme of sessions and no supervising doctor', () => {
    const laser = textsOf(april, ERBIUM).join('\n');
    expect(laser).toMatch(/από τον Νοέμβριο και μετά/u);
    expect(laser).not.toMatch(/πρόγραμμά σας, για|επιβλέπει/u);
    expect(april.map((post) => post.text).join('\n')).not.toMatch(/επιβλέπει/u);
  });
});
