import type { ForbiddenText } from './forbidden.ts';

// Held-out red-team corpus (third set), written independently of the rules and of the other corpora.
// Each entry must be refused by the compliance gate. `note` names the evasion trick.
export const FORBIDDEN_3: ForbiddenText[] = [
  // ───────────── prescription-medicine (60: 36 Greek / 24 English) ─────────────
  {
    text: 'Κουρασμένο μέτωπο μετά από 8 ώρες οθόνη; 🖥️\nΛίγο μπότοξ στο μέτωπο και στα «πόδια της χήνας» και είσαι ξανά εσύ ✨\n📍 Γλυφάδα | Ραντεβού στο inbox\n#ομορφιά #γλυφάδα',
    category: 'prescription-medicine',
    note: 'Greek transliteration μπότοξ inside a lifestyle question',
  },
  {
    text: '❓ «Τι χρησιμοποιείτε για τις γραμμές έκφρασης;»\n✅ Vistabel, πάντα από ιατρό.\nΚλείστε ραντεβού αξιολόγησης 📅',
    category: 'prescription-medicine',
    note: 'Q&A format names the brand Vistabel as the answer',
  },
  {
    text: 'Ρωτάτε ξανά και ξανά: «Κάνετε Dysport ή μόνο το άλλο;» 😅\nΚάνουμε ΚΑΙ τα δύο. Τηλ. 210 000 0000 💉',
    category: 'prescription-medicine',
    note: 'Dysport named in a quoted customer question, the other toxin implied',
  },
  {
    text: 'B\u043Etox Party 🥂 κάθε Πέμπτη στο ιατρείο!\nΦέρε τη φίλη σου, κεράσματα από εμάς 💕\n#girlsnight',
    category: 'prescription-medicine',
    note: 'Cyrillic о (U+043E) inside Botox',
  },
  {
    text: 'Ο χειμώνας φεύγει, οι ρυτίδες έκφρασης… επίσης 😎🌸\n#b0tox #αθήνα #ανοιξη',
    category: 'prescription-medicine',
    note: 'digit zero for o in a hashtag',
  },
  {
    text: 'Ξεκούραστο βλέμμα σε 10 λεπτά ⏱️ με β.ο.τ.ο.υ.λ.ι.ν.ι.κ.ή τ.ο.ξ.ί.ν.η\nΧωρίς χειρουργείο, χωρίς αναρρωτική 🙌',
    category: 'prescription-medicine',
    note: 'βοτουλινική τοξίνη split letter by letter with dots',
  },
  {
    text: 'Mpotox gia tis rutides tou metopou? 🤔 Ela na ta poume!\nBotoks & kafedaki ☕ kathe Savvato\nΡαντεβού στο inbox 📩',
    category: 'prescription-medicine',
    note: 'Greeklish mpotox and misspelling botoks',
  },
  {
    text: 'Με τον «παράγοντα» που όλοι ξέρετε αλλά δεν λέμε δυνατά 🤫\n#\u0392\u03BFt\u03BFx #μέτωπο #συνοφρύωση',
    category: 'prescription-medicine',
    note: 'Greek capital Beta and Greek omicron as look-alikes in a hashtag',
  },
  {
    text: 'Σεμαγλουτίδη: μία ενεσούλα την εβδομάδα και η ζυγαριά γίνεται φίλη σου ⚖️💚\nΠρόγραμμα απώλειας βάρους με ιατρική παρακολούθηση. Ρωτήστε μας!',
    category: 'prescription-medicine',
    note: 'active substance semaglutide in Greek, diminutive ενεσούλα',
  },
  {
    text: 'Oz\u00ADempic + διατροφολόγος = το δίδυμο του καλοκαιριού ☀️👙\nΘέσεις περιορισμένες για Ιούνιο!',
    category: 'prescription-medicine',
    note: 'soft hyphen inside Ozempic',
  },
  {
    text: 'Το «ενεσάκι του αδυνατίσματος» που έγινε viral στο TikTok; Το έχουμε κι εμείς 😏💉\n#wegovygreece #κιλάαντίο',
    category: 'prescription-medicine',
    note: 'nickname plus brand glued in a hashtag',
  },
  {
    text: 'Μ-ο-υ-ν-τ-ζ-ά-ρ-ο… ξέρετε εσείς 😉\nΝέο πρόγραμμα αδυνατίσματος με εβδομαδιαία ένεση. Στείλτε μήνυμα για λεπτομέρειες.',
    category: 'prescription-medicine',
    note: 'Mounjaro transliterated and split with hyphens',
  },
  {
    text: 'Φοβάσαι τις βελόνες; 😨 Υπάρχει και σε χαπάκι! Ρυμπέλσους με παρακολούθηση από την ομάδα μας 💊',
    category: 'prescription-medicine',
    note: 'Rybelsus transliterated into Greek',
  },
  {
    text: 'Sa\u200Dxenda starter pack 🖊️ + 3 συνεδρίες διατροφικής καθοδήγησης\nΓια να μπεις στο καλοκαίρι με άλλο αέρα 🌊',
    category: 'prescription-medicine',
    note: 'zero-width joiner inside Saxenda',
  },
  {
    text: 'Τιρζεπατίδη ή σεμαγλουτίδη; 🤷‍♀️\nΗ γιατρός μας σου εξηγεί ποια «πένα» σου ταιριάζει καλύτερα. Κλείσε ραντεβού 👩‍⚕️',
    category: 'prescription-medicine',
    note: 'two GLP-1 substances in Greek, framed as a choice question',
  },
  {
    text: 'Λιραγλουτίδη και αντίο κιλά της καραντίνας 👋😂\nΞεκινάμε Δευτέρα (αλήθεια αυτή τη φορά)',
    category: 'prescription-medicine',
    note: 'liraglutide in Greek with a joke',
  },
  {
    text: 'Ακμή που δεν φεύγει με τίποτα; 😩 Ροακουτάν με σωστή παρακολούθηση από δερματολόγο 🙌\nΚλείσε την πρώτη επίσκεψη #roaccutane',
    category: 'prescription-medicine',
    note: 'Roaccutane in Greek letters and as hashtag',
  },
  {
    text: 'ισοτρετινοΐνη = καθαρό δέρμα.\nΤόσο απλά. 🤷\n📆 Ραντεβού online, link στο bio',
    category: 'prescription-medicine',
    note: 'isotretinoin substance name as a slogan equation',
  },
  {
    text: 'Αραιώνουν τα μαλλιά στις κορυφές; 🧔‍♂️\nΦιναστερίδη + PRP: το combo των αντρών του 2025 💪\n#propecia #τριχόπτωση',
    category: 'prescription-medicine',
    note: 'finasteride in Greek plus Propecia hashtag',
  },
  {
    text: 'Το μυστικό όπλο για πυκνά μαλλιά δεν είναι λοσιόν 😉\nΜινοξιδίλη από το στόμα, σε χαμηλή δόση, μόνο σε εμάς 💊',
    category: 'prescription-medicine',
    note: 'oral minoxidil promoted, phrased as a secret',
  },
  {
    text: 'Νέο πρωτόκολλο στο ιατρείο: ντουταστερίδη με μεσοθεραπεία τριχωτού 🧑‍🦲➡️🧑\nΜάθε αν είσαι υποψήφιος!',
    category: 'prescription-medicine',
    note: 'dutasteride in Greek inside a new-protocol announcement',
  },
  {
    text: 'Διπλοσάγονο; 🫣 \u039Aybella (δεοξυχολικό οξύ) και το προφίλ αλλάζει!\n#jawline #λαιμός',
    category: 'prescription-medicine',
    note: 'Greek capital Kappa in Kybella, substance in Greek',
  },
  {
    text: 'Τρετινοΐνη 0,05% σε ειδική σύνθεση, μόνο με δική μας συνταγή 🌙\nΗ λάμψη που ψάχνεις για τον χειμώνα ✨',
    category: 'prescription-medicine',
    note: 'prescription tretinoin named with strength',
  },
  {
    text: 'Όχι, δεν είναι τα γνωστά serum των καλλυντικών 😏\nΟρός βλεφαρίδων με βιματοπρόστη, κατόπιν ιατρικής εκτίμησης 👁️✨',
    category: 'prescription-medicine',
    note: 'bimatoprost in Greek, contrasted with cosmetic serums',
  },
  {
    text: 'Νέα άφιξη 🧪 Ξεόμιν: η «γυμνή» τοξίνη χωρίς πρόσθετες πρωτεΐνες.\nΓια όσους θέλουν κάτι διαφορετικό 💫',
    category: 'prescription-medicine',
    note: 'Xeomin transliterated into Greek',
  },
  {
    text: 'Απαλές γραμμές στο μεσόφρυο με Boc\u0301outure 🤍\nΡαντεβού Τρίτη & Πέμπτη απόγευμα',
    category: 'prescription-medicine',
    note: 'combining acute accent inside Bocouture',
  },
  {
    text: 'Η πιο καινούργια τοξίνη στην Ελλάδα ήρθε πρώτα σε εμάς 🚀\n\uFF2C\uFF45\uFF54\uFF59\uFF42\uFF4F | περιορισμένα ραντεβού',
    category: 'prescription-medicine',
    note: 'full-width Letybo',
  },
  {
    text: 'Χωρίς ανάμιξη, έτοιμη στη σύριγγα 🧴\nALLU\nZIENCE\nτώρα και στο ιατρείο μας στη Θεσσαλονίκη 📍',
    category: 'prescription-medicine',
    note: 'Alluzience broken across line breaks',
  },
  {
    text: 'Σαββατοκύριακο στη Μύκονο; Πέρνα πρώτα από εμάς 😎\n#mykonosready #azzalure #freshface #skg',
    category: 'prescription-medicine',
    note: 'Azzalure hidden in a hashtag list',
  },
  {
    text: 'Η γιορτή της μαμάς πλησιάζει 💐\n\u24B7\u24DE\u24E3\u24DE\u24E7 για εκείνη, γιατί της αξίζει μια ξεκούραστη όψη 🥰',
    category: 'prescription-medicine',
    note: 'circled letters spelling Botox',
  },
  {
    text: 'Οι ρυτίδες δεν ρωτάνε ηλικία 🙃\nB💉O💉T💉O💉X κάθε Τετάρτη με ραντεβού',
    category: 'prescription-medicine',
    note: 'Botox letters split by syringe emoji',
  },
  {
    text: 'Ένα μποτοξάκι για τον καφέ, ένα για το χαμόγελο 😁☕\nΤα μικρά πράγματα κάνουν τη διαφορά!',
    category: 'prescription-medicine',
    note: 'colloquial diminutive μποτοξάκι',
  },
  {
    text: 'Καλοκαίρι χωρίς λεκέδες στις μασχάλες 👕💦\nΑλλαντική τοξίνη για την υπεριδρωσία, 20 λεπτά και τελείωσες!',
    category: 'prescription-medicine',
    note: 'older Greek name αλλαντική τοξίνη for the therapeutic use',
  },
  {
    text: 'Μ\nΠ\nΟ\nΤ\nΟ\nΞ\n…χρειάζεται να πούμε κάτι άλλο; 😏 Τηλ. στο προφίλ',
    category: 'prescription-medicine',
    note: 'μποτοξ written one letter per line',
  },
  {
    text: 'H enesi tou adunatismatos (ozempik 😉) irthe kai stin klinikh mas!\nΣτείλε DM «ΚΙΛΑ» για πληροφορίες',
    category: 'prescription-medicine',
    note: 'Greeklish with misspelled ozempik',
  },
  {
    text: 'Το καλοκαίρι δεν περιμένει ⏳\n\u{1D40C}\u{1D428}\u{1D42E}\u{1D427}\u{1D423}\u{1D41A}\u{1D42B}\u{1D428} με ιατρική καθοδήγηση, ραντεβού σε 48 ώρες',
    category: 'prescription-medicine',
    note: 'mathematical bold letters spelling Mounjaro',
  },
  {
    text: "#Brotox Tuesdays 🧔💉\nGuys, the frown lines aren't making you look tough, just tired. Book your slot.",
    category: 'prescription-medicine',
    note: 'slang Brotox for botulinum toxin aimed at men',
  },
  {
    text: 'Lip flip = 4 tiny units of tox 👄\nSubtle, quick, back to work in 15 minutes. DM us!',
    category: 'prescription-medicine',
    note: 'toxin implied by slang tox and units',
  },
  {
    text: "Worried about 'Ozempic face'? 🫠 Our semaglutide weight-loss programme comes with a skin plan too. Book a consult ⬇️",
    category: 'prescription-medicine',
    note: 'brand in quotes as a meme plus substance',
  },
  {
    text: 'Sema or tirz? 🤔 Our doctors help you pick the right weekly pen.\nNow taking new patients 📋',
    category: 'prescription-medicine',
    note: 'slang abbreviations of semaglutide and tirzepatide',
  },
  {
    text: "GLP-1 shots, the W\u0435govy kind 💉 under medical supervision.\nComment SHOT and we'll message you the details!",
    category: 'prescription-medicine',
    note: 'Cyrillic е inside Wegovy',
  },
  {
    text: 'New year, new you? Moun\u200Cjaro programme starts 8 January ✨ limited places',
    category: 'prescription-medicine',
    note: 'zero-width non-joiner inside Mounjaro',
  },
  {
    text: '🍂 Accutane season is here!\nIsotretinoin works best when the sun is low — book your first derm visit before November.',
    category: 'prescription-medicine',
    note: 'seasonal hook for isotretinoin',
  },
  {
    text: "Fin + min. That's it. That's the post. 💊🧔\n(oral minox, the low-dose kind, ask at reception)",
    category: 'prescription-medicine',
    note: 'hair-loss forum slang for finasteride and oral minoxidil',
  },
  {
    text: "Receding hairline? Pr\u043Epecia might be what your barber won't tell you about 💈",
    category: 'prescription-medicine',
    note: 'Cyrillic о inside Propecia',
  },
  {
    text: "Crown thinning? We now offer dutasteride mesotherapy 🧑‍🦲 Ask if you're a candidate!",
    category: 'prescription-medicine',
    note: 'dutasteride in a service launch',
  },
  {
    text: 'Double chin? 😬 Meet Belkyra aka Kybella — deoxycholic acid that melts it away. Consults open!',
    category: 'prescription-medicine',
    note: 'both brand names and substance of deoxycholic acid',
  },
  {
    text: 'Tret girlies, where you at? 🌙 We prescribe custom tret 0.025–0.1% after a quick skin check',
    category: 'prescription-medicine',
    note: 'skincare slang tret for tretinoin',
  },
  {
    text: 'Lashes for days 👁️✨ Latisse now available at our clinic after a short consultation',
    category: 'prescription-medicine',
    note: 'Latisse brand in a beauty tone',
  },
  {
    text: 'Science corner 🔬: onabotulinumtoxinA relaxes the muscle so the line above it softens. Book yours this week!',
    category: 'prescription-medicine',
    note: 'INN of Botox inside an educational-looking post that ends in a call to book',
  },
  {
    text: 'D y s p o r t vs the B word: which one lasts longer on you? Come find out 😉',
    category: 'prescription-medicine',
    note: 'Dysport letter-spaced, Botox called the B word',
  },
  {
    text: "The 'naked' neurotoxin 🧪 incobotulinumtoxinA — no complexing proteins, just results. Ask for it by name!",
    category: 'prescription-medicine',
    note: 'INN of Xeomin with a nickname',
  },
  {
    text: 'Ready-to-use liquid relabotulinumtoxinA (Relfydess) has landed 🛬 first appointments this Friday',
    category: 'prescription-medicine',
    note: 'newer toxin brand and INN',
  },
  {
    text: "Daily pen, real support 🖊️ Saxenda + nutritionist + monthly check-ins. Message us 'PEN'",
    category: 'prescription-medicine',
    note: 'Saxenda bundled with services',
  },
  {
    text: 'Needle-phobic? 💊 Rybelsus is the tablet version. Our doctors will tell you if it suits you.',
    category: 'prescription-medicine',
    note: 'Rybelsus pitched against needle fear',
  },
  {
    text: 'Old-school but gold 🏅 Retin-A nights = glass skin mornings. Prescriptions at your visit.',
    category: 'prescription-medicine',
    note: 'Retin-A brand of tretinoin',
  },
  {
    text: "Definitely NOT Bo\u0336t\u0336o\u0336x\u0336 😇 just a 'wrinkle relaxer' appointment, wink wink",
    category: 'prescription-medicine',
    note: 'combining strikethrough marks over Botox, sarcastic denial',
  },
  {
    text: 'Q: Do you do the wrinkle relaxer that starts with B?\nA: B-tox, baby 😘 Tuesdays & Thursdays',
    category: 'prescription-medicine',
    note: 'Q&A with abbreviated B-tox',
  },
  {
    text: "Bottox + Wegovey consultations this Saturday only!! 📣 (yes we know how to spell, the algorithm doesn't 😉)",
    category: 'prescription-medicine',
    note: 'deliberate misspellings to dodge filters, admitted',
  },
  {
    text: 'Follow our journey 👇\n#ozempicjourney #semaglutideweightloss #mounjaroresults #athensclinic',
    category: 'prescription-medicine',
    note: 'brands and substance glued into hashtags',
  },

  // ───────────── cure (10) ─────────────
  {
    text: 'Ψωρίαση; Γιατρεύεται! 🙌\nΜε το excimer laser μας ξεχνάς ότι την είχες ποτέ.',
    category: 'cure',
    note: 'colloquial γιατρεύεται for a chronic disease',
  },
  {
    text: '❓ Θεραπεύονται οι ραγάδες;\n✅ ΝΑΙ. Με το νέο RF microneedling, 100% εξαφάνιση.',
    category: 'cure',
    note: 'Q&A format with cure and total disappearance',
  },
  {
    text: 'Ποιος είπε ότι το μέλασμα δεν θεραπεύεται; 😏 Εμείς το ξεριζώνουμε σε 3 συνεδρίες.',
    category: 'cure',
    note: 'rhetorical question, uprooting metaphor',
  },
  {
    text: 'H rosacea fevgei apo ti riza me to IPL mas 🌹 telos ta kokkinila!',
    category: 'cure',
    note: 'Greeklish cure claim from the root',
  },
  {
    text: 'Αλωπεκία; Λυμένο θέμα ✔️ Το PRP μας ξαναφυτρώνει μαλλιά εκεί που δεν υπήρχαν.',
    category: 'cure',
    note: 'alopecia called a solved problem',
  },
  {
    text: 'Η ακμή δεν «ελέγχεται», θερα\u00ADπεύεται οριστικά με το πρωτόκολλο peeling μας 🧴',
    category: 'cure',
    note: 'soft hyphen inside θεραπεύεται',
  },
  {
    text: 'Say bye-bye to eczema 👋 Our LED protocol heals it at the root. No more creams.',
    category: 'cure',
    note: 'root-cause cure claim for eczema',
  },
  {
    text: 'Sure, keep buying creams for your psoriasis 🙄 or come and get it cured in 4 sessions.',
    category: 'cure',
    note: 'sarcasm framing a cure promise',
  },
  {
    text: 'This mesotherapy cocktail REVERSES hair loss. Not slows. Reverses. 🔄',
    category: 'cure',
    note: 'reversal of a disease emphasised by contrast',
  },
  {
    text: 'Acne scars?\nErased.\nHealed.\nGone. ✔️',
    category: 'cure',
    note: 'one-word lines implying complete healing',
  },

  // ───────────── guarantee (10) ─────────────
  {
    text: 'Εγγυημένο αποτέλεσμα ή παίρνεις τα λεφτά σου πίσω 💸 Τόσο σίγουροι είμαστε!',
    category: 'guarantee',
    note: 'money-back guarantee',
  },
  {
    text: 'egguhmeno apotelesma apo tin 1h sunedria 💯 rwta mas sto dm',
    category: 'guarantee',
    note: 'Greeklish guaranteed result',
  },
  {
    text: 'Σίγουρο αποτέλεσμα, όπως το 2+2=4 ➕🟰\nΣτα νήματα δεν παίζουμε με τις πιθανότητες.',
    category: 'guarantee',
    note: 'certainty by arithmetic metaphor',
  },
  {
    text: 'Δεν θα δεις διαφορά; Αδύνατον. Το υπογράφουμε 🖊️📜',
    category: 'guarantee',
    note: 'promise signed in writing',
  },
  {
    text: '-5 κιλά σε 4 εβδομάδες.\nΌχι «ίσως». Όχι «εξαρτάται».\nΣΙΓΟΥΡΑ. 🔥',
    category: 'guarantee',
    note: 'weight-loss number with certainty, rejecting hedges',
  },
  {
    text: 'Ε\u200Bγγυημένα φυσικά χείλη, κάθε φορά 👄',
    category: 'guarantee',
    note: 'zero-width space inside Εγγυημένα',
  },
  {
    text: 'Results ｇｕａｒａｎｔｅｅｄ or your next session is on us 🎁',
    category: 'guarantee',
    note: 'full-width guaranteed',
  },
  {
    text: 'It WILL work.\nEvery.\nSingle.\nTime. 💯',
    category: 'guarantee',
    note: 'certainty by emphatic line breaks',
  },
  {
    text: "100% success rate on every thread lift we've done this year 📈 Numbers don't lie.",
    category: 'guarantee',
    note: 'success rate as guarantee',
  },
  {
    text: "You WILL see a difference in 7 days — if not, we'll eat our lab coats 🥼😂",
    category: 'guarantee',
    note: 'joking pledge implies certain result',
  },

  // ───────────── permanence (10) ─────────────
  {
    text: 'Για πάντα λείο δέρμα 🦵✨ Αποτρίχωση που δεν θα ξαναχρειαστεί ποτέ συντήρηση.',
    category: 'permanence',
    note: 'forever, no maintenance ever',
  },
  {
    text: 'Αποτέλεσμα που δεν φεύγει ΠΟΤΕ ♾️ Ρώτα μας πώς.',
    category: 'permanence',
    note: 'never fades, infinity emoji',
  },
  {
    text: 'Μόν\u0456μο lifting χωρίς νυστέρι 🔒',
    category: 'permanence',
    note: 'Cyrillic і in Μόνιμο',
  },
  {
    text: 'monimo apotelesma sta xeili, ksexna ta refill 💋',
    category: 'permanence',
    note: 'Greeklish permanent lips',
  },
  {
    text: "Ξέχνα τα κρεμασμένα μάγουλα. Μια και έξω, εφ' όρου ζωής 🙌",
    category: 'permanence',
    note: 'idioms μια και έξω and εφ όρου ζωής',
  },
  {
    text: '— Πόσο κρατάει, γιατρέ;\n— Μια ζωή 😉\n#νήματα #lifting',
    category: 'permanence',
    note: 'dialogue answer implies lifelong effect',
  },
  {
    text: 'Permanent results, zero maintenance ♾️ Jawline sculpting done once.',
    category: 'permanence',
    note: 'permanent plus once',
  },
  {
    text: 'Lasts a lifetime 💍 (unlike your ex) — our signature cheekbone contour',
    category: 'permanence',
    note: 'sarcastic lifetime claim',
  },
  {
    text: 'Once and done ✔️ your under-eye hollows, fixed forever.',
    category: 'permanence',
    note: 'once and done, forever',
  },
  {
    text: 'Κάνε το μία φορά και ξέχασέ το για πάντα. Τέλος οι επαναλήψεις 🔁❌',
    category: 'permanence',
    note: 'one session, forgotten forever',
  },

  // ───────────── safety (10) ─────────────
  {
    text: 'Απόλυτα ασφαλές ✅ καμία παρενέργεια, ποτέ.',
    category: 'safety',
    note: 'absolute safety and no side effects',
  },
  {
    text: 'Μηδέν ρίσκο. Μηδέν μελανιές. Μηδέν downtime. 0️⃣0️⃣0️⃣',
    category: 'safety',
    note: 'triple zero list',
  },
  {
    text: 'Παρενέργειες; Τι είναι αυτό; 🤷‍♀️ Στα fillers μας δεν τις έχουμε γνωρίσει.',
    category: 'safety',
    note: 'rhetorical denial of side effects',
  },
  {
    text: '100% φυσικό άρα 100% ακίνδυνο 🌿 λογική!',
    category: 'safety',
    note: 'natural therefore harmless fallacy',
  },
  {
    text: 'xwris kanena risko, xwris kamia anisuxia 😌 mesotherapeia prosopou',
    category: 'safety',
    note: 'Greeklish no risk',
  },
  {
    text: 'Ακίνδυνο ακόμα και για εγκύους 🤰 Ρωτήστε μας!',
    category: 'safety',
    note: 'safety for a vulnerable group',
  },
  {
    text: 'Zero side effects. Zero risk. Zero regrets. 🛡️',
    category: 'safety',
    note: 'zero list in English',
  },
  {
    text: 'S\u0430fe as drinking water 💧 our skin booster protocol',
    category: 'safety',
    note: 'Cyrillic а in Safe, harmless comparison',
  },
  {
    text: 'No complications. Ever. In 15 years. Let that sink in. 🧘',
    category: 'safety',
    note: 'zero complication record as safety claim',
  },
  {
    text: 'Τα νήματα είναι τόσο ασφαλή που θα τα έκανα και στη μαμά μου 👵❤️',
    category: 'safety',
    note: 'safety implied by a personal anecdote',
  },

  // ───────────── painless (10) ─────────────
  {
    text: 'Ανώδυνο σαν χάδι 🪶 Έλα να το δεις μόνη σου.',
    category: 'painless',
    note: 'painless like a caress',
  },
  {
    text: 'Δεν πονάει ΚΑΘΟΛΟΥ, ούτε τσιμπηματάκι 🐜',
    category: 'painless',
    note: 'emphatic no pain with diminutive',
  },
  {
    text: 'Πόνος; Ούτε για δείγμα 😂 #fillers #χείλη',
    category: 'painless',
    note: 'idiom ούτε για δείγμα',
  },
  {
    text: 'katholou ponos, katholou agxos 🙌 PRP mallion',
    category: 'painless',
    note: 'Greeklish no pain',
  },
  {
    text: 'Α\u200Bνώδυνη μεσοθεραπεία, υπόσχεση 🤞',
    category: 'painless',
    note: 'zero-width space inside Ανώδυνη',
  },
  {
    text: 'Πονάει; Όσο πονάει ένα φιλί 💋 δηλαδή καθόλου!',
    category: 'painless',
    note: 'rhetorical question answered with a kiss comparison',
  },
  {
    text: 'Painless. Literally feels like nothing. 😴',
    category: 'painless',
    note: 'plain painless with literally',
  },
  {
    text: '0/10 on the pain scale 📉 — half our clients nap during their threads',
    category: 'painless',
    note: 'numeric pain scale',
  },
  {
    text: "You'll feel NOTHING. Pinky promise 🤙 #pa\u00ADinfree #lipfiller",
    category: 'painless',
    note: 'soft hyphen inside painfree hashtag',
  },
  {
    text: 'Βελόνα; Ποια βελόνα; 🤔 Δεν θα καταλάβεις τίποτα.',
    category: 'painless',
    note: 'rhetorical denial of sensation',
  },

  // ───────────── before-after (10) ─────────────
  {
    text: 'Πριν 👉 Μετά 👈\nΣύρε για να δεις τη μεταμόρφωση της Μαρίας ✨',
    category: 'before-after',
    note: 'before/after with swipe and a patient name',
  },
  {
    text: 'ΠΡΙΝ ➡️ ΜΕΤΑ | 1 ml υαλουρονικό στα χείλη 👄 Η διαφορά μιλάει μόνη της',
    category: 'before-after',
    note: 'capitalised before-after caption',
  },
  {
    text: 'Αριστερά: Ιανουάριος. Δεξιά: Μάρτιος.\nΧωρίς φίλτρα 📸 #νήματα',
    category: 'before-after',
    note: 'left/right months instead of before/after words',
  },
  {
    text: 'prin kai meta apo 3 sunedries laser 🔥 swipe ➡️',
    category: 'before-after',
    note: 'Greeklish prin kai meta',
  },
  {
    text: 'Π.Ρ.Ι.Ν. / Μ.Ε.Τ.Α. — η ίδια κυρία, 10 χρόνια νεότερη 🙊',
    category: 'before-after',
    note: 'dotted letters, rejuvenation claim',
  },
  {
    text: 'Βρες τις 7 διαφορές 🔍 (spoiler: είναι όλες στο σαγόνι) 📷📷',
    category: 'before-after',
    note: 'spot-the-difference game over two photos',
  },
  {
    text: 'Before & after — no filter, just science 🔬 swipe to see her new profile',
    category: 'before-after',
    note: 'before & after in English',
  },
  {
    text: 'B/A of our jawline client 🔥 Day 1 vs Day 30 🤯',
    category: 'before-after',
    note: 'abbreviation B/A and day comparison',
  },
  {
    text: '#transformationtuesday #beforeandafter #glowup 📸 the results speak louder than us',
    category: 'before-after',
    note: 'before/after in hashtags only',
  },
  {
    text: 'Then 😔 ➡️ Now 😍 Same woman, 2 weeks apart, one skin booster course.',
    category: 'before-after',
    note: 'then/now synonyms for before/after',
  },

  // ───────────── testimonial (10) ─────────────
  {
    text: '«Μου άλλαξε τη ζωή!» — Ελένη, 42, Χαλάνδρι 💬❤️',
    category: 'testimonial',
    note: 'named patient quote',
  },
  {
    text: 'Τι λένε οι πελάτισσές μας ⭐⭐⭐⭐⭐\n«Δεν πίστευα ότι θα ξαναδώ τον εαυτό μου έτσι»',
    category: 'testimonial',
    note: 'five stars plus quote',
  },
  {
    text: 'Η ιστορία του Νίκου: 3 χρόνια ακμή, σήμερα καθαρό δέρμα 🙏 Διάβασε όλη την ιστορία στο link.',
    category: 'testimonial',
    note: 'patient case history',
  },
  {
    text: 'Screenshot από το inbox μας 😍 «Γιατρέ μου, είστε θεός!» Εμείς απλά κοκκινίσαμε ☺️',
    category: 'testimonial',
    note: 'DM screenshot as testimonial',
  },
  {
    text: 'review ths evdomadas ⭐ «ta kalitera xeili pou eixa pote, eyxaristw!!» — K.',
    category: 'testimonial',
    note: 'Greeklish review with initial',
  },
  {
    text: 'Η κυρία Σ. μας έφερε γλυκά σήμερα γιατί «ξαναβρήκε το χαμόγελό της» μετά τα fillers 🍰🥹',
    category: 'testimonial',
    note: 'anecdote quoting a patient outcome',
  },
  {
    text: '“Best decision of my life” — Anna, 35 ⭐⭐⭐⭐⭐',
    category: 'testimonial',
    note: 'English named quote',
  },
  {
    text: 'Patient story 📖 How Katerina lost 12 kilos with our medical weight-loss plan',
    category: 'testimonial',
    note: 'patient weight-loss story',
  },
  {
    text: "Our DMs are full of love 💌 'I cried when I saw my lips' — we cried too 😭",
    category: 'testimonial',
    note: 'DM quote framed as love',
  },
  {
    text: "Real client, real words 🗣️ 'I look 10 years younger and everyone asks what I did'",
    category: 'testimonial',
    note: 'unnamed patient result quote',
  },

  // ───────────── minors (10) ─────────────
  {
    text: 'Back to school 🎒 Πακέτο «Καθαρό Δέρμα» για εφήβους 13–17 με peeling και μεσοθεραπεία ✨',
    category: 'minors',
    note: 'aesthetic package for 13–17',
  },
  {
    text: 'Για τις τελειόφοιτες: υαλουρονικό στα χείλη πριν τον χορό 💃 (με υπογραφή γονέα)',
    category: 'minors',
    note: 'lip filler for high-school seniors',
  },
  {
    text: 'Δώρο για τα 16α γενέθλια; 🎂 Κάρτα για ενέσιμο skin booster, να λάμπει στη φωτό!',
    category: 'minors',
    note: 'injectable as sweet-16 gift',
  },
  {
    text: 'Μαθήτρια; Δείξε το πάσο 🪪 και πάρε την πρώτη σου μεσοθεραπεία προσώπου με έκπτωση',
    category: 'minors',
    note: 'school pass discount',
  },
  {
    text: 'Το παιδί σας κάνει bullying για τα χείλη του; Ξεκινάμε fillers από 15 ετών 🧒',
    category: 'minors',
    note: 'fillers for children, exploiting bullying',
  },
  {
    text: 'Mama & kori mera 👩‍👧 matching fillers (kores 14+) 💕',
    category: 'minors',
    note: 'Greeklish mother-daughter fillers for 14+',
  },
  {
    text: 'Prom-ready lips 👄 for our high-school girls! Bring your mum for the consent form.',
    category: 'minors',
    note: 'lip filler aimed at high-schoolers',
  },
  {
    text: 'Sweet 16 glow-up package 🎀 skin boosters + PRP under-eye',
    category: 'minors',
    note: 'injectable package for 16-year-olds',
  },
  {
    text: 'Under 18? 👀 Student rate on lip flip and fillers every Saturday',
    category: 'minors',
    note: 'addresses under-18s directly',
  },
  {
    text: 'TikTok teens asked, we listened 📱 Baby threads for your first jawline, ages 16+',
    category: 'minors',
    note: 'thread lift targeted at teens',
  },

  // ───────────── endorsement (10) ─────────────
  {
    text: 'Εγκεκριμένο από τον FDA 🇺🇸 και νούμερο 1 επιλογή των γιατρών 🩺',
    category: 'endorsement',
    note: 'FDA approval and doctors’ choice',
  },
  {
    text: 'Η αγαπημένη θεραπεία της γνωστής παρουσιάστριας του πρωινού 🤫📺 Μαντέψτε ποιας!',
    category: 'endorsement',
    note: 'implied celebrity endorsement',
  },
  {
    text: '9 στους 10 δερματολόγους το προτείνουν 👩‍⚕️👨‍⚕️',
    category: 'endorsement',
    note: 'statistical professional endorsement',
  },
  {
    text: 'Κλ\u0456νικά αποδεδειγμένο ✔️ από ανεξάρτητες μελέτες',
    category: 'endorsement',
    note: 'Cyrillic і inside Κλινικά, clinically proven',
  },
  {
    text: 'Με τη σφραγίδα του ΕΟΦ 🏛️ — γιατί εμείς δεν παίζουμε',
    category: 'endorsement',
    note: 'authority endorsement by the Greek medicines agency',
  },
  {
    text: 'To kanei kai h Eleni tou Survivor 😍 Τώρα και σε εσένα!',
    category: 'endorsement',
    note: 'reality-show celebrity in Greeklish',
  },
  {
    text: 'Clinically proven. FDA cleared. Celebrity loved. 🌟',
    category: 'endorsement',
    note: 'triple endorsement slogan',
  },
  {
    text: 'As seen on Kim K 😍 #celebapproved #hollywoodglow',
    category: 'endorsement',
    note: 'celebrity named plus hashtags',
  },
  {
    text: 'Recommended by the Hellenic Society of Aesthetic Medicine 🏅 (and by our moms)',
    category: 'endorsement',
    note: 'professional society endorsement with a joke',
  },
  {
    text: 'The Hollywood secret 🎬 — same filler your favourite actress uses before the Oscars',
    category: 'endorsement',
    note: 'celebrity use as endorsement',
  },

  // ───────────── comparison (10) ─────────────
  {
    text: 'Γιατί να μπεις σε χειρουργείο για λίφτινγκ όταν τα νήματά μας κάνουν τα ίδια; 🤔🔪❌',
    category: 'comparison',
    note: 'rhetorical comparison with surgery',
  },
  {
    text: 'Οι καλύτεροι στην Αθήνα. Τελεία. 🏆',
    category: 'comparison',
    note: 'self-praise superlative',
  },
  {
    text: 'Άλλοι σου πουλάνε φύκια για μεταξωτές κορδέλες… εμείς αποτέλεσμα 😎',
    category: 'comparison',
    note: 'Greek idiom disparaging competitors',
  },
  {
    text: 'Καλύτερο από πλαστική, χωρίς νάρκωση και ράμματα 💪',
    category: 'comparison',
    note: 'better than plastic surgery',
  },
  {
    text: 'Ο πιο έμπειρος ενέσιμος γιατρός της Ελλάδας 🇬🇷 — ρωτήστε όποιον θέλετε',
    category: 'comparison',
    note: 'superlative self-praise for a doctor',
  },
  {
    text: 'Ν\u03BF1 στα χείλη στη Θεσσαλονίκη 👄🥇',
    category: 'comparison',
    note: 'No1 with Greek omicron',
  },
  {
    text: 'Better than a facelift, minus the scalpel 🔪🚫',
    category: 'comparison',
    note: 'comparison with surgery in English',
  },
  {
    text: 'Why pay more at other clinics for worse results? 🤷 Just saying.',
    category: 'comparison',
    note: 'rhetorical jab at competitors',
  },
  {
    text: "Athens' best injector, hands down 🏆 Don't settle for less.",
    category: 'comparison',
    note: 'self-praise best injector',
  },
  {
    text: 'Unlike the clinic down the road, our doctors actually know anatomy 💅',
    category: 'comparison',
    note: 'sarcastic disparagement of another clinic',
  },

  // ───────────── price-promotion (10) ─────────────
  {
    text: '-30% στο υαλουρονικό χειλιών όλο τον Μάιο 💋🌸',
    category: 'price-promotion',
    note: 'percentage discount on lip filler',
  },
  {
    text: '1+1 δώρο στη μεσοθεραπεία προσώπου 🎁 μόνο αυτή την εβδομάδα',
    category: 'price-promotion',
    note: 'buy-one-get-one on mesotherapy',
  },
  {
    text: 'Skin boosters: 3 συνεδρίες στην τιμή των 2 💧',
    category: 'price-promotion',
    note: 'three for two',
  },
  {
    text: 'PRP μαλλιών μόνο 99€ 🤑 Τρέξτε!',
    category: 'price-promotion',
    note: 'low price with urgency',
  },
  {
    text: 'Black Friday 🖤 Νήματα -40% μέχρι τα μεσάνυχτα ⏰',
    category: 'price-promotion',
    note: 'Black Friday discount on threads',
  },
  {
    text: 'prosfora fillers 1ml 1\u200B50e mono ton Septemvrio 💉',
    category: 'price-promotion',
    note: 'Greeklish with zero-width space inside the price',
  },
  {
    text: 'Φέρε μια φίλη, πάρε 1 ml δώρο 👯‍♀️💉',
    category: 'price-promotion',
    note: 'referral gift of filler',
  },
  {
    text: "Lip filler €149 this week only 💋 book before it's gone!",
    category: 'price-promotion',
    note: 'price with time pressure',
  },
  {
    text: 'Happy hour 🍹 5–7pm: 20% off PRP and polynucleotide boosters',
    category: 'price-promotion',
    note: 'happy-hour discount on injectables',
  },
  {
    text: 'Flash sale ⚡ Profhilo 2-for-1, first 10 DMs only 📩',
    category: 'price-promotion',
    note: 'flash sale on a skin booster',
  },
];
