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
import type { RuleExtras } from './rules.ts';

/** Medical acts a price inducement may be about (not the cosmetics a clinic also sells). */
const MEDICAL_ACTS = [
  'θεραπεί*',
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
  '(πόντους|πόντοι|πόντων) (επιβράβευσης|ανταμοιβής|loyalty)',
  '(μάζεψε|μαζέψτε|μαζεύετε|μαζεύεις|συλλέξτε|συλλέγετε|συγκεντρώστε|κερδίστε) … (πόντους|πόντοι)',
  '(loyalty|reward|rewards) (points|card|scheme|programme|program)',
  'κάρτα (πιστότητας|μέλους|επιβράβευσης)',
  'επιβράβευσ*',
  'στην τιμή (των|του|της)',
  'for the price of',
  'μισή τιμή',
  'μισοτιμής',
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
    re: '(?:free|complimentary)\\s+(?:first|1st|second|2nd|extra|bonus)?\\s*(?:session|treatment|procedure|syringe|area|laser|peel)',
    needs: ['free', 'complimentary'],
  },
  {
    re: '(?:πληρωσ\\p{L}*|πληρωνεισ|πληρωνετε|pay\\s+for)\\s+(?:μονο\\s+|only\\s+)?(?:τισ\\s+|τα\\s+|τουσ\\s+|the\\s+)?(?:\\d+|τρει\\p{L}*|τεσσερ\\p{L}*|πεντε|δυο|three|four|five|two)(?![\\p{L}\\p{N}])',
    needs: ['πληρω', 'pay'],
  },
];
const DISCOUNT_NEEDS = ['%', 'επιστροφ', 'cashback', '€', 'δωρεαν', 'free', 'complimentary', 'πληρω', 'pay'];

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
];

/** Place names and their kinds, as a superlative «of the town» or «in all of Greece» claims. */
const PLACES =
  '(?:πολησ|πολη|περιοχησ|περιοχη|γειτονιασ|χωρασ|χωρα|ελλαδασ|ελλαδα|αθηνασ|αθηνα|θεσσαλονικησ|θεσσαλονικη|πειραια|πατρασ|πατρα|ηρακλειου|ηρακλειο|λαρισασ|λαρισα|κρητησ|κρητη|κυπρου|κυπρο|λευκωσιασ|λευκωσια|λεμεσου|λεμεσο|πελοποννησου|πελοποννησο|μακεδονιασ|μακεδονια|θρακησ|ηπειρου|θεσσαλιασ|βορειασ\\s+ελλαδασ|νοτιων\\s+προαστιων|βορειων\\s+προαστιων|town|city|country|greece|athens|thessaloniki|cyprus|nicosia|limassol|larnaca|paphos|crete|heraklion|patras|region|area)';

/** The extras of each rule these concepts add, by rule id. */
export const CONCEPT_EXTRAS: Record<string, RuleExtras> = {
  // A prescription-only medicine described by what it does, or misspelt, is still advertised: Directive
  // 2001/83/EC art. 88(1), ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013 (EOF: the substance named or described is advertising).
  'prescription-medicine': {
    patterns: [
      // The substance misspelt in Greek, vowels traded («βουτυλινική», «μποτουλινική», «βοτολινική»).
      {
        needs: ['λιν', 'λην', 'λυν'],
        re: '(?<!\\p{L})(?:μπ|β)(?:ο|ου|υ|ω|ι)?τ{1,2}(?:ο|ου|υ|ω|ι)λ{1,2}(?:ι|η|υ|ει)ν(?:ικ|ο|ου|ω)\\p{L}*',
      },
      // Wrinkles frozen or paralysed, "wrinkle relaxers": what only the toxin does.
      {
        needs: ['παγω', 'παραλυ', 'ακινητοποι', 'freez', 'froz', 'paraly', 'relax'],
        re: '(?<!\\p{L})(?:παγων\\p{L}*|παγωμα|παγωμεν\\p{L}*|παραλυ\\p{L}*|ακινητοποι\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:ρυτιδ|γραμμ|εκφρασ|μετωπ|μυ[εσ]|μυων|μυικ)\\p{L}*|(?<!\\p{L})(?:freez\\p{L}*|frozen|paraly[sz]\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:wrinkles?|lines|forehead|frown\\p{L}*|expressions?|muscles?)(?!\\p{L})|(?<!\\p{L})wrinkle[\\s-]*(?:relax\\p{L}*|freez\\p{L}*)',
      },
    ],
    near: [
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
          '(σταματά|σταματάει|σταματούν|κόβει|stops|halts) (την|τη)? (τριχόπτωση|αλωπεκία|φαλάκρα|hair loss|balding)',
        ],
        within: 60,
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
      '(?<!(?:ποιοσ|ποια|ποιοι|who)[^.!;?\\n]{0,60})(?<!\\p{L})(?:δεν|δε|ουτε|μην|μη)\\s+(?:θα\\s+)?(?:μπορ\\p{L}*\\s+)?(?:να\\s+)?(?:θεραπευ|γιατρευ)\\p{L}*',
    ],
    allowed: [
      '(προλαμβάν*|προλαβαίν*|πρόληψη) (παρά|παρα|από) (να)? (θεραπεύ*|θεραπευ*|γιατρεύ*|θεραπεία)',
      '(prevention|preventing) (is)? (better|rather) than (cure|curing)',
    ],
  },
  // A claim of the body's change in other words; a room's or a workout's «before and after» is no claim:
  // Directive 2001/83/EC art. 90, Meta's advertising policies (before/after).
  'before-after': {
    patterns: [
      // «Σύρετε για να δείτε το «μετά»», "swipe to see the after".
      {
        needs: ['συρετε', 'συρε ', 'swipe', 'σουαιπ', 'γυριστε σελιδα', 'scroll'],
        re: '(?<!\\p{L})(?:συρετε|συρε|swipe|σουαιπ|γυριστε\\s+σελιδα|scroll)(?:\\s+\\p{L}+){0,5}?\\s+(?:[«"“\']\\s*)?(?:μετα|after|αποτελεσμα\\p{L}*|results?|αλλαγη|διαφορα|transformation)(?![\\p{L}])',
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
      'πριν (και|&) (το)? μετά … (άσκηση|γυμναστ*|προπόνησ*|γεύμα|γεύματα|φαγητό|μπάνιο|ντους|κολύμπ*|θάλασσα|ήλιο|ηλιοθεραπεία|ύπνο|εξέταση|εμβόλι*|πτήση|ταξίδι|τρέξιμο|ποδήλατο|δουλειά|σχολείο|ξύρισμα|workout|exercise|meal|swim)',
      'πριν (και|&) (το)? μετά … (χώρου|χώρων|ιατρείου|κλινικής|αίθουσας|ρεσεψιόν|εγκαταστάσεων|γραφείου|σαλονιού|κέντρου|ανακαίνισης|κήπου|εισόδου|βιτρίνας)',
      '(ανακαίνισ*|renovation|makeover|μετακόμισ*) … πριν (και|&) (το)? μετά',
      'πριν (και|&) (το)? μετά … (ανακαίνισ*|renovation)',
      '(transformation|makeover) of (our|the) (clinic|office|space|waiting room|website)',
    ],
    // A room, a website or a shop window transformed, not a patient.
    allowedPatterns: [
      '(?<!\\p{L})μεταμορφ\\p{L}*\\s+(?:(?:του|τησ|των|το|τον|την|τα|τισ|τουσ)\\s+)?(?:(?!ασθεν|πελατ|κυρι)\\p{L}+\\s+)?(?:μασ\\s+)?(?:ιατρει|χωρ|κλινικ|αιθουσ|ρεσεψιον|εγκαταστασ|γραφει|σαλον|κεντρ|ιστοσελιδ|σελιδ|βιτριν|εισοδ)\\p{L}*',
      "(?:clinic|office|waiting\\s+room|reception|space|website|salon)(?:[’']s)?\\s+(?:transformation|makeover)",
    ],
  },
  // «Χωρίς πόνο δεν υπάρχει κέρδος», "no pain, no gain": a saying, not a promise.
  painless: {
    allowedPatterns: [
      'no\\s+pain[\\s,.!]*no\\s+gain',
      'χωρισ\\s+πονο[\\s,.!]*(?:δεν\\s+υπαρχει|ουτε|χωρισ|κανενα)\\s+(?:και\\s+)?κερδ\\p{L}*',
    ],
  },
  // A patient's case with a result, named or initialled: Directive 2001/83/EC art. 90 (case histories),
  // Law 3418/2005 art. 17 (no testimonials).
  testimonial: {
    patterns: [
      // Weight or size a named patient lost: «Ο Γιώργος έχασε 18 κιλά».
      {
        needs: ['εχασ', 'lost', 'dropped', 'shed'],
        re: '(?<!\\p{L})(?:εχασε|εχασαν|εχασα|lost|dropped|shed)\\s+(?:\\p{L}+\\s+){0,2}?\\d+(?:[.,]\\d+)?\\s*(?:κιλ|kg|kilo|lbs|pound|εκατοστ|cm|νουμερ|size|ποντ)',
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
      '(εφαρμογή*|app|ebook|e-book|οδηγό*|newsletter|wi-fi|wifi|parking|στάθμευση*) … (δωρεάν|free)',
      '(δωρεάν|free) … (εφαρμογή*|app|ebook|e-book|οδηγό*|newsletter|wi-fi|wifi|parking|στάθμευση*)',
    ],
    patterns: [
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
      { needs: ['χερια', 'hands'], re: '(?<!\\p{L})(?:χρυσα|μαγικα|golden|magic)\\s+(?:χερια|hands)' },
    ],
  },
  // A famous person's word: Directive 2001/83/EC art. 90, Regulation (EU) 655/2013.
  endorsement: {
    near: [
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
      {
        needs: ['διασημ', 'γνωστ', 'famous', 'celebrity', 'well-known', 'well known'],
        re: '(?<!\\p{L})(?:διασημ|γνωστ|famous|celebrity|well[\\s-]known)\\p{L}*\\s+(?:\\p{L}+\\s+)?(?:ποδοσφαιριστ|μπασκετμπολιστ|αθλητ|αθλητρι|πρωταθλητ|ολυμπιονικ|παικτ|ηθοποι|τραγουδιστ|τραγουδιστρι|παρουσιαστ|μοντελ|influencer|youtuber|tiktoker|blogger|footballer|athlete|actress|actor|singer|model|presenter|chef|σεφ)\\p{L}*',
      },
    ],
  },
};
