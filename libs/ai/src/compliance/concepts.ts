/**
 * Claims described by what they say rather than by a listed word: a medicine by what it does, a guarantee
 * by a promise, a rate or a refund, a price inducement by its mechanism (a discount, a gift, a contest, a
 * deadline), a testimonial by a patient's case, fear and shame by what they say of the body, self-praise by
 * its superlatives. Each entry extends one shipped rule (rules.ts, whose `basis` it follows) and says its
 * legal ground; the `allowed` contexts keep the ordinary sentences that share their words (the secretary
 * who is «μόνιμη», «Κάλλιο να προλαμβάνεις παρά να θεραπεύεις», a room's «πριν και μετά»).
 * Patterns are over the reading (small letters, no accents, σ for ς), each looked for only in a text that
 * holds one of its `needs`, so a post without the trigger words costs nothing.
 */
import { ATC_CODE_NEEDS, ATC_CODE_SOURCE } from './medicine-data.ts';
import type { RuleExtras } from './rules.ts';

/** Medical acts a price inducement may be about (not the cosmetics a clinic also sells). */
const MEDICAL_ACTS = [
  'θεραπεί*',
  'αυξητική (στήθους|μαστού|χειλιών|γλουτών)',
  'λεύκανσ* (δοντιών|οδόντων)',
  'συνεδρί*',
  'laser',
  'λέιζερ',
  'αποτρίχωσ*',
  'peeling*',
  'πίλινγκ',
  'μεταμόσχευσ*',
  'σκληροθεραπεί*',
  'επέμβασ*',
  'ιατρικ* (πράξη|πράξεις|πράξεων)',
  'microneedling',
  'μικροβελονισμ*',
  'ραδιοσυχνότητ*',
  'κρυολιπόλυση*',
  'treatment*',
  'session*',
  'procedure*',
  'transplant*',
  'hifu',
  'morpheus*',
  'filler*',
  'φίλερ',
  'φίλλερ',
  'ενέσ*',
  'prp',
  'μεσοθεραπεί*',
  'lifting',
  'λίφτινγκ',
  'skin (booster|boosters)',
  'ρινοπλαστικ*',
  'βλεφαροπλαστικ*',
  'χειλοπλαστικ*',
  'κοιλιοπλαστικ*',
  'μαστοπλαστικ*',
  'λιποαναρρόφησ*',
  'νήματα',
  'fractional',
  'carbon peel',
  'chemical peel*',
  'dermaplaning',
  // A dentist's acts, a physiotherapist's.
  'λεύκανσ*',
  'whitening',
  'εμφυτε*',
  'implant*',
  'σφράγισμ*',
  'απονεύρωσ*',
  'ορθοδοντικ*',
  'όψεις',
  'veneers',
  'καθαρισμ* (δοντιών|δοντιου|οδοντικ*)',
  'φυσικοθεραπεί*',
  'physiotherapy',
  // Operations by their «-εκτομή», a hair transplant, imaging, a child's fluoride, hyaluronic acid injected in a
  // part (not a serum of it).
  '*εκτομή',
  '*εκτομές',
  'τριχομεταμόσχευσ*',
  '(μαγνητική|αξονική) (τομογραφία)?',
  'τομογραφί*',
  'φθορίωσ*',
  '(υαλουρονικό|υαλουρονικού|υαλουρονικά) (στα|στο|στη|στην|στις|για) (χείλη|χειλιών|ρυτίδες|ζυγωματικά|πηγούνι|ρινοχειλικές|γνάθο|κύκλους|μάτια|σακούλες)',
  '(ενέσ*|έγχυσ*) (υαλουρονικού|υαλουρονικό)',
  // Screening by mammography or endoscopy, a pet's neutering: «Μαστογραφία με 50% έκπτωση», «Δωροεπιταγές για
  // γαστροσκόπηση σε εορταστική τιμή», «Στείρωση γάτας με 40% έκπτωση».
  'μαστογραφί*',
  'γαστροσκόπησ*',
  'κολονοσκόπησ*',
  'στείρωσ*',
  'ευνουχισμ*',
];

/** What makes a price an inducement: a discount, a gift, a contest, a bundle, a loyalty reward. */
const INDUCEMENTS = [
  'έκπτωσ*',
  'εκπτώσ*',
  'προσφορ*',
  'δώρο',
  'δώρα',
  'δωράκι*',
  'χαρίζουμε',
  'κερνάμε',
  'κερνά*',
  'κερασμέν*',
  'κερδίσ*',
  'κέρδισε',
  'κερδίζ*',
  'giveaway',
  'διαγωνισμ*',
  'κλήρωσ*',
  'black friday',
  'cyber monday',
  'happy hour',
  'flash sale',
  'discount*',
  'sale',
  'deals',
  'promo*',
  'voucher*',
  'κουπόνι*',
  'δωροεπιταγ*',
  'gift (card|voucher)',
  'cashback',
  // Credit offered on a medical act: «άτοκες δόσεις», «δόσεις χωρίς τόκο».
  'άτοκ* (δόσεις|δόσεων|δόση)',
  '(δόσεις|δόση) χωρίς (τόκο|τόκους|επιβάρυνση)',
  '(πόντους|πόντοι|πόντων) (επιβράβευσης|ανταμοιβής|loyalty)',
  '(μάζεψε|μαζέψτε|μαζεύετε|μαζεύεις|συλλέξτε|συλλέγετε|συγκεντρώστε|κερδίστε) … (πόντους|πόντοι)',
  '(loyalty|reward|rewards) (points|card|scheme|programme|program)',
  'κάρτα (πιστότητας|μέλους|επιβράβευσης)',
  'επιβράβευσ*',
  'στην τιμή (των|του|της)',
  'for the price of',
  'μισή τιμή',
  'μισοτιμής',
  '(ειδική|ειδικές|χαμηλότερη|παλιά|καλοκαιριν*|χειμεριν*|φθινοπωριν*|ανοιξιάτικ*|εορταστικ*|γιορτιν*|μειωμέν*|φοιτητικ*|οικογενειακ*|προνομιακ*) (τιμή|τιμές)',
  '(σε|στην) τιμή (των|του|της)? (2|3|4|5|6|δύο|τριών|τεσσάρων|πέντε|έξι)',
  'half price',
  'half-price',
  '1+1',
  '2+1',
  '2-for-1',
  '2 for 1',
  'buy one',
  'for free',
  'free of charge',
  'complimentary',
  'on the house',
  'χωρίς χρέωση',
  '(φέρ*|φέρτε|φέρνεις|φέρνετε) (μια|μία|ένα|έναν|τη|την|τον)? (φίλη|φίλο|φίλες|φίλους|κολλητή|κολλητό|φιλενάδα)',
  '(bring|refer) (a|your)? (friend|bestie)',
  'μείον',
  'τοις εκατό',
  'percent',
  'συνδρομή*',
  'membership*',
  'subscription*',
  'unlimited',
  'απεριόριστ*',
];

/**
 * A discount written as a figure («-30%», «30% off», «έκπτωση 50€»), a cashback, «δωρεάν» that is not a free
 * consultation or check-up (a public-health screening is no inducement), a free first session; each with
 * the letters it cannot match without.
 */
const DISCOUNT_PATTERNS = [
  { re: '[-−–]\\s*\\d+(?:[.,]\\d+)?\\s*%', needs: ['%'] },
  { re: '(?:€\\s*\\d+|\\d+\\s*(?:€|ευρω|euro))\\s+off', needs: ['off'] },
  {
    re: '\\d+(?:[.,]\\d+)?\\s*%\\s*(?:off|εκπτωσ\\p{L}*|φθηνοτερ\\p{L}*|κατω|λιγοτερ\\p{L}*|less|cheaper)',
    needs: ['%'],
  },
  {
    re: '(?:επιστροφ\\p{L}*|cashback|πισω)\\s+(?:\\d+\\s*(?:€|ευρω)|€\\s*\\d+)',
    needs: ['επιστροφ', 'cashback', 'πισω'],
  },
  {
    re: 'δωρεαν(?!\\s+(?:η\\s+|ο\\s+|το\\s+)?(?:πρωτ\\p{L}*\\s+)?(?:εκτιμησ|ενημερωσ|συμβουλευτικ|αξιολογησ|σταθμευσ|parking|wi-?fi|προσβασ|συμμετοχ|εισοδ|ελεγχ|εξετασ|διαγνωστικ|τηλεφων|μεταφορ|καφε|νερο|ομιλι|σεμιναρ|webinar|ebook|οδηγ|εφαρμογ))',
    needs: ['δωρεαν'],
  },
  {
    re: '(?:free|complimentary)\\s+(?:first|1st|second|2nd|extra|bonus)?\\s*(?:session|treatment|procedure|syringe|area|laser|peel|dermaplaning|whitening|cleaning|microneedling|filler|injection)',
    needs: ['free', 'complimentary'],
  },
  {
    re: '(?:πληρωσ\\p{L}*|πληρωνεισ|πληρωνετε|pay\\s+for)\\s+(?:μονο\\s+|only\\s+)?(?:τισ\\s+|τα\\s+|τουσ\\s+|the\\s+)?(?:\\d+|τρει\\p{L}*|τεσσερ\\p{L}*|πεντε|δυο|three|four|five|two)(?![\\p{L}\\p{N}])',
    needs: ['πληρω', 'pay'],
  },
  // A price struck through in words: «25€ αντί 50€», «99€ (αρχική τιμή 250€)», "was €250, now €99".
  {
    re: '(?:\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω)|€\\s*\\d+)\\s*(?:αντι|απο|instead\\s+of)\\s+(?:\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω)|€\\s*\\d+)',
    needs: ['αντι', 'απο', 'instead'],
  },
  {
    re: '(?:αρχικ\\p{L}*\\s+τιμ\\p{L}*|παλι\\p{L}*\\s+τιμ\\p{L}*|κανονικ\\p{L}*\\s+τιμ\\p{L}*|original\\s+price|regular\\s+price|was)\\s*:?\\s*(?:\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω)|€\\s*\\d+)',
    needs: ['τιμ', 'price', 'was'],
  },
];
const DISCOUNT_NEEDS = [
  '%',
  'επιστροφ',
  'cashback',
  '€',
  'δωρεαν',
  'free',
  'complimentary',
  'πληρω',
  'pay',
  'αντι',
  'instead',
  'τιμ',
  'price',
  'was',
];

/**
 * Medicines as their classes are called, hormones and a few substances only given on a prescription
 * (thyroxine, oestrogens, testosterone, erythropoietin, penicillin, iron by injection, antidepressants:
 * Directive 2001/83/EC art. 88(1)), and a brand written with its strength («Pantoloc 40»).
 */
const MEDICINE_CLASSES =
  'οπιοειδ|αναβολικ|στεροειδ|αντιβιωσ|αντιβιοτικ|αντισυλληπτικ|υπνωτικ|ηρεμιστικ|αγχολυτικ|κορτιζον|φαρμακ(?!ει)|χαπ|σκευασματ|παυσιπον|αναλγητικ|αντιφλεγμονωδ|θυροξιν|ορμονικ|οιστρογον|ερυθροποιητιν|πενικιλιν|ενεσ\\p{L}*\\s+σιδηρ|αντικαταθλιπτ|τεστοστερον';
const MEDICINE_OR_BRAND = `(?:(?<!\\p{L})(?:${MEDICINE_CLASSES})\\p{L}*|(?<![\\p{L}\\p{N}])[a-z]{4,}\\s+\\d{1,4}(?:\\s*mg)?(?![\\p{L}\\p{N}]))`;
/**
 * What MEDICINE_OR_BRAND starts with, without its lookbehinds: a pattern that starts with a lookbehind of
 * many words tests it at every position of a text, a lookahead of letters only where one of them is.
 */
const MEDICINE_OR_BRAND_AHEAD = `(?=${MEDICINE_CLASSES}|[a-z]{4,}\\s+\\d)`;
/** A pattern whose match starts with MEDICINE_OR_BRAND, matched with its lookahead first (`matchedAs`). */
const medicineLed = (re: string) => ({ re, matchedAs: MEDICINE_OR_BRAND_AHEAD + re });
/**
 * Without the prescription, the examination, the visit or the questions a prescription needs («χωρίς επίσκεψη»,
 * «χωρίς «χαρτάκι»»).
 */
const NO_PRESCRIPTION =
  '(?<!\\p{L})(?:χωρισ\\s+(?:να\\s+(?:περιμενετε|περιμενεισ|χρειαστειτε|χρειαστει|χρειαζεστε|εχετε|περασετε|περασεισ|περασουμε|ενοχλησετε|ενοχλησεισ)\\s+(?:απο\\s+|τον\\s+|την\\s+)?(?:ραντεβου\\s+με\\s+)?|(?:ιατρικη\\s+|καμια\\s+|πολλεσ\\s+|πολλη\\s+|πολυ\\s+|επισκεψη\\s+σε\\s+|ραντεβου\\s+με\\s+)?)[«"“]?(?:συνταγ|εξετασ|ερωτησ|γιατρ|ιατρο|ψυχιατρ|κτηνιατρ|γραφειοκρατι|χαρτι\\s+απο\\s+γιατρ|επισκεψ|χαρτακ)\\p{L}*|δεν\\s+χρειαζεται\\s+(?:χαρτι|συνταγη|γιατροσ|παραπεμπτικο)(?:\\s+απο\\s+γιατρ\\p{L}*)?|δεν\\s+(?:σασ\\s+|σε\\s+)?ρωταμε|αλλου\\s+(?:θελουν|χρειαζονται|ζητανε|ζητουν|θελει)\\s+(?:χαρτακι|χαρτι|συνταγ\\p{L}*))';
/**
 * Something done for the reader or asked of them, not refused: «το κανονίζουμε εμείς», «περάστε», «τα
 * στέλνουμε», «ρωτήστε μας», «την παίρνετε από το κατάστημα», «παραλαβή», «αποστολή», «μας στέλνετε μήνυμα», a
 * pharmacy «πιο ευέλικτη» (not
 * «ρωτήστε τον γιατρό σας»).
 */
const MEDICINE_HANDED =
  '(?<!(?:δεν|δε|ουτε|μην?)\\s+(?:\\p{L}+\\s+)?)(?<!\\p{L})(?:κανονιζουμε|στελνουμε|αποστελλουμε|γραφουμε|δινουμε|διαθετουμε|ετοιμαζουμε|εξυπηρετουμε|περαστε|περασε|ελατε|ελα|παρτε|στειλτε\\s+μασ|στειλε\\s+μασ|ρωτηστε\\s+μασ|ρωτα\\s+μασ|παραγγειλτε|παραγγειλε|παραλαμβανετε|παραλαβετε|(?:το|τα)\\s+εχουμε|e-?shop|courier|κουριερ|(?:σασ|σε|σου)\\s+περιμεν\\p{L}*|διαθεσιμ\\p{L}*|(?:απο\\s+το|στο)\\s+(?:ιατρειο|φαρμακειο|καταστημα|κεντρο|ραφι)\\s+μασ|χωρισ\\s+αναμονη|ιδανικ\\p{L}*|(?:την|το|τα|τον|τισ|τουσ)\\s+(?:παιρνετε|παιρνεισ|παραλαμβανεισ)|παραλαβη|αποστολη|αποστολεσ|(?:μασ\\s+)?στελνετε\\s+(?:ενα\\s+)?μηνυμα|ευελικτ\\p{L}*)(?!\\p{L})';
/**
 * A medicine and «without a prescription» within one or two sentences, something handed or asked after it,
 * the medicine not itself refused or warned against before it («Μην παίρνετε αντιβιοτικά χωρίς συνταγή»)
 * nor called harmful on the way («Τα αντιβιοτικά χωρίς συνταγή κάνουν κακό»).
 */
const PRESCRIPTION_BYPASSED = `(?<!(?:μην?|δεν|δε|ουτε|ποτε)(?:\\s+\\p{L}+){0,3}\\s+)${MEDICINE_OR_BRAND}(?:[^\\n]{0,80}?${NO_PRESCRIPTION}(?=(?:(?!(?<!\\p{L})(?:κακο|κινδυν|επικινδυν|βλαπτ|βλαβ|παρανομ|απαγορευ|προσοχη))[^\\n]){0,160}?${MEDICINE_HANDED})|[^\\n]{0,80}?${MEDICINE_HANDED}[^\\n]{0,100}?${NO_PRESCRIPTION})`;

/** A deadline or scarcity pressing the decision («λήγει τα μεσάνυχτα», «τελευταίες 3 θέσεις, βιαστείτε»). */
const PRESSURE = [
  'λήγει (τα|στα|απόψε|σήμερα|αύριο|την|στις)? (μεσάνυχτα|απόψε|σήμερα|αύριο|Κυριακή|Σάββατο|Παρασκευή|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη)',
  '(προσφορ*|έκπτωσ*|εκπτώσ*|τιμή|τιμές) … (λήγει|λήγουν|τελειώνει|τελειώνουν)',
  'λήξη (της)? προσφοράς',
  '(μέχρι|έως|ως) (τα)? μεσάνυχτα',
  'μόνο (για)? (σήμερα|απόψε|αύριο)',
  'μόνο (αυτή|αυτό|αυτόν) (την|το|τον)? (εβδομάδα|μήνα|σαββατοκύριακο|Σάββατο|Παρασκευή)',
  'τελευταί* … (θέσεις|θέση|διαθεσιμότητα)',
  'περιορισμέν* (θέσεις|θέσης|διαθεσιμότητα|αριθμός)',
  '(θέσεις|θέση|ραντεβού) … (τελειώνουν|γεμίζουν|εξαντλούνται|λιγοστεύουν)',
  '(filling|booking) up fast',
  'selling out',
  'hurry',
  'last chance',
  '(ends|expires) (tonight|today|at midnight|midnight|soon|sunday|friday)',
  'only (today|tonight|this week|this weekend)',
  'limited (spots|slots|places|availability|time|offer)',
  '(spots|slots|places) left',
  "(don't|dont|do not) miss (out|it)",
  'αντίστροφη μέτρηση',
  'countdown',
  'έως εξαντλήσεως',
  '(μην|μη) (χάσετε|χάσεις) (την|αυτή την)? ευκαιρία',
  '(λίγες|ελάχιστες|περιορισμένες) (θέσεις|ημερομηνίες)',
  '(οι|τις|στις|για τις|για τους|στους)? (πρώτες|πρώτους|πρώτα) (3|5|10|15|20|30|50|δέκα|πέντε|είκοσι) (κρατήσεις|ραντεβού|κλήσεις|μηνύματα|πελάτες|πελάτισσες)',
  'μόνο (για)? (τους|τις) (πρώτους|πρώτες) (3|5|10|15|20|30|50|δέκα|είκοσι|πέντε)?',
  'early bird',
  '(έμειναν|απομένουν|μένουν|έχουν μείνει) … (θέσεις|θέση|ραντεβού)',
  '(θέσεις|θέση) (έμειναν|απομένουν|μένουν)',
  '(απόψε|σήμερα) (τα)? μεσάνυχτα',
  '(τιμή|τιμές) … (αλλάζει|αλλάζουν|ανεβαίνει|ανεβαίνουν) … (απόψε|αύριο|σήμερα|μεσάνυχτα)',
];

/** «Βιαστείτε!» told, not «για να μη βιαστείτε» (so as not to be rushed). */
const HURRY = {
  re: '(?<!(?:μη|μην|να|δεν|θα)\\s+)(?<!\\p{L})(?:βιαστειτε|βιασου|τρεξτε|τρεξε)(?!\\p{L})',
  needs: ['βιασ', 'τρεξ'],
};

/** Success words beside a high percentage: a rate of success or satisfaction. */
const SUCCESS_WORDS = [
  'ποσοστό (επιτυχίας|ικανοποίησης|αποτελεσματικότητας)',
  'επιτυχία',
  'επιτυχίας',
  'επιτυχημέν*',
  'πετυχαίν*',
  'πέτυχε',
  'πέτυχαν',
  'ικανοποίηση*',
  'ικανοποιημέν*',
  'ευχαριστημέν*',
  'αποτελεσματικότητα*',
  'success',
  'successful',
  'satisfaction',
  'satisfied',
  'happy',
  'efficacy',
  'effectiveness',
];

/** A high percentage (60% to 100%). */
const HIGH_PERCENT = '(?:[6-9]\\d|100)(?<![.,](?:\\d\\d|100))(?:[.,]\\d+)?\\s*%';

/** A body's problem or look a fear or shame appeal is about. */
const LOOKS =
  '(κουρασμέν*|γερασμέν*|μεγαλύτερ*|θυμωμέν*|λυπημέν*|αόρατ*|χοντρ*|άσχημ*|ατημέλητ*|απεριποίητ*|βαρετ*|γριά|γέρος|tired|older|old|angry|sad|invisible|fat|ugly|unattractive)';

/** Words a promise is made of, in Greek («υπόσχομαι», «υποσχόμαστε», «υπόσχεση») and English. */
const PROMISES = ['υποσχόμ*', 'υπόσχεσ*', 'υποσχέσ*'];
/** "We promise", not "the serum promises". */
const PROMISE_EN = 'promise(?!\\p{L})';

/** What a promise may be about: a result, or the body it changes. */
const PROMISED = [
  'αποτέλεσμ*',
  'δέρμα',
  'επιδερμίδα',
  'πρόσωπο',
  'χείλη',
  'σώμα',
  'κιλά',
  'μαλλιά',
  'νεότητα',
  'λάμψη',
  'λείο',
  'λεία',
  'λεία',
  'σφριγηλ*',
  'ρυτίδ*',
  'νεότερ*',
  'αλλαγή',
  'διαφορά',
  'βελτίωση',
  'τέλει*',
  'results',
  'result',
  'skin',
  'face',
  'lips',
  'body',
  'younger',
  'difference',
];

/** A medicine as Greek posts name it without its name: a medicine, a pill, an injection, a pen. */
const MEDICINE_FORMS_EL = [
  'φάρμακ*',
  'χάπι',
  'χάπια',
  'χαπάκι*',
  'ένεση',
  'ενέσεις',
  'ενεσούλ*',
  'ενεσάκι*',
  'πένα',
  'πενάκι*',
  'στυλό',
  'στυλάκι',
];

/** A medicine of any form, as one alternation for a term. */
const ANY_MEDICINE_FORM =
  '(φάρμακ*|χάπι|χάπια|χαπάκι*|δισκί*|κάψουλ*|ένεση|ενέσεις|ενεσούλ*|ενεσάκι*|ενέσιμ*|σκεύασμα*|πένα|πενάκι*|στυλό|στυλάκι)';

/** A pen or an injection, the forms of the weekly weight-loss medicines and of the toxin. */
const PENS_AND_INJECTIONS = [
  'στυλό',
  'στυλάκι',
  'πένα',
  'πενάκι*',
  'ένεση',
  'ενέσεις',
  'ενέσεων',
  'ενεσούλ*',
  'ενεσάκι*',
  'ενέσιμ*',
  'pen',
  'pens',
  'jab',
  'jabs',
  'injection*',
  'injectable*',
];

/** A pill or a medicine, as a list and as one alternation for a term. */
const PILLS_AND_MEDICINES_TERM =
  '(φάρμακ*|χάπι|χάπια|χαπάκι*|δισκί*|κάψουλ*|σκεύασμα*|pill|pills|tablet*|capsule*|medicine*|medication*|drug|drugs)';
const PILLS_AND_MEDICINES = [PILLS_AND_MEDICINES_TERM];

/**
 * Weight and appetite as a medicine is said to act on them: kilos, slimming, the scales, hunger (not
 * «βάρος» alone: «μην σηκώνετε βάρος» is aftercare).
 */
const WEIGHT_AND_APPETITE = [
  'κιλά',
  'κιλών',
  'κιλάκια',
  'ζυγαριά*',
  'αδυνάτισμα*',
  'αδυνατίσματος',
  'αδυνατίζ*',
  'αδυνατίσ*',
  '(την)? όρεξη',
  'πείνα*',
  'λιγούρ*',
  '(το)? βάρος (πέφτει|πέφτουν|φεύγει|χάνεται|μειώνεται|κατεβαίνει)',
  'kilos',
  'slimming',
  'appetite',
  'hunger',
  'cravings',
  '(lose|losing|lost) weight',
  'weight loss',
  'weight-loss',
];

/**
 * Within one sentence of the reading, up to a bound: a look around each place a phrase may start that ran
 * to a long sentence's ends would make a long text without stops cost the square of its length.
 */
const IN_SENTENCE = '[^.!;?\\n]{0,120}';

/**
 * A phrase (`core`, whose first letters are `start`) said in a sentence that says none of `not` and, when
 * given, one of `also` (before or after it, within IN_SENTENCE's reach): the phrase alone is the flag.
 */
function saidWith(start: string, core: string, { not, also }: { not?: string; also?: string }): string {
  // None of `not` before the phrase, in it or after it, to the sentence's end.
  const none = not ? `(?<!(?:${not})${IN_SENTENCE})(?!${IN_SENTENCE}(?:${not}))` : '';
  const word = (any: string) => `(?<!\\p{L})(?:${any})`;
  const phrase = also
    ? `(?:(?<=${word(also)}${IN_SENTENCE})(?:${core})|(?:${core})(?=${IN_SENTENCE}${word(also)}))`
    : `(?:${core})`;
  return `(?<!\\p{L})(?=${start})${none}${phrase}`;
}

/** Marks around a word said with a wink: «δόσεις χαλάρωσης», "the little shot". */
const QUOTES = '[\\s«»"\'’“”]+';

/** The muscles of the face, as the reading writes them. */
const MUSCLES = '(?:μυ|μυεσ|μυσ|μυων|μυικ\\p{L}*|muscles?)(?!\\p{L})';

/** Where the toxin goes and what it is dosed in: the face's muscles and lines, units, an injection. */
const TOXIN_PLACES =
  'προσωπ|μετωπ|εκφρασ|ρυτιδ|γραμμ|βλεμμα|ματια|ματιων|φρυδ|μεσοφρυ|χηνασ|μοναδ|ενεσ|τσιμπ|forehead|wrinkle|frown|units?(?!\\p{L})';

/** What else a small injection or relaxed muscles are: a vaccine, a vitamin, a filler, a massage, sport. */
const NOT_THE_TOXIN =
  'εμβολ|γριπ|βιταμιν|b12|σιδηρ|υαλουρον|filler|φιλλ?ερ|booster|μπουστερ|μεσοθεραπ|prp|κολλαγον|ινσουλιν|vaccin|flu(?!\\p{L})|μασαζ|massage|γιογκα|yoga|ασκησ|γυμναστ|προπονησ|διατασ|stretch|φυσικοθεραπ|physio|ζεστο|μπανιο|ντουζ|υπνο|μασκ|mask|spa(?!\\p{L})|σπα(?!\\p{L})';

/** Place names and their kinds, as a superlative «of the town» or «in all of Greece» claims. */
const PLACES =
  '(?:πολησ|πολη|περιοχησ|περιοχη|γειτονιασ|χωρασ|χωρα|ελλαδασ|ελλαδα|αθηνασ|αθηνα|θεσσαλονικησ|θεσσαλονικη|πειραια|πατρασ|πατρα|ηρακλειου|ηρακλειο|λαρισασ|λαρισα|κρητησ|κρητη|κυπρου|κυπρο|λευκωσιασ|λευκωσια|λεμεσου|λεμεσο|πελοποννησου|πελοποννησο|μακεδονιασ|μακεδονια|θρακησ|ηπειρου|θεσσαλιασ|βορειασ\\s+ελλαδασ|νοτιων\\s+προαστιων|βορειων\\s+προαστιων|town|city|country|greece|athens|thessaloniki|cyprus|nicosia|limassol|larnaca|paphos|crete|heraklion|patras|region|area)';

/** Greek letters as written in any case, with or without their accent (patterns over the source). */
const AS_WRITTEN: Record<string, string> = {
  α: 'αάΑΆ',
  ε: 'εέΕΈ',
  η: 'ηήΗΉ',
  ι: 'ιίϊΐΙΊΪ',
  ο: 'οόΟΌ',
  υ: 'υύϋΰΥΎΫ',
  ω: 'ωώΩΏ',
  σ: 'σςΣ',
};

/**
 * A pattern written over the reading (small letters, no accents, σ for ς) made to match the text as written:
 * each letter in either case, each Greek vowel with or without its accent. Escapes (`\s`, `\p{L}`) are kept.
 */
function asWritten(re: string): string {
  const forms = (c: string) => AS_WRITTEN[c] ?? (/[α-ωa-z]/.test(c) ? `${c}${c.toUpperCase()}` : c);
  let out = '';
  let inClass = false;
  for (let i = 0; i < re.length; i++) {
    const c = re[i]!;
    if (c === '\\') {
      const escaped = /^\\[pP]\{[^}]+\}/.exec(re.slice(i))?.[0] ?? re.slice(i, i + 2);
      out += escaped;
      i += escaped.length - 1;
    } else if (inClass) {
      inClass = c !== ']';
      out += inClass ? forms(c) : c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else {
      const all = forms(c);
      out += all.length > 1 ? `[${all}]` : all;
    }
  }
  return out;
}

/** The conditions and treatments a patient's case is about, as the reading writes their stems. */
const CASE_MATTERS =
  'πανα|κηλιδ|ακμ|σπυρ|ουλ(?:εσ|η|ων)|ρυτιδ|τριχοπτωσ|φαλακρ|αλωπεκ|ψωριασ|εκζεμ|ροδοχρ|ραγαδ|κυτταριτιδ|λιποσ|λιπουσ|κιλα|κιλων|χαλαρωσ|κυκλουσ|σακουλ|εφιδρωσ|ιδρωτ|μελασμ|δυσχρωμ|ευρυαγγει|κιρσ|φλεβ|συνεδρι(?:α|εσ|ων|ασ)(?!\\p{L})|θεραπει|συσφιξ|αγωγ|ενεσ|μεσοθεραπει|αποτριχωσ|υαλουρον|φιλλ?ερ|αγωγ|φωτοθεραπει|ραδιοσυχνοτ|βλεφαρ|διπλοσαγον|προγουλ|laser|peeling|lifting|filler|prp|jawline|wrinkle|acne|scar|melasma|session|treatment';

/** The same as literals a reading must hold for a case to be looked for. */
const CASE_MATTER_LITERALS = [
  'πανα',
  'κηλιδ',
  'ακμ',
  'σπυρ',
  'ουλ',
  'ρυτιδ',
  'τριχοπτωσ',
  'φαλακρ',
  'αλωπεκ',
  'ψωριασ',
  'εκζεμ',
  'ροδοχρ',
  'ραγαδ',
  'κυτταριτιδ',
  'λιπ',
  'κιλ',
  'χαλαρωσ',
  'κυκλ',
  'σακουλ',
  'εφιδρωσ',
  'ιδρωτ',
  'μελασμ',
  'δυσχρωμ',
  'ευρυαγγει',
  'κιρσ',
  'φλεβ',
  'συσφιξ',
  'συνεδρια',
  'συνεδριεσ',
  'συνεδριων',
  'θεραπει',
  'ενεσ',
  'αποτριχωσ',
  'υαλουρον',
  'φιλερ',
  'φιλλερ',
  'αγωγ',
  'ραδιοσυχνοτ',
  'βλεφαρ',
  'διπλοσαγον',
  'προγουλ',
  'laser',
  'peeling',
  'lifting',
  'filler',
  'prp',
  'jawline',
  'melasma',
  'wrinkle',
  'acne',
  'scar',
  'session',
  'treatment',
];

/** A case's matter or the part of the body it shows: what makes two times of a text a patient's. */
const BODY_MATTER_LITERALS = [...CASE_MATTER_LITERALS, 'δερμα', 'χειλ', 'μαλλι', 'προσωπ'];

/** The body a named person's story is about. */
const CASE_BODY = 'δερμα|επιδερμιδ|μαλλι|χειλ|χερι|προσωπ|μετωπ|λαιμ|κοιλι|σωμα|σιλουετ|αυτοπεποιθησ';

/** What a patient did on the way to the clinic, or suffered before it: the start of a case story. */
const CASE_START =
  '(?:μασ\\s+)?(?:ηρθε|πρωτοειδε|ειδε|βρηκε|γνωρισε|πρωτογνωρισε|επισκεφθηκε|επισκεφτηκε|εμπιστευτηκε|πρωτομπηκε|πρωτοηρθε|υπεφερε|ταλαιπωριοταν|ταλαιπωρουνταν|δοκιμασε|ειχε\\s+κουραστει|ντρεποταν|δεν\\s+εβγαινε|δεν\\s+ηθελε|εκλεισε\\s+ραντεβου|ξεκινησε\\s+(?:τη|την|το|τισ|τα)\\s+(?:θεραπει|συνεδρι|αγωγ|προγραμμ)\\p{L}*|αποφασισε|εστειλε|απευθυνθηκε|επεστρεψε|ηταν\\s+απογοητευμεν\\p{L}*)(?!\\p{L})';

/** What came after: a later time, a change, a smile. */
const CASE_AFTER =
  'αργοτερα|ξανα|πια|πλεον|φετοσ|σημερα|τωρα|ενθουσιασ|χαμογελ|ποζαρ|μεταμορφ|αποτελεσμ|αλλαγ|αλλαξε|βελτιω|ηρεμησ|καθαρισ|πυκνωσ|ξαναβρηκ|εφυγε\\s+με|μετα\\s+απο|(?:χρονο|χρονια|μηνα|μηνεσ|εβδομαδεσ)\\s+μετα|πετυχε|τα\\s+καταφερε|later|again|today|now';

/** A past the story starts from: ashamed, hiding, suffering, tired of it. */
const CASE_PAST =
  'ντρεποταν|κρυβοταν|δεν\\s+ηθελε|δεν\\s+πιστευε|ειχε\\s+χασει|υπεφερε|ταλαιπωριοταν|ταλαιπωρουνταν|δεν\\s+εβγαινε|δεν\\s+τολμουσε|αποφευγε|ειχε\\s+κουραστει|ηταν\\s+απογοητευμεν\\p{L}*|ηταν\\s+\\d{2}\\s+οταν';

/** A look a story ends on. */
const CASE_LOOK =
  'ξεκουραστ|κουρασμεν|φρεσκ|νεοτερ|λαμπερ|rested|younger|forehead|hair|skin|acne|scars?|wrinkles|jawline|melasma|program|treatment|sessions?';

/** Words that follow an article with a capital and are no person: days, months, feasts, places, a clinic's name. */
const NOT_PERSONS =
  'Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο|Κυριακή|Ιανουάρ|Φεβρουάρ|Μάρτ|Απρίλ|Μάι|Μάη|Ιούν|Ιούλ|Αύγουστ|Σεπτέμβρ|Οκτώβρ|Νοέμβρ|Δεκέμβρ|Πάσχα|Χριστούγεννα|Πρωτοχρονιά|Ελλάδα|Αθήνα|Θεσσαλονίκη|Κρήτη|Κύπρο|Ευρώπη|Google|Facebook|Instagram|ΕΔΑΕ|ΕΟΦ|Εταιρ|Ένωσ|Ελληνικ|Δερματολογ|Κλινικ|Ιατρ|Αισθητικ|Πλαστικ|Χειρουργ|Κέντρ|Πολυιατρ|Ομάδ|Σχολ|Πανεπιστ|Νοσοκομ';

/**
 * Endings that no first name has and many treatments and products do («Η Χαρτογράφηση», «Η Αποτρίχωση»,
 * «Ο Καθαρισμός»): a capitalised word with one is the product's name, not a person's.
 */
const NOT_NAME_ENDINGS = '\\p{Lu}\\p{Ll}*(?:ση|ξη|ψη|σμός|σμοσ|σμού|τητα|ικό|ικά|ματα)(?!\\p{L})';

/** A clinic's own people, whose news is no patient's story. */
const STAFF =
  'γραμματ|ρεσεψιον|τεχνικ|νοσηλευτ|ομαδ|συνεργατ|καθαριστ|υπαλληλ|προσωπικ|συναδελφ|εκπαιδευ|σεμιναρ|συνεδριο|συνεδριου|γιατρ|ιατρ(?:οσ|ου|ο)(?!\\p{L})|δερματολογ|χειρουργ|διατροφολογ|φυσικοθεραπευτ|αισθητικοσ|αισθητικο(?!\\p{L})|team|staff|nurse|receptionist';

/** Someone unnamed, as a case story introduces its patient («μια νεαρή μητέρα», «ένας πελάτης μας»). */
const SOMEONE =
  '(?:(?:μια|ενασ|ενα)\\s+(?:απο\\s+(?:τισ|τουσ)\\s+)?(?:\\p{L}+\\s+){0,2}?(?:ασθεν|πελατ|κυρι|μητερα|μαμα|μπαμπα|πατερα|γυναικα|αντρα|ανδρα|κοπελα|νυφη|γαμπρ|φοιτητ|εκπαιδευτικ|επιχειρηματ|συνταξιουχ|αθλητ|νεαρ)\\p{L}*|(?:ο|η)\\s+(?:πελατησ|πελατισσα|ασθενησ)\\s+μασ)';

/**
 * What a named patient's story must hold, as written (small letters, with or without accents): a time after,
 * a change, or the past it starts from (the patterns below ask for one of these).
 */
const CASE_NEEDS = [
  'σήμερα',
  'σημερα',
  'τώρα',
  'τωρα',
  'πια',
  'πλέον',
  'φέτος',
  'ξανά',
  'ξανα',
  'αργότερα',
  'μετά',
  'μετα',
  'ενθουσι',
  'χαμογελ',
  'ποζάρ',
  'μεταμόρφ',
  'αποτέλεσμ',
  'αλλαγ',
  'άλλαξε',
  'βελτιώ',
  'ηρέμησ',
  'καθάρισ',
  'πύκνωσ',
  'πέτυχε',
  'κατάφερε',
  'ντρεπ',
  'κρυβ',
  'ήθελε',
  'πίστευε',
  'έχασε',
  'υπέφερε',
  'ταλαιπωρ',
  'έβγαινε',
  'τολμούσε',
  'απέφευγε',
  'κουραστ',
  'απογοητευ',
  'ήρθε',
  'είδε',
  'βρήκε',
  'γνώρισε',
  'επισκέφ',
  'εμπιστεύ',
  'μπήκε',
  'δοκίμασε',
  'έκλεισε',
  'ξεκίνησε',
  'αποφάσισε',
  'έστειλε',
  'απευθύνθηκε',
  'επέστρεψε',
  'later',
  'again',
  'today',
  'now',
  'after',
  'finally',
];

/** Not a name in apposition to one of the clinic's own people: «ο δερματολόγος μας, ο Νίκος Αλεξίου». */
const NOT_AFTER_STAFF =
  '(?<!(?:[Γγ]ιατρ|[Ιι]ατρ|[Δδ]ερματολ[οό]γ|[Χχ]ειρουργ|[Νν]οσηλε[υύ]τ|[Αα]ισθητικ|[Σσ]υνεργ[αά]τ|[Ββ]οηθ)\\p{L}*(?:\\s+(?:μας|σας))?\\s*,?\\s*)';

/**
 * What the named case below always shows from its article on: the article, a space and a capital (what
 * follows the article in its pattern, without the lookarounds). Tested first, it turns away an article
 * before a small letter («η ομάδα») without the costlier look behind it at the clinic's own people.
 */
const CASE_NAME_AHEAD = `(?=(?:[ΟΗοη](?:\\s+\\d{2}\\s*${asWritten('χρον')}\\p{L}*)?|[τΤ](?:${asWritten('ην|η|ον|ησ|ου')}))\\s+(?:(?:κ|κα|κος)\\.\\s*|(?:${asWritten('κυρια|κυριοσ|κυριο|κυριου')})\\s+)?\\p{Lu})`;

/**
 * Someone named, their body or treatment, and what came after (CASE_STORIES' first pattern); `ahead`, a
 * lookahead tested before the costlier look behind for a letter (an article followed by a space and a
 * capital is rare, a «ο» or «τ» inside a word is everywhere).
 */
const caseNamed = (ahead: string) =>
  `(?:(?=[ΟΗοητΤ])${ahead}(?<![\\p{L}.])${NOT_AFTER_STAFF}(?:[ΟΗοη](?<![\\p{L}.][ΟΗοη])(?:\\s+\\d{2}\\s*${asWritten('χρον')}\\p{L}*)?|[τΤ](?<![\\p{L}.][τΤ])(?:${asWritten('ην|η|ον|ησ|ου')})(?=\\s+(?:(?:κ|κα|κος)\\.|${asWritten('κυρια|κυριο|κυριου|κυριοσ')})))\\s+(?:(?:κ|κα|κος)\\.\\s*|(?:${asWritten('κυρια|κυριοσ|κυριο|κυριου')})\\s+)?(?!Δρ|Dr|Καθ|${NOT_PERSONS}|${NOT_NAME_ENDINGS})(?=\\p{Script=Greek})\\p{Lu}\\p{Ll}+(?!\\p{L})(?![^.!;?\\n]{0,100}(?<!\\p{L})(?:${asWritten(STAFF)}))|\\p{Lu}(?<![\\p{L}\\p{N}]\\p{Lu})\\p{Ll}+,\\s*\\d{2}\\s*(?:${asWritten('ετων|χρονων|years(?:\\s+old)?')})?\\s*[,:)])(?:(?=[^]{0,300}?(?<!\\p{L})(?:${asWritten(`${CASE_MATTERS}|${CASE_BODY}|${CASE_LOOK}`)}))|(?=[^.!;?\\n]{0,120}(?<!\\p{L})(?:${asWritten(CASE_PAST)})))(?=[^]{0,300}?(?<!\\p{L})(?:${asWritten(`${CASE_AFTER}|${CASE_PAST}|${CASE_START}`)}))`;

/** Who, written just before a name, makes it one of the clinic's own people: «Δρ.», «η διαιτολόγος μας». */
const PROFESSIONS =
  'γιατρ|ιατρ|λογο|λογοσ|λογου|θεραπευτ|νοσηλευτ|μαια|τεχνικ|γραμματ|βοηθ|συνεργατ|ορθοπτ|αισθητικ|φαρμακοποι|δρ|dr|καθηγητ|ομαδα|ομαδασ|μελοσ|συναδελφ';

/** What, said of an initialled person, makes them one of the clinic's own people or a speaker. */
const STAFF_NEWS =
  'συνεργατ|ομαδα|ομαδασ|λογιστηρι|ρεσεψιον|υποδοχ|εντασσεται|δεχεται|ειδικευ|ειδικοτητ|αποφοιτ|μεταπτυχιακ|πιστοποιησ|διδακτορ|σεμιναρ|συνεδριο|εκπαιδευσ|ιατρ(?:οσ|ο|ου)(?!\\p{L})|γιατρ|δερματολογ|λογοσ(?!\\p{L})|θεραπευτρ|θεραπευτησ';

/** What a medical post tells of the person it initials: the clinic, an act, a body, a birth, a weight. */
const INITIALLED_MATTERS =
  '\\p{L}*(?:εκτομ|πλαστικ|σκοπησ)|εξετασ|ιατρει|κλινικ|κεντρο\\s+μασ|θεραπει|χειρουργ|επεμβασ|αποκαταστασ|εμφυτευ|ενεσ|laser|λειζερ|αγωγ|συνεδρι|μοσχευ|σφραγισ|ορθοδοντ|σιδερακ|ναρθηκ|χημειο|ακτινο|τοκετ|εγκυ|γεννησ|μωρ|προσπαθει|ιστορια\\s+(?:τησ|του)|κιλα|εξιτηριο|αφαιρεσ|γλαυκωμ|καταρρακτ|ρηξη|καταγμ|filler|botox|μποτοξ|υαλουρον';

/**
 * A person written with a first name and an initial, or with two initials («ο κ. Αντώνης Μ.», «τη γνωστή
 * ηθοποιό Μ.Π.»), in a medical post, with the clinic or an act before or after it: the way a clinic names a
 * patient it should not name. Never one of its own people («Δρ. Ειρήνη Κ.», «η διαιτολόγος μας Άννα Κ.»,
 * «…που εντάσσεται στην ομάδα»), nor the
 * letters of a spelt word («Κ.Α.Λ.Υ.»). Its first lookahead turns away, before the costly looks behind, every
 * place where no initialled name starts (the pattern runs on every text with a full stop).
 */
const INITIALLED_PERSON = `(?=\\p{Lu}(?:\\p{Ll}{2,}\\s+\\p{Lu}|\\.\\s?\\p{Lu})\\.)(?<![\\p{L}\\p{N}.@])(?!(?:Π\\.\\s?)?Γ\\.\\s?Ν\\.)(?<!(?:${asWritten(PROFESSIONS)})\\p{L}*\\.?(?:\\s+${asWritten('μασ')})?,?\\s+(?:(?:${asWritten('κα|κ|κοσ|κυρια|κυριο|κυριοσ|κυριου|τη|την|τον|ο|η')})\\.?\\s+)?)(?:\\p{Lu}\\p{Ll}{2,}\\s+\\p{Lu}\\.|\\p{Lu}\\.\\s?\\p{Lu}\\.)(?!\\s*\\p{Lu}\\.)(?![^!;?\\n]{0,120}(?<!\\p{L})(?:${asWritten(STAFF_NEWS)}))(?:(?=[^]{0,300}?(?<!\\p{L})(?:${asWritten(INITIALLED_MATTERS)}))|(?<=(?<!\\p{L})(?:${asWritten(INITIALLED_MATTERS)})[^!;?\\n]{0,160}))`;

/** A patient's case in the third person: Directive 2001/83/EC art. 90(i), Law 3418/2005 art. 17, GDPR art. 9. */
const CASE_STORIES: NonNullable<RuleExtras['patterns']> = [
  // Someone named, their body or treatment, and what came after: «Ο Άρης είχε χάσει κάθε ελπίδα με την
  // αλωπεκία. Δείτε τα μαλλιά του έναν χρόνο μετά», «Θυμάστε την κυρία Βούλα;», "Nikos, 39, …"; never one of
  // the clinic's own people, nor a day, a month or a place.
  {
    onSource: true,
    needs: CASE_NEEDS,
    re: caseNamed(''),
    matchedAs: caseNamed(CASE_NAME_AHEAD),
  },
  // A patient initialled: «Συγχαρητήρια στον κ. Αντώνη Μ. … που ολοκλήρωσε την αποκατάσταση», «Σήμερα
  // χειρουργήσαμε τη γνωστή ηθοποιό Μ.Π. για γλαύκωμα».
  {
    onSource: true,
    needs: ['.'],
    re: INITIALLED_PERSON,
    // Small letters, digits and spaces, most of a text, turned away before the capital's Unicode class.
    matchedAs: `(?=[^a-zά-ώ\\s\\d,.])${INITIALLED_PERSON}`,
  },
  // Someone described and their course: «νεαρός άνδρας με ουλές ακμής … Σήμερα…».
  {
    needs: ['νεαρ', 'ηλικιωμεν', 'μεσηλικ'],
    requires: [CASE_MATTER_LITERALS, ['σημερα', 'τωρα', 'πια', 'πλεον', 'αργοτερα', 'μετα', 'φετοσ', 'ξανα']],
    re: '(?<!\\p{L})(?:νεαρ|ηλικιωμεν|μεσηλικ)\\p{L}*\\s+(?:ανδρασ|αντρασ|γυναικα|κοπελα|κυρια|κυριοσ|μητερα|πατερασ|φοιτητ\\p{L}*)',
  },
  // A story's heading: «Real story:», «Από τα αρχεία μας:», «αληθινή ιστορία».
  {
    needs: ['story', 'ιστορια', 'ιστοριεσ', 'αρχεια'],
    re: '(?<!\\p{L})(?:(?:real|true|patient)\\s+stor(?:y|ies)|αληθιν\\p{L}*\\s+ιστορι\\p{L}*|απο\\s+τα\\s+αρχεια\\s+μασ)',
  },
  // Someone unnamed, their visit: «Μια νεαρή μητέρα μάς εμπιστεύτηκε τις ραγάδες της».
  {
    needs: ['μια ', 'ενασ ', 'ενα ', ' μασ'],
    requires: [CASE_MATTER_LITERALS],
    re: `(?<!\\p{L})${SOMEONE}(?:\\s+μασ)?(?:[\\s,]+[^\\s.!;?]+){0,4}?[\\s,]+(?:${CASE_START}|${CASE_PAST}|ξαναβρηκ\\p{L}*|εγραψε|αλλαξε)`,
  },
  // A patient by their age: «Ασθενής 38 ετών με ουλές», «γυναίκα 60 ετών με χαλάρωση».
  {
    needs: ['ετων', 'χρονων'],
    requires: [CASE_MATTER_LITERALS],
    re: '(?<!\\p{L})(?:ασθενησ|πελατισσα|πελατησ|γυναικα|ανδρασ|αντρασ|κοπελα|κυρια|κυριοσ)(?:\\s+μασ)?[\\s,]+(?:(?!ανω|κατω|απο|over|under)\\p{L}+[\\s,]+){0,2}?\\d{2}\\s*(?:ετων|χρονων)',
  },
  // «45-year-old patient», «42χρονη ασθενής», "case study".
  {
    needs: ['year', 'χρον', 'case stud'],
    requires: [CASE_MATTER_LITERALS],
    re: '(?<![\\p{L}\\p{N}])(?:\\d{2}[\\s-]*(?:year[\\s-]*old|χρονη|χρονοσ)\\s+(?:patient|client|woman|man|lady|mum|mother|ασθενησ|πελατισσα|πελατησ|γυναικα|ανδρασ|αντρασ|μητερα|κυρια)|case\\s+stud(?:y|ies))(?!\\p{L})',
  },
  // "Our patient Lisa struggled with rosacea…".
  {
    needs: ['patient', 'client'],
    requires: [CASE_MATTER_LITERALS.concat(['rosacea', 'redness', 'hair', 'skin'])],
    re: '(?<!\\p{L})(?:our|a|one\\s+of\\s+our)\\s+(?:patient|client)s?\\s+(?:\\p{L}+\\s+)?(?:struggled|suffered|came|had|was|hid|tried|battled|lived|hated)(?!\\p{L})',
  },
  // «Meet Sarah, 41», "she came to us worried about…".
  {
    needs: ['meet', 'came to us', 'visited us'],
    requires: [CASE_MATTER_LITERALS],
    re: '(?<!\\p{L})(?:meet\\s+\\p{L}+,?\\s+\\d{2}(?!\\p{N})|(?:she|he)\\s+(?:first\\s+)?(?:came\\s+to\\s+us|visited\\s+us))',
  },
  // A case of the week; a patient's course shared: «μοιραστούμε την πορεία της».
  {
    needs: ['περιστατικ', 'πορεια', 'ιστορια', 'εμπειρια', 'περιπτωση', 'διαδρομη', 'ταξιδι'],
    re: '(?<!\\p{L})(?:περιστατικο\\s+(?:τησ|του)\\s+(?:εβδομαδασ|μηνα|ημερασ)|(?:ιστοριεσ|περιστατικα)\\s+(?:απο\\s+το\\s+(?:ιατρειο|κλινικη|ιατρειο\\s+μασ)|ασθενων|πελατων)|(?:μοιραστ|μοιραζ|δειξ|δειχν|παρουσιασ|αφηγ|διηγ)\\p{L}*\\s+(?:(?:μαζι\\s+σασ|σασ)\\s+)?(?:την\\s+|τη\\s+|το\\s+)?(?:πορεια|ιστορια|εμπειρια|περιπτωση|διαδρομη|ταξιδι)\\s+(?:τησ|του)(?!\\s+(?:ιατρει|κλινικ|δερματολογ|ομαδ|εταιρ|γιατρ|ιατρ|επιστημ|ιπποκρατ|πολησ|περιοχησ)))',
  },
];

/** Month names as the reading writes them («Σεπτέμβρης» and «Σεπτέμβριος» alike). */
const MONTHS =
  '(?:ιανουαρ|φεβρουαρ|μαρτ|απριλ|μαι|μαη|ιουν|ιουλ|αυγουστ|σεπτεμβρ|οκτωβρ|νοεμβρ|δεκεμβρ|january|february|march|april|may|june|july|august|september|october|november|december)\\p{L}*';

/** A time of a course of treatment: a day, a week, a month, a session. */
const COURSE_TIME = '(?:μερ|ημερ|εβδομαδ|μην|συνεδρι|θεραπει|day|week|month|session)\\p{L}*';

/** Two places of a picture (top and bottom, left and right, first and second). */
const FIRST_PLACE = '(?:πανω|αριστερα|πρωτη|πριν|τοτε|top|left|first)';
const SECOND_PLACE = '(?:κατω|δεξια|δευτερη|τριτη|μετα|τωρα|bottom|right|second)';
const PICTURE = '(?:\\s+(?:φωτο\\p{L}*|εικονα|photo|pic))?';

/**
 * Before and after in other words: Directive 2001/83/EC art. 90(k) (changes in the human body shown), Law
 * 3418/2005 art. 17, Meta's advertising policies.
 */
const BEFORE_AFTER_WORDS: NonNullable<RuleExtras['patterns']> = [
  // «Από την 1η συνεδρία στην 6η», "from week one to week ten".
  {
    needs: ['απο τη', 'απο το', 'from'],
    requires: [['1η', '1ο', 'πρωτ', 'μηδεν', 'week', 'day', 'month', 'session']],
    re: `(?<!\\p{L})(?:απο\\s+(?:την|τη|το|τον)\\s+(?:1η|1ο|1οσ|πρωτη|πρωτο|πρωτοσ|μηδεν)\\s+${COURSE_TIME}\\s+(?:στην|στη|στο|στον|εωσ|μεχρι|ωσ)\\s+(?:την\\s+|τη\\s+|το\\s+|τον\\s+)?(?:\\d+\\p{L}{0,2}|τελευται|δευτερ|τριτ|τεταρτ|πεμπτ|εκτ|εβδομ|ογδο|ενατ|δεκατ)\\p{L}*|from\\s+${COURSE_TIME}\\s+(?:\\d+|one|zero)\\s+to\\s+${COURSE_TIME}\\s+\\p{L}*\\d*)`,
  },
  // Pictures labelled by month: «Πάνω: Ιανουάριος. Κάτω: Απρίλιος.», «Πρώτη φωτό: Σεπτέμβρης. Δεύτερη: …».
  {
    needs: [':'],
    requires: [
      [
        'ιανουαρ',
        'φεβρουαρ',
        'μαρτ',
        'απριλ',
        'μαι',
        'μαη',
        'ιουν',
        'ιουλ',
        'αυγουστ',
        'σεπτεμβρ',
        'οκτωβρ',
        'νοεμβρ',
        'δεκεμβρ',
        'january',
        'february',
        'march',
        'april',
        'may',
        'june',
        'july',
        'august',
        'september',
        'october',
        'november',
        'december',
      ],
    ],
    re: `(?<!\\p{L})${FIRST_PLACE}${PICTURE}\\s*:\\s*${MONTHS}[^]{0,80}?(?<!\\p{L})${SECOND_PLACE}${PICTURE}\\s*:\\s*${MONTHS}`,
  },
  // Pictures labelled by a time of the course: «Αριστερά η πρώτη μέρα, δεξιά ο τρίτος μήνας».
  {
    needs: ['αριστερα', 'πανω', 'left', 'top'],
    re: `(?<!\\p{L})(?:αριστερα|πανω|left|top)\\s*:?\\s*(?:\\p{L}+\\s+){0,2}?${COURSE_TIME}[^]{0,40}?(?<!\\p{L})(?:δεξια|κατω|right|bottom)\\s*:?\\s*(?:\\p{L}+\\s+){0,2}?${COURSE_TIME}`,
  },
  // «Η διαφορά μιλάει από μόνη της», "the glow-up speaks for itself".
  {
    needs: ['μιλ', 'λεει', 'λενε', 'speak'],
    re: '(?<!\\p{L})(?:διαφορα|αλλαγη|βελτιωση|εξελιξη|αποτελεσμα|αποτελεσματα|φωτογραφιεσ|εικονεσ|photos|pictures|επιδερμιδα|δερμα|μαλλια|χειλη|προσωπο|glow[\\s-]*up|difference|results?|change|transformation)\\s+(?:μιλα|μιλαει|μιλανε|μιλουν|λεει|λενε|speaks?)\\s+(?:απο\\s+|για\\s+)?(?:μονη|μονο|μονα|μονεσ|μονοι|τον\\s+εαυτο|itself|for\\s+(?:itself|themselves))',
  },
  {
    needs: ['glow'],
    re: '(?<!\\p{L})glow[\\s-]*ups?(?!\\p{L})',
  },
  // The change plain to see: «η αλλαγή είναι ολοφάνερη», «βλέπετε κι εσείς τη διαφορά;».
  {
    needs: ['αλλαγ', 'διαφορ', 'βελτιωσ', 'change', 'difference'],
    re: '(?<!\\p{L})(?:(?:αλλαγη|διαφορα|βελτιωση|προοδοσ|εξελιξη)(?!\\s+(?:αναμεσα|μεταξυ|ωρασ|τιμησ))(?:\\s+\\p{L}+){0,4}?\\s+(?:ειναι\\s+)?(?:ολοφανερη|εμφανησ|εντυπωσιακη|φανερη|ορατη|εκπληκτικη|απιστευτη|ολοφανερη)|(?:βλεπετε|βλεπεισ|δειτε|δεσ|see|spot)\\s+(?:κι?\\s+εσεισ\\s+|κι?\\s+εσυ\\s+|και\\s+εσεισ\\s+)?(?:τη|την|the)\\s+(?:διαφορα|αλλαγη|difference|change)(?!\\s+(?:αναμεσα|μεταξυ|between|στην\\s+τιμη)))(?!\\p{L})',
  },
  // «Έτσι ξεκίνησε… και δείτε πού έφτασε».
  {
    needs: ['ετσι', 'εδω'],
    re: '(?<!\\p{L})(?:ετσι|εδω)\\s+(?:ξεκινησ\\p{L}*|ηταν|ηρθε|ξεκιναμε)[^]{0,60}?(?:που|πωσ)\\s+(?:εφτασ\\p{L}*|εχει\\s+φτασει|φτασαμε|ειναι\\s+(?:τωρα|σημερα))',
  },
  // The same patient, skin or face at two times: «η ίδια ασθενής, την πρώτη και την τελευταία μέρα».
  {
    needs: ['ιδια', 'ιδιοσ', 'τελευταια'],
    re: `(?<!\\p{L})(?:(?:η\\s+ιδια|ο\\s+ιδιοσ)\\s+(?:ασθενησ|πελατισσα|πελατησ|κυρια|κυριοσ)|(?:προκειται\\s+για|ειναι)\\s+(?:το\\s+ιδιο|η\\s+ιδια|ο\\s+ιδιοσ|τα\\s+ιδια|οι\\s+ιδιεσ)\\s+(?:δερμα|προσωπο|ατομο|γυναικα|ανθρωποσ|ασθενησ|χειλη|μαλλια|ματια|βλεμμα|πελατισσα)|(?:πρωτη|1η)\\s+και\\s+(?:την\\s+|τη\\s+)?τελευταια\\s+${COURSE_TIME})(?!\\p{L})`,
  },
  // A comparison after a course: «Σύγκριση μετά από 3 μήνες».
  {
    needs: ['συγκρι', 'compar'],
    re: '(?<!\\p{L})(?:συγκρισ|συγκριν|comparison|compar)\\p{L}*[^.!;?\\n]{0,40}?(?:μετα\\s+(?:απο\\s+)?|after\\s+)(?:\\d+|\\p{L}+)\\s+(?:συνεδρι|μην|εβδομαδ|θεραπει|session|month|week|treatment)\\p{L}*',
  },
  // Progress in pictures, months in a row: «Η εξέλιξη σε εικόνες: 1ος, 3ος και 6ος μήνας».
  {
    needs: ['εικονεσ', 'φωτογραφιεσ', 'pictures', 'photos', 'pics', ','],
    re: `(?<!\\p{L})(?:(?:εξελιξη|προοδοσ|πορεια|progress)\\s+(?:σε|in)\\s+(?:εικονεσ|φωτογραφιεσ|pictures|photos|pics)|\\d+(?:οσ|η|ο|th|st|nd|rd)\\s*,\\s*\\d+(?:οσ|η|ο|th|st|nd|rd)\\s*(?:,|και|and)\\s*\\d+(?:οσ|η|ο|th|st|nd|rd)\\s+${COURSE_TIME})`,
  },
];

/** The same more widely. */
const BEFORE_AFTER_MORE: NonNullable<RuleExtras['patterns']> = [
  // «Δύο φωτογραφίες, ένας μήνας διαφορά».
  {
    needs: ['διαφορα', 'apart'],
    requires: [
      ['φωτογραφ', 'φωτο', 'εικον', 'δερμα', 'προσωπ', 'χειλ', 'μαλλι', 'πελατ', 'ασθεν', 'photo', 'pic'],
    ],
    re: '(?<!\\p{L})(?:ενασ|μια|δυο|τρεισ|τρια|τεσσερ\\p{L}*|εξι|οκτω|\\d+|one|two|three|six)\\s+(?:μηνασ|μηνεσ|μηνων|εβδομαδα|εβδομαδεσ|συνεδρια|συνεδριεσ|months?|weeks?|sessions?)\\s+(?:διαφορα|apart)(?!\\p{L})',
  },
  // «Εκεί που ήταν… κι εκεί που είναι τώρα», «το «τότε» και το «τώρα» του Γιώργου».
  {
    needs: ['εκει που', 'τοτε'],
    re: '(?<!\\p{L})(?:εκει\\s+που\\s+ηταν[^]{0,40}?εκει\\s+που\\s+ειναι|(?:το\\s+)?[«"“\']\\s*τοτε\\s*[»"”\']\\s+(?:και|κι|&)\\s+(?:το\\s+)?[«"“\']\\s*τωρα)',
  },
  // The result shown in the picture: «δείτε το αποτέλεσμα στη φωτογραφία».
  {
    needs: ['φωτογραφ', 'φωτο', 'εικον', 'photo', 'pic'],
    requires: [['δειτε', 'δεσ', 'κοιταξτε', 'see']],
    re: '(?<!\\p{L})(?:δειτε|δεσ|κοιταξτε|see)\\s+(?:το\\s+|τα\\s+|the\\s+)?(?:αποτελεσμα|αποτελεσματα|αλλαγη|διαφορα|results?|change|difference)\\s+(?:στη|στην|στισ|στο|in\\s+the)\\s+(?:φωτογραφ|φωτο|εικον|photo|pic)\\p{L}*',
  },
  // «Πριν λίγους μήνες ντρεπόταν… Τώρα ποζάρει».
  {
    needs: ['πριν'],
    requires: [['τωρα', 'σημερα']],
    re: '(?<!\\p{L})πριν\\s+(?:απο\\s+)?(?:λιγ\\p{L}*|\\d+|δυο|τρεισ|εξι|ενα|εναν)\\s+(?:μην|χρον|εβδομαδ)\\p{L}*[^]{0,100}?(?<!\\p{L})(?:τωρα|σημερα)\\s+(?:\\p{L}+\\s+)?(?:ποζαρ|χαμογελ|φοραει|λαμπει)\\p{L}*',
  },
  // «Εβδομάδα 1 / Εβδομάδα 8», «1η εβδομάδα | 8η εβδομάδα».
  {
    needs: ['/', '|', ',', 'vs', '→'],
    re: `(?<!\\p{L})(?:${COURSE_TIME}\\s*\\d+|\\d+\\p{L}{0,2}\\s+${COURSE_TIME})\\s*(?:[/|,→➡>]|vs\\.?)\\s*(?:${COURSE_TIME}\\s*\\d+|\\d+\\p{L}{0,2}\\s+${COURSE_TIME})`,
  },
  // «1η και 4η συνεδρία», "session 1 and session 5".
  {
    needs: ['και', 'and', '&'],
    re: `(?<!\\p{L})(?:\\d+(?:η|ο|οσ|th|st|nd|rd)\\s*(?:και|and|&)\\s*\\d+(?:η|ο|οσ|th|st|nd|rd)\\s+${COURSE_TIME}|${COURSE_TIME}\\s*\\d+\\s*(?:και|and|&)\\s*${COURSE_TIME}\\s*\\d+)`,
  },
  // «Αρχή Οκτωβρίου ➜ τέλος Δεκεμβρίου», of a treatment.
  {
    needs: ['➜', '→', '➡', '->', 'vs', '>'],
    requires: [CASE_MATTER_LITERALS],
    re: `${MONTHS}[^.!;?\\n]{0,15}?(?:➜|→|➡|->|vs\\.?|>)\\s*(?:\\p{L}+\\s+)?${MONTHS}`,
  },
  // «Τα ίδια χείλη, δύο μήνες διαφορά».
  {
    needs: ['ιδια', 'ιδιο', 'same'],
    re: '(?<!\\p{L})(?:ιδια|ιδιο|ιδιοσ|ιδιεσ|same)\\s+(?:χειλη|δερμα|προσωπο|μαλλια|ματια|βλεμμα|σαγονι|μετωπο|μυτη|κοιλια|lips|skin|face|hair)[^.!;?\\n]{0,30}?(?:\\d+|δυο|τρεισ|τρια|τεσσερ\\p{L}*|εξι|two|three|four|six)\\s+(?:μην|εβδομαδ|χρον|συνεδρι|month|week|session)\\p{L}*\\s+(?:διαφορα|αργοτερα|μετα|apart|later)',
  },
  // «Δείτε πώς ήταν … και πώς είναι τώρα», "side by side".
  {
    needs: ['πωσ ηταν', 'side by side', 'διπλα', 'πλαι'],
    requires: [[...BODY_MATTER_LITERALS, 'skin', 'lips', 'hair', 'face', 'pic', 'φωτο']],
    re: '(?<!\\p{L})(?:πωσ\\s+ηταν[^.!;?\\n]{0,60}?πωσ\\s+ειναι\\s+(?:τωρα|σημερα)|side\\s+by\\s+side|διπλα[\\s-]+διπλα|πλαι[\\s-]+πλαι)',
  },
  // «…μιλάει μόνη της», "speaks for itself", of a change, a treatment or a body.
  {
    needs: ['μονη', 'μονο', 'μονα', 'itself', 'themselves'],
    requires: [[...BODY_MATTER_LITERALS, 'σαγον', 'αλλαγ', 'διαφορ', 'skin', 'lips', 'hair', 'face', 'glow']],
    re: '(?<!\\p{L})(?:(?:μιλα|μιλαει|μιλανε|μιλουν)\\s+(?:απο\\s+)?(?:μονη|μονο|μονα|μονεσ|μονοι)\\s+(?:τησ|του|τουσ)|speaks?\\s+for\\s+(?:itself|themselves))(?!\\p{L})',
  },
  // A change in so many weeks, no filter: «Η αλλαγή μέσα σε 8 εβδομάδες, χωρίς φίλτρο».
  {
    needs: ['αλλαγ', 'διαφορ', 'μεταμορφ', 'βελτιωσ', 'φιλτρ', 'filter', 'change', 'difference'],
    re: `(?<!\\p{L})(?:(?:αλλαγη|διαφορα|μεταμορφωση|βελτιωση|change|difference)\\s+(?:μεσα\\s+σε|σε|μετα\\s+απο|in|after)\\s+\\d+\\s+${COURSE_TIME}|(?:χωρισ\\s+φιλτρο|no\\s+filter|#nofilter|unfiltered)(?=[^]{0,80}?(?:αλλαγ|διαφορ|συνεδρι|εβδομαδ|μην|session|week|month|result|αποτελεσμ)))`,
  },
  // «10 χρόνια διαφορά», «μισό πρόσωπο με θεραπεία, μισό χωρίς».
  {
    needs: ['διαφορα', 'difference', 'μισο', 'half'],
    re: '(?<!\\p{L})(?:(?:\\d+|δεκα|πεντε|ten|five)\\s+(?:χρονια|years)\\s+(?:διαφορα|difference)|(?:μισο|half)\\s+(?:(?:the|of\\s+the)\\s+)?(?:προσωπο|μετωπο|face|forehead|σωμα|body)\\s+(?:με|with|treated)[^.!;?\\n]{0,40}?(?:μισο|half)\\s+(?:χωρισ|without|untreated))',
  },
  // The photographer's before and after: «Ίδια γωνία, ίδιο φως», «Ήταν έτσι τον Ιανουάριο. Είναι έτσι σήμερα.».
  {
    needs: ['ιδια γωνια', 'ιδιο φωσ', 'ιδιοσ φωτισμοσ', 'same angle', 'same light', 'ηταν ετσι'],
    re: '(?<!\\p{L})(?:ιδια\\s+γωνια|ιδιο\\s+φωσ|ιδιοσ\\s+φωτισμοσ|same\\s+(?:angle|lighting|light)|ηταν\\s+ετσι[^]{0,60}?ειναι\\s+ετσι)(?!\\p{L})',
  },
  // «Πρώτη μέρα: κόκκινο δέρμα. Τριακοστή μέρα: ηρεμία.».
  {
    needs: [':'],
    requires: [BODY_MATTER_LITERALS],
    re: '(?<!\\p{L})(?:πρωτη|1η)\\s+(?:μερα|ημερα|εβδομαδα|συνεδρια)\\s*:[^]{1,80}?(?<!\\p{L})(?:\\p{L}+η|\\d+η)\\s+(?:μερα|ημερα|εβδομαδα|συνεδρια)\\s*:',
  },
  // «Τότε και τώρα», «πριν το πρωτόκολλο και σήμερα», of a patient.
  {
    needs: ['τοτε', 'πριν'],
    requires: [
      [
        'ασθεν',
        'πελατ',
        'κυρια',
        'δερμα',
        'προσωπ',
        'χειλ',
        'μαλλι',
        'συνεδρι',
        'θεραπει',
        'πρωτοκολλ',
        'μηνεσ',
        'εβδομαδεσ',
      ],
    ],
    re: '(?<!\\p{L})(?:τοτε|πριν)\\s+(?:\\p{L}+\\s+){0,3}?(?:και|κ\\.)\\s+(?:σημερα|τωρα)(?!\\p{L})',
  },
  // «Από θαμπό σε λαμπερό σε 6 συνεδρίες», "from dull to glowing in 6 sessions".
  {
    needs: ['απο', 'from'],
    re: '(?<!\\p{L})(?:απο\\s+(?:\\p{L}+\\s+){1,3}?σε\\s+(?:\\p{L}+\\s+){1,3}?(?:σε|μεσα\\s+σε|μετα\\s+απο)|from\\s+(?:\\p{L}+\\s+){1,3}?to\\s+(?:\\p{L}+\\s+){1,3}?(?:in|within|after))\\s+\\d+\\s+(?:συνεδρι|εβδομαδ|μην|μερ|session|week|month|day)\\p{L}*',
  },
];

/** A later picture said to show the change: «Κοιτάξτε τη δεύτερη φωτογραφία: η αλλαγή…». */
const BEFORE_AFTER_NEAR: NonNullable<RuleExtras['near']> = [
  {
    a: [
      '(δεύτερη|τελευταία|επόμενη|2η|τρίτη|second|last|next) (φωτογραφία|φωτό|εικόνα|slide|photo|pic|picture)',
    ],
    b: [
      '(αλλαγή|διαφορά|βελτίωση|αποτέλεσμα|μεταμόρφωση|πρόοδος|εξέλιξη|change|difference|result|results|progress)',
    ],
    within: 60,
  },
  // After so many sessions the change is plain to see: «μετά από 4 συνεδρίες είναι φανερή».
  {
    a: [
      '(μετά|σε|within|after|in) (από|τις|τα)? (2|3|4|5|6|8|10|12|δύο|τρεις|τέσσερις|πέντε|έξι) (συνεδρί*|εβδομάδ*|μήν*|sessions|weeks|months)',
    ],
    b: ['(φανερ*|εμφαν*|ορατ*|ολοφάνερ*|αγνώριστ*|visible|obvious|dramatic|unrecognisable|unrecognizable)'],
    within: 50,
  },
  {
    a: ['αγνώριστ*', 'unrecogni*'],
    b: [
      '(συνεδρί*|θεραπεί*|μήνες|μήνα|εβδομάδες|ενέσ*|laser|filler*|φίλερ|sessions|session|treatment*|months|weeks)',
    ],
    within: 60,
  },
];

/** A holiday or the hours around it: «πριν και μετά το Πάσχα» is no before and after of a body. */
const BEFORE_AFTER_TIMES = [
  'πριν (και|&) (το|τον|την|τη|τις|τα)? μετά … (Πάσχα|Χριστούγεννα|γιορτ*|εορτ*|διακοπ*|αργί*|Αύγουστ*|δεκαπενταύγουστ*|Πρωτοχρονι*|τριήμερ*|Απόκρι*|Καθαρά Δευτέρα|καλοκαίρι*|ωράρι*|ραντεβού|εκλογ*|άδει*)',
  '(ωράρι*|ανοιχτ*|κλειστ*|λειτουργ*) … πριν (και|&) μετά',
];

/** A condition's course, or ageing, made worse: the body that grows worse if left alone. */
const WORSENS =
  '(?:χειροτερ\\p{L}*|επιδειν\\p{L}*|βαθαιν\\p{L}*|βαθυν\\p{L}*|απλων\\p{L}*|απλωθ\\p{L}*|εξαπλων\\p{L}*|εξαπλωθ\\p{L}*|μεγαλων\\p{L}*|μεγαλωσ\\p{L}*|πολλαπλασιαζ\\p{L}*|πολλαπλασιαστ\\p{L}*|προχωρα\\p{L}*|προχωρησ\\p{L}*|αυξαν\\p{L}*|αυξηθ\\p{L}*|(?:γινονται|γινουν|γινει|ειναι)\\s+(?:\\p{L}+\\s+)?(?:βαθι|βαθει|βαθυτερ|χειροτερ|μεγαλυτερ|εντονοτερ|χαρακι)\\p{L}*)';

/**
 * Fear of what a condition or age will do if left alone, pressing the decision: Directive 2001/83/EC art.
 * 90(d) and (j) (health harmed without it, alarming terms), Directive 2005/29/EC arts 8–9 (undue influence),
 * Law 3418/2005 art. 17.
 */
const FEAR_OF_THE_COURSE: NonNullable<RuleExtras['patterns']> = [
  // «Όσο την αφήνετε, τόσο πιο δύσκολα φεύγει», "every year you wait", "the longer you wait".
  {
    needs: ['οσο', 'you wait', 'you delay', 'you leave', 'put it off', 'put off', 'longer you'],
    re: '(?<!\\p{L})(?:οσο\\s+(?:\\p{L}+\\s+){0,2}?(?:αφην|περιμεν|καθυστερ|αναβαλ|αγνο|αμελ|το\\s+σκεφτ)\\p{L}*[^.!;?\\n]{0,40}?τοσο|(?:every|each)\\s+(?:year|month|week|day|summer)\\s+you\\s+(?:wait|delay|put\\s+(?:it|this)\\s+off|put\\s+off)|the\\s+longer\\s+you\\s+(?:wait|leave\\s+it|delay|put\\s+it\\s+off))(?!\\p{L})',
  },
  // Left alone, it will grow worse: «Αν αφήσετε τις ευρυαγγείες χωρίς θεραπεία, θα απλωθούν».
  {
    needs: ['αφησ', 'αφην', 'αντιμετωπ', 'φροντισ', 'αγνο', 'ασχοληθ', 'αμελ'],
    re: `(?<!\\p{L})(?:(?:αν|εαν)\\s+(?:δεν\\s+)?(?:\\p{L}+\\s+)?(?:αφησ|αφην|αντιμετωπισ|φροντισ|αγνοησ|αγνοει|ασχοληθ)\\p{L}*|που\\s+(?:δεν\\s+)?(?:αγνοει|αφηνετε|αφηνεισ|αμελει|αντιμετωπιζ)\\p{L}*)[^.!;?\\n]{0,60}?θα\\s+(?:\\p{L}+\\s+)?${WORSENS}`,
  },
  // «Μην περιμένετε να περάσει μόνη της», «μην το αναβάλλετε άλλο».
  {
    needs: ['μην ', 'μη '],
    re: '(?<!\\p{L})μην?\\s+(?:(?:περιμενετε|περιμενεισ)\\s+(?:να|μεχρι|ωσπου)\\s+(?:\\p{L}+\\s+){0,2}?(?:περασ|φυγ|χειροτερ|γιν|ειναι|απλωθ|βαθυν|μεγαλωσ|εμφανιστ|φανει)\\p{L}*|(?:το|τα)\\s+(?:αναβαλλετε|αναβαλετε|αναβαλλεισ|καθυστερειτε|αφηνετε)\\s+(?:αλλο|πια|πλεον))',
  },
  // Regret foretold: «θα εύχεστε να είχατε ξεκινήσει», «θα το πληρώσετε στα 50».
  {
    needs: ['θα '],
    re: '(?<!\\p{L})(?:θα\\s+(?:ευχεστε|ευχεσαι|ευχηθειτε|ευχηθεισ)\\s+να\\s+(?:ειχατε|ειχεσ)|θα\\s+(?:το|τα)\\s+(?:πληρωσετε|πληρωσεισ)\\s+(?:στα\\s+\\d+|αργοτερα|ακριβα|αυριο|σε\\s+λιγα\\s+χρονια)|(?<!(?:δεν|ουτε)\\s)θα\\s+(?:το\\s+)?μετανιωσ\\p{L}*)',
  },
  // Time against you: «ο χρόνος δουλεύει εναντίον σας», "time is not on your side".
  {
    needs: ['εναντι', 'κατα σ', 'against', 'your side', 'μερος σασ'],
    re: '(?<!\\p{L})(?:(?:ο\\s+χρονοσ|η\\s+ηλικια|τα\\s+χρονια|η\\s+βαρυτητα|time|age)\\s+(?:\\p{L}+\\s+)?(?:δουλευ\\p{L}*|ειναι|παιζ\\p{L}*|is|works)\\s+(?:εναντιον|εναντια|κατα|against)\\s+(?:σασ|σου|you)|(?:time|the\\s+clock)\\s+is\\s+not\\s+on\\s+your\\s+side|ο\\s+χρονοσ\\s+δεν\\s+ειναι\\s+με\\s+το\\s+μεροσ\\s+σασ)',
  },
  // Too late, one day: «όταν θα είναι πια αργά», «μπορεί να είναι πολύ αργά».
  {
    needs: ['αργα'],
    re: '(?<!\\p{L})(?:οταν\\s+(?:θα\\s+(?:ειναι|εχει\\s+γινει)|(?:ειναι|εχει\\s+γινει)\\s+(?:πια|πλεον))|μπορει\\s+να\\s+(?:ειναι|εχει\\s+γινει))\\s+(?:πια\\s+|πλεον\\s+)?(?:πολυ\\s+)?αργα(?!\\p{L})',
  },
  // Today's first signs, tomorrow's deep lines.
  {
    needs: ['αυριο'],
    re: '(?<!\\p{L})σημερα[^.!;?\\n]{0,60}?(?:(?:βαθι|βαθει|χειροτερ|χαρακι)\\p{L}*[^.!;?\\n]{0,30}?αυριο|αυριο[^.!;?\\n]{0,40}?(?:βαθι|βαθει|χειροτερ|χαρακι|προβλημα|κινδυν)\\p{L}*)',
  },
  // Time running out for the body: "the clock is ticking on your collagen", «μη φτάσετε στο σημείο…».
  {
    needs: ['ticking', 'running out', 'τρεχει', 'μετραει', 'φτασετε', 'φτασεισ'],
    requires: [
      [
        'δερμα',
        'κολλαγον',
        'ρυτιδ',
        'μαλλι',
        'καθρεφτ',
        'προσωπ',
        'ηλικι',
        'νιατα',
        'skin',
        'collagen',
        'wrinkle',
        'hair',
        'face',
        'youth',
      ],
    ],
    re: '(?<!\\p{L})(?:the\\s+clock\\s+is\\s+ticking|time\\s+is\\s+running\\s+out|(?:ο\\s+χρονοσ|το\\s+ρολοι)\\s+(?:τρεχει|μετραει|χτυπαει)|μην?\\s+(?:φτασετε|φτασεισ)\\s+(?:στο\\s+σημειο|εκει))(?!\\p{L})',
  },
  // Ageing that does not stop, a countdown for the skin: «Η γήρανση δεν κάνει διαλείμματα».
  {
    needs: ['γηρανσ', 'χρονοσ', 'ρολοι', 'αντιστροφ', 'wait'],
    requires: [
      [
        'δερμα',
        'κολλαγον',
        'ρυτιδ',
        'μαλλι',
        'προσωπ',
        'ηλικι',
        'γηρανσ',
        'ουλ',
        'ακμ',
        'scar',
        'acne',
        'skin',
        'wrinkle',
        'hair',
      ],
    ],
    re: "(?<!\\p{L})(?:(?:η\\s+γηρανση|ο\\s+χρονοσ|το\\s+ρολοι|τα\\s+χρονια)\\s+δεν\\s+(?:κανει|κανουν|σταματα\\p{L}*|περιμεν\\p{L}*|συγχωρ\\p{L}*)|αντιστροφη\\s+μετρηση|(?:don['’]?t|do\\s+not)\\s+wait\\s+(?:until|till|for))(?!\\p{L})",
  },
  // Waiting until the lines show; ignoring it now: «…να περιμένετε μέχρι να φανούν οι πρώτες βαθιές ρυτίδες;».
  {
    needs: ['περιμεν', 'if you'],
    re: "(?<!\\p{L})(?:περιμενετε|περιμενεισ)\\s+(?:μεχρι|ωσπου|ωσ\\s+οτου)\\s+να\\s+(?:φαν|εμφανιστ|γιν|βγουν|βγει)\\p{L}*\\s+(?:\\p{L}+\\s+){0,3}?(?:ρυτιδ|κηλιδ|πανα|γραμμ|σημαδ|ουλ|τριχ|φαλακρ|χαλαρ|κιρσ|φλεβ)\\p{L}*|if\\s+you\\s+(?:ignore|leave|skip|neglect|put\\s+off)[^.!;?\\n]{0,60}?(?:you\\s*(?:will|’ll|'ll)|it\\s*(?:will|’ll|'ll))[^.!;?\\n]{0,40}?(?:at\\s+\\d{2}|later|in\\s+(?:a\\s+few|\\d+)\\s+years)",
  },
  // Nothing left to save.
  {
    needs: ['σωθ', 'σωσ'],
    re: '(?<!\\p{L})(?:τιποτα|τιποτε)\\s+(?:πια\\s+)?(?:να\\s+)?(?:σωθει|σωθουν|σωσουμε|σωσετε|σωσεισ)(?!\\p{L})',
  },
];

/** Conditions and ageing, as a fear appeal names what will not come back. */
const COURSE_SUBJECTS = [
  '(τριχόπτωση|φαλάκρα|αλωπεκία|μαλλιά|τρίχες|ρυτίδ*|κολλαγόνο|ελαστικότητα|σύσφιξη|χαλάρωση|νιάτα|νεότητα|ακμή|ουλ*|πανάδ*|κηλίδ*|κυτταρίτιδα|ραγάδ*|ευρυαγγεί*|κιρσ*|δέρμα|επιδερμίδα|χρόνος|χρόνια|ηλικία|youth|hair|skin|collagen)',
];

/** Doing nothing, waiting, letting it be. */
const INACTION = [
  '(αν|εάν) δεν (τις|τα|το|την|τη|τον|τους)? (προλάβετε|προλάβεις|αντιμετωπίσετε|αντιμετωπίσεις|φροντίσετε|φροντίσεις|ασχοληθείτε|κάνετε κάτι|κάνεις κάτι|κάνετε τίποτα|κάνεις τίποτα)',
  '(όσο|όσον) (αργείτε|αργείς|περιμένετε|περιμένεις|καθυστερείτε|καθυστερείς|αφήνετε|αφήνεις|αναβάλλετε|αναβάλλεις|το αφήνετε|το αναβάλλετε|το σκέφτεστε)',
  '(κάθε|όσο) (μέρα|ημέρα|μήνα|χρόνο|χρονιά|εβδομάδα|καλοκαίρι|χειμώνα) (αναμονής|καθυστέρησης|αδράνειας)',
  '(κάθε|όσο) (μέρα|ημέρα|μήνα|χρόνο|χρονιά|εβδομάδα|καλοκαίρι|χειμώνα) που (αγνοείτε|αφήνετε|περιμένετε|καθυστερείτε|αναβάλλετε|περνά|περνάει|περνάνε)',
  '(κάθε|όσο) (μέρα|ημέρα|μήνα|χρόνο|χρονιά|εβδομάδα|καλοκαίρι|χειμώνα) χωρίς (φροντίδα|θεραπεία|αντιμετώπιση)',
  '(μην|μη) (το|τα|την|τη|τις|τους|τον)? (αφήσετε|αφήνετε|αφήσεις|αφήνεις)',
  '(αφήνετε|αφήνεις) (τις|τα|το|την|τη|τον|τους)',
  '(όσο|όσον) (περνάει|περνά|περνούν|περνάνε|κυλάει|κυλούν) (ο καιρός|ο χρόνος|τα χρόνια|οι μήνες)',
  '(αν|εάν) (συνεχίσετε|συνεχίσεις) να (αγνοείτε|αγνοείς|αφήνετε|αφήνεις|αναβάλλετε|αναβάλλεις)',
  '(δεν|ούτε) (διορθώνεται|διορθώνονται|εξαφανίζεται|εξαφανίζονται|φεύγει|φεύγουν|περνάει|περνά|περνούν|υποχωρεί|υποχωρούν|σταματά|σταματάει|σταματούν|βελτιώνεται|βελτιώνονται) (από)? (μόνη|μόνο|μόνος|μόνα|μόνες|μόνοι) (της|του|τους)?',
];

/** What grows worse, deeper, harder, older. */
const WORSENING = [
  '(θα)? (χειροτερέψ*|χειροτερεύ*|επιδεινωθ*|επιδεινών*|βαθύν*|βαθαίν*|απλωθ*|απλώνονται|απλώνεται|μεγαλώσ*|μεγαλώνουν|μεγαλώνει|πολλαπλασιαστ*|πολλαπλασιάζονται|γεράσει|γερνά*|γερνάει|χάνονται|χάνεται|χαθούν|χαθεί)',
  '(γίνονται|γίνουν|γίνεται|γίνει|θα είναι|είναι θα) (πιο)? (μόνιμ*|βαθιές|βαθιά|βαθύτερ*|αυλάκια|χαρακιές|εμφανέστερ*|εμφανείς|χειρότερ*|δύσκολο|δυσκολότερ*|ορατ*|έντονες|εντονότερ*|μεγαλύτερ*)',
  'πιο (γρήγορα|δύσκολα|δύσκολο|εμφανείς|βαθιές|έντονες|χαλαρό|χαλαρή|σκούρο|σκούρα|σκούρες|αραιά|αραιό|θαμπό|θαμπή|θαμπά|κουρασμένο|κουρασμένη|γερασμένο|γερασμένη|άτονο|άτονη)',
  '(βαραίν*|ξεχειλώνει|κρεμάει)',
  'σε (λίγα|δύο|τρία|πέντε|δέκα|λίγους|μερικά) (χρόνια|μήνες) … (θα) (είναι|φαίνεται|φαίνονται|γίνει|γίνουν|έχετε|έχεις)',
  '(πού|πώς) θα (είστε|είσαι|δείχνετε|δείχνεις|φαίνεστε|φαίνεσαι) (στα|σε)',
  '(gets|get|getting|grows|grow) (harder|worse|deeper|thinner)',
];

/** A call to act now: «κλείστε σήμερα», «τι περιμένετε;», «τώρα είναι η στιγμή». */
const ACT_NOW = [
  '(κλείστε|κλείσετε|ξεκινήστε|ξεκινήσετε|δράστε|δράσετε|ελάτε|αντιμετωπίστε) … (σήμερα|τώρα|αμέσως)',
  '(τι|γιατί) (περιμένετε|περιμένεις|καθυστερείτε)',
  '(τώρα|σήμερα) (είναι)? η (στιγμή|ώρα)',
  '(book|act|start) (today|now)',
];

const FEAR_NEAR: NonNullable<RuleExtras['near']> = [
  // Left alone, worse: «Οι πρώτες γραμμές γίνονται αυλάκια αν δεν τις προλάβετε».
  { a: INACTION, b: WORSENING, within: 80 },
  // Worse to come, act now: «Κάθε μέρα στον ήλιο το κάνει πιο σκούρο — κλείστε σήμερα».
  { a: ACT_NOW, b: WORSENING, within: 150 },
  // Every season that passes, it grows worse: «κάθε μήνα που περνάει η χαλάρωση προχωράει».
  {
    a: [
      '(κάθε|όσο) (μέρα|ημέρα|μήνα|χρόνο|χρονιά|εβδομάδα|καλοκαίρι|χειμώνα) που (περνά|περνάει|περνάνε)',
      '(κάθε|όσο) (μέρα|ημέρα|μήνα|χρόνο|χρονιά|εβδομάδα|καλοκαίρι|χειμώνα) χωρίς (φροντίδα|θεραπεία|αντιμετώπιση)',
    ],
    b: [
      '(βαθαίν*|βαθύν*|χειροτερ*|επιδειν*|απλών*|απλωθ*|μεγαλών*|προχωρά*|προχωράει|πολλαπλασιάζ*|αυξάν*|γερν*|χάνετε|χάνεις)',
    ],
    within: 60,
  },
  // What will not come back, and time not to lose: «Μη χάνετε άλλο χρόνο — η φαλάκρα δεν γυρίζει πίσω».
  {
    a: [
      '(δεν|ποτέ δεν) (θα)? (γυρίζ*|γυρίσ*|γυρνά*|γυρνάει|ξαναγυρ*|επιστρέφ*|επιστρέψ*) πίσω',
      '(μη|μην) (χάνετε|χάνεις|σπαταλάτε|σπαταλάς) (άλλο|άλλον|πολύτιμο) χρόνο',
    ],
    b: COURSE_SUBJECTS,
    within: 60,
  },
];

/**
 * Ratings and reviews used to sell: Law 3418/2005 art. 17 (a doctor's information carries no testimonials or
 * self-praise); Directive 2005/29/EC art. 7(6) and Annex I nos. 23b–23c (reviews shown as patients' words).
 */
/** What shows a mark is a rating of the clinic: a platform of reviews, stars, patients or clients. */
const MARK_CONTEXT = [
  'google',
  'κριτικ',
  'review',
  'doctoranytime',
  'facebook',
  'αστερ',
  'star',
  '★',
  '⭐',
  'ασθεν',
  'πελατ',
  'patient',
  'client',
];

const RATINGS: NonNullable<RuleExtras['patterns']> = [
  // A mark out of 5 or 10 in words: «4,9 στα 5», "4.8 out of 5".
  {
    needs: ['στα 5', 'στα 10', 'out of', 'απο τα'],
    requires: [[...MARK_CONTEXT, 'βαθμολογ']],
    re: '(?<![\\p{N}.,])(?:[45](?:[.,]\\d{1,2})?\\s*(?:στα|απο\\s+τα|out\\s+of)\\s*5|(?:9(?:[.,]\\d{1,2})?|10)\\s*(?:στα|απο\\s+τα|out\\s+of)\\s*10)(?![\\p{N}])',
  },
  // A mark beside the platform: «στο Google Maps … με 4,9», «Google: 4,9 ★».
  {
    needs: ['google', 'facebook', 'doctoranytime', 'trustpilot'],
    re: '(?<!\\p{L})(?:google|facebook|doctoranytime|trustpilot)[^.!;?\\n]{0,40}?(?<![\\p{N}.,])[45][.,]\\d(?![\\p{N}])|(?<![\\p{N}.,])[45][.,]\\d(?![\\p{N}])[^.!;?\\n]{0,30}?(?<!\\p{L})(?:google|facebook|doctoranytime|trustpilot)',
  },
  // "Top rated", «με την υψηλότερη βαθμολογία».
  {
    needs: ['rated', 'βαθμολογ'],
    re: '(?<!\\p{L})(?:(?:top|highest|best|5-star|five-star)[\\s-]*rated|rated\\s+(?:excellent|outstanding|exceptional|great)|(?:κορυφαια|υψηλοτερη|καλυτερη|αριστη|τελεια)\\s+βαθμολογ\\p{L}*|(?:καλυτερα|πιο\\s+καλα|υψηλοτερα|αριστα)\\s+βαθμολογημεν\\p{L}*)(?!\\p{L})',
  },
  // A star beside a platform of reviews: «Google Maps ⭐», «⭐ κριτικές».
  {
    needs: ['★', '⭐', '🌟'],
    requires: [['google', 'κριτικ', 'review', 'facebook', 'doctoranytime', 'tripadvisor']],
    re: '(?:[★⭐🌟][^.!;?\\n]{0,40}?(?<!\\p{L})(?:google|κριτικ\\p{L}*|reviews?|facebook|doctoranytime)|(?<!\\p{L})(?:google|κριτικ\\p{L}*|reviews?|facebook|doctoranytime)[^.!;?\\n]{0,40}?[★⭐🌟])',
  },
  // A high mark in stars: «4.9★», «5⭐», «4,8 αστέρια».
  {
    needs: ['★', '⭐', '🌟', 'αστερ', 'star'],
    re: '(?<![\\p{N}.,])[45](?:[.,]\\d{1,2})?\\s*(?:\\/\\s*5\\s*)?(?:★|⭐|🌟|αστερια|αστερακια|αστερι|stars?)(?!\\p{L})',
  },
  // A rating out of 5 or 10 on a platform: «μέση βαθμολογία 4,8 στο Google», "rated 4.9 out of 5".
  {
    needs: ['βαθμολογ', 'rated', 'rating', 'score'],
    requires: [[...MARK_CONTEXT, '/5', '/10', 'στα 5', 'στα 10', 'out of']],
    re: '(?<!\\p{L})(?:βαθμολογ\\p{L}*|rated|rating|score)[^.!;?\\n\\d]{0,30}?(?<![\\p{N}.,])(?:[45](?:[.,]\\d{1,2})?|[89](?:[.,]\\d{1,2})?|10)(?![\\p{N}])(?:\\s*(?:\\/|στα|απο\\s+τα|out\\s+of)\\s*(?:5|10))?',
  },
  // Five-star, not of a hotel: «πεντάστερη εμπειρία», "five-star rated".
  {
    needs: ['πενταστερ', 'star'],
    re: '(?<!\\p{L})(?:πενταστερ\\p{L}*|five[\\s-]*stars?|5[\\s-]*stars?)(?!\\s+(?:ξενοδοχει|hotel|resort|εστιατορι|restaurant))(?!\\p{L})',
  },
  // Reviews praised or counted: «1.000 θετικές αξιολογήσεις», «600 κριτικές».
  {
    needs: ['κριτικ', 'αξιολογησ', 'review', 'σχολι'],
    re: '(?<!\\p{L})(?:(?:θετικ|αριστ|εξαιρετικ|διθυραμβικ|ενθουσιωδ|υπεροχ|πενταστερ|positive|glowing|excellent|rave)\\p{L}*\\s+(?:κριτικ|αξιολογησ|reviews?|βαθμολογ)\\p{L}*|\\d{2,}[\\d.,]*\\+?\\s+(?:\\p{L}+\\s+)?(?:κριτικ\\p{L}*|αξιολογησ\\p{L}*|reviews?)(?!\\p{L}))',
  },
  // An invitation to read them: «Διαβάστε τις κριτικές μας στο Google».
  {
    needs: ['κριτικ', 'αξιολογησ', 'review'],
    re: '(?<!\\p{L})(?:διαβαστε|δειτε|read|see|check\\s+out)\\s+(?:τισ\\s+|our\\s+|the\\s+)?(?:κριτικεσ|αξιολογησεισ|reviews)(?!\\p{L})',
  },
];

/**
 * A thanks for a review or kind words, addressed to its writer («Ευχαριστούμε πολύ για την κριτική σας»):
 * the reply a review asks for, no testimonial.
 */
const THANKS_FOR_REVIEW =
  '(?<!\\p{L})(?:ευχαριστουμε|ευχαριστω|thank\\s+you|thanks)(?:\\s+(?:πολυ|θερμα|so\\s+much|very\\s+much))?\\s+(?:για|for)\\s+(?:(?:την|τη|τα|τισ|τον|the|your)\\s+)?(?:(?:ομορφ|υπεροχ|καλ|ζεστ|θετικ|ευγενικ|νε|lovely|kind|nice|wonderful|great|new)\\p{L}*\\s+)?(?:κριτικ\\p{L}*|αξιολογησ\\p{L}*|λογια|σχολι\\p{L}*|reviews?|words|feedback)(?:\\s+(?:σασ|σου))?(?!\\p{L})';

/** A hotel's stars are no rating of the clinic. */
const HOTEL_STARS =
  '(ξενοδοχεί*|hotel*|resort*|εστιατόρι*) (πέντε|5|τεσσάρων|4) (αστέρων|αστεριών|stars|star)';

/** A sunscreen's UVA stars are a measure of the product, not a rating of the clinic. */
const UVA_STARS = '(UVA|UVB) (πέντε|5|τεσσάρων|4|τριών|3) (αστέρων|αστεριών|αστέρια|stars|star)';

/**
 * Openers that are not a person's name, as a reply may begin («Καλημέρα,», «Φυσικά!»): the words a
 * capital and a comma would otherwise read as a name.
 */
const NOT_NAMES =
  'Ισχύει|Σωστά|Σωστό|Αλήθεια|Πράγματι|Λοιπόν|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο|Κυριακή|Καλημέρα|Καλησπέρα|Καληνύχτα|Ευχαριστούμε|Ευχαριστώ|Ναι|Όχι|Φυσικά|Βεβαίως|Βέβαια|Σίγουρα|Γεια|Χαρά|Χρόνια|Καλό|Καλή|Καλά|Υπέροχα|Τέλεια|Ακριβώς|Δυστυχώς|Ευτυχώς|Εννοείται|Συνήθως|Γενικά|Καταρχάς|Αρχικά|Επίσης|Ωραία|Μπράβο|Συγγνώμη|Λυπούμαστε|Αγαπητοί|Φίλοι|Hello|Hi|Hey|Thanks|Thank|Yes|No|Sure|Great|Absolutely|Unfortunately|Usually|Generally|Well|Ok|Okay|Dear';

/** A treatment, as the reading writes its stem. */
const REPLY_TREATMENTS =
  'θεραπει|συνεδρι|ενεσ|επεμβασ|μεσοθεραπει|αποτριχωσ|υαλουρον|φιλλ?ερ|νηματ|πιλινγκ|λιφτινγκ|λειζερ|τοξιν|μποτοξ|\\p{L}*πλαστικ|λιποαναρροφησ|λιποδιαλυσ|κρυολιπολυσ|μικροβελονισμ|ραδιοσυχνοτ|μεταμοσχευσ|αγωγ|peeling|laser|filler|botox|hifu|prp|lifting|microneedling|morpheus|profhilo|skinbooster|mesotherapy|threads|peel|injection|treatment|session|transplant|ipl|microblading|δοσ';

/** What a treatment leaves, and where it shows: named in a reply to its reader, they are theirs. */
const REPLY_SIGNS =
  'πρηξιμ|μελανι|κοκκινισμ|ερυθροτ|ακμ|πανα|κηλιδ|μελασμ|ουλ(?:εσ|η)|τριχοπτωσ|αραιωσ|χειλ|μαλλι|μετωπ|φρυδι|ρυτιδ|swelling|bruis|redness|lips|hair|acne|melasma';

/** What speaks of the person's own course: patience, what it will do next, the next visit, aftercare. */
const REPLY_COURSE =
  'υπομον|θα\\s+(?:στρωσ|κατεβ|φαν|κατσ|απορροφ|υποχωρ|δεισ|δειτε|σβησ|πεσ|ηρεμησ)|κατσ(?:ει|ουν)|βγηκ|επιασ|μην\\s+ανησυχ|μην\\s+ξεχασ|θαυματα|οπωσ\\s+(?:το\\s+)?(?:ειχαμε|ειπαμε|συζητησαμε)|ραντεβου\\s+(?:τον|την|στον|στην)\\s+(?:αλλο|αλλη|επομεν)|επομεν\\p{L}*\\s+(?:συνεδρι|μερ|εβδομαδ)|ακομ[αη]\\s+\\d|εμεινεσ|καναμε|θα\\s+φυγ|στρωσ|εστρωσ|εκατσ|σε\\s+περιμενουμε|βαλε|βαλτε|ξεθωριαζ|προοδο|συνεχιζουμε|ηδη|ξεκινησεσ|ξεκινησατε|great\\s+to\\s+hear|nicely|growing|προσεχ|σου\\s+(?:παει|πανε|ταιριαζ)|(?:δευτερη|τριτη|τεταρτη|επομενη|τελευταια|2η|3η|4η)\\s+(?:συνεδρια|ενεση|θεραπεια|δοση)|θα\\s+κανει\\s+(?:\\p{L}+\\s+){0,2}?διαφορα|σε\\s+λιγ\\p{L}*\\s+(?:μερ|μην|εβδομαδ)|working|worked|healing|settle';

/**
 * A public reply that calls its reader by name and speaks of a treatment as theirs («Κώστα, η μεσοθεραπεία
 * θέλει υπομονή»): medical confidentiality (Law 3418/2005 art. 13) and GDPR art. 9.
 */
/** A reader called by name: at the start («Κώστα, …», «Χαρά μας, Δήμητρα!») or after a clause («…, Λίνα!»). */
const VOCATIVE = `(?:^\\s*(?:(?:${asWritten('καλημερα|καλησπερα|γεια\\s+σου|γεια\\s+σασ|ευχαριστουμε(?:\\s+πολυ)?|χαρα\\s+μασ|thank\\s+you|thanks|hi|hello|dear|αγαπητη|αγαπητε')})[\\s,!]*)?|,\\s*)(?!(?:${NOT_NAMES})(?!\\p{L}))\\p{Lu}\\p{Ll}{2,}(?:\\s+${asWritten('(?:μου|μασ)')})?\\s*[,!.]`;

/** A medicine's nickname in quotation marks: a pill, a pen, a drop, an injection, «the strong ones». */
const REMEDY_WORD =
  '(?<!\\p{L})(?:χαπ|χαπακ|σταγον|σταγονιτσ|πεν|πενουλ|πενακ|ενεσ|ενεσακ|δυνατ|λευκ|ροζ|μπλε|jak|στυλο)\\p{L}*';
const NICKNAMED_REMEDY = `[«"“][^»"”\\n]{0,40}?${REMEDY_WORD}[^»"”\\n]{0,40}?[»"”]`;
/** What such a medicine is sold for: weight, sleep, anxiety, hair, fertility, focus, erection, pain, an animal's itch. */
const WHAT_IT_IS_FOR =
  '(?<!\\p{L})(?:αδυνατ|κιλ|στομαχ|ορεξ|πειν|ηρεμ|ξυν|φαγουρ|υπν|αυπν|κοιμ|αγχ|πανικ|φαλακρ|τριχοπτ|ωορρηξ|γονιμ|συγκεντρωσ|διαβασ|εξεταστικ|στυσ|παυσιπον|πον|ρυτιδ|βλεφαριδ|επιπεδ)\\p{L}*';

/** Classes of prescription medicines, as the reading writes them, not when the reader already takes them. */
const MEDICINE_CLASS =
  '(?<!(?:παιρνετε|παιρνεισ|παιρνει|λαμβανετε|λαμβανεισ|κανετε|ακολουθειτε|σταματησ\\p{L}*|διακοψ\\p{L}*|μετα\\s+(?:απο\\s+)?(?:τα|τισ|τη|την|τουσ))\\s+(?:\\p{L}+\\s+)?)(?<!\\p{L})(?:στατιν|αντικαταθλιπτικ|ρετινοειδ|ορμονοθεραπει|βιολογικ\\p{L}*\\s+(?:παραγοντ|θεραπει|φαρμακ)|αντισυλληπτικ\\p{L}*\\s+χαπι|ενεσιμ\\p{L}*\\s+(?:θεραπει|φαρμακ|σκευασματ)\\p{L}*\\s+(?:για\\s+)?(?:την\\s+)?(?:παχυσαρκια|απωλεια\\s+βαρουσ))\\p{L}*';
/** What offers a class to the reader: it suits, it is the answer, it is here, come and book. */
const CLASS_OFFERED =
  '(?<!\\p{L})(?:ταιριαζ|καταλληλ|υποψηφι|λυση|χρειαζεσαι|χρειαζεστε|αλλαξει\\s+τη\\s+ζωη|ειναι\\s+εδω|ξεκινησ|προστατευσ|προστατεψ|κλειστε|κλεισε|ελατε)\\p{L}*';

/**
 * A medical act, a test or a course a reply may tell of a named person (stems of the reading, found inside
 * words too: «αρθροπλαστική», «εμβρυομεταφορά», «αμυγδαλεκτομή»).
 */
const REPLY_MEDICAL = `${REPLY_TREATMENTS}|εκτομ|σκοπησ|γραφημα|μεταφορ|ωοληψ|εξωσωματικ|icsi|ivf|fue|graft|μοσχευμ|ναρθηκ|σιδερακ|εμφυτευμ|psa|μαγνητικ|αξονικ|υπερηχ|bbl|ρηξη|χιαστ|καταγμ|αμυγδαλ|κρεατακ|χημειοθεραπ|ακτινοθεραπ|βιοψι|κυησ|ινσουλιν|αρθρο|χειρουργ|ορθοδοντ|εξαγωγ|απονευρωσ|εμφραξ|μοναδ|μετωπ|βλεφαρ|νυχ`;

/**
 * What tells a named person's own course: it went well or was done («τα πήγε», «πέτυχαν», «ξεκίνησε»), a
 * result read out («έδειξε», «ανέβηκε», «θετικό»), the person as the clinic's patient.
 */
const REPLY_CONFIRMS =
  'πηγε|πηγαν|πετυχ|εδειξ|ξεκινησ|ηρθ|καναμε|εκανε|ειχαμε\\s+κανει|θυμομαστε|περπατουσε|εισαι\\s+αλλοσ|εισαι\\s+αλλη|ειδατε\\s+στ|ανεβηκ|κατεβηκ|θετικ|αρνητικ|ασθεν|ζευγαρ\\p{L}*\\s+μασ|ευχαριστουμε\\s+για\\s+τη\\s+συστασ|περπαταει|βλεπουμε\\s+ξανα|ξανα\\s+στο';

/** A person named in a reply: called at its start, or told of with an article («η Βάσω», «του Λευτέρη», «η κυρία Ελένη»). */
const NAMED_PERSON = `(?:^\\s*(?:(?:${asWritten('αγαπημενη\\s+μασ|αγαπημενε\\s+μασ|αγαπητη|αγαπητε|κυρια|κυριε|ναι|ευχαριστουμε')})[\\s,!]*)?(?!(?:${NOT_NAMES})(?!\\p{L}))\\p{Lu}\\p{Ll}{2,}\\s*[,!]|(?<!\\p{L})(?:${asWritten('η|ο|τησ|του|τη|την|τον|στην|στη|στον')})\\s+(?:(?:${asWritten('κυρια|κυριοσ|κυριου')}|κ\\.)\\s*)?(?!(?:${NOT_NAMES})(?!\\p{L}))\\p{Lu}\\p{Ll}{2,}(?!\\p{L}))`;

const NAMED_REPLIES: NonNullable<RuleExtras['patterns']> = [
  // «Η κυρία Ελένη τα πήγε εξαιρετικά στην ολική αρθροπλαστική», «Αντώνη, το PSA σου ανέβηκε λίγο».
  {
    onSource: true,
    needs: [],
    re: `^(?=[^]*?(?<!\\p{L})(?:${asWritten(REPLY_CONFIRMS)}))(?=[^]*?(?:${asWritten(REPLY_MEDICAL)}))[^]*?${NAMED_PERSON}`,
  },
  {
    onSource: true,
    needs: [',', '!'],
    re: `^(?=[^]*?(?<!\\p{L})(?:${asWritten(REPLY_COURSE)}))(?=[^]*?(?<!\\p{L})(?:${asWritten(`${REPLY_TREATMENTS}|${REPLY_SIGNS}`)}))[^]{0,80}?${VOCATIVE}`,
  },
];

/**
 * An offer told by implication, no price named: a code word at the reception, gifts for the reader,
 * «something for you» with a wink at the price, a discount on the next appointment, a friend brought
 * along for a reward. Law 3418/2005 art. 17 (a doctor's services are not sold by inducements), Directive
 * 2005/29/EC art. 6 (an offer hidden is still an offer).
 */
const IMPLIED_OFFERS: NonNullable<RuleExtras['patterns']> = [
  // «Κλείστε 2 συνεδρίες και η 3η είναι δική μας».
  {
    needs: ['δικη μασ', 'πανω μασ', 'κερασμεν', 'on us', 'απο εμασ'],
    requires: [['συνεδρι', 'θεραπει', 'ενεσ', 'laser', 'ζων', 'περιοχ', 'session', 'treatment']],
    re: '(?<!\\p{L})(?:δευτερ|τριτ|τεταρτ|πεμπτ|εκτ|επομεν|[2-9]η|[2-9]οσ)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:ειναι\\s+|ειν\\s+)?(?:δικη\\s+μασ|δικο\\s+μασ|πανω\\s+μασ|απο\\s+εμασ|κερασμεν\\p{L}*|on\\s+us)',
  },
  // A medical act «δική μας» this time: «Αυτή τη φορά η κατάψυξη ωαρίων είναι δική μας».
  {
    needs: ['δικη μασ', 'δικο μασ', 'δικα μασ'],
    re: '(?<!\\p{L})(?:καταψυξ|ωοληψ|εμβρυομεταφορ|συνεδρι|θεραπει|ενεσ|εξετασ|επισκεψ|εκτιμησ|αποτριχωσ|peeling|laser|μεσοθεραπει|υπερηχογραφημ|καθαρισμ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,3}?(?:ειναι|ειν)\\s+(?:δικη|δικο|δικα|δικεσ)\\s+μασ(?!\\p{L})',
  },
  // «Η δεύτερη ζώνη… κερασμένη»: a pause before the gift.
  {
    needs: ['δωρ', 'κερασ', 'χαριζ'],
    re: '(?<!\\p{L})(?:δευτερ|τριτ|επομεν|2η|3η)\\p{L}*\\s+(?:συνεδρι|ζων|περιοχ|θεραπει|ενεσ|εφαρμογ)\\p{L}*[\\s.…,!-]{1,8}(?:δωρο|δωρεαν|κερασμεν\\p{L}*|χαριζουμε)(?!\\p{L})',
  },
  {
    needs: ['λεξη', 'κωδικη'],
    re: '(?<!\\p{L})(?:πεσ|πειτε|πεστε|αναφερετε|αναφερε)\\s+(?:μασ\\s+)?(?:τη|την|τον)\\s+(?:μαγικη\\s+|κωδικη\\s+)?(?:λεξη|φραση)(?!\\p{L})',
  },
  {
    needs: ['δωρα', 'δωρο'],
    re: '(?<!\\p{L})(?:εσεισ\\s+|εσυ\\s+)?(?:παιρνετε|παιρνεισ|κερδιζετε|κερδιζεισ|περιμενουν)\\s+(?:εσεισ\\s+)?(?:τα\\s+|το\\s+|ενα\\s+)?(?:δωρα|δωρο|δωρακια)(?!\\p{L})',
  },
  {
    needs: ['για εσασ', 'για σασ', 'για εσενα', 'για σενα'],
    requires: [['🎁', 'τιμη', 'τιμεσ', 'dm', 'εκπτωσ', 'δωρ']],
    re: '(?<!\\p{L})κατι\\s+(?:πολυ\\s+)?(?:καλο|ξεχωριστο|ειδικο|θα\\s+βρουμε|εχουμε)\\s+(?:και\\s+)?για\\s+(?:εσασ|σασ|εσενα|σενα)(?!\\p{L})',
  },
  {
    needs: ['εκπτωσ', '%', 'δωρο', 'κερασμ'],
    requires: [['ραντεβου', 'επισκεψ']],
    re: '(?<!\\p{L})(?:εκπτωσ\\p{L}*|\\d+\\s*%|δωρο|κερασμεν\\p{L}*)\\s+(?:στο|στην|για\\s+το|για\\s+την)\\s+(?:επομεν|πρωτ|1ο|1η|δευτερ)\\p{L}*\\s+(?:ραντεβου|επισκεψ\\p{L}*)',
  },
  {
    needs: ['φιλη', 'φιλο', 'friend'],
    requires: [['κερδ', 'εκπτωσ', '%', 'δωρο', 'δωρεαν', 'κερασ', 'free', 'off']],
    re: '(?<!\\p{L})(?:φερ\\p{L}*|φερτε|bring|refer)\\s+(?:μαζι\\s+(?:σου|σασ)\\s+)?(?:μια|μια|ενα|εναν|τη|την|τον|a|your)?\\s*(?:φιλη|φιλο|φιλεσ|φιλουσ|κολλητη|κολλητο|friend|bestie)(?!\\p{L})',
  },
];

/**
 * Influence lent to the clinic: an account's followers, a collaboration with an account, a favourite of a
 * known person, an award, a share of doctors who recommend it. Directive 2001/83/EC art. 90(f) and (g)
 * (recommendation by scientists, health professionals or well-known persons), Law 3418/2005 art. 17 (no
 * self-praise).
 */
const INFLUENCE: NonNullable<RuleExtras['patterns']> = [
  // «@helenaglow (1.2M followers)»: an account's reach lent to the clinic.
  {
    needs: ['followers', 'ακολουθ'],
    re: '@[\\p{L}\\p{N}_.]+[\\s(,-]{1,4}\\d+(?:[.,]\\d+)?\\s*(?:k|m|χιλ\\p{L}*|εκατ\\p{L}*)\\.?\\s*(?:followers|ακολουθ\\p{L}*)',
  },
  // «Η @maria.fit, με πάνω από 200 χιλιάδες ακόλουθους, ήρθε για…»: the reach said in more words.
  {
    needs: ['followers', 'ακολουθ'],
    re: '@[\\p{L}\\p{N}_.]+[^.!;?\\n]{0,30}?\\d+(?:[.,]\\d+)?\\s*(?:k|m|χιλ\\p{L}*|εκατ\\p{L}*)\\.?\\s*(?:followers|ακολουθ\\p{L}*)',
  },
  // An account that came for an act: «Η @eleni_style μας επισκέφθηκε για το πρώτο της peeling».
  {
    needs: ['@'],
    re: '@[\\p{L}\\p{N}_.]{3,}[^.!;?\\n]{0,60}?(?:μασ\\s+)?(?:επισκεφτηκε|επισκεφθηκε|ηρθε|περασε\\s+απο\\s+(?:το\\s+ιατρειο|την\\s+κλινικη|εδω)|εκανε)\\s+(?:σημερα\\s+|χθεσ\\s+)?(?:για\\s+)?(?:το|την|τη|τα|τισ|τον)\\s+(?:πρωτ\\p{L}*\\s+)?(?:(?:του|τησ)\\s+)?\\p{L}+',
  },
  // A professor's or an academic's word about the clinic, quoted: «Όπως είπε καθηγητής του Πανεπιστημίου, «η
  // ομάδα αυτή είναι από τις καλύτερες»».
  {
    needs: ['καθηγητ', 'πανεπιστημ', 'ακαδημαικ', 'προεδρ'],
    re: '(?<!\\p{L})(?:καθηγητ|πανεπιστημ|ακαδημαικ|προεδρ)\\p{L}*[^\\n]{0,80}?[«"“][^»"”\\n]{0,80}?(?:κεντρο|κλινικη|ιατρειο|ομαδα|γιατροσ|γιατρο|χειρουργ)\\p{L}*[^»"”\\n]{0,80}?(?:αναφορα|καλυτερ|κορυφ|πρωτ|μοναδικ|εξαιρετικ|αριστ|σημειο|προτυπ)\\p{L}*',
  },
  // «Collab με την @fitmom_gr», «σε συνεργασία με τη @…».
  {
    needs: ['@'],
    re: '(?<!\\p{L})(?:collab\\p{L}*|συνεργασια|συνεργαζομαστε|partnership|ambassador|πρεσβειρ\\p{L}*)[^\\p{L}\\p{N}@]{1,8}(?:με\\s+|with\\s+)?(?:την\\s+|τη\\s+|τον\\s+|το\\s+)?@',
  },
  // «Η αγαπημένη κλινική της @…», «η αγαπημένη θεραπεία προσώπου της Kim».
  {
    needs: ['αγαπημεν', 'favourite', 'favorite'],
    re: '(?<!\\p{L})(?:αγαπημεν\\p{L}*|favou?rite)\\s+(?:κλινικ|ιατρει|γιατρ|δερματολογ|θεραπει|clinic|doctor|treatment)\\p{L}*(?:\\s+\\p{L}+){0,2}?\\s+(?:τησ|του|of)\\s+(?:@|\\p{L}+\\s+@|(?!μασ|σασ|ολων|πολλων|ομαδ|εποχ|χρονι|σεζον|καλοκαιρ|χειμων|ανοιξ|φθινοπωρ|εβδομαδ|μηνα|γιατρ|ιατρ|δερματολογ|κλινικ|ιατρει|πολησ|γειτονι)\\p{L})',
  },
  // An award told to sell: «Βραβείο «Καλύτερη Κλινική»», "award-winning doctors".
  {
    needs: ['βραβ', 'award'],
    re: '(?<!\\p{L})(?:βραβει\\p{L}*|βραβευ\\p{L}*|award[\\s-]*winning|awarded|award)(?:[\\s«»"“”:]+\\p{L}+){0,3}?[\\s«»"“”:]+(?:καλυτερ|κορυφαι|πρωτ|best|top|no\\s*1|νο\\s*1)\\p{L}*|(?<!\\p{L})award[\\s-]*winning\\s+(?:doctors?|clinic|team|dermatologists?|results)',
  },
  // «Βραβευμένη κλινική», "award-winning clinic".
  {
    needs: ['βραβευμεν'],
    re: '(?<!\\p{L})βραβευμεν\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:κλινικ|ιατρει|γιατρ|ιατρ|δερματολογ|ομαδ|κεντρ|χειρουργ)\\p{L}*',
  },
  // «4 στους 5 γιατρούς συστήνουν».
  {
    needs: ['στουσ', 'out of', ' in '],
    requires: [['γιατρ', 'ιατρ', 'δερματολογ', 'ειδικ', 'doctors', 'dermatologists', 'experts']],
    re: '(?<![\\p{N}])\\d+\\s*(?:στουσ|out\\s+of|in)\\s*\\d+\\s+(?:γιατρ|ιατρ|δερματολογ|ειδικ|doctors|dermatologists|experts)\\p{L}*',
  },
];

/**
 * A patient's own words brought into the clinic's post: a repost of their story, a review shown as news,
 * what a patient said or wrote, an invitation to tell how a treatment felt. Directive 2001/83/EC art. 90,
 * Law 3418/2005 art. 17 (no testimonials), GDPR art. 9.
 */
const PATIENTS_WORDS: NonNullable<RuleExtras['patterns']> = [
  // A patient's own story or post shown: «μας έκανε tag στο story της», «δείτε το story της».
  {
    needs: ['tag', 'mention', 'story', 'stories', 'reel', 'προφιλ'],
    requires: [['θεραπ', 'συνεδρ', 'πελατ', 'ασθεν', 'αποτελεσμ', 'laser', 'εμπειρι', 'tag', '@', 'μασ']],
    re: '(?<!\\p{L})(?:μασ\\s+(?:εκανε|εκαναν|κανει|κανουν)\\s+(?:tag|mention)|(?:στο|το|στα|τα)\\s+(?:story|stories|reel|reels|προφιλ)\\s+(?:τησ|του)(?!\\s+(?:ιατρει|κλινικ|ομαδ|γιατρ|ιατρ|δερματολογ|εταιρει|συλλογ|εοφ)))(?!\\p{L})',
  },
  // «Ευχαριστούμε την @… που μας εμπιστεύτηκε»: a patient named by their account.
  {
    needs: ['@'],
    re: '@[\\p{L}\\p{N}_.]+\\s+(?:που\\s+)?(?:μασ\\s+)?(?:εμπιστευτηκε|επελεξε|επισκεφθηκε|επισκεφτηκε|διαλεξε|ηρθε|εκανε)(?!\\p{L})',
  },
  {
    needs: ['repost', 'regram', 'reshare', 'αναδημοσιευ', 'κοινοποιουμε'],
    re: '(?<!\\p{L})(?:repost|regram|reshare|αναδημοσιευ\\p{L}*|κοινοποιουμε)(?:\\s+\\p{L}+){0,2}?[^.!;?\\n]{0,40}?(?:@|πελατ|ασθεν|κριτικ|review|[«"“])',
  },
  {
    onSource: true,
    needs: ['όπως', 'οπως'],
    re: '(?<!\\p{L})(?:[Όό]πως|[Οο]πως)\\s+(?:μας\\s+)?(?:γράφει|έγραψε|σχολίασε|μοιράστηκε)\\s+(?:και\\s+)?(?:η|ο)\\s+(?!Δρ|Dr)\\p{Lu}\\p{Ll}+',
  },
  {
    needs: ['κριτικ', 'αξιολογησ', 'review'],
    re: '(?<!\\p{L})(?:νεα|νεεσ|αλλη\\s+μια|ακομα\\s+μια|new)\\s+(?:κριτικ\\p{L}*|αξιολογησ\\p{L}*|reviews?)(?!\\p{L})',
  },
  {
    needs: ['ειπε', 'εγραψε', 'λεει'],
    re: '(?<!\\p{L})μασ\\s+(?:το\\s+)?(?:ειπε|εγραψε|λεει)\\s+(?:η|ο)\\s+(?:κυρια|κυριοσ|πελατισσα|πελατησ|ασθενησ)(?!\\p{L})',
  },
  {
    needs: ['πειτε', 'πεστε', 'γραψτε', 'μοιραστειτε'],
    requires: [CASE_MATTER_LITERALS],
    re: '(?<!\\p{L})(?:πειτε|πεστε|γραψτε|μοιραστειτε)\\s+(?:μασ\\s+)?(?:\\p{L}+\\s+){0,3}?(?:πωσ\\s+(?:νιωσατε|σασ\\s+φανηκε|ηταν)|την\\s+εμπειρια\\s+σασ|τα\\s+αποτελεσματα\\s+σασ)',
  },
];

/**
 * Painlessness told by a comparison or a story: «σαν τσίμπημα κουνουπιού», «το μόνο που θα νιώσετε είναι
 * ένα ζέσταμα». Directive 2001/83/EC art. 90, Regulation (EU) 655/2013 (the experience of pain differs).
 */
const PAIN_STORIES: NonNullable<RuleExtras['patterns']> = [
  // «Η Μαρία κοιμήθηκε σε όλη τη συνεδρία».
  {
    needs: ['κοιμ', 'ροχαλ', 'asleep'],
    re: '(?<!\\p{L})(?:κοιμηθηκ|αποκοιμηθηκ|αποκοιμι|κοιμουνται|κοιμαται|ροχαλ|fell\\s+asleep|falls?\\s+asleep)\\p{L}*\\s+(?:\\p{L}+\\s+){0,4}?(?:συνεδρι(?:α|εσ|ων|ασ)(?!\\p{L})|(?:θεραπει|ενεσ|laser|αποτριχωσ|session|treatment)\\p{L}*)',
  },
  // «Πιο χαλαρωτικό κι από μασάζ».
  {
    needs: ['μασαζ', 'σπα', 'spa', 'massage'],
    requires: [['χαλαρωτικ', 'ευχαριστ', 'ανετ', 'ξεκουραστ', 'relaxing', 'comfortable']],
    re: '(?<!\\p{L})(?:πιο\\s+)?(?:χαλαρωτικ|ευχαριστ|ανετ|ξεκουραστ|relaxing|comfortable)\\p{L}*\\s+(?:κι\\s+|και\\s+)?(?:απο|than)\\s+(?:ενα\\s+|a\\s+)?(?:μασαζ|σπα|spa|massage)',
  },
  {
    needs: ['τσιμπημα', 'τσιμπηματακι', 'bite'],
    re: '(?<!\\p{L})(?:σαν|οπωσ|σα|like)\\s+(?:ενα\\s+|a\\s+)?(?:(?:τσιμπημα|τσιμπηματακι)\\s+(?:κουνουπιου|μυρμηγκιου)|mosquito\\s+bite|ant\\s+bite)',
  },
  {
    needs: ['το μονο που', 'all you'],
    re: "(?<!\\p{L})(?:το\\s+μονο\\s+που\\s+θα\\s+(?:νιωσ|αισθαν|καταλαβ)\\p{L}*|all\\s+you\\s*(?:will|ll|’ll|'ll)\\s+feel\\s+is)",
  },
];

/** The extras of each rule these concepts add, by rule id. */
/** What is called a named person's in a case shown: an act, its result, a feature (as written, any case). */
const NAMED_RESULT_STEMS = [
  'αποτέλεσμα',
  'αποτελέσματα',
  'ρινοπλαστική',
  'μεταμόσχευση',
  'βλεφαροπλαστική',
  'λιποαναρρόφηση',
  'αυξητική',
  'κοιλιοπλαστική',
  'μεταμόρφωση',
  'χαμόγελο',
  'σιδεράκια',
  'χείλη',
  'μύτη',
];
const NAMED_RESULT_WORDS = NAMED_RESULT_STEMS.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join(
  '|',
);
const NAMED_RESULT_NEEDS = NAMED_RESULT_STEMS;

/** Slimming medicines described, not named: «ενέσεις αδυνατίσματος», «χάπια για απώλεια βάρους». */
const SLIMMING_MEDICINES =
  '(?<!\\p{L})(?:ενεσ|σκευασμ|φαρμακ|χαπι)\\p{L}*\\s+(?:για\\s+)?(?:αδυνατισμ|απωλειασ\\s+βαρουσ)\\p{L}*';

/** What warns against them: counterfeits, scammers, a doctor's prescription only, never bought online. */
const SLIMMING_WARNING =
  '(?:πλαστ|παραποιημεν|μαιμου|απομιμησ|counterfeit|fake|προειδοποι|μη\\s+εγκεκριμεν|απατεων|συνταγογραφ\\p{L}*\\s+μονο\\s+(?:ο\\s+|η\\s+)?(?:γιατρ|ιατρ)|μην?\\s+(?:τα\\s+|το\\s+|τισ\\s+)?αγοραζ\\p{L}*\\s+(?:απο\\s+το\\s+|στο\\s+)?(?:ιντερνετ|διαδικτυο|online))';

export const CONCEPT_EXTRAS: Record<string, RuleExtras> = {
  // A prescription-only medicine described by what it does, or misspelt, is still advertised: Directive
  // 2001/83/EC art. 88(1), ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013 (EOF: the substance named or described is advertising).
  'prescription-medicine': {
    // The warning's words between the description and the warning itself (what the medicines are, who
    // gives them): no medicine named in them is excused.
    allowedBesideNames: [`${SLIMMING_MEDICINES}[^\\n]{0,200}?${SLIMMING_WARNING}`],
    // An allergy asked about or told of names a medicine to avoid, not one to buy: «Ενημερώστε μας αν έχετε
    // αλλεργία στην αμοξικιλλίνη», "allergic to penicillin". The allergy reaches to the next comma.
    allowedPatterns: [
      // That a prescription medicine is given only on a prescription: «Κάθε συνταγογραφούμενο φάρμακο
      // χορηγείται μόνο με ιατρική συνταγή».
      '(?<!\\p{L})(?:καθε\\s+|ολα\\s+τα\\s+|τα\\s+)?(?:σκευασματ\\p{L}*\\s+(?:που\\s+περιεχουν|με)\\s+)?συνταγογραφουμεν\\p{L}*\\s+(?:φαρμακ|ουσι|σκευασματ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,3}?(?:μονο|αποκλειστικα)\\s+(?:με|απο|μετα|κατοπιν)[^.!;?\\n]{0,60}',
      // A warning against slimming injections sold online as counterfeits or by scammers, or told to be a
      // doctor's prescription only and never bought online: «Ενέσεις αδυνατίσματος από το ίντερνετ; Ο ΕΟΦ
      // προειδοποιεί για πλαστά σκευάσματα», «…τα συνταγογραφεί μόνο γιατρός» (a description, never a name).
      `${SLIMMING_MEDICINES}(?=[^\\n]{0,200}?${SLIMMING_WARNING})`,
      '(?<!\\p{L})(?:αλλεργ|δυσανεξ|allerg|intoleran)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:στην|στη|στον|στο|στα|στισ|στουσ|σε|σ|to|of)\\s+[^.!;?\\n,]{0,50}',
    ],
    patterns: [
      // A medicine riddled by its first and last letters: «αρχίζουν από Ζ και τελειώνουν σε ξ», «Ξεκινάει με «Ο»
      // και τελειώνει σε «-πικ»» (a brand named without its name is still advertised, Directive 2001/83/EC
      // art. 88).
      {
        needs: ['τελειων'],
        re: '(?<!\\p{L})(?:αρχιζ|ξεκιν)\\p{L}*\\s+(?:απο|με)\\s+(?:το\\s+)?[«"“\']?\\p{L}[»"”\']?(?!\\p{L})[^.!;?\\n]{0,40}?(?<!\\p{L})τελειων\\p{L}*\\s+(?:σε|με)\\s+[«"“\']?-?\\p{L}{1,5}[»"”\']?(?!\\p{L})',
      },
      // Anabolic steroids sold as «vitamins» for bulk: «Κούρα «βιταμινών» για όγκο 💪», «οι «βιταμίνες» του
      // γυμναστηρίου».
      {
        needs: ['βιταμιν', 'συμπληρωματ', 'ενεσουλ'],
        re: '[«"“](?:βιταμιν|συμπληρωματ|ενεσουλ)\\p{L}*[»"”][^.!;?\\n]{0,60}?(?:(?<!\\p{L})(?:ογκο|μυικ|γραμμωσ|γυμναστηρι|φουσκωμ)|💉|💪)',
      },
      // A medicine by its ATC code, written for those who know it: «Θεραπεία M03AX01 για τις γραμμές έκφρασης»,
      // «Πρόγραμμα A10BJ06, μία ένεση την εβδομάδα» (botulinum toxin, the GLP-1 analogues, and the other classes
      // of ATC_CODES_WRITTEN in medicine-data.ts), over the text as written (the reading turns digits in a word
      // into letters).
      {
        needs: ATC_CODE_NEEDS,
        onSource: true,
        re: `(?<![\\p{L}\\p{N}])(?:${ATC_CODE_SOURCE})(?![\\p{L}\\p{N}])`,
      },
      // The toxin by its units beside the face's zones it is injected into: «Full face 50 units», «7€/U, ελάχιστο
      // 20U. Μέτωπο, glabella, crow's feet».
      {
        needs: ['unit', 'μοναδ', 'u'],
        re: "(?:(?<![\\p{L}\\p{N}])\\d+\\s*(?:u|iu|units?|μοναδεσ|μοναδων)|€\\s*/\\s*u|(?<!\\p{L})ανα\\s+μοναδα|(?<!\\p{L})per\\s+unit)(?![\\p{L}])(?:(?=[\\s\\S]*(?<!\\p{L})(?:μετωπ|μεσοφρυ|ποδι\\s+(?:τησ\\s+)?χηνασ|ποδαρακια\\s+τησ\\s+χηνασ|glabella|crow['’]?s\\s+feet|full\\s+face|bunny\\s+lines|masseter|μασητηρ|gummy\\s+smile))|(?<=(?<!\\p{L})(?:μετωπ|μεσοφρυ|ποδι\\s+(?:τησ\\s+)?χηνασ|glabella|crow['’]?s\\s+feet|full\\s+face|bunny\\s+lines|masseter|μασητηρ)[\\s\\S]*))",
      },
      // A GLP-1 analogue by its doses climbed week by week, or its pen by its strength: «0,25 → 0,5 → 1 → 1,7 → 2,4
      // mg», «Ξεκινάμε από 0,25 και ανεβαίνουμε», «διαθέσιμα πενάκια του 1mg».
      {
        needs: ['0,25', '0.25', 'mg'],
        re: '(?<![\\p{N}.,])0[.,]25(?:\\s*mg)?[^\\p{L}\\p{N}]{1,8}(?:0[.,]5|και\\s+ανεβ|ανεβ)|(?<!\\p{L})(?:ξεκιν|αρχιζ|αρχη)\\p{L}*\\s+(?:απο|με)\\s+(?:τα\\s+|το\\s+)?0[.,]25(?![\\p{N}])|(?<!\\p{L})(?:πενακι|πεν|pens?|στυλο|στυλακι)\\p{L}*\\s+(?:του\\s+|των\\s+)?\\d+(?:[.,]\\d+)?\\s*mg',
      },
      // The weekly pen described without its name: «μπλε, έχει ένα κουμπάκι, το πατάς μια φορά την εβδομάδα και τα
      // τζιν σου αρχίζουν να πέφτουν», «Ήρθαν τα «μπλε στυλό»… δεν χρειάζεται χαρτί».
      {
        needs: ['εβδομαδα', 'στυλο'],
        re: '(?<!\\p{L})(?:(?:μια|μια\\s+φορα|1\\s+φορα|μια\\s+ενεση|ενα\\s+τσιμπημα|ενα\\s+κλικ)\\s+(?:φορα\\s+)?(?:την|τη)\\s+εβδομαδα(?=[\\s\\S]*(?<!\\p{L})(?:τζιν|κιλ|ζυγαρι|νουμερο|ρουχα|βαρ(?:οσ|ουσ)|αδυνατ))(?<=(?:πατασ|πατατε|κουμπ|στυλο|πεν|ενεσ|τσιμπημ)[\\s\\S]*)|[«"“]?(?:μπλε|μωβ|πορτοκαλι)\\s+(?:στυλο|στυλακια|στυλακι|πενακια|πενακι|pens?)[»"”]?(?=[\\s\\S]*(?<!\\p{L})(?:δεν\\s+χρειαζεται\\s+(?:χαρτι|συνταγ)|χωρισ\\s+(?:χαρτι|συνταγ)|κιλ|βαρ(?:οσ|ουσ)|εβδομαδ|τζιν|inbox|dm)))',
      },
      // A prescription medicine offered past its prescription: a class of them or a brand with its strength
      // beside «χωρίς συνταγή / εξέταση / ερωτήσεις», then something the reader is told to do or is done for
      // them («Ισχυρό οπιοειδές παυσίπονο χωρίς συνταγή; Ελάτε… το κανονίζουμε εμείς», «Αντιβίωση για το
      // σκυλάκι σου χωρίς εξέταση; … τα στέλνουμε με courier», «Pantoloc 40 + Motilium… χωρίς να περιμένετε
      // συνταγή — περάστε»). Not advice against it: «Μην παίρνετε αντιβιοτικά χωρίς συνταγή».
      {
        needs: ['χωρισ', 'χρειαζεται', 'ρωταμε', 'αλλου'],
        ...medicineLed(PRESCRIPTION_BYPASSED),
      },
      // The prescription as an emoji, refused beside a pill: «Αϋπνία; 💊😴 … Χωρίς 📝. DM.».
      {
        onSource: true,
        needs: ['📝', '🧾', '📄', '📃'],
        re: '💊[^\\n]{0,120}?(?<!\\p{L})(?:[Χχ]ωρίς|ΧΩΡΙΣ)\\s*(?:📝|🧾|📄|📃)|(?<!\\p{L})(?:[Χχ]ωρίς|ΧΩΡΙΣ)\\s*(?:📝|🧾|📄|📃)[^\\n]{0,120}?💊',
      },
      // What the reader asks for, not named «for obvious reasons», to be fetched without papers: «Αυτό που ψάχνετε
      // δεν το γράφουμε εδώ… περάστε από το φαρμακείο… Δεν χρειάζεται τίποτα άλλο», «Για αυτό που ρωτάτε, περάστε
      // … χωρίς χαρτιά» (Directive 2001/83/EC art. 88(1): a prescription medicine offered past its prescription).
      {
        needs: ['ψαχνετε', 'ζητατε', 'ρωτατε', 'ρωτησατε'],
        requires: [['τιποτα αλλο', 'χαρτι', 'ευνοητ']],
        re: '(?<!\\p{L})(?:ψαχνετε|ζητατε|ρωτατε|ρωτησατε)(?!\\p{L})[^\\n]{0,120}?(?<!\\p{L})(?:περαστε|περασετε|ελατε|ερθετε|περασε|ελα)(?!\\p{L})[^\\n]{0,120}?(?<!\\p{L})(?:δεν\\s+χρειαζεται\\s+τιποτα\\s+αλλο|χωρισ\\s+(?:χαρτι|χαρτια|χαρτακι|χαρτακια)(?!\\p{L}))',
      },
      // A prescription medicine with its prescription made a formality: written after one online session, sent to
      // the phone in minutes, given the same day at a first visit («Αγχολυτικά με μία μόνο online συνεδρία· η
      // συνταγή στο κινητό σας σε 10 λεπτά», «Ορμονικά αντισυλληπτικά… με συνταγή την ίδια μέρα»); a hormone offered
      // to men or women «χωρίς αναμονή» or «με διακριτικότητα» (Directive 2001/83/EC art. 88(1)). Not refused or
      // warned against before it.
      {
        needs: ['συνταγ', 'συνεδρια', 'κληση', 'επισκεψη', 'συνομιλια'],
        ...medicineLed(
          `(?<!(?:μην?|δεν|δε|ουτε|ποτε)(?:\\s+\\p{L}+){0,3}\\s+)${MEDICINE_OR_BRAND}[^\\n]{0,120}?(?<!\\p{L})(?:(?:με|μετα\\s+απο)\\s+(?:μονο\\s+)?(?:μια|ενα|μιασ)\\s+(?:μονο\\s+)?(?:online|διαδικτυακη|τηλεφωνικη|βιντεο)\\s*-?\\s*(?:συνεδρια|κληση|επισκεψη|συνομιλια)|συνταγ\\p{L}*\\s+(?:(?:στο\\s+κινητο|στο\\s+email|με\\s+sms)(?:\\s+σασ|\\s+σου)?\\s+)?(?:την\\s+ιδια\\s+(?:μερα|ημερα|στιγμη)|αυθημερον|(?:μεσα\\s+)?σε\\s+(?:\\d+|πεντε|δεκα|λιγα|μερικα)\\s+λεπτα))`,
        ),
      },
      {
        needs: ['αναμονη', 'διακριτικ', 'εχεμυθ'],
        re: '(?<!(?:μην?|δεν|δε|ουτε|ποτε)(?:\\s+\\p{L}+){0,3}\\s+)(?<!\\p{L})(?:τεστοστερον|οιστρογον|θυροξιν|αυξητικ\\p{L}*\\s+ορμον|ορμον)\\p{L}*\\s+(?:για|σε)\\s+(?:τουσ\\s+|τισ\\s+)?(?:κυριουσ|αντρεσ|ανδρεσ|γυναικεσ|κυριεσ|εσασ|εσενα)(?!\\p{L})[^\\n]{0,100}?(?<!\\p{L})(?:χωρισ\\s+αναμονη|διακριτικ\\p{L}*|εχεμυθ\\p{L}*)',
      },
      // A pill called heavy or strong for what only prescription medicines treat: «το βαρύ χάπι για την ακμή» (not
      // told to be taken only on a doctor's word in its sentence).
      {
        needs: ['χαπ', 'φαρμακ', 'σκευασμ'],
        re: '(?<!\\p{L})(?:βαρυ|βαρια|δυνατο|δυνατα|σκληρο|σκληρα|ισχυρο|ισχυρα)\\s+(?:χαπι|χαπακι|χαπια|φαρμακο|φαρμακα|σκευασμα)\\s+(?:για\\s+(?:την\\s+|το\\s+|τον\\s+|τα\\s+|τισ\\s+)?)?(?:ακμ|σπυρ|τριχοπτωσ|αλωπεκ|κιλ|αδυνατ|ορεξ|υπνο|αυπνι|στυσ|αγχ|καταθλιψ)\\p{L}*(?![^.!;?\\n]*(?<!\\p{L})(?:χωρισ\\s+(?:ιατρ|γιατρ|συνταγ)|μονο\\s+(?:με|απο|μετα|οταν)(?!\\p{L})))',
      },
      // An acne pill known by the dry lips it brings; an autumn injection that keeps hay fever away all spring.
      {
        needs: ['χαπ'],
        re: '(?<!\\p{L})χαπ\\p{L}*[^\\n]{0,60}?ακμ\\p{L}*[^\\n]{0,80}?(?:στεγνων|ξηραιν|ξεραιν|σκαν|ξεφλουδ)\\p{L}*',
      },
      {
        needs: ['φτερνισμ', 'αλλεργ', 'πολλην'],
        re: '(?<!\\p{L})(?:ενεσ|ενεσουλ|ενεσακ)\\p{L}*[^\\n]{0,80}?(?:φτερνισμ|αλλεργι|πολλην|ρινιτιδ)\\p{L}*[^\\n]{0,60}?(?:ολη\\s+την|ολο\\s+το|ολοκληρη|σεζον|ανοιξη|καλοκαιρι)',
      },
      // A weight-loss injection by its weekly dose, a prostate pill for the hair, a pen kept in stock for a
      // prescription, a pill taken at bedtime from our psychiatrist, a weekend's blue pill at the urologist's,
      // a syringe for the forehead with a wink: a prescription medicine described, not named (Directive
      // 2001/83/EC art. 88: an indirect reference is advertising too).
      {
        needs: ['εβδομαδ', 'βδομαδ'],
        re: '(?<!\\p{L})(?:ενεσ|πεν)\\p{L}*[^.!;?\\n]{0,50}?(?:μια|μια\\s+φορα|μιασ\\s+φορασ)\\s+(?:την\\s+|τη\\s+)?(?:εβδομαδα|βδομαδα)[^\\n]{0,80}?(?:βαρ|κιλ|αδυνατ|ορεξ|ζυγαρι)\\p{L}*|(?<!\\p{L})(?:βαρ|κιλ|αδυνατ|ορεξ)\\p{L}*[^\\n]{0,80}?(?:(?:ενεσ|πεν)\\p{L}*|💉)[^.!;?\\n]{0,50}?(?:μια|μια\\s+φορα|μιασ\\s+φορασ)\\s+(?:την\\s+|τη\\s+)?(?:εβδομαδα|βδομαδα)',
      },
      {
        needs: ['προστατ'],
        re: '(?<!\\p{L})(?:χαπι|χαπακι|φαρμακ|σκευασμ)\\p{L}*[^\\n]{0,60}?προστατ\\p{L}*[^\\n]{0,100}?(?:μαλλι|κεφαλι|τριχοπτωσ|τριχολογ|φαλακρ|τριχ)\\p{L}*',
      },
      {
        needs: ['συνταγ'],
        re: '(?<!\\p{L})συνταγ\\p{L}*[^\\n]{0,60}?[«"“]?(?:ενεσακια|ενεσουλεσ|ενεσουλα|πενακια|πενεσ|πενουλεσ|ενεσεισ)[»"”]?[^\\n]{0,120}?(?:εχουμε|βρειτε\\s+σε\\s+εμασ|ελατε\\s+σε\\s+εμασ|διαθετουμε|φροντισει|κρατησαμε|κρατημεν)',
      },
      {
        needs: ['υπνο', 'κρεβατι'],
        re: '(?<!\\p{L})(?:παιρνεται|παιρνετε|παιρνεισ|πινεται|καταπινεται)\\s+(?:\\p{L}+\\s+){0,2}?πριν\\s+(?:τον|το)\\s+(?:υπνο|κρεβατι)[^\\n]{0,120}?(?:ψυχιατρ|νευρολογ|γιατρ)\\p{L}*\\s+μασ',
      },
      {
        needs: ['σαββατοκυριακ', 'weekend'],
        re: '(?<!\\p{L})(?:σαββατοκυριακ|weekend)\\p{L}*[^\\n]{0,60}?(?:💙|😏|🔥|🍆|💊)[^\\n]{0,80}?(?:ουρολογ|ανδρολογ)\\p{L}*',
      },
      {
        needs: ['💉'],
        re: '(?<!\\p{L})(?:μετωπ|ρυτιδ|γραμμ|φρυδ|χηνασ|συνοφρυ)\\p{L}*[^\\n]{0,80}?💉[^\\n]{0,60}?(?:😉|😏|🤫|ξερετε\\s+εσεισ|ξερεισ\\s+εσυ)',
      },
      // A class of prescription medicines offered to the reader: «Οι στατίνες μπορεί να είναι αυτό που
      // χρειάζεσαι… Κλείσε ραντεβού», «Οι νέες ενέσιμες θεραπείες για την παχυσαρκία είναι εδώ» (not the
      // reader's own: «Αν παίρνετε ρετινοειδή, δεν είστε κατάλληλοι για laser»).
      // A medicine by a nickname in quotation marks, beside what it is for: «η «εβδομαδιαία πενούλα» για το
      // αδυνάτισμα», «τα «δυνατά» παυσίπονα», «το «χαπάκι της συγκέντρωσης»», «η «μαγική σταγόνα» για το άγχος».
      {
        needs: ['«', '"', '“'],
        re: `${NICKNAMED_REMEDY}[^\\n]{0,120}?${WHAT_IT_IS_FOR}|${WHAT_IT_IS_FOR}[^\\n]{0,60}?${NICKNAMED_REMEDY}`,
      },
      // A pill or a pen without a prescription, drawn: «💊 για τη στ🍆ση χωρίς συνταγή;».
      {
        needs: ['💊', '💉', '🖊'],
        re: '(?:💊|💉|🖊)[^\\n]{0,60}?χωρισ\\s+συνταγ\\p{L}*|χωρισ\\s+συνταγ\\p{L}*[^\\n]{0,60}?(?:💊|💉|🖊)',
      },
      // A few pinches for the wrinkles: «Ρυτιδούλες; Τρεις μικρές τσιμπιές και ο καθρέφτης θα σε ευχαριστεί».
      {
        needs: ['τσιμπι', 'τσιμπηματ'],
        re: '(?<!\\p{L})ρυτιδ\\p{L}*[^\\n]{0,60}?(?<!\\p{L})(?:τσιμπι|τσιμπηματ)\\p{L}*|(?<!\\p{L})(?:τσιμπι|τσιμπηματ)\\p{L}*[^\\n]{0,60}?(?<!\\p{L})ρυτιδ\\p{L}*',
      },
      {
        needs: ['στατιν', 'αντικαταθλιπτ', 'ρετινοειδ', 'ορμονοθεραπ', 'βιολογικ', 'αντισυλληπτ', 'ενεσιμ'],
        re: `${MEDICINE_CLASS}[^\\n]{0,200}?${CLASS_OFFERED}`,
      },
      // The substance misspelt in Greek, vowels traded («βουτυλινική», «μποτουλινική», «βοτολινική»).
      {
        needs: ['λιν', 'λην', 'λυν'],
        re: '(?<!\\p{L})(?:μπ|β)(?:ο|ου|υ|ω|ι)?τ{1,2}(?:ο|ου|υ|ω|ι)λ{1,2}(?:ι|η|υ|ει)ν(?:ικ|ο|ου|ω)\\p{L}*',
      },
      // Units of toxin, a lip flip: the toxin dosed («4 μονάδες τοξίνης»).
      {
        needs: ['τοξιν', 'toxin', 'lip flip'],
        re: '(?<!\\p{L})(?:\\d+\\s*(?:μοναδ\\p{L}*|units?|iu)\\s+(?:\\p{L}+\\s+)?(?:τοξιν|toxin)\\p{L}*|lip\\s+flip)',
      },
      // A product not on the shelves: «Η κρέμα που δεν πουλιέται στα ράφια αλλά κάνει θαύματα».
      {
        needs: ['πουλιεται', 'πωλειται', 'κυκλοφορει', 'βρισκεται', 'βρειτε'],
        re: '(?<!\\p{L})(?:κρεμα|κρεμουλα|χαπι|χαπακι|σκευασμα|οροσ|φαρμακο|ενεση)\\s+(?:που\\s+)?δεν\\s+(?:πουλιεται|πωλειται|κυκλοφορει|βρισκεται|θα\\s+(?:τη|το|την)\\s+βρειτε)\\s+(?:στα\\s+|στο\\s+)?(?:ραφια|ραφι|ελευθερα|φαρμακειο|σουπερ\\s+μαρκετ)',
      },
      // The toxin as a pet name: «Toxinoula time», «τοξινάκι».
      {
        needs: ['τοξινουλ', 'toxinoul', 'τοξινακ', 'toxinak'],
        re: '(?<!\\p{L})(?:τοξινουλ|toxinoul|τοξινακ|toxinak)\\p{L}*',
      },
      // The toxin as a wink: «το γνωστό ενεσάκι», «τα μαγικά ενεσάκια» (not a vaccine's or a vitamin's).
      {
        needs: ['ενεσακ', 'ενεσουλ', 'τσιμπηματακ'],
        re: saidWith(
          '(?:το|τα)\\s',
          `(?:το|τα)\\s+(?:γνωστ|μαγικ|διασημ|αγαπημεν|θαυματουργ|μυστικ)\\p{L}*(?:\\s+μασ)?${QUOTES}(?:ενεσακι\\p{L}*|ενεσουλ\\p{L}*|τσιμπηματακι\\p{L}*)`,
          { not: NOT_THE_TOXIN },
        ),
      },
      // A small injection for the wrinkles or the lines of the face: «ενεσάκι για τις ρυτίδες».
      {
        needs: ['ενεσακ', 'ενεσουλ', 'τσιμπηματακ'],
        requires: [['ρυτιδ', 'γραμμ', 'εκφρασ', 'wrinkle']],
        re: saidWith(
          '(?:ενεσακ|ενεσουλ|τσιμπηματακ)',
          `(?:ενεσακι\\p{L}*|ενεσουλ\\p{L}*|τσιμπηματακι\\p{L}*)(?:${QUOTES}\\p{L}+){0,4}?${QUOTES}(?:ρυτιδ|γραμμ|εκφρασ|wrinkle)\\p{L}*`,
          { not: NOT_THE_TOXIN },
        ),
      },
      // Muscles relaxed, in doses, for the forehead: «δόσεις χαλάρωσης στους μύες», «χαλαρωτικό μυών για το
      // μέτωπο» (not a massage's or a stretch's relaxed muscles).
      {
        needs: ['χαλαρ', 'relax'],
        requires: [['μυ', 'muscle']],
        re: saidWith(
          '(?:χαλαρ|relax|μυ|muscle)',
          `(?:χαλαρ\\p{L}*|relax\\p{L}*)(?:${QUOTES}\\p{L}+){0,3}?${QUOTES}${MUSCLES}|${MUSCLES}(?:${QUOTES}\\p{L}+){0,3}?${QUOTES}(?:χαλαρ\\p{L}*|relax\\p{L}*)`,
          { not: NOT_THE_TOXIN, also: TOXIN_PLACES },
        ),
      },
      // Doses of relaxation for the face: «δόσεις χαλάρωσης για το μέτωπο» (not a spa's or a mask's).
      {
        needs: ['δοσ', 'μοναδ'],
        requires: [['χαλαρ']],
        re: saidWith('(?:δοσ|μοναδ)', `(?:δοσ|μοναδ)\\p{L}*${QUOTES}(?:\\p{L}+${QUOTES})?χαλαρ\\p{L}*`, {
          not: NOT_THE_TOXIN,
          also: TOXIN_PLACES,
        }),
      },
      // A «relaxer» or «rester» for the forehead: «το «ξεκουραστικό» στο μέτωπο».
      {
        needs: ['χαλαρωτικ', 'ξεκουραστικ'],
        re: saidWith(
          '(?:χαλαρωτικ|ξεκουραστικ)',
          `(?:χαλαρωτικ|ξεκουραστικ)\\p{L}*${QUOTES}(?:στο|στα|στη|στην|στισ|για${QUOTES}(?:το|τα|τη|την|τισ))${QUOTES}(?:μετωπ|μεσοφρυ|ποδια${QUOTES}τησ${QUOTES}χηνασ|ρυτιδ|γραμμ)\\p{L}*`,
          { not: NOT_THE_TOXIN },
        ),
      },
      // The pill for heavy periods, in a sentence about melasma: tranexamic acid described (a pill in the text).
      {
        needs: ['βαρι', 'εντον', 'αφθον', 'heavy'],
        requires: [
          ['περιοδ', 'εμμην', 'αιμορραγ', 'period', 'bleeding'],
          ['χαπ', 'δισκι', 'καψουλ', 'ταμπλετ', 'φαρμακ', 'pill', 'tablet', 'capsule'],
        ],
        re: saidWith(
          '(?:βαρι|εντον|αφθον|heavy)',
          '(?:βαρι|εντον|αφθον)\\p{L}*\\s+(?:περιοδ|εμμην|αιμορραγ)\\p{L}*|heavy\\s+(?:periods?|bleeding)',
          { also: 'πανα[δτ]|μελασμ|κηλιδ|μελαγχρωσ|melasma|pigmentation|dark\\s+spots' },
        ),
      },
      // Tranexamic acid dosed in milligrams: the tablets.
      {
        needs: ['τρανεξαμ', 'tranexam', 'txa'],
        re: '(?<!\\p{L})(?:τρανεξαμικ\\p{L}*|tranexamic|txa)(?:\\s+(?:οξυ|acid))?[^.!;?\\n]{0,40}?(?<![\\p{L}\\p{N}])\\d+(?:[.,]\\d+)?\\s*(?:mg|χιλιοστογραμμ\\p{L}*)(?!\\p{L})',
      },
      // Wrinkles frozen or paralysed, "wrinkle relaxers": what only the toxin does.
      {
        needs: ['παγω', 'παραλυ', 'ακινητοποι', 'freez', 'froz', 'paraly', 'relax'],
        re: '(?<!\\p{L})(?:παγων\\p{L}*|παγωμα|παγωμεν\\p{L}*|παραλυ\\p{L}*|ακινητοποι\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:ρυτιδ|γραμμ|εκφρασ|μετωπ|μυ[εσ]|μυων|μυικ)\\p{L}*|(?<!\\p{L})(?:freez\\p{L}*|frozen|paraly[sz]\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:wrinkles?|lines|forehead|frown\\p{L}*|expressions?|muscles?)(?!\\p{L})|(?<!\\p{L})wrinkle[\\s-]*(?:relax\\p{L}*|freez\\p{L}*)',
      },
    ],
    near: [
      // The acne pill described: «θεραπεία με βιταμίνη Α από το στόμα» beside acne (isotretinoin, D10BA).
      {
        a: [
          '(βιταμίνη|βιταμίνης|vitamin) (Α|A) (από το στόμα|από του στόματος|σε χάπια|σε χάπι|σε κάψουλες|per os|oral|pills)',
          '(παράγωγο|παράγωγα|μορφή) (της)? (βιταμίνης|vitamin) (Α|A) (σε)? (χάπια|χάπι|κάψουλες|pills)',
        ],
        b: ['ακμή*', 'σπυρ*', 'σπυράκια', 'acne', 'breakouts'],
        within: 80,
      },
      // A weight medicine described by the hormone it copies: «μιμείται μια ορμόνη του εντέρου και κλείνει
      // την όρεξη» (GLP-1 analogues, A10BJ).
      {
        a: [
          '(ορμόνη|ορμόνης|ορμονών|hormone) (του|των|της|from the|of the)? (εντέρου|εντέρων|πεπτικού|στομάχου|gut|intestine)',
        ],
        b: [
          'όρεξη*',
          'πείνα*',
          'κιλ*',
          'βάρος',
          'αδυνάτισμα',
          'χορτα*',
          'λιγούρ*',
          'appetite',
          'weight',
          'hunger',
        ],
        within: 100,
      },
      // The toxin for the jaw's muscles: «χαλάρωση μασητήρων με την ίδια ουσία…».
      {
        a: ['μασητήρ*', 'masseter*'],
        b: ['ουσία', 'ουσίας', 'ένεσ*', 'ενέσιμ*', 'μονάδ*', 'τοξίν*', 'injection*', 'units'],
        within: 80,
      },
      // The lash serum that began as a glaucoma drop (bimatoprost).
      { a: ['γλαύκωμα*', 'glaucoma'], b: ['βλεφαρίδ*', 'lashes', 'eyelash*'], within: 100 },
      // A medicine the doctor writes for you: «Η μπλε ταμπλέτα…: ο ανδρολόγος μας σας τη γράφει».
      {
        a: ['(σας|σου) (τη|το|τα|την|τις) (γράφει|γράφουμε|συνταγογραφεί|συνταγογραφούμε|γράφουν)'],
        b: [
          'ταμπλέτ*',
          'χάπι*',
          'χαπάκι*',
          'κρέμα',
          'κρεμούλα',
          'σκεύασμα',
          'φάρμακ*',
          'ένεσ*',
          'πένα',
          'αλοιφή',
        ],
        within: 80,
      },
      {
        a: ['μπλε (ταμπλέτα|ταμπλετούλα|χάπι|χαπάκι|διαμαντάκι|pill)', 'blue (pill|tablet)'],
        b: [
          'άνδρ*',
          'άντρ*',
          'ανδρολόγ*',
          'ουρολόγ*',
          'στύσ*',
          'στυτικ*',
          'γράφ*',
          'συνταγ*',
          'κρεβάτι',
          'men',
        ],
        within: 120,
      },
      // A cream with a steroid or an antibiotic sold by its wonders: «Η κρέμα με κορτιζόνη και αντιβιοτικό που «σβήνει» το έκζεμα».
      {
        a: [
          '(κρέμα|κρέμες|αλοιφή|αλοιφές|κρεμούλα|gel|τζελ) (με)? (κορτιζόνη|κορτιζόνης|κορτικοστεροειδ*|αντιβιοτικό|αντιβίωση|ρετινοειδ*)',
        ],
        b: ['γράφουμε', 'από εμάς', 'θαύμα*', 'σβήνει', 'εξαφανίζει', 'σε 3 μέρες', 'σε λίγες μέρες'],
        within: 100,
      },
      // Wrinkles put to sleep or frozen: «Ρυτίδες; Τις «κοιμίζουμε» για 4-6 μήνες».
      {
        a: ['(κοιμίζ*|κοίμισ*|παγών*|πάγωσ*|παραλύ*|ναρκών*)'],
        b: ['ρυτίδ*', 'μέτωπ*', 'έκφρασ*', 'πόδια της χήνας', 'μεσόφρυ*', 'wrinkle*'],
        within: 40,
      },
      // A hormone cream or treatment the clinic writes out: «Η ορμονική κρέμα… τη γράφουμε εμείς σε μία επίσκεψη».
      {
        a: [
          'ορμονικ* (κρέμα|κρέμες|αγωγή|θεραπεία|χάπια|χάπι|σκεύασμα|σκευάσματα|gel|τζελ|έμπλαστρ*|αλοιφή|patch)',
        ],
        b: ['(τη|το|τα|την|τις|τον) (γράφουμε|συνταγογραφούμε|δίνουμε|χορηγούμε|γράφει|συνταγογραφεί)'],
        within: 100,
      },
      // A prescription handed out with a visit: «με ένα ραντεβού φεύγεις με τη συνταγή».
      {
        a: ['(φεύγεις|φεύγετε|παίρνεις|παίρνετε|βγαίνεις|βγαίνετε) (με|και)? (τη|την)? (συνταγή|συνταγούλα)'],
        b: [
          'ραντεβού',
          'επίσκεψη',
          'βλεφαρίδ*',
          'κιλ*',
          'ακμή',
          'μαλλιά',
          'τριχόπτωσ*',
          'ρυτίδ*',
          'σταγον*',
          'χάπι*',
          'πένα',
        ],
        within: 80,
      },
      // A medicine the clinic has but cannot name here: «το σκεύασμα που ρωτάτε το έχουμε, αλλά δεν μπορούμε να το γράψουμε εδώ».
      {
        a: [
          '(δεν|δε) (μπορούμε|επιτρέπεται|γίνεται) να (το|τα|τον|την)? (γράψουμε|πούμε|αναφέρουμε|ονομάσουμε|δείξουμε|γραφτεί|ειπωθεί)',
        ],
        b: ['σκεύασμα*', 'φάρμακ*', 'ένεσ*', 'χάπι*', 'πένα', 'στυλό', 'ουσία'],
        within: 80,
      },
      // A medicine by a letter in quotation marks: «η πένα με το «Ο»», «κάνουμε και το «Β» 😉».
      {
        a: [],
        aPatterns: [
          {
            re: '(?<!\\p{L})(?:το|με\\s+το|to|me\\s+to)\\s+[«"“\'‘](?:ο|o|β|b|μ|m|w|ω|α|a)[»"”\'’]',
            needs: ['«', '"', '“', "'", '‘'],
          },
        ],
        b: [
          'κιλ*',
          'βάρος',
          'πένα*',
          'ένεσ*',
          'τιμ*',
          'ρυτίδ*',
          'μέτωπο',
          'κρέμ*',
          'κρεμούλ*',
          'σπυρ*',
          'ακμή',
          'kila',
          'pena',
          'varos',
          'pm',
          'inbox',
          'μήνυμα',
          'dm',
        ],
        within: 60,
      },
      // Testosterone sold by what it gives: «Τεστοστερόνη για άνδρες 40+: ενέργεια, μυϊκή μάζα και libido»,
      // «η «ορμόνη της νεότητας» για άνδρες».
      {
        a: [
          '(τεστοστερόνη|τεστοστερόνης|testosterone) (για|for) (άνδρες|άντρες|όσους|men|εσάς|σας|εσένα)',
          '(ορμόνη|ορμόνες|hormone) (της|του|of)? (νεότητας|νιότης|αντρισμού|ανδρισμού|youth)',
        ],
        b: [
          'ενέργει*',
          'libido',
          'λίμπιντο',
          'μυϊκή μάζα',
          'μύες',
          'μυς',
          'διάθεση',
          'σεξουαλικ*',
          'στύσ*',
          'energy',
          'muscle*',
        ],
        within: 80,
      },
      // Antibiotics handed out: «μπορείτε να πάρετε αντιβίωση από εμάς χωρίς ραντεβού», or sent after a photo.
      {
        a: [
          '(πάρετε|πάρεις|παίρνετε|παίρνεις|δίνουμε|χορηγούμε|γράφουμε|διαθέτουμε|έχουμε|στέλνουμε|στείλουμε|προμηθεύουμε|get)',
        ],
        b: ['αντιβίωση', 'αντιβιώσεις', 'αντιβιοτικ*', 'antibiotic*'],
        within: 30,
      },
      // A sleeping or calming pill said to be safe from dependence: «Χάπια ύπνου χωρίς εθισμό».
      {
        a: [
          '(χάπι|χάπια|χαπάκι*|φάρμακ*|σκεύασμα*|pill|pills) (για)? (τον|το)? (ύπνο|ύπνου|άγχος|άγχους|sleep)',
          'υπνωτικ*',
          'ηρεμιστικ*',
          'αγχολυτικ*',
          'sleeping (pill|pills)',
        ],
        b: [
          'χωρίς (κανέναν|καθόλου)? (εθισμό|εξάρτηση)',
          '(δεν|ούτε) (σας|σε)? (κάνει|κάνουν|προκαλεί|προκαλούν|φέρνει|φέρνουν) (εθισμό|εξάρτηση)',
          '(μη|μην) (εθιστικ*)',
          'δεν (είναι)? εθιστικ*',
          'non-addictive',
          '(no|without) (addiction|dependence)',
        ],
        within: 60,
      },
      // Sleeping or calming medicines sold by the night's sleep or as the clinic's own scheme: «Με το σχήμα μας με
      // βενζοδιαζεπίνες κοιμάστε 8 ώρες από την πρώτη κιόλας νύχτα» (WHO ATC N05BA, N05CD; Directive 2001/83/EC art.
      // 88(1)).
      {
        a: ['βενζοδιαζεπίν*', 'benzodiazepine*', 'υπνωτικ*', 'ηρεμιστικ*', 'αγχολυτικ*'],
        b: [
          '(κοιμάστε|κοιμάσαι|κοιμηθείτε|κοιμηθείς|κοιμούνται|κοιμάται) (\\d+|έξι|επτά|εφτά|οκτώ|οχτώ|εννιά|δέκα|ολόκληρες) ώρες',
          '(από|απ) την (πρώτη) (κιόλας)? (νύχτα|βραδιά|βράδυ)',
          '(σχήμα|πρωτόκολλο|πρόγραμμα) (μας)',
        ],
        within: 80,
      },
      // Lidocaine injected: «Ενέσεις ξυλοκαΐνης πριν από κάθε αποτρίχωση».
      {
        a: ['ξυλοκαΐν*', 'ξυλοκαιν*', 'λιδοκαΐν*', 'λιδοκαιν*', 'lidocaine', 'xylocaine'],
        b: ['ενέσ*', 'ένεση', 'ενέσιμ*', 'injection*', 'injected'],
        within: 30,
      },
      // The toxin as freezing the face: «να «παγώσουμε» το μέτωπό σας».
      {
        a: ['παγώσ*', 'παγώνουμε', 'παγώνει', 'παγώνουν', 'πάγωμα', 'freeze', 'freezing'],
        b: [
          'μέτωπο*',
          'μετώπου',
          'γραμμ* έκφρασης',
          'πόδι της χήνας',
          'συνοφρύωσ*',
          'ρυτίδ*',
          'forehead',
          'frown lines',
          'wrinkles',
        ],
        within: 30,
      },
      // «Το αντιρυτιδικό με τα 5 γράμματα»: the brand hinted at by its letters.
      {
        a: ['(5|πέντε|five|6|έξι) (γράμματα|γραμμάτων|letters)'],
        b: [
          'αντιρυτιδ*',
          'ρυτίδ*',
          'ένεση',
          'ενέσ*',
          'μέτωπο',
          'wrinkle*',
          'anti-wrinkle',
          'forehead',
          'injection*',
        ],
        within: 60,
      },
      // Pills of a vitamin A derivative for acne: isotretinoin described.
      {
        a: MEDICINE_FORMS_EL.concat(['pill', 'pills', 'capsule*', 'κάψουλ*']),
        b: [
          '(παράγωγο|παραγώγου|παράγωγα|παραγώγων|derivative) (της)? (βιταμίνης|βιταμίνη|vitamin) (α|a)',
          'ρετινοειδ*',
          'retinoid*',
        ],
        within: 60,
      },
      // A small injection in the forehead, the crow's feet or the frown lines: the toxin's places.
      {
        a: [
          'τσιμπηματάκι*',
          'τσιμπημ*',
          'ενεσούλ*',
          'ενεσάκι*',
          'ένεση',
          'ενέσεις',
          'ενέσεων',
          'injection*',
          'jab',
          'jabs',
          'tweakment*',
        ],
        b: [
          'μέτωπο',
          'μετώπου',
          '(πόδια|πόδι|ποδαράκια) (της)? χήνας',
          'μεσόφρυ*',
          'συνοφρύωσ*',
          '(γραμμή|γραμμές|γραμμών|ρυτίδα|ρυτίδες|ρυτίδων) (του)? θυμού',
          '(ρυτίδες|ρυτίδων|γραμμές|γραμμών) (της)? έκφρασης',
          'forehead',
          'frown (line|lines)',
          "crow's feet",
          'crow’s feet',
          'crows feet',
          'expression lines',
        ],
        within: 50,
      },
      // A hormone or a class of medicines asked for without a prescription, a way found for the reader in private:
      // «Κορτιζόνη χωρίς συνταγή; Στείλτε μας και σας βρίσκουμε άκρη» (Directive 2001/83/EC art. 88(1)).
      {
        a: [
          '(θυροξίνη|θυροξίνης|λεβοθυροξίνη|thyroxin*|thyroksin*|τεστοστερόνη|κορτιζόνη|αντιβίωση|αντιβιοτικά|ηρεμιστικά|υπνωτικά|αγχολυτικά) χωρίς (ιατρική)? (συνταγή|συνταγής)',
        ],
        b: [
          '(σας|σου) (βρίσκουμε|βρίσκω|κανονίζουμε|κανονίζω) (λύση|άκρη|τρόπο)?',
          '(μας) (στέλνετε|στέλνεις) (μήνυμα|μηνυματάκι|inbox|dm)',
        ],
        within: 80,
      },
      // Thyroxine taken to lose weight: «Θυροξίνη για να χάσεις κιλά» (not a test's level beside weight gained).
      {
        a: [
          'θυροξίνη',
          'θυροξίνης',
          'λεβοθυροξίνη*',
          'thyroxin*',
          'thyroksin*',
          'levothyroxine',
          'T4',
          '(θυρεοειδικ*) (ορμόν*)',
          'thyroid (hormone|hormones|pill|pills)',
        ],
        b: [
          '(χάνετε|χάσετε|χάνεις|χάσεις|χάσει|χάνει|χάνουν|έχασαν|έχασα|έχασε|κάψ*|καίει|καίτε|λιώ*|ξεφορτωθ*) … (κιλά|κιλών|κιλό|κιλάκια|βάρος|λίπος)',
          'αδυνάτισμα*',
          'αδυνατίσματος',
          'αδυνατίζ*',
          'αδυνατίσ*',
          'slimming',
          '(lose|losing|lost|drop) … (weight|kilos|pounds|fat)',
          'weight loss',
          'weight-loss',
        ],
        within: 80,
      },
      // A medicine for weight: «το φάρμακο … για να χάσεις 15 κιλά».
      {
        a: MEDICINE_FORMS_EL,
        b: ['(χάνετε|χάσετε|χάνεις|χάσεις|χάσει|χάνει|χάνουν|έχασαν|έχασα|έχασε) … (κιλά|κιλών|κιλό|βάρος)'],
        within: 60,
      },
      {
        a: [
          'medicine*',
          'medication*',
          'drug',
          'drugs',
          'pill',
          'pills',
          'injection*',
          'jab',
          'jabs',
          'shot',
          'pen',
        ],
        b: ['(lose|lost|drop|dropped|shed) … (kilos|kg|pounds|lbs|weight|stone)'],
        within: 60,
      },
      // A medicine that makes you forget hunger: a GLP-1 medicine.
      {
        a: MEDICINE_FORMS_EL,
        b: ['(ξεχνάς|ξεχνάτε|ξεχνάει|ξεχνάνε|ξεχνούν) (την|τη)? (πείνα|όρεξη|λιγούρα|λιγούρες)'],
        within: 60,
      },
      // A pill that blocks DHT or stops hair loss: finasteride and its kind.
      {
        a: [
          'φάρμακ*',
          'χάπι',
          'χάπια',
          'χαπάκι*',
          'δισκί*',
          'pill',
          'pills',
          'tablet*',
          'medicine*',
          'medication*',
          'drug',
          'drugs',
        ],
        b: [
          'DHT',
          'διυδροτεστοστερόν*',
          'dihydrotestosterone',
          '(μπλοκάρ*|αναστέλλ*|αναστολέ*|blocks|blocking|blocker|blockers|inhibit*) … (τεστοστερόν*|ανδρογόν*|testosterone|androgen*)',
          '(5-άλφα|5α|5-alpha) (αναγωγάσ*|reductase)',
          '(σταματά|σταματάει|σταματούν|κόβει|φρενάρ*|επιβραδύν*|stops|halts|slows) (την|τη)? (ανδρογενετική|ανδρογενή)? (τριχόπτωση|αλωπεκία|φαλάκρα|hair loss|balding)',
        ],
        within: 60,
      },
      // A diabetes medicine offered for weight: a GLP-1 or metformin told by what it treats and what it
      // does to the scales («η πένα του σακχάρου … και στη ζυγαριά»).
      {
        a: [
          `${ANY_MEDICINE_FORM} … (διαβήτη|διαβητικ*|ζάχαρου|ζάχαρο|σακχάρου|σάκχαρο|ινσουλίνη*)`,
          '(διαβήτη|διαβητικ*|ζάχαρου|σακχάρου) (με)? (στυλό|πένα|πενάκι*|ένεση|ενέσεις|φάρμακ*)',
          '(diabetes|diabetic|sugar) (pen|pens|jab|jabs|shot|shots|injection*|medicine*|medication*|drug|drugs|pill|pills)',
        ],
        b: [...WEIGHT_AND_APPETITE, 'βάρος', 'βάρους', 'weight'],
        within: 100,
      },
      // A pen or an injection near weight or appetite: the weekly pen, told without a name.
      {
        a: PENS_AND_INJECTIONS,
        b: WEIGHT_AND_APPETITE,
        within: 80,
      },
      // A pill that blocks, lowers or stops a hormone: an antiandrogen, finasteride, spironolactone.
      {
        a: PILLS_AND_MEDICINES,
        b: [
          '(μπλοκάρ*|αναστέλλ*|καταστέλλ*|κατεβάζ*|ρίχν*|μειών*|κόβ*|εξουδετερών*|blocks|block|blocking|suppress*|lowers|lower|cuts) … (ορμόν*|ανδρογόν*|τεστοστερόν*|hormone*|androgen*|testosterone)',
        ],
        within: 60,
      },
      // A blood-pressure pill for hair: oral minoxidil described.
      {
        a: [`${PILLS_AND_MEDICINES_TERM} … (πίεση|πίεσης|υπέρτασ*|blood pressure|hypertension)`],
        b: [
          'μαλλι*',
          'τριχ*',
          'τρίχ*',
          'τριχόπτωσ*',
          'αλωπεκί*',
          'φαλάκρ*',
          'πύκνωσ*',
          'πυκνώ*',
          'hair',
          'balding',
        ],
        within: 80,
      },
      // «Η τοξίνη» of the forehead and the crow's feet: the toxin named by its kind.
      {
        a: ['τοξίνη', 'τοξίνης', 'toxin'],
        b: [
          'μέτωπ*',
          'μεσόφρυ*',
          '(πόδια|πόδι|ποδαράκια) (της)? χήνας',
          '(γραμμή|γραμμές|γραμμών|ρυτίδα|ρυτίδες|ρυτίδων) (του|της)? (θυμού|έκφρασης)',
          '(χαλαρών*|ξεκουράζ*|παγών*|λειαίν*|relax*|smooth*|freez*) (τις|τους|το|τα|the)? (ρυτίδ*|μυ|μύες|μυς|γραμμ*|wrinkle*|lines|muscle*)',
          'forehead',
          'frown*',
          "crow's feet",
          'crow’s feet',
        ],
        within: 60,
      },
      // A protein or a substance from a bacterium for the face: the toxin by where it comes from.
      {
        a: [
          '(πρωτεΐν*|ουσία|ουσίες|μόριο|μόρια|protein|proteins|substance|molecule) (που)? (παράγεται|παράγει|φτιάχνεται|προέρχεται|made|derived|produced)? (από|of|from|by)? (ένα|a)? (βακτήρι*|βακτηρίδι*|μικρόβι*|bacteri*)',
          '(βακτηριακ*|μικροβιακ*|bacterial) (πρωτεΐν*|τοξίν*|ουσί*|protein|toxin)',
        ],
        b: [
          'ρυτίδ*',
          'μέτωπ*',
          'βλέμμα',
          'έκφρασ*',
          'γραμμ*',
          'πρόσωπ*',
          'wrinkle*',
          'lines',
          'forehead',
          'face',
        ],
        within: 80,
      },
      // An injection that stops sweating: the toxin for hyperhidrosis.
      {
        a: [...PENS_AND_INJECTIONS, 'τσιμπήματ*', 'τσιμπηματάκι*'],
        b: [
          'υπεριδρωσ*',
          'hyperhidrosis',
          '(σταματ*|κόβ*|μειών*|παγών*|μπλοκάρ*|στεγνών*|καταπολεμ*|τέλος|αντίο|stop*|block*|freez*|dry*|goodbye|bye) … (ιδρώτα*|ιδρώτας|εφίδρωσ*|sweat*|sweating)',
          '(ιδρώτα*|ιδρώτας|εφίδρωσ*|sweat*|sweating) (στις|στη|στα|των|της|in|under)? (the|your)? (μασχάλ*|παλάμ*|πέλματ*|underarm*|armpit*|palms)',
          'ιδρωτοποι*',
          'sweat gland*',
        ],
        within: 60,
      },
      // Small doses for the forehead, a face that does not freeze: the toxin told by its dose and its fear
      // («Το «μωρουδιακό» refresh του μετώπου: μικρές δόσεις, φυσική κίνηση, χωρίς παγωμένο βλέμμα»).
      {
        a: [
          '(μικρές|μικρή|χαμηλές|χαμηλή|ελάχιστες|λίγες) (δόσεις|δόση|μονάδες)',
          '(παγωμέν*|freez*|frozen) (βλέμμα|πρόσωπο|έκφραση|μέτωπο|look|face|forehead)',
        ],
        b: ['μέτωπ*', 'ρυτίδ*', 'μεσόφρυ*', 'έκφρασ*', 'βλέμμα', 'forehead', 'wrinkle*', 'frown*'],
        within: 80,
      },
      // A pill that blocks the fat of a meal (orlistat), or «the pill of concentration» of exams (a stimulant).
      {
        a: ['(χάπι|χάπια|χαπάκι*|κάψουλ*|pill|pills|capsule*)'],
        b: [
          '(μπλοκάρ*|δεσμεύ*|εμποδίζ*|κόβ*|απορροφ*|block*) … (λίπος|λιπαρά|λίπους|fat)',
          '(της|του|των|of) (συγκέντρωσ*|διαβάσματος|εξεταστικ*|πανελλήνι*|focus|concentration)',
        ],
        within: 40,
      },
      // The hormone of pregnancy with a diet: hCG sold for weight.
      {
        a: [
          '(ορμόνη|ορμόνης|ορμόνες|ορμονών) (της)? (εγκυμοσύνης|κύησης)',
          'hcg',
          '(χοριακή|χοριακής) (γοναδοτροπίνη*)',
        ],
        b: [...WEIGHT_AND_APPETITE, 'δίαιτα*', 'διατροφ*', 'θερμίδ*', 'αδυνάτισμα*', 'diet', 'calorie*'],
        within: 100,
      },
      // An injection back in stock after a shortage: a prescription pen advertised by its supply.
      {
        a: PENS_AND_INJECTIONS,
        b: [
          '(ξανά|πάλι|και πάλι) (διαθέσιμ*|σε απόθεμα)',
          'έλλειψη',
          'έλλειψης',
          'ελλείψεις',
          'σε απόθεμα',
          'back in stock',
          'shortage',
        ],
        within: 60,
      },
      // A cream or a pill doctors prescribe, said to be stronger than a cosmetic: a prescription medicine hinted.
      {
        a: [...MEDICINE_FORMS_EL, 'κρέμα', 'κρέμας', 'κρέμες', 'αλοιφή', 'cream'],
        b: [
          '(που)? (γράφουν|συνταγογραφούν|γράφει|συνταγογραφεί) (μόνο)? (οι|ο|η)? (δερματολόγ*|γιατρ*|ιατρ*)',
          '(δεν είναι|όχι) (απλό|απλά|απλώς)? (καλλυντικό|καλλυντικά) … (πιο δυνατ*|ισχυρότερ*|φάρμακο|πιο ισχυρ*)',
        ],
        within: 80,
      },
      // Something blue from the urologist: sildenafil hinted («Κάτι μπλε για τον Άγιο Βαλεντίνο; 💙 Ο ουρολόγος μας…»).
      {
        a: [
          '(κάτι|το|ένα) μπλε (χάπι|χαπάκι|διαμαντάκι|βοήθεια)?',
          'μπλε (χάπι|χαπάκι|διαμαντάκι)',
          'blue pill*',
        ],
        b: [
          'ουρολόγ*',
          'ανδρολόγ*',
          'στύσ*',
          'στυτικ*',
          'Βαλεντίνο*',
          'ερωτικ*',
          'κρεβάτι',
          'urolog*',
          'erection*',
        ],
        within: 80,
      },
      // A medicine prescribed at the first sign or the first visit, a thing without a prescription the clinic
      // has: «Ο παιδίατρός μας το γράφει με την πρώτη ένδειξη», «σας τη δίνει από την πρώτη επίσκεψη»,
      // «Αντιβίωση χωρίς συνταγή; Σε εμάς όλα γίνονται», «το παυσίπονο που δεν δίνεται χωρίς συνταγή… το έχουμε».
      {
        a: [
          '(γράφει|γράφουμε|δίνει|δίνουμε|συνταγογραφεί|συνταγογραφούμε|ξεκινάτε|ξεκινάμε|χορηγεί|χορηγούμε)',
        ],
        b: ['(από|με) (την|τη|το)? (πρώτη|πρώτο) (κιόλας)? (ένδειξη|επίσκεψη|σύμπτωμα|ραντεβού|μέρα)'],
        within: 40,
      },
      {
        a: ['χωρίς (ιατρική)? συνταγή'],
        b: [
          '(το|τα|τη|την|τις|τους) (έχουμε|διαθέτουμε|δίνουμε|γράφουμε|βρίσκετε)',
          'σε εμάς (όλα)? (γίνονται|γίνεται|υπάρχει|υπάρχουν)',
        ],
        within: 80,
      },
      // A «little medicine» for the forehead's lines, a pen in every dose: the toxin and the weekly pen by a pet name.
      {
        a: ['φαρμακάκι*', 'πενάκι*'],
        b: ['μέτωπ*', 'ρυτίδ*', 'γραμμ*', 'δόσ*', 'κιλ*', 'όρεξη*', 'βάρος'],
        within: 60,
      },
      // A psychiatrist's trick for sleep: a sleeping pill hinted («Ύπνος σαν πουλάκι… Η ψυχίατρός μας ξέρει «το κόλπο»»).
      {
        a: ['ψυχίατρ*', 'ψυχιατρ*'],
        b: ['(ξέρει|έχει|ξέρουμε|έχουμε|ξέρουν) (το|ένα)? (κόλπο|μυστικό|χαπάκι|μαγικό)'],
        within: 80,
      },
    ],
  },
  // A promise, a rate of success or a refund is a guaranteed result: Directive 2001/83/EC art. 90,
  // Regulation (EU) 655/2013 (honesty), Law 3418/2005 art. 17 (no promises of results).
  'guaranteed-result': {
    patterns: [
      // A figure of weight or size lost in a time, promised: «Χάστε 10 κιλά σε ένα μήνα», "-5 kg in 4 weeks".
      {
        needs: ['κιλ', 'kg', 'kilo', 'lbs', 'pound', 'εκατοστ', 'cm', 'ποντ', 'νουμερ', 'size', 'inch'],
        re: "(?<!\\p{L})(?:χαστε|χασε|χασετε|χασεισ|χανετε|χανεισ|θα\\s+χασετε|θα\\s+χασεισ|θα\\s+χασει|lose|drop|shed|you\\s*(?:will|ll|’ll|'ll)\\s+lose|μειον|[-−–])\\s*(?:εωσ\\s+(?:και\\s+)?|μεχρι\\s+|up\\s+to\\s+|τουλαχιστον\\s+|at\\s+least\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:κιλ\\p{L}*|kg|kilos?|lbs|pounds|εκατοστ\\p{L}*|cm|ποντ\\p{L}*|νουμερ\\p{L}*|sizes?|dress\\s+sizes?|inches)(?:\\s+(?:\\p{L}+\\s+){0,3}?)?[^.!;?\\n]{0,30}?(?<!\\p{L})(?:σε|μεσα\\s+σε|in|within|τον|την|τισ|τουσ|the|your)\\s+(?:πρωτ\\p{L}*\\s+|first\\s+)?(?:\\d+|ενα|εναν|μια|μια|δυο|τρεισ|τρια|τεσσερισ|τεσσερα|πεντε|εξι|one|two|three|four|six|a|just)?\\s*(?:ημερ|μερ|εβδομαδ|βδομαδ|μην|συνεδρι|day|week|month|session)\\p{L}*",
      },
      // A promise stamped on a claim: «… Υπόσχεση!», "Promise!".
      {
        needs: ['υποσχ', 'promise'],
        re: '(?<!\\p{L})(?:υποσχεση|υποσχομαστε|promise)(?:\\s+(?:μασ|σασ|σου))?\\s*!',
      },
      // A failure made rare: «μόνο 1 στους 100 χρειάζεται…», "only 2% need a second session".
      {
        needs: [
          'στουσ 1',
          'στισ 1',
          'στα 1',
          'στουσ 2',
          'στουσ 5',
          'στισ 2',
          'στισ 5',
          'στουσ εκατο',
          'στουσ χιλι',
          'στισ χιλι',
          ' in 1',
          ' in 2',
          ' in 5',
          'out of',
          'hundred',
          'thousand',
          '%',
        ],
        re: '(?<!\\p{L})(?:μονο|only|just|μολισ)\\s+(?:το\\s+|ο\\s+|η\\s+)?(?:1|ενασ|μια|ενα|one|2|δυο|two|3|τρεισ|three)\\s*(?:στουσ|στισ|στα|in|out\\s+of)\\s*(?:10|20|50|100|1000|1\\.000|εκατο|χιλιουσ|χιλιεσ|χιλια|a\\s+hundred|a\\s+thousand)(?![\\p{N}])|(?<!\\p{L})(?:μονο|only|just|λιγοτερο\\s+απο|less\\s+than|κατω\\s+απο)\\s+(?:το\\s+)?[0-5](?:[.,]\\d+)?\\s*%',
      },
      // None unhappy: «μηδέν δυσαρεστημένοι ασθενείς», "zero unhappy patients".
      {
        needs: ['δυσαρεστ', 'απογοητευ', 'παραπον', 'unhappy', 'dissatisfied', 'disappointed', 'complaint'],
        re: '(?<!\\p{L})(?:μηδεν|zero|0)\\s+(?:δυσαρεστημεν|απογοητευμεν|παραπον|unhappy|dissatisfied|disappointed|complaint)\\p{L}*',
      },
      // Nobody ever disappointed: «Κανείς δεν έχει φύγει απογοητευμένος», "nobody leaves unhappy".
      {
        needs: [
          'απογοητευ',
          'δυσαρεστ',
          'ανικανοποιητ',
          'παραπονεθ',
          'disappointed',
          'unhappy',
          'dissatisfied',
          'complained',
        ],
        re: '(?<!\\p{L})(?:κανεισ|κανενασ|καμια|ουτε\\s+(?:ενασ|μια|μια)|nobody|no\\s+one|no-one|not\\s+one|not\\s+a\\s+single)(?:\\s+\\p{L}+){0,5}?\\s+(?:απογοητευμεν\\p{L}*|απογοητευτηκ\\p{L}*|δυσαρεστημεν\\p{L}*|ανικανοποιητ\\p{L}*|παραπονεθηκ\\p{L}*|disappointed|unhappy|dissatisfied|complained)',
      },
    ],
    near: [
      // A high percentage beside success or satisfaction: «98% ποσοστό επιτυχίας», "99% success rate".
      { a: [], aPatterns: [{ re: HIGH_PERCENT, needs: ['%'] }], needs: ['%'], b: SUCCESS_WORDS, within: 40 },
      // A promise about a result or the body: «Υποσχόμαστε λείο δέρμα».
      {
        a: PROMISES,
        aPatterns: [{ re: PROMISE_EN, needs: ['promise'] }],
        b: PROMISED,
        within: 40,
        needs: ['υποσχ', 'promise'],
      },
      // No result, money back or the next one free: «Αν δεν δείτε αποτέλεσμα, η επόμενη θεραπεία είναι δική μας».
      {
        a: [
          '(αν|εάν) (δεν) (δείτε|δεις|δούμε|νιώσετε|νιώσεις|χάσετε|χάσεις|μείνετε|μείνεις|ικανοποιηθείτε|ικανοποιηθείς|ενθουσιαστείτε)',
          '(αν|εάν) (το αποτέλεσμα|τα αποτελέσματα)? (δεν) (σας|σου) (αρέσει|αρέσουν|ικανοποιήσει|ικανοποιεί)',
          "(if|unless) you (don't|dont|do not) (see|love|like|lose|notice)",
          "(if|unless) (you're|you are|youre) not (happy|satisfied|thrilled|delighted)",
          '(not|δεν είστε|δεν είσαι) (happy|satisfied|ευχαριστημέν*|ικανοποιημέν*) (with|με)',
        ],
        b: [
          'δωρεάν',
          '(δική|δικό|δικά|δικές) μας',
          '(πάνω|πάνου) μας',
          'κερασμέν*',
          'κερνάμε',
          'χωρίς χρέωση',
          'επιστρέφουμε',
          'επιστροφή',
          'πίσω',
          '(δεν|μην) (πληρώνετε|πληρώνεις|πληρώσετε|πληρώσεις)',
          'free',
          'on us',
          'on the house',
          'refund*',
          'money back',
          'no charge',
        ],
        within: 90,
      },
    ],
    allowed: ['(εγγύηση|warranty) … (ετών|χρόνων|χρόνια|κατασκευαστή|years|manufacturer)'],
    // A promise of conduct, not of a result: «υποσχόμαστε να σας ακούμε», "we promise to keep sharing tips";
    // every patient is different, to the end of the sentence that says so.
    allowedPatterns: [
      // What a clinic may promise: discretion, hygiene, the price; not when the sentence goes on to a result
      // («εγγυόμαστε την εχεμύθεια και το τέλειο αποτέλεσμα»).
      '(?<!\\p{L})(?:εγγυ|υποσχ|guarantee|promis)\\p{L}*(?:[\\s,\\-–—«»"\'’]+[\\p{L}\\p{N}]+){0,4}?[\\s,\\-–—«»"\'’]+(?:εχεμυθει|απορρητ|προσωπικ\\p{L}*\\s+(?:δεδομεν|στοιχει|πληροφορι)|δεδομενων|ιδιωτικοτητ|διακριτικοτητ|καθαριοτητ|αποστειρ|υγιειν|τιμη|τιμεσ|τιμησ|ειλικρινει|διαφανει|σεβασμο|confidentiality|privacy|hygiene|steril|discretion|honesty)\\p{L}*(?![^.!;?\\n]*(?:αποτελεσμ|result|outcome|αλλαγ|βελτιωσ|ρυτιδ|κιλα|χειλ|νεοτητ|λαμψ|μαλλι|θεραπευ|cure))',
      '(?<!\\p{L})(?:καθε|ολοι|ολεσ|every|each|all)[^.!;?\\n]{0,120}(?:διαφορετικ|διαφερ|different|differ|vary|varies)\\p{L}*',
      '(?<!\\p{L})υποσχ\\p{L}*\\s+(?:να|οτι\\s+θα|πωσ\\s+θα)\\s+(?:σασ\\s+|σου\\s+)?(?:συνεχισ|συνεχιζ|μοιραζ|ειμαστε|ακου|εξηγ|απαντ|λεμε|πουμε|σεβ|ενημερ|φροντιζ|στεκομαστε|ειλικριν)\\p{L}*[^.!?;\\n]*',
      '(?<!\\p{L})promis\\p{L}*\\s+to\\s+(?:keep|continue|always|share|be|listen|explain|answer|tell|respect|stay)[^.!?;\\n]*',
    ],
  },
  // «Μόνιμος» of a person or a thing, not a result: the permanent-result rule's ordinary contexts.
  'permanent-result': {
    allowedPatterns: [
      '(?<!\\p{L})μονιμ\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:φωτογραφ|γραμματ|συνεργατ|νοσηλευτ|βοηθ|τεχνικ|υπαλληλ|προσωπικ|μελ[οη]|μελων|ομαδ|κατοικ|διευθυνσ|εκθεσ|συλλογ|θεσ[ηεισ]|στελεχ|ιατρ|γιατρ|δερματολογ|χειρουργ|αναισθησιολογ|φυσικοθεραπευτ|διατροφολογ|συμβουλ|ρεσεψιον|καθαριστ|συνεργασ|χορηγ|στηλ|εγκαταστασ|εξοπλισμ|ωραρι|τηλεφων|αριθμ|παρουσ|πελατ|συντακτ|εκπροσωπ|διοικ)\\p{L}*',
      '(?<!\\p{L})permanent\\s+(?:staff|team|member|resident|address|exhibition|collection|position|photographer|secretary|receptionist|nurse|partner)',
    ],
  },
  // Negated, a proverb: not a claim to cure.
  cure: {
    // Negated («Τα αντιβιοτικά δεν θεραπεύουν τις ιώσεις»), unless a rhetorical question («Ποιος είπε ότι … δεν θεραπεύεται;»).
    allowedPatterns: [
      '(?<!(?:ποιοσ|ποια|ποιοι|who)[^.!;?\\n]{0,60})(?<!\\p{L})(?:δεν|δε|ουτε|μην|μη)\\s+[«"“]?(?:θα\\s+)?(?:μπορ\\p{L}*\\s+)?(?:να\\s+)?(?:θεραπευ|γιατρευ|ιαται|ιωνται|ιαθ)\\p{L}*',
    ],
    allowed: [
      '(προλαμβάν*|προλαβαίν*|πρόληψη) (παρά|παρα|από) (να)? (θεραπεύ*|θεραπευ*|γιατρεύ*|θεραπεία)',
      '(prevention|preventing) (is)? (better|rather) than (cure|curing)',
    ],
  },
  // A claim of the body's change in other words; a room's or a workout's «before and after» is no claim:
  // Directive 2001/83/EC art. 90, Meta's advertising policies (before/after).
  'before-after': {
    near: BEFORE_AFTER_NEAR,
    patterns: [
      ...BEFORE_AFTER_WORDS,
      ...BEFORE_AFTER_MORE,
      // One face turned into another by an arrow, the before and after told in emoji: «😬➡️😁 Σε δύο επισκέψεις»,
      // «😖 ➡️ 😁 σε μία μόνο συνεδρία» (Directive 2001/83/EC art. 90).
      {
        onSource: true,
        needs: ['➡', '→', '⟶', '➜', '👉'],
        re: '(?:[\\u{1F600}-\\u{1F64F}\\u{1F910}-\\u{1F92F}\\u{1F970}-\\u{1F97A}\\u{1F9D0}\\u{1FAE0}-\\u{1FAE8}]|☹️?)\\s*(?:➡️?|→|⟶|➜|👉)\\s*(?:[\\u{1F600}-\\u{1F64F}\\u{1F910}-\\u{1F92F}\\u{1F970}-\\u{1F97A}\\u{1F9D0}\\u{1FAE0}-\\u{1FAE8}]|☹️?)',
      },
      // «Σύρετε για να δείτε το «μετά»», "swipe to see the after".
      {
        needs: ['συρετε', 'συρε ', 'swipe', 'σουαιπ', 'γυριστε σελιδα', 'scroll'],
        re: '(?<!\\p{L})(?:συρετε|συρε|swipe|σουαιπ|γυριστε\\s+σελιδα|scroll)(?:\\s+(?:\\p{L}+|[^\\s\\p{L}\\p{N}.!;?]{1,4})){0,8}?\\s+(?:[«"“\']\\s*)?(?:μετα|after|αποτελεσμα\\p{L}*|results?|αλλαγη|διαφορα|transformation|μαγει\\p{L}*|magic)(?![\\p{L}])',
      },
      // The «after» as a noun in quotation marks.
      {
        needs: ['«μετα', '"μετα', '“μετα', "'μετα", '« μετα', '«after', '"after', '“after', "'after"],
        re: '(?<!\\p{L})(?:το|the)\\s*[«"“\']\\s*(?:μετα|after)\\s*[»"”\']',
      },
      // "B&A", «Π&Μ».
      {
        needs: ['&', '+', '/'],
        re: '(?<![\\p{L}\\p{N}])(?:b\\s*[&+/]\\s*a|π\\s*[&+/]\\s*μ)(?![\\p{L}\\p{N}])',
      },
    ],
    allowed: [
      ...BEFORE_AFTER_TIMES,
      'πριν (και|&) (το)? μετά … (άσκηση|γυμναστ*|προπόνησ*|γεύμα|γεύματα|φαγητό|μπάνιο|ντους|κολύμπ*|θάλασσα|ήλιο|ηλιοθεραπεία|ύπνο|εξέταση|εμβόλι*|πτήση|ταξίδι|τρέξιμο|ποδήλατο|δουλειά|σχολείο|ξύρισμα|workout|exercise|meal|swim)',
      'πριν (και|&) (το)? μετά … (χώρου|χώρων|ιατρείου|κλινικής|αίθουσας|ρεσεψιόν|εγκαταστάσεων|γραφείου|σαλονιού|κέντρου|ανακαίνισης|κήπου|εισόδου|βιτρίνας)',
      '(ανακαίνισ*|renovation|makeover|μετακόμισ*) … πριν (και|&) (το)? μετά',
      'πριν (και|&) (το)? μετά … (ανακαίνισ*|renovation)',
      '(transformation|makeover) of (our|the) (clinic|office|space|waiting room|website)',
    ],
    // A room, a website or a shop window transformed, not a patient.
    allowedPatterns: [
      '(?:αριστερα|left)\\s*:(?=[^]{0,60}?(?:ρεσεψιον|αιθουσ|χωρο|ιατρει|εισοδο|γραφει|σαλον|κτιρι|οροφ|reception|room|office))[^]{0,60}?(?:δεξια|right)\\s*:',
      '(?<!\\p{L})μεταμορφ\\p{L}*\\s+(?:(?:του|τησ|των|το|τον|την|τα|τισ|τουσ)\\s+)?(?:(?!ασθεν|πελατ|κυρι)\\p{L}+\\s+)?(?:μασ\\s+)?(?:ιατρει|χωρ|κλινικ|αιθουσ|ρεσεψιον|εγκαταστασ|γραφει|σαλον|κεντρ|ιστοσελιδ|σελιδ|βιτριν|εισοδ)\\p{L}*',
      "(?:clinic|office|waiting\\s+room|reception|space|website|salon)(?:[’']s)?\\s+(?:transformation|makeover)",
    ],
  },
  // «Χωρίς πόνο δεν υπάρχει κέρδος», "no pain, no gain": a saying, not a promise.
  painless: {
    patterns: PAIN_STORIES,
    near: [
      // «Ρωτάτε αν πονάει; Οι περισσότεροι αποκοιμιούνται».
      {
        a: ['πονά*', 'πονάει', 'πόνος', 'πόνο', 'hurt', 'hurts', 'painful'],
        b: ['αποκοιμ*', 'κοιμούνται', 'κοιμήθηκ*', 'ροχαλίζ*', 'fall asleep', 'falls asleep', 'fell asleep'],
        within: 80,
      },
    ],
    allowedPatterns: [
      'no\\s+pain[\\s,.!]*no\\s+gain',
      'χωρισ\\s+πονο[\\s,.!]*(?:δεν\\s+υπαρχει|ουτε|χωρισ|κανενα)\\s+(?:και\\s+)?κερδ\\p{L}*',
    ],
  },
  // A patient's case with a result, named or initialled: Directive 2001/83/EC art. 90 (case histories),
  // Law 3418/2005 art. 17 (no testimonials).
  testimonial: {
    allowed: [HOTEL_STARS, UVA_STARS],
    allowedPatterns: [THANKS_FOR_REVIEW],
    patterns: [
      ...CASE_STORIES,
      ...RATINGS,
      ...PATIENTS_WORDS,
      // Weight or size a named patient lost: «Ο Γιώργος έχασε 18 κιλά».
      {
        needs: ['εχασ', 'lost', 'dropped', 'shed'],
        re: '(?<!\\p{L})(?:εχασε|εχασαν|εχασα|lost|dropped|shed)\\s+(?:\\p{L}+\\s+){0,2}?\\d+(?:[.,]\\d+)?\\s*(?:κιλ|kg|kilo|lbs|pound|εκατοστ|cm|νουμερ|size|ποντ)',
      },
      // An act or a result called a named person's: «Ρινοπλαστική της Κατερίνας», «Αποτέλεσμα του Κώστα»,
      // «τα σιδεράκια της μικρής Σοφίας» (not the doctor's, «του Δρ. …», nor a charity's, «το Χαμόγελο του Παιδιού»).
      {
        onSource: true,
        needs: NAMED_RESULT_NEEDS,
        re: `(?<!\\p{L})(?:${NAMED_RESULT_WORDS})\\s+(?:της|του)\\s+(?:μικρής\\s+|μικρού\\s+|κυρίας\\s+|κυρίου\\s+)?(?!Δρ|Dr|Ιατρ|Κλινικ|Κέντρ|Ιατρεί|Ομάδ|Παιδι|Εβδομάδ|Μήνα|Χρόνου|Ιδρύματ|Συλλόγ|Σωματεί|Εταιρεί)\\p{Lu}\\p{Ll}{2,}`,
      },
      // An initialled patient: «Ο κ. Π. από τη Λάρισα», «Η Μ., 42 ετών».
      {
        onSource: true,
        needs: ['κ.', 'κα.', 'κα ', 'κος', 'κυρία ', 'κύριος ', 'mr', 'mrs', 'ms.', 'ms '],
        re: '(?<!\\p{L})(?:[ΟΗοη]|The|the)\\s+(?:κ\\.|κα\\.?|κος\\.?|κυρία|κύριος|Mr\\.?|Mrs\\.?|Ms\\.?)\\s*\\p{Lu}\\.(?!\\s*\\p{Lu}\\p{Ll})',
      },
      // «Η Κ. μας έστειλε…»: a patient by an initial alone.
      {
        onSource: true,
        needs: ['.'],
        re: '[ΟΗT](?<![\\p{L}.][ΟΗT])(?:he)?\\s+\\p{Lu}\\.(?=\\s+\\p{Ll})',
      },
      {
        onSource: true,
        needs: ['ετών', 'χρονών', 'χρόνων', 'years'],
        re: '[ΟΗT](?<![\\p{L}.][ΟΗT])(?:he)?\\s+\\p{Lu}(?:\\.|\\p{Ll}+),?\\s+(?:\\d{2})\\s*(?:ετών|χρονών|χρόνων|years)',
      },
    ],
    near: [
      // A result in the past tense after sessions: a case history.
      {
        a: [
          'πύκνωσ*',
          'καθάρισε',
          'καθάρισαν',
          'ξαναφύτρωσ*',
          'ξαναβγήκ*',
          'σφίχτηκ*',
          'μαλάκωσ*',
          'απαλύνθηκ*',
          'λειάνθηκ*',
          'έχασε',
          'έχασαν',
          'άλλαξε η ζωή',
          'thickened',
          'grew back',
          'cleared up',
        ],
        b: [
          'συνεδρί*',
          'θεραπεί*',
          'ενέσ*',
          'sessions',
          'treatments',
          'μήνες',
          'μήνα',
          'εβδομάδες',
          'months',
          'weeks',
        ],
        within: 60,
      },
    ],
  },
  // Pressing the decision with a discount, a gift, a contest or a deadline on a medical act: Law 3418/2005
  // art. 17, Directive 2001/83/EC art. 87(3).
  'price-promotion': {
    // Winning time or confidence is no contest.
    allowed: [
      '(κερδ*|win|gain) (χρόνο|έδαφος|εμπιστοσύνη|σιγουριά|αυτοπεποίθηση|ύπνο|time|ground|confidence)',
      // What the clinic gives away that is no medical act: its app, a guide, parking.
      '(εφαρμογή*|app|ebook|e-book|οδηγό*|newsletter|wi-fi|wifi|parking|πάρκινγκ|στάθμευση*|αποστολή*|μεταφορά|καφέ*|τσάι|ομιλί*|σεμινάρι*|webinar|διάλεξη*|ενημερωτικ*) … (δωρεάν|free)',
      '(δωρεάν|free) … (εφαρμογή*|app|ebook|e-book|οδηγό*|newsletter|wi-fi|wifi|parking|πάρκινγκ|στάθμευση*|αποστολή*|μεταφορά|καφέ*|τσάι|ομιλί*|σεμινάρι*|webinar|διάλεξη*|ενημερωτικ*)',
    ],
    patterns: [
      // A draw for each purchase of a medicine: «Με κάθε αγορά σκευάσματος για τη στύση μπαίνεις στην κλήρωση».
      {
        needs: ['καθε αγορ'],
        re: '(?<!\\p{L})(?:με|για)\\s+καθε\\s+αγορ\\p{L}*[^.!;?\\n]{0,80}?(?<!\\p{L})(?:κληρωσ|διαγωνισμ|δωρ)\\p{L}*',
      },
      ...IMPLIED_OFFERS,
      // A syringe's worth given or priced («1 ml δώρο», «1ml 150€»), not a cosmetic's 50 ml.
      {
        needs: ['ml'],
        re: '(?<![\\p{N}.,])(?:0[.,]\\d+|[1-3](?:[.,]\\d+)?)\\s*ml(?![\\p{L}])[^.!;\\n]{0,40}?(?:\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω)|€\\s*\\d+|δωρ\\p{L}*|δωρεαν|εκπτωσ\\p{L}*|προσφορ\\p{L}*|free|off|offer|gift)|(?:δωρ\\p{L}*|δωρεαν|εκπτωσ\\p{L}*|προσφορ\\p{L}*|free|offer|gift|\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω)|€\\s*\\d+)[^.!;\\n]{0,40}?(?<![\\p{N}.,])(?:0[.,]\\d+|[1-3](?:[.,]\\d+)?)\\s*ml(?![\\p{L}])',
      },
    ],
    near: [
      { a: INDUCEMENTS, aPatterns: DISCOUNT_PATTERNS, needs: DISCOUNT_NEEDS, b: MEDICAL_ACTS, within: 60 },

      {
        a: PRESSURE,
        aPatterns: [HURRY],
        needs: ['βιασ', 'τρεξ'],
        b: [...MEDICAL_ACTS, 'προσφορ*', 'offer*'],
        within: 80,
      },
      {
        a: [],
        aPatterns: [
          {
            re: '(?:επιστροφ\\p{L}*|cashback)\\s+(?:\\d+\\s*(?:€|ευρω)|€\\s*\\d+)',
            needs: ['επιστροφ', 'cashback'],
          },
        ],
        needs: ['επιστροφ', 'cashback'],
        b: ['ραντεβού', 'appointment*', 'κράτησ*', 'booking*', 'κλείσετε', 'κλείστε', 'book'],
        within: 80,
      },
    ],
  },
  // Fear and shame about the body: Directive 2001/83/EC art. 90, Directive 2005/29/EC arts 8–9, Law
  // 3418/2005 art. 17, Meta's advertising policies (negative self-perception).
  'fear-shame': {
    patterns: [
      ...FEAR_OF_THE_COURSE,
      {
        needs: ['θελει', 'θελουν', 'ηθελε', 'αντεχει', 'wants', 'likes'],
        re: '(?<!\\p{L})(?:κανεισ|κανενασ|nobody|no\\s+one)\\s+(?:δεν\\s+)?(?:θελει|θελουν|θα\\s+ηθελε|αντεχει|wants|likes)\\s+(?:να\\s+|to\\s+)?(?:βλεπει|βλεπουν|δει|κοιταζει|κοιταει|see|look\\s+at|seeing)',
      },
    ],
    // The sun or smoking ages the skin: advice, not shame; a worry not to hide from the doctor.
    allowed: [
      '(ήλιος|ήλιο|ακτινοβολία|UV|κάπνισμα|τσιγάρο|sun|smoking) … (σε|σας|σάς|you) (κάνει|κάνουν|γερνά*|makes|make)',
      '(μην|μη) (κρύβετε|κρύβεις) (τις|τα|το|την|τη|τους)? (ανησυχίες|ερωτήσεις|απορίες|συμπτώματα|φάρμακα|ιστορικό|πληροφορίες|αλλεργίες|σημάδια|ελιές)',
    ],
    near: [
      ...FEAR_NEAR,
      {
        a: ['(σε|σας|σάς|σένα) (κάνουν|κάνει|δείχνουν|δείχνει|έκαναν|έκανε)', '(makes|make|making|made) you'],
        b: [`(να)? (δείχνεις|δείχνετε|φαίνεσαι|φαίνεστε|look|seem|appear)? (πιο|more|so)? ${LOOKS}`],
        within: 30,
      },
    ],
  },
  // Self-praise and superlatives: Law 3418/2005 art. 17 (information not comparative, no self-praise).
  comparison: {
    patterns: [
      {
        needs: ['κορυφαι', 'καλυτερ'],
        re: '(?<!\\p{L})(?:ο|η|οι|τον|την|τουσ|τισ|του|τησ|των|το|τα)\\s+(?:κορυφαι|καλυτερ)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:γιατρ|ιατρ|χειρουργ|δερματολογ|κλινικ|ιατρει|injector|ειδικ|αισθητικ|πλαστικ|ομαδ|επαγγελματ)\\p{L}*',
      },
      {
        needs: ['καλυτερ', 'κορυφαι'],
        re: '(?<!\\p{L})(?:ο|η|οι)\\s+(?:καλυτεροσ|καλυτερη|καλυτεροι|κορυφαιοσ|κορυφαια|κορυφαιοι)\\s+(?:στα|στισ|στο|στη|στην|στουσ|σε|τησ|του|των|στον)(?!\\p{L})',
      },
      {
        needs: ['καλυτερ', 'κορυφαιοτερ', 'better'],
        re: "(?<!\\p{L})(?:δεν\\s+υπαρχ\\p{L}*\\s+(?:κανεισ\\s+|κανενασ\\s+)?(?:καλυτερ(?:οσ|η|οι|εσ)|κορυφαιοτερ\\p{L}*)(?:\\s+(?:γιατροσ|ιατροσ|χειρουργοσ|δερματολογοσ|κλινικη|ομαδα|ιατρειο|απο\\s+(?:εμασ|μασ|εμενα)))?|(?:there\\s+is|there\\s*'s|theres)\\s+no\\s*(?:one|body)\\s+better|(?:nobody|no\\s+one)\\s+does\\s+it\\s+better)\\s*(?=[!.…;,\\n]|$)",
      },
      // A superlative «of the town», «in all of the Peloponnese».
      {
        needs: ['πιο', 'καλυτερ', 'κορυφαι', 'μοναδικ', 'most', 'best', 'top', 'leading', 'only'],
        requires: [
          [
            'πολη',
            'περιοχ',
            'γειτονι',
            'χωρα',
            'ελλαδ',
            'αθην',
            'θεσσαλονικ',
            'πειραι',
            'πατρ',
            'ηρακλει',
            'λαρισ',
            'κρητ',
            'κυπρ',
            'λευκωσι',
            'λεμεσ',
            'πελοποννησ',
            'μακεδονι',
            'θρακ',
            'ηπειρ',
            'θεσσαλι',
            'προαστι',
            'town',
            'city',
            'country',
            'greece',
            'athens',
            'thessaloniki',
            'cyprus',
            'nicosia',
            'limassol',
            'larnaca',
            'paphos',
            'crete',
            'heraklion',
            'patras',
            'region',
            'area',
          ],
        ],
        re: `(?<!\\p{L})(?:(?:ο|η|οι|το|τα|τον|την|τουσ|τισ)\\s+πιο\\s+\\p{L}+(?=\\s+)(?!\\s+(?:εποχ|μερ|ημερ|νυχτ|χρονι|στιγμ|εκδηλωσ|γιορτ|καιρ|χειμων|καλοκαιρ|ανοιξ|φθινοπωρ|βραδ|πρωι|δρομ|πλατει|παραλι))|κορυφαι\\p{L}*|καλυτερ\\p{L}*|μοναδικ\\p{L}*|the\\s+most\\s+\\p{L}+|best|top|leading|the\\s+only)(?:\\s+\\p{L}+){0,5}?\\s+(?:τησ|στην|στη|στο|σε\\s+ολη\\s+την|σε\\s+ολη\\s+τη|σε\\s+ολοκληρη\\s+την|σε\\s+ολο\\s+το|in|of|in\\s+all\\s+of)\\s+(?:την\\s+|τη\\s+|το\\s+|the\\s+)?${PLACES}(?!\\p{L})`,
      },
      {
        needs: ['μοναδικ', 'μονη', 'μονοσ', 'only'],
        re: '(?<!\\p{L})(?:ο|η|οι)\\s+(?:μοναδικ\\p{L}*|μονη|μονοσ|μονοι)\\s+(?:ειδικ|γιατρ|ιατρ|χειρουργ|δερματολογ|κλινικ|ιατρει|κεντρ)\\p{L}*|(?<!\\p{L})the\\s+only\\s+(?:specialist|expert|surgeon|doctor|clinic|dermatologist)',
      },
      // «Υπάρχουν γιατροί… και γιατροί».
      {
        needs: ['υπαρχουν'],
        re: '(?<!\\p{L})υπαρχουν\\s+(?:γιατρ|ιατρ|κλινικ|ιατρει|δερματολογ|χειρουργ)\\p{L}*[\\s.…,]+(?:και|κι)\\s+(?:γιατρ|ιατρ|κλινικ|ιατρει|δερματολογ|χειρουργ)\\p{L}*',
      },
      { needs: ['χερια', 'hands'], re: '(?<!\\p{L})(?:χρυσα|μαγικα|golden|magic)\\s+(?:χερια|hands)' },
    ],
  },
  // A famous person's word: Directive 2001/83/EC art. 90, Regulation (EU) 655/2013.
  endorsement: {
    near: [
      // A person of standing recommends the clinic: «ο πρόεδρος … προτείνει το ιατρείο μας».
      {
        a: ['πρόεδρος', 'καθηγητ*', 'president', 'professor'],
        b: [
          '(προτείνει|συστήνει|προτείνουν|συστήνουν|εμπιστεύεται|recommends|trusts) (το|την|τον)? (ιατρείο|κλινική|κέντρο|γιατρό|clinic|practice) (μας|our)?',
        ],
        within: 80,
      },
      // A known person's or a profession's trust, choice or approval, said to sell the clinic.
      {
        a: [
          'παρουσιάστρι*',
          'παρουσιαστ*',
          'ηθοποι*',
          'τραγουδιστ*',
          'ποδοσφαιριστ*',
          'μπασκετμπολίστ*',
          'πρωταθλητ*',
          'ολυμπιονίκ*',
          'influencer*',
          'μοντέλο',
          'miss',
          'celebrit*',
          'footballer*',
          'actress*',
          'singer*',
        ],
        b: [
          'εμπιστεύ*',
          'επιλέγ*',
          'επέλεξε',
          'διάλεξε',
          'προτιμ*',
          'έρχ*',
          'ήρθε',
          'ήταν σήμερα',
          'πέρασε',
          'καλωσορίσαμε',
          'υποδεχτήκαμε',
          'φιλοξενήσαμε',
          'trusts',
          'chose',
          'visited',
          'comes',
          'came',
        ],
        within: 80,
      },
      {
        a: [
          '(γιατροί|γιατρούς|ιατροί|ιατρούς|δερματολόγοι|δερματολόγους|χειρουργοί|χειρουργούς|ειδικοί|ειδικούς|doctors|dermatologists|surgeons|experts)',
          '(πρόεδρος|πρόεδρο|president) (της|του|of the)',
        ],
        b: [
          '(μας|μάς|εμάς) (επιλέγουν|προτιμούν|συστήνουν|συστήνει|εμπιστεύονται|εμπιστεύεται)',
          '(επιλέγουν|προτιμούν|συστήνουν|συστήνει|εμπιστεύονται|εμπιστεύεται|recommend|recommends|choose|trust) (μας|εμάς|us|our)',
          '(εγκεκριμέν*|εγκρίνουν|approved|endorsed|recommended)',
        ],
        within: 60,
      },
    ],
    patterns: [
      ...INFLUENCE,
      {
        needs: ['διασημ', 'γνωστ', 'famous', 'celebrity', 'well-known', 'well known'],
        re: '(?<!\\p{L})(?:διασημ|γνωστ|famous|celebrity|well[\\s-]known)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:ποδοσφαιριστ|μπασκετμπολιστ|αθλητ|αθλητρι|πρωταθλητ|ολυμπιονικ|παικτ|ηθοποι|τραγουδιστ|τραγουδιστρι|παρουσιαστ|μοντελ|influencer|youtuber|tiktoker|blogger|footballer|athlete|actress|actor|singer|model|presenter|chef|σεφ)\\p{L}*',
      },
    ],
  },
  // A public reply calling its reader by name about a treatment of theirs: Law 3418/2005 art. 13, GDPR art. 9
  // (applied to public replies only, with the rule set of confidentiality.ts).
  'patient-confidentiality': { patterns: NAMED_REPLIES },
};
