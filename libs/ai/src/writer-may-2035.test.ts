/**
 * The faults of two outside editors' readings of fresh months (May 2035: radiofrequency microneedling, a
 * cleansing oil, a scar consultation, an ingrown toenail treatment; 4.54/10. September 2035: a Q-switched
 * laser for spots, a ceramide cream, a seborrhoeic dermatitis visit, cryotherapy of actinic keratoses;
 * 4.11/10), each fixed over a month of the same products: a cleanser's use refused as a tautology for the
 * face its name says, what it does (a sentence opening with its verb) never said, the oiliness it removes read
 * as oily skin; a treatment's lead «Αντιμετώπιση του…» and its performer's long sentence never said; a
 * visit's talk of a treatment's sessions refused; the skin examined read as a word of «δερματίτιδα»; the
 * itch a visit's people often have read as its means («χρησιμοποιείται φαγούρα»); spots in a list of areas
 * narrowed to the face; «κηλίδες» filed as #πανάδες; the clinic's «Για μία εβδομάδα αποφεύγετε…» not read as
 * its aftercare; the table's length beside the description's own; a machine «set for you». And of a third
 * (June 2035: molluscum removal in children, an SPF 50+ stick, a vitiligo visit, daylight photodynamic
 * therapy; 3.50/10): «Στο τέλος σας εξηγεί…» said without the doctor, «Ο δερματολόγος μπορεί να χρειαστεί…»
 * with him; a one-session treatment booked by its «first session»; a child's infection filed under aesthetics;
 * no tag of vitiligo, molluscum or actinic keratoses.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';
import { readVisit } from './visit-phrases.ts';

const MICRONEEDLING = clinicProduct(
  'Ραδιοσυχνότητα με Μικροβελόνες',
  'Θεραπείες με Συσκευές',
  'Θεραπεία για ουλές ακμής, διευρυμένους πόρους και χαλάρωση του δέρματος στο πρόσωπο και τον λαιμό. Λεπτές μικροβελόνες εισχωρούν στο δέρμα και αποδίδουν ενέργεια ραδιοσυχνοτήτων σε ελεγχόμενο βάθος, ώστε να ενεργοποιηθεί η παραγωγή κολλαγόνου. Πριν από τη θεραπεία εφαρμόζεται τοπική αναισθητική κρέμα για 45 λεπτά. Η συνεδρία διαρκεί περίπου 30 λεπτά και γίνεται από τον δερματολόγο. Συνήθως χρειάζονται 3 συνεδρίες με απόσταση 4–6 εβδομάδων. Για 2–3 ημέρες μετά το δέρμα είναι κόκκινο και μπορεί να εμφανιστούν μικρές κουκκίδες. Για μία εβδομάδα αποφεύγετε τον ήλιο, τη σάουνα και το μακιγιάζ τις πρώτες 24 ώρες. Δεν γίνεται σε ενεργή ακμή, σε εγκυμοσύνη ή σε όσους έχουν βηματοδότη.',
);
const OIL = clinicProduct(
  'Λάδι Καθαρισμού Προσώπου',
  'Καλλυντικά Προσώπου',
  'Λάδι ντεμακιγιάζ με έλαιο jojoba και ηλιελαίου για όλους τους τύπους δέρματος, και για ευαίσθητο. Διαλύει το μακιγιάζ, το αντηλιακό και τη λιπαρότητα χωρίς τρίψιμο. Εφαρμόζεται σε στεγνό πρόσωπο με στεγνά χέρια, με απαλό μασάζ για ένα λεπτό· μετά προσθέτετε λίγο νερό ώστε να γίνει γαλάκτωμα και ξεπλένετε. Μπορεί να ακολουθήσει ήπιος καθαριστικός αφρός. Δεν περιέχει άρωμα. Συσκευασία 150 ml.',
);
const SCARS = clinicProduct(
  'Συμβουλευτική Επίσκεψη για Ουλές',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη με τη δερματολόγο για όσους έχουν ουλές από ακμή, χειρουργείο, τραυματισμό ή εγκαύματα. Εξετάζουμε τον τύπο της ουλής (ατροφική, υπερτροφική, χηλοειδής), την ηλικία της και το χρώμα του δέρματος και φωτογραφίζουμε την περιοχή με τη συγκατάθεσή σας για να συγκρίνουμε αργότερα. Συζητάμε τις επιλογές θεραπείας, πόσες συνεδρίες μπορεί να χρειαστούν και τι να περιμένετε ρεαλιστικά. Διαρκεί περίπου 30 λεπτά. Φέρτε μαζί σας ό,τι θεραπείες έχετε κάνει ως τώρα.',
);
const INGROWN = clinicProduct(
  'Θεραπεία Ονυχοκρύπτωσης',
  'Θεραπείες στο Ιατρείο',
  'Αντιμετώπιση του νυχιού που μπαίνει στο δέρμα (νύχι που «χώνεται»), συνήθως στο μεγάλο δάχτυλο του ποδιού. Ο δερματολόγος αφαιρεί το τμήμα του νυχιού που πιέζει το δέρμα με τοπική αναισθησία και, όταν το πρόβλημα επανέρχεται, καυτηριάζει τη ρίζα εκείνου του τμήματος με φαινόλη ώστε να μην ξαναμεγαλώσει εκεί. Η πράξη διαρκεί περίπου 30 λεπτά και φεύγετε περπατώντας. Για 2 εβδομάδες χρειάζονται καθημερινές αλλαγές με αντισηπτικό και φαρδιά παπούτσια. Δεν γίνεται όταν υπάρχει σοβαρή κυκλοφοριακή πάθηση των ποδιών χωρίς ιατρική εκτίμηση.',
);
const SPOTS_LASER = clinicProduct(
  'Laser Q-switched για Κηλίδες',
  'Θεραπείες με Συσκευές',
  'Θεραπεία με laser Q-switched για ηλιακές κηλίδες και φακίδες στο πρόσωπο, τα χέρια και το ντεκολτέ. Η δέσμη του laser διασπά τη χρωστική σε πολύ μικρά σωματίδια που απομακρύνει σταδιακά ο οργανισμός. Η συνεδρία διαρκεί 10–20 λεπτά, ανάλογα με την έκταση, και προκαλεί αίσθηση σαν τσίμπημα λαστιχάκι. Οι κηλίδες σκουραίνουν και σε 7–10 ημέρες πέφτουν σαν λεπτή κρούστα. Συνήθως αρκούν 1–3 συνεδρίες με απόσταση 6 εβδομάδων. Δεν γίνεται σε μαυρισμένο δέρμα· για 4 εβδομάδες πριν και μετά αποφεύγετε τον ήλιο και βάζετε αντηλιακό SPF 50 κάθε πρωί. Πριν από κάθε θεραπεία ο δερματολόγος εξετάζει την κηλίδα με δερματοσκόπιο.',
);
const CERAMIDES = clinicProduct(
  'Ενυδατική Κρέμα με Κεραμίδια',
  'Καλλυντικά Σώματος',
  'Πλούσια κρέμα για ξηρό και πολύ ξηρό δέρμα σε πρόσωπο και σώμα, κατάλληλη για ενήλικες και παιδιά από 3 ετών. Περιέχει κεραμίδια, γλυκερίνη και 5% ουρία, που βοηθούν το δέρμα να κρατά την υγρασία του. Απλώνεται μία ή δύο φορές την ημέρα, ιδανικά μέσα σε τρία λεπτά μετά το μπάνιο, σε ελαφρώς νωπό δέρμα. Απορροφάται γρήγορα και δεν λερώνει τα ρούχα. Χωρίς άρωμα και χρωστικές. Συσκευασία 400 ml με αντλία.',
);
const SEBORRHOEIC = clinicProduct(
  'Επίσκεψη για Σμηγματορροϊκή Δερματίτιδα',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους έχουν κοκκίνισμα και λέπια στο τριχωτό της κεφαλής, στα φρύδια, γύρω από τη μύτη ή πίσω από τα αυτιά, συχνά με φαγούρα. Ο δερματολόγος εξετάζει το δέρμα, ρωτά πότε χειροτερεύει (άγχος, χειμώνας, κούραση) και ξεχωρίζει τη σμηγματορροϊκή δερματίτιδα από την ψωρίαση ή τη ροδόχρου. Στο τέλος σας δίνει γραπτό πλάνο περιποίησης για τις εξάρσεις και για τα διαστήματα που το δέρμα είναι ήρεμο. Η επίσκεψη διαρκεί περίπου 20 λεπτά. Η κατάσταση δεν μεταδίδεται και δεν οφείλεται σε κακή υγιεινή.',
);
const ACTINIC = clinicProduct(
  'Κρυοθεραπεία Ακτινικών Υπερκερατώσεων',
  'Θεραπείες στο Ιατρείο',
  'Αφαίρεση ακτινικών υπερκερατώσεων, των τραχιών κόκκινων σημείων που εμφανίζονται μετά από χρόνια έκθεση στον ήλιο, κυρίως στο πρόσωπο, στο τριχωτό και στη ράχη των χεριών. Ο δερματολόγος ψεκάζει υγρό άζωτο σε κάθε σημείο για λίγα δευτερόλεπτα· δεν χρειάζεται αναισθησία. Το σημείο κοκκινίζει, μπορεί να κάνει μικρή φουσκάλα και σε 1–3 εβδομάδες πέφτει σαν κρούστα. Η πράξη κρατά λίγα λεπτά. Οι ακτινικές υπερκερατώσεις θέλουν παρακολούθηση, γι’ αυτό σας ξαναβλέπουμε σε 3 μήνες και μετά κάθε χρόνο.',
);
const MOLLUSCUM = clinicProduct(
  'Αφαίρεση Μολυσματικής Τέρμινθου',
  'Θεραπείες στο Ιατρείο',
  'Αφαίρεση των μικρών, λείων, στρογγυλών εξογκωμάτων της μολυσματικής τέρμινθου, μιας ιογενούς λοίμωξης του δέρματος που είναι συχνή στα παιδιά. Ο δερματολόγος αφαιρεί κάθε εξόγκωμα με ειδικό ξέστρο (curette) αφού εφαρμόσει αναισθητική κρέμα για μία ώρα, ώστε το παιδί να μη νιώθει πόνο. Η πράξη κρατά 10–15 λεπτά, ανάλογα με τον αριθμό των βλαβών. Μπορεί να χρειαστεί δεύτερη επίσκεψη αν εμφανιστούν νέες. Για να μη μεταδοθεί, το παιδί έχει δική του πετσέτα και αποφεύγει το ξύσιμο.',
);
const SUN_STICK = clinicProduct(
  'Αντηλιακό Stick SPF 50+ για Μύτη και Αυτιά',
  'Αντηλιακά',
  'Αντηλιακό σε μορφή stick με υψηλή προστασία SPF 50+ και προστασία UVA, για τα σημεία που καίγονται πιο εύκολα: μύτη, αυτιά, χείλη, ζυγωματικά και ουλές. Είναι ανθεκτικό στο νερό και τον ιδρώτα και δεν αφήνει λευκό ίχνος. Περνάτε το stick 2–3 φορές στο ίδιο σημείο πριν την έκθεση και το ξαναβάζετε κάθε δύο ώρες και μετά το κολύμπι. Μικρό μέγεθος 9 g για την τσέπη ή την τσάντα της θάλασσας.',
);
const VITILIGO = clinicProduct(
  'Επίσκεψη για Λεύκη',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους παρατηρούν λευκές κηλίδες στο δέρμα που μεγαλώνουν ή αλλάζουν. Ο δερματολόγος εξετάζει το δέρμα και με λυχνία Wood, που δείχνει καθαρά τα σημεία χωρίς χρωστική, και ρωτά για το οικογενειακό ιστορικό και για άλλες παθήσεις, όπως του θυρεοειδή. Αν χρειάζεται, ζητά αιματολογικές εξετάσεις. Στο τέλος σας εξηγεί τις επιλογές, από τοπικές θεραπείες ως φωτοθεραπεία, και πώς να προστατεύετε τα λευκά σημεία από τον ήλιο. Διαρκεί περίπου 30 λεπτά.',
);
const DAYLIGHT_PDT = clinicProduct(
  'Φωτοδυναμική Θεραπεία με Φως Ημέρας',
  'Θεραπείες με Συσκευές',
  'Θεραπεία για πολλές ακτινικές υπερκερατώσεις στο πρόσωπο και στο τριχωτό, σε μία συνεδρία. Στο ιατρείο καθαρίζουμε την περιοχή, εφαρμόζουμε αντηλιακό χωρίς ανόργανα φίλτρα και μια φωτοευαισθητοποιό κρέμα. Μετά από 30 λεπτά βγαίνετε έξω, στο φως της ημέρας, για δύο ώρες, ακόμη και με συννεφιά. Είναι λιγότερο επώδυνη από τη φωτοδυναμική με λάμπα. Για 2 ημέρες μετά μένετε μακριά από τον ήλιο· η περιοχή κοκκινίζει και ξεφλουδίζει για περίπου μία εβδομάδα. Γίνεται από τον Μάρτιο ως τον Οκτώβριο, όταν το φως είναι αρκετό.',
);
const may = clinicMonth('2035-05', 28, [MICRONEEDLING, OIL, SCARS, INGROWN]);
const september = clinicMonth('2035-09', 28, [SPOTS_LASER, CERAMIDES, SEBORRHOEIC, ACTINIC]);
const june = clinicMonth('2035-06', 28, [MOLLUSCUM, SUN_STICK, VITILIGO, DAYLIGHT_PDT]);
const all = (product: typeof OIL) =>
  [...textsOf(may, product), ...textsOf(september, product), ...textsOf(june, product)].join('\n');

describe('a cleanser said as it is used', () => {
  it('says its use on a dry face and what it dissolves, with the oil as the subject', () => {
    expect(all(OIL)).toMatch(/εφαρμόζεται σε στεγνό πρόσωπο με στεγνά χέρια/u);
    expect(all(OIL)).toMatch(/λάδι(?: καθαρισμού προσώπου)? διαλύει το μακιγιάζ/u);
  });

  it('gives it no oily skin from the oiliness it removes, and no routine on clean skin', () => {
    expect(extractSheet({ ...OIL }).properties).not.toContain('oily');
    expect(all(OIL)).not.toMatch(/τάση λιπαρότητας|από καθαρό δέρμα|σε καθαρό δέρμα/u);
  });
});

describe('a treatment and a visit said from their own sentences', () => {
  it('says what the ingrown toenail treatment is and what the dermatologist does', () => {
    expect(all(INGROWN)).toMatch(/Πρόκειται για την αντιμετώπιση του νυχιού που μπαίνει στο δέρμα/u);
    expect(all(INGROWN)).toMatch(/ο δερματολόγος αφαιρεί το τμήμα του νυχιού που πιέζει το δέρμα/iu);
  });

  it('files the ingrown toenail as a medical purpose', () => {
    expect(all(INGROWN)).toMatch(/#ονυχοκρύπτωση/u);
    expect(all(INGROWN)).not.toMatch(/#αισθητικήιατρική/u);
  });

  it('says what the scar visit discusses, sessions and all', () => {
    expect(all(SCARS)).toMatch(/Συζητάμε τις επιλογές θεραπείας, πόσες συνεδρίες/u);
  });

  it('says what the dermatologist looks at in a dermatitis visit, the skin not a word of its name', () => {
    expect(all(SEBORRHOEIC)).toMatch(/ξεχωρίζει τη σμηγματορροϊκή δερματίτιδα από την ψωρίαση/u);
  });

  it('reads the itch its people often have as no means, and the written plan as what they leave with', () => {
    expect(all(SEBORRHOEIC)).not.toMatch(/χρησιμοποιείται φαγούρα/u);
    expect(readVisit(SEBORRHOEIC.productDescription).leavesWith).toBe(
      'γραπτό πλάνο περιποίησης για τις εξάρσεις',
    );
  });
});

describe('a device treatment of spots', () => {
  it('keeps the areas of a list apart from what it is for', () => {
    expect(extractSheet({ ...SPOTS_LASER }).does).toBe('ηλιακές κηλίδες και φακίδες');
    expect(all(SPOTS_LASER)).not.toMatch(/για (?:τις )?φακίδες στο πρόσωπο/u);
  });

  it("files spots as spots, not as melasma's «πανάδες»", () => {
    expect(all(SPOTS_LASER)).toMatch(/#κηλίδες|#ηλιακέςκηλίδες/u);
    expect(all(SPOTS_LASER)).not.toMatch(/#πανάδες/u);
  });
});

describe('radiofrequency microneedling as its description says', () => {
  it("gives the clinic's own care and length, not the table's, and sets no machine", () => {
    expect(all(MICRONEEDLING)).toMatch(/Για μία εβδομάδα αποφεύγετε τον ήλιο/u);
    expect(all(MICRONEEDLING)).not.toMatch(/λιγότερο από μία ώρα|ρυθμίζουμε το μηχάνημα/u);
  });
});

describe('the June 2035 reading', () => {
  it('gives the doctor to a verb after its clitic, and to no verb of no one', () => {
    expect(all(VITILIGO)).toMatch(/ο δερματολόγος σάς εξηγεί τις επιλογές/u);
    expect(all(MOLLUSCUM)).not.toMatch(/Ο δερματολόγος μπορεί να χρειαστεί/u);
  });

  it('books a treatment of one session by no «first» session', () => {
    expect(all(DAYLIGHT_PDT)).not.toMatch(/πρώτη (?:σας )?συνεδρία/u);
  });

  it("files a child's infection, vitiligo and actinic keratoses under themselves, none under aesthetics", () => {
    expect(all(MOLLUSCUM)).toMatch(/#μολυσματικήτέρμινθος/u);
    expect(all(VITILIGO)).toMatch(/#λεύκη/u);
    expect(all(DAYLIGHT_PDT)).toMatch(/#ακτινικήυπερκεράτωση/u);
    for (const product of [MOLLUSCUM, VITILIGO, DAYLIGHT_PDT])
      expect(all(product)).not.toMatch(/#αισθητική/u);
  });
});
