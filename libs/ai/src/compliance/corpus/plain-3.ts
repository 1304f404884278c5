// Held-out corpus (third set) of ordinary, responsible clinic posts that must NOT be flagged.
// Written independently of the rules; many sit deliberately close to the line.
export const PLAIN_3: { text: string; note: string }[] = [
  // ───────────── Greek ─────────────
  {
    text: 'Καλή εβδομάδα! ☀️ Το ιατρείο λειτουργεί κανονικά Δευτέρα–Παρασκευή 9:00–20:00 και Σάββατο 10:00–14:00.',
    note: 'opening hours',
  },
  {
    text: '🎒 Αντηλιακό πριν το σχολείο!\nΒάλτε SPF 50 στα παιδιά 20 λεπτά πριν βγουν στο προαύλιο και ανανεώστε μετά το μάθημα γυμναστικής. Καπέλο και νερό στην τσάντα 💧',
    note: 'school-season sunscreen tip for families, πριν/μετά in instructions',
  },
  {
    text: 'Η κυρία Ρένα μετά από 25 χρόνια στη γραμματεία μας βγαίνει στη σύνταξη 💐 Σε ευχαριστούμε για πάντα, θα μας λείπεις!',
    note: '«για πάντα» in thanks to a staff member',
  },
  {
    text: 'Τέλος Ιουλίου το ιατρείο κλείνει για καλοκαιρινές διακοπές, από 1 έως 20 Αυγούστου. Για επείγοντα καλέστε 210 000 0000.',
    note: '«τέλος» as end of month, holiday notice',
  },
  {
    text: 'Αντίο 2025, καλωσόρισες 2026! 🎉 Σας ευχόμαστε υγεία και χαμόγελα από όλη την ομάδα.',
    note: '«αντίο» in a New Year greeting',
  },
  {
    text: 'Μύθος ή αλήθεια; 🤔\nΜύθος: «Όταν έχει συννεφιά δεν χρειάζομαι αντηλιακό.»\nΑλήθεια: Μεγάλο μέρος της υπεριώδους ακτινοβολίας περνά μέσα από τα σύννεφα.',
    note: 'myth vs fact about sunscreen',
  },
  {
    text: '«Πονάει το χημικό peeling;»\nΟι περισσότεροι περιγράφουν τσούξιμο ή ζέστη για λίγα λεπτά. Η αίσθηση διαφέρει από άτομο σε άτομο και πάντα συζητάμε τι μπορούμε να κάνουμε για να είστε άνετα.',
    note: 'FAQ asks about pain in quotes, honest answer',
  },
  {
    text: '«Είναι ασφαλές το laser;»\nΚάθε ιατρική πράξη έχει πιθανούς κινδύνους, όπως ερυθρότητα, οίδημα ή σπανιότερα αλλαγές στη χρωστική. Στην πρώτη επίσκεψη σας τους εξηγούμε αναλυτικά και αποφασίζουμε μαζί.',
    note: 'FAQ about safety with honest risks',
  },
  {
    text: 'Ασφάλεια για εμάς σημαίνει αποστείρωση 🧼\nΑναλώσιμα μιας χρήσης, κλίβανος κατηγορίας Β και απολύμανση επιφανειών μετά από κάθε επίσκεψη.',
    note: 'safety as hygiene',
  },
  {
    text: 'Γνωρίστε τη Δρ. Κατερίνα Παππά 👩‍⚕️ Δερματολόγος-αφροδισιολόγος με 15 χρόνια εμπειρίας. Ασχολείται κυρίως με τη δερματοσκόπηση σπίλων και τις φλεγμονώδεις δερματοπάθειες.',
    note: 'doctor introduction with years of experience',
  },
  {
    text: '«Το καλύτερο αντηλιακό είναι αυτό που θα βάζετε κάθε μέρα.» — Δρ. Κατερίνα Παππά, δερματολόγος του ιατρείου μας',
    note: 'quote from the clinic’s own doctor',
  },
  {
    text: '🎁 Δωροκάρτες από 30€ έως 150€ για καλλυντικά και καθαρισμό προσώπου. Ιδανικές για τις γιορτές!',
    note: 'gift card prices, no injectables',
  },
  {
    text: 'Νέα άφιξη στο ράφι μας: ενυδατική κρέμα με νιασιναμίδη 5% στα 28€ και καθαριστικό gel στα 18€.',
    note: 'prices of cosmetics',
  },
  {
    text: 'Μετά από χημικό peeling:\n1️⃣ Αποφύγετε τον ήλιο για 7 ημέρες\n2️⃣ Μην ξεφλουδίζετε το δέρμα\n3️⃣ Ήπιο καθαριστικό και ενυδάτωση\n4️⃣ SPF κάθε πρωί',
    note: 'aftercare list with μετά',
  },
  {
    text: 'Μετά από ενέσεις υαλουρονικού οξέος μπορεί να εμφανιστεί πρήξιμο ή μελανιά για λίγες ημέρες. Αν νιώσετε έντονο πόνο ή δείτε αλλαγή στο χρώμα του δέρματος, επικοινωνήστε αμέσως μαζί μας.',
    note: 'honest recovery and warning signs after filler, no price',
  },
  {
    text: 'Τι είναι η μεσοθεραπεία; 💡\nΜικρές ενέσεις στο δέρμα με ουσίες όπως υαλουρονικό οξύ ή βιταμίνες. Δεν ταιριάζει σε όλους· η καταλληλότητα κρίνεται σε ιατρική εξέταση.',
    note: 'explains a treatment without naming a medicine or price',
  },
  {
    text: 'Τα fillers υαλουρονικού οξέος είναι ιατροτεχνολογικά προϊόντα. Η διάρκειά τους διαφέρει ανάλογα με την περιοχή και τον οργανισμό και δεν είναι μόνιμα.',
    note: 'explains fillers, «μόνιμα» negated',
  },
  {
    text: 'Δεν υπάρχει ιατρική πράξη χωρίς κανένα ρίσκο — και όποιος σας λέει το αντίθετο, αξίζει να τον ρωτήσετε ξανά. Ρωτήστε μας ό,τι θέλετε στη συνεδρία ενημέρωσης.',
    note: 'honest statement that negates a no-risk claim',
  },
  {
    text: 'Τα αποτελέσματα διαφέρουν από άτομο σε άτομο. Κανένας υπεύθυνος γιατρός δεν μπορεί να υποσχεθεί συγκεκριμένο αποτέλεσμα.',
    note: 'disclaimer that mentions promise only to deny it',
  },
  {
    text: '23 Μαΐου: Ευρωπαϊκή Ημέρα κατά του Μελανώματος 🔍 Θυμηθείτε τον κανόνα ΑΒΓΔΕ για τους σπίλους και κλείστε τον ετήσιο έλεγχό σας.',
    note: 'awareness day with date',
  },
  {
    text: 'Χρόνια πολλά σε όσες και όσους γιορτάζουν σήμερα! 🎈',
    note: 'name-day greeting',
  },
  {
    text: 'Καλό Πάσχα από όλη την ομάδα 🐣 Το ιατρείο θα είναι κλειστό από Μεγάλη Παρασκευή έως και Τρίτη του Πάσχα.',
    note: 'Easter closing',
  },
  {
    text: 'Τέλος οι ουρές στο τηλέφωνο! 📱 Από σήμερα κλείνετε ραντεβού και online από το link στο προφίλ.',
    note: '«τέλος» about phone queues',
  },
  {
    text: 'Αντίο στα χαρτιά 📄 Το ιστορικό σας είναι πλέον ψηφιακό και φυλάσσεται σύμφωνα με τον GDPR.',
    note: '«αντίο» about paperwork',
  },
  {
    text: 'Πριν το ραντεβού σας, ενημερώστε μας για όλα τα φάρμακα που παίρνετε, ιδιαίτερα αντιπηκτικά ή συμπληρώματα όπως ωμέγα-3.',
    note: 'pre-visit instruction with πριν',
  },
  {
    text: '10 χρόνια ιατρείο στη Λάρισα! 🎂 Σας ευχαριστούμε που μας εμπιστεύεστε· θα είστε για πάντα κομμάτι της ιστορίας μας ❤️',
    note: 'anniversary thanks with «για πάντα»',
  },
  {
    text: 'Η ακμή είναι πάθηση του δέρματος και αντιμετωπίζεται με διάφορους τρόπους. Η κατάλληλη αγωγή επιλέγεται από δερματολόγο μετά από εξέταση. Μην ξεκινάτε φάρμακα χωρίς ιατρική συμβουλή.',
    note: 'acne education without naming a medicine or promising a cure',
  },
  {
    text: 'Τριχόπτωση: οι αιτίες είναι πολλές (σιδηροπενία, θυρεοειδής, ορμόνες, στρες). Πριν από οποιαδήποτε θεραπεία κάνουμε αιματολογικό έλεγχο 🩸',
    note: 'hair-loss education, no medicine named',
  },
  {
    text: 'Η διαχείριση του βάρους είναι ιατρικό θέμα και δεν υπάρχει μία λύση για όλους. Στο ιατρείο συνεργάζονται ενδοκρινολόγος και διαιτολόγος, και κάθε απόφαση παίρνεται μετά από αξιολόγηση.',
    note: 'weight management without naming GLP-1 drugs',
  },
  {
    text: 'Καλωσορίζουμε τον Δρ. Γιώργο Αντωνίου, πλαστικό χειρουργό με 20 χρόνια εμπειρίας, που εντάσσεται στην ομάδα μας από τον Οκτώβριο 👋',
    note: 'new doctor with years of experience, no superlatives',
  },
  {
    text: 'Ο ήλιος του Σεπτεμβρίου καίει ακόμα ☀️ Στη σχολική τσάντα: καπέλο, γυαλιά ηλίου και αντηλιακό SPF 30+ σε μικρή συσκευασία.',
    note: 'back-to-school sun protection',
  },
  {
    text: 'Ποιες είναι οι πιθανές παρενέργειες των fillers;\n• Μώλωπες και οίδημα\n• Ευαισθησία στο σημείο\n• Σπάνια αλλά σοβαρά αγγειακά συμβάματα\nΓι’ αυτό η πράξη γίνεται μόνο από ιατρό.',
    note: 'honest list of side effects',
  },
  {
    text: 'Η αίθουσα αναμονής πριν και μετά την ανακαίνιση 🛋️ Νέες καρέκλες, περισσότερο φως και γωνιά για τα παιδιά!',
    note: 'πριν/μετά about a room, not a body',
  },
  {
    text: 'Πίνετε νερό πριν και μετά από κάθε συνεδρία laser και αποφύγετε τη σάουνα για 48 ώρες 💧',
    note: 'πριν/μετά in aftercare instructions',
  },
  {
    text: '«Πόσο διαρκεί το αποτέλεσμα;» Εξαρτάται από το προϊόν, την περιοχή και τον οργανισμό σας. Στη συνεδρία ενημέρωσης σας δίνουμε ρεαλιστικές προσδοκίες.',
    note: 'FAQ on duration with honest answer',
  },
  {
    text: 'Κάποια φάρμακα για το δέρμα χορηγούνται μόνο με συνταγή και χρειάζονται τακτικές αιματολογικές εξετάσεις. Ο δερματολόγος σας θα σας εξηγήσει αν είναι κατάλληλα για εσάς.',
    note: 'mentions prescription medicines generically without naming',
  },
  {
    text: 'Ζητάμε πάντα γραπτή συγκατάθεση πριν από οποιαδήποτε φωτογραφία για τον ιατρικό σας φάκελο. Οι φωτογραφίες δεν χρησιμοποιούνται ποτέ για διαφήμιση.',
    note: 'consent and photos policy',
  },
  {
    text: 'Την Πέμπτη 14 Νοεμβρίου, Παγκόσμια Ημέρα Διαβήτη, η ομάδα μας μιλά στο Δημαρχείο για τη φροντίδα του διαβητικού ποδιού. Είσοδος ελεύθερη.',
    note: 'health event with date',
  },
  {
    text: 'Ψάχνουμε νοσηλευτή/τρια με εμπειρία σε δερματολογικό ιατρείο. Στείλτε βιογραφικό στο email του προφίλ ✉️',
    note: 'job ad',
  },
  {
    text: 'Η ομάδα μας παρακολούθησε το 3ήμερο σεμινάριο αναζωογόνησης γνώσεων στη διαχείριση επιπλοκών. Η συνεχής εκπαίδευση είναι υποχρέωσή μας.',
    note: 'training on complications, not self-praise',
  },
  {
    text: 'Καλή Πρωτοχρονιά! 🍀 Το ιατρείο ανοίγει ξανά στις 3 Ιανουαρίου.',
    note: 'holiday greeting with date',
  },
  {
    text: 'Συχνή ερώτηση: «Μπορώ να κάνω peeling το καλοκαίρι;» Τα βαθύτερα peeling τα προτιμάμε φθινόπωρο και χειμώνα, γιατί μετά χρειάζεται αυστηρή αντηλιακή προστασία.',
    note: 'FAQ in quotes with μετά',
  },
  {
    text: 'Μύθος: «Όσο πιο ακριβή η κρέμα, τόσο καλύτερη.»\nΑλήθεια: Μετρούν τα συστατικά και η σωστή χρήση, όχι η τιμή 🧴',
    note: 'myth vs fact about cosmetics',
  },
  {
    text: 'Το ιατρείο μας είναι προσβάσιμο με αμαξίδιο ♿ και διαθέτει χώρο στάθμευσης για άτομα με αναπηρία.',
    note: 'accessibility info',
  },
  {
    text: 'Έλεγχος σπίλων: τι να περιμένετε 🔍\nΗ εξέταση διαρκεί περίπου 20 λεπτά, γίνεται με δερματοσκόπιο και δεν χρειάζεται προετοιμασία.',
    note: 'explains a consultation',
  },
  {
    text: 'Ευχαριστούμε όσους συμπληρώσατε το ερωτηματολόγιο ικανοποίησης 🙏 Με βάση τις απαντήσεις σας επεκτείνουμε το ωράριο την Τετάρτη ως τις 21:00.',
    note: 'survey thanks without quoting patients',
  },
  {
    text: 'Καλοκαίρι και έγκυος; 🤰 Ρωτήστε τον γιατρό σας πριν από οποιαδήποτε αισθητική πράξη. Πολλές θεραπείες αναβάλλονται μέχρι μετά τον θηλασμό.',
    note: 'responsible advice for pregnancy',
  },
  {
    text: 'Αφιερωμένο στις μαμάδες 💐 Χρόνια πολλά για τη γιορτή της μητέρας από όλη την ομάδα μας.',
    note: 'Mother’s Day greeting, no offer',
  },
  {
    text: 'Στις 28 Οκτωβρίου το ιατρείο θα παραμείνει κλειστό 🇬🇷 Χρόνια πολλά!',
    note: 'national holiday closing',
  },
  {
    text: 'Τι κάνουμε αν μετά από τσίμπημα εντόμου εμφανιστεί μεγάλο οίδημα; Κρύες κομπρέσες, ανάπαυση και επικοινωνία με γιατρό αν δυσκολεύεστε να αναπνεύσετε 🐝',
    note: 'first-aid tip',
  },
  {
    text: 'Ο Δρ. Αντωνίου εξηγεί: «Μερικές φορές η καλύτερη απόφαση σε μια συνεδρία ενημέρωσης είναι να μην κάνουμε τίποτα.»',
    note: 'doctor quote that discourages treatment',
  },
  {
    text: 'Νέο ωράριο από 1/10: Δευτέρα, Τετάρτη, Παρασκευή 9:00–17:00 | Τρίτη, Πέμπτη 12:00–21:00.',
    note: 'schedule with dates',
  },
  {
    text: 'Παιδιά και ήλιος 👧👦: κάτω από 6 μηνών καλύτερα σκιά και ρούχα αντί για αντηλιακό. Για μεγαλύτερα παιδιά, αντηλιακό για παιδιά και ανανέωση κάθε 2 ώρες.',
    note: 'sun advice for families with children',
  },
  {
    text: 'Έφηβοι και ακμή: πότε να δει δερματολόγο το παιδί; Όταν αφήνει σημάδια, πονάει ή επηρεάζει τη διάθεσή του. Η αξιολόγηση γίνεται με γονέα παρόντα.',
    note: 'medical acne care for teens, no aesthetic offer',
  },
  {
    text: 'Μετά την αποτρίχωση laser: όχι ζεστό μπάνιο και γυμναστήριο για 24 ώρες, όχι αποσμητικό στη μασχάλη την ίδια μέρα.',
    note: 'aftercare instructions',
  },
  {
    text: 'Το νέο μας σύστημα εξαερισμού με φίλτρα HEPA τοποθετήθηκε 🌬️ Άλλο ένα βήμα για έναν ασφαλή και καθαρό χώρο.',
    note: '«ασφαλή» as hygiene of premises',
  },
  {
    text: '«Θα φαίνομαι αφύσικη;» Είναι η πιο συχνή ανησυχία. Σχεδιάζουμε πάντα συντηρητικά και μπορείτε να αλλάξετε γνώμη μέχρι την τελευταία στιγμή.',
    note: 'FAQ with quoted question, no promise',
  },
  {
    text: 'Σεμινάριο πρώτων βοηθειών για γονείς το Σάββατο 12 Απριλίου, 11:00 📚 Δηλώστε συμμετοχή στη γραμματεία.',
    note: 'community event',
  },
  {
    text: 'Καλό καλοκαίρι! 🏖️ Μην ξεχνάτε: σκιά 12:00–16:00, SPF 30+ και ανανέωση μετά το κολύμπι.',
    note: 'summer tip with μετά',
  },
  {
    text: 'Ευχαριστούμε για τις 5.000 ακολουθήσεις! 🙏 Θα συνεχίσουμε με ενημερωτικά posts για το δέρμα σας.',
    note: 'follower milestone thanks',
  },
  {
    text: 'Υαλουρονικό οξύ σε κρέμα και υαλουρονικό σε ένεση δεν είναι το ίδιο πράγμα. Το πρώτο είναι καλλυντικό, το δεύτερο ιατροτεχνολογικό προϊόν που απαιτεί ιατρό.',
    note: 'education distinguishing cosmetic and device',
  },
  {
    text: 'Γνωρίστε τη Μαρία, την αισθητικό μας, με 8 χρόνια εμπειρίας στον καθαρισμό προσώπου και την περιποίηση ευαίσθητων επιδερμίδων 🌿',
    note: 'team introduction',
  },
  {
    text: 'Λίστα τιμών καλλυντικών 🧾 Αντηλιακό SPF 50: 22€ | Ορός βιταμίνης C: 35€ | Balm χειλιών: 9€',
    note: 'cosmetic price list',
  },
  // ───────────── English ─────────────
  {
    text: "We're hiring! 🩺 Looking for a registered nurse with 3+ years of dermatology experience. Send your CV to the email in our bio.",
    note: 'job ad with years',
  },
  {
    text: "Happy International Women's Day 💐 from our team of doctors, nurses and receptionists.",
    note: 'holiday greeting',
  },
  {
    text: "Myth: 'Darker skin doesn't need sunscreen.'\nFact: everyone benefits from UV protection, and skin cancer can affect every skin type.",
    note: 'myth vs fact',
  },
  {
    text: "FAQ: 'Can I wear makeup after a chemical peel?'\nWe suggest waiting 24–48 hours, then using gentle mineral makeup.",
    note: 'FAQ with after in instructions',
  },
  {
    text: 'Our clinic will be closed on 25 March for the national holiday 🇬🇷 We reopen on the 26th at 9:00.',
    note: 'holiday closure with dates',
  },
  {
    text: 'Safety first 🧼 Every instrument goes through the autoclave, every single time, and we keep a sterilisation log for each cycle.',
    note: 'safety as hygiene',
  },
  {
    text: 'Meet Dr. Anna Georgiou 👩‍⚕️ dermatologist with 12 years of experience in skin cancer screening and mole mapping.',
    note: 'doctor introduction',
  },
  {
    text: 'Gift cards now available in €25, €50 and €100 🎁 valid for skincare products and facials.',
    note: 'gift card prices, no injectables',
  },
  {
    text: 'Before your appointment:\n✅ Remove makeup\n✅ Bring a list of your medications\n✅ Arrive 10 minutes early',
    note: 'before in instructions',
  },
  {
    text: 'After laser treatment, expect some redness for 24–48 hours. Call us if you notice blistering, crusting or signs of infection.',
    note: 'honest recovery after laser',
  },
  {
    text: "5,000 followers! 🎉 We're forever grateful for your trust and your questions.",
    note: 'forever in thanks',
  },
  {
    text: 'Hyaluronic acid fillers are medical devices, not medicines. They can cause swelling and bruising and, rarely, serious complications such as blocked blood vessels. Always ask who is injecting and what they will do if something goes wrong.',
    note: 'honest risk education',
  },
  {
    text: 'Teen acne: when should you book a dermatologist? If it scars, hurts, or gets your child down. Assessments for under-18s always happen with a parent present.',
    note: 'medical care for teens, not aesthetic promotion',
  },
  {
    text: 'Back to school 🎒 Pack a hat, sunglasses and SPF 30+. Reapply after swimming class and at lunch break.',
    note: 'school sunscreen tip',
  },
  {
    text: "Our doctor says: 'A good consultation sometimes ends with us saying no.'",
    note: 'quote from own doctor',
  },
  {
    text: 'Weight management is a medical topic. Our endocrinologist and dietitian work together, and any treatment is chosen only after a full assessment.',
    note: 'weight management without drug names',
  },
  {
    text: 'Hair loss has many causes 🧑‍🦲 Blood tests first, decisions after.',
    note: 'hair-loss education',
  },
  {
    text: 'Patch test: before laser hair removal we may test a small area 48 hours in advance to check how your skin responds.',
    note: 'before in instructions',
  },
  {
    text: 'Christmas hours 🎄 24 & 31 Dec: 9:00–13:00 | 25–26 Dec and 1 Jan: closed. Happy holidays!',
    note: 'holiday hours',
  },
  {
    text: 'See you at the Panhellenic Dermatology Congress, 15–17 May, Thessaloniki! Dr. Georgiou will present on mole monitoring.',
    note: 'event',
  },
  {
    text: 'Quick quiz ☀️ How long before sun exposure should you apply sunscreen? Answer: about 15–30 minutes.',
    note: 'quiz with before',
  },
  {
    text: 'Skincare price list 🧾 Cleanser €18 | Moisturiser €26 | Mineral SPF €22',
    note: 'cosmetic prices',
  },
  {
    text: "'How long does a filler last?' It varies — often several months to a year or more depending on the product and area. It is not permanent, and top-ups are not mandatory.",
    note: 'FAQ with permanent negated',
  },
  {
    text: "'Does it hurt?' Most people feel some discomfort. We use numbing cream and cold packs, and you can ask us to pause at any time.",
    note: 'honest answer about pain',
  },
  {
    text: 'Goodbye summer 👋 hello autumn skin checks! Book your yearly mole check now that the tan has faded.',
    note: 'goodbye in seasonal post',
  },
  {
    text: 'Drink water before and after your session 💧 and skip alcohol for 24 hours.',
    note: 'before and after in aftercare instructions',
  },
  {
    text: "Some skin medicines are prescription-only and need regular blood tests. Your dermatologist will explain whether they're right for you — please don't buy them online.",
    note: 'generic prescription mention without names',
  },
  {
    text: 'No treatment is completely risk-free, and anyone who tells you otherwise deserves a second question.',
    note: 'negates risk-free claim',
  },
  {
    text: 'We ask for written consent before taking any clinical photo. Photos stay in your medical file and are never used for marketing.',
    note: 'consent policy',
  },
  {
    text: 'Our waiting room got a makeover 🛋️ New chairs, more light and a corner for kids with books and crayons.',
    note: 'renovation news',
  },
  {
    text: "Results vary from person to person. No responsible doctor can promise you a specific outcome — and we won't either.",
    note: 'disclaimer mentioning promise to reject it',
  },
  {
    text: 'Welcome to the team, Dr. Nikos Dimitriou 👋 plastic surgeon with 18 years of experience, joining us from October.',
    note: 'new doctor introduction',
  },
  {
    text: 'Pregnant or breastfeeding? 🤱 Many aesthetic treatments are postponed until after breastfeeding. Ask us before booking anything.',
    note: 'responsible advice',
  },
  {
    text: "Myth: 'You only need sunscreen at the beach.'\nFact: daily UV exposure adds up — on the school run, at the bus stop, by the window.",
    note: 'myth vs fact',
  },
  {
    text: "Free talk for parents 📚 'Sun safety for kids' on Saturday 7 June, 11:00, at the municipal library. No booking needed.",
    note: 'family event, sun safety',
  },
  {
    text: 'Our new HEPA ventilation system is in 🌬️ one more step for a safe, clean clinic.',
    note: 'safe as hygiene',
  },
  {
    text: "What is mesotherapy? Tiny injections into the skin with ingredients such as hyaluronic acid or vitamins. It's not for everyone — suitability is decided at a medical consultation.",
    note: 'treatment explanation without prices or drug names',
  },
  {
    text: 'The end of paper forms 📱 From Monday you can fill in your medical history online before your visit.',
    note: 'the end in an ordinary sentence',
  },
  {
    text: 'Thank you to everyone who filled in our feedback survey 🙏 Based on your answers, we now open at 8:00 on Tuesdays.',
    note: 'survey thanks without patient quotes',
  },
  {
    text: 'Bee sting with big swelling? 🐝 Cold compress, rest, and call a doctor straight away if breathing becomes difficult.',
    note: 'first aid',
  },
  {
    text: 'After microneedling: no makeup for 12 hours, no gym for 24, and SPF every morning for two weeks.',
    note: 'aftercare with after',
  },
  {
    text: 'Happy Easter from all of us 🐣 The clinic is closed from Good Friday to Easter Tuesday.',
    note: 'holiday',
  },
  {
    text: 'Our team completed a refresher course on managing complications this month. Continuous training is part of the job.',
    note: 'training, not self-praise',
  },
  {
    text: "'Will I look fake?' It's the most common worry we hear. We plan conservatively, and you can change your mind up to the last minute.",
    note: 'FAQ in quotes, no promise',
  },
];
