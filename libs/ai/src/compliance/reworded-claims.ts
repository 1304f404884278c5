/**
 * The claim families said in other words than their rules' examples: a before/after shown as a result
 * without the words «πριν» and «μετά», the clinic set above others by any comparative or superlative, fear
 * and shame about the body said as hiding, being seen or ageing. Each is written by family and by Greek
 * morphology (a term's words take every ending, terms.ts; patterns name stems), so a text in other words
 * is read as the same claim. `RE_TERMS` adds terms to the shipped rules (by rule id), `RE_EXTRAS` their
 * patterns, pairs and ordinary contexts; strong forms go to the `block` rules of strong-claims.ts, softer
 * ones to the `warn` rules of rules.ts. Patterns read the reading (small letters, no accents, σ for ς).
 */
import type { RuleExtras } from './rule-types.ts';

/** A number of days, weeks, months or sessions, in digits or words. */
const COUNT =
  '(?:\\d+|ενα|εναν|μια|μιαμιση|δυο|δυομιση|τρει\\p{L}*|τρια|τεσσερ\\p{L}*|πεντε|εξι|επτα|εφτα|οκτω|οχτω|εννια|εννεα|δεκα|δωδεκα|εικοσι)';
const COURSE_UNIT =
  '(?:μερ|ημερ|εβδομαδ|βδομαδ|μην|συνεδρι|θεραπει|εφαρμογ|days?|weeks?|months?|sessions?)\\p{L}*';

/** What a change or a result is said to be, shown: the photographs, the difference, the change. */
const SHOWN_CHANGE =
  '(διαφορά|διαφορές|αλλαγή|αλλαγές|μεταμόρφωση|εξέλιξη|πρόοδο|πρόοδος|αποτέλεσμα|αποτελέσματα|φωτογραφία|φωτογραφίες|φωτό|εικόνα|εικόνες|difference|change|results|result|photos|pictures)';

/** The body and the look, as shame and fear about them are said. */
const LOOKS_AND_BODY =
  '(εικόνα|εμφάνιση|χέρια|κιλά|ρυτίδ*|ηλικία|χρόνια|τριχόπτωση|φαλάκρ*|ακμή|σπυρ*|πανάδ*|κυτταρίτιδα|σώμα|σιλουέτα|πρόσωπο|δέρμα|χαμόγελο|δόντια|μαλλιά|λίπος|κοιλιά|μπράτσα|μύτη|χείλη|λαιμό|βλέμμα|σακούλες|μαύρους κύκλους|age|wrinkles|weight|looks|body|skin|smile|teeth|hair)';

/** Praise a practice gives itself, as an adjective's stem (any gender, case, comparative). */
const PRAISE =
  '(?:εμπειρ|εξειδικευμεν|εξειδικ|αξιοπιστ|φυσικ|ασφαλ|αποτελεσματικ|συγχρον|προηγμεν|εξελιγμεν|καλ|χαμηλ|φθην|φτην|οικονομικ|προσιτ|περιζητητ|γνωστ|δημοφιλ|αγαπημεν|εντυπωσιακ|ικανοποιημεν|ευχαριστημεν|επιτυχημεν|πετυχημεν|καταρτισμεν|ταλαντουχ|ικαν|εμπιστ|ανωδυν|σωστ|ποιοτικ|πληρ|ολοκληρωμεν)\\p{L}*';
/** Comparatives and superlatives by their suffix: «αποτελεσματικότερη», «ασφαλέστερο», «αρτιότατος». */
const SUFFIXED_COMPARATIVE =
  '(?:καλυτερ|ανωτερ|κορυφαι|αριστ|\\p{L}{3,}(?:οτερ|υτερ|εστερ|ωτερ|οτατ|υτατ|εστατ|ωτατ))\\p{L}*';
/** Places a practice is said to lead, as a clinic names them. */
const PLACES =
  '(?:ελλαδ|αθην|θεσσαλονικ|πατρ|λαρισ|ηρακλει|βολο|βολου|ιωαννιν|χανι|ροδο|ροδου|κρητ|κυπρ|λευκωσι|λεμεσ|λαρνακ|πολη|πολησ|περιοχ|γειτονι|συνοικι|χωρα|χωρασ|ευρωπ|κοσμο|κοσμου|βορει|νοτι|μακεδονι|πελοποννησ|instagram|insta|tiktok|facebook|internet|διαδικτυ|αγορα|αγορασ|βαλκανι|greece|athens|europe|town|city|world)\\p{L}*';

/** Others, as a comparison sets the clinic against them. */
const OTHERS =
  '(?:ολουσ|ολεσ|ολα|ολουσ\\s+τουσ\\s+αλλουσ|καθε\\s+αλλ\\p{L}*|οποιον(?:δηποτε)?|οποιαδηποτε|οποιοδηποτε|(?:τουσ|τισ|τα)\\s+(?:αλλ|υπολοιπ)\\p{L}*|αλλουσ|αλλεσ|αλλα\\s+(?:ιατρει|κεντρ|οδοντιατρει)\\p{L}*|αλλου|παντου|οπουδηποτε|τον\\s+ανταγωνισμο|τουσ\\s+ανταγωνιστεσ|anyone|everyone|the\\s+rest|others)';

/** What a text must hold for OTHERS to match in it. */
const OTHERS_LITERALS = [
  'ολουσ',
  'ολεσ',
  'ολα',
  'αλλο',
  'αλλη',
  'αλλουσ',
  'αλλεσ',
  'αλλα',
  'αλλου',
  'οποιον',
  'οποιαδ',
  'οποιοδ',
  'υπολοιπ',
  'παντου',
  'οπουδ',
  'ανταγων',
  'anyone',
  'everyone',
  'rest',
  'others',
];

/** The clinic speaking of itself: «εμείς», «μας», «η γιατρός μας», first person plural. */
const SELF = [
  'εμείς',
  'εμάς',
  'μας',
  'μάς',
  'είμαστε',
  'κάνουμε',
  'προσφέρουμε',
  'έχουμε',
  'ιατρεί*',
  'κλινικ*',
  'γιατρ*',
  'δερματολόγ*',
  'χειρουργ*',
  'οδοντίατρ*',
  'ομάδα',
  'αποτελέσματα',
  'τιμές',
  'we',
  'our',
  'us',
];

/** A treated body or a medical act, beside which a before/after or a transformation is a result. */
const TREATED = [
  'χείλ*',
  'χειλιών',
  'μύτη',
  'μύτης',
  'πρόσωπο',
  'προσώπου',
  'βλέμμα*',
  'ρυτίδ*',
  'κιλά',
  'κοιλιά*',
  'σιλουέτα*',
  'μαλλιά',
  'μαλλιών',
  'δόντια',
  'δοντιών',
  'χαμόγελ*',
  'ακμή*',
  'πανάδ*',
  'ουλ*',
  'δέρμα*',
  'lips',
  'nose',
  'face',
  'smile',
  'skin',
  'θεραπεί*',
  'laser',
  'filler*',
  'φίλερ',
  'υαλουρονικ*',
  'botox',
  'μπότοξ',
  'ενέσ*',
  'μεσοθεραπεί*',
  'prp',
  'peeling',
  'ρινοπλαστικ*',
  'βλεφαροπλαστικ*',
  'λιποαναρρόφησ*',
  'κοιλιοπλαστικ*',
  'μεταμόσχευσ*',
  'lifting',
  'λεύκανσ*',
  'όψεις',
  'εμφυτεύμα*',
  'skin booster*',
  'νήματα',
  'treatment*',
];

/** Acts a comparison of photographs shows the result of. */
const ACTS =
  '(αυξητικ*|μειωτικ*|ανόρθωσ*|λιποαναρρόφηση*|λιπογλυπτική|ρινοπλαστικ*|βλεφαροπλαστικ*|κοιλιοπλαστικ*|lifting|filler*|botox|laser|θεραπεί*|επέμβασ*|liposuction|rhinoplasty)';
/** Concerns a before/after says are gone. */
const CONCERNS =
  '(προγούλ*|ρυτίδ*|κοιλι*|σακούλ*|πανάδ*|κηλίδ*|ακμή|σπυρ*|λίπ*|κιλ*|μαύρους κύκλους|κύκλ*|ουλ*|φαλάκρ*|τριχόπτωση|κυτταρίτιδα|χαλάρωση|τρίχ*|double chin|wrinkles|acne|fat)';
/** The famous, as a clinic names them without a name. */
const FAMOUS =
  '(παρουσιάστρι*|παρουσιαστ*|ηθοποι*|τραγουδίστρι*|τραγουδιστ*|μοντέλ*|influencer*|ποδοσφαιριστ*|μπασκετμπολίστ*|αθλήτρι*|πρωταθλήτρι*|πρωταθλητ*|miss|μις|σταρ|celebrit*|celeb|επώνυμ*|διάσημ*|youtuber*|tiktoker*)';

export const RE_TERMS: Record<string, string[]> = {
  'before-after-shown': [
    // Comparative photographs of patients or of an act: «συγκριτικές φωτογραφίες από την αυξητική στήθους».
    `(συγκριτικ*) (φωτογραφ*|εικόν*|λήψ*|photos|pictures) … (ασθεν*|πελάτ*|αποτέλεσμ*|${ACTS.slice(1, -1)})`,
    // Patients' photographs as the clinic's proof: «Το καλύτερο διαφημιστικό μας είναι οι φωτογραφίες των ασθενών μας».
    '(διαφημιστικό|διαφήμιση|απόδειξη|αποδείξεις|proof|advert*|ad) … (φωτογραφίες|φωτογραφία|φωτό|photos|pictures) (των|από|της|του|from|of)? (ασθεν*|πελάτ*|πελατισσ*|patient*|client*)',
    // The reader asked to compare two photographs: «Σύγκρισε τις δύο φωτογραφίες!».
    '(σύγκρινε|σύγκρισε|συγκρίνετε|συγκρίνεις|συγκρίνατε|compare) (τις|τα|the)? (δύο|δυο|2|two)? (φωτογραφ*|εικόν*|φωτό|λήψεις|photos|pictures|pics)',
    // A patient's photographs or real result shown: «πραγματικό αποτέλεσμα ασθενούς μας», «οι φωτογραφίες των ασθενών μας… swipe».
    '(πραγματικό|πραγματικά|αληθινό|αληθινά|real|actual) (αποτέλεσμα|αποτελέσματα|results?) (από)? (της|του|των|μιας|ενός)? (ασθεν*|πελάτ*|patient*|client*)',
    '(φωτογραφίες|φωτογραφία|φωτό|photos|pictures) (των|από|της|του|μιας|ενός|from|of)? (ασθεν*|πελάτ*|πελατισσ*|patient*|client*) (μας|our)? … (swipe|σύρετε|δείτε|δες|➡️|👉|see|liposuction|λιποαναρρόφηση|διαφημιστικό|αποτέλεσμ*)',
    // «Και «μετά»; Δείτε στο carousel»: the after pointed to in the pictures.
    '(μετά|after) … (δείτε|δες|κοιτάξτε|σύρετε|swipe|see) (στο|στα|στη|στην|το|τα|in the|on the)? (carousel|καρουζέλ|slide*|reel|επόμενη φωτογραφία|επόμενη εικόνα|next photo|next picture)',
    // Where the concern was, now the result: «Εκεί που ήταν το προγούλι τώρα υπάρχει οριοθετημένο σαγόνι».
    `(εκεί που|όπου|where) (ήταν|υπήρχε|υπήρχαν|είχε|είχες|είχατε|there was|there were) (το|η|ο|τα|οι|τις|οι)? ${CONCERNS} … (τώρα|σήμερα|now|today)`,
    // «Δείτε τη διαφορά», «κοιτάξτε μόνοι σας την αλλαγή», "see the difference".
    '(δείτε|δες|κοιτάξτε|κοίτα|κοιτάξτε|παρατηρήστε|προσέξτε|εντοπίστε|βρείτε|see|spot|notice|look at) (μόνοι σας|μόνη σας|μόνος σου|μόνη σου|κι εσείς|και εσείς|κι εσύ|for yourself|yourself)? (τη|την|τις|the)? (διαφορά|διαφορές|αλλαγή|αλλαγές|μεταμόρφωση|difference|change|transformation)',
    // «Η αλλαγή μιλάει μόνη της», «τα αποτελέσματα μιλούν από μόνα τους», «η διαφορά τα λέει όλα».
    `${SHOWN_CHANGE} (μιλάει|μιλά|μιλάνε|μιλούν|speaks|speak) (από)? (μόνη|μόνο|μόνα|μόνες|μόνος|for) (της|τους|του|themselves|itself)`,
    `${SHOWN_CHANGE} (τα λέει|τα λένε|λέει|λένε|says|say) (τα)? (όλα|πάντα|it all)`,
    `${SHOWN_CHANGE} (είναι)? (εμφανής|εμφανείς|ορατή|ορατές|ολοφάνερη|ολοφάνερες|φανερή|φανερές|τεράστια|τεράστιες|εντυπωσιακή|εντυπωσιακές|απίστευτη|απίστευτες|obvious|visible|huge|amazing|incredible|striking)`,
    // «Δείτε το αποτέλεσμα στη φωτογραφία», «το αποτέλεσμα στο καρουζέλ».
    '(δείτε|δες|κοιτάξτε|see) (το|τα|the)? (αποτέλεσμα|αποτελέσματα|result|results) (στη|στην|στις|στο|στα|in the|on)? (φωτογραφ*|εικόν*|βίντεο|reel|story|stories|highlights|carousel|καρουζέλ|slide*|photo*|video*)',
    // Two pictures of a course: «το πρώτο και το τελευταίο ραντεβού», «1η vs 6η συνεδρία».
    '(το|η|την|τη|the)? (πρώτο|πρώτη|1η|1ο|first) (και|vs|&|→|-|ως|έως|μέχρι|and|to) (το|η|την|τη|the)? (τελευταίο|τελευταία|6η|8η|10η|last|final) (ραντεβού|συνεδρία|επίσκεψη|φωτογραφία|μέρα|ημέρα|εβδομάδα|appointment|session|visit|day|photo) … (δείτε|δες|διαφορά|αλλαγή|αποτέλεσμα|φωτογραφ*|📸|see|difference|result)',
    '(δείτε|δες|διαφορά|αλλαγή|αποτέλεσμα|φωτογραφ*|see|difference|result) … (το|η|την|τη|the)? (πρώτο|πρώτη|1η|1ο|first) (και|vs|&|→|-|ως|έως|μέχρι|and|to) (το|η|την|τη|the)? (τελευταίο|τελευταία|last|final) (ραντεβού|συνεδρία|επίσκεψη|φωτογραφία|μέρα|ημέρα|εβδομάδα|appointment|session|visit|day|photo)',
    // A day's transformation: "Transformation Tuesday", «Μεταμόρφωση της Παρασκευής».
    '(transformation|μεταμόρφωση|glow up) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|της Δευτέρας|της Τρίτης|της Τετάρτης|της Πέμπτης|της Παρασκευής|του Σαββάτου|της Κυριακής)',
    // Results dated by the course, pointed to: "Results after 3 sessions. Swipe!".
    '(αποτέλεσμα|αποτελέσματα|results|result) (μετά από|μετά|σε|after|in) (μόλις|only|just)? (1|2|3|4|5|6|8|10|12|μία|μια|δύο|τρεις|τέσσερις|πέντε|έξι|οκτώ|δέκα|one|two|three|four|five|six) (συνεδρί*|θεραπεί*|εβδομάδ*|μήν*|sessions|treatments|weeks|months) … (swipe|σύρετε|δείτε|δες|φωτογραφ*|photo*|pics|see)',
    // A patient changed beyond recognition: «δεν την αναγνωρίσαμε», «αγνώριστη».
    '(αγνώριστη|αγνώριστος|αγνώριστοι|αγνώριστες|unrecognisable|unrecognizable)',
    '(δεν|ούτε) (την|τον|τη) (αναγνωρίσαμε|αναγνώρισε|αναγνωρίζουμε|αναγνωρίζει) (ούτε)?',
    // Same light, same angle, the same woman: two photographs set side by side.
    '(ίδιο|ίδια|ίδιος|same) (φως|γωνία|λήψη|φωτισμός|πόζα|γυναίκα|άντρας|άνδρας|πρόσωπο|άτομο|άνθρωπος|ασθενής|light|angle|lighting|person|woman|man|face|patient) … (εβδομάδ*|μήν*|μέρ*|συνεδρί*|διαφορά|αποτέλεσμα|weeks|months|sessions|difference)',
    // The later picture pointed to: «στη δεύτερη φωτογραφία, 4 εβδομάδες μετά».
    '(στη|στην|η|την|τη|in the|the) (δεύτερη|2η|τελευταία|δεξιά|second|last|right) (φωτογραφία|φωτό|εικόνα|διαφάνεια|slide|photo|picture) … (μετά|αργότερα|σήμερα|τώρα|εβδομάδ*|μήν*|συνεδρί*|αποτέλεσμα|after|later|weeks|months|sessions|result)',
  ],
  'before-after': [
    // A result dated by the course: «το αποτέλεσμα μετά από 3 συνεδρίες».
    '(το|τα|the)? (αποτέλεσμα|αποτελέσματα|result|results) (μετά από|μετά|σε|after|in) (μόλις|only)? (1|2|3|4|5|6|8|10|12|μία|μια|δύο|τρεις|τέσσερις|πέντε|έξι|οκτώ|δέκα) (συνεδρί*|θεραπεί*|εβδομάδ*|μήν*|sessions|treatments|weeks|months)',
    // A transformation of the face or body, told: a person judges whether it shows a result.
    '(μεταμόρφωσ*|μεταμορφών*|μεταμόρφωσ*|transformation|transform*) … (προσώπου|πρόσωπο|δέρματος|δέρμα|βλέμματος|βλέμμα|χειλιών|χείλη|σώματος|σώμα|σιλουέτα*|μαλλιών|χαμόγελου|χαμόγελο|face|skin|smile|body)',
    // «Το πρώτο και το τελευταίο ραντεβού», without a picture named.
    '(το|η|την|τη)? (πρώτο|πρώτη|1η|1ο) (και|vs|&|→) (το|η|την|τη)? (τελευταίο|τελευταία) (ραντεβού|συνεδρία|επίσκεψη|φωτογραφία)',
  ],
  'self-praise': [
    // Fewer sessions here than elsewhere: «Σε άλλα κέντρα θα χρειαστείτε 10 συνεδρίες, σε εμάς μόνο 4».
    '(σε|στα|στις|στους|in|at) (άλλα|άλλες|άλλους|other) (κέντρα|ιατρεία|κλινικές|γιατρούς|ινστιτούτα|centres|centers|clinics|doctors) … (σε εμάς|σε μας|εδώ|εμείς|μαζί μας|with us|here|we)',
    // Nobody does it like us: «κανείς δεν κάνει χείλη σαν εμάς», «όσο κανένας άλλος».
    '(κανείς|κανένας|κανένα|καμία|nobody|no one) (άλλος|άλλη|άλλο|else)? (δεν|δε)? (κάνει|κάνουν|έχει|προσφέρει|ξέρει|μπορεί|πετυχαίνει|φτάνει|συγκρίνεται|διαθέτει|does|has|offers) … (όπως|σαν|καλύτερα|like|better) (εμάς|εμείς|τη γιατρό μας|τον γιατρό μας|την ομάδα μας|us|we)',
    '(κανένα|καμία|καμιά|κανένας|κανείς) (άλλο|άλλη|άλλος) (ιατρείο|κλινική|κέντρο|γιατρός|οδοντίατρος|δερματολόγος|χειρουργός|ομάδα|injector) (δεν|δε)',
    '(όσο|όπως|σαν) (κανείς|κανένας|κανένα|καμία|καμιά) (άλλος|άλλη|άλλο)',
    '(δεν|δε) θα (το|τη|την|τα|τον|τους|τις)? (βρείτε|βρεις|δείτε|δεις) (πουθενά|αλλού|σε άλλο|σε άλλη)',
    "(you won't|you will not) find (it|this|that)? (anywhere else|elsewhere)",
    // Unique, the only ones: «είμαστε μοναδικοί», «οι μόνοι στη Λάρισα που…».
    '(είμαστε|είμαι|ήμασταν) (οι|ο|η)? (μοναδικ*|μόνοι|μόνες|μόνη|μόνος|πρώτοι|πρώτες|πρώτη|πρώτος)',
    "(we're|we are) the (only|first|best|leading)",
    // Others ignored or run down: «ξεχάστε τους άλλους», «όχι σαν κάποιους άλλους».
    '(ξεχάστε|ξέχνα|ξεχάσετε|ξέχασε|ξεχνάτε|forget) (τους|τις|τα|the|about)? (άλλους|άλλες|άλλα|υπόλοιπους|υπόλοιπες|υπόλοιπα|others|rest)',
    '(ξεχάστε|ξέχνα|ξεχάσετε|ξέχασε|forget) (ό,τι|ότι|όσα|όλα όσα|everything) (ξέρατε|ξέρεις|ήξερες|ξέρετε|έχετε δει|έχεις δει|σας είπαν|σου είπαν|δοκιμάσατε|you know|you knew)',
    '(όχι|not) (σαν|όπως|like) (κάποιους|κάποιες|κάποια|κάποιοι|τους|τις|τα|οι)? (άλλους|άλλες|άλλα|άλλοι|others|some)',
    // Beyond compare, said of the clinic's work: «αξεπέραστα αποτελέσματα», «ασυναγώνιστη ποιότητα».
    '(αξεπέραστ*|ασυναγώνιστ*|απαράμιλλ*|ανυπέρβλητ*|unbeatable|unmatched|unrivalled|unrivaled) (αποτέλεσμα|αποτελέσματα|ποιότητα|τεχνική|εμπειρία|φροντίδα|τεχνογνωσία|δουλειά|results|quality|care|expertise)',
    '(second to none|χωρίς ανταγωνισμό|δεν έχουμε ανταγωνισμό|δεν έχουμε ανταγωνιστές)',
    // Leaders, beyond comparison: «ηγέτες στην αισθητική», «εμπειρία που δεν συγκρίνεται».
    '(ηγέτ*|ηγετική θέση|leader|leaders|market leader) (στην|στη|στο|στα|στις|στον|in)',
    '(δεν|δε) (συγκρίνεται|συγκρίνονται|συγκρίνεστε) (με τίποτα|με κανέναν|με κανένα|με καμία|με τίποτε)',
    '(ασύγκριτ*|incomparable)',
  ],
  'celebrity-endorsement': [
    // A famous person's visit told: «Η παρουσιάστρια της πρωινής ζώνης μάς επισκέφθηκε για το lip filler της».
    `${FAMOUS} … (μας|μάς|us) (επισκέφθηκε|επισκέφτηκε|επισκέφθηκαν|επισκέφτηκαν|τίμησε|τίμησαν|visited)`,
    `${FAMOUS} … (επισκέφθηκε|επισκέφτηκε|ήρθε|πέρασε|επέλεξε|εμπιστεύτηκε|εμπιστεύεται|visited|chose|trusted) (το|την|τη|τον|στο|στην|στη|our)? (κέντρο|ιατρείο|κλινική|ομάδα|γιατρό|clinic|centre|center) (μας|our)?`,
    `(μας|μάς) (επισκέφθηκε|επισκέφτηκε|τίμησε|εμπιστεύτηκε|εμπιστεύεται|επέλεξε) (και)? (η|ο|οι|the)? ${FAMOUS}`,
    // What the stars love: «το drip που λατρεύουν οι σταρ».
    '(που)? (λατρεύουν|προτιμούν|επιλέγουν|εμπιστεύονται|αγαπούν|αγαπάνε|κάνουν όλες|κάνουν όλοι|love|choose|trust) (οι|τα|all the)? (σταρ|celebrities|celebs|διάσημ*|επώνυμ*|influencers|μοντέλα|ηθοποιοί|τραγουδίστριες|stars|models)',
    // A society's head or members said to choose it: «Ο πρόεδρος της Δερματολογικής Εταιρείας… επέλεξε το laser μας».
    '(πρόεδρος|πρόεδρο|αντιπρόεδρος|μέλη|μέλος|president|members) (της|του|των|of the)? … (εταιρεί*|ακαδημί*|συλλόγ*|ένωσ*|society|association|academy|college) … (επέλεξε|επιλέγει|επέλεξαν|επιλέγουν|χρησιμοποιεί|χρησιμοποιούν|εμπιστεύεται|εμπιστεύονται|προτιμά|προτιμούν|προτείνει|προτείνουν|συστήνει|συστήνουν|chose|uses|use|trusts|recommends|recommend)',
    // Approved or preferred by a medical society or by doctors: «Εγκεκριμένο από την Ελληνική Δερματολογική Εταιρεία».
    '(εγκεκριμέν*|πιστοποιημέν*|αναγνωρισμέν*|βραβευμέν*|προτεινόμεν*|approved|endorsed|recommended) (από)? (την|τη|τον|το|τους|by the|by)? … (εταιρεί*|ακαδημί*|συλλόγ*|society|association|academy)',
    '(προτιμάται|προτιμώνται|συστήνεται|συστήνονται|προτείνεται|προτείνονται|preferred|recommended) (από)? (τους|τις|by)? (γιατρούς|δερματολόγους|ειδικούς|χειρουργούς|doctors|dermatologists|experts)',
    // Doctors' word beside the patients' love: «Οι γιατροί το προτείνουν, οι ασθενείς το λατρεύουν».
    '(οι)? (γιατροί|δερματολόγοι|ειδικοί|χειρουργοί|doctors|dermatologists|experts) (το|τα|τη|την|τον|μας|μάς|it|us) (προτείνουν|συστήνουν|προτιμούν|εμπιστεύονται|επιλέγουν|λατρεύουν|recommend|prefer|trust|choose)',
    // The choice of the famous: «η επιλογή πολλών γνωστών προσώπων», «το μυστικό των επωνύμων».
    '(επιλογή|αγαπημέν*|προτίμηση|μυστικό|choice|favourite|favorite|secret) (πολλών|των|των πιο|of)? (γνωστών|διάσημων|επώνυμων|επωνύμων|celebrities|famous|stars)',
    // Our famous patient: «ο διεθνής μας ποδοσφαιριστής επέλεξε…».
    '(ο|η|οι|our) (διεθνής|διεθνείς|γνωστός|γνωστή|γνωστοί|γνωστές|διάσημος|διάσημη|διάσημοι|πασίγνωστος|πασίγνωστη|επώνυμος|επώνυμη|famous) (μας) (ποδοσφαιριστ*|ηθοποι*|τραγουδ*|παρουσιάστρι*|παρουσιαστ*|μοντέλ*|αθλητ*|influencer*|μπασκετμπολίστ*)',
    // Models and stars who come to the clinic: «τα μοντέλα φροντίζουν το δέρμα τους στο ιατρείο μας».
    '(μοντέλα|σταρ|celebrities|επώνυμοι|επώνυμες|models) (φροντίζουν|εμπιστεύονται|επιλέγουν|προτιμούν|έρχονται|trust|choose) … (ιατρείο μας|κλινική μας|σε εμάς|σε μας|εδώ|our clinic|to us)',
  ],
  comparison: [
    // «Κάντε τη σύγκριση!»: the reader sent to compare the clinic with others.
    '(κάντε|κάνε|κάνετε|do|make) (τη|την|τις|the)? (σύγκριση|συγκρίσεις|comparison|math)',
    // What «everyone» else does, run down: «όχι «πρόσωπα-καρμπόν» όπως βλέπετε παντού».
    '(όπως|σαν αυτά που|αυτά που|like) (βλέπετε|βλέπεις|θα δείτε|συναντάτε|you see) (παντού|αλλού|everywhere)',
    // The first choice of many, chosen by thousands.
    '(χιλιάδες|εκατοντάδες|thousands|hundreds) (ασθενείς|πελάτες|πελάτισσες|άνθρωποι|patients|clients) (μάς|μας|us)? (επιλέγουν|εμπιστεύονται|προτιμούν|choose|trust)',
  ],
  'fear-shame-appeal': [
    // Hiding the body: «Πόσο καιρό θα κρύβεις το χαμόγελό σου;», «κλείνεις την κάμερα».
    `(κρύβεις|κρύβετε|κρύβεσαι|κρύβεστε|hide|hiding) (ακόμα|ακόμη|πια|still)? (το|τα|τη|την|τις|τον|τους|your)? ${LOOKS_AND_BODY}`,
    '(κλείνεις|κλείνετε|κλείσεις|κλείσετε|να κλείνεις|turn off) (την|τη|your)? (κάμερα|camera)',
    '(αποφεύγεις|αποφεύγετε|αποφύγεις|αποφεύγατε|avoid) (τις|τον|την|τη|τα|τους|the)? (φωτογραφ*|καθρέφτ*|κάμερ*|selfie*|φακό|φακούς|βιντεοκλήσ*|photos|mirrors|cameras)',
    // Letting the look rule a life: «Μην αφήνεις την εικόνα σου να σε κρατάει πίσω».
    `(μην|μη) (αφήσετε|αφήσεις|αφήνετε|αφήνεις) (το|τα|τη|την|τις|τον|τους)? ${LOOKS_AND_BODY} (σου|σας)? (να)? (σε|σας|σάς|σου)? (κρατ*|εμποδ*|καθορ*|σταματ*|κλέψ*|κλέβ*|χαλ*|ντροπιάζ*|προδ*|γερν*|περιορ*|κρύβ*|ορίζ*|στερ*|χαλάσ*)`,
    `(don't|do not) let (your)? ${LOOKS_AND_BODY} (hold|stop|define|ruin|rule)`,
    // Seen and judged: «Οι γύρω σου το προσέχουν πριν από εσένα», «όλοι σε κοιτάζουν».
    '(οι γύρω σου|οι γύρω σας|οι άλλοι|οι άλλες|οι φίλοι σου|οι φίλες σου|οι φίλοι σας|οι συνάδελφοί σου|οι συνάδελφοι σου|οι συνάδελφοί σας|ο κόσμος|ο σύντροφός σου|ο σύντροφος σου|η σύντροφός σου|everyone|people) (το|τα|τις|τους|τη|την|σε|σας|σάς)? (βλέπουν|βλέπει|προσέχουν|προσέχει|παρατηρούν|παρατηρεί|σχολιάζουν|σχολιάζει|κοιτάζουν|κοιτάνε|κοιτάει|κρίνουν|κρίνει|γελάνε|γελούν|notice|see|judge|stare)',
    // Nobody will look at you again: «Καμία γυναίκα δεν θα σε ξανακοιτάξει».
    '(καμία|καμιά|κανείς|κανένας|κανένα) (γυναίκα|άντρας|άνδρας|κοπέλα|αγόρι|σύντροφος)? (δεν|δε) (θα)? (σε|σας) (ξανακοιτ*|κοιτάξει|κοιτάζει|κοιτάει|προσέξει|φιλήσει|θελήσει|θέλει|ερωτευτεί|πλησιάσει)',
    // The age one's body betrays: «ο λαιμός σε προδίδει», «τα χέρια μαρτυρούν την ηλικία σου».
    `${LOOKS_AND_BODY} (σου|σας)? (σε|σας|σάς) (προδίδει|προδίδουν|πρόδωσε|πρόδωσαν|μαρτυρά|μαρτυράει|μαρτυρούν)`,
    '(μαρτυρά|μαρτυράει|μαρτυρούν|προδίδει|προδίδουν) (την|τη) (ηλικία|πραγματική ηλικία) (σου|σας)',
    // Tired of hiding: «Βαρέθηκες να κρύβεσαι;», «κουράστηκες να ντρέπεσαι».
    '(βαρέθηκες|βαρεθήκατε|κουράστηκες|κουραστήκατε|tired of|sick of) (να)? (κρύβ*|ντρέπ*|αποφεύγ*|hiding|feeling ashamed)',
    // Taken for older than one is: «σε περνάνε για μητέρα της κόρης σου».
    '(σε|σας|σάς) (περνάνε|περνούν|πέρασαν|παίρνουν|νομίζουν|περάσουν) (για)? (μεγαλύτερ*|γιαγιά|παππού|μητέρα|μάνα|μαμά|πατέρα|μπαμπά)',
    // Losing out because of the look: «χάνεις ευκαιρίες εξαιτίας των κιλών».
    '(χάνεις|χάνετε|έχασες|χάσατε|θα χάσεις) (ευκαιρίες|σχέσεις|δουλειές|τη δουλειά|τον σύντροφο|τη σύντροφο|ραντεβού) (λόγω|εξαιτίας|για|because)',
    // Exposed, made a fool of: «γίνεσαι ρεζίλι», «σε ξεφτιλίζει».
    '(ρεζίλι|ρεζιλεύ*|ξεφτιλ*|γελοιοποι*)',
  ],
  'fear-shame': [
    // Too late, in its forms: «πριν να είναι αργά», «πριν σε προλάβουν τα χρόνια», «όσο είναι καιρός».
    "(πριν|before) (να)? (είναι|γίνει|φτάσει|είσαι|it is|it’s|it's|its) (πολύ|ήδη|too)? (αργά|late)",
    '(πριν|προτού) (σε|σας|σάς) (προλάβ*)',
    '(πριν|προτού) (το|τα|τη|την|τις) (δουν|προσέξουν|καταλάβουν|σχολιάσουν) (οι άλλοι|όλοι|οι γύρω σου|οι γύρω σας|οι φίλοι σου)',
    '(όσο|τώρα που) (ακόμα|ακόμη)? (είναι|υπάρχει|προλαβαίνεις|προλαβαίνετε) (καιρός|χρόνος|νωρίς)',
    // Ageing as a threat: «ο χρόνος δεν περιμένει», «τα χρόνια δεν συγχωρούν».
    '(ο χρόνος|τα χρόνια|η ηλικία|η βαρύτητα|ο καιρός) (δεν|δε) (περιμέν*|σταματ*|συγχωρ*|χαρίζ*|λυπά*|κάνει πίσω)',
    '(κάθε μέρα|κάθε χρόνο|όσο περνά|όσο περνάει|όσο περνούν|όσο αργείς|όσο περιμένεις|όσο αναβάλλεις|όσο το αφήνεις) … (χειροτερεύ*|βαθαίν*|γερν*|χάνεις|χάνετε|πέφτ*|χαλαρών*|αραιών*|χειρότερ*|δυσκολότερ*|πιο δύσκολ*)',
    '(δείχνεις|δείχνετε|φαίνεσαι|φαίνεστε) (πιο)? (κουρασμέν*|γερασμέν*|μεγαλύτερ*|θλιμμέν*|θυμωμέν*)',
    '(είσαι|είστε) (έτοιμη|έτοιμος|έτοιμες|έτοιμοι) (για)? (την|το|τη)? (παραλία|μαγιό|μπικίνι|καλοκαίρι|φωτογραφίες)',
    // Still with it: «Εσύ ακόμα με ρυτίδες;».
    `(ακόμα|ακόμη|still) (με|έχεις|έχετε|with) (τις|τα|τη|την|το|those)? ${LOOKS_AND_BODY}`,
    // Tired of it: «Βαρέθηκες τις ρυτίδες;».
    `(βαρέθηκες|βαρεθήκατε|κουράστηκες|κουραστήκατε|tired of|sick of) (τις|τα|τη|την|το|τον|your)? ${LOOKS_AND_BODY}`,
  ],
};

/**
 * A before/after of an everyday thing, no body, act or result anywhere after it: «Πριν και μετά… τον πρώτο
 * καφέ της Δευτέρας».
 */
const EVERYDAY_BEFORE_AFTER =
  '(?:πριν|before)\\s*(?:και|&|/|-|and)?\\s*(?:το\\s+)?(?:μετα|after)[\\s….!:,]*(?:(?:τον|την|τη|το|τα|τισ|τουσ|του|τησ|the|my|your)\\s+)?(?:\\p{L}+\\s+)?(?:καφ|πρωιν|δευτερ|σαββατοκυριακ|ρεπο|αδει|γιορτ|διακοπ|χριστουγενν|πασχα|πρωτοχρονι|coffee|breakfast|monday|weekend|holiday)\\p{L}*(?![^]*(?:χειλ|filler|φιλερ|προσωπ|δερμα|ρυτιδ|συνεδρι|θεραπει|laser|ενεσ|botox|μποτοξ|αποτελεσμ|κιλα|μυτη|μαλλι|δοντι|χαμογελ|υαλουρον|ασθεν|πελατ|lips|face|skin|session|result|patient))';

/** A difference explained between two things, a change of hours: «δείτε τη διαφορά ανάμεσα σε SPF 30 και 50». */
const EXPLAINED_CHANGE = [
  '(δείτε|δες|κοιτάξτε|see) … (διαφορά|διαφορές|difference) (ανάμεσα|μεταξύ|between|του|της|των)',
  '(δείτε|δες|κοιτάξτε|see) … (αλλαγή|αλλαγές|change|changes) (ωραρίου|στο ωράριο|διεύθυνσης|τηλεφώνου|στις ώρες|in hours|of hours|of address)',
];

/** Food and drink praised, to the end of its sentence: a superlative of another shop's coffee is no self-praise. */
const FOOD_PRAISED = [
  '(?<!\\p{L})(?:(?:ο|η|το|οι|τα|the)\\s+)?(?:καλυτερ|νοστιμοτερ|best|tastiest)\\p{L}*\\s+(?:καφ|φραπε|φρεντο|εσπρεσο|κρουασαν|γλυκ|πιτ|σουβλακ|κουλουρ|τυροπιτ|μπουγατσ|coffee|espresso|croissant|pizza)\\p{L}*[^.!;?\\n]*',
];

export const RE_EXTRAS: Record<string, RuleExtras> = {
  // Safe access, parking or payment: «100% ασφαλής πρόσβαση για αμαξίδια».
  'safety-claim': {
    allowed: [
      '(100%)? (ασφαλής|ασφαλή|ασφαλές|ασφαλείς|safe|secure) (πρόσβαση|στάθμευση|πάρκινγκ|πληρωμή|πληρωμές|συναλλαγή|συναλλαγές|είσοδος|parking|access|payment|payments|entrance)',
    ],
  },
  // A new school year wished to pupils and teachers: no act offered.
  minors: {
    allowed: [
      '(καλή|καλές|καλό|good|happy) (σχολική|σχολικές|νέα|back to)? (χρονιά|αρχή|σχολική χρονιά|school|year|start) … (μαθητ*|μαθήτρι*|εκπαιδευτικ*|δασκάλ*|καθηγητ*|παιδι*|γονεί*|students|pupils|teachers|kids)',
    ],
  },
  'before-after': { allowedPatterns: [EVERYDAY_BEFORE_AFTER], allowed: EXPLAINED_CHANGE },
  'fear-shame': {
    // The sun or smoking said to age the skin: advice, not shame.
    allowed: [
      '(ήλιος|ήλιο|ακτινοβολία|UV|κάπνισμα|τσιγάρο|sun|smoking) … (δείχνεις|δείχνετε|φαίνεσαι|φαίνεστε) (πιο)? (κουρασμέν*|γερασμέν*|μεγαλύτερ*)',
    ],
  },
  'before-after-shown': {
    patterns: [
      // A caption of a course's time: «6 εβδομάδες μετά 😍», «Τρεις μήνες αργότερα:», «Μόνο 6 εβδομάδες διαφορά».
      {
        needs: ['μετα', 'αργοτερα', 'later', 'after', 'διαφορα'],
        re: `(?:^|[\\n.!;:·…]\\s*|[^\\s\\p{L}\\p{N},]\\s*|μονο\\s+|only\\s+)${COUNT}\\s+${COURSE_UNIT}\\s+(?:μετα|αργοτερα|later|after|διαφορα)(?!\\s*(?:,|\\p{L}|\\p{N}))`,
      },
      // Left and right, top and bottom, as labels of two pictures: «Αριστερά πριν, δεξιά 6 εβδομάδες μετά».
      {
        needs: ['αριστερα', 'δεξια', 'πανω', 'κατω', 'left', 'right'],
        re: `(?<!\\p{L})(?:(?:στα\\s+)?αριστερα|left)\\s*[:\\-–]?\\s*(?:πριν|η\\s+πρωτη|το\\s+πρωτο|πρωτη|τοτε|before|day\\s*1|μερα\\s*1|ημερα\\s*1)(?!\\p{L})|(?<!\\p{L})(?:(?:στα\\s+)?δεξια|right)\\s*[:\\-–]?\\s*(?:μετα|σημερα|τωρα|after|today|now|${COUNT}\\s+${COURSE_UNIT}\\s+(?:μετα|αργοτερα|later|after))(?!\\p{L})|(?<!\\p{L})(?:πανω|επανω|top)\\s*:\\s*(?:πριν|before)|(?<!\\p{L})(?:κατω|bottom)\\s*:\\s*(?:μετα|σημερα|τωρα|after)`,
      },
      // A result or today dated by the course: «Αποτέλεσμα 2 εβδομάδες μετά το filler», «σήμερα, έξι μήνες μετά».
      {
        needs: ['αποτελεσμ', 'σημερα', 'τωρα', 'result', 'today', 'now'],
        re: `(?<!\\p{L})(?:αποτελεσμ\\p{L}*|σημερα|τωρα|results?|today|now)\\s*[,:\\-–]?\\s*(?:μολισ\\s+|only\\s+|just\\s+)?${COUNT}\\s+${COURSE_UNIT}\\s+(?:μετα|αργοτερα|later|after)(?!\\p{L})(?![^.!;?\\n]{0,40}(?:ελατε|κλειστε|καλεστε|επικοινωνηστε|προγραμματιστε|come|call|book))`,
      },
      // Today set against a time before: «Σήμερα vs πριν 3 μήνες», «πριν 2 μήνες → σήμερα».
      {
        needs: ['σημερα', 'τωρα', 'today', 'now'],
        re: `(?<!\\p{L})(?:σημερα|τωρα|today|now)\\s*(?:vs\\.?|versus|εναντι|[→➡/|–-]+|και)\\s*(?:πριν|before)\\s+${COUNT}\\s+${COURSE_UNIT}|(?<!\\p{L})(?:πριν|before)\\s+${COUNT}\\s+${COURSE_UNIT}\\s*(?:vs\\.?|versus|εναντι|[→➡/|–-]+)\\s*(?:σημερα|τωρα|today|now)(?!\\p{L})`,
      },
      // Numbered sessions set side by side: «1η vs 6η συνεδρία», «Εβδομάδα 1 → εβδομάδα 8».
      {
        needs: ['vs', '→', '➡', '>', 'εναντι', 'versus'],
        re: `(?<![\\p{L}\\p{N}])(?:\\d+(?:η|ο|ησ|ου|st|nd|rd|th)?\\s+${COURSE_UNIT}|${COURSE_UNIT}\\s+\\d+|πρωτ\\p{L}*\\s+${COURSE_UNIT}|\\d+(?:η|ο|ησ|ου|st|nd|rd|th))\\s*(?:vs\\.?|versus|εναντι|[→➡>]+)\\s*(?:\\d+(?:η|ο|ησ|ου|st|nd|rd|th)?\\s+${COURSE_UNIT}|${COURSE_UNIT}\\s+\\d+|τελευται\\p{L}*\\s+${COURSE_UNIT}|\\d+(?:η|ο|ησ|ου|st|nd|rd|th)\\s+${COURSE_UNIT})`,
      },
      // A patient named beside a before/after: «Η Μαρία πριν και μετά», «το πριν και το μετά της Κατερίνας».
      {
        onSource: true,
        needs: ['πριν'],
        re: '(?<!\\p{L})(?:[ΗηΟο]|[Tt]he)\\s+(?!(?:Δευτ|Τρ[ιί]τ|Τετ|Π[εέ]μπ|Παρασκ|Σ[αά]ββ|Κυρια|Ιαν|Φεβ|Μ[αά]ρτ|Απρ|Μ[αά][ιΐ]|Ιο[υύ]ν|Ιο[υύ]λ|Α[υύ]γ|Σεπ|Οκτ|Ν[οό]ε|Δεκ|Χριστ|Π[αά]σχ|Ελλ|Αθ|Θεσ|Καλοκ|Χειμ|[ΆΑ]νοιξ|Φθιν|Γιορτ|Εβδομ|Πρωτοχρ|Τ[ιί]ποτ|Ζω|Μ[εέ]ρα|Μον|Monday|Christmas|Summer|Winter))\\p{Lu}\\p{Ll}+(?:\\s*,\\s*\\d+\\s*,?)?\\s+(?:πριν|Πριν|ΠΡΙΝ)\\s*(?:και|&|/|-|–)\\s*(?:το\\s+)?(?:μετά|μετα|Μετά|ΜΕΤΑ)|(?:πριν|Πριν|ΠΡΙΝ)»?\\s*(?:και|&)\\s*(?:το\\s+)?«?(?:μετά|Μετά|ΜΕΤΑ)»?\\s+(?:της|του|των)\\s+(?:κ\\.\\s*)?\\p{Lu}',
      },
      // From this to this, with words between: «Από αυτό… σε αυτό μέσα σε 3 συνεδρίες».
      {
        needs: ['απο αυτ', 'απο εδω', 'from this'],
        re: '(?<!\\p{L})(?:απο\\s+(?:αυτο|αυτα|αυτη|αυτην|εδω)|from\\s+this)(?!\\p{L})[^!;?\\n]{0,30}?(?<!\\p{L})(?:σε|στο|στα|στη|στην|ωσ|μεχρι|to)\\s+(?:αυτο|αυτα|αυτη|αυτην|εδω|this)(?!\\p{L})(?!\\s+(?:το|τη|την|τον|τα|τισ|τουσ|ο|η|οι|the)\\s)',
      },
    ],
    near: [
      // A before/after of a treated body or of an act: «Χείλη πριν και μετά 💋», «πριν & μετά: laser προσώπου».
      {
        a: [
          'πριν (και|&|-|/|–|vs|+|>|→|👉|και το)? μετά',
          'πριν/μετά',
          'before (and|&|-|/|–|vs|n|+|>|→)? after',
          'before/after',
        ],
        b: TREATED,
        within: 80,
        needs: [
          'πριν και',
          'πριν &',
          'πριν&',
          'πριν/',
          'πριν -',
          'πριν-',
          'πριν –',
          'πριν vs',
          'πριν μετα',
          'before',
        ],
      },
      // A transformation of a body by an act: «μεταμόρφωση χειλιών με υαλουρονικό».
      {
        a: ['μεταμόρφωσ*', 'μεταμορφών*', 'μεταμορφώθηκ*', 'transformation', 'glow up', 'glow-up'],
        b: TREATED.slice(TREATED.indexOf('θεραπεί*')),
        within: 60,
        needs: ['μεταμορφ', 'transformation', 'glow'],
      },
      // A transformation told as striking: «Μια μεταμόρφωση που μιλάει», «εντυπωσιακή μεταμόρφωση».
      {
        a: ['μεταμόρφωσ*', 'μεταμορφών*', 'μεταμορφώθηκ*', 'transformation', 'glow up', 'glow-up'],
        b: [
          'εντυπωσιακ*',
          'απίστευτ*',
          'φοβερ*',
          'συγκλονιστικ*',
          'εκπληκτικ*',
          'μαγικ*',
          'τεράστι*',
          'ολική',
          'πλήρης',
          'μιλάει',
          'μιλά',
          'αγνώριστ*',
          'δείτε',
          'δες',
          'amazing',
          'incredible',
          'stunning',
          'insane',
        ],
        within: 60,
        needs: ['μεταμορφ', 'transformation', 'glow'],
      },
      // No words needed beside a picture or a result: «Δεν χρειάζονται λόγια 📸».
      {
        a: [
          '(δεν|δε) (χρειάζονται|χρειάζεται) (λόγια|σχόλια|πολλά λόγια)',
          '(περιττά|χωρίς|καθόλου) (τα)? (λόγια|σχόλια)',
          'no words needed',
          'no comment needed',
          'nuff said',
        ],
        b: [
          'φωτογραφ*',
          'εικόν*',
          'αποτέλεσμ*',
          'διαφορά',
          'αλλαγή',
          'συνεδρί*',
          'εβδομάδ*',
          'μήνες',
          'photo*',
          'result*',
        ],
        within: 80,
        needs: ['λογια', 'σχολια', 'words', 'comment', 'said'],
      },
      // The same woman, the same light: a photograph taken again after the course.
      {
        a: ['(χωρίς|no) (φίλτρο|φίλτρα|ρετούς|filter|filters|retouching)', 'unretouched', 'αρετουσάριστ*'],
        b: [
          'εβδομάδ*',
          'μήν*',
          'συνεδρί*',
          'διαφορά',
          'αποτέλεσμ*',
          'μετά',
          'τώρα',
          'σήμερα',
          'ποζάρ*',
          'weeks',
          'months',
          'sessions',
          'after',
        ],
        within: 80,
        needs: ['φιλτρ', 'ρετουσ', 'filter', 'retouch'],
      },
    ],
    allowedPatterns: [EVERYDAY_BEFORE_AFTER],
    allowed: [
      ...EXPLAINED_CHANGE,
      // A guide to what to do or expect around an act: «Τι να περιμένετε πριν και μετά τη ρινοπλαστική».
      '(τι να|τι πρέπει|τι χρειάζεται|οδηγ*|ερωτήσ*|απορί*|προετοιμασ*|περιποίηση|διατροφή|κανόν*|προσοχή|προσέχ*|ετοιμ*|σωστά|guide|faq|questions|what to) … (πριν|before) (και|&|/|-)? (μετά|after)',
      '(πριν|before) (και|&|/|-)? (μετά|after) … (τι να|τι πρέπει|οδηγίες|κανόνες|συμβουλές|προσοχή|ερωτήσεις|απαντήσεις|what to|dos and)',
    ],
  },
  comparison: {
    allowedPatterns: FOOD_PRAISED,
    // A superlative of praise for the clinic's work, no place named: «τα πιο φυσικά αποτελέσματα».
    patterns: [
      {
        needs: ['πιο', 'most'],
        re: `(?<!\\p{L})(?:ο|η|οι|το|τα|τον|την|τη|τουσ|τισ|the)\\s+(?:πιο|most)\\s+${PRAISE}\\s+(?:\\p{L}+\\s+)?(?:αποτελεσμα|τεχνολογι|μηχανημα|laser|τεχνικ|φροντιδ|υπηρεσι|γιατρ|κλινικ|ιατρει|ομαδ|χειλ|πρωτοκολλ|μεθοδ|results?|technolog|clinic|team|doctor)\\p{L}*`,
      },
    ],
  },
  'self-praise': {
    allowedPatterns: FOOD_PRAISED,
    patterns: [
      // #1 in a field: «#1 στα φυσικά χείλη».
      {
        needs: ['#'],
        re: '(?<![\\p{L}\\p{N}])#\\s*1(?!\\p{N})\\s+(?:στα|στισ|στο|στη|στην|στον|στουσ|σε|in|for|at)(?!\\p{L})',
      },
      // A superlative of praise over a place: «η πιο έμπειρη ομάδα στη Βόρεια Ελλάδα», «τα πιο φυσικά χείλη του Instagram».
      {
        needs: ['πιο', 'πλεον', 'τερ', 'τατ', 'κορυφαι', 'αριστ', 'most'],
        re: `(?<!\\p{L})(?:ο|η|οι|το|τα|τον|την|τη|τουσ|τισ|του|τησ|των|the)\\s+(?:(?:πιο|πλεον|most)\\s+${PRAISE}|${SUFFIXED_COMPARATIVE})(?:\\s+[^\\s.!;?]+){0,5}?\\s+(?:στην|στη|στο|στον|στα|στισ|στουσ|τησ|του|των|σε\\s+ολη\\s+την|σε\\s+ολη\\s+τη|σε\\s+ολο\\s+τον|in|of)\\s+(?:\\p{L}+\\s+)?${PLACES}`,
      },
    ],
    near: [
      // Better than all the others, said of the clinic: «αποτελεσματικότερα από κάθε άλλη μέθοδο… εμείς».
      {
        a: [],
        aPatterns: [
          {
            needs: ['απο', 'απ', 'than'],
            requires: [OTHERS_LITERALS],
            re: `(?<!\\p{L})(?:(?:πιο|περισσοτερο|more)\\s+\\p{L}+|${SUFFIXED_COMPARATIVE}|better|safer)\\s+(?:\\p{L}+\\s+){0,3}?(?:απο|απ'?|than)\\s*${OTHERS}(?!\\p{L})`,
          },
        ],
        b: SELF,
        within: 60,
        needs: ['απο', 'απ', 'than'],
      },
      // The first to bring a method to a place: «οι πρώτοι που έφεραν το … στην Ελλάδα».
      {
        a: [
          '(πρώτοι|πρώτη|πρώτος|πρώτο|πρώτες|first) (ιατρείο|κλινική|κέντρο)? (που|to) (έφερ*|φέρ*|εφάρμοσ*|εφαρμόζ*|έκαν*|χρησιμοποίησ*|ξεκίνησ*|απέκτησ*|introduc*|brought|bring)',
        ],
        b: [
          '(στην|στη|στο|σε όλη την|in) (ελλάδα|αθήνα|θεσσαλονίκη|πόλη|περιοχή|κύπρο|κρήτη|greece|athens|town|city)',
        ],
        within: 80,
        needs: ['πρωτ', 'first'],
      },
    ],
  },
};
