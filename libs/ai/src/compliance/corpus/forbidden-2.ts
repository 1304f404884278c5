import type { ForbiddenText } from './forbidden.ts';

// Second, independent corpus of texts the compliance gate must refuse.
// Written from the outside, without reading the rules or the first corpus.
// Invisible and look-alike characters are written as \u escapes on purpose.
export const FORBIDDEN_2: ForbiddenText[] = [
  // ───────────── prescription-medicine: Greek ─────────────
  {
    text: 'Ρυτίδες έκφρασης στο μέτωπο; Η βοτουλινική τοξίνη τις χαλαρώνει μέσα σε λίγες μέρες 🙌 Κλείστε ραντεβού στο 210 1234567',
    category: 'prescription-medicine',
    note: 'substance named in Greek, nominative',
  },
  {
    text: 'Μάθετε τα πάντα για τις εφαρμογές της αλλαντικής τοξίνης στο πρόσωπο 👉 link in bio 💫',
    category: 'prescription-medicine',
    note: 'synonym αλλαντική τοξίνη in the genitive',
  },
  {
    text: 'Οι ενέσεις βοτουλινικής κρατούν περίπου 4 μήνες ⏳ Μην ξεχάσετε να κλείσετε το επόμενο ραντεβού σας!',
    category: 'prescription-medicine',
    note: 'adjective βοτουλινικής alone, without τοξίνη',
  },
  {
    text: 'Το καλοκαίρι πλησιάζει ☀️ Με τη βοήθεια της σεμαγλουτίδης και εξατομικευμένο πλάνο διατροφής, αποχαιρετήστε τα περιττά κιλά! #weightloss',
    category: 'prescription-medicine',
    note: 'semaglutide in the Greek genitive',
  },
  {
    text: 'Πρόγραμμα απώλειας βάρους με τιρζεπατίδη 💪 Ζυγίζουμε, μετράμε, προσαρμόζουμε. Πληροφορίες στο inbox 📩',
    category: 'prescription-medicine',
    note: 'tirzepatide in Greek',
  },
  {
    text: 'Πρόγραμμα αδυνατίσματος με σεμαγλουτιδη και λιραγλουτιδη, με εβδομαδιαίο ζύγισμα 📉 Στείλτε μας μήνυμα',
    category: 'prescription-medicine',
    note: 'Greek substance names written without accents',
  },
  {
    text: 'ΜΠΟΤΟΞ ΜΟΝΟ ΑΠΟ ΓΙΑΤΡΟ 👩‍⚕️ ΚΑΙ ΜΟΝΟ ΣΤΟ ΙΑΤΡΕΙΟ ΜΑΣ! Ραντεβού στο DM',
    category: 'prescription-medicine',
    note: 'all-caps Greek transliteration',
  },
  {
    text: 'Φρέσκο βλέμμα χωρίς «πόδι της χήνας» 🦢 Ραντεβού για mpotox κάθε Σάββατο ✨ #mpotox #glyfada',
    category: 'prescription-medicine',
    note: 'Greeklish mpotox',
  },
  {
    text: 'Ενέσεις ozempik για το καλοκαιρινό κορμί ☀️👙 Ρωτήστε μας στο 6912345678',
    category: 'prescription-medicine',
    note: 'Greeklish misspelling ozempik',
  },
  {
    text: 'Πρόγραμμα αδυνατίσματος με semaglutidi 💉 υπό ιατρική παρακολούθηση. Στείλτε μήνυμα για λεπτομέρειες 📲',
    category: 'prescription-medicine',
    note: 'Greeklish semaglutidi',
  },
  {
    text: 'Β ο τ ο ξ στο μέτωπο και στο μεσόφρυο ✨ Ραντεβού στο 2310 555000 #thessaloniki',
    category: 'prescription-medicine',
    note: 'Greek letters separated by spaces',
  },
  {
    text: 'Μ.π.ό.τ.ο.ξ για λείο μέτωπο 🌸 Φέτος το Πάσχα λάμψτε! Ραντεβού στο inbox',
    category: 'prescription-medicine',
    note: 'Greek letters separated by dots',
  },
  {
    text: 'Λίγο μπόττοξ πριν τις γιορτές; 😉💉 Ραντεβού στη Γλυφάδα, τηλ. 210 8940000',
    category: 'prescription-medicine',
    note: 'Greek spelling with doubled τ',
  },
  {
    text: 'Το αγαπημένο σας #μποτοξ_αθηνα επιστρέφει 💜 Νέα ραντεβού για τον Οκτώβριο!',
    category: 'prescription-medicine',
    note: 'hashtag glued with underscore and city',
  },
  {
    text: 'Ο Σεπτέμβρης είναι μήνας για ανανέωση 🍂\n#μποτοξάκι #ομορφιά #κολωνάκι\nΡαντεβού στο 210 7000000',
    category: 'prescription-medicine',
    note: 'diminutive μποτοξάκι inside a hashtag',
  },
  {
    text: 'Ώρα για μποτοξάρισμα πριν τα Χριστούγεννα 🎄💉 Λίγες θέσεις ακόμη για τον Δεκέμβριο!',
    category: 'prescription-medicine',
    note: 'slang verbal noun μποτοξάρισμα',
  },
  {
    text: 'Νέα παρτίδα Vistabel μόλις έφτασε στο ιατρείο 📦✨ Κλείστε θέση για τις ρυτίδες του μεσόφρυου!',
    category: 'prescription-medicine',
    note: 'brand Vistabel in a Greek sentence',
  },
  {
    text: 'Azzalure ή υαλουρονικό; 🤔 Η γιατρός μας θα σας προτείνει τι ταιριάζει στο πρόσωπό σας. Ραντεβού αξιολόγησης στο link',
    category: 'prescription-medicine',
    note: 'brand in a question, next to a device',
  },
  {
    text: 'Το Alluzience, η έτοιμη προς χρήση υγρή μορφή, τώρα και στο ιατρείο μας στην Πάτρα 💧',
    category: 'prescription-medicine',
    note: 'brand Alluzience',
  },
  {
    text: 'Xe0min για λείο μέτωπο χωρίς «παγωμένη» έκφραση ✨ Ραντεβού στο 2610 222333',
    category: 'prescription-medicine',
    note: 'digit zero instead of o in Xeomin',
  },
  {
    text: 'Ξεκίνησαν τα ραντεβού για Bocouture στο Ηράκλειο 🌊 Στείλτε μας μήνυμα για διαθεσιμότητα',
    category: 'prescription-medicine',
    note: 'brand Bocouture',
  },
  {
    text: 'Έφτασε το Letybo 🇰🇷 Η νέα τοξίνη της Ευρώπης, για πρώτη φορά στη Λάρισα! Ραντεβού στο DM',
    category: 'prescription-medicine',
    note: 'brand Letybo',
  },
  {
    text: 'Relfydess: η νέα υγρή νευροτοξίνη με γρήγορη δράση ⚡ Ρωτήστε τη γιατρό μας στο επόμενο ραντεβού',
    category: 'prescription-medicine',
    note: 'brand Relfydess',
  },
  {
    text: 'Dysp0rt στο ιατρείο μας για τις λεπτές γραμμές γύρω από τα μάτια 👀✨',
    category: 'prescription-medicine',
    note: 'digit zero in Dysport',
  },
  {
    text: 'Θέλετε να χάσετε κιλά; Το Οζέμπικ δεν είναι μόδα, είναι επιστήμη 💉📉 Ρωτήστε μας',
    category: 'prescription-medicine',
    note: 'Ozempic transliterated into Greek',
  },
  {
    text: 'Γουεγκόβι τώρα διαθέσιμο μέσα από το πρόγραμμα απώλειας βάρους μας ⚖️ Κλείστε ραντεβού',
    category: 'prescription-medicine',
    note: 'Wegovy transliterated into Greek',
  },
  {
    text: 'Μουντζάρο: το νέο «μυστικό» για απώλεια κιλών 🤫 Ρωτήστε στο inbox 📩',
    category: 'prescription-medicine',
    note: 'Mounjaro transliterated into Greek',
  },
  {
    text: 'Σαξέντα + διατροφολόγος = το δίδυμο που χρειάζεστε για το καλοκαίρι 🏖️',
    category: 'prescription-medicine',
    note: 'Saxenda transliterated into Greek',
  },
  {
    text: 'Χάπι αδυνατίσματος Ριμπέλσους, χωρίς ενέσεις! 💊 Πληροφορίες στο inbox',
    category: 'prescription-medicine',
    note: 'Rybelsus transliterated into Greek',
  },
  {
    text: 'Το ΟΖΕΜΠΙΚ δεν είναι μόνο για διαβητικούς 😉 Ρωτήστε μας για το πρόγραμμα αδυνατίσματος ⚖️',
    category: 'prescription-medicine',
    note: 'Greek transliteration in capitals',
  },
  {
    text: 'Επίμονη ακμή; Η ισοτρετινοΐνη μπορεί να είναι η λύση σας 💊 Ραντεβού με τη δερματολόγο μας',
    category: 'prescription-medicine',
    note: 'isotretinoin in Greek with diaeresis',
  },
  {
    text: 'Ισο-τρετι-νοΐνη: η δερματολόγος μας λύνει τις απορίες σας και ξεκινάτε θεραπεία από την πρώτη επίσκεψη 💊',
    category: 'prescription-medicine',
    note: 'substance split with hyphens',
  },
  {
    text: 'Ροακουτάν: όσα θέλετε να ξέρετε για το χάπι που αλλάζει το δέρμα 🧴 Διαβάστε στο blog μας 👉',
    category: 'prescription-medicine',
    note: 'Roaccutane transliterated into Greek',
  },
  {
    text: 'Αραιά μαλλιά; Η φιναστερίδη μαζί με PRP δίνει νέα πνοή στα μαλλιά σας 💇‍♂️ Ραντεβού στο 210 9999999',
    category: 'prescription-medicine',
    note: 'finasteride in Greek',
  },
  {
    text: 'Χάπι για την ανδρογενετική αλωπεκία; Ρωτήστε μας για τη δουταστερίδη 💊👨',
    category: 'prescription-medicine',
    note: 'dutasteride in Greek, accusative',
  },
  {
    text: 'Μινοξιδίλη από το στόμα σε χαμηλή δόση: το νέο trend στην τριχόπτωση 💊 Κλείστε ραντεβού τριχολογικού ελέγχου',
    category: 'prescription-medicine',
    note: 'oral minoxidil in Greek',
  },
  {
    text: 'Διπλοσάγονο; Ενέσεις δεοξυχολικού οξέος για να «λιώσει» το λίπος 💉 Ραντεβού στο Χαλάνδρι',
    category: 'prescription-medicine',
    note: 'deoxycholic acid in the Greek genitive',
  },
  {
    text: 'Τρετινοΐνη με συνταγή από τη δερματολόγο μας για λάμψη και λιγότερες λεπτές γραμμές 🌟',
    category: 'prescription-medicine',
    note: 'tretinoin in Greek',
  },
  {
    text: 'Βλεφαρίδες-όνειρο με βιματοπρόστη 👁️✨ Ρωτήστε μας για το πρωτόκολλο στο επόμενο ραντεβού',
    category: 'prescription-medicine',
    note: 'bimatoprost in Greek',
  },
  {
    text: 'Προπέσια ή μεσοθεραπεία; Ο γιατρός μας σας λέει τι ταιριάζει στα μαλλιά σας 💇‍♂️',
    category: 'prescription-medicine',
    note: 'Propecia transliterated into Greek',
  },
  {
    text: 'Μπό\u200Bτοξ για λείο μέτωπο ✨ Ραντεβού στο inbox 📩',
    category: 'prescription-medicine',
    note: 'zero-width space inside Greek word',
  },
  {
    text: 'Νέο πρόγραμμα αδυνατίσματος με σεμαγλου\u00ADτίδη 📉 Πληροφορίες στο 6900000000',
    category: 'prescription-medicine',
    note: 'soft hyphen inside Greek substance',
  },
  {
    text: 'Βοτουλι\u200Cνική τοξίνη για την υπεριδρωσία στις μασχάλες 💦 Καλοκαίρι χωρίς άγχος για τον ιδρώτα!',
    category: 'prescription-medicine',
    note: 'zero-width non-joiner inside Greek word',
  },
  {
    text: 'Μπ\u200Dοτ\u200Dοξ & υαλουρονικό στο ίδιο ραντεβού 💋 Εξοικονομήστε χρόνο!',
    category: 'prescription-medicine',
    note: 'zero-width joiners inside Greek word',
  },
  {
    text: 'Φινα\u00ADστερίδη + μεσοθεραπεία στο ίδιο πρόγραμμα για την τριχόπτωση 💇‍♂️ Κλείστε ραντεβού',
    category: 'prescription-medicine',
    note: 'soft hyphen in finasteride (Greek)',
  },
  {
    text: 'Προσφέρουμε μπ\u006Fτ\u006Fξ από εξειδικευμένη ιατρό ✨ #κηφισια',
    category: 'prescription-medicine',
    note: 'Latin o instead of Greek ο inside Greek word',
  },
  {
    text: 'Νέο πρόγραμμα με Σ\u0045\u004D\u0041ΓΛΟΥΤΙΔΗ για το καλοκαίρι ☀️ Ρωτήστε μας',
    category: 'prescription-medicine',
    note: 'Greek capitals with Latin E, M, A look-alikes',
  },
  {
    text: 'Μπο\u0301τοξ για το πόδι της χήνας 👀 Ραντεβού στο Μαρούσι',
    category: 'prescription-medicine',
    note: 'combining acute accent instead of precomposed ό',
  },
  {
    text: 'Ραντεβού για \u0392\u03BFt\u03BFx στη Νέα Σμύρνη 💫 Τρίτη και Πέμπτη απόγευμα',
    category: 'prescription-medicine',
    note: 'Greek Beta and omicron inside Latin brand',
  },
  {
    text: 'Φρεσκάρετε το βλέμμα με \u0412\u043Et\u043Ex πριν τις διακοπές 🏝️ Κλείστε θέση στο DM',
    category: 'prescription-medicine',
    note: 'Cyrillic В and о inside Latin brand',
  },
  {
    text: '#BotoxParty στο ιατρείο μας την Παρασκευή 🥂 Φέρτε τις φίλες σας! Περιορισμένες θέσεις',
    category: 'prescription-medicine',
    note: 'brand glued inside camel-case hashtag',
  },
  {
    text: 'Μενού εβδομάδας για όσες ακολουθούν το πρόγραμμά μας 🥗 #ozempicdiet #fitgreece #diatrofi',
    category: 'prescription-medicine',
    note: 'brand only inside glued hashtag',
  },
  {
    text: '#wegovyjourney Μήνας 3 στο πρόγραμμα της κλινικής μας 📉💪 Συνεχίζουμε δυνατά!',
    category: 'prescription-medicine',
    note: 'brand glued in leading hashtag',
  },
  {
    text: 'Μ/π/ό/τ/ο/ξ στο μεσόφρυο, διαδικασία 10 λεπτών ⏱️ #lunchbreak',
    category: 'prescription-medicine',
    note: 'Greek letters separated by slashes',
  },
  {
    text: 'Νέα ώρα για μπό|τοξ: κάθε Τετάρτη απόγευμα 🕔 Κλείστε θέση στο link',
    category: 'prescription-medicine',
    note: 'pipe inside Greek word',
  },
  {
    text: 'Μ\nΠ\nΟ\nΤ\nΟ\nΞ\n✨ ραντεβού στο DM ✨',
    category: 'prescription-medicine',
    note: 'one letter per line (vertical text)',
  },
  {
    text: 'Μπό💉τοξ για λείο μέτωπο 👀 Ραντεβού στο Μαρούσι, 210 6100000',
    category: 'prescription-medicine',
    note: 'emoji inserted inside Greek word',
  },
  {
    text: 'Η τοξίνη τύπου Α χαλαρώνει τους μύες που δημιουργούν τις ρυτίδες έκφρασης 💆‍♀️ Ρωτήστε μας για ραντεβού',
    category: 'prescription-medicine',
    note: 'euphemism «τοξίνη τύπου Α» without the word botulinum',
  },
  {
    text: 'Νευροτοξίνη στο μέτωπο, υαλουρονικό στα χείλη 💋 Ό,τι χρειάζεστε σε ένα ραντεβού',
    category: 'prescription-medicine',
    note: 'generic νευροτοξίνη',
  },
  {
    text: 'Η αλλαντοτοξίνη δεν είναι μόνο για ρυτίδες: ρωτήστε μας για το τρίξιμο των δοντιών 😬',
    category: 'prescription-medicine',
    note: 'compound word αλλαντοτοξίνη',
  },
  {
    text: 'Πρόγραμμα GLP-1 για απώλεια βάρους με μία ένεση την εβδομάδα 💉 Ρωτήστε μας',
    category: 'prescription-medicine',
    note: 'drug class GLP-1 as euphemism',
  },
  {
    text: 'Ζέπμπαουντ ή Μουντζάρο; Ίδια ουσία, ένα πρόγραμμα 💉 Ρωτήστε τον γιατρό μας',
    category: 'prescription-medicine',
    note: 'Zepbound and Mounjaro transliterated into Greek',
  },
  {
    text: 'Λατίς για μακριές βλεφαρίδες 👁️ τώρα και στο ιατρείο μας στο Περιστέρι',
    category: 'prescription-medicine',
    note: 'Latisse transliterated into Greek',
  },
  {
    text: 'Το ΚΑΙΜΠΕΛΑ ήρθε στην Ελλάδα ως Μπελκάιρα 💉 Αντίο διπλοσάγονο, ραντεβού στο DM',
    category: 'prescription-medicine',
    note: 'Kybella/Belkyra transliterated into Greek',
  },
  {
    text: 'Botox, Dysport ή Xeomin; 🤷‍♀️ Δουλεύουμε με όλα! Κλείστε ραντεβού αξιολόγησης',
    category: 'prescription-medicine',
    note: 'several brands listed in a Greek post',
  },
  {
    text: 'Διαθέσιμο πλέον και το Nuceiva στο ιατρείο μας ✨ Ρωτήστε τη γιατρό μας',
    category: 'prescription-medicine',
    note: 'brand Nuceiva (prabotulinumtoxinA)',
  },
  // ───────────── prescription-medicine: English ─────────────
  {
    text: 'Bottox Tuesdays are back 💉✨ DM to book your slot #athensaesthetics',
    category: 'prescription-medicine',
    note: 'doubled letter',
  },
  {
    text: 'Botx & brows: the perfect pre-wedding combo 👰 Book via link in bio',
    category: 'prescription-medicine',
    note: 'dropped letter',
  },
  {
    text: 'Bootx Fridays 🍸 Come smooth out those frown lines after work',
    category: 'prescription-medicine',
    note: 'letters swapped/doubled',
  },
  {
    text: 'B/o/t/o/x for crow’s feet now available in Kifisia ✨ DM us',
    category: 'prescription-medicine',
    note: 'letters separated by slashes',
  },
  {
    text: 'B*tox season is here ❄️ Freshen up before the holidays, book now',
    category: 'prescription-medicine',
    note: 'asterisk replacing a letter',
  },
  {
    text: 'Bo_tox + skin booster combo 💫 Ask about our glow day',
    category: 'prescription-medicine',
    note: 'underscore inside the word',
  },
  {
    text: 'O z e m p i c weight plan with monthly check-ins ⚖️ Link in bio',
    category: 'prescription-medicine',
    note: 'letters separated by spaces',
  },
  {
    text: 'Ozmpic program starting September 🍂 Limited places, DM "SLIM" to join',
    category: 'prescription-medicine',
    note: 'dropped letter',
  },
  {
    text: 'Ozmepic journey: week 1 starts Monday 💪 Ask our doctor',
    category: 'prescription-medicine',
    note: 'letters swapped',
  },
  {
    text: 'Wegovvy is finally back in stock at our clinic 📦 Message us to reserve your start date',
    category: 'prescription-medicine',
    note: 'doubled letter',
  },
  {
    text: 'Ⓑⓞⓣⓞⓧ + ⓕⓘⓛⓛⓔⓡ day this Saturday 💕 Limited slots',
    category: 'prescription-medicine',
    note: 'circled letters',
  },
  {
    text: '⒝⒪⒯⒪⒳ for a rested look ✨ Book via WhatsApp',
    category: 'prescription-medicine',
    note: 'parenthesized letters',
  },
  {
    text: 'ᴮᵒᵗᵒˣ lunch break: in and out in 15 minutes ⏱️',
    category: 'prescription-medicine',
    note: 'superscript modifier letters',
  },
  {
    text: 'Ｂｏｔｏｘ appointments this week in Thessaloniki 📍 DM',
    category: 'prescription-medicine',
    note: 'full-width letters',
  },
  {
    text: '𝐁𝐨𝐭𝐨𝐱 𝐅𝐫𝐢𝐝𝐚𝐲 is here 💉 Tag a friend who needs a refresh',
    category: 'prescription-medicine',
    note: 'mathematical bold letters',
  },
  {
    text: 'ʙᴏᴛᴏx & chill 😌 Your forehead will thank you. DM to book',
    category: 'prescription-medicine',
    note: 'small-capital letters',
  },
  {
    text: 'B\u200Bo\u200Bt\u200Bo\u200Bx glow-up before summer ☀️ Book now',
    category: 'prescription-medicine',
    note: 'zero-width spaces between all letters',
  },
  {
    text: 'Ozem\u2060pic weight program with nutrition coaching 🥗 DM to start',
    category: 'prescription-medicine',
    note: 'word joiner inside brand',
  },
  {
    text: 'Mounja\uFEFFro is here! Weekly injection program with our GP 💉 #weightlossjourney',
    category: 'prescription-medicine',
    note: 'BOM / zero-width no-break space inside brand',
  },
  {
    text: 'Tirze\u00ADpatide program for stubborn weight 📉 Book your intake consult',
    category: 'prescription-medicine',
    note: 'soft hyphen inside substance',
  },
  {
    text: 'B\u0301otox for a smoother forehead ✨ Kolonaki clinic, book online',
    category: 'prescription-medicine',
    note: 'combining acute accent on first letter',
  },
  {
    text: 'Sema\u0261lutide program now open 💉 Weekly check-ins with our doctor',
    category: 'prescription-medicine',
    note: 'Latin script g (ɡ) look-alike',
  },
  {
    text: 'Wegov\u0443 program: first consult this week 📅 DM "START"',
    category: 'prescription-medicine',
    note: 'Cyrillic у replacing final y',
  },
  {
    text: '\u039Fzempic & Mounjar\u03BF plans, tailored to you ⚖️ Link in bio',
    category: 'prescription-medicine',
    note: 'Greek Omicron/omicron replacing o',
  },
  {
    text: '#BotoxAndBrunch this Sunday 🥂 Bring your bestie',
    category: 'prescription-medicine',
    note: 'brand glued inside hashtag',
  },
  {
    text: 'What’s in our fridge? 👀 #xeominathens #glowclinic #smoothskin',
    category: 'prescription-medicine',
    note: 'brand only inside glued hashtag',
  },
  {
    text: 'Got #ozempicface? We’ve got you 💁‍♀️ Volume restoration consults open',
    category: 'prescription-medicine',
    note: 'brand in trend hashtag used to sell another treatment',
  },
  {
    text: 'Roacc*tane consultations for stubborn acne, book with our dermatologist 💊',
    category: 'prescription-medicine',
    note: 'asterisk inside brand',
  },
  {
    text: 'Fin4steride + PRP hair protocol for men 💇‍♂️ DM for details',
    category: 'prescription-medicine',
    note: 'leetspeak digit 4 for a',
  },
  {
    text: 'K y b e l l a for the double chin 💉 Book your consult in Marousi',
    category: 'prescription-medicine',
    note: 'spaced letters',
  },
  {
    text: 'Latisse lash serum prescribed at your consult 👁️✨ Longer lashes in weeks',
    category: 'prescription-medicine',
    note: 'brand Latisse',
  },
  {
    text: 'Tretinoin 0.05% starter kit, prescribed in-house 🧴 Ask at reception',
    category: 'prescription-medicine',
    note: 'substance with strength',
  },
  {
    text: 'Baby botox = tiny doses, natural look 👶✨ Book now #babybotox',
    category: 'prescription-medicine',
    note: 'lowercase slang "baby botox"',
  },
  {
    text: 'Tox & glow: our signature 45-minute lunchtime treatment 💉✨ #tox #toxglow',
    category: 'prescription-medicine',
    note: 'industry slang "tox"',
  },
  {
    text: 'onabotulinumtoxinA? abobotulinumtoxinA? incobotulinumtoxinA? Our doctors explain which one suits you 🤓 Book a consult',
    category: 'prescription-medicine',
    note: 'INN substance names only',
  },
  {
    text: 'Daxxify, the long-lasting toxin, is coming soon 👀 Join the waitlist',
    category: 'prescription-medicine',
    note: 'brand of daxibotulinumtoxinA',
  },
  {
    text: 'Zepbound & Mounjaro: same molecule, one program 💉 DM "START"',
    category: 'prescription-medicine',
    note: 'two brands of tirzepatide',
  },
  {
    text: 'Saxenda daily pen program with dietitian follow-up 🖊️📉',
    category: 'prescription-medicine',
    note: 'brand Saxenda',
  },
  {
    text: 'Rybelsus: weight loss in a pill? Ask our doctor 💊',
    category: 'prescription-medicine',
    note: 'brand Rybelsus',
  },
  {
    text: 'Dutasteride mesotherapy for thinning hair 💉 New in our clinic',
    category: 'prescription-medicine',
    note: 'substance dutasteride',
  },
  {
    text: 'Bimatoprost for longer, darker lashes 👁️ prescribed during your visit',
    category: 'prescription-medicine',
    note: 'substance bimatoprost',
  },
  {
    text: 'Botulinum toxin for jaw slimming and teeth grinding 😬 Book your consult',
    category: 'prescription-medicine',
    note: 'English substance name',
  },
  {
    text: 'Genuine BOTOX® only 💯 Never diluted. Book now',
    category: 'prescription-medicine',
    note: 'caps brand with registered sign',
  },
  {
    text: 'B.O.T.O.X. bar opens at 18:00 tonight 🍸 Walk-ins welcome',
    category: 'prescription-medicine',
    note: 'letters separated by dots',
  },
  {
    text: 'Liraglutide & semaglutide weight programs 📉 Doctor-led, DM to apply',
    category: 'prescription-medicine',
    note: 'two substance names',
  },
  {
    text: 'Our Belkyra jawline day is back 💉 Only 6 slots',
    category: 'prescription-medicine',
    note: 'brand Belkyra',
  },
  {
    text: 'Oral minoxidil 2.5mg + scalp check 🧑‍🦲 The hair-loss protocol everyone asks about',
    category: 'prescription-medicine',
    note: 'oral minoxidil with dose',
  },
  {
    text: 'Ti🔥rze🔥pa🔥tide: the weekly shot everyone is talking about 💉 DM us',
    category: 'prescription-medicine',
    note: 'emoji splitting the substance name',
  },
  // ───────────── cure ─────────────
  {
    text: 'Λύνουμε το πρόβλημα της τριχόπτωσης μια και καλή 💇‍♀️ Ραντεβού για PRP στο 210 4444444',
    category: 'cure',
    note: 'idiom «μια και καλή»',
  },
  {
    text: 'Η ακμή σας θα θεραπευτεί πλήρως μέσα σε 3 συνεδρίες 🌿 Κλείστε τώρα!',
    category: 'cure',
    note: 'future passive θα θεραπευτεί',
  },
  {
    text: 'Θεραπεύσαμε ήδη εκατοντάδες περιπτώσεις ψωρίασης με το νέο μας πρωτόκολλο ✨',
    category: 'cure',
    note: 'past tense, first person plural',
  },
  {
    text: 'Γιατρεύει τη ροδόχρου νόσο σε βάθος 🌹 Η θεραπεία που περιμένατε είναι εδώ',
    category: 'cure',
    note: 'synonym γιατρεύει',
  },
  {
    text: 'Αντίο μαύρα στίγματα! Το μέλασμα εξαφανίζεται ολοκληρωτικά με το peel μας 🍋',
    category: 'cure',
    note: 'disappears completely',
  },
  {
    text: 'Ξεχάστε τις ουλές ακμής: τις σβήνουμε εντελώς με fractional laser ✨',
    category: 'cure',
    note: 'verb σβήνουμε εντελώς',
  },
  {
    text: 'Η κυτταρίτιδα ανήκει πλέον στο παρελθόν 🍑 Τη διώχνουμε από τη ρίζα με το νέο μας μηχάνημα',
    category: 'cure',
    note: 'idioms «ανήκει στο παρελθόν», «από τη ρίζα»',
  },
  {
    text: 'Θερα\u200Bπεύουμε την υπεριδρωσία χωρίς χειρουργείο 💦 Ρωτήστε μας',
    category: 'cure',
    note: 'zero-width space inside verb',
  },
  {
    text: 'Η λύση για την αλωπεκία βρέθηκε! 🧑‍🦲 Μαλλιά ξανά σε 6 μήνες, τέλος το πρόβλημα',
    category: 'cure',
    note: '«η λύση βρέθηκε», «τέλος το πρόβλημα»',
  },
  {
    text: 'Πλήρης ίαση της ακμής με το πρόγραμμα 8 εβδομάδων μας 🌿',
    category: 'cure',
    note: 'formal noun ίαση',
  },
  {
    text: 'Δεν θα ξαναδείτε σπυράκι στο πρόσωπό σας 😍 Το πρόγραμμα καθαρισμού που εξαφανίζει την ακμή',
    category: 'cure',
    note: 'negated future «δεν θα ξαναδείτε»',
  },
  {
    text: 'ΘΕΡΑΠΕ\u0059ΟΥΜΕ ΤΙΣ ΡΑΓΑΔΕΣ 🙌 Νέο laser στη Θεσσαλονίκη',
    category: 'cure',
    note: 'Greek capitals with a Latin Y look-alike',
  },
  {
    text: 'Kiss your wrinkles goodbye 💋 Our RF microneedling erases them for good',
    category: 'cure',
    note: 'idiom, erases',
  },
  {
    text: 'We cure acne. Period. 🔚 Book your skin consult today',
    category: 'cure',
    note: 'blunt claim',
  },
  {
    text: 'Psoriasis? Gone. 👋 Our laser protocol clears it completely',
    category: 'cure',
    note: '"gone", "clears completely"',
  },
  {
    text: 'Hair loss: solved ✅ Our PRP protocol fixes thinning hair once and for all',
    category: 'cure',
    note: '"solved", "fixes"',
  },
  {
    text: 'C.u.r.e your melasma with our brightening peel series 🍋✨',
    category: 'cure',
    note: 'dotted letters',
  },
  {
    text: 'Eliminates cellulite completely, say bye-bye to orange-peel skin 🍊',
    category: 'cure',
    note: '"eliminates completely"',
  },
  // ───────────── guarantee ─────────────
  {
    text: 'Εγγυόμαστε το αποτέλεσμα, αλλιώς σας επιστρέφουμε τα χρήματα 💶 #laser',
    category: 'guarantee',
    note: 'verb εγγυόμαστε + money back',
  },
  {
    text: '100% αποτέλεσμα από την πρώτη συνεδρία ✨ Κλείστε ραντεβού για carbon peel',
    category: 'guarantee',
    note: '100% αποτέλεσμα',
  },
  {
    text: 'Σίγουρη επιτυχία στη μεταμόσχευση μαλλιών 💇‍♂️ Με την υπογραφή της κλινικής μας',
    category: 'guarantee',
    note: 'σίγουρη επιτυχία',
  },
  {
    text: 'Σας το υπογράφουμε: λείο δέρμα μετά από 4 συνεδρίες ✍️ #microneedling',
    category: 'guarantee',
    note: 'idiom «σας το υπογράφουμε»',
  },
  {
    text: 'Αν δεν δείτε διαφορά, η επόμενη συνεδρία είναι δωρεάν 😉 Τόσο σίγουροι είμαστε!',
    category: 'guarantee',
    note: 'implicit guarantee via free session',
  },
  {
    text: 'Ε γ γ υ η μ έ ν α αποτελέσματα στην αποτρίχωση 🌸 ή επιστροφή χρημάτων',
    category: 'guarantee',
    note: 'spaced letters',
  },
  {
    text: 'Δεσμευόμαστε ότι θα χάσετε 5 κιλά τον πρώτο μήνα ⚖️ Αλλιώς δεν πληρώνετε!',
    category: 'guarantee',
    note: 'verb δεσμευόμαστε',
  },
  {
    text: 'Το αποτέλεσμα είναι εξασφαλισμένο σε κάθε περίπτωση 💯 Ρωτήστε μας για τη λιποαναρρόφηση',
    category: 'guarantee',
    note: 'εξασφαλισμένο',
  },
  {
    text: 'Με εγγύηση αποτελέσματος 12 μηνών 📜 Laser αγγειακών στο Περιστέρι',
    category: 'guarantee',
    note: 'noun εγγύηση',
  },
  {
    text: 'Εγγυ\u00ADημένα λαμπερό δέρμα με ένα μόνο hydrafacial ✨',
    category: 'guarantee',
    note: 'soft hyphen inside adverb',
  },
  {
    text: 'Δεν υπάρχει περίπτωση να μη δείτε αποτέλεσμα 💯 Ραντεβού στο DM',
    category: 'guarantee',
    note: 'double negation',
  },
  {
    text: '\u0045ΓΓΥ\u0048\u004D\u0045\u004E\u004FΣ ΟΓΚΟΣ ΣΤΑ ΜΑΛΛΙΑ ΣΕ 3 ΜΗΝΕΣ 💇‍♀️',
    category: 'guarantee',
    note: 'Greek capitals with Latin E, H, M, O look-alikes',
  },
  {
    text: 'Results guaranteed or your money back 💸 Laser hair removal packages now open',
    category: 'guarantee',
    note: 'classic money-back',
  },
  {
    text: 'We promise you’ll see results after session one, or the next one’s on us 🤞',
    category: 'guarantee',
    note: 'promise + free session',
  },
  {
    text: 'No results = no pay. That’s how sure we are about our fat freezing 🧊',
    category: 'guarantee',
    note: 'no results no pay',
  },
  {
    text: 'Guar@nteed smoother skin in 3 weeks ✨ #microneedling',
    category: 'guarantee',
    note: '@ replacing a',
  },
  {
    text: '100% success rate on every hair transplant we do 💯 Book your assessment',
    category: 'guarantee',
    note: '100% success rate',
  },
  {
    text: 'Visible results are gu\u0430r\u0430nteed 🔒 Book your skin-tightening course',
    category: 'guarantee',
    note: 'Cyrillic а look-alikes',
  },
  // ───────────── permanence ─────────────
  {
    text: 'Μόνιμα αποτελέσματα με μία μόνο συνεδρία 🙌 Ρωτήστε μας για τα νήματα',
    category: 'permanence',
    note: 'μόνιμα αποτελέσματα',
  },
  {
    text: 'Πείτε αντίο στο ξυράφι για μια ζωή 🪒❌ Αποτρίχωση με διοδικό laser',
    category: 'permanence',
    note: 'για μια ζωή',
  },
  {
    text: 'Δεν θα χρειαστεί ποτέ ξανά να βάψετε τα φρύδια σας 😍 #microblading',
    category: 'permanence',
    note: 'δεν θα χρειαστεί ποτέ ξανά',
  },
  {
    text: 'Το λίπος που παγώνουμε φεύγει για πάντα ❄️ Δεν ξαναγυρίζει!',
    category: 'permanence',
    note: 'για πάντα, δεν ξαναγυρίζει',
  },
  {
    text: 'Αποτέλεσμα που κρατάει μια ολόκληρη ζωή ✨ Lifting με υπερήχους',
    category: 'permanence',
    note: 'κρατάει μια ολόκληρη ζωή',
  },
  {
    text: 'Δια βίου λεία επιδερμίδα 🍑 Κλείστε το πακέτο αποτρίχωσής σας',
    category: 'permanence',
    note: 'formal δια βίου',
  },
  {
    text: 'Μια φορά και τέλος! Ούτε επαναλήψεις, ούτε συντήρηση 🔁❌ #laser',
    category: 'permanence',
    note: 'μια φορά και τέλος',
  },
  {
    text: 'Οι ρυτίδες δεν θα ξαναεμφανιστούν ποτέ 👋 Ανακαλύψτε τη θεραπεία σύσφιξης',
    category: 'permanence',
    note: 'negated future with ποτέ',
  },
  {
    text: 'Μ ό ν ι μ η λύση για τα σπασμένα αγγεία στα πόδια 🦵✨',
    category: 'permanence',
    note: 'spaced letters',
  },
  {
    text: 'Μονιμο αποτελεσμα στη λευκανση δοντιων 😁 Κλειστε ραντεβου',
    category: 'permanence',
    note: 'Greek without accents',
  },
  {
    text: 'Μό\u200Bνιμη απομάκρυνση της κυτταρίτιδας με 6 συνεδρίες 🍑',
    category: 'permanence',
    note: 'zero-width space inside adjective',
  },
  {
    text: 'Τα νέα σας χείλη θα σας συνοδεύουν για πάντα 💋 Υαλουρονικό που δεν απορροφάται',
    category: 'permanence',
    note: 'permanent filler claim',
  },
  {
    text: 'Permanent results, zero maintenance ✨ Ask about our thread lift',
    category: 'permanence',
    note: 'permanent',
  },
  {
    text: 'Lasts forever 💎 Fat cells we remove never come back',
    category: 'permanence',
    note: 'lasts forever, never come back',
  },
  {
    text: 'Once and done: never shave again 🪒🚫 #laserhairremoval',
    category: 'permanence',
    note: 'once and done',
  },
  {
    text: 'P e r m a n e n t lip blush that never fades 💋',
    category: 'permanence',
    note: 'spaced letters',
  },
  {
    text: 'Smooth skin for life 🌸 Sign up for our lifetime laser plan',
    category: 'permanence',
    note: 'for life',
  },
  {
    text: 'Perm\u0430nent jawline definition in a single visit 💎',
    category: 'permanence',
    note: 'Cyrillic а inside word',
  },
  // ───────────── safety ─────────────
  {
    text: 'Απολύτως ασφαλές για όλους τους τύπους δέρματος ✅ Κλείστε σήμερα!',
    category: 'safety',
    note: 'απολύτως ασφαλές',
  },
  {
    text: 'Μηδενικό ρίσκο, μέγιστο αποτέλεσμα 💯 Νέα θεραπεία σύσφιξης',
    category: 'safety',
    note: 'μηδενικό ρίσκο',
  },
  {
    text: 'Καμία παρενέργεια, καμία ανησυχία 😌 Ρωτήστε μας για τη μεσοθεραπεία',
    category: 'safety',
    note: 'καμία παρενέργεια',
  },
  {
    text: 'Δεν υπάρχει απολύτως κανένας κίνδυνος στη θεραπεία με laser 🔦',
    category: 'safety',
    note: 'negated risk',
  },
  {
    text: 'Ακίνδυνο ακόμη και για ευαίσθητα δέρματα 🌿 Chemical peel για όλους',
    category: 'safety',
    note: 'ακίνδυνο',
  },
  {
    text: 'Οι ασθενείς μας δεν έχουν εμφανίσει ποτέ ούτε μία επιπλοκή 🙌 15 χρόνια εμπειρίας',
    category: 'safety',
    note: 'never a complication',
  },
  {
    text: 'Α\u200Bσφαλέστατη διαδικασία λιπόλυσης 💉✔️ Ραντεβού στο inbox',
    category: 'safety',
    note: 'zero-width space in superlative',
  },
  {
    text: 'Τίποτα δεν μπορεί να πάει στραβά με τα fillers μας 😉 Είναι απλά υαλουρονικό!',
    category: 'safety',
    note: 'idiom «τίποτα δεν μπορεί να πάει στραβά»',
  },
  {
    text: 'Κίνδυνος: 0️⃣ Παρενέργειες: 0️⃣ Χαμόγελα: ∞ 😁',
    category: 'safety',
    note: 'keycap emoji zero',
  },
  {
    text: 'Χωρίς παρενέργειες, χωρίς downtime, χωρίς άγχος 🧘‍♀️ Μεσοθεραπεία προσώπου',
    category: 'safety',
    note: 'χωρίς παρενέργειες',
  },
  {
    text: '\u0041ΣΦ\u0041ΛΕΣ 100% ΓΙ\u0041 ΕΓΚΥΕΣ 🤰 Ενυδάτωση προσώπου με ενέσεις',
    category: 'safety',
    note: 'capitals, safe for pregnant women',
  },
  {
    text: 'Σαν να πίνετε ένα ποτήρι νερό: τόσο αθώο είναι το υαλουρονικό μας 💧',
    category: 'safety',
    note: 'metaphor of harmlessness',
  },
  {
    text: 'Zero risk, all glow ✨ Our skin boosters are completely safe',
    category: 'safety',
    note: 'zero risk, completely safe',
  },
  {
    text: '100% safe for everyone 💯 No side effects, ever',
    category: 'safety',
    note: '100% safe',
  },
  {
    text: 'Completely harmless, nothing can go wrong 🙌 #threadlift',
    category: 'safety',
    note: 'harmless',
  },
  {
    text: 'Totally risk-free fat freezing ❄️ Book now',
    category: 'safety',
    note: 'risk-free',
  },
  {
    text: 'There are no side effects with our laser, ask anyone! 🔦',
    category: 'safety',
    note: 'no side effects',
  },
  {
    text: 'S\u0430fe as a facial, quick as a coffee ☕ Lip filler in 20 minutes',
    category: 'safety',
    note: 'Cyrillic а inside word',
  },
  // ───────────── painless ─────────────
  {
    text: 'Ανώδυνη αποτρίχωση με το νέο μας laser ❄️ Κλείστε τώρα',
    category: 'painless',
    note: 'ανώδυνη',
  },
  {
    text: 'Δεν πονάει καθόλου, σας το υπόσχομαι 🤞 #fillers',
    category: 'painless',
    note: 'δεν πονάει',
  },
  {
    text: 'Ούτε ένα τσιμπηματάκι δεν θα νιώσετε 😉 Μεσοθεραπεία μαλλιών',
    category: 'painless',
    note: 'not even a pinch',
  },
  {
    text: 'Χωρίς κανέναν πόνο και χωρίς αναισθητικό 😌 Θεραπεία ευρυαγγειών',
    category: 'painless',
    note: 'χωρίς πόνο',
  },
  {
    text: 'Πονάει; ΚΑΘΟΛΟΥ! 🙅‍♀️ Δοκιμάστε το μόνες σας',
    category: 'painless',
    note: 'question and answer form',
  },
  {
    text: 'Σαν χάδι στο δέρμα 🪶 Microneedling που δεν θα το καταλάβετε καν',
    category: 'painless',
    note: 'metaphor «σαν χάδι»',
  },
  {
    text: 'Δε θα νιώσεις τίποτα απολύτως, έλα για τα χείλη σου 💋',
    category: 'painless',
    note: 'short form «δε», second person singular',
  },
  {
    text: 'Α ν ώ δ υ ν η αφαίρεση τατουάζ 🖌️ στο κέντρο της Θεσσαλονίκης',
    category: 'painless',
    note: 'spaced letters',
  },
  {
    text: 'Μηδέν πόνος, μηδέν πρήξιμο 💯 Νήματα PDO',
    category: 'painless',
    note: 'μηδέν πόνος',
  },
  {
    text: 'Ανω\u200Cδυνη λιπογλυπτική ✨ Κλείστε την πρώτη σας συνεδρία',
    category: 'painless',
    note: 'zero-width non-joiner inside adjective',
  },
  {
    text: 'Ούτε που θα πονέσετε 😇 Η πιο απαλή ένεση υαλουρονικού στην πόλη',
    category: 'painless',
    note: 'idiom «ούτε που θα πονέσετε»',
  },
  {
    text: 'Pain-free laser hair removal ❄️ You won’t feel a thing',
    category: 'painless',
    note: 'pain-free',
  },
  {
    text: 'No pain, all gain 💪 Painless lip filler with our numbing protocol',
    category: 'painless',
    note: 'painless',
  },
  {
    text: 'Zero pain. Zero downtime. Just glow ✨',
    category: 'painless',
    note: 'zero pain',
  },
  {
    text: 'P a i n l e s s microneedling for sensitive souls 🌸',
    category: 'painless',
    note: 'spaced letters',
  },
  {
    text: 'Hurts? Not even a little 😌 Try our mesotherapy day',
    category: 'painless',
    note: 'question and answer',
  },
  {
    text: '\u0420ainless thread lift in 40 minutes 🧵',
    category: 'painless',
    note: 'Cyrillic Р as first letter',
  },
  // ───────────── before-after ─────────────
  {
    text: 'Πριν/Μετά από 3 συνεδρίες laser 🔥 Σύρετε για να δείτε τη διαφορά 👉',
    category: 'before-after',
    note: 'Πριν/Μετά with slash',
  },
  {
    text: 'Πριν ➡ Μετά: η αλλαγή στα χείλη της πελάτισσάς μας 💋',
    category: 'before-after',
    note: 'arrow between words',
  },
  {
    text: 'Δείτε τη διαφορά: αριστερά η πρώτη μέρα, δεξιά δύο εβδομάδες μετά 📸✨',
    category: 'before-after',
    note: 'left/right comparison description',
  },
  {
    text: 'Η φωτογραφία τα λέει όλα 💋 #πρινκαιμετα #fillers #χειλη',
    category: 'before-after',
    note: 'glued Greek hashtag',
  },
  {
    text: 'Π ρ ι ν  κ α ι  μ ε τ ά ✨ Η αλλαγή είναι εντυπωσιακή! #lips',
    category: 'before-after',
    note: 'spaced letters',
  },
  {
    text: 'Από αυτό 😔 σε αυτό 😍 μέσα σε 30 λεπτά! Σύρετε 👉 #jawline',
    category: 'before-after',
    note: 'emoji-coded «from this to this»',
  },
  {
    text: 'Η μεταμόρφωση της Μαρίας σε δύο φωτογραφίες 📷📷 Χωρίς φίλτρο!',
    category: 'before-after',
    note: 'transformation in two photos',
  },
  {
    text: '1η μέρα vs 30ή μέρα 📅 Το πρόγραμμα σύσφιξης σε εικόνες',
    category: 'before-after',
    note: 'day 1 vs day 30',
  },
  {
    text: 'ΠΡΙΝ | ΜΕΤΑ 🔥 Μη χειρουργική ρινοπλαστική με υαλουρονικό',
    category: 'before-after',
    note: 'capitals with pipe',
  },
  {
    text: 'Πρ\u200Bιν & Μετ\u200Bά: κοιλιά μετά από 4 συνεδρίες κρυολιπόλυσης ❄️',
    category: 'before-after',
    note: 'zero-width spaces inside both words',
  },
  {
    text: 'Τότε 👉 Τώρα ✨ Η ίδια πελάτισσα, 3 μήνες μετά το πρόγραμμα PRP',
    category: 'before-after',
    note: 'Τότε/Τώρα instead of πριν/μετά',
  },
  {
    text: '#beforeandafter 💋 1ml στα χείλη, φυσικό αποτέλεσμα',
    category: 'before-after',
    note: 'English hashtag in Greek post',
  },
  {
    text: 'Before vs After: 6 weeks of our acne protocol 🔥 Swipe ➡️',
    category: 'before-after',
    note: 'before vs after',
  },
  {
    text: 'B4 & after 🙌 Jawline contouring in 30 minutes #transformationtuesday',
    category: 'before-after',
    note: 'B4 abbreviation',
  },
  {
    text: 'Then 😔 Now 😍 Same client, 3 laser sessions later 📸',
    category: 'before-after',
    note: 'then/now',
  },
  {
    text: 'Left: day 1. Right: week 8. 👀 No filters, just science #skingoals #b4after',
    category: 'before-after',
    note: 'left/right + glued hashtag',
  },
  {
    text: 'Bef\u200Bore & Aft\u200Ber 💉 Under-eye filler results',
    category: 'before-after',
    note: 'zero-width spaces',
  },
  // ───────────── testimonial ─────────────
  {
    text: '«Άλλαξε η ζωή μου! Επιτέλους κοιτάζομαι στον καθρέφτη» — Κατερίνα, 42 ❤️ Ευχαριστούμε για τα καλά σας λόγια!',
    category: 'testimonial',
    note: 'quoted patient with name and age',
  },
  {
    text: '⭐⭐⭐⭐⭐ «Η πιο προσεκτική γιατρός που έχω επισκεφτεί!» — Γιώργος Π. 🙏',
    category: 'testimonial',
    note: 'star rating and quote',
  },
  {
    text: 'Δείτε τι λένε οι πελάτες μας για τη θεραπεία λιπόλυσης 👇💬 #reviews',
    category: 'testimonial',
    note: '«δείτε τι λένε»',
  },
  {
    text: 'Η κυρία Ελένη μας έγραψε: «Μετά από 10 χρόνια ακμής νιώθω ξανά όμορφη» 🥹 Σας ευχαριστούμε!',
    category: 'testimonial',
    note: 'reported patient message',
  },
  {
    text: 'Οι ασθενείς μας μιλούν 🎤 Ακούστε την εμπειρία της Σοφίας στο νέο μας reel 👉',
    category: 'testimonial',
    note: 'video testimonial',
  },
  {
    text: 'Screenshot από το inbox μας 📱 «Έχασα 12 κιλά και νιώθω υπέροχα!» Ευχαριστούμε Δήμητρα 💚',
    category: 'testimonial',
    note: 'screenshot of DM',
  },
  {
    text: '5 αστέρια στο Google από 300+ ικανοποιημένες πελάτισσες ⭐ Ελάτε να δείτε γιατί!',
    category: 'testimonial',
    note: 'aggregated ratings',
  },
  {
    text: 'Ν.Κ. από Χαλάνδρι: «Τα χείλη μου είναι τέλεια, κανείς δεν κατάλαβε τίποτα» 💋',
    category: 'testimonial',
    note: 'initials instead of name',
  },
  {
    text: 'Η ιστορία του Νίκου: 3 χρόνια τριχόπτωση, 1 πρόγραμμα PRP, τώρα πυκνά μαλλιά 💇‍♂️ Όλη η ιστορία στο blog',
    category: 'testimonial',
    note: 'case history',
  },
  {
    text: '«Δεν πίστευα ότι θα έβλεπα τέτοια διαφορά» λέει η Άννα, 35, για το hydrafacial της 🌊',
    category: 'testimonial',
    note: 'indirect quote with «λέει»',
  },
  {
    text: 'Τ\u200Bι λένε για εμάς: «Επαγγελματισμός και αποτέλεσμα!» — Βούλα Μ. ✨',
    category: 'testimonial',
    note: 'zero-width in «τι λένε»',
  },
  {
    text: '⭐⭐⭐⭐⭐ "Best decision I ever made!" — Anna K. 💕 Thank you for trusting us',
    category: 'testimonial',
    note: 'stars and quote',
  },
  {
    text: 'Client love 💌 "I finally feel confident without makeup" – Maria, 29',
    category: 'testimonial',
    note: 'client love',
  },
  {
    text: 'Real patients, real words 🗣️ Watch Sophia’s story in our highlights',
    category: 'testimonial',
    note: 'real patients',
  },
  {
    text: 'Our DMs are full of love 🥹 "Lost 8 kg and my energy is back!" Thanks, Eleni!',
    category: 'testimonial',
    note: 'DM quote',
  },
  {
    text: 'See what our clients say 👇 4.9★ from 250 Google reviews',
    category: 'testimonial',
    note: 'rating aggregate',
  },
  {
    text: '5/5 from Kostas: "Hair is back, confidence is back" 💇‍♂️',
    category: 'testimonial',
    note: 'numeric rating and quote',
  },
  // ───────────── minors ─────────────
  {
    text: 'Ειδική τιμή για μαθήτριες στην αποτρίχωση laser 🎒 Με τη μαθητική ταυτότητα -20%',
    category: 'minors',
    note: 'student ID discount',
  },
  {
    text: 'Λάμψτε στη φωτογραφία αποφοίτησης! Πακέτο χημικού peeling για τελειόφοιτους Λυκείου 🎓',
    category: 'minors',
    note: 'high-school seniors',
  },
  {
    text: 'Για τις 15χρονες που θέλουν πιο γεμάτα χείλη 💋 Ρωτήστε μας μαζί με τη μαμά σας!',
    category: 'minors',
    note: '15χρονες',
  },
  {
    text: 'Αποτρίχωση laser από 14 ετών με τη συναίνεση γονέα ✅ Κλείστε ραντεβού',
    category: 'minors',
    note: 'από 14 ετών',
  },
  {
    text: 'Fillers από 16 ετών με υπογραφή κηδεμόνα 👩‍👧 Ρωτήστε μας',
    category: 'minors',
    note: 'από 16 ετών, guardian',
  },
  {
    text: 'Χορός αποφοίτησης; Ετοιμάσου με υαλουρονικό στα χείλη, ειδικά για μαθήτριες Γ΄ Λυκείου 💃',
    category: 'minors',
    note: 'third-grade lyceum students',
  },
  {
    text: 'Για τη μαθήτρια του Γυμνασίου που ντρέπεται για την ακμή της: πακέτο microneedling 🌸',
    category: 'minors',
    note: 'junior-high pupil',
  },
  {
    text: 'Δώρο για τα 16α γενέθλια της κόρης σας: μια συνεδρία στα χείλη 🎁💋',
    category: 'minors',
    note: 'sixteenth birthday',
  },
  {
    text: 'Για τις πανελλήνιες με αυτοπεποίθηση! 📚 Μεσοθεραπεία προσώπου για υποψήφιους με κάρτα μαθητή',
    category: 'minors',
    note: 'panhellenic exam candidates',
  },
  {
    text: 'Δεκαεξάχρονη; Κανένα πρόβλημα! Ελάτε με τον κηδεμόνα σας για skinbooster 💉',
    category: 'minors',
    note: 'age as a word',
  },
  {
    text: 'Έφηβοι 13-17: καλοκαιρινό πακέτο αποτρίχωσης με γονική άδεια ☀️',
    category: 'minors',
    note: 'age range 13-17',
  },
  {
    text: 'Teens deserve to glow too ✨ Laser hair removal for ages 14+ with parent consent',
    category: 'minors',
    note: 'teens, 14+',
  },
  {
    text: 'Prom season! 💃 Lip filler packages for high-school seniors',
    category: 'minors',
    note: 'prom, high school',
  },
  {
    text: 'Back-to-school glow for your 15-year-old 🎒 Chemical peel special',
    category: 'minors',
    note: '15-year-old',
  },
  {
    text: 'Sweet 16 gift idea 🎂 A skin booster session for your daughter',
    category: 'minors',
    note: 'sweet 16',
  },
  {
    text: 'Under 18? Bring a parent and book your first filler consult 👩‍👧',
    category: 'minors',
    note: 'under 18',
  },
  {
    text: 'T\u200Been glow package 🌟 Peel + LED for 13–17 year olds',
    category: 'minors',
    note: 'zero-width in "teen"',
  },
  // ───────────── endorsement ─────────────
  {
    text: 'Εγκεκριμένο από τον FDA ✅ Το νέο μας μηχάνημα σύσφιξης ήρθε!',
    category: 'endorsement',
    note: 'FDA approval claim',
  },
  {
    text: 'Κλινικά αποδεδειγμένο ότι μειώνει τις ρυτίδες κατά 70% 📊 Ρωτήστε μας',
    category: 'endorsement',
    note: 'κλινικά αποδεδειγμένο',
  },
  {
    text: 'Η θεραπεία που προτιμούν 9 στους 10 δερματολόγους 👩‍⚕️✨',
    category: 'endorsement',
    note: '9 in 10 dermatologists',
  },
  {
    text: 'Η αγαπημένη θεραπεία των σταρ του Χόλιγουντ, τώρα και στη Γλυφάδα 🌟🎬',
    category: 'endorsement',
    note: 'celebrity reference',
  },
  {
    text: 'Όπως το είδατε στην τηλεόραση 📺 Η θεραπεία που συζητά όλη η Ελλάδα',
    category: 'endorsement',
    note: 'as seen on TV',
  },
  {
    text: 'Συστήνεται από κορυφαίους πλαστικούς χειρουργούς 👨‍⚕️ Ρωτήστε για το νέο μας peeling',
    category: 'endorsement',
    note: 'recommended by surgeons',
  },
  {
    text: 'Γνωστή Ελληνίδα παρουσιάστρια το δοκίμασε και ενθουσιάστηκε 😍 Μαντέψτε ποια! 🤫',
    category: 'endorsement',
    note: 'anonymous celebrity',
  },
  {
    text: 'Ε\u200Bγκεκριμένο από τον ΕΟΦ και πιστοποιημένο από το Υπουργείο Υγείας ✅',
    category: 'endorsement',
    note: 'zero-width, authority approval',
  },
  {
    text: 'Κλ1νικά δοκιμασμένο και αποδεδειγμένο 🧪 Τα αποτελέσματα μιλούν μόνα τους',
    category: 'endorsement',
    note: 'digit 1 for ι',
  },
  {
    text: 'Η θεραπεία που επέλεξε η Σταρ Ελλάς για τον τελικό 👑 Κλείστε κι εσείς',
    category: 'endorsement',
    note: 'beauty-queen endorsement',
  },
  {
    text: 'Ο γιατρός της πρωινής εκπομπής το προτείνει σε όλες τις τηλεθεάτριες 📺 Τώρα και σε εμάς',
    category: 'endorsement',
    note: 'TV doctor endorsement',
  },
  {
    text: 'FDA-approved and clinically proven 🇺🇸✅ Our new body contouring device is here',
    category: 'endorsement',
    note: 'FDA, clinically proven',
  },
  {
    text: 'Dermatologists’ #1 choice for glowing skin 👩‍⚕️',
    category: 'endorsement',
    note: 'professionals’ choice',
  },
  {
    text: 'The treatment Hollywood can’t stop talking about 🎬 Now in Athens',
    category: 'endorsement',
    note: 'celebrity reference',
  },
  {
    text: 'Our favourite influencer @glowwithlena just had her third session with us 💕 Book yours',
    category: 'endorsement',
    note: 'influencer endorsement',
  },
  {
    text: 'Cl\u0456n\u0456cally pr\u043Even to lift in 4 weeks 📈',
    category: 'endorsement',
    note: 'Cyrillic і and о look-alikes',
  },
  {
    text: 'Doctor-recommended by the team behind your favourite morning show 📺✨',
    category: 'endorsement',
    note: 'TV doctor recommendation',
  },
  // ───────────── comparison ─────────────
  {
    text: 'Καλύτερο από το χειρουργείο, χωρίς νυστέρι 🔪❌ Μη χειρουργική ρινοπλαστική',
    category: 'comparison',
    note: 'better than surgery',
  },
  {
    text: 'Οι καλύτεροι γιατροί της Αθήνας είναι εδώ 🏆 Κλείστε ραντεβού',
    category: 'comparison',
    note: 'best doctors in Athens',
  },
  {
    text: 'Νο1 κλινική αισθητικής στην Ελλάδα 🥇 Σας περιμένουμε',
    category: 'comparison',
    note: 'Greek Νο1 with Greek letters',
  },
  {
    text: 'Όχι σαν τις άλλες κλινικές που σας «φουσκώνουν» 🙄 Εμείς ξέρουμε από φυσικό αποτέλεσμα',
    category: 'comparison',
    note: 'disparaging competitors',
  },
  {
    text: 'Πιο αποτελεσματικό από το κλασικό laser, και με τα μισά λεφτά 💡',
    category: 'comparison',
    note: 'more effective than',
  },
  {
    text: 'Η μόνη κλινική στη Θεσσαλονίκη που κάνει σωστά τα χείλη 💋',
    category: 'comparison',
    note: 'the only clinic',
  },
  {
    text: 'Κορυφαίοι στην αισθητική ιατρική εδώ και 20 χρόνια 🏅 Κανείς δεν μας φτάνει',
    category: 'comparison',
    note: 'nobody matches us',
  },
  {
    text: 'Γιατί να πάτε αλλού, όταν εδώ έχετε το καλύτερο αποτέλεσμα της πόλης; 🤷‍♀️',
    category: 'comparison',
    note: 'rhetorical question',
  },
  {
    text: 'Ανώτερο από οποιοδήποτε άλλο peeling της αγοράς ✨ Δοκιμάστε το',
    category: 'comparison',
    note: 'superior to any other',
  },
  {
    text: 'Κ α λ ύ τ ε ρ ο ι από κάθε άλλο ιατρείο στα βόρεια προάστια 🏆',
    category: 'comparison',
    note: 'spaced letters',
  },
  {
    text: 'Οι άλλοι υπόσχονται, εμείς αποδεικνύουμε 😎 Η πρώτη κλινική λέιζερ της Κρήτης',
    category: 'comparison',
    note: 'contrast with competitors',
  },
  {
    text: 'Better than surgery, and you’ll be back at work the same day 💼',
    category: 'comparison',
    note: 'better than surgery',
  },
  {
    text: '#1 aesthetic clinic in Thessaloniki 🥇 Don’t settle for less',
    category: 'comparison',
    note: '#1 clinic',
  },
  {
    text: 'Why pay more elsewhere for worse results? 🤔 Our laser outperforms them all',
    category: 'comparison',
    note: 'outperforms',
  },
  {
    text: 'The best injectors in Greece. Full stop. 🏆',
    category: 'comparison',
    note: 'the best in Greece',
  },
  {
    text: 'Unlike other clinics, we never overfill 💋 Choose the experts',
    category: 'comparison',
    note: 'unlike other clinics',
  },
  {
    text: 'B\u0435st l\u0430ser clinic in Crete 🌴 Book today',
    category: 'comparison',
    note: 'Cyrillic е and а look-alikes',
  },
  // ───────────── price-promotion ─────────────
  {
    text: '-40% στα fillers όλο τον Νοέμβριο 🍂 Κλείστε ραντεβού στο inbox',
    category: 'price-promotion',
    note: 'percentage discount on fillers',
  },
  {
    text: 'Υαλουρονικό στα χείλη μόνο 150€ 💋 Μέχρι εξαντλήσεως θέσεων',
    category: 'price-promotion',
    note: 'price for hyaluronic acid',
  },
  {
    text: 'Δώρο μία συνεδρία μεσοθεραπείας με κάθε ένεση υαλουρονικού 🎁',
    category: 'price-promotion',
    note: 'free session as gift',
  },
  {
    text: '2+1 στο υαλουρονικό! Φέρε δύο φίλες και την τρίτη σύριγγα την κερνάει το ιατρείο 👯‍♀️',
    category: 'price-promotion',
    note: '2+1 offer',
  },
  {
    text: 'Προσφορά Αγίου Βαλεντίνου ❤️ Χείλη με 1ml υαλουρονικό + δώρο κρέμα, 180 ευρώ',
    category: 'price-promotion',
    note: 'holiday offer with price in words',
  },
  {
    text: 'Happy hour στα skinboosters! Κάθε Τετάρτη 17:00-19:00 μισή τιμή 🍹💉',
    category: 'price-promotion',
    note: 'happy hour half price',
  },
  {
    text: 'Black Friday 🖤 Profhilo με -30% μόνο για σήμερα!',
    category: 'price-promotion',
    note: 'Black Friday on injectable brand',
  },
  {
    text: 'Πακέτο 3 συνεδριών PRP με 199€ αντί 350€ 🩸💉',
    category: 'price-promotion',
    note: 'package price with strike price',
  },
  {
    text: 'Κουπόνι 50€ έκπτωση στην πρώτη σας ένεση Sculptra 🎟️ Κωδικός: GLOW50',
    category: 'price-promotion',
    note: 'coupon code',
  },
  {
    text: 'Μισή τιμή στη δεύτερη σύριγγα 💉💉 Μόνο αυτή την εβδομάδα',
    category: 'price-promotion',
    note: 'second syringe half price',
  },
  {
    text: 'Ενέσεις λιπόλυσης, 3 συνεδρίες με 120€ ⚡ Η προσφορά λήγει την Κυριακή',
    category: 'price-promotion',
    note: 'lipolysis injections price',
  },
  {
    text: 'Μείον σαράντα τοις εκατό στα ενέσιμα για την Τσικνοπέμπτη 🍖💉',
    category: 'price-promotion',
    note: 'percentage written in words',
  },
  {
    text: 'Χείλη με υαλουρονικό: 𝟏𝟐𝟎€ 💋 μόνο τον Μάιο',
    category: 'price-promotion',
    note: 'mathematical bold digits for the price',
  },
  {
    text: 'Εκπ\u200Bτώσεις έως 50% σε όλες τις ενέσεις υαλουρονικού 🔥',
    category: 'price-promotion',
    note: 'zero-width in εκπτώσεις',
  },
  {
    text: 'Black Friday injectables deal 🖤 25% off all fillers this weekend only',
    category: 'price-promotion',
    note: 'Black Friday',
  },
  {
    text: 'Lip filler €99 🔥 Limited slots, DM "LIPS" to book',
    category: 'price-promotion',
    note: 'price for filler',
  },
  {
    text: 'Bring a friend and you both get €50 off your next filler 👯‍♀️',
    category: 'price-promotion',
    note: 'referral discount',
  },
  {
    text: 'Summer glow sale: skin boosters from €120 ☀️💉',
    category: 'price-promotion',
    note: 'sale on skin boosters',
  },
  {
    text: 'BOGO on jawline filler 😱 Buy one syringe, get the second free',
    category: 'price-promotion',
    note: 'buy one get one',
  },
];
