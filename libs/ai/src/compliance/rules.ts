/**
 * The rules of medical advertising the platform ships, as data with their legal basis.
 * A `block` rule's terms are never scheduled or published; a `warn` rule's need a recorded
 * acknowledgement. Terms are written as people write them (terms.ts explains the few marks); the shipped
 * `patterns`, `near` pairs and `allowed` contexts live here in code, beside the terms stored in svc-posts.
 */
import type { ComplianceSeverity } from '@studio/contracts';
import { PRESCRIPTION_MEDICINES } from './prescription-medicines.ts';

export type RuleDefinition = {
  id: string;
  name: string;
  severity: ComplianceSeverity;
  /** Why such businesses may not say it, in Greek, with the law it comes from. */
  reason: string;
  /** The law or code the rule comes from. */
  basis: string;
  terms: string[];
};

/** What the shipped rules also match, by rule id: in code, always on (the legal floor). */
export type RuleExtras = {
  /**
   * Regular expressions over the reading (small letters, no accents, σ for ς), each looked for only in a
   * reading that holds one of its `needs` (and, for each list of `requires`, one of that list's words);
   * `onSource`: over the text as written (capitals, accents), its `needs` in small letters.
   */
  patterns?: { re: string; needs: string[]; onSource?: boolean; requires?: string[][] }[];
  /**
   * A term (or pattern) of `a` and a term of `b` within `within` characters of each other, in either
   * order: the phrase from one to the other is the flag. `needs`: the reading must hold one of these
   * (in small letters) for the pair to be looked for (a quick look where `a` is a pattern). A pattern of
   * `a` is tried only in a reading that holds one of its own `needs` (the letters it cannot match without).
   */
  near?: {
    a: string[];
    aPatterns?: { re: string; needs: string[] }[];
    b: string[];
    within: number;
    needs?: string[];
  }[];
  /** Contexts that make a flagged phrase an ordinary one: a flag inside one of these is no flag. */
  allowed?: string[];
  /** The same, as regular expressions over the reading. */
  allowedPatterns?: string[];
};

/** The problems a promise of elimination is about (wrinkles, acne, fat…), Greek and English. */
const CONCERNS =
  '(ρυτίδ*|ρυτιδ*|πανάδ*|κηλίδ*|ακμή|σπυρ*|σημάδι*|ουλ*|κυτταρίτιδα|λίπος|λίπους|πάχος|κιλά|τρίχ*|τριχοφυΐα|τριχόπτωση|φαλάκρ*|γραμμ*|σακούλες|κύκλους|ραγάδ*|δυσχρωμί*|μέλασμα|λεκέδ*|ευρυαγγεί*|φλέβ*|προγούλι|διπλοσάγονο|χαλάρωση|πόνο|πόνους|ψωρίαση|έκζεμα|ροδόχρου*|αλωπεκία|ξύρισμα|ξυράφι|psoriasis|eczema|rosacea|alopecia|wrinkles|wrinkle|acne|scars|scar|cellulite|fat|hair loss|baldness|spots|pigmentation|melasma|lines|stretch marks|dark circles|double chin|pain)';

/** Injections and other medical acts whose price may not be promoted (medical devices and medicines alike). */
const INJECTABLES = [
  'ενέσ*',
  'σύριγγ*',
  'syringe*',
  'skin (booster|boosters)',
  'ρυτίδες',
  '(χείλη|χειλιών|lips) … (υαλουρονικ*|filler*|hyaluronic)',
  'ενέσιμ*',
  'filler*',
  'φίλερ',
  'μεσοθεραπεί*',
  'mesotherapy',
  'PRP',
  'skinbooster*',
  'σκινμπούστερ',
  'Profhilo',
  'Sculptra',
  'Radiesse',
  'νήματα',
  'threads',
  'λιποδιάλυση',
  'injectable*',
  'injection*',
  'υαλουρονικ* (για|στα|στις|στο|στους)? (χείλη|χειλιών|ρυτίδ*|ζυγωματικ*|πηγούνι|σαγόνι|μύτη|ρινοχειλικ*)',
  '(γέμισμα|ενίσχυση|αύξηση) (των)? (χειλιών|ρυτίδων|ζυγωματικών)',
  'lip (filler|fillers|flip)',
];

/** Patients and clients, as a claim about all or none of them names them. */
const PEOPLE =
  '(ασθενής|ασθενείς|ασθενών|πελάτης|πελάτες|πελατών|πελάτισσα|πελάτισσες|πελάτισσά|πελάτισσές|patient|patients|client|clients|customer|customers)';

/** What a claim about all patients promises them. */
const RESULTS =
  '(ευχαριστημέν*|ικανοποιημέν*|ενθουσιασμέν*|αποτέλεσμα|αποτελέσματα|διαφορά|βελτίωση|satisfied|happy|delighted|results|result|difference|improvement)';

/** A share of patients, counted: «95% των ασθενών», «9 στους 10 πελάτες», "9 out of 10 patients". */
const SHARE_OF_PEOPLE =
  '(?<![\\p{N}])(?:(?:[5-9]\\d|100)(?:[.,]\\d+)?\\s*%\\s*(?:των|του|απο\\s+τουσ|of(?:\\s+our)?)?\\s*|[6-9]\\s*(?:στουσ|στισ|στα|out\\s+of|in)\\s*10\\s*)(?:ασθεν|πελατ|περιστατικ|περιπτωσ|ατομ|γυναικ|ανδρ|patients?|clients?|cases|people|women|men|customers?)\\p{L}*';

/** A price or an offer. */
const PRICE_OFFERS = [
  'έκπτωσ*',
  'εκπτώσ*',
  'προσφορ*',
  'δώρο',
  'δωρεάν',
  'κουπόνι*',
  'black friday',
  'cyber monday',
  'τιμή',
  'τιμές',
  'discount*',
  'offer*',
  'sale',
  'deal',
  'deals',
  'promo*',
  'voucher*',
  '1+1',
  '2+1',
  'half price',
  'μισή τιμή',
  'buy one',
  'στην τιμή (των|του|της)',
  'τοις εκατό',
  'μείον',
  'percent',
  'off',
];

/** Words for a medicine or an injection, as a medicine described by what it does is named. */
const MEDICINE_WORDS = [
  'ένεση',
  'ενέσεις',
  'ενέσεων',
  'ενέσιμ*',
  'τσιμπ*',
  'σκεύασμα*',
  'φάρμακ*',
  'χάπι',
  'χάπια',
  'χαπάκι*',
  'πένα',
  'πενάκι*',
  'injection*',
  'jab',
  'jabs',
  'shot',
  'shots',
  'pen',
  'pens',
  'medicine*',
  'medication*',
  'drug',
  'drugs',
  'pill',
  'pills',
];

/** A price holds a digit. */
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** The price patterns: 30%, 150€, € 99, 99 ευρώ. */
const PRICE_PATTERN = '(?:-\\s*)?\\d+(?:[.,]\\d+)?\\s*(?:%|€|ευρω|eur\\b|euro|e\\b)|€\\s*\\d+';

/**
 * The shipped rules. `block` where the law forbids the thing outright and the terms name it plainly:
 * prescription medicines (Directive 2001/83/EC art. 88), cures, guaranteed and permanent results, a risk
 * hidden («χωρίς παρενέργειες»), testimonials and case
 * stories (art. 90; the Greek Code of Medical Ethics, Law 3418/2005 art. 17: no promises, no testimonials),
 * a price inducement on a medical act (art. 17). `warn` where a person must judge the context: pain,
 * minors, endorsements, comparisons and self-praise, fear or shame, whose words an ordinary post uses too
 * («Συμβουλή #1», «η μόνη κλινική ανοιχτή τον Αύγουστο»), and before/after, which a patient's explicit
 * consent for social media and the medical reviewer's sign-off may allow (GDPR art. 9; Greek DPA 50/2024).
 */
export const DEFAULT_RULES: RuleDefinition[] = [
  {
    id: 'prescription-medicine',
    name: 'Φάρμακο μόνο με ιατρική συνταγή',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 88(1)· ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013· ΕΟΦ',
    reason:
      'Η διαφήμιση φαρμάκων που χορηγούνται μόνο με ιατρική συνταγή στο κοινό απαγορεύεται, είτε με την εμπορική ονομασία είτε με τη δραστική ουσία ή άλλη ονομασία τους (Οδηγία 2001/83/ΕΚ άρθρο 88, ΚΥΑ Δ.ΥΓ3α/Γ.Π. 32221/2013, ΕΟΦ). Αφαιρέστε την αναφορά· η επιλογή φαρμάκου γίνεται μόνο από τον γιατρό, μετά από ιατρική εκτίμηση.',
    terms: PRESCRIPTION_MEDICINES.flatMap((m) => m.names),
  },
  {
    id: 'cure',
    name: 'Ισχυρισμός ίασης',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 2017/745 άρθρο 7· ν. 3418/2005 άρθρο 17',
    reason:
      'Δεν επιτρέπεται να υπόσχεται ότι θεραπεύει, εξαφανίζει ή εξαλείφει ένα πρόβλημα (Οδηγία 2001/83/ΕΚ άρθρο 90, Κανονισμός (ΕΕ) 2017/745 άρθρο 7).',
    terms: [
      'γιατρεύει',
      'ίαση',
      '(εξαφαν*|εξαλείφ*|εξαλειφ*|εξαλείψ*) (εντελώς|πλήρως|ολοκληρωτικά|οριστικά|τελείως|αμέσως|μαγικά|100%|μια για πάντα)',
      '(εντελώς|πλήρως|ολοκληρωτικά|οριστικά|τελείως|μαγικά) (εξαφαν*|εξαλείφ*|εξαλειφ*)',
      `(νικ*|νίκ*) … ${CONCERNS}`,
      `${CONCERNS} … (νικήθηκ*|νικιέται|νικάται)`,
      `(no more|goodbye|bye bye|bye-bye) (to)? (your)? ${CONCERNS}`,
      `(revers*|cur*|fix*|solv*|erase*|eliminat*) (your|the|all)? ${CONCERNS}`,
      'ούτε (ένα|μια|μία) (σπυράκι|σπυρί|ρυτίδα|τρίχα|ουλή|πανάδα) (ξανά|πια)',
      '(ανήκ*|πέρασ*|έμειν*) (πλέον|πια|οριστικά)? στο παρελθόν',
      '(a)? thing of the past',
      '(λυμένο|λύθηκε) (το)? (θέμα|πρόβλημα)',
      '(ξαναφυτρών*|ξαναβγάζ*|regrow*) … (μαλλιά|τρίχες|hair)',
      '(at|from) the root',
      'από τη ρίζα',
      'τέλος (το|τα|στο|στα)? (πρόβλημα|προβλήματα)',
      '(η)? λύση … (βρέθηκε|είναι εδώ|ήρθε)',
      `(kiss|wave|say) … ${CONCERNS} … goodbye`,
      `(kiss|wave|say) goodbye (to)? (your)? ${CONCERNS}`,
      `εξαφαν* … ${CONCERNS}`,
      `${CONCERNS} … εξαφαν*`,
      `(εξαλείφ*|εξαλείψ*|εξάλειψη|εξαλειφ*) … ${CONCERNS}`,
      `${CONCERNS} … (εξαλείφ*|εξαλείψ*|εξαλειφ*)`,
      `(τέλος|αντίο|bye bye|goodbye) (στις|στα|στο|στη|στην|στους|σε|οι|τα|οι|η|το|ο|για|to|your)? ${CONCERNS}`,
      `(ξεχάστε|ξέχνα|ξεχάσετε|forget) (τις|τα|το|τη|την|τους|your|about)? ${CONCERNS}`,
      `(απαλλαγείτε|απαλλαγή|απαλλαχτείτε|γλιτώστε|ξεφορτωθείτε) (από)? (τις|τα|το|τη|την|τους)? ${CONCERNS}`,
      `(ποτέ ξανά|never again) ${CONCERNS}`,
      'cure',
      'cures',
      'cured',
      `(heal*|eliminat*|erase*|get rid of|remove*) (your|the|all)? ${CONCERNS}`,
      'eliminate',
    ],
  },
  {
    id: 'guaranteed-result',
    name: 'Εγγυημένο αποτέλεσμα',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 655/2013· ν. 3418/2005 άρθρο 17',
    reason:
      'Κανένα αποτέλεσμα ιατρικής ή αισθητικής πράξης δεν μπορεί να είναι εγγυημένο· τα αποτελέσματα διαφέρουν από άνθρωπο σε άνθρωπο (Οδηγία 2001/83/ΕΚ άρθρο 90, ν. 3418/2005 άρθρο 17).',
    terms: [
      'εγγυη*',
      'εγγυα*',
      'εγγυο*',
      'εγγυω*',
      'εγγυου*',
      'εγγύηση αποτελέσματος',
      'εγγυημένο αποτέλεσμα',
      'εγγυημένα αποτελέσματα',
      '(όχι|not|no) (ίσως|maybe|perhaps|εξαρτάται|it depends)',
      'guarantee',
      'guaranty',
      '(σίγουρο|σίγουρα|σίγουρη|σίγουρες|βέβαιο|βέβαια|βέβαιη|εξασφαλισμένο|εξασφαλισμένα|εξασφαλισμένη) (το)? (αποτέλεσμα|αποτελέσματα|επιτυχία)',
      '(εξασφαλίζ*|υπόσχ*|υποσχ*) … (αποτέλεσμ*|επιτυχία|επιτυχ*)',
      '100% (αποτελεσματικ*|αποτέλεσμα|αποτελέσματα|επιτυχ*|επιτυχία|ικανοποίηση|σίγουρ*|effective|success|successful|results|result)',
      '(αποτελεσματικότητα|επιτυχία|ποσοστό επιτυχίας|ικανοποίηση) 100%',
      '(χωρίς|καμία) (καμία)? αποτυχία',
      '(δεν|ποτέ δεν) (αποτυγχάνει|αποτυγχάνουμε|αποτυγχάνουν) (ποτέ)?',
      '(πάντα|πάντοτε) (πετυχαίνει|πετυχαίνουμε|λειτουργεί|αποτελεσματικ*|επιτυχημέν*)',
      '(λειτουργεί|αποτελεσματικ*) (σε όλους|σε όλες|για όλους|για όλες|πάντα|πάντοτε)',
      '(επιστροφή|επιστρέφουμε) (των)? (χρημάτων|χρήματα|λεφτών|λεφτά)',
      '(τα|τα χρήματά|τα λεφτά) σας πίσω',
      'money back',
      '(σίγουρα|οπωσδήποτε|εγγυημένα) θα (δείτε|δεις|έχετε|έχεις|αποκτήσετε|νιώσετε|φαίνεστε)',
      'θα (δείτε|δεις) (σίγουρα|οπωσδήποτε) (αποτέλεσμ*|διαφορά)',
      '(promise|promises|promised) … (result*|success*|outcome*)',
      '(assured|certain|sure) (result|results|success)',
      '(always|100%) (works|effective|successful)',
      'works every time',
      'απόλυτη επιτυχία',
      'σας το (υπογράφουμε|υπογράφω|εγγυόμαστε|υποσχόμαστε)',
      'το υπογράφουμε',
      '(αλλιώς|ειδάλλως|ή) (δεν πληρώνετε|δεν πληρώνεις|σας επιστρέφουμε|επιστρέφουμε)',
      'αν δεν (δείτε|δεις|έχετε|μείνετε|χάσετε) … (δωρεάν|επιστρέφουμε|δεν πληρώνετε|χρήματα|λεφτά)',
      'τόσο σίγουροι (είμαστε)?',
      'δεσμευόμαστε (ότι|πως)',
      "(that's|thats|that is) how (sure|confident) we are",
      'no (results|result) … no (pay|charge|fee|payment)',
      "(or|or it's|or its) (free|your money back)",
      'pay only (if|when) (you see)? results',
      'δεν υπάρχει (περίπτωση|καμία περίπτωση|περίπτωση) να (μη|μην) (δείτε|δεις|έχετε|μείνετε|φανεί)',
      '(αποτέλεσμα|αποτελέσματα) (είναι|θα είναι|είναι πάντα)? (βέβαιο|βέβαια|σίγουρο|σίγουρα|δεδομένο|δεδομένα|εξασφαλισμένο|εξασφαλισμένα)',
      "(promise|promises|guarantee) (you|that you) (will|ll|’ll|'ll)",
      '(υπόσχ*|υποσχ*) (ότι|πως) (θα)',
      '(δέκα|πέντε|δεκαπέντε|είκοσι|ten|five|fifteen|twenty) (χρόνια|χρόνους|years) (νεότερ*|μικρότερ*|younger)',
      // Satisfaction and every patient: a result promised by its frequency.
      `(ούτε|κανένας|κανείς|κανένα|καμία|καμιά) (ένας|μία|μια)? ${PEOPLE} … (δυσαρεστημέν*|παραπονέθηκ*|παραπονιέται|απογοητευμέν*|απογοητεύτηκ*)`,
      `(ούτε|κανένας|κανείς|κανένα|καμία|καμιά) (ένας|μία|μια)? ${PEOPLE} … δεν (έμεινε|έφυγε|είναι|ήταν) (ευχαριστημέν*|ικανοποιημέν*)`,
      `(όλοι|όλες|όλα|κάθε|every|all|each) (οι|οι|of)? (our)? ${PEOPLE} (μας)? … ${RESULTS}`,
      '(not a single|no) (patient|client) (has ever|ever|was|left|has)? (been)? (unhappy|dissatisfied|disappointed)',
      '(100%|εκατό τοις εκατό) (ευχαριστημέν*|ικανοποιημέν*|satisfied|happy) (πελάτ*|ασθεν*|clients|patients|customers)?',
      // Guaranteed in Greek slang and in Greeklish («γκαραντί», «garantirismeno»).
      'γκαραντί*',
      'garantiri*',
      // It works on everyone, never a failure.
      '(σε|για) (όλους|όλες|όλο τον κόσμο) (πετυχαίν*|δουλεύ*|αποδίδ*)',
      '(πετυχαίν*|δουλεύ*) (σε|για) (όλους|όλες|όλο τον κόσμο)',
      'ούτε (μία|μια) αποτυχία',
      '(μηδέν|μηδενικές|μηδενικό ποσοστό) (αποτυχί*)',
      '(never|not) (a|one|a single) failure',
      'zero failures',
      'works for (everyone|everybody|all)',
      '(every|each) single (client|patient|customer|one) … (happier|happy|younger|satisfied|delighted|thrilled|results|glowing)',
    ],
  },
  {
    id: 'permanent-result',
    name: 'Μόνιμο αποτέλεσμα',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 655/2013',
    reason:
      'Τα αποτελέσματα διαφέρουν από άνθρωπο σε άνθρωπο και δεν διαρκούν για πάντα· υπόσχεση μόνιμου αποτελέσματος παραπλανά (Οδηγία 2001/83/ΕΚ άρθρο 90).',
    terms: [
      '(μόνιμο|μόνιμα|μόνιμη|μόνιμες|μόνιμου|μόνιμης|μόνιμων) (αποτέλεσμα|αποτελέσματα|αποτελέσματος|λύση|λύσεις|εξαφάνιση|απαλλαγή|διόρθωση|αλλαγή|βελτίωση|ομορφιά|νεότητα|σύσφιξη|αδυνάτισμα|απώλεια)',
      'μόνιμα',
      '(οριστικό|οριστική|οριστικά|οριστικές|οριστικής|οριστικού) (λύση|λύσεις|αποτέλεσμα|αποτελέσματα|απαλλαγή|τέλος|εξαφάνιση|θεραπεία|ίαση)',
      'οριστικά',
      'για πάντα',
      'μια για πάντα',
      'μία και καλή',
      'για (όλη|ολόκληρη) (σας|σου)? (τη|την)? ζωή',
      '(διαρκ*|κρατ*|μέν*|για) (μια|μία|όλη|ολόκληρη) (ολόκληρη)? (τη|την)? ζωή',
      'δια βίου',
      'μια (φορά|και) (και)? (τέλος|έξω)',
      'ούτε (επαναλήψεις|συντήρηση|ανανέωση)',
      "(never|won’t|won't|wont) (ever)? (shave|wax|need) … again",
      '(αποτέλεσμα|αποτελέσματα) (δια βίου|εφ όρου ζωής|ζωής)',
      'εφ όρου ζωής',
      'ισόβι*',
      '(δεν|ποτέ δεν) (θα)? (ξαναβγ*|ξαναεμφαν*|ξαναγυρ*|επιστρέφ*|επιστρέψ*|ξανάρχ*) (ποτέ)?',
      '(ποτέ ξανά|never again) (ρυτίδ*|τρίχ*|κιλά|λίπος|wrinkles|hair)',
      'permanent',
      'permanently',
      'forever',
      '(lifelong|lifetime|life-long) (result|results|effect|effects|beauty|solution)',
      '(lasts|last|lasting) (a|for a)? (lifetime|life)',
      'for life',
      'once and for all',
      'never come back',
      'ποτέ ξανά',
      'never again',
      '(δεν|ποτέ δεν) (ξεθωριάζ*|φεύγ*|χάνετ*|χάνον*|σβήν*|εξασθεν*) (ποτέ)?',
      '(ξεθωριάζ*|φεύγ*|χάνετ*|σβήν*) ποτέ',
      'αιώνι* (νιότη|νεότητα|ομορφιά|αποτέλεσμ*|λάμψη|φρεσκάδα)',
      '(eternal|everlasting) (youth|beauty|results)',
      "(never|won't|wont|don't|dont|doesn't|doesnt) (fade|fades|wear off|wears off)",
      'one and done',
      'once and done',
      '(δεν|ποτέ δεν|ούτε) (θα)? (χρειαστεί|χρειάζεται|χρειαστείτε|χρειάζεστε|χρειάζεσαι|χρειαστείς) (ποτέ)? (να)? (ξανάρθετε|ξαναέρθετε|ξανάρθεις|ξαναέρθεις|ξαναγυρίσετε|ξανακάνετε|ξανακάνεις|επαναλάβετε|επαναλάβεις)',
      '(δεν|ποτέ δεν|ούτε) (θα)? (χρειαστεί|χρειάζεται|χρειαστείτε|χρειάζεστε) (να)? (έρθετε|επιστρέψετε|γυρίσετε|έρθεις|επιστρέψεις) (ποτέ|ξανά|πια|πάλι)',
      '(δεν|ποτέ δεν|ούτε) (θα)? (χρειαστεί|χρειάζεται|χρειαστείτε|χρειάζεστε) (ποτέ)? (δεύτερη|άλλη|καμία) (συνεδρία|θεραπεία|ένεση|επίσκεψη|επανάληψη)',
      "(never|won't|wont|will not) (ever)? (need|have) to (come back|return|repeat)",
      '(never|no) (need|needing) (for)? (another|a second|a repeat) (session|treatment|injection|appointment)',
    ],
  },
  {
    id: 'safety-claim',
    name: 'Ισχυρισμός ασφάλειας',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 2017/745 άρθρο 7',
    reason:
      'Κάθε ιατρική πράξη ή προϊόν έχει κινδύνους και πιθανές παρενέργειες· η ανάρτηση δεν πρέπει να τους αποκρύπτει (Οδηγία 2001/83/ΕΚ άρθρο 90, Κανονισμός (ΕΕ) 2017/745 άρθρο 7).',
    terms: [
      'χωρίς (κανέναν|κανένα|καμία|καμιά|καθόλου)? (κίνδυνο|κινδύνους|ρίσκο|παρενέργεια|παρενέργειες|επιπλοκή|επιπλοκές|παρενέργειας)',
      '(καμία|καμιά|κανένας|κανένα|κανέναν|μηδέν|μηδενικές|μηδενικός|μηδενικό|μηδενικοί|0|zero) (παρενέργει*|επιπλοκ*|κίνδυν*|ρίσκο)',
      '(δεν|ούτε) (θα)? (έχει|έχουν|έχετε|υπάρχει|υπάρχουν|προκαλεί|προκαλούν|εμφανίζει|εμφανίζονται|παρουσιάζει|εμφανιστούν|υπάρξουν|αντιμετωπίσετε) (καμία|καμιά|κανένα|κανέναν|κανένας|καθόλου|ποτέ)? (παρενέργει*|επιπλοκ*|κίνδυν*|ρίσκο)',
      'ακίνδυν*',
      'αβλαβ*',
      '(απόλυτα|απολύτως|εντελώς|τελείως|πλήρως|100%|100 %|εκατό τοις εκατό) (ασφαλ*|ακίνδυν*|αβλαβ*)',
      '(δεν|ποτέ δεν|ούτε) (έχουμε|είχαμε|είχε|είχατε|έχουν|είχαν|παρουσιάστηκ*|εμφανίστηκ*) (ποτέ)? (καμία|καμιά|κανένα|κανέναν)? (παρενέργει*|επιπλοκ*|πρόβλημα|προβλήματα)',
      '(ποτέ|never) (καμία|καμιά)? (παρενέργει*|επιπλοκ*|side effects|complications)',
      '(ούτε|καμία|καμιά|κανένα|κανέναν) (μία|μια|ένα|ένας)? (επιπλοκή|επιπλοκές|παρενέργεια|παρενέργειες)',
      'τίποτα δεν (μπορεί να)? (πάει|πάει ποτέ) στραβά',
      'nothing (can|could) go wrong',
      '(αθώ*|αβλαβ*) (σαν|όσο|είναι)',
      'σαν (να πίνετε)? (ένα)? ποτήρι νερό',
      '(as|so) (safe|gentle|harmless) as (a|an)? (facial|water|glass of water|massage)',
      'safe as (a|an)? (facial|water|massage)',
      'safe as … (water|facial|massage|coffee)',
      '(παρενέργει*|επιπλοκ*|κίνδυν*|ρίσκο) … τι (είναι|ειναι) (αυτό|αυτά|αυτός)',
      '(τόσο|so) (ασφαλ*|ακίνδυν*|safe|harmless) (που|that)',
      'ασφαλέστατ*',
      '(no|zero|without|free of) (any)? (side effect|side effects|side-effects|risk|risks|complications)',
      'risk-free',
      'risk free',
      'side-effect-free',
      'side effect free',
      '(completely|totally|absolutely|100%|perfectly) (safe|harmless)',
      'harmless',
      '(καθόλου|απολύτως καμία|καμία απολύτως|καμιά απολύτως|καμία μα καμία|ούτε μία|ούτε μια) (παρενέργει*|επιπλοκ*)',
      '(παρενέργει*|επιπλοκ*) (καθόλου|απολύτως καμία|μηδέν)',
      '(not a single|not one) (side effect|side-effect|complication)',
      '(no|zero) (side effects|side-effects|complications) (at all|whatsoever)',
    ],
  },
  {
    id: 'painless',
    name: 'Ισχυρισμός «ανώδυνο»',
    severity: 'warn',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 655/2013',
    reason: 'Η εμπειρία του πόνου διαφέρει από άνθρωπο σε άνθρωπο· μην υπόσχεστε ότι μια πράξη δεν πονά.',
    terms: [
      'ανώδυν*',
      'χωρίς (καθόλου|κανέναν|κανένα|καμία|καμιά|ίχνος)? (πόνο|πόνους|πόνου|ενόχληση|τσίμπημα)',
      '(δεν|ούτε) (θα)? (πονά*|πονάει|πονάτε|πονούν|πονέσ*|πονάς|ποναει)',
      '(δεν|ούτε) (θα)? (νιώσ*|νιώθ*|αισθαν*|αισθανθ*) (καθόλου|κανέναν|κανένα|ίχνος)? (πόνο|πόνου|ενόχληση|τσίμπημα|τίποτα|τίποτε)',
      '(καθόλου|μηδενικός|μηδενικό|μηδέν|0|zero) (πόνος|πόνο|πόνου|ενόχληση)',
      'painless',
      'pain-free',
      'pain free',
      'no pain',
      '(without|zero) (any)? pain',
      "(doesn't|doesnt|does not|won't|wont|will not|didn't|never) (even)? hurt",
      "(won't|wont|will not) feel (a thing|anything|any pain)",
      '(ούτε|δεν) (θα)? (το)? (καταλάβετε|καταλαβαίνετε|καταλάβεις|πάρετε χαμπάρι)',
      '(δεν|ούτε) (θα)? (νιώσ*|νιώθ*|αισθαν*|αισθανθ*) (απολύτως|σχεδόν)? (τίποτα|τίποτε)',
      '(ούτε|χωρίς|καμία) (μια|μία|ένα|καμία)? (τσιμπ*|ενόχληση|πόνο|αχ)',
      '(ούτε|δεν) (που)? (θα)? (πονέσ*|πονά*)',
      'πόν* … τι (είναι|ειναι) (αυτό|αυτός)',
      '(σαν|όπως|like) (ένα)? (χάδι|χαδάκι|μασάζ|caress|massage)',
      '(feels|feel) like nothing',
    ],
  },
  {
    id: 'before-after',
    name: 'Πριν και μετά',
    severity: 'warn',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· πολιτικές διαφήμισης της Meta',
    reason:
      'Εικόνες ή υποσχέσεις «πριν και μετά» παραπλανούν για τις αλλαγές στο σώμα (Οδηγία 2001/83/ΕΚ άρθρο 90) και το Meta τις απορρίπτει για αισθητικές πράξεις.',
    terms: [
      'πριν (και|&|-|/|–|vs|+|>|→|👉|και το)? μετά',
      'πριν/μετά',
      'before (and|&|-|/|–|vs|n|+|>|→)? after',
      'before/after',
      'μεταμόρφωσ*',
      'transformation',
      '(φωτογραφ*|εικόν*|δείτε|δες|αποτελέσματ*|photos|pictures|results) … πριν (και|&|-|/)? μετά',
      '(αριστερά|left) (πριν|before) … (δεξιά|right) (μετά|after)',
      '(αριστερά|left) … (δεξιά|right) … (μετά|after)',
      'b4 (and|&|n)? after',
      '(από αυτό|from this) … (σε αυτό|to this)',
      '(βρες|βρείτε) (τις)? … διαφορές',
      'spot the difference',
    ],
  },
  {
    id: 'testimonial',
    name: 'Μαρτυρίες πελατών',
    severity: 'block',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· ν. 3418/2005 άρθρο 17· ΓΚΠΔ άρθρο 9',
    reason:
      'Μαρτυρίες και περιστατικά ασθενών μπορεί να οδηγήσουν σε αυτοδιάγνωση και ο Κώδικας Ιατρικής Δεοντολογίας τις απαγορεύει· η φωτογραφία ασθενούς θέλει ρητή συγκατάθεση (ΓΚΠΔ άρθρο 9).',
    terms: [
      'μαρτυρί*',
      'testimonial*',
      '(οι|τι) (πελάτες|πελάτισσες|πελάτισσές|ασθενείς|ασθενής|πελάτη|πελάτισσα) (μας)? (λένε|λέει|είπαν|είπε|γράφουν|έγραψαν|έγραψε|γράφει|μοιράζονται|μοιράστηκαν|μοιράστηκε|αναφέρουν|σχολιάζουν|περιγράφουν)',
      '(πελάτες|πελάτισσες|πελάτισσά|πελάτισσα|πελάτης|ασθενείς|ασθενής) μας (λέ*|είπ*|γράφ*|έγραψ*|μοιρά*|εμπιστεύ*|δηλών*|περιγράφ*)',
      'δείτε τι (λένε|λέει|είπε|είπαν|γράφουν|έγραψε|έγραψαν)',
      '(η|την|της) (εμπειρία|ιστορία) (της|του) (πελάτ*|πελατισσ*|ασθεν*)',
      '(κριτική|κριτικές|αξιολόγηση|αξιολογήσεις|σχόλια) (των)? (πελατών|ασθενών|πελάτισσών|πελάτισσας)',
      '(5|πέντε) (αστέρια|αστεράκια|stars)',
      '★★★★',
      '⭐⭐⭐⭐',
      'what (our)? (clients|patients|customers) (say|said)',
      '(our|a|one) (client|patient|customer) (says|said|shares|shared|writes|wrote)',
      'happy (clients|patients|customers)',
      'ικανοποιημέν* (πελάτ*|πελατισσ*|ασθεν*)',
      '(μου|μας) άλλαξε τη ζωή',
      'changed my life',
      '(πελάτες|πελάτισσες|ασθενείς) μας (μιλούν|μιλάνε|μιλά)',
      '(μας|μάς) (γράφει|γράφουν|έγραψε|έγραψαν|λέει|λένε|είπε|είπαν|περιγράφει|αφηγείται|εξομολογείται)',
      '(μοιράζ*|μοιράστηκ*|περιγράφ*|αφηγ*|διηγ*) (μαζί μας)? (την|τη)? (εμπειρία|ιστορία) (της|του|τους)',
      '(reviews|review|κριτικές|κριτική) … (patients|clients|customers|πελατών|ασθενών|πελάτισσών)',
      '(real|verified|genuine) (reviews|patients|results|stories)',
      'τι λένε (για εμάς|για μας|οι)',
      'what (they|people) say about us',
      '(patient|client) (story|stories|journey)',
      '(review|κριτική) (της|ths|of the) (εβδομάδας|evdomadas|week)',
      '(η|την|της) (ιστορία|περίπτωση|εμπειρία) (του|της) (πελάτη|πελάτισσας|ασθενούς|πελάτισσάς μας|πελάτη μας)',
      // «Άλλη μια ευχαριστημένη ασθενής!»: a patient shown for her satisfaction.
      '(ευχαριστημέν*|ενθουσιασμέν*|χαρούμεν*|ευτυχισμέν*) (πελάτ*|πελατισσ*|ασθεν*)',
      '(άλλη|άλλος|άλλο|ακόμα|ακόμη) (μια|μία|ένας|ένα) (ευχαριστημέν*|ενθουσιασμέν*|χαρούμεν*|ευτυχισμέν*|ικανοποιημέν*)',
      'another (happy|satisfied|delighted|thrilled) (client|patient|customer|bride|mum|lady|gentleman)',
    ],
  },
  {
    id: 'minors',
    name: 'Απευθύνεται σε ανηλίκους',
    severity: 'warn',
    basis: 'Πολιτικές διαφήμισης της Meta (18+)· Οδηγία 2010/13/ΕΕ άρθρο 9',
    reason: 'Οι αισθητικές πράξεις απευθύνονται μόνο σε ενήλικες (πολιτικές Meta: 18+).',
    terms: [
      'ανήλικ*',
      'έφηβ*',
      'εφηβικ* ηλικί*',
      'μαθητ*',
      'μαθήτρι*',
      'λυκεί*',
      'γυμνασί*',
      'πανελλαδικ*',
      'teen*',
      'minors',
      'under 18',
      'under-18',
      'κάτω (των|από τα|από) 18',
      'high school',
      'prom',
      '(thirteen|fourteen|fifteen|sixteen|seventeen)',
      'sweet sixteen',
      'sweet (16|15|17)',
      '(16α|16ο|15α|15ο|17α|17ο|14α|14ο|16th|15th|17th|14th) (γενέθλια|birthday)',
      'τελειόφοιτ*',
      '(υπογραφή|συναίνεση|άδεια) (του|των)? (γονέα|γονιού|γονέων|κηδεμόνα)',
      "(parental|parent’s|parent's) (consent|signature|permission)",
    ],
  },
  {
    id: 'endorsement',
    name: 'Σύσταση γιατρών, διασήμων ή αρχών',
    severity: 'warn',
    basis: 'Οδηγία 2001/83/ΕΚ άρθρο 90· Κανονισμός (ΕΕ) 655/2013· ν. 3418/2005 άρθρο 17',
    reason:
      'Η διαφήμιση δεν επιτρέπεται να επικαλείται σύσταση επιστημόνων, επαγγελματιών υγείας, διασήμων ή αρχών, ούτε «κλινική απόδειξη» χωρίς τεκμηρίωση (Οδηγία 2001/83/ΕΚ άρθρο 90, Κανονισμός (ΕΕ) 655/2013).',
    terms: [
      'FDA',
      '(εγκεκριμέν*|έγκριση|πιστοποιημέν*|εγκρίθηκε) (από)? (τον|το|την)? (ΕΟΦ|EMA|υπουργείο*)',
      'κλινικά (αποδεδειγμέν*|αποδεδειγμένα|δοκιμασμέν*|ελεγμέν*|τεκμηριωμέν*)',
      'επιστημονικά (αποδεδειγμέν*|αποδεδειγμένα)',
      'αποδεδειγμέν* (αποτελέσματ*|αποτελεσματικότητα|δράση)',
      'αποδεδειγμένα (αποτελεσματικ*|λειτουργ*)',
      'clinically (proven|tested|approved)',
      'scientifically proven',
      'proven (result|results|effective|effectiveness)',
      '(συστήνεται|συστήνονται|προτείνεται|προτείνονται|συνιστάται|συνιστώνται|προτιμάται|εγκρίνεται|recommended|approved|trusted|chosen|loved|preferred) (από|by) … (δερματολόγους|δερματολόγων|γιατρούς|γιατρών|ιατρούς|ειδικούς|επιστήμονες|χειρουργούς|σταρ|celebrities|διάσημους|διάσημες|dermatologists|doctors|surgeons|experts)',
      '(ο|η) (γιατρός|δερματολόγος) (της|του) (εκπομπής|τηλεόρασης|πρωινού)',
      '(9 στους 10|οι περισσότεροι|όλοι οι|9/10) (δερματολόγοι|γιατροί|ιατροί|ειδικοί)',
      '(recommended|approved|trusted|loved|chosen) by (dermatologists|doctors|experts|celebrities|stars)',
      '(dermatologist|doctor)-recommended',
      '(dermatologist|doctor) recommended',
      '(η|το)? (επιλογή|αγαπημένο|μυστικό) των (σταρ|διάσημων|celebrities|γιατρών|δερματολόγων)',
      'celebrit*',
      '(σταρ|stars) του hollywood',
      'influencer*',
      '(όπως|σαν) (η|ο|οι|την|τον|τους)? (σταρ|διάσημ*)',
      '(γνωστ*|διάσημ*) … (ηθοποι*|τραγουδίστρι*|τραγουδιστ*|παρουσιάστρι*|παρουσιαστ*|μοντέλο|influencer*|αθλητ*|σταρ)',
      '(ηθοποι*|τραγουδίστρι*|παρουσιάστρι*|μοντέλ*|σταρ) … (μας)? (εμπιστεύ*|επιλέγ*|διάλεξ*|προτιμ*)',
      '(εγκεκριμέν*|προτεινόμεν*|πιστοποιημέν*|εγκρίθηκ*|σφραγίδα|έγκριση) … (από)? (τον|το|την|του|της)? (ΕΟΦ|EMA|FDA|υπουργεί*)',
      '(survivor|big brother|bachelor|masterchef|gntm|power of love)',
      '(recommended|endorsed|approved|certified) by … (society|association|academy|college|board)',
      '(συστήνεται|προτείνεται|εγκρίνεται|πιστοποιείται|εγκεκριμέν*) από … (εταιρεία|εταιρείας|ακαδημία|σύλλογο|σύλλογος|ένωση)',
      '(swear|swears|swore) by',
      'hollywood',
      'χόλιγουντ',
      '(σταρ ελλάς|star hellas|miss greece|μις ελλάς)',
      '(σταρ|celebrity|celebrities|διάσημ*|γνωστ*) … (επέλεξε|επιλέγ*|εμπιστεύ*|προτιμ*|δοκίμασ*|λατρεύ*|ενθουσιάστηκ*)',
      '(όπως|όπως το) (είδατε|είδες|είδαμε) (στην|στο) (τηλεόραση|tv|εκπομπή)',
      'as seen (on|in) (tv|the news|instagram)',
      '(πρωινής|μεσημεριανής|τηλεοπτικής) εκπομπής',
      '(tv|τηλεοπτικ*) (doctor|γιατρ*|παρουσιάστρι*|σταρ)',
      '(ορκίζ*|ορκίστηκ*) (σε|στο|στη|στην|στα)',
    ],
  },
  {
    id: 'comparison',
    name: 'Σύγκριση με χειρουργείο ή άλλους γιατρούς',
    severity: 'warn',
    basis: 'ν. 3418/2005 άρθρο 17· Οδηγία 2006/114/ΕΚ',
    reason:
      'Η ενημέρωση από γιατρό πρέπει να είναι αντικειμενική και όχι συγκριτική: χωρίς σύγκριση με χειρουργείο, άλλες πράξεις ή άλλους γιατρούς και χωρίς αυτοέπαινο (ν. 3418/2005 άρθρο 17).',
    terms: [
      '(καλύτερ*|αποτελεσματικότερ*|ασφαλέστερ*|ανώτερ*|φθηνότερ*) (αποτέλεσμα|αποτελέσματα)? (από|απ) (την|τον|το|τις|τους|τα|ένα|μια)? (πλαστική|χειρουργ*|νυστέρι|επέμβαση|άλλ*|οποιαδήποτε|οποιονδήποτε|κάθε|lifting|λίφτινγκ|ανταγωνιστ*|υπόλοιπ*)',
      '(αντί|αντί για|αντί του|αντί της|χωρίς) (το|τον|την|ένα|μια)? (χειρουργ*|νυστέρι|επέμβαση|πλαστική)',
      '(σαν|όπως|ίδιο αποτέλεσμα με|ίδια αποτελέσματα με) (ένα|μια|το|τη|την)? (χειρουργ*|πλαστική|lifting|λίφτινγκ|επέμβαση)',
      '(lifting|λίφτινγκ|face lift|facelift) χωρίς (νυστέρι|χειρουργείο|επέμβαση)',
      '(ο|η|οι|το|τον|την|τους) (καλύτερος|καλύτερη|καλύτεροι|καλύτερο|καλύτερους|καλύτερες|κορυφαίος|κορυφαία|κορυφαίοι|κορυφαίους) (γιατρ*|ιατρ*|δερματολόγ*|αισθητικ*|χειρουργ*|κλινικ*|κέντρο|κέντρα|στην|στη|στο|της|της πόλης)',
      '(νούμερο|number|νο) (1|ένα|one)',
      'no1',
      'νο1',
      'no. 1',
      '#1',
      '(καλύτερ*|καλύτερα) από (τους|τις|τα)? (άλλους|άλλες|υπόλοιπους|ανταγωνιστές)',
      'better than (surgery|a facelift|fillers|other|the rest|any)',
      '(best|top|leading|number one) (clinic|doctor|dermatologist|surgeon|aesthetic) (in|of)',
      'the best in (athens|greece|town|the city)',
      '(μοναδικ*|πρώτ*|κορυφαί*) (στην|στη|σε όλη την) (ελλάδα|αθήνα|θεσσαλονίκη|πόλη)',
      '(γιατί|why) … (χειρουργ*|νυστέρι|πλαστικ*|surgeon|surgery|under the knife)',
      '(άλλες|άλλα|άλλοι|άλλους|other) (κλινικ*|ιατρεί*|γιατρ*|ιατρ*|δερματολόγ*|clinics|doctors|injectors)',
      '(φτην*|φθην*|κακ*|άπειρ*|cheap) (ιατρεί*|κλινικ*|γιατρ*|injectors|clinics)',
      '(ο|η|οι|τον|την|το) πιο (έμπειρ*|καλ*|γνωστ*|αξιόπιστ*|εξειδικευμέν*|περιζήτητ*) (γιατρ*|ιατρ*|δερματολόγ*|κλινικ*|χειρουργ*|injector*)',
      '(πιο|more) … (από|than) (τα|τη|την|το|τον|ένα|μια)? (εμφυτεύμ*|χειρουργ*|πλαστικ*|νυστέρι|lifting|λίφτινγκ|surgery|implants)',
      '(results|αποτελέσματα) (of|του|της) (surgery|χειρουργείου|πλαστικής)',
      '(non-surgical|non surgical|μη χειρουργικ*) (facelift|face lift|lifting|λίφτινγκ|rhinoplasty|ρινοπλαστική|nose job)',
      '(the)? (best|top|leading) … (in|of) (greece|athens|thessaloniki|town|the city)',
      '(πιο|περισσότερο) (αποτελεσματικ*|καλ*|ασφαλ*|γρήγορ*|φυσικ*|οικονομικ*|ανώδυν*|αποδοτικ*|σύγχρον*) από',
      'more (effective|natural|affordable|efficient|advanced) than',
      '(outperform*|superior to)',
      '(ανώτερ*|καλύτερ*) από (οποιο*|οποια*|κάθε|όλ*)',
      '(η|ο|το|οι) (μόνη|μόνος|μόνο|μοναδική|μοναδικός|μοναδικό) (κλινική|γιατρός|ιατρός|ιατρείο|κέντρο|δερματολόγος)',
      'the only (clinic|doctor|dermatologist|injector)',
      'κανείς (άλλος)? δεν (μας)? (φτάνει|συγκρίνεται|πλησιάζει|ξεπερνά)',
      '(nobody|no one|no-one) (else)? (beats|matches|compares|comes close)',
      '(γιατί|why) … (αλλού|elsewhere)',
      '(πάτε|πηγαίνετε|πληρώνετε|go|pay) (αλλού|elsewhere)',
      '(οι άλλοι|άλλοι|others) (σου|σας)? (υπόσχονται|λένε|μιλούν|πουλάνε|promise|talk|sell)',
      '(ο|η|οι) πιο (έμπειρ*|καλ*|γνωστ*|αξιόπιστ*|εξειδικευμέν*|περιζήτητ*) … (γιατρ*|ιατρ*|δερματολόγ*|κλινικ*|χειρουργ*|injector*)',
      '(best|top|leading) (injector|injectors|dermatologist|doctor|clinic|surgeon)',
      'unlike (the|other|most) … (clinic|clinics|doctors|injectors|salons)',
      'σε αντίθεση με (άλλ*|τους|τις|τα) … (κλινικ*|γιατρ*|ιατρεί*)',
      '(καλύτερ*|κορυφαί*) … (της πόλης|στην πόλη|της Ελλάδας|στην Ελλάδα|της Αθήνας|στην Αθήνα|in town|in the city|in greece|in athens)',
      '(πρώτ*|κορυφαί*|καλύτερ*|μοναδικ*|μόνη|μόνος|best|top|leading|only) (κλινικ*|γιατρ*|ιατρ*|ιατρεί*|κέντρ*|δερματολόγ*|clinic|doctor|injector|dermatologist) … (της|στην|στη|στο|in|of)',
      '(best|top|leading|number one) … (clinic|doctor|injector|dermatologist) (in|of)',
    ],
  },
  {
    id: 'fear-shame',
    name: 'Φόβος ή ντροπή για το σώμα',
    severity: 'warn',
    basis:
      'Οδηγία 2001/83/ΕΚ άρθρο 90 (γ) και (ι)· Οδηγία 2005/29/ΕΚ άρθρα 8–9· ν. 3418/2005 άρθρο 17· πολιτικές διαφήμισης της Meta (αρνητική αυτοεικόνα)',
    reason:
      'Η ενημέρωση για μια ιατρική ή αισθητική πράξη δεν επιτρέπεται να πείθει με φόβο ή ντροπή για το σώμα («πριν να είναι αργά», «μην ντρέπεστε άλλο»): πιέζει την απόφαση αντί να ενημερώνει (Οδηγία 2001/83/ΕΚ άρθρο 90, Οδηγία 2005/29/ΕΚ άρθρα 8–9, ν. 3418/2005 άρθρο 17).',
    terms: [
      '(μην|μη) (ντρέπεστε|ντρέπεσαι|κρύβεστε|κρύβεσαι) (άλλο|πια|πλέον)?',
      '(ντρέπεστε|ντρέπεσαι|ντρεπόσασταν|ντρεπόσουν|ντροπή) … (σώμα|κιλά|πρόσωπο|δέρμα|ρυτίδ*|εμφάνιση|κοιλιά|μαλλιά|φαλάκρ*|μύτη|χείλη|στήθος|φωτογραφ*|καθρέφτ*|παραλία|μαγιό)',
      '(κρύβεστε|κρύβεσαι|κρυφτείτε|κρύβετε|κρύβεις) … (σώμα|κιλά|πρόσωπο|ρυτίδ*|κοιλιά|φαλάκρ*|παραλία|καθρέφτ*|φωτογραφ*|μαγιό)',
      '(μισείτε|μισείς|σιχαίνεστε|σιχαίνεσαι|απεχθάνεστε) … (σώμα|πρόσωπο|καθρέφτ*|εμφάνιση|ρυτίδ*|κιλά|είδωλο)',
      'πριν (να)? (είναι|γίνει) (πολύ)? αργά',
      '(μην|μη) (αφήσετε|αφήνετε|αφήσεις|αφήνεις) … (να σας|να σε) (γεράσ*|γερνά*|χαλάσ*|καταστρέψ*|κλέψ*|ασχημύν*)',
      'κάθε μέρα που (περνά|περνάει) … (χειρότερ*|βαθαίν*|μεγαλών*|γερν*|χάνετε|χάνεις)',
      '(ashamed|embarrassed) (of|by) (your|the way)',
      "(don't|do not|stop) (hide|hiding|being ashamed)",
      "before (it is|it's|its) too late",
      // How long will you hide, your partner looks at others, don't become the joke, ugly parts of the body.
      'μέχρι πότε (θα)? (κρύβεσαι|κρύβεστε|ντρέπεσαι|ντρέπεστε|υποφέρεις|υποφέρετε|ανέχεσαι|ανέχεστε|αποφεύγεις|αποφεύγετε|κρύβεις|κρύβετε)',
      '(κρύβεσαι|κρύβεστε|κρύβεις|κρύβετε) (πίσω|κάτω) (από)',
      '(how long) (will|are|have) you (been)? (hide|hiding|going to hide)',
      '(hiding|hide) (behind|under) (your|the|make-up|makeup|clothes|baggy|hats|filters)',
      '(κοιτά*|κοιτάζ*|γυρίζει|προτιμά*|απατά*) (τις|τους)? (άλλες|άλλους|αλλού|νεότερ*|μικρότερ*)',
      '(looks at|looking at|checks out|checking out|prefers|leaves you for|left you for) (other|younger) (women|men|girls|guys)?',
      '(γίνεις|γίνεστε|γίνετε|γίνεσαι|γίνει|είσαι|είστε) (το|ο|η)? (αστείο|περίγελ*|κορόιδο|καλαμπούρι)',
      '(butt of the joke|laughing stock|joke of the)',
      'τι θα (πουν|λένε|σκεφτούν) (οι άλλοι|οι φίλοι|οι φίλες|ο κόσμος|όλοι)',
      '(σταμάτα|σταματήστε|σταματήσετε) (να)? (κρύβ*|ντρέπ*)',
      '(σε|σας) (κοροϊδεύουν|λυπούνται|κοιτάνε περίεργα|κοιτάζουν περίεργα)',
      '(άσχημ*|ντροπιαστικ*|απαίσι*|αηδιαστικ*|αποκρουστικ*|ugly|gross|disgusting|embarrassing|unsightly) (κοιλιά|κοιλίτσα|κιλά|χείλη|μύτη|δέρμα|πρόσωπο|ρυτίδ*|σπυρ*|τρίχ*|μαλλιά|μπούτια|μπράτσα|ψωμάκια|διπλοσάγονο|προγούλι|belly|skin|face|wrinkles|nose|lips|acne|hair|fat|rolls|love handles|arms|thighs|double chin)',
      '(hate|hating) (your|the) (body|face|reflection|wrinkles|skin|belly|look)',
    ],
  },
  {
    id: 'hidden-characters',
    name: 'Κρυφοί χαρακτήρες κατεύθυνσης γραφής',
    severity: 'block',
    basis:
      'Οδηγία 2001/83/ΕΚ άρθρα 88(1) και 90· Οδηγία 2005/29/ΕΚ άρθρο 7 (ό,τι δείχνει η ανάρτηση ελέγχεται όπως φαίνεται· Unicode UAX #9)',
    reason:
      'Το κείμενο έχει αόρατους χαρακτήρες κατεύθυνσης γραφής (Unicode bidi) που αλλάζουν τη σειρά με την οποία φαίνονται τα γράμματα, οπότε η οθόνη δείχνει άλλο κείμενο από αυτό που γράφτηκε. Αφαιρέστε τους και γράψτε το κείμενο όπως θέλετε να φαίνεται.',
    terms: [],
  },
  {
    id: 'price-promotion',
    name: 'Προώθηση τιμής ιατρικής πράξης',
    severity: 'block',
    basis: 'ν. 3418/2005 άρθρο 17· Οδηγία 2001/83/ΕΚ άρθρο 87(3)',
    reason:
      'Οι ιατρικές πράξεις, όπως οι ενέσεις, το laser ή μια συνεδρία θεραπείας, δεν προωθούνται με εκπτώσεις, προσφορές, δώρα, διαγωνισμούς ή πίεση χρόνου: η απόφαση για μια ιατρική πράξη δεν παίρνεται με κριτήριο την τιμή ή την προθεσμία μιας προσφοράς (ν. 3418/2005 άρθρο 17).',
    terms: [
      '(έκπτωση|εκπτώσεις|προσφορά|προσφορές|δώρο|δωρεάν) (σε|στα|στις|στο|στη|στην|για)? (ενέσεις|ενέσιμα|fillers|filler|υαλουρονικό|μεσοθεραπεία|PRP|skinbooster|νήματα)',
      '(discount|offer|sale|free) (on)? (injectables|injections|fillers|filler|mesotherapy|PRP|skin boosters|threads)',
      // A second session, injection or syringe as a gift: a price inducement for a medical act.
      '(δεύτερη|2η|τρίτη|3η|επόμενη|δεύτερο|2ο|δεύτερης) (συνεδρία*|ένεση|ενέσεις|θεραπεία*|εφαρμογή*|σύριγγα|σύριγγες|επίσκεψη) … (δώρο|δωρεάν|χαρίζουμε|κερασμένη|κερασμένο|μισή τιμή|μισοτιμής)',
      '(δώρο|δωρεάν|χαρίζουμε|κερνάμε|σας κερνάμε) … (τη|την|η|μια|μία)? (δεύτερη|2η|τρίτη|επόμενη) (συνεδρία*|ένεση|θεραπεία*|εφαρμογή*|σύριγγα)',
      '(second|2nd|next|third|3rd) (session|injection|treatment|syringe|vial) (is)? (free|on us|on the house|half price)',
      '(free|complimentary) (second|2nd|follow-up|top-up) (session|injection|treatment|syringe)',
    ],
  },
];

const AGES_UNDER_18 = '(?:[1-9]|1[0-7])';
const YEARS_OLD =
  '(?:χρονων|χρονω|ετων|χρονη|χρονο|χρονεσ|χρονοι|χρονα|χρονησ|χρονου|χρονουσ|ετεισ|ετουσ|ετη|αρηδεσ|αρηδων|αρηδεσ|αρα|αρεσ|years?\\s*old|year-old|yo)';

export const RULE_EXTRAS: Record<string, RuleExtras> = {
  'hidden-characters': {
    // The word a bidirectional control is in (embeddings, overrides, isolates), as written.
    patterns: [
      {
        onSource: true,
        needs: [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'],
        re: '\\S*[\\u202A-\\u202E\\u2066-\\u2069]\\S*',
      },
    ],
  },
  'fear-shame': {
    // «Μην ντρέπεστε να ρωτήσετε»: an invitation, not shame about the body.
    allowed: [
      '(μην|μη|δεν χρειάζεται να) (ντρέπεστε|ντρέπεσαι|διστάζετε|διστάσετε) (καθόλου)? να (ρωτήσ*|ρωτάτε|ρωτάς|επικοινωνήσ*|μας|ζητήσ*|πείτε|έρθετε)',
    ],
  },
  'prescription-medicine': {
    // Greek written in Latin letters of the substance: «voutoulinikh», «mpotoulini», «allantikh toksinh».
    patterns: [
      { needs: ['tulin', 'toulin', 'otulin'], re: '(?<!\\p{L})(?:mp|b|v)(?:o|ou|u)?t(?:o|ou|u)lin\\p{L}*' },
      { needs: ['antik'], re: '(?<!\\p{L})al+antik\\p{L}*\\s+to(?:ks|x|ξ)i?n\\p{L}*' },
    ],
    // A prescription medicine named by what it does: an injection or a medicine that cuts appetite, melts
    // fat, takes weight off, relaxes the muscles, or is made from a bacterium (for wrinkles).
    near: [
      {
        a: MEDICINE_WORDS,
        b: [
          'για (τα)? (περιττά)? κιλά',
          'για (το)? αδυνάτισμα',
          'για (την)? απώλεια βάρους',
          '(κόβει|κόβουν|μειώνει|μειώνουν|καταστέλλει|καταστέλλουν|σβήνει|κλείνει) (την)? (όρεξη|πείνα)',
          '(λιώνει|λιώνουν|διαλύει|διαλύουν|καίει|καίνε|εξαφανίζει) (το)? (λίπος|λίπη|πάχος)',
          '(χάνετε|χάσετε|χάνεις|χάσεις|χάνουν|έχασαν|έχασα) (κιλά|βάρος)',
          'αδυνατίζ*',
          'αδυνατίσ*',
          '(for|to)? (weight loss|weight-loss|lose weight|losing weight|slimming)',
          '(cuts|curbs|suppresses|kills) (your)? (appetite|hunger|cravings)',
          '(melts|dissolves|burns) (away)? (fat|the fat)',
          'fat-dissolving',
          'fat dissolving',
        ],
        within: 60,
      },
      {
        a: MEDICINE_WORDS,
        b: [
          '(χαλαρώνει|χαλαρώνουν|παραλύει|παραλύουν|παγώνει|παγώνουν|ακινητοποιεί|μπλοκάρει) (τους|τον|το|τα)? (μυς|μύες|μυ|μυών|έκφραση|νεύρο|νεύρα)',
          'μυοχαλαρωτικ*',
          'βακτήρι*',
          'βακτηρίδι*',
          'μικρόβι*',
          '(relaxes|relax|freezes|freeze|paralyses|paralyzes|blocks) (the)? (muscle|muscles|nerve|nerves)',
          'muscle relax*',
          'bacteria',
          'bacterium',
          'bacterial',
        ],
        within: 60,
      },
    ],
    // Saying that some medicines need a prescription, without naming one, advertises none.
    allowed: [
      '(some|certain|these|κάποια|ορισμένα|αυτά τα) … (are|είναι) (prescription-only|συνταγογραφούμενα)',
    ],
  },
  cure: {
    // Every person and tense of «θεραπεύω» and «γιατρεύω» (θεραπεύουμε, θα θεραπεύσουμε, θεραπευτείτε,
    // θεραπεύτηκε), never the therapist («θεραπευτής») or the therapeutic («θεραπευτικός»).
    patterns: [
      {
        needs: ['θεραπευ', 'γιατρευ'],
        re: '(?<![\\p{L}])(?:θεραπευ|γιατρευ)(?:ω|εισ|ει|ουμε|ετε|ουν|ουνε|εται|ονται|ομαστε|εστε|σ\\p{L}*|θ\\p{L}*|τει\\p{L}*|τουμε|τουν|τω|τηκ\\p{L}*|μεν\\p{L}*|οντασ)(?![\\p{L}])',
      },
    ],
    // A promise that a problem goes away, across a sentence's marks («Τέλος οι ραγάδες! Εξαφανίζονται»,
    // «Wrinkles? Gone.»).
    near: [
      {
        a: [
          'εξαφαν*',
          'εξαλείφ*',
          'εξαλειφ*',
          'εξαλείψ*',
          'εξάλειψη',
          'gone',
          'vanish*',
          'disappear*',
          'clears',
          'cleared',
        ],
        b: [CONCERNS],
        within: 40,
      },
    ],
    allowed: [
      // A responsible line: nothing makes it all go away.
      '(καμία|κανένα|καμιά|τίποτα) (θεραπεία|προϊόν|πράξη|κρέμα)? δεν (εξαφαν*|εξαλείφ*|θεραπεύ*)',
      '(remove|removes|removing) (your|the)? (makeup|make-up)',
    ],
  },
  'guaranteed-result': {
    // A share of patients with a result, «χωρίς εξαίρεση» beside a result: a result promised by its frequency.
    near: [
      {
        a: [],
        aPatterns: [{ re: SHARE_OF_PEOPLE, needs: ['%', '10'] }],
        needs: ['%', '10'],
        b: [
          'αποτέλεσμ*',
          'βελτίωση',
          'βελτιώθηκ*',
          'διαφορά',
          'ικανοποιημέν*',
          'ευχαριστημέν*',
          'είδαν',
          'βλέπουν',
          'σύστην*',
          'συστήν*',
          'πρότειν*',
          'προτείν*',
          'recommend*',
          'results',
          'result',
          'improvement',
          'improved',
          'satisfied',
          'saw',
          'see',
        ],
        within: 60,
      },
      {
        a: ['χωρίς (καμία)? εξαίρεση', 'without (any)? exception', 'no exceptions'],
        needs: ['εξαιρεσ', 'exception'],
        b: [
          'αποτέλεσμ*',
          'διαφορά',
          'βελτίωση',
          'ασθεν*',
          'πελάτ*',
          'results',
          'difference',
          'patients',
          'clients',
        ],
        within: 80,
      },
    ],
    // A number of years off one's age is a promised result («10 χρόνια νεότερη», "look 10 years younger").
    patterns: [
      // Certainty shouted: «ΣΙΓΟΥΡΑ.», "You WILL see", "Every. Single. Time."
      {
        onSource: true,
        needs: ['will', 'σιγουρα', 'οπωσδηποτε', 'definitely'],
        re: '(?<!\\p{L})(?:WILL|ΣΙΓΟΥΡΑ|ΟΠΩΣΔΗΠΟΤΕ|DEFINITELY)(?!\\p{L})',
      },
      { needs: ['every'], re: 'every[\\s.!]*[.!][\\s.!]*single[\\s.!]+time' },
      {
        needs: ['νεοτερ', 'μικροτερ', 'younger'],
        re: '(?<![\\p{N}])\\d{1,2}\\s*(?:χρονια|χρονουσ|years?)\\s*(?:νεοτερ\\p{L}*|μικροτερ\\p{L}*|younger)',
      },
    ],
    allowed: [
      'δεν (μπορούμε να|μπορεί να|μπορεί κανείς να|μπορώ να)? (εγγυηθ*|εγγυόμαστε|εγγυάται|εγγυώνται|υποσχεθ*|υποσχόμαστε)',
      'κανείς (γιατρός)? δεν (μπορεί να)? (εγγυηθ*|εγγυάται|υποσχεθ*)',
      '(καμία|χωρίς) εγγύηση',
      "(can't|cannot|can not|no one can|nobody can) (guarantee|promise)",
      '(κανένα|κανενός|τίποτα)? (αποτέλεσμα)? δεν (είναι|μπορεί να είναι|θα είναι) (ποτέ)? (εγγυη*|σίγουρο|βέβαιο)',
      '(no|none|nothing) (result|results|outcome)? (is|are) (ever)? guaranteed',
      // Every patient is different: no promise about all of them.
      '(κάθε|όλοι|όλες|every|each|all) … (διαφορετικ*|διαφέρ*|different|differs|vary|varies)',
      "(isn't|aren't|is not|are not|never|cannot be|can't be) (ever)? guaranteed",
      'anyone who promises',
      '(κανείς|κανένας|κανένα|καμία|κανενός) … δεν (μπορεί|μπορούν|θα) (να)? (εγγυηθ*|υποσχεθ*|υποσχεθεί)',
      '(κανείς|κανένας|κανένα|καμία|κανενός) … δεν (μπορεί|μπορούν|θα) (να)? (εγγυηθ*|υποσχεθ*|υποσχεθεί) … (αποτέλεσμ*|επιτυχ*)',
      '(no|nobody|no one) … (can|could|will|should) (ever)? (promise|guarantee)',
      '(no|nobody|no one) … (can|could|will|should) (ever)? (promise|guarantee) … (result|results|outcome|outcomes|success)',
    ],
  },
  'permanent-result': {
    // «Πόσο κρατάει; — Μια ζωή»: the question and its answer.
    near: [
      {
        a: ['πόσο (κρατάει|διαρκεί|κρατάνε|διαρκούν|κρατά)', 'how long (does it|do they|will it)'],
        b: ['μια ζωή', 'μία ζωή', 'για πάντα', 'forever', 'a lifetime', 'for life'],
        within: 40,
      },
    ],
    allowed: [
      'μόνιμα (δίπλα|κοντά|στο πλευρό|διαθέσιμ*|ενημερωμέν*|εδώ|παρόντες|παρούσα)',
      '(κανένα|κανένα αποτέλεσμα|τίποτα|καμία θεραπεία|αποτελέσματα)? δεν (είναι|διαρκεί|διαρκούν) (μόνιμ*|οριστικ*|για πάντα)',
      "(isn't|aren't|is not|are not|never|nothing is) (permanent|forever)",
      'για πάντα (δίπλα|κοντά|στο πλευρό|ευγνώμονες|ευχαριστημένοι|στην καρδιά|κομμάτι|μέλος|φίλοι)',
      '(ευχαριστ*|ευγνώμον*|θυμόμαστε|λείψ*|λείπ*|αγαπ*) … για πάντα',
      'forever (grateful|thankful|in our hearts|part of|remembered|friends)',
      '(thank|thanks|grateful|remember|miss) … forever',
      '(κλείσ*|κλείνει|ακυρώσ*|αλλάζ*|αλλάξ*) … οριστικά',
      'οριστικά (το|τη|την|τις|τα|τους)? (ραντεβού|ωράριο)',
      // A permanent member of staff, address or collection, not a permanent result.
      '(μόνιμη|μόνιμος|μόνιμο|μόνιμοι|μόνιμες|μόνιμης|μόνιμου|μόνιμων|μόνιμα) (γραμματέας|γραμματεία|συνεργάτ*|προσωπικό|προσωπικού|θέση|θέσεις|κάτοικ*|υπάλληλ*|μέλος|μέλη|κατοικία|διεύθυνση|έκθεση|συλλογή|ομάδα|νοσηλεύτρι*|νοσηλευτ*|ιατρός|γιατρός|δερματολόγος|στέγη|εγκατάσταση|παρουσία|εξοπλισμ*|ωράριο|τηλέφωνο|αριθμ*|στέλεχ*|ομάδας|συνεργασία|συνεργασίες)',
    ],
  },
  'safety-claim': {
    // «Παρενέργειες; Τι είναι αυτό;»: a risk waved away as unknown.
    patterns: [
      {
        needs: ['τι ειναι', 'what'],
        re: '(?:παρενεργει|επιπλοκ|κινδυν|ρισκο|side effect|risk)\\p{L}*\\s*[;?]\\s*(?:τι\\s+ειναι\\s+(?:αυτο|αυτα|αυτοσ)|what\\s+(?:are|is)\\s+(?:those|that))',
      },
    ],
    allowed: [
      // A risk of missing something, not of the act: «χωρίς κίνδυνο να χάσετε τη θέση σας».
      'χωρίς (κανέναν|κανένα)? (κίνδυνο|ρίσκο) να (χάσ*|χάν*|μείνετε|ξεχάσ*|καθυστερήσ*|πληρώσ*)',
      '(καμία|κανένα|καμιά) (ιατρική|αισθητική)? (πράξη|θεραπεία|επέμβαση|φάρμακο|προϊόν) δεν (είναι|γίνεται) (εντελώς)? χωρίς (κίνδυν*|παρενέργει*|επιπλοκ*|ρίσκο)',
      'δεν (υπάρχει|υπάρχουν) (ιατρική|αισθητική)? (πράξη|θεραπεία|θεραπείες|πράξεις|επέμβαση|φάρμακο) (εντελώς)? χωρίς (κανένα|κανέναν|καμία)? (κίνδυν*|παρενέργει*|επιπλοκ*|ρίσκο)',
      '(no|not) … (risk-free|risk free|side-effect-free|without risk)',
      '(no|every) (treatment|procedure|medicine) (is)? (completely|entirely)? (without|free of|free from) (risk|risks|side effects)',
      'χωρίς (κανέναν|κανένα|καμία|καθόλου)? (κίνδυνο|ρίσκο) (για|να) (σας|εσάς)? (κλείσ*|ακυρώσ*|αλλάξ*|δοκιμάσ*)',
    ],
  },
  painless: {
    patterns: [
      {
        needs: ['0/10', '0 / 10', '0/5'],
        re: '(?<![\\p{N}])0\\s*/\\s*(?:10|5)(?![\\p{N}])[^.!?\\n]{0,30}(?:pain|πον|πόν)',
      },
    ],
    // «Πονάει; ΚΑΘΟΛΟΥ!», "Hurts? Not even a little": the question and its answer.
    near: [
      {
        a: ['πονά*', 'πονάει', 'πονάω', 'πόνος', 'hurt', 'hurts', 'painful', 'pain'],
        b: [
          'καθόλου',
          'ούτε λίγο',
          'ούτε στο ελάχιστο',
          'ούτε για δείγμα',
          'not even a little',
          'not at all',
          'not a bit',
          'nope',
          'zero',
        ],
        within: 25,
      },
    ],
    allowed: [
      '(δεν|ούτε|κανείς) (μπορεί|μπορούμε) (να)? (υποσχεθ*|εγγυηθ*) … (ανώδυν*|πόνο|πονά*)',
      // «Δεν πονάει να ρωτήσετε»: an idiom, not a promise about pain.
      '(δεν|ούτε) (θα)? (πονάει|πονάνε|πονά) (να|που) (ρωτήσ*|ρωτάτε|ρωτάς|ρωτάμε|δοκιμάσ*|ενημερωθ*|μάθ*|ζητήσ*|έρθετε|περάσετε|ρίξετε|κάνετε|στείλετε|τηλεφωνήσ*)',
      "(doesn't|does not|never|won't|wont) hurt to (ask|try|check|call|book)",
    ],
  },
  'before-after': {
    patterns: [
      { needs: ['πριν'], re: 'πριν\\s*[:👉→]\\s*[^]{1,100}?μετα\\s*[:👉→]' },
      { needs: ['before'], re: 'before\\s*[:👉→]\\s*[^]{1,100}?after\\s*[:👉→]' },
      // «ΠΡΙΝ 😔 ΜΕΤΑ», «Before ➡️ After», «B4 & after»: the two words with marks, emoji or a conjunction between.
      {
        needs: ['πριν', 'before', 'b4'],
        re: '(?<![\\p{L}\\p{N}])(?:πριν|before|b4)(?:(?:\\s*[^\\p{L}\\p{N}\\s,.;]{1,8}){1,3}\\s*|\\s+(?:κ\\.?|και|&|and|n|vs\\.?|to|\\+)\\s+)(?:μετα|after)(?![\\p{L}\\p{N}])',
      },
      // «Τότε 👉 Τώρα», "Then 😔 Now": the two times with marks or emoji between.
      {
        needs: ['τοτε', 'then'],
        re: '(?<![\\p{L}\\p{N}])(?:τοτε|then)(?:\\s*[^\\p{L}\\p{N}\\s,.;]{1,8}){1,3}\\s*(?:τωρα|now)(?![\\p{L}\\p{N}])',
      },
      // «Από αυτό 😔 σε αυτό 😍», "From this → to this".
      {
        needs: ['αυτο', 'this'],
        re: '(?:απο αυτο|from this)\\s*[^\\p{L}\\p{N}]{0,12}\\s*(?:σε αυτο|to this)(?![\\p{L}])',
      },
      // «Left: day 1. Right: week 8.», «Αριστερά: … Δεξιά: …».
      { needs: ['left', 'αριστερα'], re: '(?:left|αριστερα)\\s*:[^]{0,60}?(?:right|δεξια)\\s*:' },
      // «1η μέρα vs 30ή μέρα», "Day 1 vs Day 30", "week 1 → week 8".
      {
        needs: ['vs', 'versus', '→', '➡', '->'],
        re: '(?:\\d+\\s*\\p{L}{0,3}\\s*)?(?:day|μερα|ημερα|week|εβδομαδα|month|μηνασ|συνεδρια|session)(?:\\s*\\d+)?\\s*(?:vs\\.?|versus|→|➡|->)\\s*(?:\\d+\\s*\\p{L}{0,3}\\s*)?(?:day|μερα|ημερα|week|εβδομαδα|month|μηνασ|συνεδρια|session)',
      },
      {
        needs: ['day', 'μερα', 'week', 'εβδομαδα', 'month', 'μηνα'],
        re: '(?:day|μερα|ημερα|week|εβδομαδα|month|μηνασ)\\s*\\d+\\s*(?:vs\\.?|versus|[-–—→➡>]+|και|and)\\s*(?:day|μερα|ημερα|week|εβδομαδα|month|μηνασ)\\s*\\d+',
      },
    ],
    allowed: [
      '(αποφύγετε|αποφεύγετε|απλώστε|εφαρμόστε|χρησιμοποιήστε|μην|φροντίστε|προστατέψτε|προστατεύστε|πίνετε|ενυδατώστε|καθαρίστε|συστήνεται|συνιστάται|ενημερωθείτε|ρωτήστε|avoid|apply|use|protect|drink) … πριν (και|&) μετά',
      'πριν (και|&) μετά … (αποφύγετε|αποφεύγετε|απλώστε|εφαρμόστε|χρησιμοποιήστε|μην|φροντίστε|προστατέψτε|προστατεύστε|πίνετε|ενυδατώστε|καθαρίστε|συστήνεται|συνιστάται|ενημερωθείτε|ρωτήστε|είναι σημαντικ*)',
      "(avoid|apply|use|protect|drink|wear|stay|skip|keep|do not|don’t|don't) … before (and|&) after",
      'πριν (και|&) μετά (την|τη|το|τις|τα) (ανακαίνιση|μετακόμιση|αίθουσα|χώρο|εγκαταστάσεις)',
      '(αίθουσα|χώρος|χώρου|ιατρείο|εγκαταστάσεις|σαλόνι|reception|waiting room|office) … πριν (και|&) μετά',
      'before (and|&) after (the|our) (renovation|move|makeover)',
      "before (and|&) after … (avoid|apply|use|protect|drink|wear|stay|skip|keep|do not|don’t|don't)",
      // The feast of the Transfiguration (6 August) and its name days: «Μεταμόρφωση του Σωτήρος».
      '(μεταμόρφωσ*|μεταμορφώσ*) (του)? (σωτήρος|σωτήρα|χριστού|κυρίου)',
      '(γιορτή|εορτή|πανήγυρ*) (της)? μεταμορφώσεως',
      // Holidays and hours: «Πριν και μετά τις γιορτές το ωράριο αλλάζει».
      'πριν (και|&) μετά (τις|τα|το|την|τη) (γιορτ*|εορτ*|διακοπ*|πάσχα|χριστούγεννα|καλοκαίρι|αργί*|ωράριο)',
    ],
  },
  testimonial: {
    allowed: [
      '(δεν|ούτε|never|no|not) (θα)? (βρείτε|δημοσιεύουμε|ανεβάζουμε|δείχνουμε|χρησιμοποιούμε|find|post|publish|share|use) … (κριτικ*|φωτογραφ*|μαρτυρί*|reviews|photos|testimonials) … (πελατών|ασθενών|πελάτισσών|patients|clients)',
    ],
    // A quotation in the first person, signed with a name: «Είμαι ενθουσιασμένη!» - Μαρία.
    patterns: [
      // A quotation in the first person: a patient's words («Ξαναβρήκα την αυτοπεποίθησή μου», «Θα ξανάρθω»).
      {
        needs: ['«', '"', '“'],
        re: '(?![«"“][^»"”]*[;?][»"”])[«"“][^»"”]{0,200}(?<![\\p{L}])(?:μου|μουν|ειμαι|ημουν|ενιωσα|νιωθω|εκανα|ηρθα|εχω|ξαναβρηκα|ξαναρθω|ξαναερθω|ξανα\\p{L}*ω|προτεινω|συστηνω|λατρευω|αγαπησα|ευχαριστω|my|i(?=\\s+(?:am|was|have|had|feel|felt|love|loved|recommend|got|can|will|would|did|do|never|just|really|finally|cried|saw|look|looked|went|came|trust|thought|highly|absolutely|could|couldn|can\'t|don\'t|didn\'t)(?![\\p{L}]))|im|i\'m|me|loved|love)(?![\\p{L}])[^»"”]{0,200}[»"”]',
      },
      // The same in single quotation marks: 'I cried when I saw my lips'.
      {
        needs: ["'", '‘'],
        re: "(?<![\\p{L}])(?!['‘][^'’\\n]*[?;]['’])['‘][^'’\\n]{0,200}(?<![\\p{L}])(?:i(?=\\s+(?:am|was|have|had|feel|felt|love|loved|recommend|got|can|will|would|did|do|never|just|really|finally|cried|saw|look|looked|went|came|trust|thought|highly|absolutely|could|couldn|can't|don't|didn't)(?![\\p{L}]))|my|me|im)(?![\\p{L}])[^'’\\n]{0,200}['’](?![\\p{L}])",
      },
      // A patient's case under their name: «Η ιστορία του Νίκου:», «Η περίπτωση της Μαρίας:».
      {
        onSource: true,
        needs: ['ιστορία', 'περίπτωση', 'story', 'journey'],
        re: "(?:ιστορία|περίπτωση)\\s+(?:του|της)\\s+\\p{Lu}\\p{Ll}+\\s*:|\\p{Lu}\\p{Ll}+(?:’s|'s)\\s+(?:story|journey)\\b",
      },
      // A quotation given to a named person: «…» λέει η Άννα, "…" — Maria, «…» (Άννα, 35).
      {
        onSource: true,
        needs: ['»', '"', '”'],
        re: '[»"”]\\s*(?:,\\s*)?(?:(?:λέει|είπε|γράφει|έγραψε|μας λέει|μας είπε|says|said|writes|wrote)\\s+(?:η|ο|the)?\\s*(?!Δρ|Dr)\\p{Lu}\\p{Ll}+|[-–—]\\s*(?!Δρ|Dr)\\p{Lu}(?:\\p{Ll}+|\\.))',
      },
      // A rating: «5/5», «4,5/5», "10/10 from Kostas".
      {
        needs: ['/5', '/10', '/ 5', '/ 10'],
        re: '(?<![\\p{N}])(?:[45](?:[.,]\\d)?\\s*/\\s*5|(?:9|10)\\s*/\\s*10)(?![\\p{N}])',
      },
    ],
  },
  minors: {
    patterns: [
      {
        needs: ['χρον', 'ετων', 'ετη', 'ετει', 'ετου', 'αρηδ', 'αρα', 'αρεσ', 'year', 'yo'],
        re: `(?<![\\p{L}\\p{N}])${AGES_UNDER_18}\\s*-?\\s*${YEARS_OLD}(?![\\p{L}])`,
      },
      {
        needs: ['+', 'ανω', 'up', 'over', 'above'],
        re: `(?<![\\p{L}\\p{N}])(?:απο|απ|from|aged|ages?|ηλικια\\p{L}*)\\s+${AGES_UNDER_18}\\s*(?:\\+|και\\s+(?:ανω|πανω)|and\\s+(?:up|over|above))`,
      },
      // «13+»: an age and over (10 to 17; «2+1» is an offer).
      { needs: ['+'], re: '(?<![\\p{N}+])1[0-7]\\s*\\+(?![\\p{N}])' },
      // Ages in words: «δεκαεξάχρονες», «δεκαπεντάχρονη».
      { needs: ['δεκα'], re: '(?<![\\p{L}])δεκα(?:τρ|τεσσ|πεντ|εξ|εφτ|επτ)\\p{L}*χρον\\p{L}*' },
    ],
    allowed: [
      // Parents told about their teenagers, adolescence as a stage of life, a school the clinic visited.
      '(γονείς|γονιούς|γονέων|parents) (των|of)? (εφήβων|έφηβων|ανηλίκων|teens|teenagers|μαθητών|students)',
      '(στην|την|της|κατά την|κατά τη|in|during) (εφηβεία|εφηβείας|adolescence|puberty)',
      'εφηβεία',
      '(έφηβ*|teen|teens|teenage|εφηβική) (και|and)? (ακμή|acne)',
      '(under-18s|under 18s|ανήλικ*) … (με|with) (γονέα|γονιό|parent|a parent|guardian)',
      '(μιλήσαμε|ενημερώσαμε|επισκεφθήκαμε|επισκεφτήκαμε|φιλοξενία|προσανατολισμού|visited|talked) … (μαθητ*|γυμνάσι*|λύκει*|σχολεί*|students|school)',
      '(το|του) (1ο|2ο|3ο|4ο|5ο|6ο|7ο|8ο|9ο|10ο)? (γυμνάσιο|λύκειο|γυμνασίου|λυκείου)',
    ],
    allowedPatterns: [
      '(?:εμπειρια|λειτουργια|πορεια|ιστορια|παρουσια|experience|εγγυηση|διαρκεια|ιδρυση|γιορταζουμε|κλεινουμε)[^.!;\\n]{0,40}\\d+\\s*(?:ετων|χρονων)',
      '\\d+\\s*(?:ετων|χρονων)\\s+(?:εμπειρια|λειτουργια|πορεια|ιστορια|παρουσια|experience|δουλεια|αφοσιωση)',
    ],
  },
  'price-promotion': {
    near: [
      { a: PRICE_OFFERS, aPatterns: [{ re: PRICE_PATTERN, needs: DIGITS }], b: INJECTABLES, within: 160 },
    ],
  },
};
