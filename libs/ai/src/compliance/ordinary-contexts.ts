/**
 * Ordinary sentences that hold a rule's words without its claim, by rule id: a symptom «που δεν φεύγει»
 * is no permanent result, «μόνιμες ουλές» is a risk told, a charity's «Race for the Cure» no cure
 * promised, a thanks for a review's stars no testimonial shown, an illness's course «2–3 μήνες μετά» no
 * before/after, the law on prescription medicines told no medicine advertised, a common enemy «νούμερο 1»
 * no self-praise, a minor's visit that needs a parent no treatment offered to minors. Each context keeps
 * the claim itself flagged when said of a result, a treatment or the clinic.
 */
import { EVERYDAY_BEFORE_AFTER } from './reworded-claims.ts';
import type { RuleExtras } from './rule-types.ts';

/**
 * A medicine's use told as the law asks, in the reading: only on a prescription or from a pharmacy, never
 * without a doctor («μην τα παίρνετε χωρίς ιατρική οδηγία», «μόνο με συνταγή», «μόνο όταν τα συστήνει ο γιατρός
 * σας»); not «χωρίς συνταγή» alone,
 * which is the offer itself.
 */
const ONLY_ON_ADVICE =
  '(?:(?<!\\p{L})μην? (?:τα |το |την |τισ |τουσ )?(?:παιρν|παρ|ξεκιν|σταματ|χρησιμοποι|αγοραζ)\\p{L}*(?: ποτε)? (?:\\p{L}+ ){0,3}?χωρισ (?:ιατρικ\\p{L}* )?(?:συνταγ|οδηγι|γνωμ|συστασ|γιατρ|ιατρ)\\p{L}*|(?<!\\p{L})μονο (?:με|κατοπιν|απο) (?:ιατρικ\\p{L}* )?(?:συνταγ|οδηγι|φαρμακει|γιατρ)\\p{L}*|(?<!\\p{L})μονο οταν (?:σασ |σου )?(?:τα |το |τη |την |τισ |τουσ )?(?:συστηνει|γραφει|συνταγογραφει|προτεινει|λεει|δινει) (?:ο |η |ενασ |μια )?(?:γιατρ|ιατρ)\\p{L}*)';

/** What a person has and wants gone: a symptom or a blemish. */
const SYMPTOMS =
  '(σπυρ*|ελιά|ελιές|κοκκινίλ*|κηλίδ*|πανάδ*|φαγούρ*|εξάνθημ*|πληγ*|πόνος|πόνο|βήχας|βήχα|ξηρότητ*|λέπι*|τριχόπτωσ*|ακμή|μυρμηγκι*|ερεθισμ*|κνησμ*|ενόχλησ*|τσίμπημα|σκασίματα|κοκκίνισμα)';

/** The clinic that works with no influencers. */
const NO_INFLUENCERS =
  '(δεν|ούτε|όχι|ποτέ|never|no) (κάνουμε|κάναμε|έχουμε|δεχόμαστε|κάνει|do|have|accept)? (ποτέ)? … (συνεργασί*|συνεργαζ*|collab*|διαφημ*|sponsor*|χορηγ*) (με)? (influencer*)';

/**
 * The clinic that makes no offers, to the end of its sentence: «Δεν κάνουμε εκπτώσεις σε ιατρικές πράξεις,
 * γιατί η υγεία δεν είναι προσφορά» (not past a «but» or a gift: «…αλλά χαρίζουμε τη δεύτερη»).
 */
const NO_OFFERS =
  '(?<!\\p{L})(?:δεν|ουτε|ποτε|never|no)\\s+(?:θα\\s+)?(?:κανουμε|προσφερουμε|δινουμε|εχουμε|πραγματοποιουμε|παρεχουμε|διαθετουμε|κανει|προσφερει|υπαρχουν|επιτρεπει|επιτρεπεται|επιτρεπουν|δειτε|βλεπετε|βρειτε|do|offer|give|allow)\\s+(?:ποτε\\s+|never\\s+)?[«"“]?(?:εκπτωσ|προσφορ|δωρα|δωρεαν|πακετα|discounts|offers)\\p{L}*(?:(?!αλλα|ομωσ|μονο|δωρεαν|δωρο|χαριζ|κερν|free|but|only)[^.!;?\\n])*';

/** The refusal itself: «δεν δημοσιεύουμε», «δεν μπορούμε να δίνουμε», «ούτε θα συνταγογραφήσουμε». */
const REFUSING =
  '(?:(?<!\\p{L})(?:δεν|ουτε|ποτε)\\s+(?:θα\\s+)?(?:(?:μπορουμε|επιτρεπεται)\\s+να\\s+)?(?:ποτε\\s+)?(?:δημοσιευ|αναρτ|ανεβαζ|ανεβασ|δειχν|δειξ|μοιραζ|μοιραστ|χορηγ|διν|δωσ|πουλ|πωλ|συνταγογραφ|επιβεβαιων|επιβεβαιωσ|διαψευδ|σχολιαζ|σχολιασ|αποκαλυπτ|αποκαλυψ|συζητ|προωθ|διαφημιζ|διαφημισ|χρησιμοποι|συνεργαζ|δεχ)(?:ουμε|αμε|ησουμε|σουμε|ομαστε|ουμαστε|τουμε)(?!\\p{L})|(?<!\\p{L})(?:δεν|ουτε)\\s+(?:γινονται|πραγματοποιουνται|χορηγουνται|πωλουνται|διατιθενται|εφαρμοζονται)(?!\\p{L}))';
/** A letter of the refused clause: no sentence's or clause's end, no «but», «only» or «except». */
const REFUSED_CLAUSE_LETTER =
  '(?!(?<!\\p{L})(?:αλλα|ομωσ|μονο|εκτοσ|παρα|but|only|except)(?!\\p{L}))[^.!;?\\n,:—–]';
/**
 * What the clinic says it does not do, to the end of its clause: «Δεν δημοσιεύουμε φωτογραφίες «πριν και
 * μετά» ούτε κριτικές ασθενών», «Στο φαρμακείο μας δεν χορηγούμε αντιβιοτικά χωρίς ιατρική συνταγή», «Δεν
 * μπορούμε να δίνουμε πληροφορίες για συνταγογραφούμενα φάρμακα μέσω των social media». A clause ends at a
 * comma, a colon, a dash or a sentence's end, and never runs past a «but», an «only» or an «except» («Δεν
 * δημοσιεύουμε κριτικές, δείτε τι λένε οι ασθενείς μας» is still a testimonial after its comma).
 */
const PRACTICE_REFUSED = `${REFUSING}(?:${REFUSED_CLAUSE_LETTER})*`;
/**
 * The same over a list of what is refused, past its commas: «Δεν δημοσιεύουμε μαρτυρίες, φωτογραφίες «πριν
 * και μετά» ή ιστορίες ασθενών» (still not past a «but», «only» or «except»).
 */
const LIST_REFUSED = `${REFUSING}(?:(?!(?<!\\p{L})(?:αλλα|ομωσ|μονο|εκτοσ|παρα|but|only|except)(?!\\p{L}))[^.!;?\\n:—–])*`;
/**
 * Prescription medicines as a class in a refused clause or list, the word alone (so a medicine named beside
 * it is still flagged): «Δεν μπορούμε να δίνουμε πληροφορίες για συνταγογραφούμενα φάρμακα», «Στο spa μας
 * ΔΕΝ γίνονται ενέσεις, fillers ή θεραπείες με συνταγογραφούμενα σκευάσματα».
 */
const PRESCRIPTION_CLASS_REFUSED = `(?=συνταγογραφουμεν)(?<=${REFUSING}(?:${REFUSED_CLAUSE_LETTER}|,(?=\\s)){0,80})(?<!\\p{L})συνταγογραφουμεν\\p{L}*`;

/** Others' wonders seen by the reader, asked with a quoted word: «Βλέπετε «θαυματουργές» θεραπείες από influencers;». */
const INFLUENCERS_DOUBTED =
  '(?<!\\p{L})(?:βλεπετε|βλεπεισ|ειδατε|ειδεσ|διαβαζετε|διαβασατε|ακουτε|ακουσατε)(?!\\p{L})[^.!;?\\n]{0,120}?[«"“][^»"”\\n]{1,40}[»"”][^.!;?\\n]{0,120}?(?:influencer|ινφλουενσερ)\\p{L}*[^.!;?\\n]{0,40}[;?]';

/**
 * The best doctor defined for the reader, not named: «Ο καλύτερος γιατρός για εσάς είναι αυτός με τον οποίο
 * νιώθετε άνετα» (a relation of trust, no practice praised).
 */
/**
 * The words of a guarantee of care, not of a result: the care itself (information, attention, being
 * reachable), the words that join and qualify it, and when it is given («μετά την επέμβαση», «σε κάθε βήμα»).
 */
const CARE_WORD =
  '(?:(?:ενημερωσ|προσοχ|διαθεσιμοτητ|ειλικρινει|σεβασμ|εχεμυθει|απορρητ|παρακολουθησ|υποστηριξ|επικοινωνι|φροντιδ|επεμβασ|θεραπει|πραξ|διαρκει)\\p{L}*|και|κι|την|τη|το|τα|τισ|τον|τησ|του|των|μια|σε|στο|στη|στην|καθε|μετα|πριν|κατα|απο|βημα|ολη|ολο|σωστη|πληρη|ειλικρινη|συνεχη|εγκαιρη|αμεση|ιατρικη)(?!\\p{L})';

const BEST_DOCTOR_DEFINED =
  '(ο|η) (καλύτερος|καλύτερη) (γιατρός|ιατρός|δερματολόγος|οδοντίατρος|χειρουργός|παιδίατρος|γυναικολόγος|καρδιολόγος|οφθαλμίατρος|ορθοπαιδικός|ορθοπεδικός|κτηνίατρος) (για εσάς|για σας|για σένα|για εσένα|για το παιδί σας)? (είναι)? (αυτός|αυτή|εκείνος|εκείνη|όποιος|όποια) (με τον οποίο|με την οποία|που|τον οποίο|την οποία) (νιώθ*|αισθάν*|επικοινων*|εμπιστεύ*|σας ακούει|σας εξηγεί|μιλάτε|ρωτάτε)';

/** A sentence of the reading: from after a mark that ends one to before the next. */
const SENTENCE_START = '(?<![^.!;?\\n])';
const IN_SENTENCE = '[^.!;?\\n]*';

/**
 * A guarantee of a service, a whole sentence with no result in it: «η ώρα του ραντεβού σας είναι
 * εγγυημένη», «παράδοση εγγυημένα αυθημερόν», «η εμπιστευτικότητα των δεδομένων σας είναι εγγυημένη»,
 * «σας απαντάμε εγγυημένα μέσα στην ίδια ημέρα», a job's terms («Εγγυημένος μισθός, πενθήμερο») (not
 * «εγγυημένο αποτέλεσμα από το πρώτο ραντεβού»).
 */
const SERVICE_WORD =
  '(?<!\\p{L})(?:(?:ραντεβου|ωρα|ωρεσ|κρατηση|κρατησεισ|κρατησησ|απανταμε|απαντηση|απαντησεισ|μηνυμα|μηνυματα|gdpr|parking|αυθημερον)(?!\\p{L})|(?:παραδοσ|αποστολ|δεδομεν|απορρητ|εμπιστευτικ|εχεμυθ|ιδιωτικοτητ|σταθμευσ|παρκινγκ|γνησιοτητ|ανταποκρισ|εξυπηρετησ|τηλεφων|αποστειρωσ|ιχνηλασιμ|μισθ|αποδοχ|πενθημερ|ωραρι))';
const RESULT_WORD =
  '(?<!\\p{L})(?:αποτελεσμ|κοιμ|υπν|ποδ|χερ|ματι|ακρωτηριασ|ζωη|υγει|επιτυχ|θεραπ|βελτιω|κιλ|αδυνατ|λαμψ|λαμπ|νεανικ|νεοτερ|ρυτιδ|μαλλι|τριχ|δερμα|επιδερμιδ|εγκυμοσ|ιασ|ιαση|εξαφαν|λει|σφριγ|σωμα|προσωπ(?!ικ)|μυτη|χειλ|οραση|δοντι|χαμογελ|πονο|πονα|ανωδυν|ευχαριστ|ικανοποι|αλλαγ|διαφορα|μεταμορφ|ομορφ|result|success|(?:πετ|ξεχν|αποχαιρετ)\\p{L}*\\s+(?:τα\\s+|τουσ\\s+)?(?:γυαλι|φακ))';
const SERVICE_GUARANTEE = `${SENTENCE_START}(?!${IN_SENTENCE}${RESULT_WORD})(?=${IN_SENTENCE}${SERVICE_WORD})${IN_SENTENCE}`;

/**
 * A guarantee that the clinic will explain, inform or answer, to the end of its sentence with no result in
 * it: «Σας εγγυόμαστε ένα πράγμα: ότι θα σας εξηγήσουμε κάθε κίνδυνο πριν αποφασίσετε» (not «…ότι θα δείτε
 * αποτέλεσμα»).
 */
const INFORMATION_GUARANTEED = `(?<!\\p{L})(?:(?:σασ|σου)\\s+)?εγγυ(?:ομαστε|ωμαστε|ουμε|αται)(?!\\p{L})\\s*[:—–,]?\\s*(?:(?:ενα|μονο)\\s+(?:πραγμα|πραγματακι)\\s*[:—–,]?\\s*)?(?:οτι\\s+|πωσ\\s+)?(?:θα\\s+)?(?:σασ\\s+|σου\\s+)?(?:εξηγ|ενημερ|ακου|απαντ|μιλ|αφιερ|συζητ|αναλυ|περιγρα)\\p{L}*(?!${IN_SENTENCE}${RESULT_WORD})${IN_SENTENCE}`;

/**
 * A regulator's safety notice with no invitation anywhere in the text: «Υπενθύμιση ασφάλειας από τον ΕΟΦ: τα
 * φάρμακα που περιέχουν ισοτρετινοΐνη αντενδείκνυνται στην εγκυμοσύνη» informs (Directive 2001/83/EC art.
 * 86(2): information on health is no advertising). A text that also books, calls, links, names the
 * clinic's own practice or prices is no notice: «Ο ΕΟΦ ενημερώνει… κλείστε ραντεβού».
 */
const REGULATOR =
  '(?<!\\p{L})(?:εοφ|ema|εμα|αρμοδι\\p{L}* αρχ\\p{L}*|ευρωπαικοσ οργανισμοσ φαρμακων|υπουργει\\p{L}* υγειασ|who|ποy|fda|ecdc|εοδυ)(?!\\p{L})';
const SAFETY_WORD =
  '(?<!\\p{L})(?:προειδοποι|ελλειψ|ενημερων|ενημερωσ|υπενθυμισ|ανακλησ|ανακαλ|αντενδεικν|πλαστ|παραποιημ|μη εγκεκριμεν|κινδυν|ασφαλει|παρενεργει|ανεπιθυμητ)';
const INVITATION =
  '(?<!\\p{L})(?:ραντεβου|κλειστε|κλεισε|κλεισιμο|καλεστε|καλεσε|τηλεφων|επικοινων|στειλτε|στειλε|inbox|dm|link|bio|διαθεσιμ|(?:διαθετουμε|εχουμε|κανουμε|εφαρμοζουμε|χορηγουμε|συνταγογραφουμε)(?!\\p{L})|προσφερ|ρωτηστε|ελατε|μασ|εμασ|εδω|www|http|τιμη|τιμεσ|κοστοσ|ευρω|€|εκπτωσ|προσφορ|δωρ)';
const REGULATOR_NOTICE = `^(?![\\s\\S]*${INVITATION})(?=[\\s\\S]*${REGULATOR})(?=[\\s\\S]*${SAFETY_WORD})[\\s\\S]*$`;
/**
 * A giveaway whose prize is no act, which says no visit or purchase is needed, the whole text: «Κερδίστε ένα σετ
 * πετσέτες θαλάσσης. Δεν απαιτείται επίσκεψη ή αγορά» (not «Κερδίστε μια συνεδρία… δεν απαιτείται αγορά»).
 */
const GIVEAWAY_OF_NO_ACT = `^(?=[\\s\\S]*(?<!\\p{L})(?:δεν|χωρισ\\s+να)\\s+(?:απαιτειται|χρειαζεται|απαιτουνται|χρειαζονται)\\s+(?:καμια\\s+)?(?:επισκεψ|αγορ|ραντεβου))(?![\\s\\S]*(?<!\\p{L})(?:κερδισ|κερδιζ|κερδιστε|χαριζ|δωρο|δωρα|δωρεαν)\\p{L}*[^.!;?\\n]{0,60}?(?<!\\p{L})(?:συνεδρι|θεραπει|επισκεψ|εξετασ|λευκανσ|καθαρισμ|ενεσ|laser|λειζερ|peeling|αποτριχωσ|μεσοθεραπει|ραντεβου|πραξ|check|υπερηχ|εμφυτευμ|filler|botox|αισθητικ|εκτιμησ|αξιολογησ))[\\s\\S]*$`;

/**
 * A shortage told to those who take a medicine, who are told not to change it on their own, nothing offered, priced
 * or slimming: «Έλλειψη στο σκεύασμα X: μην αλλάξετε μόνοι σας δόση, ρωτήστε τον γιατρό σας» (a notice, no advertisement).
 */
const SHORTAGE_NOTICE = `^(?![\\s\\S]*(?:€|${INVITATION}|(?<!\\p{L})(?:τιμη|τιμεσ|προσφορ|εκπτωσ|δωρ|κιλ|αδυνατ|βαρουσ|αποθεμα\\s+μασ)))(?=[\\s\\S]*(?<!\\p{L})(?:ελλειψ|ελλειπ|δεν\\s+(?:το|τα)\\s+βρισκετε))(?=[\\s\\S]*(?<!\\p{L})(?:μην|μη)\\s+(?:αλλαξετε|αλλαζετε|σταματησετε|διακοψετε|αντικαταστησετε)\\s+(?:\\p{L}+\\s+){0,2}?(?:δοσ|σκευασμ|φαρμακ|αγωγ))[\\s\\S]*$`;

/**
 * A medicine explained with its cautions and nothing offered: «Η φιναστερίδη είναι συνταγογραφούμενο
 * φάρμακο και μπορεί να έχει ανεπιθύμητες ενέργειες. Μην την προμηθεύεστε χωρίς ιατρική εκτίμηση», «Οι
 * ενέσεις αλλαντικής τοξίνης είναι ιατρική πράξη και πρέπει να γίνονται μόνο από γιατρό» (Directive
 * 2001/83/EC art. 86(2): information on health, no advertising). The whole text holds a caution, no
 * invitation, no contact and no benefit sold (weight, youth, a result, speed, ease, goodbye to a symptom, a
 * thing made to measure, a price; a benefit denied, «Δεν αποτελούν αισθητική λύση», and «αποτελεσματική
 * αντισύλληψη» sell nothing).
 */
const CAUTION =
  '(?<!\\p{L})(?:ανεπιθυμητ|παρενεργει|αντενδεικν|κινδυν|προσοχη|ιατρικη πραξη|δεν υπαρχει τετοιο|μυθοσ|εοφ|μπορει να προκαλεσ|δεν ενδεικνυ|μην (?:τ\\p{L}{1,2} )?(?:προμηθευ|αγοραζ))';
const BENEFIT_SOLD =
  '(?<!\\p{L})(?<!(?:δεν|ουτε)\\s+(?:ειναι|αποτελ\\p{L}*)\\s+(?:\\p{L}+\\s+)?)(?<!(?:δεν|ουτε)\\s+προοριζ\\p{L}*\\s+για\\s+[«"“]?(?:\\p{L}+\\s+)?)(?:ζητ|παρτε|παρε|ξεκιν|περασ|ελα|online|ονλαιν|συνταγογραφησ|διακριτικ|χωρισ συνταγ|λεπτ|[a-z]{3,}\\s+[a-z]{3,}\\s+[a-z]{3,}|κιλ|αδυνατ|αποτελεσμ(?!\\p{L}*\\s+αντισυλληψ)|νεανικ|νεοτερ|ρυτιδ|λαμψ|ομορφ|θαυμα|εξαφαν|ξεφορτω|λυση|δραστικ|γρηγορ|ευκολ|αμεσα|αντιο|στα\\s+μετρα|διαθεσιμ|βρειτε|(?:αγοραστε|αγορασε)(?!\\p{L})|παραγγ|τιμη|τιμεσ|ευρω|€|εκπτωσ|προσφορ|δωρ|#|\\d{3}\\s?\\d{3}|τηλ|@)';
const CAUTION_NOTICE = `^(?![\\s\\S]*(?:${INVITATION}|${BENEFIT_SOLD}))(?=[\\s\\S]*${CAUTION})[\\s\\S]*$`;

/**
 * A class of medicines told to be prescribed only by a doctor or after an assessment, nothing offered:
 * «Δεν υπάρχει «θαυματουργό» χάπι… Κάθε φάρμακο για το βάρος συνταγογραφείται μόνο μετά από ιατρική
 * εκτίμηση» (no invitation anywhere in the text; a medicine's name is still refused).
 */
const ONLY_PRESCRIBED_NOTICE = `^(?![\\s\\S]*${INVITATION})(?=[\\s\\S]*(?<!\\p{L})(?:συνταγογραφ\\p{L}*|δινεται|δινονται|χορηγειται|χορηγουνται)\\s+μονο\\s+(?:απο\\s+(?:τον\\s+|την\\s+)?(?:γιατρ|ιατρ)|μετα\\s+απο\\s+(?:ιατρικ\\p{L}*\\s+)?(?:εκτιμησ|εξετασ|αξιολογησ|συνταγ)))[\\s\\S]*$`;

/**
 * A medicine, named or not, told of as a doctor's to give: only on a prescription or after an assessment,
 * prescription-only, prescribed by someone else, dangerous beside other medicines, no vitamin, no help against a
 * virus («Τα αντιβιοτικά, όπως η αμοξυκιλλίνη, δεν δρουν στις ιώσεις»): «Η ταδαλαφίλη
 * διατίθεται μόνο με ιατρική συνταγή», «Η φιναστερίδη είναι συνταγογραφούμενο φάρμακο», «Η διαιτολόγος δεν
 * συνταγογραφεί φάρμακα», «Η σιλδεναφίλη αλληλεπιδρά με φάρμακα για την καρδιά» (Directive 2001/83/EC art.
 * 86(2): information on health, which promotes no supply). The clinic's own «we do not give it without a
 * prescription» is none of these: it says the clinic gives it with one.
 */
const MEDICINE_RESTRICTED =
  '(?<!\\p{L})(?:(?:χορηγ|διατιθ|διν|δοθ|πωλ|συνταγογραφ|εκτελ|παιρν)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:(?:μονο|αποκλειστικα)\\s+(?:με|κατοπιν|μετα\\s+απο|υστερα\\s+απο|απο)|με)\\s+(?:την\\s+|τη\\s+|τον\\s+)?(?:ιατρικ\\p{L}*\\s+)?(?:συνταγ|εκτιμησ|εξετασ|γιατρ|ιατρ|δερματολογ|ενδειξ)|(?:συνταγογραφ|χορηγ|διν)\\p{L}*\\s+(?:μονο|αποκλειστικα)\\s+(?:οταν|αν|εφοσον)\\s+(?:υπαρχει\\s+)?(?:ιατρικ\\p{L}*\\s+)?ενδειξ|(?:δεν|ουτε)\\s+(?:χορηγ|διατιθ|πωλ|διν)(?:ειται|ουνται|ονται|εται)\\s+χωρισ\\s+(?:ιατρικ\\p{L}*\\s+)?συνταγ|(?:ειναι|αποτελει|αποτελουν|προκειται\\s+για)\\s+(?:ενα\\s+)?συνταγογραφουμεν|δεν\\s+ειναι\\s+(?:προιον|προιοντα)\\s+αισθητικ|(?:δεν|ουτε)\\s+συνταγογραφ\\p{L}*\\s+(?:φαρμακ|σκευασματ|ενεσ|χαπι)|(?:δεν|δε|ουτε)\\s+(?:δρουν|δρα|δραει|λειτουργουν|λειτουργει|πιανουν|πιανει|βοηθουν|βοηθαει|θεραπευουν|σκοτωνουν)\\s+(?:σε\\s+|στισ\\s+|στα\\s+|στουσ\\s+|κατα\\s+(?:των\\s+)?|για\\s+(?:τισ\\s+|τα\\s+|τουσ\\s+)?)?(?:\\p{L}+\\s+)?(?:ιωσ|ιο(?!\\p{L})|ιουσ|ιων|κρυολογ|γριπ|συναχ)|αλληλεπιδρ|επικινδυν|ανεπιθυμητ|παρενεργει|αντενδειξ|αντενδεικν|μπορει\\s+να\\s+(?:προκαλεσ|επηρεασ|αλλοιωσ|μειωσ)|απορροφησ|(?:απαιτει|χρειαζεται)\\s+(?:τακτικ\\p{L}*\\s+)?(?:αιματολογικ\\p{L}*\\s+)?(?:εξετασ|παρακολουθησ)|μην?\\s+(?:αλλαζετε|σταματατε|διακοπτετε|ξεκινατε|αυξανετε|μειωνετε)\\s+(?:ποτε\\s+)?(?:τη|την)\\s+(?:δοση|αγωγη|θεραπεια)\\s+χωρισ|δεν\\s+ειναι\\s+(?:μια\\s+|ενα\\s+)?[«"“]?(?:βιταμιν|ενεσ\\p{L}*\\s+ομορφι|καλλυντικ|συμπληρωμ))';
/**
 * What sells a medicine in a text: an order, a price, stock, delivery, a prescription written for the
 * reader, a booking, speed, a result, goodbye to a symptom («πες αντίο στις εξάψεις»), a thing made to measure,
 * a question to ask the clinic, a revolution («…αλλά εμείς», not «δεν διαθέτουμε»).
 */
const MEDICINE_SOLD =
  '(?<!\\p{L})(?<!(?:δεν|ουτε|μη|μην)\\s+(?:\\p{L}+\\s+){0,3})(?:παραγγ|στειλτε|στειλε|τιμ(?:η|εσ)(?!\\s+(?:του|τησ|των)\\s+(?:psa|σακχαρ|χοληστεριν|ορμον|θυρεοειδ|αιματ|πιεσ|γλυκοζ|ουρ|βιταμιν|σιδηρ|τριγλυκεριδ))|€|ευρω|εκπτωσ|προσφορ|διαθεσιμ|(?:εχουμε|διαθετουμε|φερνουμε|ηρθαν|ηρθε|γραφουμε|γραψουμε|συνταγογραφουμε|dm)(?!\\p{L})|αποκτηστε|αγοραστε|inbox|online|ονλαιν|παραδοσ|αποστολ|κλειστε|κλεισε|ραντεβου|χωρισ\\s+αναμονη|διακριτικ|αμεσα|γρηγορ|κιλα(?!\\p{L})|αποτελεσμ|αντιο(?!\\p{L})|στα\\s+μετρα\\s+(?:σου|σασ)|δωρ|(?:αλλα|ομωσ)\\s+(?:εμεισ|εδω|σε\\s+εμασ)|ρωτηστε\\s+(?:μασ|εμασ)(?!\\s+για\\s+(?:μη|αλλ|εναλλακτικ))|αλλαξ\\p{L}*\\s+(?:τον\\s+τροπο|τη\\s+ζωη|τα\\s+δεδομενα)|επαναστα|θαυμ)';
const MEDICINE_RESTRICTED_TEXT = `^(?![\\s\\S]*${MEDICINE_SOLD})(?=[\\s\\S]*${MEDICINE_RESTRICTED})[\\s\\S]*$`;

/** An aesthetic or cosmetic act, a look, a price or an offer, in the reading. */
const AESTHETIC_OR_PRICE_WORDS =
  'αισθητικ|botox|μποτοξ|τοξιν|filler|φιλλερ|υαλουρον|laser|λειζερ|αποτριχωσ|peeling|πιλινγκ|μεσοθεραπ|πλαστικ|ρινοπλαστ|ωτοπλαστ|λιποαναρροφ|lifting|λιφτινγκ|τατουαζ|tattoo|piercing|πιρσινγκ|καθαρισμ\\p{L}* προσωπ|microneedling|prp|ενεσ|ομορφ|εμφανισ|look|glow|λαμψ|σωμα|κιλ|αδυνατ|σιλουετ|χειλ|μυτη|ρυτιδ|προσφορ|εκπτωσ|δωρ|πακετ|τιμη|τιμεσ|ευρω(?!π)|€|κουπον|voucher|καλοκαιρ|χορο|prom|αποφοιτ';
/** The clinic's own practice or a booking: «στο ιατρείο», «κλείστε ραντεβού». */
const AT_THE_CLINIC_WORDS =
  'στο ιατρειο|(?:ιατρει|κλινικ|κεντρ|φαρμακει)\\p{L}* μασ|σε εμασ|αναμονη|κλειστε|κλεισε|ραντεβου|καλεστε|καλεσε|διαθεσιμ';

/**
 * What makes a text about a minor one a clinic could be selling to: an aesthetic or cosmetic act, a
 * look, a price or an offer, the clinic's own practice or a booking («Εμβόλια στο ιατρείο για παιδιά 12
 * ετών, χωρίς αναμονή»). A text about a child's health with none of them (a vaccine, an eye
 * test from age 3, a teenager's mood for a child psychiatrist) offers minors nothing (the rule's reason:
 * aesthetic acts are for adults).
 */
const AESTHETIC_OR_OFFER = `(?<!\\p{L})(?:${AESTHETIC_OR_PRICE_WORDS}|${AT_THE_CLINIC_WORDS})`;
const NOTHING_AESTHETIC = `^(?![\\s\\S]*${AESTHETIC_OR_OFFER})[\\s\\S]*$`;
/**
 * A children's doctor's practice, booked, with nothing aesthetic or priced: «Η παιδίατρος δέχεται με ραντεβού
 * παιδιά έως 16 ετών» (a booking with a paediatrician offers minors no aesthetic act).
 */
const AESTHETIC_OR_PRICE = `(?<!\\p{L})(?:${AESTHETIC_OR_PRICE_WORDS})`;
const PAEDIATRIC_PRACTICE = `^(?![\\s\\S]*${AESTHETIC_OR_PRICE})(?=[\\s\\S]*(?<!\\p{L})(?:παιδιατρ|παιδοψυχιατρ|παιδοχειρουργ|παιδοδοντ|παιδοενδοκρινολογ|παιδονευρολογ|παιδοκαρδιολογ|νεογνολογ|λογοθεραπ|εργοθεραπ|παιδοψυχολογ)\\p{L}*)[\\s\\S]*$`;

/**
 * A promise the clinic says it does not make, to the end of its clause: «Δεν υποσχόμαστε ανώδυνες
 * θεραπείες», «Δεν θα σας υποσχεθούμε ότι θα χάσετε δέκα κιλά σε έναν μήνα» (not past a comma or a «but»:
 * «Δεν υποσχόμαστε θαύματα, υποσχόμαστε εγγυημένο αποτέλεσμα» is still a guarantee).
 */
const PROMISE_REFUSED = `(?<!\\p{L})(?:δεν|ουτε|ποτε)\\s+(?:θα\\s+)?(?:(?:σασ|σου)\\s+)?(?:(?:το|τα|την|τη|τον|τουσ|τισ)\\s+)?(?:υποσχ|ταζ|ταξ|εγγυ)(?:ομαστε|ουμε|ηθουμε|εθουμε|ηθηκαμε|εθηκαμε)(?!\\p{L})(?:${REFUSED_CLAUSE_LETTER})*`;
/**
 * A promise refused and care promised in its place, to the end of the sentence: «Δεν υποσχόμαστε αποτελέσματα —
 * υποσχόμαστε ειλικρινή ενημέρωση για τα οφέλη και τους κινδύνους» (not a result promised after the dash:
 * «…— υποσχόμαστε λαμπερό δέρμα»).
 */
const CARE_PROMISED_INSTEAD = `${PROMISE_REFUSED}\\s*[—–,;:]\\s*(?:αλλα\\s+|μονο\\s+)?(?:υποσχ|εγγυ)(?:ομαστε|ωμαστε|ουμε)\\s+(?:\\p{L}+\\s+)?(?=(?:ενημερωσ|προσοχ|διαθεσιμοτητ|ειλικριν|σεβασμ|εχεμυθει|παρακολουθησ|υποστηριξ|επικοινωνι|φροντιδ|εξηγησ|χρονο)\\p{L}*)(?!${IN_SENTENCE}${RESULT_WORD})${IN_SENTENCE}`;

/**
 * Others' promises warned of, to the end of the sentence: «Αποφύγετε προϊόντα που υπόσχονται αποτελέσματα
 * σε μέρες», «Βλέπετε διαφημίσεις που υπόσχονται «εγγυημένο» αποτέλεσμα; Τέτοιες υποσχέσεις δεν επιτρέπονται».
 */
const OTHERS_PROMISES_WARNED = `(?<!\\p{L})(?:αποφυγετε|αποφευγετε|προσοχη\\s+σε|προσεξτε|μην\\s+(?:εμπιστευεστε|πιστευετε)|(?:βλεπετε|ειδατε|διαβαζετε|διαβασατε|ακουτε|ακουσατε|συναντατε))(?!\\p{L})[^.!;?\\n]{0,60}?(?<!\\p{L})(?:που|οσοι|οσα|οσεσ)\\s+(?:σασ\\s+)?[«"“]?(?:υποσχονται|ταζουν|εγγυωνται|υποσχεται|ταζει|εγγυαται)(?!\\p{L})[^.!;?\\n]*(?:[;?]\\s*(?:τετοι|αυτ)\\p{L}*\\s+(?:υποσχεσ|ισχυρισμ|διαφημισ)\\p{L}*)?`;

/**
 * Others' promises judged not to hold, the whole sentence: «Οι «δίαιτες-εξπρές» που υπόσχονται μείον 5 κιλά την
 * εβδομάδα σπάνια κρατάνε», «Τα σκευάσματα που τάζουν «λάμψη σε μια νύχτα» δεν έχουν στοιχεία» (not the clinic's
 * own: «οι θεραπείες μας που υπόσχονται…»).
 */
const OTHERS_PROMISES_JUDGED = `${SENTENCE_START}(?!${IN_SENTENCE}(?<!\\p{L})(?:μασ|εμεισ|εμασ)(?!\\p{L}))${IN_SENTENCE}(?<!\\p{L})(?:που|οσοι|οσα|οσεσ)\\s+(?:σασ\\s+)?[«"“]?(?:υποσχονται|ταζουν|εγγυωνται|υποσχεται|ταζει|εγγυαται)(?!\\p{L})(?=${IN_SENTENCE}(?<!\\p{L})(?:σπανια|σπανιωσ|δεν|ουτε|ποτε|σπανια)\\s+(?:\\p{L}+\\s+)?(?:κρατ|λειτουργ|ισχυ|αληθευ|πιαν|δουλευ|αντεχ|διαρκ|στηριζ|τηρ|εχουν\\s+(?:στοιχει|βασ|αποδειξ)|αποδιδ)\\p{L}*)${IN_SENTENCE}`;

/**
 * Whoever else promises it, to the end of the sentence: «όποιος σας το υπόσχεται, σας παραπλανά», «Κανείς
 * δεν σας το υπόσχεται» (a promise told of someone else, never the clinic's own «σας το υποσχόμαστε»).
 */
const OTHERS_WHO_PROMISE = `(?<!\\p{L})(?:οποιοσ|οποια|οσοι|οσεσ|καποιοσ|καποια|κανεισ|κανενασ|καμια|αυτοσ\\s+που|αυτη\\s+που|εκεινοσ\\s+που|αυτοι\\s+που)\\s+(?:(?:δεν|θα)\\s+)?(?:σασ|σου)\\s+(?:(?:το|τα|την|τη|τον|τισ|τουσ)\\s+)?(?:υποσχεται|υποσχονται|υποσχεθει|υποσχεθουν|εγγυαται|εγγυωνται|εγγυηθει|εγγυηθουν|ταζει|ταζουν|ταξει|ταξουν)(?!\\p{L})[^.!;?\\n]*`;

/**
 * What no treatment or doctor can give, to the end of its clause: «καμία θεραπεία δεν εγγυάται μόνιμο
 * αποτέλεσμα», «κανένας γιατρός δεν μπορεί να υποσχεθεί συγκεκριμένο αποτέλεσμα», «Κανένας σοβαρός πλαστικός
 * χειρουργός δεν υπόσχεται…» (not with the clinic's own kept apart: «…εκτός από τη δική μας»).
 */
const BUT_OURS =
  '(?<!\\p{L})(?:αλλου|εκτοσ|πλην|παρα\\s+μονο|μονο\\s+(?:εδω|εμεισ|σε\\s+εμασ)|εμεισ\\s+(?:ναι|μπορουμε)|(?:η|τη|την|το|του|τον|οι|τα|τισ|τουσ|των|τησ)\\s+δικ\\p{L}*\\s+μασ|σαν\\s+εμασ)(?!\\p{L})';
const DENIED_OF_EVERY_ACT = `(?<!\\p{L})(?!${IN_SENTENCE}${BUT_OURS})(?:καμια|κανενα|καμμια|κανεισ|κανενασ)\\s+(?:(?:ιατρικη|αισθητικη|σοβαρ\\p{L}*|υπευθυν\\p{L}*|εντιμ\\p{L}*|εμπειρ\\p{L}*|αξιοπιστ\\p{L}*|πλαστικ\\p{L}*)\\s+){0,2}(?:πραξη|θεραπεια|επεμβαση|μεθοδοσ|γιατροσ|ιατροσ|χειρουργοσ|οδοντιατροσ|δερματολογοσ|ειδικοσ|επαγγελματιασ|ιατρειο|κλινικη|κεντρο|μοναδα)\\s+δεν\\s+(?:μπορει\\s+(?:\\p{L}+\\s+)?να\\s+)?(?:εγγυ|υποσχ|διν|δωσ|εχει|προσφερ|συνοδευ|παρεχ|περιλαμβαν)\\p{L}*(?:${REFUSED_CLAUSE_LETTER})*`;

/**
 * A question quoted and answered «no» right after it: «Μας ρωτάτε: «Είναι μόνιμα τα αποτελέσματα;» Όχι.»
 * (the claim in it is the question's, denied).
 */
const QUESTION_QUOTED_DENIED = `[«"“][^»"”\\n]{0,160}[;?][»"”]\\s*(?:[-–—:]\\s*)?(?:η\\s+απαντηση\\s*(?:ειναι\\s*)?:?\\s*)?(?:οχι|δυστυχωσ\\s+οχι)(?!\\p{L})`;

/**
 * A question the clinic was asked, reported to the end of its sentence: «Μας ρωτάτε αν η αφαίρεση είναι
 * οριστική» (the answer, in the next sentence, is read as any sentence).
 */
const QUESTION_REPORTED = `(?<!\\p{L})(?:ρωτατε|ρωτουν|ρωτησατε|ρωταει|ρωτησε|ρωτησαν|αναρωτιεστε|αναρωτιουνται|αναρωτιεσαι)\\s+(?:συχνα\\s+|πολλεσ\\s+φορεσ\\s+)?(?:αν|εαν|ποσο|μηπωσ|κατα\\s+ποσο)(?!\\p{L})[^.!;?\\n]*`;

/**
 * A reply that says it cannot discuss it there, or names no such thing in public, from the person it answers to
 * the end of that sentence: «@Popi_M ευχαριστούμε… Δεν μπορούμε να συζητήσουμε εδώ θέματα θεραπείας», «@nikos δεν
 * γράφουμε ονόματα φαρμάκων σε δημόσια σχόλια».
 */
const REPLY_NOT_HERE = `^\\s*@[\\p{L}\\p{N}_.]+[^\\n]*?(?<!\\p{L})(?:δεν|ουτε)\\s+(?:(?:μπορουμε|θα\\s+μπορουσαμε|επιτρεπεται)\\s+να\\s+(?:συζητ|σχολιασ|απαντ|αναφερθ|μιλησ)\\p{L}*(?:\\s+\\p{L}+){0,3}?|(?:αναφερουμε|γραφουμε|συζητουμε|σχολιαζουμε|δινουμε|αναρτουμε)(?:\\s+\\p{L}+){0,6}?)\\s+(?:εδω|δημοσια|στα\\s+σχολια)(?!\\p{L})[^.!;?·\\n]*`;

/**
 * A thing said not to exist, the whole sentence it opens: «Δεν υπάρχει ένεση που να «λιώνει» το λίπος για
 * πάντα» (not with the clinic's own kept apart: «…εκτός από τη δική μας»).
 */
const NO_SUCH_THING = `${SENTENCE_START}\\s*(?!${IN_SENTENCE}${BUT_OURS})δεν\\s+υπαρχ\\p{L}*\\s+(?:\\p{L}+(?:\\s*,\\s*|\\s+(?:η|και|ουτε)\\s+|\\s+)){0,4}?(?:ενεσ|κρεμ|χαπ|θεραπει|πραξ|μεθοδ|συσκευ|laser|λειζερ|φαρμακ|σκευασμ|συμπληρωμ|διαιτ|μαγικ|θαυματουργ|ροφημ|τσαι|βοταν)\\p{L}*\\s+που\\s+(?:να\\s+)?[^.!;?\\n]*`;

/**
 * The words «πριν» and «μετά» quoted as words: «Και το «πριν» και το «μετά» έχουν σημασία» (the steps
 * before and after an act, not two pictures).
 */
const BEFORE_AND_AFTER_AS_WORDS = '[«"“]πριν[»"”]\\s+(?:και\\s+)?(?:το\\s+)?[«"“]μετα[»"”]';

/**
 * A check of a child's sight, hearing or teeth, with nothing aesthetic or priced: «Το ιατρείο δέχεται παιδιά
 * από 6 ετών για οφθαλμολογικό έλεγχο» (a check offers minors no aesthetic act).
 */
const CHILD_CHECKUP = `^(?![\\s\\S]*${AESTHETIC_OR_PRICE})(?=[\\s\\S]*(?<!\\p{L})(?:οφθαλμολογικ\\p{L}*\\s+(?:ελεγχ|εξετασ)|(?:μετρησ|ελεγχ|εξετασ)\\p{L}*\\s+(?:τησ\\s+)?(?:ορασ|ακοησ)|ορθοπτικ|ακοογραμμ|ακουογραμμ|οδοντιατρικ\\p{L}*\\s+ελεγχ|προληπτικ\\p{L}*\\s+(?:ελεγχ|εξετασ)))[\\s\\S]*$`;

/**
 * A practice saying from what age it sees children, nothing aesthetic or priced in the text: «Ναι, εξετάζουμε
 * παιδιά από 4 ετών· τηλεφωνήστε μας» (whom a dentist or a doctor sees, no aesthetic act offered to minors).
 */
const CHILDREN_RECEIVED = `^(?![\\s\\S]*${AESTHETIC_OR_PRICE})(?=[\\s\\S]*(?<!\\p{L})(?:δεχομαστε|εξεταζουμε|βλεπουμε|παρακολουθουμε|δεχεται|εξεταζει)\\s+(?:και\\s+)?(?:παιδια|παιδακια|μικρουσ)\\s+(?:απο|ανω\\s+των|μετα\\s+τα)\\s+(?:τα\\s+)?\\d{1,2}\\s+(?:ετων|χρονων|χρονια))[\\s\\S]*$`;

/**
 * A booking online said to be painless, the paragraph about nothing but the booking: «Κλείστε ραντεβού online
 * σε 3 κλικ: γρήγορα και ανώδυνα» (a treatment, a price or a look named in it keeps the claim flagged).
 */
const PAINLESS_BOOKING = `(?<![^\\n])(?=[^\\n]*(?<!\\p{L})(?:κλεισ|κλειν|κρατησ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?ραντεβου)(?=[^\\n]*(?<!\\p{L})(?:online|ονλαιν|ηλεκτρονικ|κλικ|εφαρμογ|πλατφορμ|συστημα|sms))(?![^\\n]*(?<!\\p{L})(?:${AESTHETIC_OR_PRICE_WORDS}|θεραπει|συνεδρι|επεμβασ|πραξ|καθαρισμ|δοντ|εμφυτευ|σφραγισμ|απονευρωσ|εξαγωγ|βιοψι|εγχειρ|χειρουργ))[^\\n]*`;

/** A line that names one of `about` (from a word's start) and none of `without` (plain spelling), whole. */
const lineAboutOnly = (about: string, without: string) =>
  `(?<![^\\n])(?=[^\\n]*(?<!\\p{L})(?:${about})\\p{L}*)(?![^\\n]*(?<!\\p{L})(?:${without}))[^\\n]*`;

/** Parking, by its words (plain spelling). */
const PARKING_WORDS = 'παρκινγκ|parking|σταθμευσ|παρκαρ';

/**
 * Getting to the practice or parking near it called painless, the line's words all of the way there: «Χωρίς
 * κανέναν πόνο: δημοτικό πάρκινγκ δίπλα στην είσοδο» (not a line that names an act or a result).
 */
const PAINLESS_PARKING = lineAboutOnly(
  `${PARKING_WORDS}|μετρο|λεωφορει|τραμ|ασανσερ|ανελκυστηρ|ραμπα`,
  `${AESTHETIC_OR_PRICE_WORDS}|θεραπει|συνεδρι|επεμβασ|πραξ|καθαρισμ|δοντ|εμφυτευ|ενεσ|βελον|εξαγωγ|χειρουργ|αποτελεσμ`,
);

/**
 * A line about parking or the way in, free or not, with no act, body or result in it: «Το πάρκινγκ μπροστά
 * από το ιατρείο είναι πλέον δωρεάν για τους επισκέπτες» (not «…και δωρεάν συνεδρία laser»).
 */
const PARKING_LINE = lineAboutOnly(
  PARKING_WORDS,
  'αισθητικ|botox|μποτοξ|τοξιν|filler|φιλλερ|υαλουρον|laser|λειζερ|αποτριχωσ|peeling|μεσοθεραπ|lifting|ενεσ|κιλ|αδυνατ|ρυτιδ|χειλ|θεραπει|συνεδρι|επεμβασ|πραξ|καθαρισμ|δοντ|εμφυτευ|βελον|χειρουργ|αποτελεσμ|φαρμακ(?!ει)|χαπ',
);

/**
 * A notice that a medicine is short and dispensed only on prescription or by priority, nothing priced or offered:
 * «Λόγω περιορισμένης διαθεσιμότητας, η ινσουλίνη δίνεται μόνο με συνταγή».
 */
const SUPPLY_NOTICE = `^(?![\\s\\S]*(?:€|(?<!\\p{L})(?:τιμη|τιμεσ|ευρω|προσφορ|εκπτωσ|δωρ|κλειστε|ραντεβου)))(?=[\\s\\S]*(?<!\\p{L})(?:περιορισμεν\\p{L}*\\s+διαθεσιμοτητ|ελλειψ|ελλειπ)\\p{L}*)(?=[\\s\\S]*(?<!\\p{L})(?:(?:μονο\\s+)?με\\s+(?:ηλεκτρονικη\\s+|ιατρικη\\s+)?συνταγη|κατα\\s+προτεραιοτητα|οδηγιεσ\\s+του\\s+εοφ))[\\s\\S]*$`;

/**
 * What marks a medicine as fake or unapproved: a fake or counterfeit, of unknown origin, with undeclared
 * substances, named by the regulator (ΕΟΦ), not approved.
 */
const FAKE_OR_UNAPPROVED =
  'ψευτικ|πλαστ(?:α|ο|ων|εσ)(?!\\p{L})|παραποιημεν|αγνωστ\\p{L}*\\s+προελευσ|αδηλωτ|εοφ(?!\\p{L})|μη\\s+εγκεκριμεν';
/** Words of a sentence or text that offers, prices or takes orders: such a text warns of nothing. */
const MEDICINE_OFFERED =
  '(?<!\\p{L})(?:παραγγ|στειλτε|στειλε|κλειστε|κλεισε|τιμη|τιμεσ|€|ευρω|εκπτωσ|προσφορ|διαθεσιμ|εχουμε|διαθετουμε|φερνουμε|ηρθαν|ηρθε|αποκτηστε|αγοραστε|inbox|dm(?!\\p{L}))';
/**
 * A whole text that warns against injections or medicines given where they should not be, and offers
 * nothing: «Προσοχή στις «ενέσεις ομορφιάς» σε κομμωτήρια… Πλαστά προϊόντα έχουν προκαλέσει επιπλοκές»
 * (its words about a class of medicines may run over a sentence's end; a name is still refused).
 */
const MEDICINES_WARNED_TEXT = `^(?![\\s\\S]*${MEDICINE_OFFERED})(?=[\\s\\S]*(?<!\\p{L})(?:${FAKE_OR_UNAPPROVED}|κομμωτηρι|επιπλοκ|διαφημιζονται))(?=[\\s\\S]*(?<!\\p{L})(?:μονο|αποκλειστικα)\\s+απο\\s+(?:ιατρ|γιατρ))[\\s\\S]*$`;
/**
 * A warning against medicines sold where they should not be, the whole sentence: «Τα «χάπια αδυνατίσματος»
 * που διαφημίζονται στα social media μπορεί να περιέχουν αδήλωτες ουσίες», «Κυκλοφορεί ψεύτικο προφίλ που
 * «πουλά» ενέσεις αδυνατίσματος» (a class of medicines only: a name beside it is still refused).
 */
const MEDICINES_WARNED_OF = `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})(?:${FAKE_OR_UNAPPROVED}|κρυφ\\p{L}*\\s+(?:φαρμακευτικ|ουσι)|επικινδυν|απατ|(?:μπορει|ενδεχεται)\\s+να\\s+(?:περιεχ|ειναι\\s+επικινδυν|βλαψ)|προσοχη\\s+(?:σε|στα|στισ|στουσ|στο|στη|στην)(?!\\p{L})[^.!;?\\n]{0,80}(?:ιστοσελιδ|διαδικτυ)))(?!${IN_SENTENCE}${MEDICINE_OFFERED})${IN_SENTENCE}`;

/** A medical act or a medicine named in a sentence, in the reading (a pharmacy is none). */
const MEDICAL_ACT =
  'θεραπει|συνεδρι|ενεσ|laser|lasik|πραξ|επεμβασ|εξετασ|χειρουργ|εγχειρ|προεγχειρητικ|φαρμακ(?!ει)|συνταγ';

/** Goods a shop sells: cosmetics, baby creams, an optician's frames, sunglasses and lenses. */
const RETAIL_GOODS =
  '(?<!\\p{L})(?:ανατομικ\\p{L}*\\s+μαξιλαρ|μαξιλαρ\\p{L}*\\s+υπνου|στρωμα|εργονομικ\\p{L}*\\s+(?:καρεκλ|πολυθρον|γραφει)|καλλυντικ|κρεμ|αντηλιακ|σαμπουαν|αφρολουτρ|βρεφικ|γυαλι\\p{L}*\\s+ηλιου|σκελετ|φακ\\p{L}*\\s+επαφησ|οδοντοβουρτσ|οδοντοκρεμ|μεσοδοντι|στοματικ\\p{L}*\\s+διαλυμ)';
/**
 * Offers on goods a shop sells, a sentence with no medical act or medicine in it: «Εβδομάδα προσφορών σε
 * βρεφικές κρέμες και αντηλιακά: -20% σε επιλεγμένα καλλυντικά».
 */
const RETAIL_GOODS_OFFER = `${SENTENCE_START}(?=${IN_SENTENCE}${RETAIL_GOODS})(?!${IN_SENTENCE}(?<!\\p{L})(?:${MEDICAL_ACT}))${IN_SENTENCE}`;
/**
 * A share off goods a shop sells, a sentence with no medical act, visit, gift or code in it: «Όλα τα γυαλιά
 * ηλίου -20% έως το τέλος Ιουλίου» (not «με το LASIK σας χαρίζουμε γυαλιά ηλίου», «δώρο κρέμα σε όποια κλείσει
 * αυξητική στήθους», «πες τον κωδικό στο ταμείο»).
 */
const RETAIL_GOODS_DISCOUNT = `${SENTENCE_START}(?=${IN_SENTENCE}${RETAIL_GOODS})(?=${IN_SENTENCE}(?:\\d\\s*%|εκπτωσ))(?!${IN_SENTENCE}(?<!\\p{L})(?:${MEDICAL_ACT}|lasik|ελεγχ|χειρουργ|επισκεψ|εκτιμησ|συμβουλευτικ|αυξητικ|κλεισ|δωρ|χαριζ|κωδικ))${IN_SENTENCE}`;

/** Words of care instructions: what to expect, fasting, medicines, drops, rest, ice, exercises, what to avoid. */
const INSTRUCTION_WORD =
  '(?<!\\p{L})(?:τι\\s+να\\s+(?:περιμενετε|αναμενετε)|μην?\\s+βαλετε|νηστ|οδηγι|γευμα|φαγητ|τροφ|κομπρεσ|καλαμακ|τι πρεπει να (?:ξερετε|κανετε|προσεξετε)|φαρμακ|σταγον|αποφευγ|αποφυγ|σταματ|αναπαυσ|ξεκουρ|παγο|ασκησ|επιδεσ|ραμματ|πλυν|ντουσ|μπανιο|αντηλιακ|καπνισ|διακοπ)';
/**
 * Before and after an act told as instructions, to the end of the instructions: «Πριν και μετά την επέμβαση
 * καταρράκτη: αποφεύγετε…», «Πριν: νηστεία… Μετά: ανάπαυση…» (a line that shows a difference, a result or
 * photographs is no instructions).
 */
const BEFORE_AND_AFTER_INSTRUCTIONS = `(?<!\\p{L})(?![^\\n]*(?<!\\p{L})(?:διαφορ|δειτε|αποτελεσμ|μεταμορφ|φωτογραφι))(?:πριν\\s+και\\s+μετα\\s+(?:απο\\s+)?(?:την|τη|το|τον|μια|ενα|τισ|τα|καθε)\\s+[^.!;?\\n:,]{1,60}[:—–,]\\s*(?=[^.!;?\\n]{0,40}${INSTRUCTION_WORD})[^\\n]*|πριν\\s*:(?=[^.!;?\\n]{0,80}${INSTRUCTION_WORD})[\\s\\S]{0,200}?(?<!\\p{L})μετα\\s*:(?=[^.!;?\\n]{0,80}${INSTRUCTION_WORD})[^.!;?\\n]*)`;

/**
 * «Number one» as a fan's word or at a pastime, no rank of the practice: «είμαστε νούμερο ένα fans του σκύλου
 * σας», «η γραμματέας μας, Νο1 στο τάβλι».
 */
const NUMBER_ONE_FANS =
  '(?<!\\p{L})(?:(?:ειμαστε|ειμαι|εισαι|ειστε)\\s+)?(?:νουμερο|νο|no|number)\\s*(?:ενα|one|1|ι)\\s+(?:fans?|φαν|θαυμαστ\\p{L}*|οπαδ\\p{L}*|(?:στα|στο|στον|στην|στη|στισ|στουσ)\\s+(?:σταυρολεξ|ταβλι|σκακι|sudoku|σουντοκου|κεικ|γλυκ|καφε|μαγειρ|τραγουδ|καραοκε|χορ|ποδοσφαιρ|μπασκετ|τρεξιμ|κουιζ|quiz|αστει|ανεκδοτ|ψηστ|φωτογραφ|playlist|μουσικ|γνωσεισ\\s+ποπ|ταινι|σειρ)\\p{L}*)(?!\\p{L})';

/** First at a game or a charity tournament: «Νο1 στα καρφιά στο φιλανθρωπικό τουρνουά βόλεϊ». */
/**
 * A rule or a tip named before its number, apart or as one word: «Κανόνας νούμερο 1 για γερά δόντια», «Συμβουλή
 * Νο1 για την ξηροφθαλμία» (a tip numbered, no practice ranked).
 */
const NUMBERED_TIP = [
  '(κανόνας|κανόνα|βήμα|μυστικό|συμβουλή|εχθρός|λάθος|προτεραιότητα|rule|tip|step) (νούμερο|no|νο|number) (1|ένα|one)',
  // The question heard most, numbered before it: «Η Νο 1 ερώτηση στο ιατρείο: πόσο συχνά καθαρισμός;».
  '(νούμερο|no|νο|number|#) (1|ένα|one) (ερώτηση|ερώτησή|ερωτήσεις|ερώτημα|απορία|απορίες|question)',
  '(κανόνας|κανόνα|βήμα|μυστικό|συμβουλή|εχθρός|λάθος|προτεραιότητα|rule|tip|step) (νο1|no1|#1)',
];

const NUMBER_ONE_AT_A_GAME =
  '(?<!\\p{L})(?:νο|no|νουμερο)\\s?(?:1|ι|ενα)\\s+στ\\p{L}*\\s+(?:κορυν|μπολινγκ|μπουλινγκ|στραικ|καρφι|γκολ|πεναλτ|ριξι|ταβλι|σκακι|ντομινο|πινγκ|πινκ)\\p{L}*';

/** A state's screening or vaccination programme named in a text that offers nothing of the clinic's own. */
const NATIONAL_PROGRAMME_TEXT = `^(?![\\s\\S]*(?<!\\p{L})(?:εκπτωσ|προσφορ|πακετ|δωρο|δωρα|χαριζ|μονο\\s+(?:σε\\s+εμασ|εδω|στο\\s+ιατρειο|στην\\s+κλινικη)|€|ευρω))(?=[\\s\\S]*(?<!\\p{L})(?:εθνικ\\p{L}*\\s+προγραμμα\\p{L}*|προλαμβανω|εοπυυ|gov\\.?gr|υπουργει\\p{L}*\\s+υγειασ))[\\s\\S]*$`;

/**
 * Medicine itself said to promise nothing, to the end of its clause: «η ιατρική δεν μπορεί να υποσχεθεί
 * αποτελέσματα», «η επιστήμη δεν εγγυάται…» (not past a «but»: «…, αλλά εμείς μπορούμε»).
 */
const MEDICINE_PROMISES_NOTHING = `(?<!\\p{L})(?:η\\s+)?(?:ιατρικη|επιστημη|βιολογια)\\s+δεν\\s+(?:μπορει\\s+να\\s+)?(?:υποσχεθει|εγγυηθει|υποσχεται|εγγυαται)(?!\\p{L})(?:${REFUSED_CLAUSE_LETTER})*`;

/**
 * Which acts or products are safe, checked or told, not claimed: «ελέγχει ποια προϊόντα και θεραπείες είναι
 * ασφαλή σε κάθε τρίμηνο», «σας λέμε αν είναι ασφαλές για εσάς»: to the first «ασφαλ…» after the question word
 * and whom it is for, within its clause (not past a colon or a dash) and never «απόλυτα» or «100%» safe.
 */
const SAFETY_CHECKED =
  '(?<!\\p{L})(?:ελεγχ|εξεταζ|εξηγ|λεμε|λεει|ρωτ|μαθ|ξερ|συζητ|αξιολογ|κριν|βλεπ|δουμε|δει)\\p{L}*\\s+(?:μαζι\\s+)?(?:σασ\\s+)?(?:ποια|ποιεσ|ποιοι|ποιο|ποιοσ|αν|εαν|κατα\\s+ποσο)\\s+[^.!;?\\n:—–]{0,80}?(?<!\\p{L})(?<!(?:απολυτα|απολυτωσ|εντελωσ|τελειωσ|πληρωσ|100\\s*%)\\s+)ασφαλ\\p{L}*(?:\\s+(?:για|σε|στ\\p{L}*)\\s+(?:(?:καθε|ολ\\p{L}*|εσασ|το|τη|την|τα|τισ|τουσ|τον)\\s+)?\\p{L}+)?';

/**
 * A drawing contest for children of an age, its prize things to draw with: «Διαγωνισμός ζωγραφικής για παιδιά 6-12
 * ετών· δώρο σε όλους ένα σετ με κηρομπογιές» (a contest for drawings, no act offered to minors).
 */
/** A shop's window or front, then and now, with nothing of a body, an act or a result anywhere in the text. */
const SHOP_FRONT =
  '^(?=[\\s\\S]*(?<!\\p{L})(?:βιτριν|προσοψ|ταμπελ|ανακαινισ)\\p{L}*)(?![\\s\\S]*(?<!\\p{L})(?:προσωπ|δερμ|δοντ|χαμογελ|σωμα|μαλλι|κιλ|ρυτιδ|ασθεν|θεραπει|χειλ|μυτ|συνεδρι|αποτελεσμ|πελατ|κοιλι|στηθ|ενεσ))[\\s\\S]*$';

/** A before and after that shows no result: instructions, the words themselves, an everyday thing, a shop's front. */
/**
 * A team's carnival or Halloween disguise shown before and after, nothing of an act or a result in the text:
 * «Πριν και μετά τη μεταμφίεση 🎭 Μαντέψτε ποιος είναι ο γιατρός».
 */
const COSTUME_BEFORE_AFTER =
  '^(?=[\\s\\S]*(?<!\\p{L})(?:αποκρι|καρναβαλ|μεταμφιε|μασκαρε|halloween|χαλογουιν|τσικνοπεμπτ)\\p{L}*)(?![\\s\\S]*(?<!\\p{L})(?:αποτελεσμ|θεραπει|συνεδρι|ενεσ|laser|λειζερ|filler|φιλλερ|botox|μποτοξ|ασθεν|πελατ|κιλα|ρυτιδ|λευκανσ|οψεισ|επεμβασ|result|patient))[\\s\\S]*$';

/**
 * Hygiene before and after each visit or meal, the hands washed, a text with no act or result in it: «Τα χέρια;
 * Πριν και μετά από κάθε εξέταση» (not «…πριν και μετά τη θεραπεία»).
 */
const HYGIENE_BEFORE_AFTER =
  '^(?=[\\s\\S]*(?<!\\p{L})(?:πλενουμε|πλενετε|πλυνετε|πλυσιμο|χερια|απολυμ|αντισηπτ|γαντια)\\p{L}*)(?![\\s\\S]*(?<!\\p{L})(?:διαφορ|δειτε|αποτελεσμ|μεταμορφ|φωτογραφι|ρυτιδ|κιλ|προσωπ|δερμ|μαλλι|λευκανσ|θεραπει|συνεδρι|ενεσ|laser))[\\s\\S]*$';

const BEFORE_AND_AFTER_NOT_SHOWN = [
  COSTUME_BEFORE_AFTER,
  HYGIENE_BEFORE_AFTER,
  BEFORE_AND_AFTER_INSTRUCTIONS,
  BEFORE_AND_AFTER_AS_WORDS,
  EVERYDAY_BEFORE_AFTER,
  SHOP_FRONT,
];

const DRAWING_CONTEST =
  '(?<!\\p{L})διαγωνισμ\\p{L}*\\s+ζωγραφικ\\p{L}*[^\\n]{0,120}?(?:\\d{1,2}\\s*[–-]\\s*|(?:εωσ|μεχρι|ωσ|κατω\\s+των)\\s+)\\d{1,2}\\s+(?:ετων|χρονων)(?!\\p{L})(?=[^\\n]{0,120}?(?<!\\p{L})(?:μαρκαδορ|ξυλομπογι|κασετιν|μπογι|κηρομπογι|τεμπερ|νερομπογι|πινελ|μπλοκ\\s+ζωγραφικ|αυτοκολλητ|βιβλι|παιχνιδ|διπλωμ|επαιν)\\p{L}*)[^\\n]{0,120}?(?<!\\p{L})δωρ\\p{L}*';

export const ORDINARY_EXTRAS: Record<string, RuleExtras> = {
  'minors-treatment': { allowedPatterns: [DRAWING_CONTEST] },
  'safety-claim': {
    allowedPatterns: [
      SAFETY_CHECKED,
      // Laughter or a walk called the only medicine without side effects, no risk of forgetting an appointment:
      // «Το περπάτημα είναι το καλύτερο φάρμακο χωρίς παρενέργειες», «Κανένας κίνδυνος να χάσετε τη σειρά σας».
      '(?<!\\p{L})(?:γελιο|χαμογελο|περπατημα|ασκηση|υπνοσ|κινηση|αγαπη|χορο?σ|μουσικη)\\s+ειναι\\s+(?:το\\s+)?(?:μονο\\s+|καλυτερο\\s+)?(?:φαρμακ|γιατρικ)\\p{L}*\\s+χωρισ\\s+παρενεργει\\p{L}*',
      '(?<!\\p{L})(?:γελιο|χαμογελο|περπατημα|περιπατοσ|βολτα|ασκηση|υπνοσ|κινηση|αγαπη|χορο?σ|μουσικη)\\s+(?:δεν|δε)\\s+(?:εχει|εχουν|προκαλει)\\s+(?:καμια\\s+|καθολου\\s+)?παρενεργει\\p{L}*',
      // No side effect but a good mood or a laugh, the joke: «…δεν έχει παρενέργειες, εκτός από χαμόγελα».
      `${SENTENCE_START}(?!${IN_SENTENCE}(?<!\\p{L})(?:${MEDICAL_ACT}|χαπ|κρεμ|σκευασμ|ορο|botox|μποτοξ|filler|φιλλερ))${IN_SENTENCE}(?<!\\p{L})(?:χωρισ|δεν\\s+εχει|δεν\\s+εχουν)\\s+(?:καμια\\s+|καθολου\\s+)?παρενεργει\\p{L}*[\\s….,]*(?:εκτοσ|πλην)\\s+(?:απο\\s+)?(?:(?:την|τη|το|τα|τον|λιγη|πολυ|μια|ενα)\\s+)?(?:καλη\\s+διαθεση|κεφι|χαμογελ|γελιο|ορεξη|καλο\\s+υπνο|ηλιοκαμ|μαυρισμα|φιλι|αγκαλι)\\p{L}*`,
      // None for the wallet, the line about parking or the way in with no act in it: «Χωρίς παρενέργειες για την
      // τσέπη σας: πάρκινγκ δωρεάν για τους επισκέπτες».
      PARKING_LINE,
      // The weather or the way in, no risk of getting wet or slipping: «Κανένας κίνδυνος να βραχείτε στην είσοδο».
      '(?<!\\p{L})(?:κανενασ|κανενα|καμια|μηδεν)\\s+κινδυνοσ\\s+να\\s+(?:ξεχασ|χασ|ξεμειν|μεινετε\\s+χωρισ|βραχ|μουσκεψ|κρυωσ|γλιστρησ|χαθ|περιμεν)\\p{L}*',
      // No side effect too small to report: «Καμία παρενέργεια δεν είναι «μικρή» αν σας ανησυχεί — δηλώστε την».
      '(?<!\\p{L})(?:καμια|κανενα|κανενασ)\\s+(?:ανεπιθυμητ\\p{L}*\\s+ενεργει\\p{L}*|παρενεργει\\p{L}*|συμπτωμα)\\s+δεν\\s+ειναι\\s+[«"“]?(?:ασημαντ|αμελητε|μικρ|αδιαφορ)\\p{L}*',
    ],
  },
  'safety-hedged': { allowedPatterns: [SAFETY_CHECKED] },
  // A result the clinic does not promise, others' promises, a question reported: the same contexts as a guarantee's.
  'result-claim': {
    allowedPatterns: [
      // Toxins said not to be washed out by a diet or a juice: «Τα ροφήματα detox δεν αποβάλλουν τοξίνες».
      '(?<!\\p{L})(?:δεν|δε|ουτε)\\s+(?:\\p{L}+\\s+){0,2}?(?:καθαρ|αποβαλ|απαλλασσ|αποτοξιν)\\p{L}*[^.!;?\\n]{0,40}?τοξιν\\p{L}*',
      PROMISE_REFUSED,
      CARE_PROMISED_INSTEAD,
      OTHERS_PROMISES_WARNED,
      OTHERS_PROMISES_JUDGED,
      OTHERS_WHO_PROMISE,
      MEDICINE_PROMISES_NOTHING,
      QUESTION_REPORTED,
      QUESTION_QUOTED_DENIED,
      NO_SUCH_THING,
    ],
  },
  'permanent-result': {
    allowed: [
      `${SYMPTOMS} (που)? δεν (φεύγει|φεύγουν|περνάει|περνάνε|περνά|υποχωρεί|υποχωρούν|σβήνει|σβήνουν|ξεθωριάζει)`,
      // Harm told as lasting, a method told as final: «μπορεί να βλάψει μόνιμα την ακοή», «μόνιμη μέθοδος αντισύλληψης».
      '(βλάψει|βλάψουν|βλάπτει|βλάπτουν|καταστρέψει|καταστρέφει|χάσει|χάσετε|χάσεις) μόνιμα',
      'μόνιμ* (μέθοδ*|αντισύλληψ*|στείρωσ*|απώλει*|αναπηρί*|βαρηκοΐ*)',
      '(δεν)? (φεύγετε|φεύγεις) (ποτέ)? (με|χωρίς)',
      // Permanence denied: «όχι πάντα οριστική», «δεν είναι μόνιμη».
      '(όχι|δεν είναι|δεν είναι πάντα|not) (πάντα|απαραίτητα|πλήρως|πραγματικά|ακριβώς|καθόλου|εντελώς|always|necessarily|really)? (μόνιμ*|οριστικ*|permanent)',
      // The tattooed make-up by its name, and the orthodontist's fixed retainer: «το permanent make-up φρυδιών»,
      // «το μόνιμο σύρμα συγκράτησης».
      'permanent (make-up|makeup|make up)',
      'μόνιμ* (σύρμα|σύρματα|συρματάκι|retainer|ρετέινερ|ναρθηκ*|μηχανισμ*) (συγκράτησης)?',
      'μόνιμ* (ουλ*|βλάβ*|σημάδι*|δυσχρωμ*|επιπλοκ*|παράλυσ*|τύφλωσ*|ζημι*|νέκρωσ*|παραμόρφωσ*|scars|damage)',
      // A job, a resident, an address, and the dentist's words for adult teeth and fixed appliances:
      // «μόνιμη απασχόληση», «μόνιμα δόντια», «μόνιμη ή κινητή οδοντοστοιχία», «το «μόνιμο» σιδεράκι».
      'μόνιμ* (απασχόλησ*|σύμβαση|συμβάσεις|σύμβασης|συμβόλαι*|θέση|θέσεις|εργασία|εργασίας|πρόσληψ*|συνεργάτ*|προσωπικό|κάτοικ*|κατοικία|διεύθυνσ*|γραμματέα*|μέλος|μέλη|υπάλληλ*|job|position|staff|resident*)',
      '(μόνιμη|μόνιμες) (σχέση|σχέσεις) (εργασίας)',
      // A life's habits and care, not a result: «απαιτεί ισόβια αλλαγή συνηθειών και παρακολούθηση».
      '(ισόβι*|δια βίου|μόνιμ*) (αλλαγή|αλλαγές|παρακολούθηση|παρακολούθησης|φροντίδα|προσπάθεια|δέσμευση|συνέπεια) (των|στις)? (συνηθει*|τρόπου ζωής|διατροφ*)?',
      // A colleague with the team for good: «η Κατερίνα θα είναι πλέον μόνιμα μαζί μας στη γραμματεία».
      'μόνιμα (μαζί μας|στην ομάδα μας|στην ομάδα|στη γραμματεία|στην υποδοχή|στο δυναμικό μας|στη βάρδια|στις βάρδιες|στο φαρμακείο|στο ιατρείο)',
      '(θέση|θέσεις|σύμβαση|πρόσληψη|απασχόληση) (είναι|θα είναι)? (μόνιμη|μόνιμες|αορίστου)',
      'μόνιμ* (δόντι*|δοντιών|οδοντοφυΐ*|γομφί*|τραπεζίτ*|κοπτήρ*|οδοντοστοιχ*|γέφυρ*|retainer*|ακινητοποιητ*|σιδεράκι*|νάρθηκ*|teeth|tooth)',
      // A doctor or a shift covered for good, a day of the week: «Μόνιμη κάλυψη και τα Σάββατα από τον καρδιολόγο
      // μας» (not «μόνιμη κάλυψη των λευκών»).
      '(μόνιμ*) (κάλυψη|κάλυψης|παρουσία|βάρδια|βάρδιες) (και)? (τις|τα|την|τη|κάθε|όλες τις|όλα τα) (Δευτέρ*|Τρίτ*|Τετάρτ*|Πέμπτ*|Παρασκευ*|Σάββατ*|Κυριακ*|απογεύματ*|πρωιν*|εργάσιμ*|αργί*)',
      // The practice moving for good: «το ιατρείο μεταφέρεται μόνιμα στην οδό Τσιμισκή».
      '(μεταφέρεται|μεταφέρθηκε|μεταφερόμαστε|μεταφερθήκαμε|μετακομίζει|μετακόμισε|μετακομίζουμε|μετακομίσαμε|μεταστεγάζεται|μεταστεγάστηκε|εγκαθίσταται|εγκαταστάθηκε) (μόνιμα|οριστικά)',
      // A task that goes on, not a result: «η πρόληψη είναι μόνιμη υπόθεση».
      'μόνιμ* (δουλειά|υπόθεση|έγνοια)',
      // Where the practice is for good: «η μόνιμη έδρα του ιατρείου μας», «μόνιμη στέγη».
      'μόνιμ* (έδρα|έδρας|στέγη|στέγης|εγκατάσταση|εγκαταστάσεις|διεύθυνση|ιατρείο|χώρο|χώρος|ωράριο|τηλέφωνο)',
      // Access to the premises made for good: «η μόνιμη ράμπα για αμαξίδια», «μόνιμος ανελκυστήρας».
      'μόνιμ* (ράμπα|ράμπας|ανελκυστήρα|ανελκυστήρας|ασανσέρ|πρόσβαση|πρόσβασης|είσοδο|είσοδος|χώρο στάθμευσης|πάρκινγκ|σήμανση|κουπαστή|χειρολαβή|χειρολαβές)',
      '(μόνιμ*|σταθερ*|ακίνητ*) (ή|και|or) (κινητ*|αφαιρούμεν*|removable)',
      // Permanence denied: «δεν είναι πάντα μόνιμη».
      '(δεν|ούτε|not) (είναι|θα είναι|γίνεται|is|are) (πάντα|απαραίτητα|πάντοτε|always|necessarily)? (μόνιμ*|οριστικ*|permanent)',
    ],
    // A cure denied for good: «Δεν «θεραπεύεται» οριστικά, αλλά μπορεί να ελεγχθεί»; a job offered «για
    // μόνιμη, πλήρη απασχόληση».
    allowedPatterns: [
      // «For ever» denied of what lasts: «τα σφραγίσματα δεν κρατούν «για πάντα»».
      '(?<!\\p{L})(?:δεν|δε|ουτε)\\s+(?:κρατ|διαρκ|μεν|ειναι|αντεχ|ισχυ)\\p{L}*\\s+[«"“]?για\\s+παντα[»"”]?',
      '(?<!\\p{L})μονιμ\\p{L}*,?\\s+(?:και\\s+)?(?:πληρ|μερικ)\\p{L}*\\s+απασχολησ\\p{L}*',
      // An address or a seat said permanent after it: «Η νέα μας διεύθυνση, μόνιμη από 1η Οκτωβρίου».
      '(?<!\\p{L})(?:διευθυνσ|εδρα|στεγη|ωραριο|τηλεφων)\\p{L}*(?:\\s+μασ)?\\s*,?\\s*(?:ειναι\\s+|θα\\s+ειναι\\s+)?(?:μονιμ|οριστικ)\\p{L}*',
      NO_SUCH_THING,
      QUESTION_REPORTED,
      QUESTION_QUOTED_DENIED,
      '(?<!\\p{L})(?:δεν|δε|ουτε)\\s+[«"“]?\\p{L}+[»"”]?\\s+οριστικ\\p{L}*',
      DENIED_OF_EVERY_ACT,
      PROMISE_REFUSED,
      CARE_PROMISED_INSTEAD,
      OTHERS_PROMISES_WARNED,
      OTHERS_PROMISES_JUDGED,
      // What is permanent and is no result: a tattoo's ink (not likened to a result: «…όπως και το lifting
      // μας»), a device left in the body; what is no solution.
      '(?<!\\p{L})τατουαζ\\p{L}*\\s+(?:ειναι\\s+)?μονιμ\\p{L}*(?![^.!;?\\n]{0,30}(?<!\\p{L})(?:οπωσ|σαν|ετσι|το\\s+ιδιο|ισαμε)(?!\\p{L}))',
      '(?<!\\p{L})(?:βηματοδοτ|απινιδωτ)\\p{L}*\\s+(?:ειναι\\s+)?(?:μια\\s+)?μονιμ\\p{L}*\\s+συσκευ\\p{L}*',
      '(?<!\\p{L})δεν\\s+ειναι\\s+(?:λυση|σωστο|καλο)\\s+να\\s+[^.!;?\\n]{0,40}?μονιμ\\p{L}*',
      // A discovery that changed lives for good, history told: «Η πενικιλίνη ανακαλύφθηκε το 1928 και άλλαξε για
      // πάντα την ιατρική».
      '(?<!\\p{L})(?:ανακαλυφθηκ|εφευρεθηκ|ανακαλυψ|εφευρεσ)\\p{L}*[^.!;?\\n]{0,60}?(?<!\\p{L})αλλαξ(?:ε|αν)\\s+για\\s+παντα(?!\\p{L})',
      // History told by its date: «Πριν από 100 χρόνια η ινσουλίνη άλλαξε για πάντα τη ζωή των διαβητικών», «Το 1796
      // το πρώτο εμβόλιο άλλαξε για πάντα…».
      '(?<!\\p{L})(?:πριν\\s+απο\\s+(?:\\d+\\+?|εκατο|διακοσια)\\s+(?:χρονια|δεκαετιεσ|αιωνεσ|αιωνα)|το\\s+1[6-9]\\d\\d|τον\\s+\\d{2}ο\\s+αιωνα)(?!\\p{L})[^.!;?\\n]{0,60}?(?<!\\p{L})αλλαξ(?:ε|αν)\\s+για\\s+παντα(?!\\p{L})',
      // The walls' drawings, a lasting exhibition of a joke: «ο τοίχος έχει μόνιμη… έκθεση τέχνης».
      '(?<!\\p{L})μονιμ\\p{L}*[\\s….,«"“]*(?:εκθεσ|τοιχογραφι|ζωγραφι|γκραφιτι|graffiti|πινακοθηκ)\\p{L}*',
      // Adult teeth, there for life, with no act named: «Τα μόνιμα δόντια… προσέχετέ τα, είναι για μια ζωή».
      '(?<!\\p{L})μονιμ\\p{L}*\\s+δοντ\\p{L}*(?:(?!εμφυτευ|οψει|στεφαν|λευκανσ|θεραπει|αποτελεσμ)[^\\n]){0,160}?(?<!\\p{L})για\\s+(?:μια|ολη\\s+τη)\\s+ζωη(?!\\p{L})',
    ],
  },
  // The clock changed: «Ο χρόνος δεν γυρίζει πίσω… το ρολόι όμως ναι!».
  'fear-shame': {
    allowedPatterns: [
      // Seats few at a talk one joins for free: «Δωρεάν είσοδος, περιορισμένες θέσεις».
      '(?<!\\p{L})(?:περιορισμεν|λιγοστ|μετρημεν)\\p{L}*\\s+θεσ\\p{L}*(?<=(?:δωρεαν\\s+συμμετοχ|ελευθερη\\s+εισοδ|δωρεαν\\s+εισοδ)\\p{L}*[^\\n€]{0,40})',
      '(?<!\\p{L})χρονο?σ? δεν (?:γυριζει|γυρναει|γυρνα) πισω[^\\p{L}]{0,4}(?:\\p{L}+ ){0,3}(?:ρολοι|ρολογια|clock)',
      // Seats few for the room, at a talk or a meeting: «Ελεύθερη είσοδος, περιορισμένες θέσεις λόγω χώρου».
      // Emergency advice with the emergency number, nothing booked or priced: «Καλέστε αμέσως το 166… Μην
      // περιμένετε να περάσει».
      '^(?=[\\s\\S]*(?<!\\p{L})(?:καλεστε|τηλεφωνηστε|καλεσε)\\s+(?:αμεσα\\s+|αμεσωσ\\s+)?(?:το\\s+)?(?:166|112|εκαβ)(?!\\p{L}))(?![\\s\\S]*(?<!\\p{L})(?:ραντεβου|κλειστε|τιμη|€|προσφορ|εκπτωσ))[\\s\\S]*$',
      // The last chance to sign up for a race or a talk: «Τελευταία ευκαιρία για εγγραφές στον αγώνα δρόμου».
      '(?<!\\p{L})τελευταια\\s+ευκαιρια\\s+(?:να|για)\\s+(?:\\p{L}+\\s+){0,3}?(?:συμμετοχ|δηλωσ|εγγραφ|δηλωθ|γραφτ)\\p{L}*[^.!;?\\n]{0,60}?(?<!\\p{L})(?:αγων|μαραθων|εκδηλωσ|ομιλι|σεμιναρ|ημεριδ|περιπατ|εθελοντ|αιμοδοσι|τουρνουα|ποδηλατ)\\p{L}*',
      '(?<!\\p{L})περιορισμεν\\p{L}*\\s+θεσ\\p{L}*\\s+λογω\\s+(?:του\\s+)?(?:χωρου|αιθουσασ|χωρητικοτητασ)',
      // Shame denied to everyone: «Κανείς δεν χρειάζεται να ντρέπεται για τα κιλά του».
      '(?<!\\p{L})(?:κανεισ|κανενασ|καμια|κανενα)\\s+δεν\\s+(?:πρεπει|χρειαζεται)\\s+να\\s+ντρεπ\\p{L}*(?:\\s+\\p{L}+){0,4}',
      // A question or a subject said to shame no one: «Καμία ερώτηση δεν είναι ντροπιαστική», «Δεν υπάρχει τίποτα
      // ντροπιαστικό στο να ρωτήσετε» (not «…είναι ντροπιαστικό»).
      '(?<!\\p{L})(?:(?:καμια|κανενα|κανενασ)\\s+(?:\\p{L}+\\s+)?δεν\\s+ειναι|δεν\\s+(?:ειναι|υπαρχει)\\s+(?:τιποτα|καθολου|ποτε))\\s+ντροπιαστικ\\p{L}*',
    ],
  },
  // A helpline given to whoever thinks of harming themselves, the whole text offering nothing: «Αν εσείς ή κάποιος
  // κοντινός σας σκέφτεται να βλάψει τον εαυτό του, μη μείνετε μόνοι. Η Γραμμή Παρέμβασης για την Αυτοκτονία 1018
  // λειτουργεί όλο το 24ωρο» (a public-health message, not a fear pressed on a purchase).
  'fear-shame-appeal': {
    allowedPatterns: [
      // Shame denied to everyone: «Κανείς δεν χρειάζεται να ντρέπεται για τα κιλά του».
      '(?<!\\p{L})(?:κανεισ|κανενασ|καμια|κανενα)\\s+δεν\\s+(?:πρεπει|χρειαζεται)\\s+να\\s+ντρεπ\\p{L}*(?:\\s+\\p{L}+){0,4}',
      // A question or a subject said to shame no one: «Καμία ερώτηση δεν είναι ντροπιαστική», «Δεν υπάρχει τίποτα
      // ντροπιαστικό στο να ρωτήσετε» (not «…είναι ντροπιαστικό»).
      '(?<!\\p{L})(?:(?:καμια|κανενα|κανενασ)\\s+(?:\\p{L}+\\s+)?δεν\\s+ειναι|δεν\\s+(?:ειναι|υπαρχει)\\s+(?:τιποτα|καθολου|ποτε))\\s+ντροπιαστικ\\p{L}*',
      `^(?![\\s\\S]*(?<!\\p{L})(?:κλειστε|κλεισε|τιμη|τιμεσ|€|ευρω|προσφορ|εκπτωσ|πακετ|δωρ))(?=[\\s\\S]*(?<!\\p{L})(?:γραμμη\\s+(?:παρεμβασησ|βοηθειασ|στηριξησ|ψυχοκοινωνικησ)|1018|10306|1056)(?!\\p{N}))[\\s\\S]*$`,
    ],
  },
  // Not approved, to the end of its clause: «μη εγκεκριμένες πηγές και συμβουλευτείτε πάντα γιατρό».
  endorsement: {
    allowedPatterns: [
      // A prize for the best paper at a congress: «βραβείο καλύτερης προφορικής ανακοίνωσης στο συνέδριο».
      '(?<!\\p{L})(?:βραβει|βραβευ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,3}?καλυτερ\\p{L}*\\s+(?:ερευνητικ\\p{L}*\\s+|επιστημονικ\\p{L}*\\s+|προφορικ\\p{L}*\\s+|αναρτημεν\\p{L}*\\s+|κλινικ\\p{L}*\\s+)?(?:εργασι|ανακοινωσ|poster|αναρτησ|παρουσιασ|μελετ|διατριβ|δημοσιευσ)\\p{L}*',
      PRACTICE_REFUSED,
      INFLUENCERS_DOUBTED,
      '(?<!\\p{L})(?:μην?|οχι|not|un)[ -]?(?:εγκεκριμεν|πιστοποιημεν|approved|certified)\\p{L}*[^.!;?\\n]{0,80}',
      // A medicine given for its approved indications, the label's words, no one's praise: «χορηγείται μόνο από
      // γιατρό, για εγκεκριμένες ενδείξεις».
      '(?<!\\p{L})(?:(?:απο\\s+)?(?:γιατρ|ιατρ)\\p{L}*\\s*,?\\s+)?(?:για\\s+|στισ\\s+|σε\\s+)?(?:τισ\\s+)?εγκεκριμεν\\p{L}*\\s+(?:θεραπευτικ\\p{L}*\\s+)?ενδειξ\\p{L}*',
    ],
    allowed: [
      NO_INFLUENCERS,
      // A style's name, not a star's word: «Ρωτάτε για το «χαμόγελο Hollywood»;».
      '(χαμόγελο|χαμόγελου|smile) (hollywood)',
      'hollywood smile',
      // Proof denied: «τα συμπληρώματα αυτά δεν έχουν αποδεδειγμένη δράση».
      '(δεν|χωρίς|καμία|κανένα) (έχουν|έχει|υπάρχει)? (καμία|κανένα)? αποδεδειγμέν* (δράση|αποτελέσματ*|όφελ*|αποτελεσματικότητα)',
      // Approved products, not an approval of the clinic: «μόνο από γιατρούς, με εγκεκριμένα προϊόντα».
      'εγκεκριμέν* (προϊόν*|σκευάσματ*|υλικ*|φάρμακ*|εργαλεί*|συσκευ*)',
      // Teaching models, not fashion models: «με εκπαιδευτικά μοντέλα».
      '(εκπαιδευτικ*|ανατομικ*|τρισδιάστατ*|3d|ψηφιακ*|πλαστικ*) μοντέλ*',
      '(γιατρούς|γιατροί|ιατρούς|ιατροί|ειδικούς|ειδικοί) … εγκεκριμέν* (προϊόν*|σκευάσματ*|υλικ*|φάρμακ*|εργαλεί*|συσκευ*)',
    ],
  },
  // A miracle denied or doubted: «Δεν υπάρχει θαυματουργή θεραπεία για την ακμή», «καμία θαυματουργή λύση».
  cure: {
    allowed: ['race for the cure', 'for the cure'],
    allowedPatterns: [
      // A miracle quoted as what the reader reads or hears: «ό,τι ακούτε για «κρέμες θαύμα», ρωτήστε πρώτα τον γιατρό».
      '(?<!\\p{L})(?:ο,?\\s?τι|οσα|αυτα\\s+που)\\s+(?:διαβαζετε|ακουτε|βλεπετε|διαβαζεισ|ακουσ|βλεπεισ)\\s+(?:\\p{L}+\\s+){0,2}?(?:για\\s+)?[«"“][^»"”\\n]{1,40}[»"”]',
      OTHERS_PROMISES_WARNED,
      OTHERS_PROMISES_JUDGED,
      // A cure denied of a remedy, to the end of its clause: «Οι κάλτσες… δεν εξαφανίζουν τις φλέβες» (not a denial
      // asked back: «Ποιος είπε ότι το μέλασμα δεν θεραπεύεται;»).
      '(?<!\\p{L})(?<!(?:ποιοσ|ποια|ποιοι|ποιεσ)\\s+[^.!;?\\n]{0,60})(?:δεν|δε|ουτε)\\s+(?:\\p{L}+\\s+)?(?:εξαφανιζ|εξαλειφ|θεραπευ|γιατρευ|νικ|διαλυ)\\p{L}*(?![^.!;?,\\n]{0,60}[;?])[^.!;?,\\n]{0,40}',
      '(?<!\\p{L})(?:δεν\\s+υπαρχ\\p{L}*|καμια|καμμια|κανενα|ουτε)\\s+(?:μια\\s+)?θαυματουργ\\p{L}*(?:\\s+\\p{L}+)?',
      // A miracle in scare quotes, doubted: «Σταματήστε να ψάχνετε «θαυματουργές» κρέμες».
      '[«"“]θαυματουργ\\p{L}*[»"”]\\s+\\p{L}+',
      // Miracles said not to exist, the denial after them: «Θαυματουργές θεραπείες δεν υπάρχουν — υπάρχει σωστή
      // παρακολούθηση» (not with the clinic's own kept apart: «…εκτός από τη δική μας»).
      `(?<!\\p{L})(?:θαυματουργ|μαγικ)\\p{L}*(?:\\s+\\p{L}+){0,5}?\\s+δεν\\s+υπαρχ(?:ει|ουν)(?!\\p{L})(?!${IN_SENTENCE}${BUT_OURS})`,
    ],
  },
  testimonial: {
    allowedPatterns: [
      PRACTICE_REFUSED,
      LIST_REFUSED,
      // The rule told, to the end of its sentence: «οι μαρτυρίες ασθενών δεν επιτρέπονται στην ιατρική διαφήμιση».
      '(?<!\\p{L})(?:μαρτυρι|κριτικ|testimonial|ιστορι)\\p{L}*(?:\\s+\\p{L}+){0,2}?\\s+(?:δεν\\s+(?:επιτρεπ|ειναι\\s+επιτρεπτ)|απαγορευ)\\p{L}*[^.!;?\\n]*',
      // What patients often say, quoted to explain it: «Πονάει η μέση μου όταν κάθομαι» — το ακούμε συχνά.
      '[«"“][^»"”\\n]{1,120}[»"”]\\s*[—–-]?\\s*(?:το|τα)\\s+(?:ακουμε|ακουω)\\s+(?:συχνα|συνεχεια|καθημερινα|καθε\\s+μερα|πολυ\\s+συχνα)',
      '(?<!\\p{L})(?:συχνα|καθημερινα|καθε\\s+μερα)\\s+(?:ακουμε|ακουω)(?:\\s+(?:το|την\\s+ερωτηση|τη\\s+φραση))?[:,]?\\s*[«"“][^»"”\\n]{1,120}[»"”]',
      // The title or theme of a contest, a talk or an exhibition, in its sentence or the next line's: «Διαγωνισμός
      // ζωγραφικής με θέμα «Το κατοικίδιό μου»», «Διαγωνισμός ζωγραφικής! Θέμα: «Το αγαπημένο μου φρούτο»» (a
      // child's drawing's theme, no patient's words).
      '(?=(?:με\\s+)?(?:θεμα|τιτλο|τιτλοσ|συνθημα|μοτο))(?<=(?<!\\p{L})(?:διαγωνισμ|ζωγραφ|εκθεσ|εκδηλωσ|ομιλι|σεμιναρ|εργαστηρ|ημεριδ|εκστρατει|καμπανι|εργασι|παραστασ|εκθεμ|βιβλι)\\p{L}*[^\\n]{0,80})(?<!\\p{L})(?:με\\s+)?(?:θεμα|τιτλο|τιτλοσ|συνθημα|μοτο)\\s*:?\\s*[«"“][^»"”\\n]{1,80}[»"”]',
      // A contest's quoted title right after it, or the drawing asked for: «Διαγωνισμός ζωγραφικής για μικρούς «Η
      // αγαπημένη μου εποχή»», «Ζωγραφίστε «Το σπίτι μου»».
      '(?<!\\p{L})(?:διαγωνισμ|ζωγραφ)\\p{L}*(?:\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}–-]*){0,5}?[\\s:—–-]*[«"“][^»"”\\n]{1,80}[»"”]',
      // A course of treatment finished as the doctor said: «συνεχίζουμε την αγωγή όπως μας είπε ο γιατρός».
      '(?<!\\p{L})(?:θεραπει|αγωγ|δοσ|αντιβιωσ|φαρμακ)\\p{L}*(?:\\s+\\p{L}+){0,2}?\\s+οπωσ\\s+(?:μασ|σασ|σου|μου)\\s+(?:ειπε|ειπαν|εχει\\s+πει|συστησε|εξηγησε)(?:\\s+(?:ο|η)\\s+(?:γιατρ|ιατρ|φαρμακοποι)\\p{L}*)?',
      // A score for food or a team's outing: «Βαθμολογία 10/10 στα σουβλάκια του team building».
      '(?<!\\p{L})(?:βαθμολογ|βαθμ|rating|score)\\p{L}*[^!;?\\n]{0,30}?(?<!\\p{L})(?:σουβλακ|φαγητ|πιτσ|γλυκ|καφε|κεικ|τουρτ|μουσικ|παρτι|party|εκδρομ|team building|κουιζ|quiz|food|pizza|cake|coffee)\\p{L}*',
      // A date after a word of the calendar, no score: «τα ραντεβού συνεχίζονται από 9/10», «έως 3/10».
      '(?<!\\p{L})(?:απο|εωσ|μεχρι|ωσ|στισ|την|τη|ημερομηνια|κανονικα\\s+απο)\\s+\\d{1,2}\\/\\d{1,2}(?![\\d\\/]|\\s*(?:ασθεν|πελατ|γιατρ|ιατρ|μαμαδ|γυναικ|ανθρωπ|ατομ|αστερ|σε\\s|στουσ|βαθμ|ικανοποι))',
    ],
    allowed: [
      // A school for patients or parents, no review: «Σχολή γονέων: ο ύπνος του μωρού».
      '(σχολή|σχολής|σχολές|σχολείο|σχολείου) (ασθενών|γονέων|φροντιστών|διαβητικών)',
      // Refusing to show patients: «Δεν αναρτούμε ποτέ φωτογραφίες ή ιστορίες ασθενών».
      '(δεν|ποτέ|ούτε|never) (θα)? (αναδημοσιεύουμε|αναρτούμε|αναρτήσουμε|δημοσιεύουμε|δημοσιεύσουμε|ανεβάζουμε|ανεβάσουμε|μοιραζόμαστε|δείχνουμε|post|share|publish) (ποτέ|never)? … (ιστορίες|ιστορία|φωτογραφίες|κριτικές|μαρτυρίες|stories|photos|reviews) (ασθενών|πελατών|patients)?',
      '(ευχαριστούμε|ευχαριστώ|thank you|thanks) (πολύ)? (για)? (τα|τις|the)? (5|πέντε|five) (αστέρια|αστεράκια|stars)',
      // The commenter thanked for writing: «Σ' ευχαριστούμε που μας έγραψες».
      '(ευχαριστούμε|ευχαριστώ|thank you|thanks) (πολύ)? (που) (μας) (έγραψες|γράψατε|έγραψες εδώ|γράψατε εδώ)',
      // The clinic's own people explaining: «Δείτε τη γιατρό μας να εξηγεί πώς γίνεται η εξέταση».
      '(δείτε|ακούστε|παρακολουθήστε|δες|άκου|watch|listen) … (τη|την|τον|τους|τις) (γιατρ*|ιατρ*|δρ|δερματολόγ*|οδοντίατρ*|χειρουργ*|ομάδα|νοσηλευτ*|διαιτολόγ*|φυσικοθεραπευτ*|μαία|μαίες|doctor*|team) … (να) (περιγράφει|περιγράφουν|εξηγεί|εξηγούν|αφηγείται|μοιράζεται|μιλά|μιλάει|μιλούν|λέει|λένε) (πώς|πως|τι|την|τη|το|για)',
      // Advice as the doctor gave it: «ολοκληρώνουμε τη θεραπεία όπως μας είπε ο γιατρός».
      '(μας|μάς) (λέει|είπε|λένε|είπαν|έγραψε|γράφει) (ο|η|οι) (γιατρός|γιατροί|ιατρός|φαρμακοποιός|οδοντίατρος|παιδίατρος|νοσηλευτ*|ειδικός|ειδικοί)',
    ],
  },
  // Instructions for before and after an operation: «Πριν και μετά την επέμβαση: αποφεύγετε το τρίψιμο…»,
  // «Πριν: νηστεία από τα μεσάνυχτα. Μετά: ανάπαυση και πάγος» (not «Πριν και μετά: δείτε τη διαφορά»).
  'before-after': {
    allowedPatterns: BEFORE_AND_AFTER_NOT_SHOWN,
  },
  'before-after-shown': {
    // A shop's window or front then and now, nothing of a body or an act in the text: «Πριν και μετά 📸 η
    // πρόσοψη του καταστήματος πριν την ανακαίνιση».
    allowedPatterns: BEFORE_AND_AFTER_NOT_SHOWN,
    allowed: [
      // A change noticed on the body, told to see a doctor: «Αν παρατηρήσετε αλλαγές, απευθυνθείτε σε δερματολόγο».
      '(αν|εάν|όταν|if|when) (δείτε|δεις|παρατηρήσετε|παρατηρήσεις|προσέξετε|προσέξεις|εντοπίσετε|εντοπίσεις|notice|see|spot) (κάποια|κάποιες|μια|μία|καμία|any|a)? (αλλαγή|αλλαγές|διαφορά|διαφορές|change|changes)',
      '(εμφανίζ*|ξεκιν*|αρχίζ*|παρουσιάζ*|εκδηλών*|ξεκινάει) … (μήνες|μήνα|εβδομάδες|εβδομάδα|μέρες|ημέρες) (μετά)',
    ],
  },
  'prescription-medicine': {
    allowed: [
      'διαφήμιση … συνταγογραφούμεν*',
      // The law that keeps names of medicines out of posts: «Ο νόμος δεν μας επιτρέπει να αναφέρουμε ονόματα συνταγογραφούμενων φαρμάκων».
      '(δεν|ούτε) (μας)? (επιτρέπει|επιτρέπεται|επιτρέπουν|μπορούμε) (να)? (αναφέρουμε|αναφέρεται|κατονομάσουμε|γράψουμε|διαφημίσουμε|διαφημίζουμε|προβάλλουμε) (ονόματα|ονομασίες|το όνομα|τα ονόματα)? (των)? (συνταγογραφούμεν*|φαρμάκ*)',
      '(τα)? (φάρμακα|σκευάσματα) (χορηγούνται|δίνονται|πωλούνται|διατίθενται|παίρνονται) (μόνο)? (με|κατόπιν|ύστερα από) (ιατρική)? (συνταγή|συνταγής)',
      // What needs no prescription: «για μη συνταγογραφούμενα προϊόντα ρωτήστε τον φαρμακοποιό σας».
      '(μη|μη-|non) (συνταγογραφούμεν*|prescription)',
    ],
    allowedPatterns: [
      // How a medicine is taken, the whole text offering, booking and slimming nothing: «Η θυροξίνη παίρνεται με άδειο
      // στομάχι, την ίδια ώρα κάθε πρωί», «τα φάρμακά σας τα παίρνετε μετά την αιμοληψία» (an instruction, not an
      // advertisement; not «…και χάνετε κιλά», not «…κλείστε ραντεβού»).
      `^(?![\\s\\S]*(?:€|${INVITATION}|(?<!\\p{L})(?:τιμη|τιμεσ|ευρω|προσφορ|εκπτωσ|δωρ|κιλ|αδυνατ|βαρουσ|λιπ)))(?=[\\s\\S]*(?<!\\p{L})(?:παιρνεται|παιρνονται|λαμβανεται|λαμβανονται|τα\\s+παιρνετε|το\\s+παιρνετε|τα\\s+λαμβανετε|το\\s+λαμβανετε)\\s+(?:\\p{L}+\\s+){0,3}?(?:με\\s+αδειο\\s+στομαχι|πριν\\s+(?:απο\\s+)?το\\s+(?:πρωινο|φαγητο)|μετα\\s+(?:απο\\s+)?την\\s+αιμοληψια|την\\s+ιδια\\s+ωρα))[\\s\\S]*$`,
      // A medicine named as given only on a (special) prescription, in a text that offers or books nothing: «Η
      // κωδεΐνη και τα άλλα οπιοειδή δίνονται μόνο με ειδική συνταγή».
      `(?<!(?:${INVITATION})[\\s\\S]*)(?![\\s\\S]*(?:${INVITATION}))(?<!\\p{L})(?:το|τα|η|ο)\\s+\\p{L}+(?:\\s+(?:και|η)\\s+(?:τα|οι)\\s+(?:αλλ\\p{L}*\\s+)?\\p{L}+)?\\s+(?:χορηγουνται|χορηγειται|δινονται|δινεται|πωλουνται|πωλειται|διατιθενται|διατιθεται)\\s+μονο\\s+με\\s+(?:ειδικη\\s+|ιατρικη\\s+)?συνταγη`,
      // A steroid's forms told apart: «Η κορτιζόνη σε κρέμα δεν είναι το ίδιο με την κορτιζόνη σε ενέσεις».
      '(?<!\\p{L})(?:κορτιζον|κορτικοστεροειδ|στεροειδ)\\p{L}*\\s+σε\\s+(?:σπρει|κρεμ|αλοιφ|εισπνο|σταγον|τζελ)\\p{L}*(?:\\s+\\p{L}+)?\\s+δεν\\s+ειναι\\s+(?:το\\s+ιδιο|ιδι\\p{L}*)\\s+με\\s+(?:την\\s+|τη\\s+|το\\s+|τα\\s+)?(?:κορτιζον|κορτικοστεροειδ|στεροειδ)\\p{L}*\\s+σε\\s+\\p{L}+',
      // A warning against counterfeit medicines sold online, naming them, with nothing offered: «Προσοχή: σελίδες
      // πουλάνε «Ozempic» χωρίς συνταγή· συχνά είναι πλαστά σκευάσματα» (not «…το γνήσιο μόνο εδώ»).
      `^(?![\\s\\S]*(?:${INVITATION}|(?<!\\p{L})γνησι))(?=[\\s\\S]*(?<!\\p{L})(?:πλαστ|παραποιημ|μαιμου|παρανομ|νοθευμ|ψευτικ))(?=[\\s\\S]*(?<!\\p{L})(?:προσοχη|κινδυν|επικινδυν|βλαψ|βλαπτ|προειδοποι))[\\s\\S]*$`,
      // No pill or drink does it: «Δεν υπάρχει ρόφημα, τσάι ή χάπι που «καίει» το λίπος» (a medicine described,
      // even by a quoted word, and denied; not a sentence with a word in Latin letters, where a brand may be).
      `(?![^.!;?\\n]*[a-z]{4})${NO_SUCH_THING}`,
      REGULATOR_NOTICE,
      SHORTAGE_NOTICE,
      SUPPLY_NOTICE,
      // Medicines given only within approved programmes, a text that offers, prices and books nothing (a helpline
      // may be given): «Τα φάρμακα υποκατάστασης χορηγούνται μόνο μέσα από εγκεκριμένες μονάδες του ΟΚΑΝΑ».
      `^(?![\\s\\S]*(?:€|(?<!\\p{L})(?:ραντεβου|κλειστε|κλεισε|τιμη|τιμεσ|ευρω|προσφορ|εκπτωσ|δωρ|διαθετουμε|χορηγουμε|συνταγογραφουμε|εχουμε|ελατε|inbox|dm|link)))(?=[\\s\\S]*(?<!\\p{L})(?:χορηγουνται|χορηγειται|δινονται|δινεται|διατιθενται|διατιθεται)\\s+μονο\\s+(?:μεσα\\s+απο|μεσω|σε|στα|στισ|απο)\\s+(?:τα\\s+|τισ\\s+|τουσ\\s+)?(?:εγκεκριμεν|αδειοδοτημεν|κρατικ|ειδικ|πιστοποιημεν|δημοσι)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:προγραμματ|μοναδ|κεντρ|δομ|νοσοκομει)\\p{L}*)[\\s\\S]*$`,
      // The reader's own doctor named the one source for prescription medicines as a class, a pharmacy's answer:
      // «Για συνταγογραφούμενα φάρμακα η σωστή πηγή είναι ο γιατρός σας» (not «ρωτήστε τον γιατρό σας για το «Β2»»).
      `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})συνταγογραφουμεν)(?=${IN_SENTENCE}(?<!\\p{L})(?:ειναι|μονο)\\s+(?:ο|με\\s+τον)\\s+(?:θεραπ\\p{L}*\\s+)?(?:γιατρ|ιατρ)\\p{L}*\\s+σασ(?!\\p{L}))(?!${IN_SENTENCE}(?:€|(?<!\\p{L})(?:ραντεβου|τιμη|προσφορ|εκπτωσ|δωρ|διαθετουμε|εχουμε|ελατε|κιλ|αδυνατ)))${IN_SENTENCE}`,
      CAUTION_NOTICE,
      MEDICINE_RESTRICTED_TEXT,
      PRESCRIPTION_CLASS_REFUSED,
      // A medicine the reader may take, to be told to their own doctor before an act (a safety instruction,
      // the name and all): «Αν παίρνετε ισοτρετινοΐνη ή άλλα φάρμακα για την ακμή, ενημερώστε τον γιατρό
      // σας πριν από θεραπεία laser».
      '(?<!\\p{L})(?:αν|εαν|οσοι|οσεσ)\\s+(?:παιρνετε|λαμβανετε|χρησιμοποιειτε|εχετε\\s+(?:παρει|λαβει|παρει\\s+ποτε)|κανετε\\s+θεραπεια\\s+με)(?!\\p{L})[^.!;?\\n]{0,100}?(?<!\\p{L})(?:ενημερωστε|πειτε|αναφερετε|ρωτηστε|συμβουλευτειτε)\\s+(?:το\\s+)?(?:(?:στον|στην|στη|τον|την|τη)\\s+)?(?:γιατρ|ιατρ|δερματολογ|φαρμακοποι|θεραποντ)\\p{L}*\\s+(?:σασ|μασ)(?!\\p{L})',
      // A hair mask called «botox» with no toxin in it: «το «botox μαλλιών» είναι μάσκα με κερατίνη».
      '(?<!\\p{L})[«"“]?(?:botox|μποτοξ)\\s+(?:των\\s+)?(?:μαλλιων|μαλλιου|για\\s+τα\\s+μαλλια)[»"”]?|(?<!\\p{L})hair\\s+botox',
      // Botulism from food, the whole text a food-safety notice with nothing aesthetic or booked in it:
      // «Αλλαντίαση: η αλλαντική τοξίνη μπορεί να αναπτυχθεί σε κακοσυντηρημένες κονσέρβες».
      `^(?![\\s\\S]*(?:${INVITATION}|(?<!\\p{L})(?:ρυτιδ|προσωπ|μετωπ|ενεσ|εφιδρωσ|ιδρω|αισθητικ|τιμη|€|ευρω)))(?=[\\s\\S]*(?<!\\p{L})(?:αλλαντιασ|κονσερβ)\\p{L}*)[\\s\\S]*$`,
      // A medicine taken on one's own doctor's instruction, with advice for it: «Αν παίρνετε ισοτρετινοΐνη με
      // οδηγία του δερματολόγου σας, αποφύγετε την αποτρίχωση με κερί».
      '(?<!\\p{L})(?:αν|εαν|οσοι|οσεσ)\\s+(?:παιρνετε|λαμβανετε|κανετε\\s+θεραπεια\\s+με)\\s+\\p{L}+\\s+(?:με|κατοπιν|υστερα\\s+απο|μετα\\s+απο)\\s+(?:οδηγια|συνταγη|συσταση)\\s+(?:του|τησ)\\s+(?:γιατρ|ιατρ|θεραποντ|\\p{L}*ολογ)\\p{L}*\\s+σασ(?!\\p{L})',
      // A myth about a medicine answered, the reader sent to their own doctor, nothing offered or booked: «Μύθος: «Η
      // ινσουλίνη προκαλεί εθισμό». Αλήθεια: … μιλήστε με τον γιατρό σας».
      `^(?![\\s\\S]*(?:€|(?<!\\p{L})(?:ραντεβου|κλειστε|κλεισε|καλεστε|τηλεφων|στειλτε|στειλε|inbox|dm|link|ελατε|διαθετουμε|χορηγουμε|συνταγογραφουμε|εδω|τιμη|τιμεσ|ευρω|προσφορ|εκπτωσ|δωρ|αγορασ|παραγγ)))(?=[\\s\\S]*(?<!\\p{L})μυθ\\p{L}*\\s*:)(?=[\\s\\S]*(?<!\\p{L})(?:με|τον|στον)\\s+(?:θεραποντα\\s+)?(?:γιατρο|ιατρο)\\s+σασ(?!\\p{L}))[\\s\\S]*$`,
      // Who prescribes a class of medicines: «τα συνταγογραφεί μόνο γιατρός μετά από εκτίμηση».
      // A medicine the reader is told not to start or take without a prescription: «Μην ξεκινάτε θυροξίνη χωρίς
      // συνταγή», «Δεν δίνουμε ηρεμιστικά χωρίς συνταγή».
      '(?<!\\p{L})(?:μην?\\s+(?:ξεκινατε|ξεκινησετε|παιρνετε|παρετε|αγοραζετε|αγορασετε|δινετε|δωσετε|χρησιμοποιειτε)|δεν\\s+(?:δινουμε|χορηγουμε|πουλαμε|διαθετουμε|ξεκιναμε))\\s+(?:ποτε\\s+)?(?:θυροξιν|λεβοθυροξιν|τεστοστερον|κορτιζον|αντιβιωσ|αντιβιοτικ|ηρεμιστικ|υπνωτικ|αγχολυτικ)\\p{L}*\\s+χωρισ\\s+(?:ιατρικη\\s+)?συνταγ\\p{L}*',
      // A class of medicines explained as given on an indication, a prescription and a doctor's follow-up, nothing
      // offered or booked: «Τα φάρμακα GLP-1… είναι θεραπείες με ιατρική ένδειξη, συνταγή και παρακολούθηση».
      `^(?![\\s\\S]*(?:€|(?<!\\p{L})(?:ραντεβου|κλειστε|κλεισε|καλεστε|τηλεφων|στειλτε|στειλε|inbox|dm|link|ελατε|διαθετουμε|χορηγουμε|συνταγογραφουμε|τιμη|τιμεσ|ευρω|προσφορ|εκπτωσ|δωρ|αγορασ|παραγγ|ρωτηστε\\s+μασ)))(?=[\\s\\S]*(?<!\\p{L})(?:ιατρικη\\s+ενδειξη|ενδειξη\\s+και\\s+συνταγη|συνταγη\\s+και\\s+(?:ιατρικη\\s+)?παρακολουθηση))[\\s\\S]*$`,
      '(?<!\\p{L})συνταγογραφ\\p{L}*\\s+(?:μονο|αποκλειστικα)\\s+(?:ο\\s+|η\\s+|απο\\s+(?:τον\\s+|την\\s+)?)?(?:γιατρ|ιατρ)\\p{L}*',
    ],
    allowedBesideNames: [
      // A magic pill or injection said not to exist, the denial after it, the whole text offering and booking nothing:
      // «Θαυματουργό χάπι για τα κιλά δεν υπάρχει· ό,τι βλέπετε για «ενέσεις», ρωτήστε πρώτα τον γιατρό σας».
      `^(?![\\s\\S]*(?:€|${INVITATION}))(?=[\\s\\S]*(?<!\\p{L})(?:μαγικ|θαυματουργ)\\p{L}*\\s+(?:χαπ|ενεσ|φαρμακ|σκευασματ|λυσ)\\p{L}*[»"”]?(?:\\s+για\\s+[^.!;?,\\n]{0,40}?)?\\s+δεν\\s+υπαρχ(?:ει|ουν)(?!\\p{L}))[\\s\\S]*$`,
      // A claim quoted and the reader told to close the page where it is read: «Με ένα χάπι χάνεις 10 κιλά τον μήνα» —
      // αν το διαβάσετε κάπου, κλείστε τη σελίδα.
      '[«"“][^»"”\\n]{1,120}[»"”]\\s*[—–-]?\\s*αν\\s+(?:το\\s+|τα\\s+)?(?:διαβασετε|ακουσετε|δειτε|συναντησετε|βρειτε)(?:\\s+\\p{L}+){0,3}?\\s*,?\\s*(?:κλειστε|αγνοηστε|προσπεραστε|φυγετε|μην\\s+(?:το\\s+|τα\\s+)?(?:πιστεψετε|εμπιστευτειτε))[^.!;?\\n]*',
      // Whether a medicine suits someone, not said in public: «Δεν μπορούμε να πούμε δημόσια αν ένα φάρμακο είναι
      // κατάλληλο για κάποιον».
      '(?<!\\p{L})(?:δεν|ουτε)\\s+(?:μπορουμε|επιτρεπεται)\\s+να\\s+(?:πουμε|απαντησουμε|κρινουμε|συζητησουμε|σχολιασουμε)\\s+(?:δημοσια|εδω|στα\\s+σχολια)\\s+(?:αν|εαν|ποιο|ποια|τι)(?!\\p{L})(?=[^.!;?\\n]*(?<!\\p{L})(?:καποιον|καποια|εσασ|εσενα|τον\\s+καθενα|τον\\s+καθενα\\s+μασ)(?!\\p{L}))[^.!;?\\n]*',
      // Advice on a class of medicines («παίρνουμε αντιβιοτικά μόνο με συνταγή»): taken only on a prescription, never without a doctor's word, and
      // warnings against counterfeits bought online: «Τα αντιβιοτικά δεν κόβουν το κρύωμα· μην τα παίρνετε
      // χωρίς ιατρική οδηγία», «Ο ΕΟΦ προειδοποιεί… αγοράζετε φάρμακα μόνο από φαρμακεία».
      `(?<!\\p{L})[«"“]?(?:(?:τα|το|οι|η)\\s+)?(?:(?:παιρνουμε|παιρνετε|παιρνεισ|παιρνουν)\\s+)?(?:αντιβιο|αντιβιωσ|αντικαταθλιπτ|ηρεμιστ|υπνωτικ|κορτιζον|ορμον|φαρμακ|σκευασματ|χαπι)\\p{L}*[^\\n]{0,160}?${ONLY_ON_ADVICE}`,
      `(?<!\\p{L})(?:εοφ|προειδοποι\\p{L}*|πλαστ\\p{L}*|παραποιημεν\\p{L}*|μη εγκεκριμεν\\p{L}*)[^\\n]{0,160}?${ONLY_ON_ADVICE}`,
      // A magic pill denied: «Δεν υπάρχει «μαγικό χάπι» για το αδυνάτισμα», «Δεν υπάρχουν θαυματουργά χάπια αδυνατίσματος»,
      // «Δεν υπάρχει ένεση που να «λιώνει» το λίπος».
      '(?<!\\p{L})δεν\\s+υπαρχ\\p{L}*\\s+[«"“]?(?:(?:μαγικ|θαυματουργ)\\p{L}*[»"”]?\\s+)?(?:χαπι|ενεσ|φαρμακ|σκευασματ|λυσ)\\p{L}*[»"”]?(?:\\s+(?:η|και)\\s+\\p{L}+)?\\s+(?:για\\s+[^.!;?,\\n]{0,40}|αδυνατισματοσ|απωλειασ\\s+βαρουσ|που\\s+(?:να\\s+)?[^.!;?,\\n]{0,60})',
      PRACTICE_REFUSED,
      ONLY_PRESCRIBED_NOTICE,
      MEDICINES_WARNED_OF,
      MEDICINES_WARNED_TEXT,
      // Given only on the prescription: «Τα συνταγογραφούμενα χορηγούνται μόνο με την ιατρική συνταγή σας».
      '(?<!\\p{L})(?:τα\\s+)?(?:συνταγογραφουμεν\\p{L}*|φαρμακα|σκευασματα)(?:\\s+φαρμακα)?\\s+(?:χορηγουνται|δινονται|πωλουνται|διατιθενται|εκτελουνται)\\s+(?:μονο\\s+)?(?:με|κατοπιν)\\s+(?:την\\s+|τη\\s+)?(?:ιατρικη\\s+)?συνταγ\\p{L}*(?:\\s+(?:σασ|σου))?',
      // Prescribed only when needed: «ο γιατρός μας τα συνταγογραφεί μόνο όταν χρειάζεται».
      '(?:\\p{L}+\\s+){0,4}συνταγογραφ\\p{L}*\\s+μονο\\s+(?:οταν|αν|εαν|εφοσον|μετα)(?!\\p{L})',
      // What the clinic never prescribes, to the end of its sentence: «Δεν συνταγογραφούμε κανένα φάρμακο
      // χωρίς ιατρική εκτίμηση… για κανένα σκεύασμα αδυνατίσματος».
      '(?<!\\p{L})(?:δεν|ουτε)\\s+(?:συνταγογραφουμε|γραφουμε\\s+συνταγεσ|δινουμε\\s+συνταγεσ)[^.!;?\\n]*',
    ],
  },
  'price-promotion': {
    allowed: [
      // Coffee on the house at a free talk: «Η συμμετοχή είναι δωρεάν και ο καφές κερασμένος» (not «την επόμενη
      // φορά ο καφές είναι κερασμένος», which tells a reply's reader they will come back).
      '(δωρεάν|ελεύθερη) και (ο καφές|το νερό|ο χυμός|τα γλυκά|το κέρασμα) (είναι)? (κερασμένος|κερασμένο|κερασμένα|δωρεάν)',
      '(ιατρικές πράξεις|θεραπείες|ιατρικές υπηρεσίες) (δεν) (προωθούνται|διαφημίζονται|επιτρέπεται να προωθούνται) … (εκπτώσ*|προσφορ*|δώρα)',
      '(ιατρικές πράξεις|θεραπείες|ιατρικές υπηρεσίες) (δεν) (προωθούνται|διαφημίζονται|επιτρέπεται να προωθούνται) … (εκπτώσ*|προσφορ*|δώρα) (και|ή) (δώρα|προσφορές|εκπτώσεις|διαγωνισμούς)',
      // A question the clinic was asked, told to answer it: «Πολλοί μας ρωτάτε αν θα έχουμε προσφορές στις θεραπείες».
      '(ρωτάτε|ρωτούν|ρωτήσατε|ρωτάει|ρωτήσει|αναρωτιέστε) (αν|εάν) (θα)? (έχουμε|κάνουμε|υπάρχουν|έχετε|κάνετε) (προσφορ*|εκπτώσ*) (στις|στα|σε|για) (τις|τα)? (θεραπεί*|πράξεις|ενέσεις|συνεδρίες)',
    ],
    allowedPatterns: [
      SUPPLY_NOTICE,
      GIVEAWAY_OF_NO_ACT,
      // A case or a cloth given with sunglasses bought: «Με κάθε αγορά γυαλιών ηλίου, δώρο ένα κορδόνι».
      '(?<!\\p{L})(?:με\\s+)?καθε\\s+αγορα\\s+(?:\\p{L}+\\s+){0,2}?(?:γυαλι\\p{L}*\\s+ηλιου|αντηλιακ\\p{L}*|καλλυντικ\\p{L}*)[\\s,:—–-]*δωρο\\s+(?:μια\\s+|ενα\\s+|εναν\\s+)?(?:θηκ|πανακ|κορδον|τσαντακ|μπρελοκ|νεσεσερ|δειγμα)\\p{L}*(?:\\s+(?:και|&)\\s+(?:\\p{L}+\\s+)?\\p{L}+)?',
      // Fashion sunglasses two for one, no lenses for sight between: «Γυαλιά ηλίου μόδας: δύο στην τιμή του ενός».
      '(?<!\\p{L})γυαλι\\p{L}*\\s+ηλιου(?:(?!οπτικ|βαθμ|οραση|ορασεω|φακ|μυωπ)[^.!;?\\n]){0,40}?στην\\s+τιμη\\s+του\\s+(?:ενοσ|1)(?!\\p{L})',
      // The best «therapy» said to cost nothing, being a walk or sleep: «Το καλύτερο «φάρμακο» είναι δωρεάν: ύπνος
      // οκτώ ωρών».
      '(?<!\\p{L})(?:θεραπει|φαρμακ|γιατρικ)\\p{L}*(?:\\s+\\p{L}+)?[»"”]?\\s+(?:ειναι|παραμενει)\\s+(?:ακομα\\s+|παντα\\s+)?δωρεαν\\s*[:—–-]\\s*(?:\\d+\\s+λεπτα\\s+)?(?:περπατημα|υπνοσ|ασκηση|κινηση|γελιο|νερο|διατροφη|χαμογελο|ηλιοσ|λαχανικ)',
      // A wellness package of a text that says its services are no medical act and names none: «Οι υπηρεσίες μας
      // είναι ευεξίας και δεν αποτελούν ιατρική πράξη».
      `^(?=[\\s\\S]*(?<!\\p{L})(?:δεν\\s+αποτελ\\p{L}*|δεν\\s+ειναι)\\s+(?:\\p{L}+\\s+)?ιατρικ\\p{L}*\\s+(?:πραξ|υπηρεσι|θεραπει)\\p{L}*)(?![\\s\\S]*(?<!\\p{L})(?:${MEDICAL_ACT})(?<!(?:ιατρικ\\p{L}*\\s+)(?:${MEDICAL_ACT})))[\\s\\S]*$`,
      // Coffee in the waiting room on the house, a text with no medical act, offer or next visit in it: «…στον χώρο
      // αναμονής… Ο καφές είναι φυσικά κερασμένος!».
      `^(?=[\\s\\S]*(?<!\\p{L})(?:χωρο\\p{L}*\\s+αναμονησ|αιθουσ\\p{L}*\\s+αναμονησ|αναμονη)(?!\\p{L}))(?![\\s\\S]*(?<!\\p{L})(?:επομεν\\p{L}*\\s+(?:φορα|επισκεψη|ραντεβου)|${MEDICAL_ACT}|εκπτωσ|προσφορ|€|ευρω))[\\s\\S]*$`,
      // Cosmetics sold two for one in a pharmacy: «Παιδικά αντηλιακά: δύο στην τιμή του ενός» (no medical act).
      '(?<!\\p{L})(?:αντηλιακ|καλλυντικ|σαμπουαν|οδοντοκρεμ|οδοντοβουρτσ|αφρολουτρ|σαπουν|μαντηλακ|ενυδατικ\\p{L}*\\s+κρεμ)\\p{L}*(?![^.!;?\\n]{0,40}?(?:θεραπει|συνεδρι|ενεσ|laser|πραξ|ζων))[^.!;?\\n]{0,40}?(?<!\\p{L})(?:στην|στη)\\s+τιμη\\s+(?:(?:του|τησ|των)\\s+)?(?:ενοσ|μιασ|δυο|1|2)(?!\\p{L})',
      NO_OFFERS,
      RETAIL_GOODS_DISCOUNT,
      // An offer said to apply only to goods a shop sells, the whole sentence: «Η προσφορά αφορά μόνο τα καλλυντικά και
      // ισχύει έως εξαντλήσεως των αποθεμάτων» (no medical act in it).
      `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})(?:προσφορ|εκπτωσ)\\p{L}*\\s+(?:αφορ|ισχυ)\\p{L}*\\s+(?:μονο|αποκλειστικα)\\s+(?:για\\s+|σε\\s+)?(?:τα\\s+|τισ\\s+|τουσ\\s+|στα\\s+|στισ\\s+|στουσ\\s+)?${RETAIL_GOODS})(?!${IN_SENTENCE}(?<!\\p{L})(?:${MEDICAL_ACT}))${IN_SENTENCE}`,
      // A device's free check or cleaning, not the body's: «δωρεάν έλεγχο μπαταρίας», «δωρεάν καθαρισμός των
      // ακουστικών σας» (not «δωρεάν έλεγχος ακοής»).
      '(?<!\\p{L})(?:δωρεαν|χωρισ\\s+χρεωση)\\s+(?:ελεγχ|καθαρισμ|συντηρησ|ρυθμισ|service|σερβισ)\\p{L}*\\s+(?:(?:τησ|των|του|τον|τα)\\s+)?(?:μπαταρι|συσκευ|ακουστικ(?:ου|ων|α|ο)(?!\\p{L})|σκελετ|γυαλι|καλουπ|ορθωτικ|παπουτσ|πιεσομετρ|σακχαρομετρ|cpap)\\p{L}*',
      // A voucher a state programme gives, to the end of its line: «Φέρτε το voucher που λάβατε μέσω gov.gr».
      '(?<!\\p{L})voucher(?=[^!;?\\n]{0,40}(?:gov|dentist\\s+pass|υπουργει|εοπυυ))[^!;?\\n]*',
      // A free check under a national programme, the whole text offering nothing else: «Μέσω του εθνικού
      // προγράμματος «Προλαμβάνω» … δωρεάν μαστογραφία. Φέρτε μαζί το voucher σας».
      NATIONAL_PROGRAMME_TEXT,
      '(?<!\\p{L})(?:dentist\\s+pass|υπουργει\\p{L}*\\s+υγειασ|εοπυυ)[^!;?\\n]{0,80}voucher[^!;?\\n]*',
      // A vaccination free under the national scheme, the whole sentence: «Ο αντιγριπικός εμβολιασμός γίνεται
      // δωρεάν με συνταγή» (not «…δωρεάν στο ιατρείο μας»).
      `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})εμβολ\\p{L}*)(?=${IN_SENTENCE}(?<!\\p{L})(?:συνταγ|εοπυυ|εοδυ|εθνικ\\p{L}*\\s+προγραμμ|δημοσι\\p{L}*\\s+(?:νοσοκομει|δομ)|κεντρ\\p{L}*\\s+υγειασ|ασφαλισμεν))(?!${IN_SENTENCE}(?<!\\p{L})(?:μασ|εμασ|στο\\s+ιατρειο)(?!\\p{L}))${IN_SENTENCE}`,
    ],
  },
  // The same clinic, its refused offers in quotation marks: «δεν κάνουμε προσφορές, πακέτα ή «δώρα»».
  'price-hint': {
    allowedPatterns: [
      GIVEAWAY_OF_NO_ACT,
      NO_OFFERS,
      // A price for parking or a café beside the clinic, a sentence with no medical act in it: «συνεργαζόμαστε με
      // το διπλανό πάρκινγκ, με ειδική τιμή για τους επισκέπτες μας».
      `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})(?:παρκινγκ|parking|σταθμευσ|γκαραζ)\\p{L}*)(?!${IN_SENTENCE}(?<!\\p{L})(?:botox|μποτοξ|τοξιν|filler|φιλλερ|υαλουρον|λειζερ|αποτριχωσ|peeling|πιλινγκ|μεσοθεραπ|lifting|λιφτινγκ|${MEDICAL_ACT}))${IN_SENTENCE}`,
      // A price on batteries alone, no share off and nothing else in the sentence: «Καλή τιμή στις μπαταρίες
      // ακουστικών όλο τον μήνα».
      `${SENTENCE_START}(?=${IN_SENTENCE}(?<!\\p{L})(?:ειδικ|καλ|χαμηλ)\\p{L}*\\s+τιμ\\p{L}*\\s+(?:στισ|για\\s+τισ|σε)\\s+μπαταρι)(?!${IN_SENTENCE}(?:%|εκπτωσ|αξεσουαρ|δωρ|${MEDICAL_ACT}))${IN_SENTENCE}`,
      RETAIL_GOODS_OFFER,
      // A «discount» on one's health, not on a price: «Μην κάνετε «έκπτωση» στον ύπνο σας».
      '(?<!\\p{L})μην?\\s+(?:κανετε|κανεισ|κανουμε)\\s+[«"“]?εκπτωσ\\p{L}*[»"”]?\\s+(?:στ(?:ον|ην|η|ο|α|ισ|ουσ)|σε)\\s+(?:\\p{L}+\\s+)?(?:υπν|υγει|ασφαλει|ξεκουρασ|διατροφ|ζωη|προληψ|ελεγχ|φροντιδ|σωμα|δοντι|ματι|καρδι|ακοη|εαυτ|ποιοτητ)\\p{L}*',
      // A sales day refused, to the end of its paragraph: «Black Friday; Όχι για εμάς… Τα ραντεβού συνεχίζονται κανονικά».
      '(?<!\\p{L})(?:black\\s+friday|black\\s+week|cyber\\s+monday|μαυρη\\s+παρασκευη)[\\s;:,!?—–-]*(?:οχι|δεν|ουτε|no|not)(?!\\p{L})[^\\n]*',
    ],
  },
  comparison: {
    allowedPatterns: [
      NUMBER_ONE_FANS,
      NUMBER_ONE_AT_A_GAME,
      // A street's number written again after an address: «οδός Ερμού 1 (Νο 1)», «Λεωφ. Κηφισίας 1, Νο 1».
      '(?<!\\p{L})(?:οδοσ|οδο|οδου|λεωφορο\\p{L}*|λεωφ|πλατει\\p{L}*)\\.?\\s+(?:\\p{L}+\\.?\\s+){0,3}\\d+\\p{L}?\\s*[(,]?\\s*(?:νο|no|αρ)\\.?\\s?\\d+\\)?',
      // One quality between: «ο νούμερο ένα τροποποιήσιμος παράγοντας κινδύνου».
      '(?<!\\p{L})(?:νουμερο|number|no)\\s+(?:ενα|one|1)\\s+\\p{L}+\\s+(?:εχθρ|αιτι|παραγοντ|κινδυν|λαθ|cause|risk|enemy)\\p{L}*',
      // The one thing to remember or know, an emergency number told: «Το νούμερο 1 που πρέπει να θυμάστε: 112»
      // (not a practice ranked: «…που πρέπει να ξέρετε: είμαστε οι πρώτοι»).
      '(?<!\\p{L})(?:νουμερο|number|no|νο)\\s?(?:ενα|one|1)\\s+που\\s+(?:πρεπει\\s+να\\s+|αξιζει\\s+να\\s+)?(?:θυμαστε|θυμασαι|ξερετε|ξερεισ|γνωριζετε|κρατησετε|σημειωσετε)(?![^.!;?\\n]*(?<!\\p{L})(?:μασ|εμεισ|ειμαστε|καλυτερ|πρωτοι|πρωτη|μοναδικ)(?!\\p{L}))[^.!;?\\n]*',
      // The staff's team best at a match or a tournament, not at care: «Η καλύτερη ομάδα στο τουρνουά μπάσκετ των
      // γιατρών; Εμείς!» (not «η καλύτερη ομάδα γιατρών της πόλης»).
      '(?<!\\p{L})(?:(?:η|την|τησ)\\s+)?καλυτερ\\p{L}*\\s+ομαδ\\p{L}*\\s+(?:του|τησ|στο|στη|στην|στον)\\s+(?:\\p{L}+\\s+)?(?:τουρνουα|πρωταθλημ|αγων|ματσ|λιγκ|κυπελλ|σκυταλοδρομ|μαραθων|διοργανωσ|quiz|κουιζ)\\p{L}*',
      // Champions of a season, a team congratulated: «Οι Νο1 της σεζόν! 🏆 Συγχαρητήρια στην ομάδα…».
      '(?<!\\p{L})(?:οι\\s+)?(?:νο|no)\\s?[1ι]\\s+(?:τησ|του)\\s+(?:σεζον|χρονιασ|πρωταθληματοσ|λιγκασ|κατηγοριασ|διοργανωσησ)(?!\\p{L})',
    ],
    allowed: [
      '#1 (βήμα|κανόνας|μυστικό|συμβουλή|εχθρός|vima|kanonas|step|rule|tip)',
      '(νούμερο|no|νο|#) 1 (εχθρ*|λάθ*|κανόν*|βήμα|μυστικ*|συμβουλ*|αιτί*|παράγοντ*|προτεραιότητ*|tip|rule|enemy|cause|step|vima|vimata)',
      ...NUMBERED_TIP,
      '(νούμερο|number) (ένα|one) (εχθρ*|λάθ*|κανόν*|βήμα|μυστικ*|συμβουλ*|αιτί*|παράγοντ*|προτεραιότητ*|priority)',
      BEST_DOCTOR_DEFINED,
      // A building by its number: «Κτίριο Νο 1, 1ος όροφος».
      '(κτίριο|κτήριο|πτέρυγα|αίθουσα|πύλη|είσοδος|θάλαμος|εξεταστήριο|γραφείο|όροφος) (νο|no|νο1|no1|νούμερο) (1)?',
      // An enemy or a cause numbered one, written as one word: «η υπεριώδης ακτινοβολία, ο Νο1 εχθρός των ματιών».
      '(νο1|no1|#1) (εχθρ*|λάθ*|αιτί*|παράγοντ*|κίνδυν*|απειλ*|enemy|cause)',
    ],
  },
  'self-praise': {
    allowed: [BEST_DOCTOR_DEFINED],
    allowedPatterns: [
      // The reader's own doctor called the only right source: «η μόνη σωστή πηγή είναι ο γιατρός σας».
      '(?<!\\p{L})(?:η\\s+)?μονη\\s+(?:σωστη|αξιοπιστη|ασφαλησ)\\s+(?:πηγη|απαντηση|οδοσ)\\s+(?:ειναι\\s+)?(?:ο|η)\\s+(?:θεραπ\\p{L}*\\s+)?(?:γιατρ|ιατρ|φαρμακοποι)\\p{L}*\\s+σασ(?!\\p{L})',
      // A rule or a tip numbered one, to the end of its clause: «Κανόνας Νο 1 στο μπάνιο του μωρού: ποτέ μόνο του».
      '(?<!\\p{L})(?:κανονασ|κανονα|βημα|μυστικο|συμβουλη|εχθροσ|λαθοσ|προτεραιοτητα|rule|tip|step)\\s+(?:νουμερο|no|νο|number|#)\\s?(?:1|ενα|one)(?![\\p{L}\\p{N}])[^.!;?:\\n]*',
      // «Better to» as advice, the practice nowhere in it: «Είναι καλύτερα να πίνετε νερό πριν διψάσετε».
      '(?<!\\p{L})(?:ειναι|θα\\s+ηταν)\\s+καλυτερα\\s+να\\s+(?![^.!;?\\n]*(?<!\\p{L})(?:εμασ|μασ|εδω|στο\\s+ιατρειο|στην\\s+κλινικη)(?!\\p{L}))[^.!;?\\n]*',
      // The idioms «better than nothing» and «number one fans»: «δεν είναι καλύτερα «από το τίποτα»», «είμαστε
      // νούμερο ένα fans του σκύλου σας».
      '(?<!\\p{L})(?:δεν\\s+)?ειναι\\s+(?:παντα\\s+)?καλυτερ\\p{L}*\\s*[«"“]?\\s*απο\\s+το\\s+τιποτα',
      NUMBER_ONE_AT_A_GAME,
      NUMBER_ONE_FANS,
      // Two things compared, neither a practice: «μια τίμια απάντηση είναι καλύτερη από μια βιαστική
      // υπόσχεση», «η πρόληψη είναι καλύτερη από τη θεραπεία» (not «…από έναν πλαστικό χειρουργό», «…από τα
      // υπόλοιπα», nor what the clinic or its doctor «είναι καλύτερ…»).
      '(?<!\\p{L})(?<!(?:μασ|εμεισ|γιατροσ|γιατρου|γιατρο|κλινικη|ιατρειο|κεντρο|ομαδα|δουλεια)\\s+)ειναι\\s+(?:παντα\\s+|πολυ\\s+)?καλυτερ\\p{L}*\\s+απο\\s+(?:μια|ενα|εναν|την|τη|το|τον|τα|τισ|τουσ)\\s+(?!(?:\\p{L}+\\s+)?(?:αλλ|υπολοιπ|εκειν|αυτ|γιατρ|ιατρ|δρ|δοκτορ|κλινικ|κεντρ|δερματολογ|οδοντιατρ|χειρουργ|ινστιτουτ|αισθητικ|συναδελφ|ανταγωνιστ|clinic|doctor)\\p{L}*)\\p{L}+',
    ],
  },
  // «Ρωτήστε ό,τι δεν καταλαβαίνετε»: to understand, not to feel («δεν θα καταλάβετε τίποτα» is still a claim).
  painless: {
    allowedPatterns: [
      // Brushing or floss said not to hurt, in the same sentence: «Δεν πονάει και κρατά τα δόντια: οδοντικό νήμα κάθε βράδυ».
      '(?<!\\p{L})δεν\\s+πονα\\p{L}*[^.!;?\\n]{0,80}?(?<!\\p{L})(?:βουρτσισμ|οδοντικ\\p{L}*\\s+νημα|μεσοδοντ|οδοντοβουρτσ)\\p{L}*',
      // A diagnostic test that does not hurt, told of the test in its own sentence: «Η εξέταση είναι ανώδυνη και
      // διαρκεί 30 λεπτά», «Η τριχοσκόπηση γίνεται με ψηφιακό δερματοσκόπιο και δεν πονά».
      '(?<!\\p{L})(?:η\\s+|το\\s+)?(?:εξεταση|υπερηχογραφημα|υπερηχοκαρδιογραφημα|triplex|μετρηση|απεικονιση|σπιρομετρηση|οστεοπυκνομετρηση|δερματοσκοπηση|τριχοσκοπηση|τονομετρηση|οπτομετρηση|ακοογραμμα|(?:ηλεκτρο)?καρδιογραφημα|(?:ηλεκτρο)?εγκεφαλογραφημα|(?:μαγνητικη\\s+|αξονικη\\s+)?τομογραφια|ακτινογραφια|ηκγ)(?:\\s+[\\p{L}\\p{N}-]+){0,8}?\\s+(?:(?:ειναι\\s+)?(?:εντελωσ\\s+|απολυτα\\s+)?ανωδυν\\p{L}*|δεν\\s+πονα(?:ει)?)(?!\\p{L})',
      // A disease that does not hurt until it harms, a joke on a holiday: «Η οστεοπόρωση δεν πονάει μέχρι να
      // γίνει κάταγμα», «Σήμερα δεν πονάει κανένα δόντι… γιατί είναι αργία».
      '(?<!\\p{L})(?:οστεοπορωσ|υπερτασ|διαβητ|γλαυκωμ|καρκιν|μελανωμ|χοληστεριν|τερηδον|ουλιτιδ|περιοδοντιτιδ|λιπωδ|καταρρακτ|πιεσ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?δεν\\s+πονα\\p{L}*(?:\\s+(?:μεχρι|παρα\\s+μονο|ωσπου|ωσ\\s+οτου)(?!\\p{L}))?',
      '(?<!\\p{L})δεν\\s+πονα\\p{L}*\\s+(?:κανενα|κανεισ|κανενασ)\\s+(?:δοντι|γιατροσ|οδοντιατροσ)\\p{L}*',
      // A diagnostic test called painless before its name: «μια ανώδυνη, γρήγορη εξέταση» (not «…εξέταση και θεραπεία»).
      '(?<!\\p{L})ανωδυν\\p{L}*(?:,?\\s+(?:και\\s+)?\\p{L}+){0,2}?\\s+(?:εξετασ|μετρησ|απεικονισ)\\p{L}*(?![^.!;?\\n]{0,40}(?:θεραπ|αγωγ|αποτριχ|ενεσ|laser|λειζερ|επεμβασ|συνεδρι))',
      // Prevention that does not hurt, the idiom: «Η πρόληψη των πτώσεων δεν πονάει: βάλτε χειρολαβές».
      '(?<!\\p{L})(?:η\\s+)?προληψ\\p{L}*(?:\\s+(?!(?:θεραπ|ενεσ|laser|λειζερ|botox|μποτοξ|filler|φιλλερ|αποτριχ|επεμβασ|συνεδρι)\\p{L}*)\\p{L}+){0,5}?\\s+δεν\\s+πονα\\p{L}*',
      // The saying «Χωρίς πόνο δεν γίνεται τίποτα» (no pain, no gain).
      '(?<!\\p{L})χωρισ\\s+πονο\\s+(?:δεν|δε)\\s+(?:γινεται|κερδιζεισ|κερδιζεται|υπαρχει|βγαινει)\\s+(?:τιποτα|τιποτε|κερδοσ|κερδοσ)(?!\\p{L})',
      '(?<!\\p{L})no\\s+pain,?\\s+no\\s+gain(?!\\p{L})',
      PAINLESS_BOOKING,
      PAINLESS_PARKING,
      // Parents told not to promise «it won't hurt», a sore that does not hurt told as a warning sign: «Μην του
      // λέτε «δεν θα πονέσει»», «μια πληγή στο πόδι που δεν πονάει θέλει έλεγχο».
      '(?<!\\p{L})(?:αποφυγετε|αποφευγετε|αποφυγε|μην\\s+(?:του\\s+|τησ\\s+|τουσ\\s+)?λετε|μη\\s+(?:του\\s+|τησ\\s+|τουσ\\s+)?λετε|μην\\s+υποσχεστε|μη\\s+υποσχεστε)\\s+(?:να\\s+λετε\\s+)?(?:(?:φρασεισ|λεξεισ|εκφρασεισ|ατακεσ)\\s+)?(?:οπωσ\\s+|σαν\\s+)?(?:το\\s+)?[«"“][^»"”\\n]{1,40}[»"”]',
      '(?<!\\p{L})(?:πληγ|τραυμ|ελκ|ελι|σπιλ|εξογκωμ|ογκιδι|ογκο|φουσκαλ|κοψιμ|σκληρυνσ|κρεατοελι)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?που\\s+δεν\\s+πονα\\p{L}*',
      // A wish without heartache: «Σας ευχόμαστε μια χρονιά… χωρίς πόνους στην καρδιά».
      '(?<!\\p{L})ευχ\\p{L}*[^.!;?\\n]{0,100}?χωρισ\\s+(?:πονο|πονουσ|καημουσ)\\s+(?:στην\\s+|στη\\s+)?(?:καρδια|ψυχη)(?!\\p{L})',
      QUESTION_QUOTED_DENIED,
      PROMISE_REFUSED,
      CARE_PROMISED_INSTEAD,
      OTHERS_PROMISES_WARNED,
      OTHERS_PROMISES_JUDGED,
      '(?<!\\p{L})(?:ο,\\s?τι|οτιδηποτε|κατι|οσα|αν|εαν)\\s+(?:κατι\\s+)?δεν\\s+(?:το\\s+|τα\\s+)?(?:καταλαβαινετε|καταλαβαινεισ|καταλαβατε|καταλαβεσ|καταλαβετε|καταλαβεισ)(?!\\s+(?:τιποτα|τιποτε|καθολου))',
    ],
  },
  'guaranteed-result': {
    // Everyone welcome without exception: «δωρεάν για όλους ανεξαιρέτως τους πολίτες άνω των 60».
    allowedPatterns: [
      // The only guarantee said to be a comfort of the waiting room, no result in its sentence: «Η μόνη εγγύηση που
      // σας δίνουμε: φρέσκο χυμό στην υποδοχή».
      '(?<!\\p{L})(?:η\\s+)?μονη\\s+εγγυησ\\p{L}*\\s+που\\s+(?:σασ\\s+|σου\\s+)?(?:δινουμε|δινω|εχουμε|παρεχουμε|κανουμε)\\s*(?::|—|–|-|ειναι)\\s*(?![^.!;?\\n]*(?<!\\p{L})(?:αποτελεσμ|επιτυχ|θεραπει|ιαση|κιλ|εγκυμοσ|μωρ|αλλαγ|διαφορ))[^.!;?\\n]*',
      // A result's guarantee denied in a list of what does not exist: «Δεν υπάρχουν θαύματα ούτε σίγουρα αποτελέσματα».
      '(?<!\\p{L})ουτε\\s+(?:\\p{L}+\\s+)?(?:εγγυημεν|σιγουρ|εξασφαλισμεν)\\p{L}*\\s+(?:αποτελεσμ|λυσ|θεραπει|απωλει)\\p{L}*',
      // Guarantees said not to exist or not to be given: «Στην ιατρική δεν υπάρχουν μαγικές λύσεις ούτε εγγυήσεις».
      '(?<!\\p{L})δεν\\s+(?:υπαρχ|δινουμε|δινει|δινονται|δινεται)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:ουτε|και|η)\\s+)?εγγυησ\\p{L}*',
      // An outing's mood in per cent: «Τερματίσαμε τον αγώνα δρόμου: 100% κέφι και λίγες φουσκάλες».
      '(?<!\\p{L})(?:τερματισ|μαραθων|αγων|εκδρομ|παρτι|γιορτ|εκδηλωσ|αποκρι|καρναβαλ)\\p{L}*[^\\n]{0,120}?100\\s*%\\s+(?:χαμογελ|κεφι|γελιο|διασκεδασ)\\p{L}*',
      '(?<!\\p{L})(?:(?:σε|για)\\s+)?(?:ολουσ|ολεσ|ολα)\\s+(?:ανεξαιρετωσ|χωρισ\\s+εξαιρεση)\\s+(?:τουσ|τισ|τα)\\s+(?:πολιτ|ασφαλισμεν|κατοικ|ηλικι|επισκεπτ|ταμει|γονει|εργαζομεν|μελ|ασφαλιστικ)\\p{L}*',
      // A daily habit advised without exception, no result in its sentence: «Χωρίς εξαιρέσεις: οδοντικό νήμα κάθε
      // βράδυ, και τις Κυριακές» (not «χωρίς εξαίρεση, αποτέλεσμα από την πρώτη συνεδρία»).
      `(?<!\\p{L})(?:χωρισ\\s+(?:καμια\\s+|καμμια\\s+)?|καμια\\s+)εξαιρεσ\\p{L}*\\s*[:—–,]\\s*(?=[^.!;?\\n]*(?<!\\p{L})(?:καθε\\s+(?:μερα|πρωι|βραδυ|χρονο|εβδομαδα)|καθημεριν|παντα)(?!\\p{L}))(?![^.!;?\\n]*${RESULT_WORD})[^.!;?\\n]*`,
      // No test exact to the last case: «Καμία εξέταση δεν έχει 100% ακρίβεια».
      '(?<!\\p{L})(?:κανενα|καμια|κανενασ|δεν|ουτε)\\s+(?:\\p{L}+\\s+){0,3}?(?:100|9[5-9](?:[.,]\\d{1,2})?)\\s*%\\s+(?:ακριβ|αξιοπιστ)\\p{L}*',
      SERVICE_GUARANTEE,
      INFORMATION_GUARANTEED,
      // A season or the weather called a guarantee of a nuisance, the idiom: «Η άνοιξη είναι εγγύηση για…
      // φτερνίσματα 🤧».
      '(?<!\\p{L})(?:ανοιξη|καλοκαιρ\\p{L}*|χειμων\\p{L}*|φθινοπωρ\\p{L}*|γυρη|ζεστη|κρυο|καυσων\\p{L}*|υγρασια|λιακαδα)\\s+(?:ειναι|σημαινει)\\s+(?:\\p{L}+\\s+)?εγγυησ\\p{L}*\\s+για[^\\p{L}\\n]{0,8}(?:φτερνισμ|συναχ|κρυολογ|ιωσ|αλλεργι|βηχ|ηλιοκαμ|καψιμ|κουνουπ|τσιμπημ|ιδρωτ|κνησμ|φαγουρ|δακρυ|μπουκωμ|πονοκεφαλ)\\p{L}*',
      // A dish's success at the table: «Συνταγή της εβδομάδας… σίγουρη επιτυχία σε κάθε τραπέζι».
      '(?<!\\p{L})(?:σιγουρ|εγγυημεν|εξασφαλισμεν)\\p{L}*\\s+επιτυχια\\s+(?:σε|στο|στα|στη|στην)\\s+(?:καθε\\s+)?(?:τραπεζ|γευμα|πιατ|κουζιν|μπουφε|πικνικ|γιορτιν|οικογενειακ)\\p{L}*',
      PROMISE_REFUSED,
      CARE_PROMISED_INSTEAD,
      OTHERS_PROMISES_WARNED,
      OTHERS_PROMISES_JUDGED,
      DENIED_OF_EVERY_ACT,
      OTHERS_WHO_PROMISE,
      MEDICINE_PROMISES_NOTHING,
      NO_SUCH_THING,
      QUESTION_REPORTED,
      QUESTION_QUOTED_DENIED,
      // A manufacturer's warranty on a product, and what it covers: «εγγύηση κατασκευαστή 2 ετών», «Η εγγύηση
      // αφορά το προϊόν και όχι το πόσο θα βελτιωθεί η ακοή».
      '(?<!\\p{L})εγγυησ\\p{L}*\\s+(?:του\\s+)?κατασκευαστ\\p{L}*',
      // A guarantee denied: «Αυτό δεν σημαίνει εγγύηση βιολογικού αποτελέσματος».
      '(?<!\\p{L})δεν\\s+(?:σημαινει|ειναι|αποτελει|δινει|προσφερει)\\s+εγγυησ\\p{L}*(?:\\s+\\p{L}+){0,3}',
      // A dental laboratory's warranty on the material: «εγγύηση του οδοντοτεχνικού εργαστηρίου για το υλικό».
      '(?<!\\p{L})εγγυησ\\p{L}*\\s+(?:του\\s+)?(?:οδοντοτεχνικ\\p{L}*\\s+)?εργαστηρι\\p{L}*(?:\\s+για\\s+(?:το|τα)\\s+(?:υλικ|κατασκευ)\\p{L}*)?',
      '(?<!\\p{L})κατασκευαστ\\p{L}*\\s+(?:δινει|παρεχει|εχει|καλυπτει\\s+με)\\s+εγγυησ\\p{L}*(?:\\s+(?:για|στο|στα|στη|στην)\\s+(?:(?:το|τα|τη|την)\\s+)?(?:υλικ|προιον|συσκευ|εμφυτευμ|κατασκευ)\\p{L}*)?',
      // A warranty asked of, answered by the manufacturer's: «Εγγύηση στα εμφυτεύματα; Ο κατασκευαστής δίνει εγγύηση για το υλικό».
      '(?<!\\p{L})εγγυησ\\p{L}*[^.!;?\\n]{0,60}[;?](?=\\s*(?:ο\\s+|η\\s+)?κατασκευαστ\\p{L}*\\s+(?:δινει|παρεχει|καλυπτει|εχει))',
      // A warranty on a device's making, against its defects: «εγγύηση κατασκευής ενός έτους για σπάσιμο λόγω ελαττώματος».
      // A warranty of a length on goods against their making's defects: «Εγγύηση 1 έτους σε όλους τους σκελετούς
      // γυαλιών για κατασκευαστικά ελαττώματα» (not in a sentence of a result).
      `(?<!\\p{L})εγγυησ\\p{L}*\\s+(?:\\d+|ενοσ|δυο|τριων|πεντε)\\s+(?:ετ|χρον|μην)\\p{L}*(?=[^.!;?\\n]{0,100}(?<!\\p{L})(?:κατασκευαστικ|ελαττωμ))(?![^.!;?\\n]*${RESULT_WORD})[^.!;?\\n]*`,
      // What a warranty covers: «η εγγύηση των ακουστικών καλύπτει βλάβες κατασκευής».
      '(?<!\\p{L})εγγυησ\\p{L}*\\s+(?:(?:του|τησ|των)\\s+\\p{L}+(?:\\s+\\p{L}+)?\\s+)?(?:δεν\\s+)?(?:καλυπτει|καλυπτουν|αφορα)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}?(?:βλαβ|ελαττωμ|κατασκευ|υλικ|σπασιμ|απωλει|φθορ|υγρασι|ζημι)\\p{L}*[^.!;?\\n]*',
      '(?<!\\p{L})εγγυησ\\p{L}*\\s+(?:κατασκευησ|εργοστασιου|καλησ\\s+λειτουργιασ)(?=[^.!;?\\n]{0,80}(?<!\\p{L})(?:ελαττωμ|βλαβ|σπασιμ|κατασκευαστικ|λειτουργι))[^.!;?\\n]*',
      '(?<!\\p{L})(?:η\\s+)?εγγυηση\\s+αφορα\\s+(?:μονο\\s+)?(?:το|τη|την|τα|τισ)\\s+(?:προιον|συσκευ|υλικ|ακουστικ|κατασκευ)\\p{L}*[^.!;?\\n]*',
      // Guarantees denied in a field: «Στην ιατρική αισθητική δεν υπάρχουν εγγυημένα αποτελέσματα».
      `(?<!\\p{L})δεν\\s+υπαρχ\\p{L}*\\s+(?:\\p{L}+\\s+)?εγγυημεν\\p{L}*\\s+αποτελεσμ\\p{L}*(?!${IN_SENTENCE}${BUT_OURS})`,
      // Medicine said to give no guarantees: «Η ιατρική δεν λειτουργεί με εγγυήσεις».
      '(?<!\\p{L})(?:η\\s+)?(?:ιατρικη|θεραπεια|ιατρικεσ\\s+πραξεισ)\\s+δεν\\s+(?:λειτουργει|λειτουργουν|δουλευει|δινει|δινουν|εχει|εχουν)\\s+(?:με\\s+)?εγγυησ\\p{L}*',
      // What the clinic guarantees besides a result, a whole sentence of it: «Αυτό που εγγυόμαστε είναι σωστή
      // ενημέρωση και προσοχή» (not one with a result or a «but» in it: «…και το τέλειο αποτέλεσμα»).
      `(?<!\\p{L})εγγυ(?:ομαστε|ωμαι|αται)\\s+(?:ειναι\\s+|μονο\\s+)?(?:${CARE_WORD}[\\s,]*)+(?=[.!;?\\n]|$)`,
      // The question no one can answer yes to: «ποιος μπορεί να εγγυηθεί πώς θα αντιδράσει ο οργανισμός σας;»
      // (not «ποιος άλλος μπορεί να σας εγγυηθεί…»).
      '(?<!\\p{L})ποιοσ\\s+(?:γιατροσ\\s+)?μπορει\\s+να\\s+(?:σασ\\s+)?(?:εγγυηθει|υποσχεθει)\\s+(?:πωσ|αν|εαν|τι)(?!\\p{L})',
      // The privacy of personal data guaranteed: «Εγγυόμαστε την ασφάλεια των προσωπικών σας δεδομένων».
      '(?<!\\p{L})εγγυ\\p{L}*\\s+(?:την\\s+|τη\\s+|το\\s+)?(?:ασφαλεια|προστασια|εμπιστευτικοτητα|απορρητο|ακεραιοτητα)\\s+(?:των\\s+|του\\s+)?(?:προσωπικ\\p{L}*\\s+|ιατρικ\\p{L}*\\s+)?(?:σασ\\s+)?(?:δεδομενων|στοιχειων|πληροφοριων|φακελου|αρχειου)',
      // A call back guaranteed, not a result: «η γραμματεία μας εγγυάται ότι θα σας καλέσει πίσω».
      '(?<!\\p{L})εγγυ(?:αται|ομαστε|ωμαι)\\s+(?:οτι|πωσ)\\s+(?:(?:η|ο|το|οι)\\s+\\p{L}+\\s+(?:μασ\\s+)?)?θα\\s+(?:σασ\\s+|σε\\s+)?(?:καλεσ|απαντησ|ενημερωσ|επικοινωνησ|στειλ)\\p{L}*',
      // A guarantee denied of every act: «καμία ιατρική πράξη δεν έχει εγγυημένο αποτέλεσμα».
      '(?<!\\p{L})(?:καμια|κανενα|καμμια)\\s+(?:ιατρικη\\s+|αισθητικη\\s+)?(?:πραξη|θεραπεια|επεμβαση|μεθοδοσ|γιατροσ|ιατρειο|κλινικη)\\s+δεν\\s+(?:εχει|δινει|μπορει\\s+να\\s+(?:εχει|δωσει|εγγυηθει|υποσχεθει)|εγγυαται)\\s+(?:\\p{L}+\\s+)?εγγυ\\p{L}*(?:\\s+αποτελεσμ\\p{L}*)?',
    ],
  },
  // A clinic without influencers: «Δεν κάνουμε συνεργασίες με influencers ούτε διαφημιστικές καμπάνιες».
  // The same, and others' «miracles» asked of: «Βλέπετε στα social media «θαυματουργές» θεραπείες ακμής από
  // influencers;» (a quoted word and a question; not «Βλέπετε πόσοι influencers έρχονται σε εμάς;»).
  'celebrity-endorsement': {
    allowed: [NO_INFLUENCERS],
    allowedPatterns: [PRACTICE_REFUSED, INFLUENCERS_DOUBTED, REPLY_NOT_HERE],
  },
  minors: {
    // A talk at a school, its pupils thanked: «Ο γιατρός μας μίλησε στο δημοτικό σχολείο… Ευχαριστούμε τους μαθητές».
    allowedPatterns: [
      CHILDREN_RECEIVED,
      DRAWING_CONTEST,
      NOTHING_AESTHETIC,
      PAEDIATRIC_PRACTICE,
      CHILD_CHECKUP,
      // Books or toys for children of an age, lent or to play with: «βιβλία για παιδιά 4-10 ετών, δανειστείτε τα».
      '(?<!\\p{L})(?:βιβλι|παιχνιδ|παραμυθ|γωνι|βιβλιοθηκ|κουκλ|puzzle|παζλ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?για\\s+(?:παιδια|παιδακια|μικρουσ)\\s+\\d{1,2}\\s*[–-]\\s*\\d{1,2}\\s+(?:ετων|χρονων)(?!\\p{L})',
      // A child's milestone not reached, told as a sign to have assessed: «Αν ένα παιδί 3 ετών δεν φτιάχνει
      // προτάσεις, αξίζει μια αξιολόγηση».
      '(?<!\\p{L})(?:αν|εαν|οταν)\\s+(?:ενα\\s+|το\\s+)?(?:παιδι|μωρο|βρεφοσ|νηπιο)\\s+(?:\\d{1,2}|ενοσ|δυο|τριων|τεσσαρων)\\s*(?:ετων|χρονων|μηνων)\\s+(?:ακομα\\s+|ακομη\\s+)?δεν(?!\\p{L})',
      // An age a guideline or the national vaccination programme gives: «Οι παιδιατρικές οδηγίες προτείνουν
      // καθόλου οθόνες κάτω των 2 ετών», «στο Εθνικό Πρόγραμμα Εμβολιασμών … από 9 ετών».
      // The national vaccination programme for children and teenagers: «Το εθνικό πρόγραμμα εμβολιασμού παιδιών και εφήβων».
      '(?<!\\p{L})(?:εθνικ|κρατικ)\\p{L}*\\s+προγραμμα\\p{L}*\\s+(?:εμβολιασμ|εμβολι)\\p{L}*[^.!;?\\n]*',
      '(?<!\\p{L})(?:οδηγι|συστασ|guideline|recommendation|προγραμμα\\p{L}*\\s+εμβολιασμ|εμβολιαστικ)\\p{L}*[^.!;?\\n]{0,120}?\\d{1,2}\\s*(?:ετων|ετη|ετουσ|χρονων|χρονια|χρονα|μηνων|years|months)(?!\\p{L})',
      // A state programme or the national vaccination committee, either side of the age: «Dentist Pass του
      // Υπουργείου Υγείας … παιδιά 6-12 ετών», «η Εθνική Επιτροπή Εμβολιασμών … έως 5 ετών» (a clinic's own
      // «εμβόλια για παιδιά 12 ετών» is still a treatment offered to minors).
      '(?<!\\p{L})(?:dentist\\s+pass|υπουργει|εοπυυ|αποζημιων|εθνικ\\p{L}*\\s+(?:επιτροπ|προγραμμ))\\p{L}*[^.!;?\\n]{0,160}\\d{1,2}\\s*(?:ετων|ετη|ετουσ|χρονων|χρονια|χρονα|μηνων|years|months)(?!\\p{L})',
      '(?<![^.!;?\\n])[^.!;?\\n]*?\\d{1,2}\\s*(?:ετων|ετη|ετουσ|χρονων|χρονια|χρονα|μηνων)(?!\\p{L})[^.!;?\\n]{0,160}?(?<!\\p{L})(?:dentist\\s+pass|υπουργει|εοπυυ|αποζημιων|gov)\\p{L}*[^.!;?\\n]*',
      '(?<!\\p{L})(?:μιλησε|μιλησαν|μιλησαμε|ομιλια|παρουσιαση|ενημερωση|ενημερωτικη)(?!\\p{L})[^\\n]{0,150}?(?<!\\p{L})(?:σχολει|δημοτικ|γυμνασι|λυκει|νηπιαγωγει)\\p{L}*[^\\n]{0,150}?(?<!\\p{L})(?:μαθητ|μαθητρι)\\p{L}*',
      // A condition that shows in teenagers and adults alike: «Η ακμή εμφανίζεται σε πολλούς εφήβους αλλά και ενήλικες».
      '(?<!\\p{L})(?:εμφανιζ|συναντ|ταλαιπωρ|επηρεαζ|αφορα|παρουσιαζ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:σε\\s+)?(?:πολλουσ\\s+|πολλεσ\\s+|πολλα\\s+)?(?:εφηβ|ανηλικ)\\p{L}*(?=\\s+(?:αλλα\\s+και|και|η)\\s+(?:σε\\s+)?ενηλικ)',
      // A talk or a guide for parents, the whole sentence: «Διαδικτυακή ομιλία για γονείς: «Ο ύπνος του εφήβου»».
      '(?<![^.!;?\\n])[^.!;?\\n]*?(?<!\\p{L})(?:ομιλι|σεμιναρι|webinar|εργαστηρι|ενημερωσ|εκδηλωσ|οδηγο|συζητησ)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:για|προσ)\\s+(?:τουσ\\s+)?γονεισ(?!\\p{L})[^.!;?\\n]*',
    ],
    allowed: [
      // A team member's child congratulated: «Συγχαρητήρια στη 16χρονη κόρη της γιατρού μας».
      '(συγχαρητήρια|μπράβο|congratulations|congrats) … (κόρη|κορούλα|γιο|γιος|γιου|παιδί|ανιψι*|εγγον*|daughter|son)',
      // A wish to the candidates of the national exams: «Καλή επιτυχία σε όλους τους υποψηφίους των Πανελλαδικών!».
      '(καλή επιτυχία|καλή δύναμη|καλό διάβασμα|καλή αρχή|good luck) (σε|στους|στις)? (όλους|όλες)? (τους|τις)? (υποψήφι*|μαθητ*|τελειόφοιτ*)? (των|στις|για τις)? (πανελλαδικ*|πανελλήνι*)',
      '(για|σε) (ανήλικ*|παιδιά|εφήβους) (απαιτείται|χρειάζεται) (πάντα)? (η|την)? (ιατρική)? (εκτίμηση|εξέταση|παρουσία|συναίνεση|συγκατάθεση)',
      // A pupil's health certificate, a talk at a school: «Ατομικό Δελτίο Υγείας Μαθητή», «μίλησε στο δημοτικό σχολείο».
      '(δελτίο υγείας|βεβαίωση υγείας|πιστοποιητικό υγείας|αδυμ) (μαθητή|μαθητών|μαθήτριας)?',
      // A medical visit of a teenager, booked by a parent: «Για ιατρικά θέματα δέρματος σε εφήβους, το ραντεβού κλείνεται από τον γονέα».
      '(ιατρικά|ιατρικό|δερματολογικά|δερματολογικό) (θέματα|θέμα|προβλήματα|πρόβλημα) … (ανήλικ*|εφήβ*|έφηβ*|παιδιά)',
      '(ανήλικ*|εφήβ*|έφηβ*|παιδιά) … (ραντεβού|επίσκεψη|εξέταση) (κλείνεται|κλείνει|γίνεται|γίνονται) (από|με|παρουσία|συνοδεία) (τον|το|τη|την|έναν|ένα)? (γονέα|γονιό|γονείς|κηδεμόνα)',
    ],
  },
};
