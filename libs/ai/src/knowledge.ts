/**
 * What a clinic's common actives, treatments and devices are and how they work, in a few neutral Greek
 * sentences each: no promise, no result, nothing the medical advertising gate refuses. The writer says
 * them only of a product whose name or description names the active or treatment (the sheet's rule:
 * facts are read, never guessed), and each sentence still passes the product's own sheet checks.
 *
 * Sources (read for what each thing is and does, not copied):
 * - American Academy of Dermatology: chemical peels (https://www.aad.org/public/cosmetic/younger-looking/chemical-peels),
 *   laser hair removal (https://www.aad.org/public/cosmetic/hair-removal/laser-hair-removal),
 *   microneedling (https://www.aad.org/public/cosmetic/younger-looking/microneedling),
 *   fillers (https://www.aad.org/public/cosmetic/younger-looking/fillers),
 *   PRP for hair loss (https://www.aad.org/public/diseases/hair-loss/treatment/prp),
 *   sunscreen FAQs and tinted sunscreen (https://www.aad.org/media/stats-sunscreen,
 *   https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/understand-sunscreen-labels),
 *   retinoids (https://www.aad.org/public/everyday-care/skin-care-secrets/anti-aging/retinoid),
 *   checking your skin for moles (https://www.aad.org/public/diseases/skin-cancer/find/check-skin),
 *   noninvasive fat removal and cryolipolysis (https://www.aad.org/public/cosmetic/fat-removal/noninvasive-fat-removal).
 * - British Association of Dermatologists patient leaflets: sunscreen
 *   (https://www.bad.org.uk/patient-information-leaflets/), moles and mole checks, laser and IPL.
 * - DermNet (https://dermnetnz.org/topics/): mesotherapy, ceramides, glycerin, panthenol, alpha hydroxy acids, lactic acid, glycolic acid, mandelic acid,
 *   salicylic acid, vitamin C (ascorbic acid), niacinamide, hyaluronic acid, dermal fillers, platelet-rich
 *   plasma, microneedling, chemical peels, intense pulsed light, radiofrequency, dermoscopy and mole mapping
 *   (digital dermoscopy / total body photography), sunscreens (organic and inorganic filters, iron oxides
 *   and visible light).
 * - US FDA, Sunscreen: how to help protect your skin from the sun (SPF measures UVB; broad spectrum, UVA).
 * - Urea in creams for dry skin and the heels (https://podiatryfaq.com/knowledge-base/what-is-the-best-concentration-of-urea-for-a-good-foot-cream/):
 *   dry skin lacks urea; below about 20% it draws water into the skin and keeps it soft, above it mostly
 *   loosens hard skin.
 * - American Academy of Dermatology, dry and chapped lips
 *   (https://www.aad.org/public/everyday-care/skin-care-basics/dry/chapped-lips): licking dries them, a
 *   balm through the day and before bed, with SPF outdoors, a humidifier, a dermatologist for lips that do
 *   not heal; lips have no oil glands of their own.
 */
import type { ProductKind } from './product-facts.ts';
import { AFTER_AN_ACT, plain } from './product-facts.ts';
import type { ProductSheet, Property } from './product-sheet.ts';

export type KnownThing = {
  id: string;
  /** Read on the plain (lower case, unaccented) name, category and description. */
  named: RegExp;
  /** Only for these kinds of product (a filler is not a cream with hyaluronic acid). */
  kinds?: readonly ProductKind[];
  /** Only for a product whose sheet holds this property (a sunscreen's filters need its sun protection). */
  needs?: Property;
  /** Its own hashtag, the one people search for the treatment or active (first among the post's). */
  tag: string;
  /** What it is and how it works. */
  about: readonly string[];
  /** What to do after it or while using it: said in an aftercare post or as advice. */
  after: readonly string[];
  /**
   * What is said only of a product a person uses at home (a cream with the active, not a peel with it at
   * the clinic): how often, how to start, what the package says.
   */
  atHome?: { about?: readonly string[]; after?: readonly string[] };
  /** Myths about it and their truths («Μύθος: …\nΑλήθεια: …»), said in a post of myths before general ones. */
  myths?: readonly string[];
  /** Not said of a product whose texts name this too (a mole mapping is not a general dermatology visit). */
  unless?: RegExp;
};

const TREATED: readonly ProductKind[] = ['treatment', 'device-treatment'];

/** A product that is a check of moles: their mapping, a check named so, or a dermatoscope on them. */
const MOLE_CHECK =
  /χαρτογραφησ|\bmoles?\b|(?:ελεγχ|εξετασ)\S*\s+(?:των\s+|του\s+)?σπιλ|σπιλ[^.]*δερματοσκοπ|δερματοσκοπ[^.]*σπιλ/u;

/** The table, treatments and devices before actives: the first match gives the post's first hashtag. */
export const KNOWLEDGE: readonly KnownThing[] = [
  {
    id: 'prp',
    named: /\bprp\b|πλασμα πλουσιο|αιμοπεταλι|platelet/u,
    kinds: TREATED,
    tag: '#PRP',
    about: [
      'Το PRP είναι πλάσμα πλούσιο σε αιμοπετάλια, που λαμβάνεται από λίγο δικό σας αίμα.',
      'Για το PRP παίρνουμε μια μικρή ποσότητα αίματος, όπως σε μια απλή αιμοληψία.',
      'Το αίμα μπαίνει σε φυγόκεντρο, που ξεχωρίζει το πλάσμα με τα αιμοπετάλια από τα υπόλοιπα συστατικά του.',
      'Το πλάσμα ετοιμάζεται την ίδια μέρα, από το δικό σας αίμα, λίγο πριν χρησιμοποιηθεί.',
      'Τα αιμοπετάλια είναι μικρά σωματίδια του αίματος που παίρνουν μέρος στην πήξη και στην επούλωση των ιστών.',
      'Το PRP γίνεται σε σειρά συνεδριών, με διάστημα μερικών εβδομάδων ανάμεσά τους.',
      'Πριν από το PRP, πείτε μας αν παίρνετε αντιπηκτικά ή ασπιρίνη.',
      'Το PRP δεν ταιριάζει σε όλους· αν έχετε κάποιο πρόβλημα με το αίμα, το συζητάμε πριν από οτιδήποτε.',
    ],
    after: [
      'Μετά από μια συνεδρία PRP, μην λούσετε τα μαλλιά σας για λίγες ώρες, όπως θα σας πούμε στο ιατρείο.',
      'Το ίδιο βράδυ αποφύγετε τη σάουνα, το πολύ ζεστό νερό και την έντονη άσκηση.',
      'Ένα ελαφρύ σφίξιμο ή ευαισθησία στο σημείο τις πρώτες ώρες είναι συνηθισμένα.',
    ],
  },
  {
    id: 'microneedling',
    named: /microneedling|μικροβελον|dermapen|dermaroller/u,
    kinds: TREATED,
    tag: '#microneedling',
    about: [
      'Στο microneedling μια συσκευή με πολύ λεπτές βελόνες ανοίγει μικροσκοπικά κανάλια στην επιφάνεια του δέρματος.',
      'Το δέρμα απαντά σε αυτά τα μικροσκοπικά κανάλια με τη δική του διαδικασία επούλωσης.',
      'Το βάθος των βελονών ρυθμίζεται κάθε φορά ανάλογα με το σημείο και το δέρμα.',
      'Πριν ξεκινήσει το microneedling, στο σημείο απλώνεται αναισθητική κρέμα.',
      'Το microneedling γίνεται συνήθως σε σειρά συνεδριών, με απόσταση μερικών εβδομάδων.',
      'Οι βελόνες είναι αποστειρωμένες και μιας χρήσης, για κάθε συνεδρία καινούργιες.',
      'Μια συνεδρία microneedling στο πρόσωπο κρατά συνήθως λιγότερο από μία ώρα, μαζί με την προετοιμασία.',
    ],
    after: [
      'Μετά το microneedling το δέρμα είναι συνήθως κόκκινο για μία ή δύο μέρες, σαν από έντονο ήλιο.',
      'Τις πρώτες μέρες μετά αφήνουμε το μακιγιάζ, τα οξέα και τη ρετινόλη, και προτιμάμε ήπιο καθαρισμό.',
      'Τις επόμενες εβδομάδες, αντηλιακό κάθε πρωί και όχι παρατεταμένη έκθεση στον ήλιο.',
    ],
  },
  {
    id: 'laser-hair',
    // Not electrolysis, whose description may name the laser it is an alternative to; a diode or an
    // alexandrite only where the texts speak of hair (an alexandrite for freckles removes no hair).
    named:
      /^(?![\s\S]*(?:ηλεκτρολυσ|electrolysis))[\s\S]*?(?:(?:laser|λειζερ)[^.]*αποτριχ|αποτριχ[^.]*(?:laser|λειζερ)|(?=[\s\S]*(?:αποτριχ|τριχοφυ|hair)|[\s\S]*(?<!\p{L})τριχ(?:εσ|ων|α)(?!\p{L}))(?:\bdiode\b|διοδου|αλεξανδριτ|alexandrite))/u,
    kinds: TREATED,
    tag: '#αποτρίχωση',
    about: [
      'Το laser αποτρίχωσης βρίσκει τη μελανίνη, τη χρωστική της τρίχας, και με τη θερμότητα αποδυναμώνει τον θύλακα.',
      'Επειδή το laser βρίσκει την τρίχα από τη χρωστική της, οι πολύ ανοιχτόχρωμες, γκρίζες ή λευκές τρίχες δεν ανταποκρίνονται.',
      'Οι τρίχες δεν βρίσκονται όλες στην ίδια φάση ανάπτυξης, γι’ αυτό χρειάζεται σειρά συνεδριών με απόσταση μερικών εβδομάδων.',
      'Κάθε laser αποτρίχωσης έχει το δικό του μήκος κύματος, που επιλέγεται ανάλογα με το δέρμα και την τρίχα.',
      'Το laser διόδου εκπέμπει φως γύρω στα 800 nm, ένα μήκος κύματος που απορροφά η μελανίνη της τρίχας.',
      'Το laser αλεξανδρίτη εκπέμπει φως στα 755 nm, ένα μήκος κύματος που απορροφά έντονα η μελανίνη της τρίχας.',
      'Πριν από τη συνεδρία η περιοχή ξυρίζεται, ενώ κερί και τσιμπιδάκι δεν χρησιμοποιούνται τις προηγούμενες εβδομάδες.',
      'Κατά τη συνεδρία φοράτε ειδικά γυαλιά, γιατί το φως του laser δεν πρέπει να φτάσει στα μάτια.',
      'Στις περισσότερες συσκευές, μια κεφαλή ψύξης δροσίζει το δέρμα την ώρα της βολής.',
    ],
    after: [
      'Μετά τη συνεδρία, η περιοχή μένει μακριά από ήλιο και σολάριουμ για μερικές μέρες.',
      'Ένα ελαφρύ κοκκίνισμα γύρω από τις τρίχες τις πρώτες ώρες είναι συνηθισμένο.',
      'Ανάμεσα στις συνεδρίες, μόνο ξύρισμα: όχι κερί, όχι τσιμπιδάκι.',
    ],
  },
  {
    id: 'ipl',
    named: /\bipl\b|παλμικο φωσ|παλμικου φωτοσ/u,
    kinds: TREATED,
    tag: '#IPL',
    about: [
      'Το IPL δεν είναι laser: εκπέμπει έντονο παλμικό φως σε πολλά μήκη κύματος μαζί.',
      'Με φίλτρα επιλέγεται κάθε φορά το φως που ταιριάζει στη συγκεκριμένη θεραπεία.',
      'Κατά τη συνεδρία IPL φοράτε ειδικά γυαλιά που προστατεύουν τα μάτια από το φως.',
    ],
    after: ['Μετά από μια συνεδρία IPL, αποφεύγουμε τον ήλιο και το σολάριουμ για μερικές μέρες.'],
  },
  {
    id: 'peel',
    named: /peeling|πιλινγκ|χημικη απολεπιση|χημικησ απολεπισησ/u,
    kinds: TREATED,
    tag: '#peeling',
    about: [
      'Στο χημικό peeling απλώνεται στο δέρμα ένα διάλυμα οξέος για ορισμένο χρόνο, ώστε να απολεπιστεί η επιφάνεια.',
      'Τα peeling χωρίζονται σε επιφανειακά, μέσου βάθους και βαθιά, ανάλογα με το πόσο βαθιά δρα το διάλυμα.',
      'Στη διάρκεια ενός peeling είναι συνηθισμένο ένα αίσθημα ζέστης ή τσιμπήματος.',
      'Το διάλυμα μένει στο δέρμα όσο ορίζει το πρωτόκολλο και μετά εξουδετερώνεται ή ξεπλένεται.',
    ],
    myths: [
      'Μύθος: όσο περισσότερο μένει το διάλυμα στο δέρμα, τόσο καλύτερα.\nΑλήθεια: ο χρόνος ορίζεται από το πρωτόκολλο και το δέρμα σας, και μετά το διάλυμα εξουδετερώνεται.',
      'Μύθος: κάθε peeling σημαίνει μέρες με έντονο ξεφλούδισμα.\nΑλήθεια: πόσο θα ξεφλουδίσει το δέρμα εξαρτάται από το βάθος του peeling, και σας το λέμε πριν από τη συνεδρία.',
    ],
    after: [
      'Τις επόμενες μέρες το δέρμα μπορεί να ξεφλουδίσει ελαφρά· το αφήνετε να φύγει μόνο του, χωρίς να το τραβάτε.',
      'Μετά από ένα peeling, αντηλιακό κάθε πρωί και όχι έντονη έκθεση στον ήλιο.',
      'Τις πρώτες μέρες μετά, ήπιο καθαριστικό και απλή ενυδατική, χωρίς οξέα ή ρετινόλη.',
    ],
  },
  {
    id: 'cryolipolysis',
    named: /κρυολιπολυσ|cryolipoly|coolsculpt/u,
    kinds: TREATED,
    tag: '#κρυολιπόλυση',
    about: [
      'Στην κρυολιπόλυση η συσκευή ψύχει ελεγχόμενα την περιοχή, γιατί τα λιποκύτταρα είναι πιο ευαίσθητα στο κρύο από το δέρμα γύρω τους.',
      'Τα λιποκύτταρα που επηρέασε το ψύχος τα απομακρύνει σταδιακά ο ίδιος ο οργανισμός, μέσα στις επόμενες εβδομάδες.',
      'Στην αρχή της συνεδρίας νιώθετε έντονο κρύο στην περιοχή, που μετά από λίγα λεπτά μουδιάζει.',
    ],
    myths: [
      'Μύθος: η κρυολιπόλυση είναι τρόπος να χάσει κανείς βάρος.\nΑλήθεια: απευθύνεται σε τοπικό λίπος που δεν υποχωρεί με τη διατροφή και την άσκηση, όχι στο βάρος.',
    ],
    after: [
      'Μετά τη συνεδρία η περιοχή μπορεί να είναι κόκκινη, μουδιασμένη ή ευαίσθητη για λίγες μέρες.',
      'Τις μέρες μετά τη συνεδρία συνεχίζετε κανονικά τις δουλειές σας· αν κάτι σας ανησυχεί, επικοινωνήστε μαζί μας.',
    ],
  },
  {
    id: 'hydrafacial',
    named: /hydra ?facial|υδροδερμοαπορροφησ|υδροαπολεπισ/u,
    kinds: TREATED,
    tag: '#hydrafacial',
    about: [
      'Η συσκευή καθαρίζει, απολεπίζει και ενυδατώνει το δέρμα με ήπια αναρρόφηση και ορούς.',
      'Η συνεδρία γίνεται σε βήματα: καθαρισμός, ήπια απολέπιση, αναρρόφηση των πόρων και ενυδάτωση.',
    ],
    after: ['Την ίδια μέρα, καλύτερα χωρίς μακιγιάζ και με αντηλιακό αν βγείτε στον ήλιο.'],
  },
  {
    id: 'radiofrequency',
    named: /ραδιοσυχνοτ|radio ?frequency|\brf\b/u,
    // A removal by radiofrequency («Αφαίρεση θηλωμάτων με ραδιοσυχνότητες») is one act that cuts, no heating
    // of the deep layers in a series of sessions.
    unless: /αφαιρεσ|removal/u,
    kinds: TREATED,
    tag: '#ραδιοσυχνότητες',
    about: [
      'Οι ραδιοσυχνότητες ζεσταίνουν τα βαθύτερα στρώματα του δέρματος με ηλεκτρομαγνητική ενέργεια.',
      'Κατά τη συνεδρία νιώθετε ζέστη στο δέρμα.',
      'Οι ραδιοσυχνότητες γίνονται συνήθως σε σειρά συνεδριών, με απόσταση μερικών εβδομάδων.',
    ],
    after: ['Ένα ελαφρύ κοκκίνισμα μετά τη συνεδρία περνά συνήθως μέσα σε λίγες ώρες.'],
  },
  {
    id: 'mesotherapy',
    named: /μεσοθεραπ|mesotherap/u,
    kinds: TREATED,
    tag: '#μεσοθεραπεία',
    about: [
      'Στη μεσοθεραπεία, μικρές ποσότητες ουσιών μπαίνουν με πολύ λεπτή βελόνα στα επιφανειακά στρώματα του δέρματος.',
      'Οι μικροενέσεις της μεσοθεραπείας γίνονται πολύ επιφανειακά, σε μικρές αποστάσεις μεταξύ τους.',
    ],
    after: [
      'Μικρά σημάδια από τις ενέσεις ή λίγο κοκκίνισμα στο σημείο τις πρώτες ώρες είναι συνηθισμένα.',
      'Την ημέρα της συνεδρίας αποφεύγετε τη σάουνα, το πολύ ζεστό νερό και την έντονη άσκηση.',
    ],
  },
  {
    id: 'filler',
    named: /(?:ενεσιμ|ενεσ)[^.]*υαλουρον|υαλουρον[^.]*(?:ενεσιμ|ενεσ)|filler/u,
    kinds: TREATED,
    // Hyaluronic acid among a mesotherapy's or a skin booster's ingredients does not make it a filler.
    unless: /μεσοθεραπ|mesotherap|skin ?booster|profhilo|μικροενεσ/u,
    tag: '#υαλουρονικό',
    about: [
      'Το ενέσιμο υαλουρονικό οξύ είναι ένα τζελ από μια ουσία που υπάρχει φυσικά στο δέρμα.',
      'Τα ενέσιμα υαλουρονικού οξέος είναι ιατροτεχνολογικά προϊόντα, όχι καλλυντικά.',
      'Το υαλουρονικό οξύ απορροφάται σταδιακά από τον οργανισμό, γι’ αυτό η διάρκειά του είναι περιορισμένη.',
      'Πολλά ενέσιμα υαλουρονικού περιέχουν και λίγο τοπικό αναισθητικό.',
    ],
    after: [
      'Τις πρώτες ώρες μετά την ένεση, αποφεύγετε να πιέζετε ή να τρίβετε το σημείο.',
      'Λίγο πρήξιμο ή μια μελανιά στο σημείο της ένεσης τις πρώτες μέρες είναι συνηθισμένα.',
      'Για μία ή δύο μέρες μετά, όχι σάουνα, όχι έντονη άσκηση.',
    ],
  },
  {
    id: 'mole-mapping',
    // A check of moles: a dermatoscope alone looks at nails and hair as well, and moles named among
    // other things («για εκζέμα, σπίλους, μυρμηγκιές…») are one concern of a general examination.
    named: MOLE_CHECK,
    kinds: ['consultation'],
    tag: '#χαρτογράφησησπίλων',
    about: [
      'Το δερματοσκόπιο είναι ένα όργανο που μεγεθύνει τον σπίλο και φωτίζει τη δομή του, ώστε να φωτογραφηθεί.',
      'Οι εικόνες αποθηκεύονται, ώστε στην επόμενη επίσκεψη κάθε σπίλος να συγκριθεί με την προηγούμενη εικόνα του.',
      'Σε κάθε σπίλο κοιτάμε το σχήμα, τα όρια, το χρώμα και το μέγεθος, και αν κάτι άλλαξε από την προηγούμενη φορά.',
      'Η καταγραφή κάνει φανερή μια αλλαγή που με το μάτι δύσκολα θα ξεχώριζε.',
      'Το δερματοσκόπιο δείχνει τη δομή κάτω από την επιφάνεια του δέρματος, που με γυμνό μάτι δεν φαίνεται.',
      'Πόσο συχνά χρειάζεται να επαναληφθεί η χαρτογράφηση το ορίζει ο δερματολόγος, ανάλογα με το ιστορικό σας.',
    ],
    myths: [
      'Μύθος: αν ένας σπίλος δεν πονά, δεν χρειάζεται έλεγχο.\nΑλήθεια: οι αλλαγές σε σχήμα, όρια και χρώμα φαίνονται στη σύγκριση των εικόνων, όχι στον πόνο.',
      'Μύθος: αρκεί να κοιτάμε τους σπίλους που φαίνονται.\nΑλήθεια: στη χαρτογράφηση εξετάζεται όλο το δέρμα, και σημεία που δεν βλέπετε μόνοι σας.',
    ],
    after: [
      'Ανάμεσα στις επισκέψεις, κοιτάξτε το δέρμα σας μία φορά τον μήνα και δείξτε μας ό,τι καινούργιο ή διαφορετικό δείτε.',
      'Την ημέρα της εξέτασης ελάτε χωρίς μακιγιάζ και χωρίς βερνίκι στα νύχια.',
      'Αν έχετε παλιές φωτογραφίες ή ιατρικές εκθέσεις για τους σπίλους σας, φέρτε τις μαζί σας.',
      'Αν σας απασχολεί κάποιος συγκεκριμένος σπίλος, πείτε μάς το όταν κλείνετε το ραντεβού, για να τον δει ο δερματολόγος με προσοχή.',
    ],
  },
  {
    id: 'dermatology-visit',
    named: /δερματολογ[^.]*(?:επισκεψ|εκτιμησ|ραντεβου)|(?:αρχικη|πρωτη) (?:δερματολογ|επισκεψ)/u,
    kinds: ['consultation'],
    unless: MOLE_CHECK,
    tag: '#δερματολόγος',
    about: [
      'Η επίσκεψη ξεκινά από το ιστορικό: τι σας απασχολεί, από πότε, και τι έχετε ήδη δοκιμάσει.',
      'Η εξέταση του δέρματος γίνεται με το μάτι και, όπου χρειάζεται, με δερματοσκόπιο.',
      'Στο τέλος συζητάμε ένα σχέδιο φροντίδας και, αν χρειάζεται, τις επόμενες εξετάσεις.',
      'Ο δερματολόγος κοιτάζει το δέρμα, τα μαλλιά και τα νύχια, γιατί συχνά δίνουν πληροφορίες το ένα για το άλλο.',
    ],
    after: [
      'Φέρτε μαζί σας τα προϊόντα ή τα φάρμακα που χρησιμοποιείτε, ή μια φωτογραφία των συσκευασιών τους.',
      'Αν κάτι στο δέρμα σας έρχεται και φεύγει, μια φωτογραφία από τη μέρα που φαινόταν βοηθά στην επίσκεψη.',
    ],
  },
  {
    id: 'lip-care',
    // A product for the lips («βάλσαμο χειλιών», «στικ χειλιών», «lip balm»).
    named:
      /(?:βαλσαμ|στικ|κρεμ|balm)\p{L}*\s+(?:για\s+τα\s+)?χειλ|χειλ\p{L}*\s+(?:βαλσαμ|στικ|balm)|lip\s?balm/u,
    kinds: ['cosmetic'],
    tag: '#χείλη',
    about: [
      'Τα χείλη δεν έχουν δικούς τους σμηγματογόνους αδένες, γι’ αυτό ξηραίνονται πιο εύκολα από το υπόλοιπο πρόσωπο.',
      'Ο κρύος αέρας, ο ήλιος και ο ξηρός αέρας των κλειστών χώρων στεγνώνουν τα χείλη.',
    ],
    after: [
      'Μη γλείφετε τα χείλη όταν είναι ξηρά: το σάλιο στεγνώνει γρήγορα και τα αφήνει πιο ξηρά.',
      'Αν τα χείλη μένουν σκασμένα για εβδομάδες παρά τη φροντίδα, δείξτε τα στον δερματολόγο.',
      'Ένα βάλσαμο χειλιών έχει θέση και στο κομοδίνο: μια στρώση πριν από τον ύπνο.',
      'Όταν ο αέρας του σπιτιού είναι ξηρός, ένας υγραντήρας στο δωμάτιο βοηθά και τα χείλη.',
    ],
  },
  {
    id: 'tinted-sunscreen',
    named: /(?:αντηλιακ|spf)[^.]*(?:με χρωμα|tinted|χρωματιστ)|(?:με χρωμα|tinted)[^.]*(?:αντηλιακ|spf)/u,
    needs: 'sunProtection',
    tag: '#αντηλιακό',
    about: [
      'Το χρώμα ενός αντηλιακού έρχεται από οξείδια του σιδήρου, χρωστικές που δίνουν και μια ελαφριά κάλυψη.',
      'Τα οξείδια του σιδήρου φιλτράρουν και μέρος του ορατού φωτός, που τα αντηλιακά χωρίς χρώμα αφήνουν να περάσει.',
      'Ένα αντηλιακό με χρώμα μπορεί να πάρει τη θέση της βάσης του μακιγιάζ τις μέρες που θέλετε κάτι ελαφρύ.',
    ],
    after: [],
  },
  {
    id: 'sunscreen',
    named: /αντηλιακ|\bspf\b|sunscreen/u,
    needs: 'sunProtection',
    tag: '#αντηλιακό',
    about: [
      'Ο δείκτης SPF μετρά την προστασία από την ακτινοβολία UVB, αυτή που κοκκινίζει το δέρμα.',
      'Ο ιδρώτας και η πετσέτα παίρνουν το αντηλιακό μαζί τους, γι’ αυτό μετά το μπάνιο ξαναμπαίνει.',
      'Ακόμη και με συννεφιά, μεγάλο μέρος της υπεριώδους ακτινοβολίας φτάνει στο δέρμα.',
      'Για πρόσωπο και λαιμό χρειάζεται περίπου μισό κουταλάκι του γλυκού αντηλιακό, όχι μια σταγόνα.',
    ],
    myths: [
      'Μύθος: ένα αντηλιακό το πρωί φτάνει για όλη τη μέρα στον ήλιο.\nΑλήθεια: στον ήλιο το αντηλιακό ανανεώνεται κάθε δύο ώρες και μετά από κάθε μπάνιο.',
      'Μύθος: με συννεφιά το αντηλιακό περισσεύει.\nΑλήθεια: μεγάλο μέρος της υπεριώδους ακτινοβολίας περνά και μέσα από τα σύννεφα.',
    ],
    after: [
      'Όταν μένετε έξω, το αντηλιακό ανανεώνεται κάθε δύο ώρες και μετά από μπάνιο ή ιδρώτα.',
      'Το αντηλιακό μπαίνει τελευταίο στην πρωινή περιποίηση, πριν από το μακιγιάζ.',
    ],
  },
  {
    id: 'lactic',
    named: /γαλακτικ\S* οξ|lactic/u,
    tag: '#γαλακτικόοξύ',
    about: [
      'Το γαλακτικό οξύ είναι ένα α-υδροξυοξύ (AHA), από τα πιο ήπια της οικογένειάς του.',
      'Το γαλακτικό οξύ χαλαρώνει τους δεσμούς ανάμεσα στα νεκρά κύτταρα της επιφάνειας, ώστε να απομακρύνονται πιο εύκολα.',
      'Εκτός από την ήπια απολέπιση, το γαλακτικό οξύ βοηθά την επιδερμίδα να κρατά νερό.',
      'Το μόριο του γαλακτικού οξέος είναι μεγαλύτερο από του γλυκολικού, γι’ αυτό δρα πιο αργά και πιο ήπια.',
    ],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
  },
  {
    id: 'glycolic',
    named: /γλυκολικ|glycolic/u,
    tag: '#γλυκολικόοξύ',
    about: [
      'Το γλυκολικό οξύ είναι το α-υδροξυοξύ (AHA) με το μικρότερο μόριο.',
      'Επειδή το μόριό του είναι μικρό, το γλυκολικό οξύ διεισδύει εύκολα στις επιφανειακές στιβάδες του δέρματος.',
      'Το γλυκολικό οξύ απολεπίζει, δηλαδή βοηθά να φεύγουν τα νεκρά κύτταρα της επιφάνειας.',
    ],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
    atHome: {
      about: [
        'Το ποσοστό στη συσκευασία δείχνει πόσο γλυκολικό οξύ περιέχει το προϊόν.',
        'Το γλυκολικό οξύ δεν συνδυάζεται την ίδια βραδιά με ρετινόλη ή άλλα οξέα, εκτός αν σας το προτείνουμε εμείς.',
      ],
      after: [
        'Ένα ελαφρύ τσούξιμο στην αρχή είναι συνηθισμένο· αν επιμένει ή κοκκινίζει το δέρμα, σταματήστε και ρωτήστε μας.',
        'Στην αρχή η χρήση γίνεται λίγα βράδια την εβδομάδα, ώστε το δέρμα να συνηθίσει.',
      ],
    },
  },
  {
    id: 'mandelic',
    named: /αμυγδαλικ|mandelic/u,
    tag: '#αμυγδαλικόοξύ',
    about: ['Το αμυγδαλικό οξύ είναι ένα α-υδροξυοξύ (AHA) με μεγάλο μόριο, που δρα πιο αργά.'],
    after: [
      'Τα α-υδροξυοξέα κάνουν το δέρμα πιο ευαίσθητο στον ήλιο, γι’ αυτό το πρωινό αντηλιακό δεν λείπει.',
    ],
  },
  {
    id: 'salicylic',
    named: /σαλικυλικ|salicylic|\bbha\b/u,
    tag: '#σαλικυλικόοξύ',
    about: [
      'Το σαλικυλικό οξύ είναι β-υδροξυοξύ (BHA): διαλύεται στο λίπος και έτσι φτάνει μέσα στους πόρους.',
      'Το σαλικυλικό οξύ συναντάται συχνά σε προϊόντα για λιπαρή επιδερμίδα.',
    ],
    after: ['Αν έχετε αλλεργία στην ασπιρίνη ή είστε έγκυος, ρωτήστε μας πριν από το σαλικυλικό οξύ.'],
  },
  {
    id: 'vitamin-c',
    named: /βιταμιν\S* c\b|vitamin c\b|ασκορβικ|ascorbic/u,
    tag: '#βιταμίνηC',
    about: [
      'Η βιταμίνη C είναι αντιοξειδωτικό, γι’ αυτό μπαίνει συνήθως στην πρωινή περιποίηση.',
      'Η βιταμίνη C αλλοιώνεται με τον αέρα και το φως, γι’ αυτό η συσκευασία κλείνει καλά και μένει μακριά από τον ήλιο.',
      'Ένα προϊόν βιταμίνης C που σκουραίνει έντονα έχει πιθανότατα οξειδωθεί.',
      'Στα καλλυντικά η βιταμίνη C βρίσκεται σε διάφορες μορφές, με πιο γνωστή το L-ασκορβικό οξύ.',
      'Η βιταμίνη C μπαίνει μετά τον καθαρισμό και πριν από την ενυδατική.',
      'Τις πρώτες φορές, ένα ελαφρύ τσούξιμο από τη βιταμίνη C είναι συνηθισμένο· αν επιμένει, ρωτήστε μας.',
    ],
    after: [],
  },
  {
    id: 'retinol',
    named: /ρετινολ|retinol|ρετινοειδ|retinoid/u,
    tag: '#ρετινόλη',
    about: [
      'Η ρετινόλη είναι μορφή της βιταμίνης A.',
      'Η ρετινόλη μπαίνει στη βραδινή περιποίηση και το πρωί ακολουθεί αντηλιακό.',
    ],
    after: [
      'Τις πρώτες εβδομάδες μπορεί να εμφανιστεί ξηρότητα ή ελαφρύ ξεφλούδισμα.',
      'Στην εγκυμοσύνη και στον θηλασμό η ρετινόλη δεν χρησιμοποιείται.',
    ],
    atHome: {
      after: ['Με τη ρετινόλη ξεκινάμε σταδιακά, λίγα βράδια την εβδομάδα, ώστε το δέρμα να συνηθίσει.'],
    },
  },
  {
    id: 'ceramides',
    named: /κεραμιδι|ceramide/u,
    kinds: ['cosmetic'],
    tag: '#κεραμίδια',
    about: [
      'Τα κεραμίδια είναι λιπίδια που υπάρχουν φυσικά στην επιδερμίδα, ανάμεσα στα κύτταρα της επιφάνειάς της.',
      'Μαζί με τα άλλα λιπίδια της επιδερμίδας, τα κεραμίδια κρατούν το νερό της και την προστατεύουν από ό,τι την ερεθίζει.',
    ],
    after: [],
  },
  {
    id: 'urea',
    named: /ουρια|\burea\b/u,
    kinds: ['cosmetic'],
    tag: '#ουρία',
    about: [
      'Η ουρία υπάρχει φυσικά στην επιδερμίδα και τη βοηθά να κρατά το νερό της· στο ξηρό δέρμα λιγοστεύει.',
      'Σε μια κρέμα, η ουρία τραβά νερό στην επιφάνεια του δέρματος και το κάνει πιο μαλακό.',
    ],
    after: [],
  },
  {
    id: 'glycerin',
    named: /γλυκεριν|glycerin/u,
    kinds: ['cosmetic'],
    tag: '#γλυκερίνη',
    about: ['Η γλυκερίνη τραβά νερό και το κρατά στην επιφάνεια της επιδερμίδας.'],
    after: [],
  },
  {
    id: 'panthenol',
    named: /πανθενολ|panthenol/u,
    kinds: ['cosmetic'],
    tag: '#πανθενόλη',
    about: ['Η πανθενόλη είναι μορφή της βιταμίνης B5, που το δέρμα μετατρέπει σε παντοθενικό οξύ.'],
    after: [],
  },
  {
    id: 'niacinamide',
    named: /νιασιναμιδ|niacinamide/u,
    tag: '#νιασιναμίδη',
    about: ['Η νιασιναμίδη είναι μορφή της βιταμίνης B3.'],
    after: [],
  },
  {
    id: 'hyaluronic',
    named: /υαλουρον|hyaluron/u,
    kinds: ['cosmetic'],
    tag: '#υαλουρονικό',
    about: [
      'Το υαλουρονικό οξύ υπάρχει ήδη στο δέρμα και κρατά νερό.',
      'Σε ένα καλλυντικό, το υαλουρονικό οξύ τραβά και κρατά νερό στην επιφάνεια της επιδερμίδας.',
      'Μετά το υαλουρονικό οξύ ακολουθεί μια ενυδατική, που κρατά το νερό στην επιδερμίδα.',
    ],
    after: ['Το υαλουρονικό οξύ απλώνεται καλύτερα σε ελαφρώς νωπό δέρμα.'],
  },
];

/** Parts of the body below the face, and of the face, as a product's texts name them (plain spelling). */
const BODY_PARTS =
  /πελματ|φτερν|(?<!\p{L})ποδι|αγκων|γονατ|μηρ(?:ουσ|ων|οι)|μπρατσ|σωματοσ|(?<!\p{L})σωμα(?!\p{L})/u;
const FACE_PARTS = /προσωπ|μετωπ|(?<!\p{L})μυτη|πηγουν|παρει|(?<!\p{L})πορ(?:ουσ|οι|ων)/u;
/** What the table says of the face's skin: its pores, oily skin. */
const OF_THE_FACE = /(?<!\p{L})πορ(?:ουσ|οι|ων)(?!\p{L})|λιπαρ/u;

/** The things the product's own texts name, in the table's order (a treatment before its active). */
export function knownThingsOf(
  product: { productName: string; categoryName?: string | null; productDescription: string },
  sheet: Pick<ProductSheet, 'kind' | 'usedWith' | 'notConfusedWith' | 'properties'>,
): KnownThing[] {
  // What the product is used with («κάτω από το αντηλιακό») or must not be taken for is not what it is.
  let text = plain(`${product.productName}. ${product.categoryName ?? ''}. ${product.productDescription}`);
  for (const other of [...sheet.usedWith, ...sheet.notConfusedWith])
    text = text.replaceAll(plain(other), ' ');
  // A cosmetic for the skin «μετά από laser ή peeling» is no laser and no peeling.
  if (sheet.kind === 'cosmetic') text = text.replace(AFTER_AN_ACT, ' ');
  // A product for the feet or the body hears nothing of the face's pores or oily skin.
  const ofTheBody = BODY_PARTS.test(text) && !FACE_PARTS.test(text);
  return KNOWLEDGE.filter(
    (thing) =>
      (!thing.kinds || thing.kinds.includes(sheet.kind)) &&
      (!thing.needs || sheet.properties.includes(thing.needs)) &&
      thing.named.test(text) &&
      !thing.unless?.test(text),
  ).map((thing) => ({
    ...thing,
    about: thing.about.filter(
      (sentence) => namesOnly(sentence, text) && !(ofTheBody && OF_THE_FACE.test(plain(sentence))),
    ),
    after: thing.after.filter((sentence) => namesOnly(sentence, text)),
  }));
}

/**
 * Techniques and materials a sentence of the table may name, and the words that name them in a product's
 * texts: a sentence that names one the product's texts do not (the diode beside an alexandrite laser, an
 * anaesthetic nobody said is used) is not said of it.
 */
const TECHNIQUES: readonly { said: RegExp; named: RegExp }[] = [
  { said: /διοδου|diode/u, named: /διοδου|diode/u },
  { said: /αλεξανδριτ|alexandrite/u, named: /αλεξανδριτ|alexandrite/u },
  { said: /nd:?yag/u, named: /nd:?yag/u },
  { said: /αναισθητ/u, named: /αναισθητ/u },
  { said: /φυγοκεντρ/u, named: /φυγοκεντρ|\bprp\b|πλασμα/u },
  // What a tint is made of and what it filters: a composition the product's texts must state.
  { said: /οξειδι\S* του σιδηρου|ορατου φωτοσ/u, named: /οξειδι|iron oxide|ορατο\S* φωσ|visible light/u },
];
const namesOnly = (sentence: string, text: string) =>
  TECHNIQUES.every(({ said, named }) => !said.test(plain(sentence)) || named.test(text));

const AAD = 'American Academy of Dermatology';
const BAD = 'British Association of Dermatologists';
const DERMNET = 'DermNet (https://dermnetnz.org/topics/)';
/**
 * Where each thing's sentences were read, as the file's head lists the pages: the OpenAI writer is told
 * them beside the sentences. A thing the head names no page for has none.
 */
export const KNOWLEDGE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  prp: [
    `${AAD}, PRP for hair loss (https://www.aad.org/public/diseases/hair-loss/treatment/prp)`,
    `${DERMNET}: platelet-rich plasma`,
  ],
  microneedling: [
    `${AAD}, microneedling (https://www.aad.org/public/cosmetic/younger-looking/microneedling)`,
    `${DERMNET}: microneedling`,
  ],
  'laser-hair': [
    `${AAD}, laser hair removal (https://www.aad.org/public/cosmetic/hair-removal/laser-hair-removal)`,
    `${BAD}, laser and IPL`,
  ],
  ipl: [`${DERMNET}: intense pulsed light`, `${BAD}, laser and IPL`],
  peel: [
    `${AAD}, chemical peels (https://www.aad.org/public/cosmetic/younger-looking/chemical-peels)`,
    `${DERMNET}: chemical peels`,
  ],
  hydrafacial: [],
  radiofrequency: [`${DERMNET}: radiofrequency`],
  mesotherapy: [`${DERMNET}: mesotherapy`],
  filler: [
    `${AAD}, fillers (https://www.aad.org/public/cosmetic/younger-looking/fillers)`,
    `${DERMNET}: dermal fillers`,
  ],
  'mole-mapping': [
    `${AAD}, checking your skin for moles (https://www.aad.org/public/diseases/skin-cancer/find/check-skin)`,
    `${DERMNET}: dermoscopy and mole mapping`,
    `${BAD}, moles and mole checks`,
  ],
  'dermatology-visit': [`${DERMNET}: dermoscopy`],
  'tinted-sunscreen': [
    `${AAD}, understand sunscreen labels (https://www.aad.org/public/everyday-care/sun-protection/shade-clothing-sunscreen/understand-sunscreen-labels)`,
    `${DERMNET}: sunscreens (iron oxides and visible light)`,
  ],
  sunscreen: [
    `${AAD}, sunscreen FAQs (https://www.aad.org/media/stats-sunscreen)`,
    `${BAD}, sunscreen (https://www.bad.org.uk/patient-information-leaflets/)`,
    'US FDA, Sunscreen: how to help protect your skin from the sun',
    `${DERMNET}: sunscreens`,
  ],
  lactic: [`${DERMNET}: alpha hydroxy acids, lactic acid`],
  glycolic: [`${DERMNET}: alpha hydroxy acids, glycolic acid`],
  mandelic: [`${DERMNET}: alpha hydroxy acids, mandelic acid`],
  salicylic: [`${DERMNET}: salicylic acid`],
  'vitamin-c': [`${DERMNET}: vitamin C (ascorbic acid)`],
  retinol: [
    `${AAD}, retinoids (https://www.aad.org/public/everyday-care/skin-care-secrets/anti-aging/retinoid)`,
  ],
  ceramides: [`${DERMNET}: ceramides`],
  glycerin: [`${DERMNET}: glycerin`],
  panthenol: [`${DERMNET}: panthenol`],
  niacinamide: [`${DERMNET}: niacinamide`],
  hyaluronic: [`${DERMNET}: hyaluronic acid`],
};
