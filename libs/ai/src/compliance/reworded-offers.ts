/**
 * Price inducements on a medical act said without an offer word: the second person paying half, a code to
 * say at reception, a perk for saying where you found the clinic, the first ten bookings, a prize drawn,
 * money back, a bundle's price. Law 3418/2005 art. 17 and Directive 2001/83/EC art. 87(3): a medical act
 * is not sold by its price. `OFFER_TERMS` adds terms to the `price-promotion` rule, `OFFER_EXTRAS` its
 * patterns and pairs; patterns read the reading (small letters, no accents, σ for ς) or, `onSource`, the
 * text as written.
 */
import type { RuleDefinition, RuleExtras } from './rule-types.ts';

/** Medical acts, as an inducement is tied to one (concepts.ts names more for its own pairs). */
const ACTS = [
  'θεραπεί*',
  'λεύκανσ*',
  'αυξητική',
  'συνεδρί*',
  'ραντεβού',
  'κράτησ*',
  'laser',
  'λέιζερ',
  'αποτρίχωσ*',
  'peeling*',
  'μεταμόσχευσ*',
  'επέμβασ*',
  'ενέσ*',
  'filler*',
  'φίλερ',
  'υαλουρονικ*',
  'μεσοθεραπεί*',
  'prp',
  'λιποαναρρόφησ*',
  'liposuction',
  '*πλαστική',
  '*πλαστικής',
  'botox',
  'μπότοξ',
  'lifting',
  'εμφύτευμ*',
  'λεύκανσ*',
  'εξαγωγ*',
  'σφράγισμ*',
  'όψεις',
  'καθαρισμ*',
  'treatment*',
  'session*',
  'appointment*',
  'procedure*',
  // Visits and tests, as they are priced too: «τεστ αλλεργίας + ρινοσκόπηση», «υπερηχογραφική εξέταση».
  'εξέτασ*',
  'εξετάσεις',
  'τεστ',
  '*σκόπηση',
  '*σκόπησης',
  'υπερηχογράφ*',
  'υπέρηχ*',
  'αξιολόγησ*',
  'εκτίμησ*',
  'επίσκεψ*',
  'συμβουλευτική',
  'check-up',
  'ανάρρωσ*',
];

/** A second person or visit paying less: «η δεύτερη πληρώνει τα μισά», «η φίλη σου έρχεται τζάμπα». */
const SECOND_PAYS_LESS = [
  '(η|ο|το) (δεύτερη|δεύτερος|δεύτερο|2η|2ος|2ο|επόμενη|επόμενος|φίλη|φίλος|κολλητή|κολλητός|συνοδός|σύντροφος|μαμά|μητέρα|αδερφή) (σου|σας)? (πληρώνει|πληρώνουν|πληρώσει|έρχεται|μπαίνει|περνάει) (μόνο)? (τα|τη|την|το)? (μισά|μισό|μισή|μισοτιμής|τζάμπα|τσάμπα|δωρεάν|λιγότερα|half)',
  '(πληρώνετε|πληρώνεις|πληρώνει|πληρώνουν|πληρώστε|πλήρωσε|πληρώσετε|pay|pays) (μόνο|only)? (τα|το|τη|την)? (μισά|μισό|μισή|half)',
  '(τζάμπα|τσάμπα|κερασμέν*|on the house|on us)',
  '(ραντεβού|συνεδρία|θεραπεία|κόστος|λογαριασμό) … (το|τη|την|τα|τις|τον) (κανονίζουμε|αναλαμβάνουμε|πληρώνουμε|καλύπτουμε|κερνάμε) (εμείς|το ιατρείο|η κλινική)',
  // What the clinic takes on for you: «το δεύτερο ραντεβού το κανονίζουμε εμείς».
  '(το|τη|την|τα|τις)? (δεύτερο|δεύτερη|επόμενο|επόμενη|κόστος|λογαριασμό|συνεδρία|ραντεβού|θεραπεία) (το|τη|την|τα|τις|τον)? (κανονίζουμε|αναλαμβάνουμε|πληρώνουμε|καλύπτουμε|κερνάμε|κερνάει) (εμείς|το ιατρείο|η κλινική)',
];

/** Where you found the clinic, said for a perk: «πες ότι μας βρήκες στο Instagram», «δείξτε αυτό το post». */
const SAY_FOR_A_PERK = [
  '(πείτε|πες|αναφέρετε|ανέφερε|λέγοντας|αναφέροντας|mention|say|tell us) (ότι|πως|that)? (μας)? (βρήκατε|βρήκες|είδατε|είδες|ακολουθείτε|ακολουθείς|found|saw|follow) (μας|us)? (στο|στα|on)? (instagram|facebook|tiktok|insta|ig|fb|social|σόσιαλ|διαδίκτυο|σελίδα)',
  '(δείξτε|δείξε|δείχνοντας|show|showing) (αυτή|αυτό|this|την|το|the) (την|το)? (ανάρτηση|post|story|reel|screenshot|στιγμιότυπο)',
  '(με την|με|with the) (επίδειξη|προβολή) (της|του)? (ανάρτησης|post|story|οθόνης)',
];

/** A prize, a draw, a gift given: «κερδίστε μια συνεδρία», «κλήρωση», «χαρίζουμε». */
const PRIZES = [
  'κερδίστε',
  'κέρδισε',
  'κερδίσετε',
  'κερδίσεις',
  'κερδίζετε',
  'κερδίζεις',
  'θα κερδίσει',
  'κλήρωσ*',
  'κληρών*',
  'διαγωνισμ*',
  'giveaway',
  'χαρίζ*',
  'χαρίσου*',
  'χαρίσει*',
  'χαρίσαμε',
  'win',
  'won',
  'prize*',
  'raffle',
];

/** Money back: «ό,τι πληρώσατε το επιστρέφουμε», "money back". */
const MONEY_BACK = [
  '(ό,τι|ότι|όσα|ό τι|όλα όσα) (πληρώσατε|πληρώσετε|δώσατε|πληρώσεις|πλήρωσες) (τα|το)? (επιστρέφ*|επιστραφ*|παίρνετε πίσω|παίρνεις πίσω|δίνουμε πίσω)',
  '(επιστρέφουμε|επιστρέφονται|επιστρέψουμε|επιστροφή|παίρνετε πίσω|πάρετε πίσω|παίρνεις πίσω) (όλα|ολόκληρο|ολόκληρα)? (τα|το)? (χρήματα|χρήματά|ποσό|λεφτά|αντίτιμο|κόστος|πληρωμή)',
  'money[ -]?back',
  '(full|100%) refund',
];

/** A bundle of sessions or a price set as favourable: «πακέτα συνεδριών με ευνοϊκούς όρους», «3 συνεδρίες 199€». */
const BUNDLES = [
  'πακέτ*',
  'package*',
  'bundle*',
  'all inclusive',
  'all-inclusive',
  '(2|3|4|5|6|8|10|12|δύο|τρεις|τέσσερις|πέντε|έξι|οκτώ|δέκα) (συνεδρίες|συνεδριών|θεραπείες|θεραπειών|ζώνες|ζωνών|περιοχές|περιοχών|εφαρμογές|εφαρμογών|ενέσεις|sessions|treatments|areas)',
];
const FAVOURABLE = [
  'ευνοϊκ*',
  'προνομιακ*',
  'συμφέρ*',
  'οικονομικότερ*',
  'ειδική τιμή',
  'ειδικές τιμές',
  'ειδικούς όρους',
  'χαμηλότερη τιμή',
];

/** A price: 30%, 150€, € 99, 99 ευρώ. */
const PRICE = {
  re: '(?:\\d+(?:[.,]\\d+)?\\s*(?:%|€|ευρω|eur\\b|euro)|€\\s*\\d+)',
  needs: ['€', '%', 'ευρω', 'eur'],
};

/**
 * A page's followers in Greek: the noun («οι ακόλουθοί μας») or «μας ακολουθείτε»; never the verb alone
 * («τις ημέρες που ακολουθούν»), which a term's inflections would find.
 */
const PAGE_FOLLOWERS = {
  needs: ['ακολουθ'],
  re: '(?<!\\p{L})(?:ακολουθ(?:οι|ουσ|ων|οσ|ο)|μασ\\s+ακολουθ(?:ειτε|ουν|εισ|ατε))(?!\\p{L})',
};

/** The few first to book: «μόνο για τις 10 πρώτες», «στους 20 πρώτους» (not the first 48 hours of aftercare). */
const FIRST_FEW = {
  needs: ['πρωτ', 'first'],
  re: '(?<!\\p{L})(?:(?:τισ|τουσ|τα|οι|στισ|στουσ|στα)\\s+(?:\\d+|δεκα|πεντε|εικοσι|τρεισ|τρια|πενηντα|τριαντα)\\s+(?:πρωτ(?:εσ|οι|ουσ|α))|(?:τισ|τουσ|τα|οι|στισ|στουσ|στα)\\s+πρωτ(?:εσ|οι|ουσ|α)\\s+(?:\\d+|δεκα|πεντε|εικοσι|τρεισ|τρια|πενηντα|τριαντα)|first\\s+\\d+)(?!\\s+(?:μερ|ημερ|εβδομαδ|βδομαδ|ωρ|μην|λεπτ|χρον|συνεδρι|δοσ|νυχτ|βραδ|πρωι|λουσ|σελιδ|ερωτησ|βημα|σημαδ|συμπτωμ|days?|weeks?|hours?|months?|minutes?|sessions?|nights?|steps?)\\p{L}*)(?!\\p{L})',
};

/**
 * A price hinted at without an offer said: prices that will surprise, a season's price, a surprise for
 * those who book, a month of gifts. A person judges it (`warn`): said with a discount, a gift or a bundle
 * on a medical act, the `price-promotion` rule refuses it.
 */
export const PRICE_HINT_RULE: RuleDefinition = {
  id: 'price-hint',
  name: 'Υπαινιγμός προσφοράς',
  severity: 'warn',
  basis: 'ν. 3418/2005 άρθρο 17· Οδηγία 2005/29/ΕΚ και ν. 2251/1994 (παραπλανητικές πρακτικές)',
  reason:
    'Η ανάρτηση υπαινίσσεται χαμηλότερη τιμή, έκπληξη ή δώρο για όποιον κλείσει ραντεβού, χωρίς να το λέει. Οι ιατρικές πράξεις δεν προωθούνται με την τιμή τους (ν. 3418/2005 άρθρο 17) και ο υπαινιγμός μιας προσφοράς παραπλανά όσο και η ίδια η προσφορά (Οδηγία 2005/29/ΕΚ, ν. 2251/1994). Αν δεν πρόκειται για προσφορά, γράψτε απλά τι κάνετε.',
  terms: [
    // A price too good to say: «θα σου πούμε μια τιμή που δεν θα πιστεύεις».
    "(τιμή|τιμές|κόστος|price|prices) (που)? (δεν θα|δε θα|you won't|you will not) (πιστεύεις|πιστεύετε|πιστέψεις|πιστέψετε|believe)",
    // Something waiting at the till for those who book: «κάτι ωραίο περιμένει στο ταμείο 😉».
    '(κάτι|ένα|μια|μία|something) (ωραίο|όμορφο|ξεχωριστό|καλό|γλυκό|μικρό|δωράκι|έκπληξη|nice|special) … (περιμένει|θα περιμένει|waits|is waiting) (στο|στη|στην|at the)? (ταμείο|ρεσεψιόν|υποδοχή|reception|checkout|till)',
    // Prices that surprise, are quiet, different, friendly: «Τιμές που θα σας εκπλήξουν».
    '(τιμή|τιμές|τιμών|κόστος|λογαριασμό|λογαριασμός|price|prices) … (εκπλήξ*|εκπλήσσ*|έκπληξη|ήσυχ*|διαφορετικ*|φιλικ*|ευχάριστ*|χαρείτε|surprise*|friendly)',
    '(εκπλήξ*|χαρείτε|χαρείς) … (τιμή|τιμές|λογαριασμό|κόστος|price|prices|bill)',
    // A surprise for those who book: «μια μικρή έκπληξη για όσες κλείσουν ραντεβού».
    '(έκπληξη|εκπλήξεις|εκπληξούλα|surprise|surprises) (για|σε|στις|στους|for) (όσες|όσους|όσοι|τις|τους|εσάς|σας|you|those|everyone)',
    '(ρωτήστε|ρωτήστε μας|μάθετε|ask) (για)? (τις|την|the)? (εκπλήξεις|έκπληξη|surprise|surprises)',
    // A season's price: «χειμερινή τιμή», «κλείδωσε την παλιά τιμή», «τιμές των γιορτών».
    '(χειμερινή|χειμερινές|καλοκαιρινή|καλοκαιρινές|φθινοπωρινή|φθινοπωρινές|ανοιξιάτικη|ανοιξιάτικες|γιορτινή|γιορτινές|εορταστική|εορταστικές|χριστουγεννιάτικη|χριστουγεννιάτικες|πασχαλινή|πασχαλινές|παλιά|παλιές|περσινή|περσινές|προνομιακή|προνομιακές|μειωμένη|μειωμένες|winter|summer|holiday|festive) (τιμή|τιμές|price|prices)',
    '(κλείδωσε|κλειδώστε|κλειδώνεις|κλειδώνετε|lock) (την|τη|τις|in)? (τιμή|τιμές|price)',
    '(τιμή|τιμές) (των|για τις|της) (γιορτών|γιορτές|Χριστουγέννων|Πάσχα|εβδομάδας|black friday)',
    // A season of sales or gifts: «Black week», «μήνας δώρων».
    '(μήνας|μήνα|εβδομάδα|περίοδος|month|week) (δώρων|εκπλήξεων|προσφορών|of gifts|of surprises)',
    // Something good found for you: «κάτι καλό θα βρούμε 😉».
    'κάτι (καλό|ωραίο|ειδικό) (θα)? (βρούμε|κανονίσουμε|σας κάνουμε)',
    // Black Friday hinted, a price in quotation marks, special treatment, a price that falls or pleases.
    '(κάτι)? (μαύρο|μαύρη|μαύρες) … (Παρασκευή|εβδομάδα|μέρες|έρχεται)',
    '(ειδική|ξεχωριστή|προνομιακή|VIP) (μεταχείριση|φροντίδα|προνόμια)',
    '(τιμές|τιμή) (που)? (θα)? (σας|σε)? (κάνουν|κάνει) (να)? (χαμογελάσ*|χαρείτε|χαρείς|χαμογελάς)',
    // Bring a friend, and see: «Φέρε μια φίλη και… θα δεις» (not a friend for company: «φέρτε μαζί σας μια φίλη»).
    '(φέρε|φέρτε|φέρνεις|φέρνετε|φέρεις|φέρετε|bring) (και)? (μια|μία|έναν|ένα|την|τον|a|your) (φίλη|φίλο|κολλητή|κολλητό|αδερφή|αδερφό|μαμά|friend|sister) (σου|σας)? (και|and)',
    // A special price, a secret code: «σε ειδική τιμή μέχρι τέλος του μήνα», «τον μυστικό κωδικό».
    '(σε)? (ειδική|ειδικές|μειωμένη|μειωμένες) (τιμή|τιμές)',
    '(μυστικό|μυστικός|ειδικό|ειδικός|secret) (κωδικό|κωδικός|κωδικού|code)',
    // Something extra for some: «Οι φίλοι των φίλων μας έχουν πάντα κάτι παραπάνω», «θα έχει κάτι ειδικό».
    '(έχει|έχουν|θα έχει|θα έχουν|παίρνει|παίρνουν|θα πάρει|θα πάρουν|κερδίζει|κερδίζουν) (πάντα)? (και)? (κάτι) (παραπάνω|ειδικό|έξτρα|extra|ξεχωριστό|επιπλέον)',
    // A code to say: «Πείτε τον κωδικό #secretsmile».
    '(πείτε|πες|αναφέρετε|ανέφερε|δώστε|δώσε) (τον|το)? (κωδικό|code)',
    // A monthly plan and no down payment: «Μηνιαίο πλάνο 49€/μήνα», «0% προκαταβολή, 24 δόσεις».
    '(μηνιαίο|μηνιαία|ετήσιο|ετήσια) (πλάνο|πλάνα|συνδρομή|συνδρομές|πρόγραμμα|πακέτο|membership)',
    '(0%|0 %|μηδενική|χωρίς) (προκαταβολή|προκαταβολής|down payment)',
    // A price set against an everyday purchase: «κοστίζει λιγότερο από έναν καφέ τη μέρα».
    '(κοστίζει|κοστίζουν|στοιχίζει|στοιχίζουν|λιγότερα|λιγότερο|φθηνότερα|φθηνότερο|less|cheaper) (από|than) … (έναν|ένα|το|a) (καφέ|φραπέ|freddo|σουβλάκι|πακέτο|coffee)',
  ],
};

/** An amount of money in the reading: «49€», «49 €», «49 ευρώ». */
const AMOUNT = '\\d+(?:[.,]\\d+)?\\s*(?:€|ευρω|eur(?:o|os)?(?!\\p{L}))';
/** A price cut or more money's worth for the same: the price inducements that need no offer word. */
const CUT_PRICES = [
  {
    needs: ['αντι', 'instead'],
    re: `(?<![\\p{L}\\p{N}])${AMOUNT}\\s*\\(?\\s*(?:αντι(?:\\s+για|\\s+των|\\s+του)?|instead\\s+of)\\s+${AMOUNT}`,
  },
  {
    needs: ['απο', 'from'],
    re: `(?<!\\p{L})(?:απο|from)\\s+${AMOUNT}\\s+(?:μονο\\s+|μολισ\\s+|only\\s+)?(?:στα|σε|to)\\s+${AMOUNT}`,
  },
  // A price for a month or a week only: «Λεύκανση δοντιών 99€ μόνο για τον Σεπτέμβριο».
  {
    needs: ['μονο', 'μεχρι', 'εωσ', 'only', 'until'],
    re: `(?<![\\p{L}\\p{N}])${AMOUNT}[^.!;?\\n]{0,20}?(?<!\\p{L})(?:μονο|μεχρι|εωσ|only|until)\\s+(?:για\\s+|for\\s+)?(?:αυτη\\s+|αυτο\\s+|αυτον\\s+)?(?:τον|το|την|τισ|this|the)?\\s*(?:λιγεσ\\s+(?:μερεσ|ημερεσ)|σημερα|μηνα|εβδομαδα|σαββατοκυριακο|τελοσ|ιανουαρ|φεβρουαρ|μαρτ|απριλ|μαι|ιουν|ιουλ|αυγουστ|σεπτεμβρ|οκτωβρ|νοεμβρ|δεκεμβρ|month|week|weekend|end)\\p{L}*`,
  },
  // A price for you alone: «80€ αλλά για σένα 60€».
  {
    needs: ['για'],
    re: `(?<![\\p{L}\\p{N}])${AMOUNT}[^.!;?\\n]{0,30}?(?<!\\p{L})(?:αλλα|μονο)\\s+για\\s+(?:σενα|εσενα|εσασ|σασ)(?!\\p{L})[^.!;?\\n]{0,15}?${AMOUNT}`,
  },
  {
    needs: ['€', 'ευρω', 'eur'],
    re: `(?<!\\p{L})(?:αγορα\\p{L}*|πληρω\\p{L}*|πληρωσ\\p{L}*|buy|pay)\\s+${AMOUNT}[^.!;?\\n]{0,40}?(?<!\\p{L})(?:παρ\\p{L}*|κερδισ\\p{L}*|κερδιζ\\p{L}*|αξιασ|get|worth)\\s+${AMOUNT}`,
  },
];

/** A season of sales, as it is named. */
const SALE_SEASONS = [
  'black week',
  'black friday',
  'cyber monday',
  'black days',
  'black weekend',
  'black november',
  'singles day',
];

/** Given free of charge. */
const FREE = '(δωρεάν|χωρίς χρέωση|χωρίς καμία χρέωση|χωρίς κόστος|χωρίς κανένα κόστος)';

/** A medical visit or test as a clinic offers it, or an act. */
const VISIT_OR_ACT =
  '(συμβουλευτική|συμβουλευτικό|ραντεβού γνωριμίας|πρώτη γνωριμία|γνωριμία|επίσκεψη|επισκέψεις|εξέταση|εξετάσεις|δερματοσκόπηση*|χαρτογράφηση*|τριχοσκόπηση*|εκτίμηση|εκτιμήσεις|αξιολόγηση|check-up|check up|τσεκ απ|έλεγχο|έλεγχος|ραντεβού εκτίμησης|ραντεβού γνωριμίας|ραντεβού αξιολόγησης|συνεδρία|συνεδρίες|θεραπεία|θεραπείες|ένεση|ενέσεις|αποτρίχωση|peeling|laser|μεσοθεραπεία|consultation*|assessment*|screening*|session*|treatment*)';

/**
 * A visit, a test or an act given free draws patients by its price: «η πρώτη επίσκεψη είναι δωρεάν»,
 * «δωρεάν δερματοσκόπηση», "free consultation". The free thing must be the act itself: «δωρεάν δείγματα
 * αντηλιακού σε κάθε επίσκεψη» gives a cosmetic's sample.
 */
const FREE_ACTS = [
  `${FREE} (η|το|την|τη|τα|τις|μια|μία|ένα|τον|οι)? (πρώτη|πρώτο|πρώτες|1η|αρχική|προληπτική|προληπτικός|προληπτικό)? ${VISIT_OR_ACT}`,
  `(η|το|την|τη|οι|ο)? (πρώτη|πρώτο|1η|αρχική)? ${VISIT_OR_ACT} (σας|μας)? (είναι|θα είναι|παρέχεται|γίνεται|προσφέρεται|είναι εντελώς|είναι τελείως)? ${FREE}`,
  `${VISIT_OR_ACT} (σπίλων|ελιών|δέρματος|προσώπου|σώματος|τριχωτού|μαλλιών|θυρεοειδούς|μαστού|ματιών) ${FREE}`,
  `${VISIT_OR_ACT} … (είναι|θα είναι|παρέχεται|παρέχονται|γίνεται|γίνονται|προσφέρεται|προσφέρονται) (εντελώς|τελείως|απολύτως)? ${FREE}`,
  '(free|complimentary) (first|initial)? (consultation*|assessment*|check-up|skin check*|screening*|session*|treatment*|visit*|mole check*)',
  '(consultation*|assessment*|check-up|screening*|session*|visit*) (is|are)? (free|complimentary|free of charge|on the house)',
];

/**
 * A free screening of a public-health campaign or a cover by public insurance draws no patient by price:
 * «δωρεάν εξέταση σπίλων στο πλαίσιο της Ευρωπαϊκής Ημέρας Μελανώματος, σε συνεργασία με τον Δήμο»,
 * «χωρίς χρέωση για ασφαλισμένους του ΕΟΠΥΥ». The whole sentence that says both is let through.
 */
const PUBLIC_HEALTH =
  '(?:μελανωματ\\p{L}*|καρκιν\\p{L}*|ευαισθητοποιησ\\p{L}*|euromelanoma|awareness|prevention|δημοσ|δημου|δημο|δημοτ\\p{L}*|δημαρχ\\p{L}*|περιφερει\\p{L}*|συλλογο|συλλογου|συλλογοσ|εοπυυ|ασφαλισμεν\\p{L}*|δικαιουχ\\p{L}*)(?!\\p{L})';
const FREE_WORD = '(?:δωρεαν|χωρισ\\s+χρεωση|free)';
// Each starts where its sentence starts (a sentence read from within it would match from its start).
const FREE_FOR_PUBLIC_HEALTH = [
  `(?<![^.!;?\\n])[^.!;?\\n]*(?<!\\p{L})${FREE_WORD}(?!\\p{L})[^.!;?\\n]*?(?<!\\p{L})${PUBLIC_HEALTH}[^.!;?\\n]*`,
  `(?<![^.!;?\\n])[^.!;?\\n]*?(?<!\\p{L})${PUBLIC_HEALTH}[^.!;?\\n]*?(?<!\\p{L})${FREE_WORD}(?!\\p{L})[^.!;?\\n]*`,
];

export const OFFER_TERMS: Record<string, string[]> = {
  'price-promotion': [
    // One area paid, the other on someone else: «Πληρώνεις τη μία περιοχή, η άλλη πάει… στον λογαριασμό του Άη Βασίλη».
    '(πληρώνεις|πληρώνετε|πλήρωσε|πληρώστε|pay) (μόνο)? (τη|την|το|τον|for)? (μία|μια|ένα|έναν|πρώτη|πρώτο|one|first) … (η|το|ο|the) (άλλη|άλλο|άλλος|δεύτερη|δεύτερο|other|second) (πάει|είναι|κερνιέται|χαρίζεται|goes|is) (δωρεάν|δώρο|κερασμα|κέρασμα|στον λογαριασμό|free|on)',
    ...SECOND_PAYS_LESS,
    // An act treated to with the coffee: «το καφεδάκι το κερνάμε εμείς... και την αξιολόγηση επίσης».
    `(κερνάμε|κερνάει|κερνά|χαρίζουμε|on us) (εμείς)? … (και) (την|τη|το|τον|τα|τις) ${VISIT_OR_ACT}`,
    ...SAY_FOR_A_PERK,
    ...MONEY_BACK,
    // The lowest price, said of the clinic: «η πιο χαμηλή τιμή στην Αθήνα», «τις φθηνότερες τιμές».
    '(πιο) (χαμηλή|χαμηλές|φθηνή|φθηνές|φτηνή|φτηνές|προσιτή|προσιτές|οικονομική|οικονομικές|καλή|καλές|συμφέρουσα|συμφέρουσες) (τιμή|τιμές)',
    '(χαμηλότερη|χαμηλότερες|φθηνότερη|φθηνότερες|φτηνότερη|φτηνότερες|οικονομικότερη|οικονομικότερες|ασυναγώνιστη|ασυναγώνιστες|αξεπέραστη|αξεπέραστες) (τιμή|τιμές)',
    '(φθηνότερα|φτηνότερα|οικονομικότερα|φθηνότερ*|φτηνότερ*) (από|απ) (παντού|όλους|όλες|αλλού|κάθε άλλο|οποιονδήποτε)',
    '(lowest|cheapest|best) (price|prices)',
    ...FREE_ACTS,
    `(πρώτη|πρώτο|1η|αρχική) ${VISIT_OR_ACT} … ${FREE}`,
    // Two acts and one paid: «Ρινοπλαστική + διάφραγμα μαζί και πληρώνεις μόνο το ένα», a second child seen free.
    '(πληρώνεις|πληρώνετε|πληρώσεις|πληρώσετε|pay) (μόνο|μονάχα|only) (το|τη|την|τον|for)? (ένα|μία|μια|έναν|one)',
    '(δεύτερο|δεύτερη|τρίτο|μικρότερο|αδερφάκι|αδελφάκι|second) (παιδί|αδερφάκι|αδελφάκι|μέλος|child)? … (εξετάζεται|εξετάζονται|βλέπεται|μπαίνει|seen) (δωρεάν|χωρίς χρέωση|free)',
    // Two for the price of one: «3 προσπάθειες στην τιμή των 2», «Δύο χείλη σε τιμή ενός».
    '(στην|στη|σε|at the) (τιμή|price) (των|του|της|of)? (1|2|3|ενός|μιας|μίας|δύο|τριών|one|two)',
    // The n-th visit unpaid: «Την τρίτη φορά δεν θα χρειαστεί να πληρώσεις», «στην 5η επίσκεψη, η 6η δωρεάν».
    '(δεύτερη|τρίτη|τέταρτη|πέμπτη|έκτη|έβδομη|δέκατη|2η|3η|4η|5η|6η|7η|8η|9η|10η) (φορά|επίσκεψη|συνεδρία|θεραπεία) … (δεν θα χρειαστεί να πληρώσ*|δεν πληρώνεις|δεν πληρώνετε|δωρεάν|δώρο|κερασμένη)',
    '(4η|5η|6η|7η|8η|9η|10η|τέταρτη|πέμπτη|έκτη|έβδομη|δέκατη) (επίσκεψη|συνεδρία|θεραπεία)? … (η|το)? (5η|6η|7η|8η|9η|10η|11η|πέμπτη|έκτη|έβδομη|δέκατη) (δωρεάν|δώρο|κερασμένη)',
    // A contest among those who shared, tagged or commented.
    '(κλήρωση|κλήρωσης|διαγωνισμ*|giveaway) … (share|κοινοποίησ*|tag|like|σχόλι*|follow|έκαναν|κάνουν)',
  ],
};

export const OFFER_EXTRAS: Record<string, RuleExtras> = {
  // A season of sales beside a booking or a price: «Black week και στο ιατρείο: ρωτήστε μας».
  'price-hint': {
    // An offer's word in quotation marks, winked at: «τιμές», «πακετάκι», «ειδική τιμή» (not denied: «δεν έχουμε
    // «πακέτα»»).
    patterns: [
      {
        needs: ['«', '"', '“', "'"],
        re: '[«"“\'](?<!(?:δεν|ποτε|χωρισ|ουτε|never|no)(?:\\s+\\p{L}+){0,3}\\s+[«"“\'])(?:ειδικ\\p{L}*\\s+)?(?:τιμ|πακετ|προσφορ|δωρ|εκπληξ|εκπτωσ|deal|offer)\\p{L}*(?:\\s+\\p{L}+)?[»"”\']',
      },
      // A price that falls: «ο τιμοκατάλογος της αποτρίχωσης… πέφτει».
      {
        needs: ['τιμ', 'price'],
        re: '(?<!\\p{L})(?:τιμοκαταλογ|τιμεσ|τιμη|prices)\\p{L}*[^!;?\\n]{0,40}?(?<!\\p{L})(?:πεφτ|κατεβαιν|drop)\\p{L}*',
      },
    ],
    near: [
      // Something good about the price: «για εσάς θα βρούμε «κάτι καλό» στην τιμή».
      { a: ['κάτι (καλό|ωραίο|ειδικό|καλύτερο)'], b: ['τιμ*', 'price*'], within: 30 },
      // A discount's figure, with no act named: «η έκπτωση 30% ισχύει μέχρι την Κυριακή», «κουπόνι -40€».
      {
        a: [],
        aPatterns: [PRICE],
        b: ['έκπτωσ*', 'εκπτώσ*', 'κουπόν*', 'voucher*', 'coupon*', 'discount*', 'off'],
        within: 20,
        needs: PRICE.needs,
      },
      // A surprise with a session or a check: «Η πρώτη συνεδρία έχει πάντα μια μικρή έκπληξη 🎁».
      {
        a: ['έκπληξ*', 'εκπληξούλ*', 'surprise*'],
        b: [
          'συνεδρί*',
          'θεραπεί*',
          'επίσκεψ*',
          'γνωριμί*',
          'έλεγχ*',
          'εξέτασ*',
          'ραντεβού (σας|σου|τους)',
          'session*',
          'treatment*',
        ],
        within: 40,
      },
      // Luck for those who book: «Όσοι κλείσουν ραντεβού σήμερα μπαίνουν σε μια... λίστα τύχης».
      {
        a: ['(κλείσουν|κλείσει|κλείσετε|κλείσεις|κλείνουν|κλείνετε|κλείνεις|book|books)'],
        b: ['τύχη*', 'τυχερ*', 'λαχν*', 'κλήρ*', 'lucky', 'luck'],
        within: 60,
      },
      // A prize given free: «κέρδισε δωρεάν διαμονή».
      { a: PRIZES, b: ['δωρεάν', 'free'], within: 20 },
      // Be the lucky one: «Σχολιάστε 💋 και ίσως είστε η τυχερή της εβδομάδας».
      {
        a: ['(σχολιάστε|σχολίασε|κάντε|κάνε|comment|tag|share|like)'],
        b: ['τυχερ*', 'κερδίσ*', 'κερδίζ*', 'lucky', 'win'],
        within: 60,
      },
      {
        a: SALE_SEASONS,
        b: [
          'δωρεάν',
          'free',
          'προγράμματ*',
          'ραντεβού',
          'κλείστε',
          'κλείσε',
          'τιμ*',
          'θεραπεί*',
          'συνεδρί*',
          'εκπλήξ*',
          'ρωτήστε',
          'vibes',
          'inbox',
          'μήνυμα',
          'dm',
          'book*',
          'price*',
        ],
        within: 80,
        needs: ['black', 'cyber', 'singles'],
      },
    ],
  },
  'price-promotion': {
    patterns: [
      // A bundle of sessions: «Αγόρασε 3 συνεδρίες κρυολιπόλυσης, πάρε 4».
      {
        needs: ['παρ', 'get'],
        re: '(?<!\\p{L})(?:αγορασε|αγοραστε|πληρωσε|πληρωστε|κλεισε|κλειστε|buy|pay\\s+for|book)\\s+\\d+\\s+(?:\\p{L}+\\s+){0,2}?(?:συνεδρι|θεραπει|ενεσ|αποτριχωσ|laser|peeling|μεσοθεραπει|κρυολιπολυσ|session|treatment)\\p{L}*[^.!;?\\n]{0,40}?(?<!\\p{L})(?:παρε|παρτε|get)\\s+\\d+(?!\\p{N})',
      },
      // A code said at booking: «με τον κωδικό SMILE10», «πείτε τον κωδικό GLOW», «κωδικός: ΚΑΛΟΚΑΙΡΙ».
      {
        onSource: true,
        needs: ['κωδικ', 'code'],
        re: '(?<!\\p{L})(?:[κΚ]ωδικ\\p{L}*|[Pp]romo\\s*[Cc]ode|[Cc]ode|CODE)\\s*[:\\-–]?\\s*[«"“\'‘]?(?!(?:ΑΜΚΑ|ΑΦΜ|ΤΚ|WIFI|WI-FI|QR|PIN|OTP|SMS|SSID|ΕΟΠΥΥ|ΕΚΑΒ)(?![\\p{L}\\p{N}]))[A-ZΑ-Ω][A-ZΑ-Ω0-9]{2,}(?![\\p{L}\\p{N}])',
      },
      {
        needs: ['κωδικ', 'code'],
        re: '(?<!\\p{L})(?:κωδικ\\p{L}*|promo\\s*code|code)\\s*[:\\-–]?\\s*[«"“\'‘]?[a-z]{2,}\\d{1,3}(?![\\p{L}\\p{N}])',
      },
    ],
    near: [
      // Points or a loyalty card toward the next act: «θα πάρει κι εκείνη πόντους για την επόμενη θεραπεία».
      {
        a: [
          '(πάρει|παίρνει|παίρνεις|παίρνετε|πάρετε|πάρεις|κερδίζ*|κερδίσ*|συγκεντρών*|μαζεύ*|earn|collect) (και|κι)? (εκείνη|εκείνος|εσείς|εσύ)? (πόντους|points)',
          'κάρτα (επιβράβευσης|πιστότητας)',
          'loyalty (card|points|program|programme)',
        ],
        b: ACTS,
        within: 80,
        needs: ['ποντ', 'καρτα', 'loyalty', 'points'],
      },
      {
        a: PRIZES,
        b: ACTS,
        within: 100,
        needs: ['κερδ', 'κληρ', 'διαγων', 'giveaway', 'χαρι', 'win', 'won', 'prize', 'raffle'],
      },
      { a: [], aPatterns: [FIRST_FEW], b: ACTS, within: 100, needs: ['πρωτ', 'first'] },
      // A coupon or an amount off an act: «Κουπόνι -40€ για την πρώτη σας υπερηχογραφική εξέταση».
      { a: ['κουπόν*', 'voucher*', 'coupon*', 'εκπτωτικ*'], b: ACTS, within: 80 },
      // Gift cards for medical acts (a cosmetic's or a cleansing's are no inducement to one).
      {
        a: ['κάρτ* δώρου', 'δωροκάρτ*', 'δωροεπιταγ*', 'gift card*'],
        b: [
          'θεραπεί*',
          'συνεδρί*',
          'ενέσ*',
          'laser',
          'λέιζερ',
          'αποτρίχωσ*',
          'επέμβασ*',
          'filler*',
          'botox',
          'μεσοθεραπεί*',
          'peeling*',
          'αναζωογόνησ*',
          'treatment*',
          'session*',
        ],
        within: 80,
      },
      // A price set against a dearer one, or an amount paid for more: «49€ αντί για 120€», «από 120€ στα 49€»,
      // «Αγόρασε 200€ θεραπείες και πάρε 250€».
      { a: [], aPatterns: CUT_PRICES, b: ACTS, within: 100, needs: ['€', 'ευρω', 'eur'] },
      { a: FAVOURABLE, aPatterns: [PRICE], b: BUNDLES, within: 60 },
      // For the page's followers, a price of their own: «για τους followers μας η τιμή είναι… διαφορετική».
      // The noun and «μας ακολουθείτε», never the verb alone («τις ημέρες που ακολουθούν»).
      {
        a: ['followers', 'συνδρομητ*', 'subscribers'],
        aPatterns: [PAGE_FOLLOWERS],
        b: ['τιμ*', 'έκπληξ*', 'ειδικ*', 'προνομι*', 'διαφορετικ*', 'price*', 'surprise*', 'special'],
        within: 60,
        needs: ['follower', 'ακολουθ', 'συνδρομ', 'subscriber'],
      },
    ],
    allowed: [
      // A code that is no discount: the Wi-Fi's, a booking's reference, a social security number.
      '(κωδικ*|code) (του|της|για το|για τη|for the)? (wi-fi|wifi|ασύρματου|δικτύου|κράτησης|ραντεβού|επιβεβαίωσης|πρόσβασης|booking|reservation|confirmation|access)',
    ],
    allowedPatterns: FREE_FOR_PUBLIC_HEALTH,
  },
};
