// Test corpus: posts the compliance gate must refuse.
// Written independently of the gate's rules, as an outside tester would, from the law summarised in
// DOMAIN.md ("Medical advertising rules"). Each entry is a realistic post or post fragment written the
// way a clinic trying to get past a filter would write it; `note` names the trick.
// Invisible and look-alike characters are written as escapes so that they can be seen in review:
// \u200B zero-width space, \u200C zero-width non-joiner, \u200D zero-width joiner, \u2060 word joiner,
// \u00AD soft hyphen, \u0392 Greek capital Beta, \u03BF Greek small omicron, \u039F Greek capital Omicron,
// \u0412 Cyrillic capital Ve, \u041E Cyrillic capital O, \u043E Cyrillic small o, \u0430 Cyrillic small a,
// \u0443 Cyrillic small u, \u0410 Cyrillic capital A, \u{1D400}… mathematical alphanumerics, \uFF21… full-width.

export type ForbiddenCategory =
  | 'prescription-medicine'
  | 'cure'
  | 'guarantee'
  | 'permanence'
  | 'safety'
  | 'painless'
  | 'before-after'
  | 'testimonial'
  | 'minors'
  | 'endorsement'
  | 'comparison'
  | 'price-promotion';

export type ForbiddenText = { text: string; category: ForbiddenCategory; note: string };

export const FORBIDDEN: ForbiddenText[] = [
  // ───────────────────────── prescription-medicine: botulinum toxins ─────────────────────────
  {
    text: '\u0392otox για τις ρυτίδες του μετώπου 💉 Κλείστε ραντεβού στο 210 1234567! #athens #aesthetics',
    category: 'prescription-medicine',
    note: 'Greek capital Beta for B',
  },
  {
    text: 'Ήρθε η ώρα για \u0412otox ✨ Φρέσκο βλέμμα σε 15 λεπτά, χωρίς να το καταλάβει κανείς.',
    category: 'prescription-medicine',
    note: 'Cyrillic Ve for B',
  },
  {
    text: 'B\u03BFtox για τις γραμμές του θυμού 😠➡️😊 Στείλτε μας μήνυμα!',
    category: 'prescription-medicine',
    note: 'Greek omicron for o',
  },
  {
    text: 'B\u043Et\u043Ex στο μέτωπο και στα πόδια της χήνας 🦢 Ραντεβού μέσω DM.',
    category: 'prescription-medicine',
    note: 'two Cyrillic small o',
  },
  {
    text: 'Bo\u200Btox για τις λεπτές γραμμές γύρω από τα μάτια 👀 #skincare #glow',
    category: 'prescription-medicine',
    note: 'zero-width space inside the name',
  },
  {
    text: 'Bot\u200Dox express στο μεσημεριανό σας διάλειμμα ☕ 20 λεπτά και επιστρέφετε στο γραφείο!',
    category: 'prescription-medicine',
    note: 'zero-width joiner inside the name',
  },
  {
    text: 'Bo\u2060tox: μια μικρή ένεση, ένα ξεκούραστο πρόσωπο ✨',
    category: 'prescription-medicine',
    note: 'word joiner inside the name',
  },
  {
    text: 'Bo\u00ADtox & fillers, όλα σε ένα ραντεβού 📅 Καλέστε μας σήμερα.',
    category: 'prescription-medicine',
    note: 'soft hyphen inside the name',
  },
  {
    text: 'Bo\u200Ctox για λείο μέτωπο πριν τις διακοπές 🏖️',
    category: 'prescription-medicine',
    note: 'zero-width non-joiner inside the name',
  },
  {
    text: 'Lip flip με B\u200Bo\u200Bt\u200Bo\u200Bx για πιο γεμάτο χαμόγελο 💋',
    category: 'prescription-medicine',
    note: 'zero-width space between every letter',
  },
  {
    text: 'Κάντε B.o.t.o.x πριν το καλοκαίρι ☀️ Λίγες θέσεις ακόμα για τον Ιούνιο!',
    category: 'prescription-medicine',
    note: 'letters split by dots',
  },
  {
    text: 'B o t o x στο μέτωπο; Ρωτήστε μας στο inbox 📩 #aesthetics #athens',
    category: 'prescription-medicine',
    note: 'letters split by spaces',
  },
  {
    text: 'Β-ο-τ-ο-ξ για τις ρυτίδες έκφρασης — απαντάμε σε όλες τις ερωτήσεις σας στα stories 👆',
    category: 'prescription-medicine',
    note: 'Greek transliteration split by hyphens',
  },
  {
    text: 'B_o_t_o_x day κάθε Πέμπτη στο ιατρείο μας 💉🗓️',
    category: 'prescription-medicine',
    note: 'letters split by underscores',
  },
  {
    text: 'B·o·t·o·x για λείο μέτωπο και φωτεινό βλέμμα ✨',
    category: 'prescription-medicine',
    note: 'letters split by middle dots',
  },
  {
    text: 'Bo💉tox για ξεκούραστο βλέμμα 😍 DM για ραντεβού!',
    category: 'prescription-medicine',
    note: 'emoji inside the word',
  },
  {
    text: '\u{1D401}\u{1D428}\u{1D42D}\u{1D428}\u{1D431} night κάθε Παρασκευή στο ιατρείο μας 🥂 Κρατήστε θέση!',
    category: 'prescription-medicine',
    note: 'mathematical bold letters',
  },
  {
    text: '\u{1D435}\u{1D45C}\u{1D461}\u{1D45C}\u{1D465} για φυσικό, ξεκούραστο πρόσωπο 🌸',
    category: 'prescription-medicine',
    note: 'mathematical italic letters',
  },
  {
    text: '\uFF22\uFF4F\uFF54\uFF4F\uFF58 για τις ρυτίδες του μετώπου, στο κέντρο της Αθήνας 📍',
    category: 'prescription-medicine',
    note: 'full-width letters',
  },
  {
    text: '\u24B7\u24DE\u24E3\u24DE\u24E7 στα μάτια και στο μέτωπο ✨ ρωτήστε μας!',
    category: 'prescription-medicine',
    note: 'circled letters',
  },
  {
    text: '\u0299\u1D0F\u1D1B\u1D0Fx για τις γραμμές γύρω από το στόμα 👄',
    category: 'prescription-medicine',
    note: 'small-capital look-alikes',
  },
  {
    text: 'B0t0x στο μέτωπο 💉 Ραντεβού μέσω DM 📲',
    category: 'prescription-medicine',
    note: 'digit zero for o',
  },
  {
    text: 'BOTOX ΣΤΟ ΜΕΤΩΠΟ — ΚΛΕΙΣΤΕ ΤΩΡΑ ☎️ 210 1234567',
    category: 'prescription-medicine',
    note: 'all capitals',
  },
  {
    text: 'Bótox για το «προγούλι» του μετώπου 😅 Ελάτε για ενημέρωση.',
    category: 'prescription-medicine',
    note: 'accent on a Latin letter',
  },
  {
    text: 'Botox® για λείο μέτωπο, από πιστοποιημένη γιατρό 👩‍⚕️',
    category: 'prescription-medicine',
    note: 'brand with registered sign',
  },
  {
    text: 'Νέο look για την άνοιξη 🌷 #botoxathens #glowup #aesthetics',
    category: 'prescription-medicine',
    note: 'brand glued into a hashtag',
  },
  {
    text: 'Ραντεβού μόνο με μήνυμα 💌 #μποτοξαθηνα #ομορφια #ρυτίδες',
    category: 'prescription-medicine',
    note: 'Greek transliteration glued into hashtag',
  },
  {
    text: 'Friday vibes 🍸 #botoxparty #babybotox #lipflip',
    category: 'prescription-medicine',
    note: 'brand glued into several hashtags',
  },
  {
    text: 'Το μπόττοξ δεν είναι ταμπού! Ελάτε να το συζητήσουμε με έναν καφέ ☕',
    category: 'prescription-medicine',
    note: 'misspelling with double tau',
  },
  {
    text: 'μποτοξ στα μάτια και στο μέτωπο, κλείστε ραντεβού 📆',
    category: 'prescription-medicine',
    note: 'unaccented Greek transliteration',
  },
  {
    text: 'Botoks για ρυτίδες, γρήγορα και εύκολα ⚡',
    category: 'prescription-medicine',
    note: 'phonetic misspelling',
  },
  {
    text: 'Το μπότοξ είναι η πιο δημοφιλής αισθητική πράξη στον κόσμο 🌍 Ρωτήστε τη γιατρό μας!',
    category: 'prescription-medicine',
    note: 'accented Greek transliteration',
  },
  {
    text: 'Μπ\u00F3τοξ στις μασχάλες για τον ιδρώτα του καλοκαιριού 🥵',
    category: 'prescription-medicine',
    note: 'Latin o-acute inside Greek word',
  },
  {
    text: 'Μ π ό τ ο ξ για το μέτωπο; Γράψτε μας «ΝΑΙ» στα σχόλια 👇',
    category: 'prescription-medicine',
    note: 'Greek transliteration split by spaces',
  },
  {
    text: 'Ένεση μπό-τοξ στο σαγόνι για τον βρυγμό 😬 Ξυπνήστε χωρίς πονοκέφαλο.',
    category: 'prescription-medicine',
    note: 'hyphen inside Greek transliteration',
  },
  {
    text: 'Ботокс для русскоязычных пациентов 🇷🇺 Записывайтесь в директ!',
    category: 'prescription-medicine',
    note: 'Russian spelling in Cyrillic',
  },
  {
    text: 'Vistabel για τις γραμμές ανάμεσα στα φρύδια, στο ιατρείο μας 💫',
    category: 'prescription-medicine',
    note: 'brand Vistabel in plain sentence',
  },
  {
    text: 'Vist\u00ADabel στις ρυτίδες του θυμού 😌 Ραντεβού σε 2 μέρες.',
    category: 'prescription-medicine',
    note: 'soft hyphen in Vistabel',
  },
  {
    text: 'Dysport: η εναλλακτική που ψάχνατε για το μέτωπο 😉',
    category: 'prescription-medicine',
    note: 'brand Dysport in plain sentence',
  },
  {
    text: 'D\u0443sport για τις ρυτίδες γύρω από τα μάτια 👁️',
    category: 'prescription-medicine',
    note: 'Cyrillic u for y in Dysport',
  },
  {
    text: 'Azzalure διαθέσιμο ξανά στο ιατρείο 🙌 Κλείστε τη θέση σας.',
    category: 'prescription-medicine',
    note: 'brand Azzalure in plain sentence',
  },
  {
    text: '\u0410zzalure: λείο μέτωπο για τον γάμο σας 👰',
    category: 'prescription-medicine',
    note: 'Cyrillic capital A in Azzalure',
  },
  {
    text: 'Τώρα και Alluzience, σε έτοιμο διάλυμα 💧 Ρωτήστε μας για το μέτωπο.',
    category: 'prescription-medicine',
    note: 'brand Alluzience in plain sentence',
  },
  {
    text: 'Xeomin χωρίς πρόσθετες πρωτεΐνες, για όσους θέλουν κάτι πιο «καθαρό» 🌿',
    category: 'prescription-medicine',
    note: 'brand Xeomin in plain sentence',
  },
  {
    text: 'X e o m i n για το μέτωπο 🙂 Ρωτήστε για διαθεσιμότητα.',
    category: 'prescription-medicine',
    note: 'Xeomin split by spaces',
  },
  {
    text: 'Xe\u2060omin στα πόδια της χήνας ✨',
    category: 'prescription-medicine',
    note: 'word joiner in Xeomin',
  },
  {
    text: 'Νέες ημερομηνίες τον Οκτώβριο 🍂 #xeominathens #dysportgreece',
    category: 'prescription-medicine',
    note: 'brands glued into hashtags',
  },
  {
    text: 'Bocouture για φυσικό αποτέλεσμα στο βλέμμα 👁️',
    category: 'prescription-medicine',
    note: 'brand Bocouture in plain sentence',
  },
  {
    text: 'Νέο στο ιατρείο: Letybo 🆕 Ρωτήστε μας για τις ρυτίδες του μετώπου!',
    category: 'prescription-medicine',
    note: 'brand Letybo in plain sentence',
  },
  {
    text: 'Η βοτουλινική τοξίνη χαλαρώνει τους μύες που δημιουργούν τις ρυτίδες έκφρασης ✨ Μάθετε περισσότερα στο ιατρείο.',
    category: 'prescription-medicine',
    note: 'active substance in Greek',
  },
  {
    text: 'Αλλαντική τοξίνη για την υπεριδρωσία — ξεχάστε τους λεκέδες στο πουκάμισο 👕',
    category: 'prescription-medicine',
    note: 'Greek synonym αλλαντική τοξίνη',
  },
  {
    text: 'Αλλαντοτοξίνη: τι είναι και πώς δουλεύει; Όλα όσα θέλετε να ξέρετε 👇',
    category: 'prescription-medicine',
    note: 'Greek synonym αλλαντοτοξίνη',
  },
  {
    text: 'βοτουλινικη τοξινη στο μέτωπο, ρωτήστε μας για ραντεβού',
    category: 'prescription-medicine',
    note: 'substance without accents',
  },
  {
    text: 'ΒΟΤΟΥΛΙΝΙΚΗ ΤΟΞΙΝΗ ΣΤΟ ΙΑΤΡΕΙΟ ΜΑΣ 🔝 ΚΑΛΕΣΤΕ ΜΑΣ',
    category: 'prescription-medicine',
    note: 'substance in Greek capitals',
  },
  {
    text: 'Βοτουλ1νική τ0ξίνη για το μέτωπο 💉',
    category: 'prescription-medicine',
    note: 'digits for Greek letters',
  },
  {
    text: 'Βοτουλινική το\u200Bξίνη για τα «πόδια της χήνας» 🦢',
    category: 'prescription-medicine',
    note: 'zero-width space in Greek substance name',
  },
  {
    text: 'Botulinum toxin for a fresh, rested look ✨ DM us to book.',
    category: 'prescription-medicine',
    note: 'active substance in English',
  },
  {
    text: 'OnabotulinumtoxinA treatment for frown lines now available 💉 Book today!',
    category: 'prescription-medicine',
    note: 'INN onabotulinumtoxinA',
  },
  {
    text: 'Brow lift με τοξίνη botulinum σε 10 λεπτά 🤩',
    category: 'prescription-medicine',
    note: 'mixed Greek-English substance name',
  },
  {
    text: 'Baby Botox for a subtle refresh ✨ Perfect for first-timers!',
    category: 'prescription-medicine',
    note: 'brand in marketing phrase',
  },
  {
    text: 'Masseter Botox for a slimmer jawline 💎 Book your consultation.',
    category: 'prescription-medicine',
    note: 'brand in English sentence',
  },
  {
    text: 'Is Botox right for you? Book a consultation and find out 💬',
    category: 'prescription-medicine',
    note: 'brand as question',
  },
  {
    text: 'Dysport vs Botox: what is the difference? 🤔 Swipe ➡️',
    category: 'prescription-medicine',
    note: 'two brands in educational frame',
  },
  {
    text: 'New in clinic: Xeomin for frown lines 🆕 Limited slots this week.',
    category: 'prescription-medicine',
    note: 'brand in English announcement',
  },
  {
    text: 'Ερώτηση της εβδομάδας: πόσο κρατάει το Botox; Απαντάμε στα stories 👆',
    category: 'prescription-medicine',
    note: 'brand inside Q&A',
  },
  {
    text: 'Σήμερα η Δρ. Παπαδοπούλου έκανε botox σε 12 ασθενείς 😊 Ευχαριστούμε για την εμπιστοσύνη!',
    category: 'prescription-medicine',
    note: 'lower-case brand in casual sentence',
  },
  {
    text: 'Το «μαγικό» μας Β.Τ. για το μέτωπο 🤫 Στείλτε μήνυμα για να μάθετε τι είναι 😉 #b0t0x',
    category: 'prescription-medicine',
    note: 'digit-substituted hashtag',
  },
  // ───────────────────────── prescription-medicine: GLP-1 and weight loss ─────────────────────────
  {
    text: 'Ozempic για απώλεια βάρους; Ελάτε για ενημέρωση στο ιατρείο μας ⚖️',
    category: 'prescription-medicine',
    note: 'brand Ozempic in plain sentence',
  },
  {
    text: '\u041Ezempic: το μυστικό για το καλοκαιρινό σώμα 👙',
    category: 'prescription-medicine',
    note: 'Cyrillic capital O',
  },
  {
    text: '\u039Fzempic πρόγραμμα 3 μηνών με διατροφολόγο 🥗',
    category: 'prescription-medicine',
    note: 'Greek capital Omicron',
  },
  {
    text: 'O\u200Bzempic program 12 εβδομάδων 📉 Ξεκινάμε Δευτέρα!',
    category: 'prescription-medicine',
    note: 'zero-width space after first letter',
  },
  {
    text: 'Ο-ζ-έ-μ-π-ι-κ στο ιατρείο μας, ρωτήστε μας 🤫',
    category: 'prescription-medicine',
    note: 'Greek transliteration split by hyphens',
  },
  {
    text: 'Οζέμπικ: η ένεση που κόβει την όρεξη 🍽️❌',
    category: 'prescription-medicine',
    note: 'Greek transliteration',
  },
  {
    text: 'οζεμπικ χωρίς αναμονή, διαθέσιμο τώρα 💉',
    category: 'prescription-medicine',
    note: 'unaccented Greek transliteration',
  },
  {
    text: 'Oζέμπικ ή δίαιτα; Σας εξηγούμε στο επόμενο live 🎥',
    category: 'prescription-medicine',
    note: 'Latin O at start of Greek word',
  },
  {
    text: 'Εβδομάδα 8: -9 κιλά! 🎉 #ozempicjourney #weightloss',
    category: 'prescription-medicine',
    note: 'brand glued into hashtag',
  },
  {
    text: '\u{1D40E}\u{1D433}\u{1D41E}\u{1D426}\u{1D429}\u{1D422}\u{1D41C} για το καλοκαίρι ☀️ Ρωτήστε μας!',
    category: 'prescription-medicine',
    note: 'mathematical bold letters',
  },
  {
    text: '\uFF2F\uFF5A\uFF45\uFF4D\uFF50\uFF49\uFF43 με ιατρική παρακολούθηση 🩺',
    category: 'prescription-medicine',
    note: 'full-width letters',
  },
  {
    text: '0zempic και Wegovy: ποια η διαφορά; 🤔 Απαντάμε στο inbox.',
    category: 'prescription-medicine',
    note: 'digit zero for O, plus plain brand',
  },
  {
    text: 'Wegovy: η εβδομαδιαία ένεση για απώλεια βάρους 📅',
    category: 'prescription-medicine',
    note: 'brand Wegovy in plain sentence',
  },
  {
    text: 'W e g o v y πρόγραμμα με ιατρική παρακολούθηση 🩺',
    category: 'prescription-medicine',
    note: 'letters split by spaces',
  },
  {
    text: 'Weg\u03BFvy για όσους έχουν δοκιμάσει τα πάντα ⚖️',
    category: 'prescription-medicine',
    note: 'Greek omicron for o',
  },
  {
    text: 'Weg\u00ADovy πακέτο με διατροφολόγο 🥗',
    category: 'prescription-medicine',
    note: 'soft hyphen in Wegovy',
  },
  {
    text: '\u{1D5EA}\u{1D5F2}\u{1D5F4}\u{1D5FC}\u{1D603}\u{1D606} is here 🔥 DM us!',
    category: 'prescription-medicine',
    note: 'mathematical sans-serif bold letters',
  },
  {
    text: 'Mounjaro διαθέσιμο τώρα στο ιατρείο! 🔥',
    category: 'prescription-medicine',
    note: 'brand Mounjaro in plain sentence',
  },
  {
    text: 'Μουντζάρο: το νέο «χάπι» αδυνατίσματος που όλοι συζητούν — σε ένεση 😉',
    category: 'prescription-medicine',
    note: 'Greek transliteration',
  },
  {
    text: 'M0unjar0 πρόγραμμα αδυνατίσματος 📉',
    category: 'prescription-medicine',
    note: 'digit zero for o',
  },
  {
    text: 'M\u043Eunjar\u043E: ρωτήστε τη γιατρό μας 💬',
    category: 'prescription-medicine',
    note: 'Cyrillic small o',
  },
  {
    text: '\uFF2D\uFF4F\uFF55\uFF4E\uFF4A\uFF41\uFF52\uFF4F για απώλεια κιλών ⚖️',
    category: 'prescription-medicine',
    note: 'full-width letters',
  },
  {
    text: 'Ξεκινάμε νέο γκρουπ τον Σεπτέμβριο 💪 #wegovygreece #mounjaroathens',
    category: 'prescription-medicine',
    note: 'brands glued into hashtags',
  },
  {
    text: 'Saxenda: καθημερινή ένεση για να χάσετε τα περιττά κιλά 🏃‍♀️',
    category: 'prescription-medicine',
    note: 'brand Saxenda in plain sentence',
  },
  {
    text: 'S\u0430xenda πακέτο 3 μηνών 📦',
    category: 'prescription-medicine',
    note: 'Cyrillic small a',
  },
  {
    text: 'Σαξέντα ή Οζέμπικ; Μιλήστε μας για το πλάνο σας 📋',
    category: 'prescription-medicine',
    note: 'Greek transliterations of two brands',
  },
  {
    text: 'Rybelsus σε χάπι, για όσους φοβούνται τις βελόνες 💊',
    category: 'prescription-medicine',
    note: 'oral semaglutide brand',
  },
  {
    text: 'Semaglutide weight-loss programme with monthly check-ins ⚖️',
    category: 'prescription-medicine',
    note: 'active substance in English',
  },
  {
    text: 'S.e.m.a.g.l.u.t.i.d.e — ask us how it works 🤫',
    category: 'prescription-medicine',
    note: 'substance split by dots',
  },
  {
    text: 'σεμαγλουτιδη: μάθετε πώς λειτουργεί για την απώλεια βάρους 👇',
    category: 'prescription-medicine',
    note: 'unaccented Greek substance',
  },
  {
    text: 'Η σεμαγλουτίδη σε εβδομαδιαία δόση, με παρακολούθηση από γιατρό 🩺',
    category: 'prescription-medicine',
    note: 'accented Greek substance',
  },
  {
    text: 'Tirzepatide: the next big thing in weight loss 💥 Ask us!',
    category: 'prescription-medicine',
    note: 'active substance in English',
  },
  {
    text: 'Tirze\u200Bpatide διαθέσιμη με ραντεβού 📅',
    category: 'prescription-medicine',
    note: 'zero-width space in substance',
  },
  {
    text: 'Τιρζεπατίδη για τα επίμονα κιλά, στο ιατρείο μας ⚖️',
    category: 'prescription-medicine',
    note: 'Greek substance name',
  },
  {
    text: 'Liraglutide daily pen programme — message us for details 📩',
    category: 'prescription-medicine',
    note: 'active substance in English',
  },
  {
    text: 'Λιραγλουτίδη για απώλεια βάρους με ιατρική καθοδήγηση 🍏',
    category: 'prescription-medicine',
    note: 'Greek substance name',
  },
  {
    text: 'Η «ένεση αδυνατίσματος» GLP-1 (Ozempic/Wegovy) τώρα και στο ιατρείο μας 🔥',
    category: 'prescription-medicine',
    note: 'brands in parentheses after class name',
  },
  {
    text: 'Our Wegovy weight-loss plan includes nutrition coaching 🥗',
    category: 'prescription-medicine',
    note: 'brand in English sentence',
  },
  {
    text: 'Mounjaro weekly injections with a doctor-led plan 📉',
    category: 'prescription-medicine',
    note: 'brand in English sentence',
  },
  {
    text: 'OZEMPIC ΣΤΟ ΙΑΤΡΕΙΟ — ΠΕΡΙΟΡΙΣΜΕΝΑ ΡΑΝΤΕΒΟΥ ⏳',
    category: 'prescription-medicine',
    note: 'all capitals',
  },
  {
    text: 'Get your B\u200Botox done before the holidays 🎄 Limited slots!',
    category: 'prescription-medicine',
    note: 'zero-width space, English',
  },
  {
    text: 'Ozempic consultations now open — DM for availability 📩',
    category: 'prescription-medicine',
    note: 'brand in English announcement',
  },
  {
    text: 'Brunch, then a quick refresh 🥂 #botoxbeforebrunch #weekendglow',
    category: 'prescription-medicine',
    note: 'brand glued inside longer hashtag',
  },
  // ───────────────────────── prescription-medicine: isotretinoin, hair, other ─────────────────────────
  {
    text: 'Roaccutane για την ακμή: συζητήστε το με τη δερματολόγο μας 💊',
    category: 'prescription-medicine',
    note: 'brand Roaccutane in plain sentence',
  },
  {
    text: 'Ροακουτάν: καθαρή επιδερμίδα σε 6 μήνες ✨',
    category: 'prescription-medicine',
    note: 'Greek transliteration',
  },
  {
    text: 'R\u03BFaccutane για λιπαρό δέρμα 💧',
    category: 'prescription-medicine',
    note: 'Greek omicron for o',
  },
  {
    text: 'R0accutane; Ρωτήστε μας 🤫',
    category: 'prescription-medicine',
    note: 'digit zero for o',
  },
  {
    text: 'Μήνας 3 ✨ #roaccutanejourney #acnejourney',
    category: 'prescription-medicine',
    note: 'brand glued into hashtag',
  },
  {
    text: 'Ισοτρετινοΐνη σε χαμηλή δόση για λιπαρό δέρμα ✨',
    category: 'prescription-medicine',
    note: 'Greek substance with diaeresis',
  },
  {
    text: 'ισοτρετινοινη για επίμονη ακμή 👇 Κλείστε ραντεβού.',
    category: 'prescription-medicine',
    note: 'unaccented Greek substance',
  },
  {
    text: 'Isotretinoin low-dose protocol for oily skin 💧 Ask our dermatologist.',
    category: 'prescription-medicine',
    note: 'active substance in English',
  },
  {
    text: 'Ask us about Roaccutane for persistent acne 💬',
    category: 'prescription-medicine',
    note: 'brand in English sentence',
  },
  {
    text: 'Finasteride για την ανδρογενετική αλωπεκία 👨‍🦲 Ελάτε για εκτίμηση.',
    category: 'prescription-medicine',
    note: 'substance finasteride in plain sentence',
  },
  {
    text: 'Fin\u200Dasteride + PRP: το combo για τα μαλλιά σας 💪',
    category: 'prescription-medicine',
    note: 'zero-width joiner in substance',
  },
  {
    text: 'Propecia consultations every Tuesday 👨 Book now.',
    category: 'prescription-medicine',
    note: 'brand Propecia',
  },
  {
    text: 'Φιναστερίδη: μιλήστε μας για την τριχόπτωση 💇‍♂️',
    category: 'prescription-medicine',
    note: 'Greek substance name',
  },
  {
    text: 'Μινοξιδίλη από το στόμα σε χαμηλή δόση για πιο πυκνά μαλλιά 💊',
    category: 'prescription-medicine',
    note: 'oral minoxidil in Greek',
  },
  {
    text: 'Kybella για το διπλοσάγονο 👋',
    category: 'prescription-medicine',
    note: 'brand Kybella',
  },
  {
    text: 'Belkyra: λιποδιάλυση για το προγούλι σε 3 συνεδρίες 🎯',
    category: 'prescription-medicine',
    note: 'brand Belkyra',
  },
  {
    text: '\u039Aybella για λεπτότερο περίγραμμα προσώπου ✨',
    category: 'prescription-medicine',
    note: 'Greek capital Kappa',
  },
  {
    text: 'Ενέσεις δεοξυχολικού οξέος για το διπλοσάγονο 💉',
    category: 'prescription-medicine',
    note: 'active substance deoxycholic acid in Greek',
  },
  {
    text: 'Tretinoin 0.05% — ρωτήστε τη δερματολόγο μας για την αντιγήρανση 🧴',
    category: 'prescription-medicine',
    note: 'prescription tretinoin',
  },
  {
    text: 'Τρετινοΐνη: ο «χρυσός κανόνας» της αντιγήρανσης ✨ Τη συνταγογραφούμε στο ιατρείο.',
    category: 'prescription-medicine',
    note: 'Greek substance name',
  },
  {
    text: 'Tretinoin + SPF = the skincare duo dermatologists love ☀️',
    category: 'prescription-medicine',
    note: 'substance in English',
  },
  {
    text: 'Latisse για μακριές, πυκνές βλεφαρίδες 👁️✨',
    category: 'prescription-medicine',
    note: 'brand Latisse',
  },
  {
    text: 'Bimatoprost lash serum now available at our clinic 👁️',
    category: 'prescription-medicine',
    note: 'substance bimatoprost in English',
  },
  {
    text: 'Βιματοπρόστη για βλεφαρίδες που θα ζηλέψουν όλοι 😍',
    category: 'prescription-medicine',
    note: 'Greek substance name',
  },
  // ───────────────────────── cure ─────────────────────────
  {
    text: 'Θα θεραπεύσουμε την ακμή σας μια για πάντα 💪 #ακμή #δέρμα',
    category: 'cure',
    note: 'future first-person cure promise',
  },
  {
    text: 'Θεραπεύουμε οριστικά την κυτταρίτιδα σε 6 συνεδρίες ✨',
    category: 'cure',
    note: 'present-tense cure claim',
  },
  {
    text: 'Η ροδόχρους νόσος θεραπεύεται πλήρως στο ιατρείο μας 🌹',
    category: 'cure',
    note: 'passive cure claim',
  },
  {
    text: 'Εξαφανίστε τις ρυτίδες σε μία μόνο επίσκεψη! 😍',
    category: 'cure',
    note: 'imperative «εξαφανίστε»',
  },
  {
    text: 'Λέμε αντίο στην κυτταρίτιδα 👋🍑 Ξεκινάμε τον Μάιο!',
    category: 'cure',
    note: 'idiom «λέμε αντίο»',
  },
  {
    text: 'Τέλος οι ραγάδες! Εξαφανίζονται εντελώς με το νέο μας laser ✨',
    category: 'cure',
    note: '«τέλος» + «εξαφανίζονται εντελώς»',
  },
  {
    text: 'Η τριχόπτωση σταματά οριστικά με το πρωτόκολλό μας 💇‍♂️',
    category: 'cure',
    note: 'definitive stop of condition',
  },
  {
    text: 'Θεραπεύτηκε η ψωρίαση της Άννας σε 4 εβδομάδες — κι εσείς μπορείτε! 🙌',
    category: 'cure',
    note: 'past passive cure of a chronic disease',
  },
  {
    text: 'Θα θεραπευτείτε από τις ουλές ακμής χωρίς επιστροφή 💯',
    category: 'cure',
    note: 'second-person future passive',
  },
  {
    text: 'Ξεφορτωθείτε τις πανάδες μια και καλή 🌞',
    category: 'cure',
    note: 'idiom «μια και καλή»',
  },
  {
    text: 'Εξ\u0061φανίστε τους μαύρους κύκλους σε 2 εβδομάδες 👀',
    category: 'cure',
    note: 'Latin a inside Greek claim verb',
  },
  {
    text: 'Θε\u200Bραπεύουμε την υπεριδρωσία, τέλος ο ιδρώτας 💦',
    category: 'cure',
    note: 'zero-width space in claim verb',
  },
  {
    text: 'Η ακμή νικήθηκε! Καθαρό δέρμα χωρίς ούτε ένα σπυράκι ξανά ✨',
    category: 'cure',
    note: 'victory framing',
  },
  {
    text: 'Our laser cures acne scars completely ✨ Book now.',
    category: 'cure',
    note: 'English cure claim',
  },
  {
    text: 'Erase cellulite with our signature body protocol 🍑',
    category: 'cure',
    note: 'English «erase»',
  },
  {
    text: 'Our IV drip cures fatigue and boosts your immunity 💧',
    category: 'cure',
    note: 'cure claim on vitamin drip',
  },
  {
    text: 'No more hair loss: our treatment reverses baldness 💪',
    category: 'cure',
    note: '«reverses» as cure',
  },
  {
    text: 'Say goodbye to acne for good 👋 Our protocol clears it once and for all.',
    category: 'cure',
    note: 'English «say goodbye» + «once and for all»',
  },
  {
    text: 'Wrinkles? Gone. Melasma? Gone. 💁‍♀️ One session changes everything.',
    category: 'cure',
    note: 'elliptical «gone» claim',
  },
  // ───────────────────────── guarantee ─────────────────────────
  {
    text: 'Με εγγύηση επιτυχίας ή επιστροφή χρημάτων! 💯',
    category: 'guarantee',
    note: 'money-back guarantee',
  },
  {
    text: 'Σίγουρο αποτέλεσμα από την πρώτη συνεδρία ✅',
    category: 'guarantee',
    note: '«σίγουρο αποτέλεσμα»',
  },
  {
    text: 'Σίγ\u006Fυρο αποτέλεσμα, κάθε φορά 💯',
    category: 'guarantee',
    note: 'Latin o inside Greek «σίγουρο»',
  },
  {
    text: 'Εγγυόμαστε ότι θα δείχνετε 10 χρόνια νεότερη 🎉',
    category: 'guarantee',
    note: 'first-person plural «εγγυόμαστε»',
  },
  {
    text: 'Σας εγγυώμαστε λεία επιδερμίδα σε 3 συνεδρίες ✨',
    category: 'guarantee',
    note: 'alternate form «εγγυώμαστε»',
  },
  {
    text: 'Η μέθοδός μας εγγυάται αποτέλεσμα σε όλους, χωρίς εξαιρέσεις 🔬',
    category: 'guarantee',
    note: 'third-person «εγγυάται»',
  },
  {
    text: 'Εγγυημένα αποτελέσματα στην αποτρίχωση laser ⚡',
    category: 'guarantee',
    note: 'adjective «εγγυημένα»',
  },
  {
    text: 'Εγγυ\u200Bημένο αποτέλεσμα ή δωρεάν επανάληψη 🔁',
    category: 'guarantee',
    note: 'zero-width space in «εγγυημένο»',
  },
  {
    text: 'Θα χάσετε 5 κιλά τον πρώτο μήνα — εγγυημένα! ⚖️',
    category: 'guarantee',
    note: 'quantified promise',
  },
  {
    text: 'Θα σας αρέσει το αποτέλεσμα, σας το υπογράφουμε ✍️',
    category: 'guarantee',
    note: 'idiom «σας το υπογράφουμε»',
  },
  {
    text: 'Δεν υπάρχει περίπτωση να μη δείτε διαφορά! 🙌',
    category: 'guarantee',
    note: 'negated doubt',
  },
  {
    text: 'Το αποτέλεσμα είναι βέβαιο, όποια κι αν είναι η ηλικία σας 💯',
    category: 'guarantee',
    note: 'synonym «βέβαιο»',
  },
  {
    text: 'Αποτέλεσμα 100% — αλλιώς δεν πληρώνετε 😉 #σιγουροαποτελεσμα',
    category: 'guarantee',
    note: 'percentage + no-pay promise + glued hashtag',
  },
  {
    text: 'Guaranteed results or your money back! 💯',
    category: 'guarantee',
    note: 'English money-back guarantee',
  },
  {
    text: '100% guaranteed glow after one session ✨',
    category: 'guarantee',
    note: 'English percentage guarantee',
  },
  {
    text: 'We promise you will look 10 years younger 🎁',
    category: 'guarantee',
    note: 'English promise of result',
  },
  {
    text: 'Results guaranteed from the very first visit ✅',
    category: 'guarantee',
    note: 'English passive guarantee',
  },
  {
    text: 'G u a r a n t e e d fuller lips 💋 DM us!',
    category: 'guarantee',
    note: 'claim word split by spaces',
  },
  {
    text: 'Satisfaction and results 100% guaranteed ✅',
    category: 'guarantee',
    note: 'English percentage guarantee',
  },
  // ───────────────────────── permanence ─────────────────────────
  {
    text: 'Τα αποτελέσματα διαρκούν μια ζωή ✨',
    category: 'permanence',
    note: '«διαρκούν μια ζωή»',
  },
  {
    text: 'Μόνιμη λύση για τις ρυτίδες 💯',
    category: 'permanence',
    note: '«μόνιμη λύση»',
  },
  {
    text: 'Μόνιμη αποτρίχωση: απαλλαγείτε για πάντα από τις τρίχες ⚡',
    category: 'permanence',
    note: '«μόνιμη» + «για πάντα»',
  },
  {
    text: 'Τα χείλη σας θα μείνουν γεμάτα για πάντα 💋',
    category: 'permanence',
    note: 'future «θα μείνουν για πάντα»',
  },
  {
    text: 'Ένα lifting που δεν ξεθωριάζει ποτέ 🔒',
    category: 'permanence',
    note: 'negated fading',
  },
  {
    text: 'Αποτελέσματα που κρατάνε για πάντα 🔁',
    category: 'permanence',
    note: 'colloquial «κρατάνε»',
  },
  {
    text: 'Θα διαρκέσει για πάντα, δεν θα το ξανακάνετε ποτέ 🙌',
    category: 'permanence',
    note: 'future «θα διαρκέσει»',
  },
  {
    text: 'Ποτέ ξανά ξύρισμα! 🪒❌',
    category: 'permanence',
    note: '«ποτέ ξανά»',
  },
  {
    text: 'Οι ρυτίδες δεν θα επιστρέψουν ποτέ 🚫',
    category: 'permanence',
    note: 'negated return',
  },
  {
    text: 'Μια φορά και τέλος: αποτέλεσμα για όλη σας τη ζωή 🌟',
    category: 'permanence',
    note: '«για όλη σας τη ζωή»',
  },
  {
    text: 'Μόν\u200Bιμο αποτέλεσμα στα φρύδια με μία συνεδρία ✨',
    category: 'permanence',
    note: 'zero-width space in «μόνιμο»',
  },
  {
    text: 'Αιώνια νιότη σε μία σύριγγα 💉',
    category: 'permanence',
    note: '«αιώνια»',
  },
  {
    text: 'Lasts forever ✨ One session is all you need.',
    category: 'permanence',
    note: 'English «lasts forever»',
  },
  {
    text: 'Permanent results with our thread lift 🧵',
    category: 'permanence',
    note: 'English «permanent»',
  },
  {
    text: 'Never shave again — permanent hair removal ⚡',
    category: 'permanence',
    note: 'English «never again» + «permanent»',
  },
  {
    text: 'Lifelong results from a single treatment 🙌',
    category: 'permanence',
    note: 'English «lifelong»',
  },
  {
    text: 'One and done: results that never fade 🔒',
    category: 'permanence',
    note: 'English «never fade»',
  },
  // ───────────────────────── safety ─────────────────────────
  {
    text: 'Δεν έχει παρενέργειες! 🙌 Ελάτε χωρίς άγχος.',
    category: 'safety',
    note: '«δεν έχει παρενέργειες»',
  },
  {
    text: '100% ασφαλές για όλους τους τύπους δέρματος ✅',
    category: 'safety',
    note: '«100% ασφαλές»',
  },
  {
    text: '100% ασφ\u0061λές και φυσικό 🌿',
    category: 'safety',
    note: 'Latin a inside «ασφαλές»',
  },
  {
    text: 'Απόλυτα ασφαλής θεραπεία, χωρίς κανέναν κίνδυνο 🛡️',
    category: 'safety',
    note: '«απόλυτα ασφαλής» + «χωρίς κίνδυνο»',
  },
  {
    text: 'Μηδενικές παρενέργειες, μηδενικός χρόνος αποθεραπείας ✨',
    category: 'safety',
    note: '«μηδενικές παρενέργειες»',
  },
  {
    text: 'Είναι τελείως ακίνδυνο, δεν υπάρχει κανένα ρίσκο 😇',
    category: 'safety',
    note: '«ακίνδυνο» + «κανένα ρίσκο»',
  },
  {
    text: 'Τα fillers είναι εντελώς αβλαβή 💧',
    category: 'safety',
    note: '«αβλαβή» on a device',
  },
  {
    text: 'Καμία επιπλοκή, ποτέ 👌 Αυτή είναι η υπογραφή μας.',
    category: 'safety',
    note: '«καμία επιπλοκή»',
  },
  {
    text: 'Δεν θα έχετε καμία παρενέργεια, σας το υποσχόμαστε 🤞',
    category: 'safety',
    note: 'future second person + promise',
  },
  {
    text: 'Χωρίς παρενέ\u200Bργειες, χωρίς μελανιές 🙌',
    category: 'safety',
    note: 'zero-width space in «παρενέργειες»',
  },
  {
    text: 'Στο ιατρείο μας δεν έχουμε ποτέ επιπλοκές 💯',
    category: 'safety',
    note: 'claimed zero complication record',
  },
  {
    text: 'Zero side effects, zero downtime 🙌',
    category: 'safety',
    note: 'English «zero side effects»',
  },
  {
    text: '100% safe for everyone, even during pregnancy 🤰',
    category: 'safety',
    note: 'English absolute safety claim',
  },
  {
    text: 'Completely risk-free treatment ✅ Book today.',
    category: 'safety',
    note: 'English «risk-free»',
  },
  {
    text: 'No risks, no side effects, just results 💯',
    category: 'safety',
    note: 'English negated risks',
  },
  {
    text: 'Side-effect free fillers 💧 Walk in, walk out.',
    category: 'safety',
    note: 'English «side-effect free»',
  },
  // ───────────────────────── painless ─────────────────────────
  {
    text: 'Δεν πονάει καθόλου! 😊',
    category: 'painless',
    note: '«δεν πονάει καθόλου»',
  },
  {
    text: 'Ούτε θα το καταλάβετε 😉💉',
    category: 'painless',
    note: '«ούτε θα το καταλάβετε»',
  },
  {
    text: 'Εντελώς ανώδυνη διαδικασία ✨ 15 λεπτά και τελειώσατε.',
    category: 'painless',
    note: '«ανώδυνη»',
  },
  {
    text: 'Χωρίς πόνο, χωρίς μελανιές, χωρίς άγχος 🙌',
    category: 'painless',
    note: '«χωρίς πόνο»',
  },
  {
    text: 'Πόνος; Τι είναι αυτό; 😂 Η αποτρίχωσή μας είναι σαν χάδι.',
    category: 'painless',
    note: 'rhetorical question',
  },
  {
    text: 'Δεν θα νιώσετε απολύτως τίποτα 🤞',
    category: 'painless',
    note: '«δεν θα νιώσετε τίποτα»',
  },
  {
    text: 'Καθόλου πόνος, μόνο αποτέλεσμα 💯',
    category: 'painless',
    note: '«καθόλου πόνος»',
  },
  {
    text: 'Ανώδυνα fillers με τη νέα μας τεχνική 💋',
    category: 'painless',
    note: 'adverb «ανώδυνα»',
  },
  {
    text: 'Δεν πον\u200Bάει, υπόσχεση! 🤗',
    category: 'painless',
    note: 'zero-width space in «πονάει»',
  },
  {
    text: 'Ανώ\u00ADδυνο peeling για ευαίσθητες επιδερμίδες 🌸',
    category: 'painless',
    note: 'soft hyphen in «ανώδυνο»',
  },
  {
    text: 'Ούτε μια τσιμπιά 🐝 Ούτε ένα «αχ»!',
    category: 'painless',
    note: 'idiom «ούτε μια τσιμπιά»',
  },
  {
    text: 'Completely painless 😌 Most patients fall asleep!',
    category: 'painless',
    note: 'English «completely painless»',
  },
  {
    text: 'You will not feel a thing 💉😉',
    category: 'painless',
    note: 'English «not feel a thing»',
  },
  {
    text: 'Pain-free laser hair removal ⚡ Book now.',
    category: 'painless',
    note: 'English «pain-free»',
  },
  {
    text: 'Zero pain, all gain 💪 #painless #lips',
    category: 'painless',
    note: 'English slogan + hashtag',
  },
  {
    text: 'Feels like nothing at all 🪶 Ask anyone who has tried it!',
    category: 'painless',
    note: 'English «feels like nothing»',
  },
  // ───────────────────────── before-after ─────────────────────────
  {
    text: 'Πριν & μετά από 3 συνεδρίες laser 😍 #beforeandafter',
    category: 'before-after',
    note: '«πριν & μετά» + hashtag',
  },
  {
    text: 'Πριν/μετά στα χείλη 💋 Σύρετε ➡️',
    category: 'before-after',
    note: '«πριν/μετά»',
  },
  {
    text: 'Before ➡️ After: one session of lip filler 💋',
    category: 'before-after',
    note: 'arrow between before and after',
  },
  {
    text: 'Η διαφορά μιλάει από μόνη της! #πρινκαιμετα #αισθητική',
    category: 'before-after',
    note: 'glued Greek hashtag',
  },
  {
    text: 'Πριν: κουρασμένο βλέμμα. Μετά: λάμψη! ✨',
    category: 'before-after',
    note: '«Πριν: … Μετά: …»',
  },
  {
    text: 'Δείτε τη μεταμόρφωση της Ελένης 📸 Σύρετε για το «μετά» ➡️',
    category: 'before-after',
    note: 'transformation with swipe',
  },
  {
    text: 'Before vs After — swipe to see the glow-up ✨',
    category: 'before-after',
    note: '«before vs after»',
  },
  {
    text: 'Lips on point 💋 #beforeafter #lipfiller #transformation',
    category: 'before-after',
    note: 'glued English hashtag',
  },
  {
    text: 'Αριστερά πριν, δεξιά μετά 👈👉 Η φωτογραφία τα λέει όλα.',
    category: 'before-after',
    note: 'left/right description',
  },
  {
    text: 'Πρ\u200Bιν και μ\u200Bετά σε μόλις 2 εβδομάδες 🤩',
    category: 'before-after',
    note: 'zero-width spaces in both words',
  },
  {
    text: 'ΠΡΙΝ 😔 ΜΕΤΑ 😍',
    category: 'before-after',
    note: 'capitals separated by emoji',
  },
  {
    text: 'B4 & after: 10 kg down 💪',
    category: 'before-after',
    note: 'B4 shorthand',
  },
  {
    text: 'Τα αποτελέσματα σε 4 εβδομάδες 📸 #πριν_μετα #ρυτίδες',
    category: 'before-after',
    note: 'hashtag with underscore',
  },
  {
    text: 'Πριν κ μετά την πρώτη συνεδρία μεσοθεραπείας 📷',
    category: 'before-after',
    note: 'abbreviated «κ» for «και»',
  },
  {
    text: 'Day 1 vs Day 30 📸 The results speak for themselves.',
    category: 'before-after',
    note: 'day comparison instead of before/after',
  },
  {
    text: 'Swipe for the AFTER 👉 #transformationtuesday #lipgoals',
    category: 'before-after',
    note: 'swipe to reveal after',
  },
  // ───────────────────────── testimonial ─────────────────────────
  {
    text: '«Είμαι ενθουσιασμένη! Δεν πίστευα ότι θα ξαναδώ το πρόσωπό μου έτσι» – Μαρία, 42 ❤️',
    category: 'testimonial',
    note: 'quoted patient with name and age',
  },
  {
    text: 'Δείτε τι λένε οι πελάτες μας 👇 ⭐⭐⭐⭐⭐',
    category: 'testimonial',
    note: '«δείτε τι λένε» + stars',
  },
  {
    text: '⭐⭐⭐⭐⭐ «Η καλύτερη απόφαση της ζωής μου!» — Κατερίνα Π.',
    category: 'testimonial',
    note: 'star review with initial',
  },
  {
    text: 'Η Γεωργία μάς γράφει: «Χάρη σε εσάς ξαναβρήκα την αυτοπεποίθησή μου» 🥰',
    category: 'testimonial',
    note: 'reported patient message',
  },
  {
    text: '«Τέλεια δουλειά, δεν το ένιωσα καν» - Νίκος Κ. 🙏',
    category: 'testimonial',
    note: 'quoted male patient',
  },
  {
    text: 'Οι ασθενείς μας μιλούν: η ιστορία του Γιάννη με την τριχόπτωση 🎥',
    category: 'testimonial',
    note: 'case-history video',
  },
  {
    text: 'Ευχαριστούμε τη Δήμητρα για τα καλά λόγια! ✨ «Θα ξανάρθω σίγουρα»',
    category: 'testimonial',
    note: 'thank-you framing around a quote',
  },
  {
    text: 'Μήνυμα πελάτισσας: «Μου άλλαξες τη ζωή, γιατρέ» 😭❤️',
    category: 'testimonial',
    note: 'screenshot of patient message',
  },
  {
    text: '★★★★★ «Επαγγελματίες!» – Χρ. Α.',
    category: 'testimonial',
    note: 'black-star review',
  },
  {
    text: 'Η αγαπημένη μας Ρένα μοιράζεται την εμπειρία της με τα fillers 🎤',
    category: 'testimonial',
    note: 'shared patient experience',
  },
  {
    text: '5/5 αστέρια από τους ασθενείς μας στο Google ⭐ Σας ευχαριστούμε!',
    category: 'testimonial',
    note: 'aggregated rating',
  },
  {
    text: 'What our patients say: “Best decision ever!” – Anna ⭐⭐⭐⭐⭐',
    category: 'testimonial',
    note: 'English «what our patients say»',
  },
  {
    text: '“I look 10 years younger!” — Sophie, 38 💕',
    category: 'testimonial',
    note: 'English quote with name and age',
  },
  {
    text: 'Real reviews from real patients 💬 Swipe to read!',
    category: 'testimonial',
    note: 'English review carousel',
  },
  {
    text: 'Testimonial Tuesday: hear from Eleni about her lip journey 💋',
    category: 'testimonial',
    note: 'recurring testimonial series',
  },
  {
    text: '10/10 από όλες τις κυρίες αυτή την εβδομάδα 🥰 #reviews #happyclients',
    category: 'testimonial',
    note: 'score plus review hashtags',
  },
  // ───────────────────────── minors ─────────────────────────
  {
    text: 'Ειδική προσφορά για μαθήτριες λυκείου 🎒 Χείλη έτοιμα για τον χορό αποφοίτησης!',
    category: 'minors',
    note: '«μαθήτριες λυκείου»',
  },
  {
    text: 'Αποτρίχωση laser από 14 χρονών ⚡',
    category: 'minors',
    note: '«από 14 χρονών»',
  },
  {
    text: 'Χημικό peeling για εφήβους με ακμή 🧒',
    category: 'minors',
    note: '«για εφήβους»',
  },
  {
    text: '16χρονες; Ήρθε η ώρα για την πρώτη σας θεραπεία ομορφιάς 💄',
    category: 'minors',
    note: '«16χρονες»',
  },
  {
    text: 'Λάμψτε πριν τις πανελλήνιες! 📚✨ Πακέτο μεσοθεραπείας για μαθητές.',
    category: 'minors',
    note: '«πριν τις πανελλήνιες»',
  },
  {
    text: 'Φέρτε την κόρη σας (13+) για την πρώτη της μεσοθεραπεία 👩‍👧',
    category: 'minors',
    note: 'age 13+ in parentheses',
  },
  {
    text: 'Για παιδιά γυμνασίου: μίνι peeling για λαμπερό δέρμα 🎒',
    category: 'minors',
    note: '«παιδιά γυμνασίου»',
  },
  {
    text: 'Back to school lip refresh για 17άρηδες 💋',
    category: 'minors',
    note: '«17άρηδες»',
  },
  {
    text: 'Νέο πρόγραμμα αδυνατίσματος για ανήλικους 12-17 ετών 🍎',
    category: 'minors',
    note: 'weight loss for 12–17',
  },
  {
    text: 'Ειδικές τιμές σε skin boosters για μαθήτριες 👩‍🎓',
    category: 'minors',
    note: '«μαθήτριες»',
  },
  {
    text: 'Εφ\u200Bηβική ακμή; Πακέτο «teen glow» με ενέσεις PRP ✨',
    category: 'minors',
    note: 'zero-width space in «εφηβική» + «teen»',
  },
  {
    text: 'Lip filler for teens — prom season is here 💃',
    category: 'minors',
    note: 'English «for teens»',
  },
  {
    text: 'Teen glow-up package for 15–17 year olds ✨',
    category: 'minors',
    note: 'English age range',
  },
  {
    text: 'Graduation special for high-school seniors 🎓 Fillers & skin boosters.',
    category: 'minors',
    note: 'English high-school audience',
  },
  {
    text: 'Sweet sixteen? Celebrate with a lip flip 🎂',
    category: 'minors',
    note: 'English «sweet sixteen»',
  },
  {
    text: 'Teens welcome! Laser hair removal from age 14 ⚡',
    category: 'minors',
    note: 'English «from age 14»',
  },
  // ───────────────────────── endorsement ─────────────────────────
  {
    text: 'FDA approved θεραπεία για το πρόσωπο 🇺🇸✅',
    category: 'endorsement',
    note: '«FDA approved»',
  },
  {
    text: 'Εγκεκριμένο από τον FDA και κλινικά αποδεδειγμένο 🔬',
    category: 'endorsement',
    note: '«εγκεκριμένο από τον FDA»',
  },
  {
    text: 'Κλινικά αποδεδειγμένο ότι μειώνει τις ρυτίδες κατά 80% 📉',
    category: 'endorsement',
    note: '«κλινικά αποδεδειγμένο» with figure',
  },
  {
    text: 'Συστήνεται από δερματολόγους σε όλο τον κόσμο 🩺',
    category: 'endorsement',
    note: '«συστήνεται από δερματολόγους»',
  },
  {
    text: 'Η επιλογή των σταρ του Hollywood ⭐🎬',
    category: 'endorsement',
    note: '«η επιλογή των σταρ»',
  },
  {
    text: 'Γνωστή ηθοποιός μάς εμπιστεύτηκε τα χείλη της 💋 Μαντέψτε ποια! 🤫',
    category: 'endorsement',
    note: 'anonymous celebrity teaser',
  },
  {
    text: '9 στους 10 γιατρούς το προτιμούν 👍',
    category: 'endorsement',
    note: 'doctor preference statistic',
  },
  {
    text: 'Το αγαπημένο treatment των influencers 📸',
    category: 'endorsement',
    note: 'influencer endorsement',
  },
  {
    text: 'Επίσημα εγκεκριμένο και προτεινόμενο από τον ΕΟΦ ✅',
    category: 'endorsement',
    note: 'claimed regulator recommendation',
  },
  {
    text: 'F.D.A. approved ✅ Εισαγωγή από Αμερική 🇺🇸',
    category: 'endorsement',
    note: 'FDA split by dots',
  },
  {
    text: 'Κλινικ\u200Bά αποδεδειγμένη μέθοδος 🔬',
    category: 'endorsement',
    note: 'zero-width space in «κλινικά»',
  },
  {
    text: 'Recommended by doctors worldwide 👩‍⚕️',
    category: 'endorsement',
    note: 'English «recommended by doctors»',
  },
  {
    text: 'The treatment Kim Kardashian swears by 💋',
    category: 'endorsement',
    note: 'named celebrity',
  },
  {
    text: 'Clinically proven to melt fat 🔥',
    category: 'endorsement',
    note: 'English «clinically proven»',
  },
  {
    text: 'As seen on celebrities at Cannes 🌟',
    category: 'endorsement',
    note: 'celebrity association',
  },
  {
    text: 'Dermatologist-approved and celebrity-loved 🌟',
    category: 'endorsement',
    note: 'English professional and celebrity endorsement',
  },
  // ───────────────────────── comparison ─────────────────────────
  {
    text: 'Καλύτερο από πλαστική και χωρίς ρίσκο 😉',
    category: 'comparison',
    note: '«καλύτερο από πλαστική»',
  },
  {
    text: 'Lifting χωρίς νυστέρι 🔪❌',
    category: 'comparison',
    note: '«lifting χωρίς νυστέρι»',
  },
  {
    text: 'Το ίδιο αποτέλεσμα με χειρουργείο, χωρίς χειρουργείο 💯',
    category: 'comparison',
    note: '«το ίδιο αποτέλεσμα με χειρουργείο»',
  },
  {
    text: 'Ο καλύτερος δερματολόγος στην Αθήνα 🏆',
    category: 'comparison',
    note: '«ο καλύτερος δερματολόγος»',
  },
  {
    text: 'Νο1 κλινική αισθητικής στη Θεσσαλονίκη 🥇',
    category: 'comparison',
    note: '«Νο1» with Greek Nu and omicron',
  },
  {
    text: 'Ξεχάστε το χειρουργείο — η ρινοπλαστική χωρίς νυστέρι είναι εδώ 👃',
    category: 'comparison',
    note: 'against surgery',
  },
  {
    text: 'Γιατί να πάτε σε χειρουργό, όταν υπάρχουμε εμείς; 😎',
    category: 'comparison',
    note: 'rhetorical comparison with surgeons',
  },
  {
    text: 'Αποτελέσματα που άλλες κλινικές απλά δεν μπορούν να πετύχουν 💪',
    category: 'comparison',
    note: 'comparison with other clinics',
  },
  {
    text: 'Μην εμπιστεύεστε τα φτηνά ιατρεία, ελάτε στους ειδικούς 🙅‍♀️',
    category: 'comparison',
    note: 'disparaging other doctors',
  },
  {
    text: 'Η πιο έμπειρη γιατρός της πόλης 👩‍⚕️🏅',
    category: 'comparison',
    note: 'superlative self-praise',
  },
  {
    text: 'Πιο φυσικό από τα εμφυτεύματα, χωρίς ουλές 🍑',
    category: 'comparison',
    note: 'comparison with implants',
  },
  {
    text: 'Κα\u200Bλύτερο από lifting, σε 30 λεπτά ⏱️',
    category: 'comparison',
    note: 'zero-width space in «καλύτερο»',
  },
  {
    text: 'Better than surgery, without the downtime ✨',
    category: 'comparison',
    note: 'English «better than surgery»',
  },
  {
    text: 'Non-surgical facelift — all the results of surgery, none of the scars 🔪❌',
    category: 'comparison',
    note: 'English surgical equivalence',
  },
  {
    text: 'The #1 aesthetic clinic in Athens 🥇',
    category: 'comparison',
    note: 'English «#1 clinic»',
  },
  {
    text: 'Top-rated: the best injector in Greece 💉🏆',
    category: 'comparison',
    note: 'English «the best injector»',
  },
  {
    text: 'Why go under the knife when you can come to us? 🔪❌',
    category: 'comparison',
    note: 'English rhetorical comparison with surgery',
  },
  // ───────────────────────── price-promotion ─────────────────────────
  {
    text: '-30% στα fillers όλο τον Μάιο! 💋',
    category: 'price-promotion',
    note: 'percentage discount on fillers',
  },
  {
    text: 'Υαλουρονικό στα χείλη μόνο 150€ 💋',
    category: 'price-promotion',
    note: 'price for lip filler',
  },
  {
    text: 'Black Friday στις ενέσεις! 🖤 Έκπτωση 40% σε όλες τις ενέσιμες θεραπείες.',
    category: 'price-promotion',
    note: 'Black Friday on injectables',
  },
  {
    text: '1+1 δώρο σε μεσοθεραπεία 🎁',
    category: 'price-promotion',
    note: 'one-plus-one on mesotherapy',
  },
  {
    text: 'PRP προσώπου με 99€ αντί 180€ 🩸',
    category: 'price-promotion',
    note: 'slashed price on PRP',
  },
  {
    text: 'Skin boosters: 3 συνεδρίες στην τιμή των 2 💧',
    category: 'price-promotion',
    note: 'three for two on skin boosters',
  },
  {
    text: 'Νήματα lifting με 50% έκπτωση μόνο αυτή την εβδομάδα 🧵',
    category: 'price-promotion',
    note: 'discount on threads',
  },
  {
    text: 'Δώρο μια σύριγγα υαλουρονικού σε κάθε πακέτο 🎁',
    category: 'price-promotion',
    note: 'free syringe gift',
  },
  {
    text: 'Προσφορά Αγίου Βαλεντίνου: χείλη + ρυτίδες 199€ ❤️',
    category: 'price-promotion',
    note: 'holiday bundle price',
  },
  {
    text: 'Happy hour στα fillers: 17:00–19:00 -20% ⏰',
    category: 'price-promotion',
    note: 'time-limited discount',
  },
  {
    text: 'Κουπόνι 50€ για μεσοθεραπεία μαλλιών 💇‍♀️',
    category: 'price-promotion',
    note: 'coupon on mesotherapy',
  },
  {
    text: 'Profhilo: 2 συνεδρίες 350€ — περιορισμένες θέσεις ⏳',
    category: 'price-promotion',
    note: 'package price with scarcity',
  },
  {
    text: 'F\u200Biller -30% μόνο για followers 🤫',
    category: 'price-promotion',
    note: 'zero-width space in «filler»',
  },
  {
    text: 'Μεσοθεραπεία προσώπου €59 🤑 Κλείστε τώρα!',
    category: 'price-promotion',
    note: 'low price on mesotherapy',
  },
  {
    text: 'Lip filler only €149 this month! 💋',
    category: 'price-promotion',
    note: 'English price on lip filler',
  },
  {
    text: 'Buy one syringe, get the second half price 💉',
    category: 'price-promotion',
    note: 'English BOGO on syringes',
  },
  {
    text: 'Cyber Monday: 25% off all dermal fillers 💻',
    category: 'price-promotion',
    note: 'English Cyber Monday discount',
  },
  {
    text: 'Summer sale: PRP hair, 4 sessions for €299 ☀️',
    category: 'price-promotion',
    note: 'English PRP package price',
  },
  {
    text: 'Mesotherapy 3-pack €199 🎁 Offer ends Sunday!',
    category: 'price-promotion',
    note: 'English package price on mesotherapy',
  },
];
