// The strong forms of the warn families, each written as a clinic might write it: a before/after shown as
// a result, self-praise and comparison with other doctors, a celebrity or doctors lending their word, an
// act offered to minors, shame or fear about the body, a promise that nothing will be felt. Each is
// refused whatever is acknowledged (strong-claims.ts gives the law). Beside them, the softer forms that stay
// warnings, and ordinary clinic posts that use the same words and must pass.
import type { FamilyClaim, FamilyPlain } from './families.ts';

export const STRONG_CLAIMS: FamilyClaim[] = [
  // Before and after shown as a result.
  {
    text: 'Δείτε το πριν και μετά της κυρίας Ελένης μετά από 3 συνεδρίες laser!',
    rule: 'before-after-shown',
  },
  { text: 'Πριν & μετά 🌸 Τα χείλη της Μαρίας με υαλουρονικό.', rule: 'before-after-shown' },
  { text: 'Before/After: 4 μήνες μετά το PRP μαλλιών.', rule: 'before-after-shown' },
  { text: 'Εβδομαδιαίο #beforeandafter από το ιατρείο μας 📸', rule: 'before-after-shown' },
  { text: 'Πριν και μετά της ασθενούς μας, με τη συγκατάθεσή της.', rule: 'before-after-shown' },
  { text: 'Φωτογραφίες πριν/μετά θα βρείτε στα highlights μας.', rule: 'before-after-shown' },
  { text: 'Πριν: θαμπό δέρμα. Μετά: λάμψη και ομοιόμορφος τόνος.', rule: 'before-after-shown' },
  { text: 'Day 1 vs Day 60 στη θεραπεία της ακμής.', rule: 'before-after-shown' },
  { text: 'prin kai meta apo 2 synedries peeling, deite ti diafora!', rule: 'before-after-shown' },
  // Self-praise and comparison with other doctors.
  { text: 'Ο καλύτερος πλαστικός χειρουργός της Θεσσαλονίκης σας περιμένει.', rule: 'self-praise' },
  { text: 'Είμαστε απλώς οι καλύτεροι στα fillers!', rule: 'self-praise' },
  { text: 'Νο1 αισθητική κλινική της Κρήτης 🏆', rule: 'self-praise' },
  { text: 'Καλύτερα αποτελέσματα από κάθε άλλο ιατρείο της πόλης.', rule: 'self-praise' },
  { text: 'Σε αντίθεση με άλλες κλινικές, εμείς δεν βιαζόμαστε.', rule: 'self-praise' },
  { text: 'Οι άλλοι δερματολόγοι γράφουν μια κρέμα· εμείς ψάχνουμε την αιτία.', rule: 'self-praise' },
  { text: 'Η μόνη κλινική στην Αθήνα με αυτή τη μέθοδο.', rule: 'self-praise' },
  { text: 'Γιατί να πάτε αλλού; Ελάτε σε εμάς.', rule: 'self-praise' },
  { text: 'The best dermatology clinic in Chania, ask anyone.', rule: 'self-praise' },
  // A celebrity, an influencer or doctors lending their word.
  {
    text: 'Η γνωστή τραγουδίστρια επέλεξε το ιατρείο μας για το πρόσωπό της ✨',
    rule: 'celebrity-endorsement',
  },
  {
    text: 'Διάσημοι ηθοποιοί εμπιστεύονται τη δρ. Νικολάου για τα χείλη τους.',
    rule: 'celebrity-endorsement',
  },
  {
    text: 'Η influencer μας δοκίμασε το peeling και σας λέει την εμπειρία της.',
    rule: 'celebrity-endorsement',
  },
  { text: '9 στους 10 δερματολόγους προτείνουν το πρωτόκολλό μας.', rule: 'celebrity-endorsement' },
  {
    text: 'Ακόμα και οι συνάδελφοι γιατροί μάς εμπιστεύονται για τις δικές τους θεραπείες.',
    rule: 'celebrity-endorsement',
  },
  // An act offered to minors.
  { text: 'Υαλουρονικό στα χείλη και για εφήβους, με την άδεια του γονιού.', rule: 'minors-treatment' },
  { text: 'Πακέτο αποτρίχωσης laser για μαθήτριες του λυκείου 🎓', rule: 'minors-treatment' },
  { text: 'Teens 16+: your first HydraFacial with a gift.', rule: 'minors-treatment' },
  { text: 'Κάνουμε μεσοθεραπεία και σε 15χρονα, στείλτε DM.', rule: 'minors-treatment' },
  // Shame or fear about the body.
  { text: 'Ντρέπεσαι για την κοιλιά σου στην παραλία;', rule: 'fear-shame-appeal' },
  { text: 'Μην αφήσεις να σε κοροϊδεύουν για τα σπυράκια.', rule: 'fear-shame-appeal' },
  { text: 'Οι κύκλοι σε κάνουν να φαίνεσαι γερασμένη. Κλείσε ραντεβού.', rule: 'fear-shame-appeal' },
  { text: 'Μέχρι πότε θα κρύβεσαι πίσω από φαρδιά ρούχα;', rule: 'fear-shame-appeal' },
  { text: 'Ο σύντροφός σου το βλέπει, κι ας μη σου το λέει.', rule: 'fear-shame-appeal' },
  { text: 'Μην είσαι η «χοντρή» της παρέας.', rule: 'fear-shame-appeal' },
  { text: 'Ένας σπίλος μπορεί να σε σκοτώσει: έλα πριν να είναι αργά.', rule: 'fear-shame-appeal' },
  // A promise that nothing will be felt.
  { text: 'Εντελώς ανώδυνη θεραπεία για τις φλέβες!', rule: 'painless-promise' },
  { text: 'Δεν θα νιώσετε απολύτως τίποτα κατά τη συνεδρία.', rule: 'painless-promise' },
  { text: 'Ασφαλής και ανώδυνη αποτρίχωση για όλο το σώμα.', rule: 'painless-promise' },
  { text: 'Safe, quick and painless skin boosters.', rule: 'painless-promise' },
  { text: 'Δεν πονάει καθόλου, σας το υποσχόμαστε.', rule: 'painless-promise' },
  // Better than everyone, the most modern of a country, others run down.
  { text: 'Κορυφαίοι από όλους στην αποτρίχωση, το λένε οι αριθμοί.', rule: 'self-praise' },
  { text: 'Το πιο προηγμένο μηχάνημα της Ελλάδας βρίσκεται στο ιατρείο μας.', rule: 'self-praise' },
  { text: 'Ξεχάστε τα φτηνά ινστιτούτα: ελάτε στους πραγματικούς ειδικούς.', rule: 'self-praise' },
  // Daring, being seen, losing out over one's body.
  { text: 'Με αυτές τις ρυτίδες μην τολμήσετε να βγείτε χωρίς μακιγιάζ!', rule: 'fear-shame-appeal' },
  { text: 'Οι πανάδες σας είναι το πρώτο που προσέχει κανείς.', rule: 'fear-shame-appeal' },
  { text: 'Νιώθεις χοντρή στο μαγιό; Έλα σε εμάς.', rule: 'fear-shame-appeal' },
  { text: 'Τις ρυτίδες τις βλέπουν και οι άλλοι, όσο κι αν τις κρύβεις.', rule: 'fear-shame-appeal' },
  // A result made permanent in words a member of staff would be («έγινε μόνιμη»).
  { text: 'Η αποτρίχωση έγινε πια μόνιμη με το νέο μας laser.', rule: 'permanent-result' },
  // An age under 18 beside an act.
  { text: 'Φίλερ χειλιών στα 17; Γιατί όχι!', rule: 'minors-treatment' },
];

/** The softer forms: warnings a person judges, never refused outright. */
export const SOFT_CLAIMS: FamilyClaim[] = [
  { text: 'Ο καθρέφτης δεν λέει ποτέ ψέματα.', rule: 'fear-shame' },
  { text: 'Η χαλάρωση δεν περιμένει.', rule: 'fear-shame' },
  { text: 'Μεταμόρφωση για το καλοκαίρι με το νέο μας πρωτόκολλο.', rule: 'before-after' },
  { text: 'Η καλύτερη εμπειρία στην αισθητική ιατρική.', rule: 'comparison' },
  { text: 'Οι συνεδρίες είναι ανώδυνες για τους περισσότερους.', rule: 'painless' },
  { text: 'Κλινικά αποδεδειγμένη δράση στις πανάδες.', rule: 'endorsement' },
  { text: 'Πριν να είναι αργά, φροντίστε το δέρμα σας.', rule: 'fear-shame' },
];

export const STRONG_PLAIN: FamilyPlain[] = [
  { text: 'Πριν και μετά τη θεραπεία αποφύγετε τον ήλιο για δύο εβδομάδες.' },
  { text: 'Πίνετε άφθονο νερό πριν και μετά τη συνεδρία.' },
  {
    text: 'Δεν θα δείτε ποτέ φωτογραφίες πριν και μετά στη σελίδα μας: ο κώδικας δεοντολογίας το απαγορεύει.',
  },
  { text: 'Δείτε το πριν και το μετά της νέας μας αίθουσας αναμονής!' },
  { text: 'Η καλύτερη προστασία είναι το αντηλιακό, κάθε μέρα.' },
  { text: 'Η καλύτερη στιγμή για peeling είναι το φθινόπωρο.' },
  { text: 'Η μόνη κλινική της περιοχής ανοιχτή τον Αύγουστο: σας περιμένουμε.' },
  { text: 'Η ομάδα μας: δύο δερματολόγοι, μια νοσηλεύτρια και η γραμματέας μας.' },
  { text: 'Τα παιδιά χρειάζονται αντηλιακό με υψηλό δείκτη, ακόμα και στη σκιά.' },
  { text: 'Η εφηβική ακμή αντιμετωπίζεται: μιλήστε με τον δερματολόγο σας.' },
  { text: 'Το laser αποτρίχωσης δεν γίνεται σε ανηλίκους.' },
  { text: 'Δεν πονάει να ρωτήσετε!' },
  { text: 'Μην ντρέπεστε να ρωτήσετε ό,τι θέλετε για το δέρμα σας.' },
  { text: 'Ο ήλιος σε κάνει να δείχνεις μεγαλύτερη αν δεν προστατεύεσαι: βάλε αντηλιακό.' },
  { text: 'Δεν θα το μετανιώσετε: η ενυδάτωση κάνει διαφορά κάθε μέρα.' },
  { text: 'Ρωτήστε μας για το κόστος κάθε θεραπείας στην πρώτη επίσκεψη.' },
  { text: 'Συζητάμε πάντα μαζί σας αν μια θεραπεία ενοχλεί και τι κάνουμε για την άνεσή σας.' },
  { text: 'Η γνωστή μας γραμματέας, η κυρία Ρένα, έκανε 20 χρόνια στο ιατρείο!' },
  { text: 'Το ιατρείο είναι ανοιχτό στα 17 χιλιόμετρα της εθνικής, δίπλα στο φαρμακείο.' },
  { text: 'Ραντεβού στα 15 λεπτά από το κέντρο, με πάρκινγκ.' },
  { text: 'Νιώθετε άσχημα μετά τη συνεδρία; Τηλεφωνήστε μας αμέσως.' },
  { text: 'Το χαμόγελο είναι το πρώτο που προσέχουμε σε μια φωτογραφία: φροντίστε τα δόντια σας.' },
  { text: 'Το πιο σύγχρονο κομμάτι του ιατρείου μας είναι η νέα αίθουσα αναμονής.' },
  { text: 'Ο νοσηλευτής μας, ο Άκης, έγινε πλέον μόνιμος: καλή συνέχεια!' },
  { text: 'Εγγυημένη θέση στάθμευσης στο υπόγειο για όσους έρχονται με αυτοκίνητο.' },
];
