/**
 * What a clinic's treatments and devices are and how they work, and what to do after them, in a few
 * neutral Greek sentences each: no promise, no result, nothing the medical advertising gate refuses.
 *
 * Sources (read for what each thing is and does, not copied):
 * - American Academy of Dermatology: chemical peels (https://www.aad.org/public/cosmetic/younger-looking/chemical-peels),
 *   laser hair removal (https://www.aad.org/public/cosmetic/hair-removal/laser-hair-removal),
 *   microneedling (https://www.aad.org/public/cosmetic/younger-looking/microneedling),
 *   fillers (https://www.aad.org/public/cosmetic/younger-looking/fillers),
 *   PRP for hair loss (https://www.aad.org/public/diseases/hair-loss/treatment/prp),
 *   noninvasive fat removal and cryolipolysis (https://www.aad.org/public/cosmetic/fat-removal/noninvasive-fat-removal).
 * - British Association of Dermatologists patient leaflets: laser and IPL.
 * - DermNet (https://dermnetnz.org/topics/): mesotherapy, platelet-rich plasma, microneedling, chemical
 *   peels, intense pulsed light, radiofrequency, dermal fillers.
 * - Skin tags (soft, noncancerous, on a stalk, in skin folds; older age, obesity, type 2 diabetes,
 *   pregnancy; removed by freezing, heat or surgery; a look first, no removal at home): Cleveland Clinic
 *   (https://my.clevelandclinic.org/health/diseases/21528-skin-tags-acrochordons); NHS skin tags
 *   (https://www.nhs.uk/conditions/skin-tags/, read in the copy the NHS content service syndicates) and
 *   NHS Devon (https://myhealth-devon.nhs.uk/my-condition/skin-tags). That a removal brings no new ones
 *   was found only in WebMD UK (http://www.webmd.boots.com/skin-problems-and-treatments/guide/skin-tags-removal).
 * - Cryotherapy with liquid nitrogen (spray, probe or cotton bud, seconds, redness, a blister, a scab, often
 *   a few sessions): British Association of Dermatologists, cryotherapy leaflet (www.bad.org.uk/leaflets,
 *   read in its 2018 lay-reviewed text); NHS warts and verrucas (https://www.nhs.uk/conditions/warts-and-verrucas/);
 *   an NHS GP wart clinic (https://www.sidesmc.nhs.uk/clinics-and-services/wart-clinic-cryotherapy/).
 * - Extraction of blackheads and whiteheads at the clinic, with sterile tools, deep spots left alone: no
 *   authority's page on a facial cleansing was found; the closest are the American Academy of Dermatology on
 *   how dermatologists remove acne (read only in a copy) and UPMC (https://share.upmc.com/2016/02/pimple-popping-at-home/),
 *   with the acne sources of conditions.ts.
 * - Mole excision (the whole mole and a little normal skin cut out under local anaesthetic, stitches out after
 *   5 to 14 days by the place, a small scar, the tissue examined under a microscope, its result in about two
 *   weeks; a changing mole looked at): Macmillan Cancer Support, excision biopsy
 *   (https://www.macmillan.org.uk/cancer-information-and-support/diagnostic-tests/excision-biopsy); Melanoma UK
 *   (https://www.melanomauk.org.uk/excision).
 * - Laser tattoo removal (ink shattered into particles the body flushes out, several sessions with time
 *   to heal between them, some colours harder, complete removal not always possible; redness, swelling,
 *   a little blistering after): American Society for Dermatologic Surgery (https://www.asds.net/skin-experts/skin-conditions/tattoo-removal);
 *   the American Academy of Dermatology's answers on laser tattoo removal (read as a dermatology practice
 *   republishes them, https://orlandodermatologycenter.com/content/laser-tattoo-removal).
 * - Sclerotherapy (a solution through a small needle irritates the lining and closes the vein, stinging
 *   or cramping, walking soon after, compression, no hard exercise and no sun for a time; not in pregnancy or
 *   breastfeeding, a past clot weighed, aspirin stopped): Mayo Clinic, sclerotherapy (read in the Mayo
 *   Clinic Health Information Library at https://www.amerikanhastanesi.org/mayo-clinic-care-network/mayo-clinic-health-information-library/test-procedure/sclerotherapy);
 *   Cleveland Clinic (https://my.clevelandclinic.org/cosmetic-plastic-surgery/procedures/varicose-vein-treatment-sclerotherapy).
 * - Electrolysis (a very fine probe into each follicle, the growth centre destroyed, hairs one by one,
 *   several sessions, tingling, redness and swelling after): Cleveland Clinic (https://my.clevelandclinic.org/health/treatments/8306-electrolysis).
 *   That it works on hair of any colour was found only in electrologists' pages.
 * - Tap water iontophoresis (hands or feet in trays of water, a weak current, a tingle, maintenance
 *   sessions; jewellery off, petroleum jelly on small cuts; not in pregnancy, with a pacemaker or metal
 *   implants): British Association of Dermatologists, iontophoresis for hyperhidrosis (https://www.skinhealthinfo.org.uk/condition/iontophoresis-for-hyperhidrosis/);
 *   Newcastle upon Tyne Hospitals NHS (https://newcastle-hospitals.nhs.uk/services/dermatology/patient-dermatology-information-leaflets/iontophoresis);
 *   South Tees Hospitals NHS (https://www.southtees.nhs.uk/resources/ionotophoresis/).
 * - LED light (colours that reach different depths, blue for acne, red deeper, eyes protected): Cleveland
 *   Clinic (https://my.clevelandclinic.org/health/treatments/22146-led-light-therapy). That medicines which
 *   make the skin sensitive to light are said first was found only in consumer health pages.
 */
import { AAD, BAD, DERMNET, type KnownThing, NHS, type Sources, TREATED } from './known-thing.ts';

/** Treatments and devices, the first match giving the post's first hashtag. */
export const PROCEDURES: readonly KnownThing[] = [
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
      'Στα μικροσκοπικά κανάλια που ανοίγουν οι βελόνες, το δέρμα ανταποκρίνεται με τη δική του διαδικασία επούλωσης.',
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
    // An enzyme peel (a step of a facial cleansing, «ήπιο ενζυμικό peeling») lays no acid on the skin.
    named: /(?<!ενζυμικ\p{L}*\s+)(?:peeling|πιλινγκ)|χημικη απολεπιση|χημικησ απολεπισησ/u,
    kinds: TREATED,
    tag: '#peeling',
    about: [
      'Στο χημικό peeling απλώνεται στο δέρμα ένα διάλυμα οξέος για ορισμένο χρόνο, ώστε να απολεπιστεί η επιφάνεια.',
      'Τα peeling χωρίζονται σε επιφανειακά, μέσου βάθους και βαθιά, ανάλογα με το πόσο βαθιά δρα το διάλυμα.',
      'Στη διάρκεια ενός peeling είναι συνηθισμένο ένα αίσθημα ζέστης, καψίματος ή τσιμπήματος.',
      'Πόσο βαθιά θα δράσει ένα peeling το ορίζουν το οξύ, η πυκνότητά του και το δέρμα σας.',
    ],
    myths: [
      'Μύθος: όσο περισσότερο μένει το διάλυμα στο δέρμα, τόσο καλύτερα.\nΑλήθεια: το βάθος το ορίζουν το οξύ, η πυκνότητά του και το δέρμα σας, και ο γιατρός σταματά στο σωστό σημείο.',
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
    id: 'skin-tags',
    named: /ακροχορδον|skin tags?/u,
    kinds: TREATED,
    tag: '#ακροχορδόνες',
    about: [
      'Οι ακροχορδόνες είναι μικρές, μαλακές προεκβολές του δέρματος, στο χρώμα του ή λίγο πιο σκούρες, που συχνά κρέμονται από έναν λεπτό μίσχο.',
      'Οι ακροχορδόνες εμφανίζονται συνήθως εκεί όπου το δέρμα τρίβεται με το δέρμα ή με τα ρούχα: στον λαιμό, στις μασχάλες, στη βουβωνική χώρα, κάτω από το στήθος και στα βλέφαρα.',
      'Οι ακροχορδόνες είναι καλοήθεις και δεν βλάπτουν την υγεία.',
      'Οι ακροχορδόνες γίνονται πιο συχνές με την ηλικία, στην εγκυμοσύνη και σε όσους έχουν διαβήτη ή αυξημένο βάρος.',
      'Πριν από την αφαίρεση, ο δερματολόγος εξετάζει κάθε βλάβη, για να βεβαιωθεί ότι πρόκειται για ακροχορδόνες και όχι για κάτι άλλο.',
      'Οι ακροχορδόνες αφαιρούνται με ψύξη, με θερμότητα ή χειρουργικά, και ο τρόπος επιλέγεται στο ιατρείο.',
      'Οι ακροχορδόνες δεν κόβονται και δεν δένονται στο σπίτι· την αφαίρεση την κάνει γιατρός.',
    ],
    after: [
      'Η μικρή κρούστα που σχηματίζεται στο σημείο αφήνεται να πέσει μόνη της, χωρίς ξύσιμο.',
      'Αν το σημείο κοκκινίσει έντονα, πονά ή βγάζει υγρό τις επόμενες μέρες, επικοινωνήστε μαζί μας.',
    ],
    myths: [
      'Μύθος: αν αφαιρεθούν οι ακροχορδόνες, βγαίνουν περισσότερες.\nΑλήθεια: η αφαίρεση δεν φέρνει καινούργιες· με τα χρόνια όμως μπορεί να εμφανιστούν νέες, σε άλλα σημεία.',
    ],
  },
  {
    id: 'cryotherapy',
    // Liquid nitrogen on a lesion: not cryolipolysis, nor a cold chamber for the whole body.
    named: /κρυοθεραπ|κρυοπηξ|υγρο αζωτο|cryotherap|cryosurg/u,
    unless: /κρυολιπολ|cryolipol|coolsculpt|θαλαμ|ολοσωμ|whole.?body|κρυοσαουν/u,
    kinds: TREATED,
    tag: '#κρυοθεραπεία',
    about: [
      'Στην κρυοθεραπεία, ο δερματολόγος ψύχει τη βλάβη με υγρό άζωτο, σε πολύ χαμηλή θερμοκρασία.',
      'Το υγρό άζωτο εφαρμόζεται με ειδικό σπρέι ή με μπατονέτα, λίγα δευτερόλεπτα σε κάθε σημείο.',
      'Το ψύχος καταστρέφει τα κύτταρα της βλάβης, που με τον καιρό φεύγουν μαζί με την κρούστα.',
      'Την ώρα της εφαρμογής νιώθετε έντονο κρύο και τσούξιμο, που μπορεί να κρατήσει και λίγο μετά.',
      'Συχνά η κρυοθεραπεία επαναλαμβάνεται, με διάστημα μερικών εβδομάδων ανάμεσα στις εφαρμογές.',
    ],
    after: [
      'Μετά την κρυοθεραπεία το σημείο κοκκινίζει και μπορεί να πρηστεί ή να σχηματίσει φουσκάλα.',
      'Αν σχηματιστεί φουσκάλα, δεν τη σπάτε μόνοι σας· αν σπάσει, τη σκεπάζετε με ένα καθαρό, στεγνό επίθεμα.',
      'Η κρούστα πέφτει μόνη της· αν το σημείο πονά έντονα ή βγάζει πύον, επικοινωνήστε μαζί μας.',
    ],
  },
  {
    id: 'acne-facial',
    // A facial cleansing at the clinic, not a hydrafacial's session nor a cleanser for home (its kind).
    named:
      /καθαρισμ\S*\s+(?:του\s+)?προσωπ|(?:deep|facial) cleansing|εξαγωγ\S*[^.]*(?:φαγεσωρ|κομεδον)|comedone extraction/u,
    unless: /hydra ?facial|υδροδερμοαπορροφησ|υδροαπολεπισ/u,
    kinds: TREATED,
    tag: '#καθαρισμόςπροσώπου',
    about: [
      'Στον καθαρισμό προσώπου, το δέρμα πρώτα καθαρίζεται και προετοιμάζεται, ώστε να μαλακώσει το περιεχόμενο των πόρων.',
      'Οι φαγέσωρες αφαιρούνται με ήπια πίεση, με γάντια και αποστειρωμένα εργαλεία.',
      'Τα κόκκινα, φλεγμονώδη σπυράκια δεν πιέζονται, γιατί η φλεγμονή μπορεί να πάει βαθύτερα.',
      'Ο καθαρισμός προσώπου δεν αντικαθιστά την αγωγή για την ακμή· τη συμπληρώνει, όπου το κρίνει ο δερματολόγος.',
      'Πριν από τον καθαρισμό, πείτε μας αν χρησιμοποιείτε ρετινοειδή ή οξέα, γιατί κάνουν το δέρμα πιο ευαίσθητο.',
    ],
    after: [
      'Λίγη κοκκινίλα στα σημεία όπου αφαιρέθηκαν φαγέσωρες είναι συνηθισμένη και περνά.',
      'Την ίδια μέρα αφήνουμε το μακιγιάζ, και τις επόμενες μέρες τα απολεπιστικά και τα οξέα.',
      'Τις επόμενες μέρες μην πιέζετε το δέρμα, και βάζετε αντηλιακό κάθε πρωί.',
    ],
  },
  {
    id: 'mole-excision',
    // A mole cut out («Αφαίρεση Σπίλου με Εκτομή», «εκτομή της ελιάς»), not a mapping of moles.
    named:
      /εκτομ\S*[^.]*(?:σπιλ|ελια|ελιεσ)|(?:σπιλ|ελια|ελιεσ)[^.]*εκτομ|(?:αφαιρεσ|αφαιρουμε)\S*\s+(?:του\s+|των\s+)?σπιλ/u,
    kinds: TREATED,
    tag: '#σπίλοι',
    about: [
      'Στην εκτομή ο σπίλος αφαιρείται ολόκληρος, μαζί με λίγο υγιές δέρμα γύρω του, και το δέρμα κλείνει με ράμματα.',
      'Πριν από την αφαίρεση, η περιοχή μουδιάζει με τοπικό αναισθητικό.',
      'Ο ιστός που αφαιρείται εξετάζεται στο μικροσκόπιο, στην ιστολογική εξέταση, για να ξέρουμε τι ακριβώς ήταν.',
      'Μετά την εκτομή μένει μια μικρή ουλή στο σημείο.',
      'Ένας σπίλος που αλλάζει σχήμα, χρώμα ή μέγεθος, ή που αιμορραγεί, θέλει εξέταση από δερματολόγο.',
    ],
    after: [
      'Τις πρώτες ημέρες κρατάτε το σημείο καθαρό και στεγνό και αλλάζετε το επίθεμα όπως σας δείξαμε.',
      'Αν δείτε κοκκίνισμα που απλώνεται, πύον ή αιμορραγία που δεν σταματά, επικοινωνήστε μαζί μας.',
    ],
  },
  {
    id: 'tattoo-removal',
    named:
      // A Q-switched or picosecond laser also lightens spots and freckles: it is a tattoo's only beside one.
      /(?:αφαιρεσ|αφαιρουμε|αφαιρειται|σβησιμο|q-?switch|pico)[^.]*τατουαζ|τατουαζ[^.]*(?:αφαιρεσ|αφαιρειται|σβησιμο|q-?switch|pico)|tattoo removal/u,
    kinds: TREATED,
    tag: '#αφαίρεσητατουάζ',
    about: [
      'Το laser σπάει τη μελάνη του τατουάζ σε πολύ μικρά σωματίδια, που ο οργανισμός απομακρύνει σταδιακά.',
      'Η αφαίρεση γίνεται σε σειρά συνεδριών, με διάστημα ανάμεσά τους, ώστε να επουλωθεί το δέρμα και ο οργανισμός να απομακρύνει τη μελάνη.',
      'Κάποια χρώματα μελάνης φεύγουν πιο δύσκολα από άλλα, και η μελάνη δεν απομακρύνεται πάντα ολόκληρη.',
      'Πόσες συνεδρίες θα χρειαστούν εξαρτάται από το μέγεθος, τα χρώματα, το βάθος και την ηλικία του τατουάζ.',
      'Κατά τη συνεδρία φοράτε ειδικά γυαλιά, γιατί το φως του laser δεν πρέπει να φτάσει στα μάτια.',
    ],
    after: [
      'Τις πρώτες μέρες το σημείο μπορεί να κοκκινίσει, να πρηστεί ή να βγάλει μικρές φουσκάλες.',
      'Τις φουσκάλες τις αφήνετε να υποχωρήσουν μόνες τους, χωρίς ξύσιμο.',
      'Ανάμεσα στις συνεδρίες, το σημείο μένει μακριά από τον ήλιο.',
    ],
  },
  {
    id: 'sclerotherapy',
    named: /σκληροθεραπ|sclerotherap/u,
    kinds: TREATED,
    tag: '#σκληροθεραπεία',
    about: [
      'Στη σκληροθεραπεία, ένα ειδικό διάλυμα μπαίνει με λεπτή βελόνα μέσα στη φλέβα.',
      'Το διάλυμα ερεθίζει το εσωτερικό τοίχωμα της φλέβας, που κλείνει, και το αίμα σταματά να περνά από εκεί.',
      'Η σκληροθεραπεία γίνεται κυρίως στις ευρυαγγείες και στους κιρσούς των ποδιών.',
      'Πριν από τη σκληροθεραπεία ο γιατρός εξετάζει τα πόδια και ρωτά για το ιστορικό σας.',
      'Κατά την ένεση μπορεί να νιώσετε ένα ελαφρύ τσούξιμο ή μια κράμπα.',
      'Πείτε μας από πριν αν είστε έγκυος ή θηλάζετε, αν έχετε κάνει θρόμβωση και ποια φάρμακα παίρνετε, όπως ασπιρίνη ή αντιπηκτικά.',
    ],
    after: [
      'Μετά τη σκληροθεραπεία φοράτε τις κάλτσες διαβαθμισμένης συμπίεσης για όσο σας πούμε.',
      'Περπατάτε από την ίδια μέρα· για την έντονη άσκηση σας λέμε πότε μπορείτε να την ξαναρχίσετε.',
      'Μελανιές και κοκκίνισμα στο σημείο είναι συνηθισμένα τις πρώτες μέρες.',
      'Τις επόμενες εβδομάδες, το σημείο μένει μακριά από τον ήλιο.',
    ],
  },
  {
    id: 'electrolysis',
    named: /ηλεκτρολυσ|electrolysis/u,
    kinds: TREATED,
    tag: '#ηλεκτρόλυση',
    about: [
      'Στην ηλεκτρόλυση, μια πολύ λεπτή αποστειρωμένη βελόνα μπαίνει στο στόμιο του θυλάκου, κατά μήκος της τρίχας.',
      'Ένα ηλεκτρικό ρεύμα φτάνει στη βάση του θυλάκου και καταστρέφει το σημείο από το οποίο μεγαλώνει η τρίχα, και η τρίχα αφαιρείται με τσιμπιδάκι.',
      'Η ηλεκτρόλυση γίνεται τρίχα προς τρίχα, γι’ αυτό ταιριάζει συνήθως σε μικρές περιοχές, όπως το πάνω χείλος ή το πηγούνι.',
      'Επειδή το ρεύμα φτάνει στον θύλακα με τη βελόνα, η ηλεκτρόλυση δεν εξαρτάται από το χρώμα της τρίχας: γίνεται και σε ξανθές, κόκκινες, γκρίζες ή λευκές τρίχες.',
      'Η ηλεκτρόλυση γίνεται σε σειρά συνεδριών, γιατί κάθε θύλακας χρειάζεται συνήθως περισσότερες από μία.',
      'Κατά τη συνεδρία μπορεί να νιώσετε ένα μυρμήγκιασμα ή μια μικρή ενόχληση σε κάθε θύλακα.',
    ],
    after: [
      'Μετά τη συνεδρία, ελαφρύ κοκκίνισμα ή πρήξιμο στα σημεία είναι συνηθισμένα.',
      'Τις πρώτες μέρες δεν ξύνετε το σημείο.',
    ],
  },
  {
    id: 'iontophoresis',
    named: /ιοντοφορ|iontophor/u,
    tag: '#ιοντοφόρηση',
    about: [
      'Στην ιοντοφόρηση, τα χέρια ή τα πόδια μπαίνουν σε ρηχά δοχεία με νερό βρύσης, από τα οποία περνά ασθενές ηλεκτρικό ρεύμα.',
      'Το ρεύμα που περνά από το νερό επηρεάζει για ένα διάστημα τη λειτουργία των ιδρωτοποιών αδένων στο σημείο.',
      'Η ιοντοφόρηση γίνεται κυρίως για τον ιδρώτα στις παλάμες και στα πέλματα.',
      'Η ιοντοφόρηση ξεκινά με σειρά συνεδριών και συνεχίζει με συνεδρίες συντήρησης.',
      'Κατά την ιοντοφόρηση νιώθετε ένα ελαφρύ μυρμήγκιασμα στο δέρμα.',
      'Πριν από την ιοντοφόρηση βγάζετε τα κοσμήματα, και μικρές αμυχές στο δέρμα καλύπτονται με βαζελίνη, γιατί εκεί το ρεύμα τσιμπά.',
      'Η ιοντοφόρηση δεν γίνεται στην εγκυμοσύνη, ούτε σε όσους έχουν βηματοδότη ή μεταλλικά ορθοπαιδικά εμφυτεύματα.',
    ],
    after: [
      'Μετά την ιοντοφόρηση το δέρμα μπορεί να είναι ξηρό ή λίγο ερεθισμένο· μια ενυδατική κρέμα βοηθά.',
    ],
    atHome: {
      after: [
        'Με τη συσκευή του σπιτιού ακολουθείτε το πρόγραμμα που σας δώσαμε και τις οδηγίες του κατασκευαστή.',
      ],
    },
  },
  {
    id: 'led',
    named: /\bled\b|light.?emitting/u,
    tag: '#LED',
    about: [
      'Στη φωτοθεραπεία LED το δέρμα δέχεται φως συγκεκριμένων χρωμάτων, δηλαδή συγκεκριμένων μηκών κύματος.',
      'Κάθε χρώμα του LED φτάνει σε διαφορετικό βάθος στο δέρμα.',
      'Το μπλε φως χρησιμοποιείται συνήθως σε δέρμα με ακμή.',
      'Το κόκκινο φως φτάνει βαθύτερα στο δέρμα από το μπλε.',
      'Κατά τη φωτοθεραπεία LED τα μάτια προστατεύονται με ειδικά γυαλιά ή καλύμματα.',
      'Αν παίρνετε φάρμακα που κάνουν το δέρμα ευαίσθητο στο φως, πείτε μας πριν από τη φωτοθεραπεία LED.',
    ],
    after: ['Μετά τη φωτοθεραπεία LED συνεχίζετε κανονικά την καθημερινή φροντίδα, με αντηλιακό το πρωί.'],
    atHome: {
      after: [
        'Με τη συσκευή LED του σπιτιού ακολουθείτε τον χρόνο και τη συχνότητα που γράφουν οι οδηγίες της, και προστατεύετε τα μάτια.',
      ],
    },
  },
];

export const PROCEDURE_SOURCES: Sources = {
  'mole-excision': [
    'Macmillan Cancer Support, excision biopsy (https://www.macmillan.org.uk/cancer-information-and-support/diagnostic-tests/excision-biopsy)',
    'Melanoma UK, excision (https://www.melanomauk.org.uk/excision)',
  ],
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
  'skin-tags': [
    'Cleveland Clinic, skin tags (https://my.clevelandclinic.org/health/diseases/21528-skin-tags-acrochordons)',
    `${NHS}: skin tags (https://www.nhs.uk/conditions/skin-tags/)`,
    'NHS Devon, skin tags (https://myhealth-devon.nhs.uk/my-condition/skin-tags)',
  ],
  cryotherapy: [
    `${BAD}, cryotherapy (www.bad.org.uk/leaflets)`,
    `${NHS}: warts and verrucas (https://www.nhs.uk/conditions/warts-and-verrucas/)`,
    'NHS GP wart clinic, cryotherapy (https://www.sidesmc.nhs.uk/clinics-and-services/wart-clinic-cryotherapy/)',
  ],
  'acne-facial': [
    `${AAD}, how dermatologists remove acne (read only in a copy)`,
    'UPMC, pimple popping at home (https://share.upmc.com/2016/02/pimple-popping-at-home/)',
  ],
  'tattoo-removal': [
    'American Society for Dermatologic Surgery, tattoo removal (https://www.asds.net/skin-experts/skin-conditions/tattoo-removal)',
    `${AAD}, laser tattoo removal (as https://orlandodermatologycenter.com/content/laser-tattoo-removal republishes it)`,
  ],
  sclerotherapy: [
    'Mayo Clinic, sclerotherapy (https://www.amerikanhastanesi.org/mayo-clinic-care-network/mayo-clinic-health-information-library/test-procedure/sclerotherapy)',
    'Cleveland Clinic, vein treatment (https://my.clevelandclinic.org/cosmetic-plastic-surgery/procedures/varicose-vein-treatment-sclerotherapy)',
  ],
  electrolysis: [
    'Cleveland Clinic, electrolysis (https://my.clevelandclinic.org/health/treatments/8306-electrolysis)',
  ],
  iontophoresis: [
    `${BAD}, iontophoresis for hyperhidrosis (https://www.skinhealthinfo.org.uk/condition/iontophoresis-for-hyperhidrosis/)`,
    'Newcastle upon Tyne Hospitals NHS, iontophoresis (https://newcastle-hospitals.nhs.uk/services/dermatology/patient-dermatology-information-leaflets/iontophoresis)',
    'South Tees Hospitals NHS, iontophoresis (https://www.southtees.nhs.uk/resources/ionotophoresis/)',
  ],
  led: [
    'Cleveland Clinic, LED light therapy (https://my.clevelandclinic.org/health/treatments/22146-led-light-therapy)',
  ],
};
