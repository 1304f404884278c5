// Claims described by their concept (compliance/concepts.ts), each with the rule that must flag it, and
// ordinary sentences that share their words and must pass. Written for the families an outside tester found
// (a medicine described by what it does, promises and rates, inducements on medical acts, case stories,
// fear and shame, superlatives), in other words than the tester's.

/** A claim and the rule that must flag it. */
export type ConceptClaim = { text: string; rule: string };

export const CONCEPT_CLAIMS: ConceptClaim[] = [
  {
    text: 'Η πένα της ζάχαρης που έκανε θαύματα και στη ζυγαριά των ασθενών μας',
    rule: 'prescription-medicine',
  },
  {
    text: 'Το σκεύασμα για διαβητικούς που κόβει τις λιγούρες, τώρα και για αδυνάτισμα',
    rule: 'prescription-medicine',
  },
  { text: 'The diabetes pen we also use for weight, ask at reception', rule: 'prescription-medicine' },
  { text: 'Μια ενεσούλα την εβδομάδα και το βάρος πέφτει', rule: 'prescription-medicine' },
  { text: 'Ένα στυλό. Μία φορά την εβδομάδα. Και τα κιλά φεύγουν.', rule: 'prescription-medicine' },
  {
    text: 'Ένα δισκίο που ρίχνει τις ανδρικές ορμόνες και καθαρίζει το δέρμα',
    rule: 'prescription-medicine',
  },
  { text: 'ena xapaki pou mplokarei tin ormoni', rule: 'prescription-medicine' },
  { text: 'A daily pill that blocks the hormone behind your breakouts', rule: 'prescription-medicine' },
  { text: 'Το χάπι της πίεσης που σε χαμηλή δόση πυκνώνει τα μαλλιά', rule: 'prescription-medicine' },
  { text: 'Η «τοξίνη» που ξεκουράζει το μέτωπο για μήνες', rule: 'prescription-medicine' },
  { text: 'Η πρωτεΐνη από βακτήριο που ξεκουράζει το βλέμμα', rule: 'prescription-medicine' },
  { text: 'Οι ενέσεις για την υπερβολική εφίδρωση στις μασχάλες', rule: 'prescription-medicine' },
  { text: 'Injections that stop underarm sweat for the whole summer', rule: 'prescription-medicine' },
  { text: 'Πέντε τσιμπήματα και τέλος ο ιδρώτας στις παλάμες', rule: 'prescription-medicine' },
  { text: 'Εγγυόμαστε την εχεμύθεια και το τέλειο αποτέλεσμα.', rule: 'guaranteed-result' },
  { text: 'Cyber Monday: 30% έκπτωση σε κάθε συνεδρία Morpheus8 💻', rule: 'price-promotion' },
  { text: 'Γίνε μέλος: με 39€ τον μήνα, απεριόριστες συνεδρίες αποτρίχωσης laser', rule: 'price-promotion' },
  { text: 'Unlimited laser sessions with our yearly membership ✨', rule: 'price-promotion' },
  { text: 'Απομένουν μόνο δύο θέσεις για ενέσεις υαλουρονικού αυτή την εβδομάδα!', rule: 'price-promotion' },
  { text: 'Η τιμή του HIFU ανεβαίνει από αύριο: κλείστε σήμερα', rule: 'price-promotion' },
  { text: 'Η γνωστή ηθοποιός επέλεξε το ιατρείο μας για τα χείλη της 🎬', rule: 'endorsement' },
  { text: 'Οι δερματολόγοι μάς εμπιστεύονται για τη θεραπεία προσώπου', rule: 'endorsement' },
  { text: 'Approved by 300 dermatologists: our skin-tightening protocol', rule: 'endorsement' },
  {
    text: 'Η ενεσούλα που χαλαρώνει τους μύες του μετώπου και σβήνει τις γραμμές',
    rule: 'prescription-medicine',
  },
  {
    text: 'Παγώνουμε τις γραμμές του θυμού σε 10 λεπτά ❄️',
    rule: 'prescription-medicine',
  },
  {
    text: 'Ask about our wrinkle-freezing injections this spring',
    rule: 'prescription-medicine',
  },
  {
    text: 'Ένα τσιμπηματάκι στα πόδια της χήνας και το βλέμμα ξεκουράζεται',
    rule: 'prescription-medicine',
  },
  {
    text: 'Το χαπάκι που σταματά την τριχόπτωση στους άντρες, τώρα με συνταγή από εμάς',
    rule: 'prescription-medicine',
  },
  {
    text: 'The hair-loss pill that blocks DHT at the follicle',
    rule: 'prescription-medicine',
  },
  {
    text: 'Χάσε 8 κιλά με την εβδομαδιαία ενεσούλα 💉',
    rule: 'prescription-medicine',
  },
  {
    text: 'Η βοτολινική τοξίνη για το μέτωπο',
    rule: 'prescription-medicine',
  },
  {
    text: 'Μποτουλινικη για ρυτίδες',
    rule: 'prescription-medicine',
  },
  {
    text: 'Bot🌸x για το μέτωπο',
    rule: 'prescription-medicine',
  },
  {
    text: 'Paralyse those frown lines in one visit',
    rule: 'prescription-medicine',
  },
  {
    text: 'Σας υποσχόμαστε νεανικό πρόσωπο από την πρώτη επίσκεψη',
    rule: 'guaranteed-result',
  },
  {
    text: 'Υπόσχομαι: θα δεις διαφορά 😉',
    rule: 'guaranteed-result',
  },
  {
    text: 'Μείον 5 νούμερα σε 8 εβδομάδες με το πρόγραμμα σμίλευσης',
    rule: 'guaranteed-result',
  },
  {
    text: 'Drop 2 dress sizes in 6 weeks with our body programme',
    rule: 'guaranteed-result',
  },
  {
    text: 'Αν δεν μείνετε ευχαριστημένοι, η δεύτερη συνεδρία κερασμένη',
    rule: 'guaranteed-result',
  },
  {
    text: "If you don't see results, your next session is on us",
    rule: 'guaranteed-result',
  },
  {
    text: 'Με γκαραντί αποτέλεσμα στα χείλη',
    rule: 'guaranteed-result',
  },
  {
    text: 'Ικανοποίηση ασθενών: 96% 📊',
    rule: 'guaranteed-result',
  },
  {
    text: 'A 97% patient satisfaction score, year after year',
    rule: 'guaranteed-result',
  },
  {
    text: 'Μόνο 2 στις 100 χρειάζονται επανάληψη',
    rule: 'guaranteed-result',
  },
  {
    text: 'Only 1 in 50 patients needs a touch-up',
    rule: 'guaranteed-result',
  },
  {
    text: 'Λιγότερο από 1% χρειάζεται διόρθωση',
    rule: 'guaranteed-result',
  },
  {
    text: 'Κανένας ασθενής μας δεν έφυγε ποτέ δυσαρεστημένος',
    rule: 'guaranteed-result',
  },
  {
    text: 'Nobody has ever left our clinic disappointed',
    rule: 'guaranteed-result',
  },
  {
    text: 'Σε όλες πετυχαίνει!',
    rule: 'guaranteed-result',
  },
  {
    text: 'Works for everyone, every time',
    rule: 'guaranteed-result',
  },
  {
    text: 'Ποσοστό επιτυχίας άνω του 95% στις μεταμοσχεύσεις',
    rule: 'guaranteed-result',
  },
  {
    text: 'Μόνο τον Μάιο: 25% έκπτωση στις συνεδρίες μεσοθεραπείας',
    rule: 'price-promotion',
  },
  {
    text: 'Κλήρωση: μία τυχερή κερδίζει πακέτο αποτρίχωσης laser 🎉',
    rule: 'price-promotion',
  },
  {
    text: 'Με κάθε συνεδρία PRP, δώρο μια μάσκα προσώπου',
    rule: 'price-promotion',
  },
  {
    text: 'Refer a friend and you both get a free peel session',
    rule: 'price-promotion',
  },
  {
    text: 'Συλλέξτε πόντους με κάθε θεραπεία και κερδίστε',
    rule: 'price-promotion',
  },
  {
    text: '3 συνεδρίες κρυολιπόλυσης, πληρώνεις τις 2',
    rule: 'price-promotion',
  },
  {
    text: "Valentine's special: 15% off lip treatments",
    rule: 'price-promotion',
  },
  {
    text: 'Only 4 slots left for laser this month — book now!',
    rule: 'price-promotion',
  },
  {
    text: 'Τελευταίες διαθέσιμες θέσεις για αποτρίχωση πριν το καλοκαίρι, βιαστείτε',
    rule: 'price-promotion',
  },
  {
    text: 'Δωρεάν η πρώτη συνεδρία μεσοθεραπείας για νέους πελάτες',
    rule: 'price-promotion',
  },
  {
    text: 'Επιστροφή 30€ με την επόμενη κράτηση',
    rule: 'price-promotion',
  },
  {
    text: 'Γιορτή της μητέρας: δωροεπιταγή για θεραπεία laser με -20%',
    rule: 'price-promotion',
  },
  {
    text: 'Η Ελένη έχασε 12 κιλά σε 4 μήνες με το πρόγραμμά μας',
    rule: 'testimonial',
  },
  {
    text: 'Ο Κ., 45 ετών, μετά από 4 συνεδρίες PRP είδε τα μαλλιά του να πυκνώνουν',
    rule: 'testimonial',
  },
  {
    text: "Another happy patient! Maria's acne cleared up after 3 peels",
    rule: 'testimonial',
  },
  {
    text: 'Ακόμα μία ενθουσιασμένη πελάτισσα 💕',
    rule: 'testimonial',
  },
  {
    text: 'Η κα Λ. ήρθε με έντονη ακμή· μετά από 3 θεραπείες το δέρμα της καθάρισε',
    rule: 'testimonial',
  },
  {
    text: 'As the famous footballer told us, only here!',
    rule: 'endorsement',
  },
  {
    text: 'Η γνωστή ηθοποιός μάς εμπιστεύεται εδώ και χρόνια',
    rule: 'endorsement',
  },
  { text: 'Κάντε swipe για το αποτέλεσμα ➡️', rule: 'before-after' },
  { text: 'Swipe to see the after 👉', rule: 'before-after' },
  { text: 'B/A of this lip filler session', rule: 'before-after' },
  {
    text: 'Οι σακούλες κάτω από τα μάτια σάς κάνουν να φαίνεστε γερασμένη',
    rule: 'fear-shame',
  },
  {
    text: 'Those wrinkles make you look older than you are',
    rule: 'fear-shame',
  },
  { text: 'Μέχρι πότε θα ντρέπεσαι στην παραλία;', rule: 'fear-shame' },
  {
    text: 'Ο σύντροφός σου γυρίζει να κοιτάξει άλλες;',
    rule: 'fear-shame',
  },
  {
    text: 'Nobody wants to see love handles in holiday photos',
    rule: 'fear-shame',
  },
  { text: 'Μη γίνεις ο περίγελος της παραλίας', rule: 'fear-shame' },
  {
    text: 'Αυτή η άσχημη κοιλίτσα δεν φεύγει με γυμναστική',
    rule: 'fear-shame',
  },
  { text: 'Η κορυφαία δερματολόγος της Αθήνας', rule: 'comparison' },
  {
    text: 'Ο καλύτερος χειρουργός μαλλιών στην Κύπρο',
    rule: 'comparison',
  },
  {
    text: 'Τα πιο όμορφα αποτελέσματα σε όλη την Κρήτη',
    rule: 'comparison',
  },
  {
    text: 'Ο μοναδικός ειδικός στη μεσοθεραπεία στη Λάρισα',
    rule: 'comparison',
  },
  { text: 'Nobody does it better!', rule: 'comparison' },
  { text: 'Δεν υπάρχει καλύτερη!', rule: 'comparison' },
  {
    text: 'Οι κορυφαίοι στις ενέσεις υαλουρονικού',
    rule: 'comparison',
  },
  { text: 'xwris kindyno kai xwris parenergeies', rule: 'safety-claim' },
  {
    text: 'Η «μαγική ένεση» που ξεκουράζει το μέτωπο για 4-6 μήνες',
    rule: 'prescription-medicine',
  },
  {
    text: 'Tox-free? Όχι! Η κλασική ένεση για τις γραμμές έκφρασης επέστρεψε',
    rule: 'prescription-medicine',
  },
  {
    text: 'Wrinkle relaxing treatment from 180€',
    rule: 'prescription-medicine',
  },
  {
    text: 'Το πάγωμα των ρυτίδων δεν ήταν ποτέ πιο εύκολο',
    rule: 'prescription-medicine',
  },
  {
    text: 'Ένα χάπι την ημέρα και ξεχνάς την πείνα: το φάρμακο των διαβητικών που έγινε μόδα',
    rule: 'prescription-medicine',
  },
  {
    text: 'Η εβδομαδιαία πένα για το αδυνάτισμα, με ιατρική παρακολούθηση',
    rule: 'prescription-medicine',
  },
  {
    text: 'Σας υποσχόμαστε ότι θα ξαναβρείτε τη λάμψη σας',
    rule: 'guaranteed-result',
  },
  {
    text: 'Θα χάσετε τουλάχιστον 4 κιλά τον πρώτο μήνα',
    rule: 'guaranteed-result',
  },
  {
    text: 'Lose up to 10kg in 8 weeks, medically supervised',
    rule: 'guaranteed-result',
  },
  {
    text: 'Εγγυόμαστε ότι θα σας αρέσει το αποτέλεσμα',
    rule: 'guaranteed-result',
  },
  {
    text: 'Δεν έμεινε ευχαριστημένη; Της επιστρέψαμε τα χρήματα! Τόσο σίγουροι είμαστε',
    rule: 'guaranteed-result',
  },
  {
    text: 'Not happy with your lips? We redo them for free',
    rule: 'guaranteed-result',
  },
  {
    text: '98% των ασθενών μας θα μας σύστηναν',
    rule: 'guaranteed-result',
  },
  {
    text: 'Rated 4.9/5 by over 500 patients',
    rule: 'testimonial',
  },
  {
    text: 'Με επιτυχία 97% σε πάνω από 2.000 περιστατικά',
    rule: 'guaranteed-result',
  },
  {
    text: 'Σχεδόν κανείς δεν χρειάζεται δεύτερη συνεδρία',
    rule: 'permanent-result',
  },
  {
    text: 'Όλες οι πελάτισσές μας φεύγουν ενθουσιασμένες',
    rule: 'guaranteed-result',
  },
  {
    text: 'Zero unhappy patients since 2015',
    rule: 'guaranteed-result',
  },
  {
    text: 'Κάθε ασθενής μας βλέπει διαφορά από την πρώτη εβδομάδα',
    rule: 'guaranteed-result',
  },
  {
    text: 'Φθινοπωρινή προσφορά: 2 περιοχές laser στην τιμή της μιας',
    rule: 'price-promotion',
  },
  {
    text: 'Πάρε μέρος στον διαγωνισμό και κέρδισε μια συνεδρία μεσοθεραπείας',
    rule: 'price-promotion',
  },
  {
    text: 'Για κάθε κράτηση θεραπείας, δώρο ένα αντηλιακό',
    rule: 'price-promotion',
  },
  {
    text: '10% extra discount when you book two sessions',
    rule: 'price-promotion',
  },
  {
    text: 'Μόνο για τις πρώτες 10 κρατήσεις: peeling με 50% λιγότερα',
    rule: 'price-promotion',
  },
  {
    text: 'Κάθε 5η θεραπεία δωρεάν με την κάρτα μέλους μας',
    rule: 'price-promotion',
  },
  {
    text: 'Οι θέσεις για τη θεραπεία τελειώνουν, κλείσε τώρα!',
    rule: 'price-promotion',
  },
  {
    text: 'Ο Νίκος, 38 ετών, ξαναβρήκε τα μαλλιά του μετά από 6 συνεδρίες',
    rule: 'testimonial',
  },
  {
    text: 'Η ιστορία της Άννας: 20 κιλά λιγότερα σε έναν χρόνο',
    rule: 'testimonial',
  },
  {
    text: 'Η Κ. μας έστειλε αυτή τη φωτογραφία 3 μήνες μετά τη θεραπεία της',
    rule: 'testimonial',
  },
  { text: 'Πριν 😞 / Μετά 😍', rule: 'before-after' },
  { text: 'Day 1 → Day 90', rule: 'before-after' },
  {
    text: 'Τι θα πουν οι άλλοι όταν σε δουν στην παραλία;',
    rule: 'fear-shame',
  },
  { text: 'Σταμάτα να κρύβεις το χαμόγελό σου', rule: 'fear-shame' },
  {
    text: 'Η καλύτερη κλινική αισθητικής στη Βόρεια Ελλάδα',
    rule: 'comparison',
  },
  {
    text: 'Ο πιο έμπειρος χειρουργός της περιοχής',
    rule: 'comparison',
  },
  { text: 'Νο1 στα fillers στη Θεσσαλονίκη', rule: 'comparison' },
  {
    text: 'Τα καλύτερα χείλη της Αθήνας τα φτιάχνουμε εμείς',
    rule: 'comparison',
  },
  { text: 'The most natural results in Nicosia', rule: 'comparison' },
  { text: 'Ο καλύτερος γιατρός που υπάρχει!', rule: 'comparison' },
  {
    text: 'garantia apotelesmatos gia ola ta xeili',
    rule: 'guaranteed-result',
  },
  {
    text: 'σίγουρο αποτελεσμα ή τα λεφτά σας πίσω',
    rule: 'guaranteed-result',
  },
  { text: 'Υπόσχομαι λαμπερό δέρμα σε 2 εβδομάδες', rule: 'guaranteed-result' },
  { text: 'We promise glowing skin after one session', rule: 'guaranteed-result' },
  { text: 'Η προσφορά για τις θεραπείες laser λήγει τα μεσάνυχτα', rule: 'price-promotion' },
  { text: '€50 off your first laser session', rule: 'price-promotion' },
  { text: 'Μάζεψε πόντους επιβράβευσης με κάθε θεραπεία', rule: 'price-promotion' },
];

/** Ordinary clinic sentences that share the claims' words. */
export const CONCEPT_PLAIN: string[] = [
  'Η ένεση υαλουρονικού για τα χείλη γίνεται μόνο μετά από εκτίμηση.',
  'Ο διαβήτης θέλει παρακολούθηση από τον γιατρό σας.',
  'Μην αγοράζετε φάρμακα για αδυνάτισμα από το ίντερνετ.',
  'Η φυσικοθεραπεία χαλαρώνει τους μυς της πλάτης και μειώνει τον πόνο.',
  'Οι ασκήσεις ενδυναμώνουν τους μύες του κορμού και προστατεύουν τη μέση.',
  'Αν παίρνετε φάρμακα για τον διαβήτη ή την πίεση, ενημερώστε μας πριν από τη θεραπεία.',
  'Τα αντισυλληπτικά χάπια επηρεάζουν τις ορμόνες· συζητήστε το με τη γυναικολόγο σας.',
  'Η διατροφή και η άσκηση βοηθούν στον έλεγχο του βάρους και του διαβήτη.',
  'Ενέσεις υαλουρονικού στο γόνατο για τον πόνο της αρθροπάθειας.',
  'Το μασάζ χαλαρώνει τους μυς και βοηθά την αποτοξίνωση.',
  'Κρέμες με προβιοτικά και καλά βακτήρια για το μικροβίωμα του δέρματος.',
  'Κάθε ασθενής με διαβήτη χρειάζεται προσεκτικό έλεγχο πριν από ένεση υαλουρονικού.',
  'Η ινσουλίνη είναι ορμόνη που ρυθμίζει το σάκχαρο.',
  'Μετά την ένεση αποφύγετε για δύο μέρες το γυμναστήριο και την έντονη εφίδρωση.',
  'Μετά την ένεση μη σηκώνετε βάρος για 24 ώρες.',
  'Η υγιεινή διατροφή μειώνει την όρεξη για γλυκά, λέει η διαιτολόγος μας.',
  'Εγγυόμαστε την εχεμύθεια και την προστασία των προσωπικών σας δεδομένων.',
  'Ο ορός υαλουρονικού της ρεσεψιόν κοστίζει 24€ και ενυδατώνει όλη μέρα.',
  'Η ηθοποιός που θαυμάζουμε μίλησε για την πρόληψη του καρκίνου του δέρματος· δείτε τη συνέντευξη.',
  'Οι δερματολόγοι συστήνουν αντηλιακό κάθε μέρα, και τον χειμώνα.',
  'Το ιατρείο είναι ανοιχτό απόψε μέχρι τις 21:00.',
  'Η μόνιμη νοσηλεύτριά μας, η Κατερίνα, γιορτάζει σήμερα! 🎉',
  'Ο μόνιμος συνεργάτης μας διατροφολόγος είναι διαθέσιμος κάθε Τρίτη',
  'Οι ιώσεις δεν θεραπεύονται με αντιβιοτικά',
  'Καλύτερα να προλαμβάνεις παρά να θεραπεύεις: κάνε τον έλεγχο σπίλων',
  'Εγγυόμαστε απόλυτη εχεμύθεια για τα προσωπικά σας στοιχεία',
  'Εγγυόμαστε αποστειρωμένα εργαλεία μιας χρήσης',
  'Πριν και μετά το τρέξιμο, φροντίστε την ενυδάτωση',
  'Δείτε το πριν και το μετά της νέας μας ρεσεψιόν!',
  'Θερμικό νερό 300 ml, 14€',
  'Ενυδατική κρέμα 50ml στα 22€ στη ρεσεψιόν',
  'No pain, no gain — but not in dermatology: pain is a reason to see us',
  'Υποσχόμαστε να σας εξηγούμε κάθε βήμα της θεραπείας',
  'Δωρεάν έλεγχος σπίλων την Παγκόσμια Ημέρα Μελανώματος',
  'Δωρεάν στάθμευση για τους ασθενείς μας κατά τη διάρκεια της θεραπείας',
  'Το 90% της γήρανσης του δέρματος οφείλεται στον ήλιο',
  '1 στις 8 γυναίκες θα εμφανίσει καρκίνο του μαστού: κάντε τον έλεγχό σας',
  'Κανείς δεν πρέπει να αισθάνεται μόνος με μια διάγνωση',
  'Οι τελευταίες θέσεις στο σεμινάριο πρώτων βοηθειών γέμισαν',
  'Η καλύτερη προστασία από τον ήλιο είναι η σκιά',
  'Οι καλύτερες συμβουλές για το δέρμα σας το καλοκαίρι',
  'Ο άντρας σου κοιτάει τις ελιές στην πλάτη σου; Καλό είναι να τις δει και γιατρός',
  'Η ομάδα μας μεταμόρφωσε το ιατρείο το καλοκαίρι',
  "Our clinic's transformation is complete: new colours, same team",
  'Το αντηλιακό SPF50 φιλτράρει περίπου το 98% της UVB ακτινοβολίας',
  'Μετά από 2 εβδομάδες, η ερυθρότητα συνήθως υποχωρεί',
  'Σε όλους τους ασθενείς εξηγούμε τους κινδύνους πριν από κάθε θεραπεία',
  'Η θεραπεία κοστίζει 80€ ανά συνεδρία· ρωτήστε μας για λεπτομέρειες',
  'Μην ξεχνάτε: αν δεν δείτε βελτίωση σε δύο εβδομάδες, επικοινωνήστε μαζί μας',
  'Ορισμένα φάρμακα μπορεί να προκαλέσουν τριχόπτωση· μιλήστε με τον γιατρό σας',
  'Το μασάζ χαλαρώνει τους μύες του αυχένα',
  'Ο νέος μας δερματολόγος είναι ο Δρ. Κ. Παπαδόπουλος',
  'Ευχαριστούμε τον κ. Παπαδόπουλο για τη συνεργασία',
  'Κερδίστε χρόνο: κλείστε online το ραντεβού σας',
  'Η προσφορά μας στην κοινότητα: ομιλία για τον ήλιο στο δημαρχείο',
  'Η πιο όμορφη εποχή της πόλης είναι η άνοιξη',
  'Συμμετείχαμε στο κορυφαίο ευρωπαϊκό συνέδριο δερματολογίας',
  'Δεν υπάρχει καλύτερη προστασία από το αντηλιακό',
  'Ρωτήστε μας για το ποσοστό επιτυχίας κάθε μεθόδου: εξαρτάται από πολλούς παράγοντες',
  'Υποσχεθήκαμε να ανοίξουμε και Σάββατο, και το κάναμε! 🎉',
  'Η υπόσχεσή μας: ειλικρινής ενημέρωση',
  'Σύρετε για να δείτε τα βήματα της πρωινής ρουτίνας',
  'Η ένεση του εμβολίου της γρίπης γίνεται στον βραχίονα',
  'Τελευταία μέρα λειτουργίας πριν τις γιορτές: Παρασκευή. Τα ραντεβού για θεραπείες laser συνεχίζονται τον Ιανουάριο',
  'Happy hour στο γυμναστήριο δίπλα μας; Εμείς προτιμάμε ενυδάτωση 💧',
  'Ο ήλιος σε κάνει να νιώθεις ωραία, αλλά μην ξεχνάς το αντηλιακό',
  'Η ενημέρωση για την ένεση γρίπης γίνεται στο ιατρείο',
  'Αν έχετε διαβήτη, συζητήστε με τον γιατρό σας για τη φροντίδα των ποδιών',
  'Η ασφαλής απώλεια βάρους είναι περίπου μισό κιλό την εβδομάδα',
  'Οι ρυτίδες έκφρασης είναι φυσιολογικές· ρωτήστε μας για τις επιλογές σας',
  'Ποσοστό επιτυχίας; Εξαρτάται από τον οργανισμό κάθε ανθρώπου',
  'Το 70% του σώματος είναι νερό: πίνετε αρκετά',
  'Κάθε ασθενής είναι διαφορετικός, και τα αποτελέσματα διαφέρουν',
  'Η τιμή της θεραπείας εξαρτάται από την περιοχή· θα τη συζητήσουμε στο ραντεβού',
  'Το ιατρείο θα είναι κλειστό την Black Friday λόγω απογραφής',
  'Δώρο για σας: ο δωρεάν οδηγός αντηλιακής προστασίας στο site μας',
  'Κερδίστε την ηρεμία σας: χαλαρώστε στην αίθουσα αναμονής',
  'Η Δρ. Μαρία Παπαδοπούλου, δερματολόγος, 45 ετών εμπειρία; όχι, 15 χρόνια!',
  'Ο κ. Γιάννης από τη ρεσεψιόν σας περιμένει',
  'Το πριν και το μετά μιας ηλιοθεραπείας: πάντα αντηλιακό',
  'Φωτογραφίες από τη μεταμόρφωση του χώρου μας',
  'Η μόνιμη έκθεση ζωγραφικής στο ιατρείο μας',
  'Η κορυφαία στιγμή της χρονιάς: η γιορτή της ομάδας μας',
  'Ο ήλιος σε κάνει να δείχνεις μεγαλύτερη αν δεν προστατεύεσαι: βάλε αντηλιακό',
  'Μην κρύβετε τις ανησυχίες σας από τον γιατρό σας',
  'Η ομάδα μας υπόσχεται ειλικρίνεια και σεβασμό',
  'Promise yourself a daily SPF this summer',
  'Υπόσχεση για το 2027: περισσότερος ύπνος, λιγότερο άγχος!',
  'Μόνο 1 στους 3 Έλληνες βάζει αντηλιακό καθημερινά',
  'Ρωτήστε τον γιατρό σας αν τα χάπια σας μπορεί να προκαλούν τριχόπτωση',
  'Τελευταίες μέρες του καλοκαιριού: προσοχή στον ήλιο',
  'Οι θεραπείες laser γίνονται τον χειμώνα· κλείστε ραντεβού για εκτίμηση',
  'Δωρεάν ενημερωτική ομιλία για την ακμή την Πέμπτη',
  'Σας περιμένουμε για δωρεάν εκτίμηση πριν από κάθε θεραπεία',
  'Take the day off after your laser treatment if you can',
  'How we deal with acne: a treatment plan for each skin',
  'Trigger points treatment for tension headaches',
  'Κατεβάστε την εφαρμογή μας δωρεάν για να κλείνετε θεραπείες',
  '-20% σε όλους τους ορούς υαλουρονικού της ρεσεψιόν',
  'Η συνταγή σας λήγει σε 30 ημέρες· ρωτήστε μας πριν τη θεραπεία',
  'Οι τελευταίες διαθέσιμες ώρες για θεραπείες πριν τις γιορτές είναι την Παρασκευή',
  'Η αντηλιακή προστασία σας κάνει μεγάλη διαφορά στο δέρμα',
  'Η κρέμα υπόσχεται βαθιά ενυδάτωση του δέρματος',
  'The serum promises brighter skin in a gentle formula',
  'Η θεραπεία με laser κερδίζει έδαφος στη δερματολογία',
  'Κερδίστε χρόνο: κλείστε online τη θεραπεία σας',
];
