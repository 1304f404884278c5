// Five families of claims an outside tester found the gate letting through, each written as a clinic would
// write it (not the tester's words): a patient's case told in the third person, fear about where a
// condition or ageing goes if left alone, before and after in other words, ratings and reviews used to
// sell, and public replies that name a treatment beside the person's name. Beside them, ordinary clinic
// posts and replies that share their words and must pass (team news, opening hours, advice, a cosmetic
// product, «πριν από το ραντεβού», a thanks for a review that names no treatment).

/**
 * A claim and the rule that must flag it. `reply`: a public reply (inbox comment or review), refused by the
 * confidentiality rule; otherwise a post, flagged by `rule` through the gate every field goes through.
 */
export type FamilyClaim = { text: string; rule: string; reply?: true };

/** An ordinary text: a post, or (`reply`) a public reply, which must also keep every confidence. */
export type FamilyPlain = { text: string; reply?: true };

export const FAMILY_CLAIMS: FamilyClaim[] = [
  // A patient's case in the third person: Directive 2001/83/EC art. 90(i) (case histories), Law 3418/2005
  // art. 17 (no testimonials), GDPR art. 9 (a patient's health, told).
  {
    text: 'Η κυρία Ελένη, 52 ετών, ήρθε στο ιατρείο με έντονες πανάδες στα ζυγωματικά. Μετά από τέσσερις συνεδρίες το δέρμα της είναι ομοιόμορφο.',
    rule: 'testimonial',
  },
  {
    text: 'Ο Δημήτρης μάς επισκέφθηκε απογοητευμένος από την τριχόπτωση. Έναν χρόνο μετά χαμογελά ξανά στον καθρέφτη.',
    rule: 'testimonial',
  },
  {
    text: 'Μια νεαρή μητέρα δύο παιδιών μάς εμπιστεύτηκε τις ραγάδες της κοιλιάς της. Σήμερα φοράει ξανά μπικίνι!',
    rule: 'testimonial',
  },
  {
    text: 'Ο κ. Παπαδόπουλος από τον Βόλο υπέφερε χρόνια από ψωρίαση. Με τη φωτοθεραπεία μας το δέρμα του ηρέμησε.',
    rule: 'testimonial',
  },
  {
    text: 'Η Σοφία μάς έστειλε μήνυμα μετά την τρίτη συνεδρία: δεν πίστευε ότι θα έβλεπε τέτοια αλλαγή!',
    rule: 'testimonial',
  },
  {
    text: 'Ασθενής 38 ετών με ουλές ακμής από την εφηβεία: μετά από 3 συνεδρίες fractional laser βγαίνει πια χωρίς μακιγιάζ.',
    rule: 'testimonial',
  },
  {
    text: 'Όταν η Κατερίνα πρωτομπήκε στο ιατρείο δεν ήθελε ούτε να τη φωτογραφίσουν. Τρεις μήνες αργότερα ποζάρει χαμογελαστή 📸',
    rule: 'testimonial',
  },
  {
    text: 'Ένας πελάτης μας, επιχειρηματίας 45 χρονών, αποφάσισε επιτέλους να φροντίσει τους μαύρους κύκλους. Το αποτέλεσμα τον ενθουσίασε.',
    rule: 'testimonial',
  },
  {
    text: 'Περιστατικό της εβδομάδας: γυναίκα 60 ετών με χαλάρωση στον λαιμό, δύο συνεδρίες ραδιοσυχνοτήτων, και η ίδια λέει ότι ξαναβρήκε τον εαυτό της.',
    rule: 'testimonial',
  },
  {
    text: 'Πριν από έναν χρόνο η Άννα δεν έβγαινε από το σπίτι εξαιτίας της ακμής. Φέτος ήταν νύφη με λαμπερό δέρμα ✨',
    rule: 'testimonial',
  },
  {
    text: 'Ευχαριστούμε τη Βάσω που μας επέτρεψε να μοιραστούμε την πορεία της με τη ροδόχρου ακμή 💗',
    rule: 'testimonial',
  },
  {
    text: 'Μια ασθενής μας, εκπαιδευτικός 47 ετών, είχε κουραστεί από το θλιμμένο βλέμμα. Μετά το lifting βλεφάρων οι συνάδελφοι τη ρωτούν αν γύρισε από διακοπές.',
    rule: 'testimonial',
  },
  {
    text: 'Meet Sarah, 41: she came to us worried about her jawline and left three sessions later feeling like herself again.',
    rule: 'testimonial',
  },
  {
    text: 'Ο κύριος Θανάσης δοκίμασε τα πάντα για την εφίδρωση. Από τον Μάιο που ξεκίνησε τη θεραπεία μας, φοράει ξανά γκρι πουκάμισα!',
    rule: 'testimonial',
  },

  // Fear about a condition's course or about ageing, pressing the decision: Directive 2001/83/EC art. 90(c)
  // (suggesting health is harmed without it), Directive 2005/29/EC arts 8–9, Law 3418/2005 art. 17.
  { text: 'Η κυτταρίτιδα δεν περιμένει· όσο την αφήνετε, τόσο πιο δύσκολα φεύγει.', rule: 'fear-shame' },
  {
    text: 'Κάθε καλοκαίρι χωρίς φροντίδα οι πανάδες βαθαίνουν. Μην το αναβάλλετε άλλο, κλείστε θεραπεία.',
    rule: 'fear-shame',
  },
  {
    text: 'Αν αφήσετε τις ευρυαγγείες χωρίς θεραπεία, θα απλωθούν σε όλο το πρόσωπο.',
    rule: 'fear-shame',
  },
  { text: 'Οι ρυτίδες που αγνοείτε σήμερα θα γίνουν αύριο βαθιές χαρακιές.', rule: 'fear-shame' },
  {
    text: 'Μετά τα 40 το κολλαγόνο καταρρέει. Ό,τι δεν κάνετε τώρα, θα το πληρώσετε στα 50.',
    rule: 'fear-shame',
  },
  {
    text: 'Η τριχόπτωση δεν σταματά μόνη της. Σε λίγους μήνες μπορεί να μην υπάρχει τίποτα να σωθεί.',
    rule: 'fear-shame',
  },
  {
    text: 'Ο χρόνος δουλεύει εναντίον σας: κάθε μήνα που περνάει η χαλάρωση προχωράει.',
    rule: 'fear-shame',
  },
  { text: 'Όσο καθυστερείτε, τόσο χειρότεροι γίνονται οι κιρσοί σας.', rule: 'fear-shame' },
  { text: 'Μη χάνετε άλλο χρόνο — η φαλάκρα δεν γυρίζει πίσω.', rule: 'fear-shame' },
  {
    text: 'Σε πέντε χρόνια θα κοιτάτε τον καθρέφτη και θα εύχεστε να είχατε ξεκινήσει σήμερα.',
    rule: 'fear-shame',
  },
  {
    text: 'Η ακμή που δεν αντιμετωπίζεται άμεσα αφήνει σημάδια που δεν φεύγουν. Μην περιμένετε να περάσει μόνη της!',
    rule: 'fear-shame',
  },
  { text: 'Every year you wait, those lines get deeper. Book now.', rule: 'fear-shame' },
  {
    text: 'Τα πρώτα σημάδια γήρανσης σήμερα, βαθιές ρυτίδες αύριο. Η πρόληψη ξεκινά τώρα, όχι όταν θα είναι πια αργά.',
    rule: 'fear-shame',
  },

  // Before and after in other words: Directive 2001/83/EC art. 90, Meta's advertising policies
  // (before/after of the body).
  { text: 'Από την 1η συνεδρία στην 6η: η επιδερμίδα μιλάει μόνη της 👇', rule: 'before-after' },
  {
    text: 'Κοιτάξτε τη δεύτερη φωτογραφία: η αλλαγή στο περίγραμμα του προσώπου είναι ολοφάνερη.',
    rule: 'before-after',
  },
  { text: 'Εβδομάδα 0 και εβδομάδα 12 δίπλα δίπλα. Χωρίς φίλτρα.', rule: 'before-after' },
  { text: 'Πάνω: Ιανουάριος. Κάτω: Απρίλιος. Τέσσερις συνεδρίες PRP στο τριχωτό.', rule: 'before-after' },
  { text: 'Έτσι ξεκίνησε… και δείτε πού έφτασε μέσα σε δύο μήνες! 😍', rule: 'before-after' },
  { text: 'Η ίδια ασθενής, την πρώτη και την τελευταία μέρα της θεραπείας.', rule: 'before-after' },
  { text: 'Αριστερά η πρώτη μέρα, δεξιά ο τρίτος μήνας. Κρίνετε μόνοι σας.', rule: 'before-after' },
  { text: 'Η διαφορά μιλάει από μόνη της 💋 #lips', rule: 'before-after' },
  {
    text: 'Πρώτη φωτό: Σεπτέμβρης. Δεύτερη: Δεκέμβρης. Καμία άλλη αλλαγή στη ρουτίνα, μόνο οι συνεδρίες μας.',
    rule: 'before-after',
  },
  { text: 'From week one to week ten — the glow-up speaks for itself ✨', rule: 'before-after' },
  {
    text: 'Ποιος θα πίστευε ότι πρόκειται για το ίδιο δέρμα; Σύγκριση μετά από 3 μήνες.',
    rule: 'before-after',
  },
  { text: 'Αγνώριστη μετά από τρεις συνεδρίες! Βλέπετε κι εσείς τη διαφορά;', rule: 'before-after' },
  {
    text: 'Η εξέλιξη σε εικόνες: 1ος, 3ος και 6ος μήνας της θεραπείας για την τριχόπτωση.',
    rule: 'before-after',
  },

  // Ratings and reviews used to sell: Law 3418/2005 art. 17 (no testimonials, no self-praise), Directive
  // 2005/29/EC Annex I no. 23b (reviews presented as consumers').
  { text: 'Με μέση βαθμολογία 4,8 στις κριτικές Google, το ιατρείο μας σας περιμένει!', rule: 'testimonial' },
  { text: 'Τα 4.9★ μας στο Google μιλούν από μόνα τους. Κλείστε ραντεβού σήμερα.', rule: 'testimonial' },
  { text: 'Πεντάστερη εμπειρία, όπως γράφουν οι επισκέπτες μας στο Google!', rule: 'testimonial' },
  { text: 'Rated 4.9 out of 5 on Google Reviews — book your consultation today.', rule: 'testimonial' },
  { text: 'Βαθμολογία 9,7 στα 10 στο doctoranytime 🏆 Σας ευχαριστούμε!', rule: 'testimonial' },
  {
    text: 'Πάνω από 1.000 θετικές αξιολογήσεις στο Google! Κλείστε κι εσείς ραντεβού για laser.',
    rule: 'testimonial',
  },
  { text: 'Ακόμη μια κριτική 5⭐ για τη θεραπεία λιποδιάλυσης! Σας ευχαριστούμε 🙏', rule: 'testimonial' },
  { text: 'Εκατοντάδες πεντάστερες κριτικές για τα χείλη μας 💋', rule: 'testimonial' },
  { text: 'Five-star rated lip clinic in Glyfada — read why on Google.', rule: 'testimonial' },
  { text: '⭐️⭐️⭐️⭐️⭐️ στο Google για το laser αποτρίχωσης μας! Ευχαριστούμε!', rule: 'testimonial' },
  {
    text: 'Διαβάστε τις κριτικές μας στο Google πριν κλείσετε ραντεβού για μεσοθεραπεία.',
    rule: 'testimonial',
  },
  { text: 'Κορυφαία βαθμολογία στο Google: 4,9/5 από 600 κριτικές!', rule: 'testimonial' },

  // A public reply that names a treatment beside the person it answers: medical confidentiality (Law
  // 3418/2005 art. 13) and GDPR art. 9.
  {
    text: 'Ελένη μου, χαιρόμαστε πολύ που σου άρεσαν τα χείλη! 💋',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Κώστα, η μεσοθεραπεία στο τριχωτό θέλει υπομονή, σε λίγους μήνες θα φανεί.',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Χαρά μας, Δήμητρα! Το peeling κάνει θαύματα στην επιδερμίδα σου 😊',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Γιάννη, για την αποτρίχωση στην πλάτη θέλουμε ακόμα 2-3 επισκέψεις, μην ανησυχείς.',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Μαρίνα, το υαλουρονικό θα στρώσει σε λίγες μέρες και θα δείχνει πιο φυσικό!',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Ευχαριστούμε Αλέξανδρε! Καλή συνέχεια με το πρόγραμμα αδυνατίσματος 💪',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Στέλλα, τι ωραία που έμεινες ικανοποιημένη από το HIFU!',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Πόπη μας, τα νήματα θέλουν λίγο χρόνο να «κάτσουν», κάνε υπομονή!',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Thank you Anna! So glad the laser sessions are working for your melasma 🙏',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Βασίλη, καλή ανάρρωση από τη ρινοπλαστική! Τα λέμε στον έλεγχο.',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Ρένα, υπέροχο βγήκε το lifting φρυδιών, όπως το είχαμε συζητήσει! 😍',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Λένα, χαιρόμαστε που η ακμή υποχωρεί με την αγωγή!',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Χρήστο, μην ξεχάσεις το αντηλιακό τις επόμενες μέρες μετά το laser 😉',
    rule: 'patient-confidentiality',
    reply: true,
  },
  {
    text: 'Νατάσα, τι χαρά που το microneedling έπιασε τόπο! Ραντεβού τον άλλο μήνα 🌸',
    rule: 'patient-confidentiality',
    reply: true,
  },
];

export const FAMILY_PLAIN: FamilyPlain[] = [
  // Team news, hours, places.
  { text: 'Καλωσορίζουμε στην ομάδα μας τη νέα δερματολόγο, Δρ. Ειρήνη Καλλέργη! 👩‍⚕️' },
  { text: 'Το ιατρείο λειτουργεί Δευτέρα–Παρασκευή 09:00–20:00 και Σάββατο 10:00–14:00.' },
  { text: 'Πριν και μετά το Πάσχα θα είμαστε ανοιχτά με μειωμένο ωράριο, 10:00–15:00.' },
  { text: 'Πριν και μετά τον δεκαπενταύγουστο το ιατρείο λειτουργεί μόνο πρωινές ώρες.' },
  { text: 'Πρώτη μέρα για τη νέα μας νοσηλεύτρια, την Κωνσταντίνα! Καλή αρχή! 🎉' },
  { text: 'Η κυρία Ρούλα από τη ρεσεψιόν γιορτάζει σήμερα! Χρόνια πολλά! 🎂' },
  { text: 'Η κυρία Ιωάννου, προϊσταμένη μας, συμπληρώνει 15 χρόνια στο ιατρείο. Σε ευχαριστούμε!' },
  {
    text: 'Ο Γιώργος, ο τεχνικός μας, ήρθε πριν από 10 χρόνια και σήμερα είναι υπεύθυνος όλου του εξοπλισμού.',
  },
  {
    text: 'Όταν η Δρ. Ζαχαρίου άνοιξε το ιατρείο το 2005 είχε μόνο ένα δερματοσκόπιο. Σήμερα γιορτάζουμε 20 χρόνια!',
  },
  { text: 'Η Άννα και ο Πέτρος από τη γραμματεία σας περιμένουν με χαμόγελο!' },
  { text: 'Η Δρ. Μαρία Σταύρου μίλησε στο συνέδριο της Ελληνικής Δερματολογικής Εταιρείας για την ψωρίαση.' },
  { text: 'Από τον Σεπτέμβριο σε νέο χώρο: Λεωφόρος Κηφισίας 120, 2ος όροφος.' },
  { text: 'Πάνω όροφος: αίθουσα αναμονής. Κάτω: τα εξεταστήρια και το εργαστήριο.' },
  { text: 'Μόλις μπείτε, αριστερά θα βρείτε το ασανσέρ και δεξιά τη ρεσεψιόν.' },
  { text: 'Day 1 του συνεδρίου EADV στη Βαρκελώνη! Η ομάδα μας είναι εδώ για να μάθει τα νέα.' },
  { text: 'Η εξέλιξη του ιατρείου μας: από ένα δωμάτιο το 2010 σε τρεις αίθουσες σήμερα!' },
  { text: 'Χθες και σήμερα το ιατρείο λειτουργεί κανονικά παρά την απεργία στα ΜΜΜ.' },
  { text: 'Ο Αύγουστος πλησιάζει: το ιατρείο κλείνει από 10 έως 20/8. Καλές διακοπές!' },
  { text: 'Το συνέδριο θα γίνει σε ξενοδοχείο πέντε αστέρων στη Θεσσαλονίκη.' },
  { text: '⭐ Νέο ωράριο από 1η Οκτωβρίου ⭐' },
  { text: 'Καλά Χριστούγεννα ✨⭐🎄 από όλη την ομάδα του ιατρείου!' },
  { text: 'Our team just got back from the congress — day 3 was all about skin cancer screening.' },

  // Advice, and a condition's course told without pressure.
  { text: 'Δύο ώρες πριν από το ραντεβού σας μην απλώσετε κρέμες ή μακιγιάζ στην περιοχή.' },
  { text: 'Πριν από το peeling σταματήστε τα ρετινοειδή για πέντε ημέρες.' },
  { text: 'Before your appointment, please remove make-up and arrive ten minutes early.' },
  { text: 'Ποια η διαφορά ανάμεσα στην UVA και την UVB ακτινοβολία; Απαντάμε στο άρθρο μας.' },
  { text: 'Η διαφορά ανάμεσα στη σμηγματορροϊκή δερματίτιδα και την ψωρίαση, απλά εξηγημένη.' },
  { text: 'Συγκρίνετε τα αντηλιακά σας: ψάξτε SPF 30 και πάνω και προστασία UVA.' },
  {
    text: 'Με την ηλικία το δέρμα χάνει κολλαγόνο· το αντηλιακό και ο καλός ύπνος βοηθούν περισσότερο απ’ όσο νομίζετε.',
  },
  { text: 'Αν μια ελιά αλλάξει μέγεθος, χρώμα ή σχήμα, κλείστε ραντεβού για έλεγχο σπίλων.' },
  { text: 'Η ακμή είναι πάθηση και όχι θέμα υγιεινής· αν επιμένει, συμβουλευτείτε δερματολόγο.' },
  { text: 'Μην περιμένετε στην ουρά: κλείστε το ραντεβού σας online, όλο το 24ωρο.' },
  { text: 'Μην περιμένετε τον Ιούνιο για να φορέσετε αντηλιακό· ο ήλιος καίει από τον Μάρτιο.' },
  {
    text: 'Όσο νωρίτερα διαγνωστεί ένα μελάνωμα, τόσο καλύτερα αντιμετωπίζεται. Κάντε τον ετήσιο έλεγχο σπίλων.',
  },
  { text: 'Ο χειμώνας ξηραίνει το δέρμα: ενυδάτωση πρωί και βράδυ, και λιγότερο ζεστό νερό.' },
  {
    text: 'Η ροδόχρους ακμή έχει εξάρσεις και υφέσεις· ο δερματολόγος θα σας δείξει πώς να τη διαχειρίζεστε.',
  },
  { text: 'Οι μυρμηγκιές μεταδίδονται εύκολα: μην τις ξύνετε και ζητήστε εκτίμηση.' },
  { text: 'Μην αφήνετε τα φάρμακα και τα αντηλιακά στο αυτοκίνητο το καλοκαίρι.' },
  { text: 'Η κυτταρίτιδα είναι φυσιολογική και την έχουν οι περισσότερες γυναίκες· δεν είναι πάθηση.' },
  { text: 'Η ψωρίαση δεν είναι μεταδοτική. Στις 29/10 είναι η Παγκόσμια Ημέρα Ψωρίασης.' },
  { text: 'Ένας στους πέντε ενήλικες θα εμφανίσει έκζεμα κάποια στιγμή στη ζωή του.' },
  {
    text: 'Ασθενείς με ιστορικό έρπητα χρειάζεται να μας ενημερώσουν πριν από κάθε θεραπεία γύρω από το στόμα.',
  },
  { text: 'Μια ασθενής μάς ρώτησε αν το αντηλιακό χρειάζεται και τον χειμώνα. Η απάντηση: ναι! ☀️' },
  {
    text: 'Πολλοί μας ρωτάτε πόσες συνεδρίες χρειάζεται η αποτρίχωση. Εξαρτάται από το δέρμα και την τρίχα.',
  },
  { text: 'Η ιστορία της δερματολογίας: από τον Ιπποκράτη στη δερματοσκόπηση.' },

  // Cosmetic products and the clinic's own reviews.
  { text: 'Νέα κρέμα ματιών με καφεΐνη στη ρεσεψιόν μας, ιδανική για πρησμένα μάτια το πρωί. 18€' },
  { text: 'Ορός με βιταμίνη C 30 ml, 29€: λάμψη για κάθε μέρα.' },
  { text: 'Οι κριτικές σας στο Google μάς βοηθούν να γινόμαστε καλύτεροι. Σας ευχαριστούμε!' },

  // Public replies that keep every confidence.
  {
    text: 'Μαρία, ευχαριστούμε για το μήνυμα! Σας στείλαμε τις πληροφορίες σε προσωπικό μήνυμα.',
    reply: true,
  },
  {
    text: 'Κατερίνα, η αποτρίχωση με laser γίνεται όλο τον χρόνο· για λεπτομέρειες καλέστε μας στο 210 1234567.',
    reply: true,
  },
  { text: 'Γιώργο, ευχαριστούμε πολύ για την κριτική! 🙏', reply: true },
  { text: 'Ευχαριστούμε πολύ για την κριτική σας, Ελένη! Καλή σας εβδομάδα 😊', reply: true },
  { text: 'Ευχαριστούμε για τα καλά λόγια, Βάσω! Καλό καλοκαίρι!', reply: true },
  { text: 'Thanks so much for the kind words, Helen! Have a lovely week.', reply: true },
  { text: 'Thank you for the lovely Google review, we really appreciate it!', reply: true },
  { text: 'Νίκο, το ιατρείο είναι ανοιχτό και τα Σάββατα μέχρι τις 14:00.', reply: true },
  {
    text: 'Δημήτρη, καλή σου μέρα! Για το κόστος των θεραπειών θα σου απαντήσουμε σε προσωπικό μήνυμα.',
    reply: true,
  },
  { text: 'Σοφία, χαιρόμαστε που σας αρέσει η σελίδα μας! 🌸', reply: true },
  {
    text: 'Ελένη, το peeling προσώπου συνιστάται κυρίως τους φθινοπωρινούς μήνες. Στείλτε μας μήνυμα για περισσότερα.',
    reply: true,
  },
  { text: 'Αλέξη, δεν απαντάμε δημόσια σε ιατρικά ερωτήματα· σου στείλαμε μήνυμα.', reply: true },
  { text: 'Μαίρη μου, χρόνια πολλά και από εμάς! 🎉', reply: true },
  {
    text: 'Πέτρο, ευχαριστούμε για την ερώτηση! Για το πώς λειτουργούν τα νήματα θα βρεις άρθρο στο blog μας.',
    reply: true,
  },
];
