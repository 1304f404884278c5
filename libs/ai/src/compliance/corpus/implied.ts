// Claims said without the words the first rules looked for, each written as a clinic would write it:
// Greeklish offers, guarantees and before/after; offers told by implication; a known person's or an
// award's word lent to the clinic; a patient's words reposted; painlessness told as a story; before and
// after only implied. Beside them, ordinary posts that share their words and must pass: plain Greeklish,
// the EOF's warnings against a medicine, a thanks for a new review, a friend brought along for company.
import type { FamilyClaim, FamilyPlain } from './families.ts';

export const IMPLIED_CLAIMS: FamilyClaim[] = [
  // Greeklish, through the same rules as Greek (each rule's basis in rules.ts and concepts.ts).
  { text: 'Deuteri synedria laser dwrean mexri to telos tou mina!', rule: 'price-promotion' },
  { text: 'Prosfora: 3+1 dwro stis synedries mesotherapeias', rule: 'price-promotion' },
  { text: 'Egguimeno apotelesma apo tin prwti synedria', rule: 'guaranteed-result' },
  { text: 'Eggyimeno apotelesma, xwris ponο kai xwris paraneneies', rule: 'guaranteed-result' },
  { text: 'Me kathe synedria dwro ena serum prosopou', rule: 'price-promotion' },
  { text: 'Ekptwsi 30% sta fillers xeilion mono ton Maio', rule: 'price-promotion' },
  // Offers by implication: Law 3418/2005 art. 17.
  { text: 'Με κάθε συνεδρία αποτρίχωσης, δώρο ένα αντηλιακό!', rule: 'price-promotion' },
  { text: 'Η τρίτη συνεδρία… κερασμένη από εμάς 😇', rule: 'price-promotion' },
  { text: 'Πείτε την κωδική λέξη «ΚΑΛΟΚΑΙΡΙ» στη ρεσεψιόν και θα δείτε 😉', rule: 'price-promotion' },
  { text: 'Φέρτε μια φίλη και κερδίζετε και οι δύο 15% στην επόμενη επίσκεψη.', rule: 'price-promotion' },
  { text: '10% έκπτωση στο επόμενο ραντεβού για όσους μας ακολουθούν!', rule: 'price-promotion' },
  { text: 'Είναι τα γενέθλιά μας αλλά εσείς παίρνετε τα δώρα 🎂', rule: 'price-promotion' },
  { text: 'Στείλτε μας μήνυμα, έχουμε κάτι ξεχωριστό για εσάς 🎁', rule: 'price-promotion' },
  { text: 'Ειδική τιμή στο laser ουλών μόνο για τους πρώτους 20!', rule: 'price-promotion' },
  { text: 'Κάθε τέταρτη συνεδρία αποτρίχωσης την κερνάει το ιατρείο!', rule: 'price-promotion' },
  { text: 'Καλοκαιρινές τιμές στις θεραπείες laser, ρωτήστε μας!', rule: 'price-promotion' },
  { text: 'Πακέτο 8 συνεδριών ραδιοσυχνοτήτων σε τιμή 6.', rule: 'price-promotion' },
  { text: 'Κάντε 3 θεραπείες και η 4η είναι δική μας 😉', rule: 'price-promotion' },
  { text: 'Μη χάσετε την ευκαιρία: λίγες θέσεις ακόμα για μεσοθεραπεία μαλλιών.', rule: 'price-promotion' },
  // A known person, an account, an award, a share of doctors: Directive 2001/83/EC art. 90.
  { text: 'Η αγαπημένη κλινική της @maria_glow (850K followers) 💖', rule: 'endorsement' },
  { text: 'Collab 🤝 με τη @runmum_gr: δείτε το reel με την εμπειρία της', rule: 'endorsement' },
  { text: 'Βραβείο «Κορυφαία Κλινική Αισθητικής 2025» για δεύτερη χρονιά 🏆', rule: 'endorsement' },
  { text: 'Award-winning doctors, results you can trust', rule: 'endorsement' },
  { text: '9 στους 10 δερματολόγους προτείνουν το πρωτόκολλό μας', rule: 'endorsement' },
  { text: 'Ο πρόεδρος της εταιρείας δερματολογίας συστήνει το ιατρείο μας', rule: 'endorsement' },
  { text: 'Βραβευμένη ομάδα δερματολόγων στην υπηρεσία σας', rule: 'endorsement' },
  { text: 'Η δερματολόγος της TV τώρα και στο ιατρείο μας!', rule: 'endorsement' },
  // A patient's words reposted or reported: Law 3418/2005 art. 17 (no testimonials).
  { text: 'Κάνουμε repost την ιστορία της πελάτισσάς μας 💕', rule: 'testimonial' },
  { text: 'Repost από @anna.k: «Η καλύτερη απόφαση ήταν το laser!»', rule: 'testimonial' },
  { text: 'Νέα κριτική! 😍 Ευχαριστούμε!', rule: 'testimonial' },
  { text: 'Όπως έγραψε και η Ελένη στα σχόλια, τα αποτελέσματα είναι υπέροχα', rule: 'testimonial' },
  { text: 'Μας το είπε η κυρία του ραντεβού των 10: τη ρώτησαν αν ήταν διακοπές!', rule: 'testimonial' },
  { text: 'Γράψτε μας στα σχόλια πώς νιώσατε μετά τη θεραπεία σας!', rule: 'testimonial' },
  { text: 'Η Δήμητρα μάς έκανε tag μετά το laser 😍', rule: 'testimonial' },
  { text: 'Δείτε στο story της τι έγραψε η πελάτισσά μας για τη θεραπεία!', rule: 'testimonial' },
  { text: 'Ευχαριστούμε την @sofia.k που μας εμπιστεύτηκε για τα χείλη της 💋', rule: 'testimonial' },
  // Painlessness told as a story or a comparison.
  { text: 'Ρωτάτε αν πονάει; Οι περισσότερες αποκοιμιούνται στην καρέκλα 😴', rule: 'painless' },
  { text: 'Σαν τσίμπημα κουνουπιού και τελειώσατε!', rule: 'painless' },
  { text: 'Το μόνο που θα νιώσετε είναι μια ελαφριά ζέστη.', rule: 'painless' },
  { text: 'Η Ρένα αποκοιμήθηκε στη συνεδρία αποτρίχωσης 😴', rule: 'painless' },
  { text: 'Πιο χαλαρωτικό κι από ένα μασάζ, το laser μας!', rule: 'painless' },
  { text: 'Οι πελάτισσές μας δεν κατάλαβαν τίποτα!', rule: 'painless' },
  // Before and after implied: Directive 2001/83/EC art. 90.
  { text: 'Εκεί που ήταν… κι εκεί που είναι σήμερα 🥹', rule: 'before-after' },
  { text: 'Το «τότε» και το «τώρα» της Μαρίας μετά από 6 συνεδρίες', rule: 'before-after' },
  { text: 'Δείτε το αποτέλεσμα στη φωτογραφία 📸 μόλις σε 20 λεπτά', rule: 'before-after' },
  { text: 'Οι φωτογραφίες μιλάνε από μόνες τους ✨', rule: 'before-after' },
  { text: 'Δύο φωτογραφίες, τρεις μήνες διαφορά 📸', rule: 'before-after' },
  { text: 'Σύρετε την μπάρα ↔️ για να δείτε τη «μαγεία» 🪄', rule: 'before-after' },
  {
    text: 'Πριν λίγους μήνες ντρεπόταν για το δέρμα της. Σήμερα ποζάρει χωρίς make-up.',
    rule: 'before-after',
  },
  // Safety and permanence in other words.
  { text: 'Δεν υπάρχει κανένας απολύτως κίνδυνος με τη μεσοθεραπεία', rule: 'safety-claim' },
  { text: 'Φυσικό = ασφαλές 🌿 γι’ αυτό διαλέγουμε το PRP', rule: 'safety-claim' },
  { text: 'Οι πελάτισσές μας δεν χρειάστηκαν ποτέ δεύτερη συνεδρία', rule: 'permanent-result' },
  // A prescription medicine hinted at.
  { text: 'Το αντιρυτιδικό με τα 5 γράμματα που όλες ξέρετε 🤫', rule: 'prescription-medicine' },
  { text: 'Χαπάκια παραγώγου βιταμίνης Α για την ακμή, με συνταγή από εμάς', rule: 'prescription-medicine' },
  { text: 'Lip flip με 4 μονάδες τοξίνης για πιο γεμάτο χείλος', rule: 'prescription-medicine' },
];

export const IMPLIED_PLAIN: FamilyPlain[] = [
  {
    text: 'Θα σας δει ο δερματολόγος μας, ο Νίκος Αλεξίου. Φέρτε παλιές φωτογραφίες· βοηθούν να δούμε τι έχει αλλάξει.',
  },
  { text: 'Kleiste rantevou sto 2101234567 i mesa apo to site mas.' },
  { text: 'Kalimera! To iatreio einai anoixto kanonika ti Deftera.' },
  { text: 'Kali evdomada se olous! Synedria enimerwsis gia tin akmi tin Pempti.' },
  { text: 'Thank you for the lovely evening at our clinic opening!' },
  { text: 'Ο ΕΟΦ προειδοποιεί για πλαστά φάρμακα αδυνατίσματος που πωλούνται online.' },
  { text: 'Μην αγοράζετε φάρμακα «αδυνατίσματος» από social media: μόνο με συνταγή γιατρού, από φαρμακείο.' },
  { text: 'Μην παίρνετε χάπια για τα κιλά χωρίς να μιλήσετε πρώτα με τον γιατρό σας.' },
  { text: 'Ευχαριστούμε για τη νέα κριτική σας, Ελένη!', reply: true },
  { text: 'Φέρτε μαζί σας μια φίλη για παρέα στο ραντεβού, αν θέλετε.' },
  { text: 'Στο επόμενο ραντεβού φέρτε μαζί σας τις εξετάσεις αίματος.' },
  { text: 'Κάτι νέο για εσάς: κλείστε ραντεβού online όλο το 24ωρο.' },
  { text: 'Η αγαπημένη θεραπεία της ομάδας μας για τον χειμώνα: ενυδάτωση, ενυδάτωση, ενυδάτωση!' },
  { text: 'Ευχαριστούμε τους 10K followers μας! 💙' },
  { text: 'Η δερματολόγος μας βραβεύτηκε για την ερευνητική της εργασία στο συνέδριο.' },
  { text: 'Κάνουμε repost την ανάρτηση του Συλλόγου Δερματολόγων για τον ήλιο.' },
  { text: 'Κάντε repost στο story σας για να το δουν κι άλλοι!' },
  { text: 'Όπως λέει και η Μαρία από τη ρεσεψιόν, το καλοκαίρι θέλει αντηλιακό!' },
  { text: 'Πείτε μας στα σχόλια ποιο θέμα θέλετε να εξηγήσουμε την επόμενη φορά.' },
  { text: 'Η ένεση μπορεί να τσιμπήσει λίγο· ο γιατρός σας εξηγεί τι θα νιώσετε.' },
  { text: 'Πριν λίγους μήνες ανοίξαμε το νέο ιατρείο. Τώρα κυκλοφορεί και το newsletter μας!' },
  { text: 'Δείτε το αποτέλεσμα της ανακαίνισης στη φωτογραφία της ρεσεψιόν μας!' },
  { text: 'Ο γιατρός δεν μπορεί να σας πει πόσες συνεδρίες θα χρειαστείτε πριν σας εξετάσει.' },
  { text: 'Η ειδική μας για την ακμή δέχεται Τρίτη και Πέμπτη.' },
  { text: 'Δώρο για τα παιδιά του ιατρείου: μια μέρα στο πάρκο με την ομάδα μας!' },
  {
    text: 'Όποιος σας υπόσχεται «μηδέν παρενέργειες» ή 100% αποτέλεσμα από τη πρώτη μέρα, δεν σας λέει την αλήθεια.',
  },
  { text: 'Υπάρχουν πολλοί γιατροί στην περιοχή· διαλέξτε αυτόν που σας εξηγεί με ειλικρίνεια.' },
  { text: 'Η μόνιμη γραμματέας μας, η Κατερίνα, σας περιμένει από τις 9.' },
  { text: 'Δεν πονάει να ρωτήσετε! Στείλτε μας τις απορίες σας.' },
  { text: 'Λίγες θέσεις στάθμευσης υπάρχουν μπροστά στο ιατρείο· προτιμήστε το μετρό.' },
  { text: 'Κάντε μας tag στις φωτογραφίες σας από την εκδήλωση!' },
  { text: 'Δείτε στο story της Εταιρείας Δερματολογίας τις οδηγίες για τον ήλιο.' },
  { text: 'Πιο άνετη από ποτέ η νέα αίθουσα αναμονής μας!' },
  { text: 'Δύο εβδομάδες διαφορά ανάμεσα στις δόσεις του εμβολίου: ρωτήστε τον γιατρό σας.' },
  { text: 'Οι τιμές των θεραπειών μας είναι αναρτημένες στη ρεσεψιόν.' },
  { text: 'Η ομάδα μας κοιμήθηκε ελάχιστα πριν το συνέδριο, αλλά άξιζε!' },
  // A product's capitalised name after its article is no person («Η Χαρτογράφηση» is no «Η Μαρία»).
  {
    text: 'Η Χαρτογράφηση Σπίλων γίνεται στο ιατρείο. Ελέγχουμε όλο το σώμα και σας λέμε πότε να ξαναέρθετε.',
  },
  { text: 'Η Αποτρίχωση με laser διόδου γίνεται σε συνεδρίες· μετά την πρώτη σάς λέμε πότε θα ξαναέρθετε.' },
  {
    text: 'Ο Καθαρισμός Προσώπου ταιριάζει σε κάθε δέρμα και το δέρμα φαίνεται πιο καθαρό από την πρώτη φορά.',
  },
];
