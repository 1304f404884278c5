/**
 * Claims quoted to be refuted: a clinic that warns «Όποιος σας υπόσχεται «100% ασφαλές», να τον
 * αμφισβητείτε» or asks «Υπάρχει «ανώδυνη» θεραπεία; Κάθε ιατρική πράξη μπορεί να έχει ενόχληση» informs
 * the public against the claim (ν. 3418/2005 άρθρο 17 asks doctors' information to be truthful; saying
 * what is not true is part of it). A claim counts as refuted only in quotation marks, with words that
 * deny or correct it in its own sentence or the next one; the same claim said outside quotation marks is
 * a claim, and names of medicines are never refuted by quoting them. A claim denied of every treatment
 * («δεν υπάρχει ιατρική πράξη με μηδενικό κίνδυνο») is refuted too.
 */

/**
 * Not a hedge in the quotation marks that follow (reading spelling): «δεν υπάρχει «ίσως»» denies doubt, which
 * is a guarantee, not a refutation.
 */
const NOT_A_HEDGE = '(?!(?:ισωσ|μπορει|μαλλον|πιθανον|αποτυχια|αστοχια)[»"”])';

/** An emoji or a symbol and the space after it, or nothing: what may stand between a quoted claim and its answer. */
const AN_EMOJI = '(?:[^\\p{L}\\p{N}\\s«»"“”.,;:!?—–-]{1,4} )?';

/** Quotation marks that open a quoted claim, and the mark that closes each. */
const QUOTES = /«[^«»\n]{1,60}»|“[^“”\n]{1,60}”|"[^"\n]{1,60}"|‘[^‘’\n]{1,60}’/gu;

/** Where a sentence ends, in a reading (small letters, no accents). */
const SENTENCE_END = /[.!;?…\n]/u;

/**
 * Words that deny or correct a quoted claim, over the reading. Kept to what only a correction says: «δεν
 * υπάρχει» only of a treatment or such a thing («δεν υπάρχει πόνος» repeats the claim), «μύθος» unless
 * it is denied.
 */
const REFUTATION = new RegExp(
  [
    'δεν υπαρχ\\p{L}* (?:τετοι\\p{L}*|κατι τετοιο|(?:καμια |καμμια )?(?:ιατρικη |αισθητικη )?(?:πραξη|θεραπεια|επεμβαση|μεθοδοσ|λυση))',
    'δεν υπαρχουν θαυματα',
    '(?:ο )?σωστοσ οροσ',
    'αμφισβητ\\p{L}*',
    'μην (?:τουσ )?(?:πιστευετε|εμπιστευεστε|παρασυρεστε)',
    'δεν ειναι αντικειμενο',
    'δεν ισχυει',
    // Called an overstatement: «Για πάντα» είναι μεγάλη κουβέντα.
    '(?:μεγαλη|βαρια) (?:κουβεντα|λεξη)',
    'μεγαλα λογια',
    // A question answered no: «Πολλοί μας ρωτάτε για «προσφορές»… Η απάντηση είναι όχι».
    'η απαντηση ειναι (?:οχι|αρνητικη)',
    // Others' adverts warned of: «Προσοχή σε διαφημίσεις που υπόσχονται «εγγυημένα αποτελέσματα»».
    '(?:διαφημισ|αγγελι|αναρτησ|posts?)\\p{L}* που (?:υποσχονται|ταζουν|λενε|γραφουν|εγγυωνται|μιλουν για)',
    // Others' products that promise it: «Τα συμπληρώματα που υπόσχονται «ύπνο σαν πουλάκι, εγγυημένα» πουλάνε ελπίδες».
    '(?:προιοντ|συμπληρωμ|κρεμ|σκευασμ|χαπι|διαιτ|εφαρμογ|σελιδ|λογαριασμ|influencer|συσκευ|gadget)\\p{L}* που (?:υποσχονται|ταζουν|εγγυωνται)',
    // The truth told after it: «Διαβάσαμε ότι «το λεμόνι ξανοίγει τις πανάδες για πάντα». Στην πραγματικότητα…».
    '(?:στην πραγματικοτητα|η αληθεια ειναι)(?![\\s,:]*(?:ναι|σιγουρα|φυσικα|ισχυει)(?!\\p{L}))',
    // A proverb quoted: «Ο καλύτερος γιατρός είναι ο χρόνος», λέει η παροιμία.
    '(?:λεει|λενε|οπωσ λεει|κατα) (?:η παροιμια|το ρητο|ο λαοσ|οι παλιοι|το γνωστο ρητο|τη γνωστη παροιμια|την παροιμια)',
    'η ιατρικη δεν (?:λειτουργει|δουλευει) με (?:εγγυησ|υποσχεσ)\\p{L}*',
    // A saying remembered from the old: «Ο καλύτερος γιατρός είναι η πρόληψη», έλεγε η γιαγιά μου.
    '(?:ελεγε|ελεγαν|μασ ελεγε|μου ελεγε) (?:η γιαγια|ο παππουσ|οι γιαγιαδεσ|οι παπουδεσ|οι παλιοι|οι παλαιοτεροι)(?: μου| μασ)?',
    // A thing said not to be set and forgotten: «δεν είναι κάτι που βάζεις και ξεχνάς «για πάντα»».
    'δεν ειναι κατι που \\p{L}+ και ξεχν\\p{L}*',
    // A quoted claim called wrong at once, an emoji or a dash between: «Οι ενέσεις… είναι για όλους»; Λάθος.
    `(?<=[»"”][;?!.]? ${AN_EMOJI}(?:[—–-] )?)λαθοσ`,
    // Answered no at once: «Το μπότοξ μένει στο σώμα για πάντα» — όχι.
    `(?<=[»"”][;?!.]? ${AN_EMOJI}[—–-] )οχι(?= *[.!,;·]|$)`,
    // «…»; Όχι ακριβώς: … — a quoted claim answered «not quite» at once: «Δεν θα ξαναφορέσω γυαλιά;» 🤓 Όχι απαραίτητα.
    `(?<=[»"”][;?!.]? ${AN_EMOJI}(?:[—–-] )?)οχι (?:ακριβωσ|παντα|απαραιτητα)(?!\\p{L})`,
    '(?:κανεισ|κανενασ|καμια)(?: (?:γιατροσ|ιατροσ|οδοντιατροσ|χειρουργοσ|κλινικη))? δεν μπορει να (?:υποσχεθει|εγγυηθει|σασ υποσχεθει|σασ εγγυηθει)',
    // Told to be wary of whoever says it: «…αν το ακούσετε για οποιαδήποτε επέμβαση, να είστε επιφυλακτικοί».
    'επιφυλακτικ\\p{L}*',
    // Told to be suspicious of it: «…αν το διαβάσετε κάπου, να είστε καχύποπτοι».
    'καχυποπτ\\p{L}*',
    'καθε ιατρικη πραξη',
    'καθε θεραπεια (?:εχει|μπορει)',
    '(?<!δεν ειναι )μυθοσ',
    // «Ανώδυνο» δεν υπάρχει: the quoted word itself denied, nothing named after it; and before it: «Δεν υπάρχει «ανώδυνη» επέμβαση».
    // Not a hedge denied, which is the guarantee itself: «Με εμάς δεν υπάρχει «ίσως»».
    `δεν υπαρχ\\p{L}*(?= [«"“]${NOT_A_HEDGE})`,
    // A quoted word denied of a thing: «Τα fillers δεν είναι «ακίνδυνα» επειδή είναι δημοφιλή».
    'δεν (?:ειναι|σημαινει)(?: (?:απαραιτητα|παντα|αυτοματα))?(?= [«"“])',
    // A quoted word asked what it really is: «Ποια είναι η καλύτερη «εγγύηση» για υγιή δόντια; Βούρτσισμα…».
    '(?:ποια|ποιο|ποιοσ) ειναι (?:η|το|ο) (?:καλυτερ\\p{L}*|πραγματικ\\p{L}*|μονη|μονο|μονοσ)(?= [«"“])',
    // A quoted word asked what it means: «Τι σημαίνει «εγγύηση» για ένα εμφύτευμα;».
    'τι σημαινει(?= [«"“])',
    // A quoted term called wrong: «Η «μόνιμη αποτρίχωση» δεν είναι ακριβής όρος — η σωστή ορολογία είναι…».
    'δεν ειναι (?:ακριβ|σωστ|επιστημονικ|ιατρικ)\\p{L}* (?:οροσ|ορολογια|περιγραφη)',
    '(?:η )?(?:σωστη|ακριβησ|επιστημονικη|ιατρικη) ορολογια',
    '(?<=[»"”] (?:\\p{L}+ ){0,3})δεν υπαρχ\\p{L}*(?= *(?:[^\\p{L}\\s]|$))',
    // The quoted word itself denied or not to be found here: «Η «μόνιμη» δεν σημαίνει…», «Φωτογραφίες «πριν
    // και μετά» δεν θα δείτε στη σελίδα μας».
    '(?<=[»"”] (?:\\p{L}+ ){0,3})δεν (?:σημαινει|σημαινουν)',
    // Nothing of the kind exists, the clinic has nothing to do with it: «…δεν υπάρχει κρέμα που κάνει κάτι
    // τέτοιο», «Δεν έχουμε καμία σχέση με το προϊόν».
    'δεν υπαρχ\\p{L}* [^.!;?\\n]{0,40}κατι τετοιο',
    'δεν εχουμε (?:καμια |καμμια )?σχεση',
    // Given by no one: «Την καλύτερη «εγγύηση»… δεν τη δίνει κανένας οδοντίατρος».
    '(?:δεν|ουτε) (?:τη|την|το|τα|τισ|τον) (?:δινει|εγγυαται|υποσχεται) (?:κανενασ|κανεισ|καμια|κανενα)',
    '(?<=[»"”] )δεν θα (?:τισ |τα |τουσ |την |το )?(?:δειτε|βρειτε|ακουσετε)',
    // Not promised by the clinic, just before the quoted claim or just after it: «Δεν υποσχόμαστε «ανώδυνες»
    // θεραπείες», «Τέλειο» σώμα δεν υπάρχει και δεν το υποσχόμαστε» (not a promise told after it).
    'δεν (?:σασ )?(?:υποσχομαστε|ταζουμε|εγγυομαστε)(?= [«"“])',
    '(?<=[»"”] (?:\\p{L}+ ){0,3})(?:δεν υπαρχ\\p{L}* και )?δεν (?:σασ )?(?:το |τα |την |τη |τον |τουσ |τισ )?(?:υποσχομαστε|ταζουμε|εγγυομαστε)',
    'παραπλαν\\p{L}*',
    // Whoever says the quoted claim, told not to tell the whole truth: «Όποιος σας πει «μηδέν ρίσκο» δεν σας λέει όλη την αλήθεια».
    '(?:οποιοσ|οποια|οσοι|οσεσ|αν καποιοσ|αν καποια) (?:σασ |σου )?(?:πει|πουν|λεει|λενε|γραφει|γραφουν)(?= [«"“])',
    'δεν (?:σασ |σου )?(?:λεει|λενε|λεμε) (?:ολη |ολοκληρη )?την αληθεια',
    // The only «guarantee» the clinic gives, said to be its honesty or its explanations: «Η μόνη «εγγύηση» που δίνουμε: θα σας εξηγήσουμε…».
    '(?:η μονη|ο μονοσ|το μονο) [«"“][^»"”]{1,30}[»"”] που (?:δινουμε|εχουμε|κανουμε|σασ δινουμε|υποσχομαστε)[^.!;?\\n]{0,60}(?:εξηγ|ενημερ|ειλικριν|ακου|αληθει|υπερ και|φροντιδ|προσοχ|χρονο)',
    // Others who promise it, and what no clinic can promise: «Αν σας υποσχεθούν «100% επιτυχία»…».
    '(?:αν|εαν|οταν|οποιοσ|οποια|οσοι) (?:σασ |σου )?(?:υποσχεθουν|υποσχονται|ταξουν|ταζουν|εγγυηθουν|εγγυωνται|υποσχεθει|ταξει|διαφημιζουν|διαφημισουν)',
    // A promise the reader is told not to make: «Μην του υποσχεθείτε ότι «δεν θα πονέσει καθόλου»».
    'μην? (?:του |τησ |τουσ |τισ |σε |σασ )?(?:υποσχεθειτε|υποσχεστε|ταζετε|ταξετε|λετε|πειτε)',
    'κανενα (?:ιατρειο|κεντρο|γιατροσ|κλινικη) δεν (?:μπορει να )?(?:εγγυηθει|υποσχεθει|εγγυαται|υποσχεται)',
    // The same asked as a question that expects no: «ποιος μπορεί να εγγυηθεί πώς θα αντιδράσει ο οργανισμός σας;».
    'ποιοσ (?:γιατροσ )?μπορει να (?:σασ )?(?:εγγυηθει|υποσχεθει) (?:πωσ|αν|εαν|τι)',
    // What the clinic does not post: «Γιατί δεν αναρτούμε φωτογραφίες «πριν και μετά»».
    'δεν (?:θα )?(?:αναρτ|δημοσιευ|ανεβαζ|δειχν|μοιραζ)\\p{L}*',
    // Others' fake offers warned of: «Ψεύτικος λογαριασμός… «εκπτώσεις 50%»… ΔΕΝ είμαστε εμείς».
    'ψευτικ\\p{L}*',
    // An account or a message said not to be the clinic's: «ο λογαριασμός που σας έστειλε «προσφορά» δεν είναι δικός μας».
    'δεν ειναι (?:δικοσ|δικη|δικο|δικα|δικοι|δικεσ) μασ',
    // A claim read somewhere, the page to be closed: «Με ένα χάπι χάνεις 10 κιλά» — αν το διαβάσετε κάπου, κλείστε τη σελίδα.
    'αν (?:το |τα |τον |την )?(?:διαβασετε|ακουσετε|δειτε|συναντησετε|βρειτε)(?: \\p{L}+){0,3}?,? (?:κλειστε|αγνοηστε|προσπεραστε|φυγετε|μην (?:το |τα )?(?:πιστεψετε|εμπιστευτειτε))',
    // A scammer's offer in the clinic's name: «Όποιος σας προσφέρει «ενέσεις με έκπτωση» είναι απατεώνας».
    'απατεων\\p{L}*',
    'απατη',
    'δεν ειμαστε εμεισ',
    'fake',
    'scam',
    // The clinic that will not say or do it, others' adverts that say it, a picture's trick.
    'δεν (?:θα )?(?:μασ )?(?:δειτε|ακουσετε) (?:ποτε )?να (?:υποσχομαστε|λεμε|γραφουμε|κανουμε|προσφερουμε)',
    'δεν (?:μπορουμε|επιτρεπεται) να (?:κανουμε|προσφερουμε|εχουμε|υποσχεθουμε|πουμε)',
    '(?:διαφημιζονται|πωλουνται|πουλιουνται|προωθουνται|παρουσιαζονται|προβαλλονται|συστηνονται)(?: (?:online|ονλαιν|διαδικτυακα|παντου|ελευθερα|στο (?:ιντερνετ|διαδικτυο)|στα (?:social|σοσιαλ)(?: media| μιντια)?))? ωσ',
    'κολπ(?:ο|α)',
    'there is no such',
    'no such thing',
    "(?:never|don't|do not) trust",
    'beware',
    'misleading',
  ]
    .map((marker) => `(?<!\\p{L})${marker}(?!\\p{L})`)
    .join('|'),
  'gu',
);

/** The sentence of a reading that holds `index`, and the one after it: [start, end). */
function sentenceAndNext(text: string, index: number): [number, number] {
  let start = index;
  while (start > 0 && !SENTENCE_END.test(text[start - 1]!)) start--;
  let end = index;
  // A run of marks («…», «?!») ends one sentence.
  for (let ends = 0; end < text.length && ends < 2; end++)
    if (SENTENCE_END.test(text[end]!) && !SENTENCE_END.test(text[end + 1] ?? '')) ends++;
  return [start, end];
}

/**
 * A claim denied of every treatment: «Δεν υπάρχει ιατρική πράξη με μηδενικό κίνδυνο», «δεν υπάρχει
 * θεραπεία χωρίς καμία ενόχληση» (to the end of the clause).
 */
const DENIED_OF_EVERY_TREATMENT =
  /(?<!\p{L})δεν υπαρχει (?:καμια |καμμια )?(?:ιατρικη |αισθητικη )?(?:πραξη|θεραπεια|επεμβαση|μεθοδοσ) (?:με|χωρισ|που)(?!\p{L})[^.!;?,\n]{0,60}/gu;

/**
 * A claim asked as a question and answered plainly, to the end of the question: «Μόνιμη αποτρίχωση; Στην
 * πράξη, το laser προσφέρει μακροχρόνια μείωση…», «Εγγυάστε το αποτέλεσμα;» Μας το ρωτάτε συχνά. Η
 * ειλικρινής απάντηση: … (one short sentence may come between), also quoted after a colon («Μας ρωτάτε: «Γιατρέ,
 * εγγυάστε…;» Η ειλικρινής απάντηση είναι όχι»); not an answer that says yes («Η απάντηση είναι ναι!»).
 */
const ASKED_AND_ANSWERED =
  /(?<=^|[.!;?…:\n]\s*)[«"“]?[^.!;?\n«»"“”]{1,50}[;?][»"”]?(?=\s*(?:[^.!;?\n]{0,60}[.!]\s*)?(?:στην πραξη|στην πραγματικοτητα|η αληθεια|η ειλικρινησ απαντηση|η απαντηση ειναι|δυστυχωσ οχι|οχι ακριβωσ|οχι παντα)(?!\p{L})(?![\s,:]*(?:ναι|σιγουρα|φυσικα|βεβαια|απολυτα|απολυτωσ)(?!\p{L})))/gu;

/**
 * A quoted claim asked whether it holds, not answered yes nor of the clinic: «Η αποτρίχωση είναι εντελώς
 * ανώδυνη»: ισχύει; (not «…; Με εμάς, ναι!»)
 */
const QUOTED_ASKED =
  /[«"“][^«»"“”\n]{1,80}[»"”][:,]?\s*(?:ισχυει|αληθευει|ειναι ετσι|ειναι αληθεια)\s*[;?](?![^.!;?\n]{0,40}(?<!\p{L})(?:ναι|σιγουρα|φυσικα|βεβαια|απολυτα|απολυτωσ|ισχυει|εμεισ|εμασ)(?!\p{L}))/gu;

/**
 * A quoted claim asked of and answered with a correction, to the end of the question: «Υπάρχει «μόνιμη»
 * αποτρίχωση; Το laser μειώνει… όμως…», «Ανώδυνη» και ακίνδυνη η εξέταση; …σπάνια μπορεί να προκληθούν…»
 * (not an answer of yes or of the clinic: «…; Με εμάς, ναι!»).
 */
const QUOTED_QUESTION_CORRECTED =
  /(?<=^|[.!;?…\n]\s*)[^.!;?\n«"“]{0,40}[«"“][^«»"“”\n]{1,60}[»"”][^.!;?\n]{0,60}[;?](?![^.!;?\n]{0,60}(?<!\p{L})(?:ναι|σιγουρα|φυσικα|βεβαια|απολυτα|απολυτωσ|εμεισ|εμασ|μασ)(?!\p{L}))(?=[^.!;?\n]{0,200}(?<!\p{L})(?:ομωσ|ωστοσο|σπανια|δεν ειναι παντα|μπορει να (?:προκληθ|υπαρξ|χρειαστ|ενεργοποι|εμφανιστ|υποτροπιασ))(?!\p{L}))/gu;

/**
 * The clinic asked about a quoted claim and telling the truth of it, or a «but», within the next few sentences:
 * «Πολλοί μας ρωτούν για «μόνιμη» λύση στις πανάδες. Η αλήθεια είναι ότι…», «Ρωτάτε αν η θεραπεία είναι
 * «μόνιμη». Η ειλικρινής απάντηση:…», to the end of the sentence that asks (not one answered yes).
 */
const ASKED_ABOUT_QUOTED =
  /(?<!\p{L})(?:ρωτατε|ρωτουν|ρωτησατε|ρωτανε|ρωταει|ζητατε|ζητουν|ζητανε)(?!\p{L})[^.!;?\n]{0,30}?(?<!\p{L})(?:για|αν|εαν)(?!\p{L})[^.!;?\n«"“]{0,60}[«"“][^«»"“”\n]{1,60}[»"”][^.!;?\n]{0,80}[.;?](?![^.!;?\n]{0,40}(?<!\p{L})(?:ναι|σιγουρα|φυσικα|βεβαια|απολυτα|απολυτωσ)(?!\p{L}))(?=[\s\S]{0,250}?(?<!\p{L})(?:η αληθεια ειναι|στην πραγματικοτητα|στην πραξη|η ειλικρινησ απαντηση|ομωσ|ωστοσο|μπορει να (?:υπαρξ|προκληθ|εμφανιστ|χρειαστ))(?!\p{L}))/gu;

/**
 * Something «without» or «zero» asked of and answered that it does not exist, to the end of the question:
 * «Καρδιά χωρίς ρίσκο; Δεν υπάρχει, αλλά…» (not «…; Δεν υπάρχει πιο εύκολο!»).
 */
const WITHOUT_DENIED =
  /(?<=^|[.!;?…\n]\s*)[^.!;?\n]{0,50}(?<!\p{L})(?:χωρισ|μηδενικ\p{L}*|100%)(?!\p{L})[^.!;?\n]{0,40}[;?](?=\s*δεν υπαρχ(?:ει|ουν)(?:\s+τετοι\p{L}*(?:\s+\p{L}+)?)?\s*(?:[.,!—–:…]|$))/gu;

/**
 * A question the clinic is asked, told in its own words and answered no: «Συχνά μας ρωτάτε αν μπορούμε να
 * εγγυηθούμε το αποτέλεσμα. Η ειλικρινής απάντηση είναι όχι», to the end of the question.
 */
const ASKED_INDIRECTLY =
  /(?<!\p{L})(?:ρωτατε|ρωτουν|ρωτησατε|ρωτανε|ρωταει|αναρωτιεστε)(?!\p{L})[^.!;?\n]{0,30}?(?<!\p{L})(?:αν|εαν)(?!\p{L})[^.!;?\n]{1,100}[.;?](?=\s*(?:η\s+)?(?:ειλικρινησ\s+|συντομη\s+)?απαντηση\s+ειναι\s+(?:οχι|αρνητικη)(?!\p{L}))/gu;

/**
 * A quoted remedy denied, to the end of its clause: «Δεν υπάρχει «μαγικό χάπι» για το αδυνάτισμα» (not a
 * hedge denied, which is a guarantee: «Με εμάς δεν υπάρχει «ίσως»»).
 */
const QUOTED_REMEDY_DENIED = new RegExp(
  `(?<!\\p{L})δεν υπαρχ\\p{L}* [«"“]${NOT_A_HEDGE}[^«»"“”\\n]{1,40}[»"”][^.!;?,\\n]{0,60}`,
  'gu',
);

/** A denial that keeps an exception or a comparison («…με τόσο μηδενικό κίνδυνο όσο η δική μας»). */
const COMPARED = /(?<!\p{L})(?:τοσο|οσο|σαν|οπωσ|εκτοσ|παρα|πλην|αλλη|αλλο|αλλα|μονο)(?!\p{L})/u;

/**
 * A myth told as such: a line or sentence labelled «Μύθος:» with an «Αλήθεια» or a «Πραγματικότητα» told
 * after it, to the end of its sentence; or a line marked wrong (❌) whose quoted claim a dash corrects («❌ «Ο
 * ήλιος τη θεραπεύει» – συχνά την επιδεινώνει»). A mark alone is no refutation: «❌ πόνος ❌ ουλές» says
 * «without».
 */
const MYTH_LABELLED =
  /(?<![\p{L}\d])μυθοσ(?: \d{1,2})? ?[:–—-][^.!;?\n]{1,160}(?=[\s\S]{0,300}(?<!\p{L})(?:αληθεια|πραγματικοτητα)(?!\p{L}))/gu;
const MARKED_WRONG =
  /(?<=^|\n)[ \t]*(?:❌|✖️?|✗|🚫|⛔)[ \t]*(«[^«»\n]{1,60}»|“[^“”\n]{1,60}”|"[^"\n]{1,60}")(?=[ \t]*[–—-][ \t]*\p{L})/gu;
/**
 * A quoted claim that opens a line or follows a sentence, with the wrong mark after it: «Τα χάπια… είναι
 * ακίνδυνα» ❌ Προϊόντα χωρίς έγκριση… (a mark after a quoted word in a list, «❌ «πόνος» ❌», says «without»).
 */
const QUOTED_THEN_MARKED =
  /(?<=^|\n|[.!;?][ \t])[ \t]*(«[^«»\n]{1,80}»|“[^“”\n]{1,80}”|"[^"\n]{1,80}")(?=[ \t]*(?:❌|✖️?|✗|🚫|⛔))/gu;

/**
 * The claims of a reading that its words refute, as [start, end) in the reading: quoted claims refuted
 * in their sentence or the next one, and claims denied of every treatment.
 */
export function refutedClaims(text: string): [number, number][] {
  const refuted: [number, number][] = [];
  for (const denied of text.matchAll(DENIED_OF_EVERY_TREATMENT))
    if (!COMPARED.test(denied[0])) refuted.push([denied.index, denied.index + denied[0].length]);
  for (const denied of text.matchAll(QUOTED_REMEDY_DENIED))
    refuted.push([denied.index, denied.index + denied[0].length]);
  for (const asked of [
    ...text.matchAll(ASKED_AND_ANSWERED),
    ...text.matchAll(QUOTED_ASKED),
    ...text.matchAll(WITHOUT_DENIED),
    ...text.matchAll(ASKED_INDIRECTLY),
    ...text.matchAll(QUOTED_QUESTION_CORRECTED),
    ...text.matchAll(ASKED_ABOUT_QUOTED),
  ])
    refuted.push([asked.index, asked.index + asked[0].length]);
  for (const myth of text.matchAll(MYTH_LABELLED)) refuted.push([myth.index, myth.index + myth[0].length]);
  for (const marked of text.matchAll(MARKED_WRONG))
    refuted.push([marked.index, marked.index + marked[0].length]);
  for (const marked of text.matchAll(QUOTED_THEN_MARKED))
    refuted.push([marked.index, marked.index + marked[0].length]);
  // A quotation is refuted by words around it, not by its own («Η ψυχίατρός μας ξέρει «το κόλπο»»).
  for (const quote of text.matchAll(QUOTES)) {
    const [start, end] = sentenceAndNext(text, quote.index);
    const [from, to] = [quote.index - start + 1, quote.index - start + quote[0].length - 1];
    const outside = (m: RegExpMatchArray) => m.index! < from || m.index! + m[0].length > to;
    if ([...text.slice(start, end).matchAll(REFUTATION)].some(outside))
      refuted.push([quote.index, quote.index + quote[0].length]);
  }
  return refuted;
}
