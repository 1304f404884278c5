// Test corpus: ordinary posts a responsible Greek clinic would publish; the compliance gate must let
// every one of them through. Several contain words a naive filter might trip on (ασφάλεια, παρενέργειες,
// πόνος, μόνιμα, για πάντα, τιμή, δώρο, πριν/μετά, καλύτερος, promise, safety, manicure) used innocently;
// `note` says what the post is and, where relevant, which innocent trap word it carries.

export const PLAIN: { text: string; note: string }[] = [
  // ───────────────────────── opening hours and closures ─────────────────────────
  {
    text: '🕘 Ωράριο λειτουργίας: Δευτέρα–Παρασκευή 09:00–21:00, Σάββατο 10:00–15:00. Σας περιμένουμε!',
    note: 'opening hours',
  },
  {
    text: 'Το ιατρείο θα παραμείνει κλειστό από 10 έως 20 Αυγούστου για θερινές διακοπές 🏖️ Καλό καλοκαίρι σε όλους!',
    note: 'summer closure',
  },
  {
    text: 'Την Καθαρά Δευτέρα το ιατρείο θα είναι κλειστό. Καλή Σαρακοστή και καλό πέταγμα! 🪁',
    note: 'holiday closure',
  },
  {
    text: 'Την Τετάρτη 25 Μαρτίου δεν θα λειτουργήσουμε λόγω της εθνικής εορτής 🇬🇷 Χρόνια πολλά!',
    note: 'national holiday closure',
  },
  {
    text: 'Νέο θερινό ωράριο για τον Ιούλιο: 08:00–16:00, για να αποφεύγετε τις ώρες της ζέστης ☀️',
    note: 'summer hours',
  },
  {
    text: 'Επιστρέψαμε από τις διακοπές με ανανεωμένες δυνάμεις! 🌞 Το ιατρείο λειτουργεί κανονικά από σήμερα.',
    note: 'reopening after holidays',
  },
  {
    text: 'Our clinic will be closed on 1 May. We reopen on Friday at 9:00 🌼',
    note: 'English holiday closure',
  },
  {
    text: 'Holiday hours: we close at 14:00 on Christmas Eve and New Year’s Eve 🎄',
    note: 'English holiday hours',
  },
  // ───────────────────────── greetings ─────────────────────────
  {
    text: 'Καλή εβδομάδα σε όλους! ☕💛 #καλήεβδομάδα',
    note: 'weekly greeting',
  },
  {
    text: 'Χρόνια πολλά σε όλες τις Μαρίες και σε όλους τους Μάριους! 🌸',
    note: 'name-day greeting',
  },
  {
    text: 'Καλό Πάσχα και Καλή Ανάσταση από όλη την ομάδα μας! 🕯️🥚',
    note: 'Easter greeting',
  },
  {
    text: 'Καλά Χριστούγεννα και ευτυχισμένο το νέο έτος! 🎄 Σας ευχαριστούμε για την εμπιστοσύνη σας.',
    note: 'Christmas greeting',
  },
  {
    text: 'Το δικό μας δώρο για φέτος είναι μια ευχή: υγεία, γαλήνη και πολλά χαμόγελα για το 2026! 🎁✨',
    note: 'Christmas wish, trap word «δώρο» without any offer',
  },
  {
    text: 'Καλή Πρωτοχρονιά! Η νέα χρονιά να είναι γεμάτη υγεία για εσάς και τους δικούς σας 🥂',
    note: 'New Year greeting',
  },
  {
    text: 'Καλό μήνα! Ο Οκτώβριος είναι μήνας ευαισθητοποίησης για τον καρκίνο του μαστού 🎀 Μην αμελείτε τον προληπτικό έλεγχο.',
    note: 'monthly greeting with prevention message',
  },
  {
    text: 'Καλό Σαββατοκύριακο! 🌿 Ξεκουραστείτε, περπατήστε και πιείτε αρκετό νερό.',
    note: 'weekend greeting',
  },
  {
    text: 'Χρόνια πολλά σε όλες τις μητέρες! 💐 #γιορτήτηςμητέρας',
    note: 'Mother’s Day greeting',
  },
  {
    text: 'Χρόνια πολλά στην Κατερίνα μας, την ψυχή της υποδοχής! 🎂',
    note: 'staff birthday',
  },
  {
    text: 'Καλή Παγκόσμια Ημέρα της Γυναίκας 💜',
    note: 'Women’s Day greeting',
  },
  {
    text: 'Happy Monday! ☕ Wishing you a calm and productive week.',
    note: 'English weekly greeting',
  },
  {
    text: 'Merry Christmas from all of us! 🎄 Thank you for trusting us this year.',
    note: 'English Christmas greeting',
  },
  // ───────────────────────── sun protection ─────────────────────────
  {
    text: '☀️ Αντηλιακό κάθε μέρα, ακόμη και με συννεφιά. Επιλέξτε SPF 30 ή μεγαλύτερο και ανανεώνετε κάθε 2 ώρες όταν είστε έξω. #αντηλιακό #skincare',
    note: 'daily sunscreen advice',
  },
  {
    text: 'Αποφύγετε την έκθεση στον ήλιο από 12:00 έως 16:00 και φορέστε καπέλο και γυαλιά ηλίου 🕶️ #καλοκαίρι',
    note: 'sun avoidance hours',
  },
  {
    text: 'Ξέρατε ότι οι ακτίνες UVA περνούν από το τζάμι; Αντηλιακό και στο γραφείο ή στο αυτοκίνητο! 🪟🚗',
    note: 'UVA through glass',
  },
  {
    text: 'Μην ξεχνάτε τα αυτιά, τον λαιμό και τη ράχη των χεριών όταν βάζετε αντηλιακό 👂✋',
    note: 'forgotten areas for sunscreen',
  },
  {
    text: 'Μύθος ή αλήθεια; «Με συννεφιά δεν χρειάζομαι αντηλιακό». Μύθος! ☁️☀️ #μύθοι',
    note: 'sun myth buster',
  },
  {
    text: 'Τα χείλη χρειάζονται κι αυτά προστασία από τον ήλιο! Ένα lip balm με SPF στην τσάντα σας 💄',
    note: 'lip sun care, trap word lips without filler',
  },
  {
    text: 'Γυαλιά ηλίου με φίλτρο UV400 προστατεύουν το λεπτό δέρμα γύρω από τα μάτια 🕶️',
    note: 'sunglasses advice',
  },
  {
    text: 'Τα παιδιά στην παραλία: σκιά, καπέλο, μπλουζάκι και αντηλιακό για παιδιά, όπως σας έχει πει ο παιδίατρός σας 👒',
    note: 'family sun advice, no treatment offered to minors',
  },
  {
    text: 'Sunscreen is not just for the beach 🏖️ Apply SPF every day and reapply every two hours outdoors. #spf #skincare',
    note: 'English daily sunscreen advice',
  },
  {
    text: 'Vitamin D: a little sunshine helps, but talk to your doctor before taking supplements ☀️💊',
    note: 'English vitamin D advice',
  },
  // ───────────────────────── skin checks ─────────────────────────
  {
    text: 'Ελέγξτε τις ελιές σας μία φορά τον χρόνο με τον δερματολόγο σας 🔍 Ο κανόνας ABCDE σάς βοηθά να προσέχετε τις αλλαγές.',
    note: 'mole check reminder',
  },
  {
    text: 'Ο δερματολογικός έλεγχος αφορά και τους άνδρες 🧔 Κλείστε ραντεβού για χαρτογράφηση σπίλων.',
    note: 'mole check for men',
  },
  {
    text: 'Κάθε Σάββατο 10:00–12:00 ενημερωτική ομιλία για την πρόληψη του μελανώματος, με ελεύθερη είσοδο 🔍',
    note: 'melanoma awareness talk',
  },
  {
    text: 'Check your moles once a year 🔍 Changes in size, shape or colour? Book a skin check.',
    note: 'English mole check',
  },
  {
    text: 'Questions about a rash, a mole or dry patches? Our dermatologist sees new patients every weekday.',
    note: 'English new patients',
  },
  // ───────────────────────── hydration ─────────────────────────
  {
    text: '💧 Ενυδάτωση από μέσα και από έξω: αρκετό νερό μέσα στη μέρα και μια καλή ενυδατική κρέμα. #ενυδάτωση',
    note: 'hydration advice',
  },
  {
    text: 'Ο χειμώνας ξηραίνει το δέρμα ❄️ Προτιμήστε χλιαρό νερό στο ντους και βάλτε ενυδατική αμέσως μετά.',
    note: 'winter dryness',
  },
  {
    text: 'Καλοκαίρι στη θάλασσα; Ξεπλύνετε το αλάτι και το χλώριο και ενυδατώστε 🌊',
    note: 'after-swim hydration',
  },
  {
    text: 'Μετά από μια μέρα στον ήλιο, ένα δροσερό ντους και ένα after-sun κάνουν θαύματα για την άνεση του δέρματος 🌞',
    note: 'after-sun, trap word «μετά»',
  },
  {
    text: 'Drink water, eat fruit, moisturise 💧🍉 Simple habits for healthy skin.',
    note: 'English hydration habits, trap word healthy',
  },
  {
    text: 'Myth: oily skin doesn’t need moisturiser. Fact: it does, just choose a lighter texture 💧',
    note: 'English moisturiser myth',
  },
  // ───────────────────────── aftercare ─────────────────────────
  {
    text: 'Πριν και μετά τη θεραπεία αποφύγετε τον ήλιο ☀️ και χρησιμοποιείτε αντηλιακό SPF 50.',
    note: 'aftercare, tricky «πριν και μετά» used as instruction',
  },
  {
    text: 'Μετά από χημικό peeling: όχι σάουνα, όχι έντονη γυμναστική για 48 ώρες και πολύ αντηλιακό 🧴',
    note: 'peel aftercare',
  },
  {
    text: 'Μετά την αποτρίχωση laser μπορεί να εμφανιστεί ελαφριά ερυθρότητα, που συνήθως υποχωρεί σε λίγες ώρες. Αν επιμένει, επικοινωνήστε μαζί μας 📞',
    note: 'laser aftercare with honest side effect',
  },
  {
    text: 'Ο πόνος ή το πρήξιμο που επιμένει μετά από οποιαδήποτε ιατρική πράξη δεν είναι φυσιολογικός: καλέστε μας αμέσως 📞',
    note: 'aftercare, trap word «πόνος»',
  },
  {
    text: 'Πριν από την αποτρίχωση laser, ξυρίστε την περιοχή την προηγούμενη μέρα και αποφύγετε το μαύρισμα 🪒',
    note: 'laser preparation, trap word «πριν»',
  },
  {
    text: 'Aftercare after laser: avoid hot showers and direct sun for 48 hours and use a gentle cleanser 🧼',
    note: 'English laser aftercare',
  },
  {
    text: 'Κρύα κομπρέσα για τα πρησμένα μάτια το πρωί 🧊 Απλό και δροσιστικό.',
    note: 'puffy-eye tip',
  },
  // ───────────────────────── team and doctor ─────────────────────────
  {
    text: 'Γνωρίστε την ομάδα μας 👩‍⚕️ Η δερματολόγος μας, Δρ. Ελένη Κωνσταντίνου, με 15 χρόνια εμπειρίας, σας περιμένει στο ιατρείο.',
    note: 'introducing the doctor',
  },
  {
    text: 'Καλωσορίζουμε στην ομάδα μας τη νοσηλεύτρια Άννα! 💙',
    note: 'new team member',
  },
  {
    text: 'Η Δρ. Νικολάου συμμετείχε στο Πανελλήνιο Δερματολογικό Συνέδριο 📚 Η συνεχής εκπαίδευση είναι μέρος της δουλειάς μας.',
    note: 'continuing education',
  },
  {
    text: 'Η Δρ. Κωνσταντίνου θα μιλήσει στο ραδιόφωνο για την αντηλιακή προστασία την Τρίτη στις 11:00 📻',
    note: 'radio appearance on sun protection',
  },
  {
    text: 'Meet Maria, our receptionist 😊 She’s the friendly voice you hear when you call us!',
    note: 'English team introduction',
  },
  {
    text: 'Our team has just completed a refresher course in first aid and emergency response 🩺',
    note: 'English staff training',
  },
  // ───────────────────────── booking ─────────────────────────
  {
    text: '📅 Μην ξεχάσετε το ραντεβού σας! Αν χρειάζεστε αλλαγή, ενημερώστε μας 24 ώρες νωρίτερα.',
    note: 'appointment reminder',
  },
  {
    text: 'Κλείστε ραντεβού online από την ιστοσελίδα μας ή στο 210 1234567 📞',
    note: 'booking channels',
  },
  {
    text: 'Νέες διαθέσιμες ώρες για τον Σεπτέμβριο 📆 Καλέστε μας για να βρούμε την ώρα που σας βολεύει.',
    note: 'new slots',
  },
  {
    text: 'Πριν από το πρώτο σας ραντεβού θα σας ζητήσουμε να συμπληρώσετε ένα σύντομο ιατρικό ιστορικό 📝',
    note: 'medical history form, trap word «πριν»',
  },
  {
    text: 'Reminder: please arrive 10 minutes early for your first visit to fill in your medical history 📝',
    note: 'English arrival reminder',
  },
  {
    text: 'Running late? Call us and we’ll do our best to fit you in 📞',
    note: 'English late arrival',
  },
  // ───────────────────────── responsible risks and safety ─────────────────────────
  {
    text: 'Κάθε ιατρική πράξη έχει πιθανές παρενέργειες· συζητήστε τες με τον γιατρό σας πριν αποφασίσετε 🩺',
    note: 'responsible mention of side effects',
  },
  {
    text: 'Δεν υπάρχει θεραπεία χωρίς κινδύνους. Γι’ αυτό κάθε πλάνο ξεκινά με μια αναλυτική συζήτηση 💬',
    note: 'responsible mention of risks',
  },
  {
    text: 'Τα αποτελέσματα διαφέρουν από άνθρωπο σε άνθρωπο. Ο γιατρός σας θα σας εξηγήσει τι είναι ρεαλιστικό για εσάς 🙂',
    note: 'results vary',
  },
  {
    text: 'Η ασφάλεια των ασθενών μας είναι προτεραιότητα 🛡️ Τηρούμε αυστηρά πρωτόκολλα αποστείρωσης.',
    note: 'patient safety value, trap word «ασφάλεια»',
  },
  {
    text: 'Για την ασφάλειά σας, ενημερώστε μας για τα φάρμακα που παίρνετε και για τυχόν αλλεργίες 💊',
    note: 'medication disclosure, trap word «ασφάλεια»',
  },
  {
    text: 'Για τις επισκέψεις στο ιατρείο, φέρτε μαζί σας μια λίστα με τα φάρμακα και τα συμπληρώματα που παίρνετε 💊',
    note: 'bring medication list',
  },
  {
    text: 'Η ενημερωμένη συναίνεση δεν είναι τυπικότητα: διαβάστε το έντυπο με την ησυχία σας και ρωτήστε ό,τι θέλετε 📄',
    note: 'informed consent',
  },
  {
    text: 'Every medical procedure carries some risk. We will explain the possible side effects so you can make an informed choice.',
    note: 'English responsible risk statement',
  },
  {
    text: 'Results vary from person to person. An honest consultation is where it all starts 💬',
    note: 'English results vary',
  },
  {
    text: 'Patient safety comes first: single-use needles, sterilised instruments and a full medical history before every treatment.',
    note: 'English patient safety, trap words safety/before',
  },
  {
    text: 'Your safety is our priority: every treatment starts with a medical consultation 🩺',
    note: 'English safety value',
  },
  // ───────────────────────── hyaluronic-acid skincare ─────────────────────────
  {
    text: 'Ορός υαλουρονικού οξέος: εφαρμόστε τον σε ελαφρώς νωπό δέρμα και κλειδώστε την ενυδάτωση με μια κρέμα 💧 #hyaluronicacid',
    note: 'hyaluronic serum (topical)',
  },
  {
    text: 'Η κρέμα με υαλουρονικό είναι καλή επιλογή για αφυδατωμένες επιδερμίδες τον χειμώνα ❄️',
    note: 'hyaluronic cream (topical)',
  },
  {
    text: 'Hyaluronic acid serum 101: apply it on damp skin, then follow with moisturiser 💧',
    note: 'English hyaluronic serum (topical)',
  },
  // ───────────────────────── laser hair removal information ─────────────────────────
  {
    text: 'Αποτρίχωση laser: χρειάζονται συνήθως αρκετές συνεδρίες ανά 4–8 εβδομάδες, γιατί η τρίχα αναπτύσσεται σε κύκλους. Ρωτήστε μας για το δικό σας πλάνο ⚡',
    note: 'laser hair removal information',
  },
  {
    text: 'Το laser αποτρίχωσης δουλεύει διαφορετικά σε κάθε τύπο δέρματος και τρίχας. Στην πρώτη επίσκεψη κάνουμε τεστ σε μικρή περιοχή.',
    note: 'laser patch test',
  },
  {
    text: 'Laser hair removal works best on untanned skin, so autumn is a good time to start 🍂',
    note: 'English laser season',
  },
  // ───────────────────────── consultation ─────────────────────────
  {
    text: 'Έχετε απορίες για το δέρμα σας; Κλείστε μια συμβουλευτική επίσκεψη με τη δερματολόγο μας 💬',
    note: 'consultation invitation',
  },
  {
    text: 'Ερωτήσεις και απαντήσεις κάθε Τετάρτη στα stories μας 💬 Στείλτε μας τις ερωτήσεις σας!',
    note: 'Q&A invitation',
  },
  {
    text: 'Not sure what your skin needs? Book a consultation and let’s talk 🗣️',
    note: 'English consultation invitation',
  },
  // ───────────────────────── seasonal tips ─────────────────────────
  {
    text: 'Φθινόπωρο 🍂 Μετά το καλοκαίρι το δέρμα χρειάζεται φροντίδα: ενυδάτωση και ήπια απολέπιση.',
    note: 'autumn tip',
  },
  {
    text: 'Άνοιξη και αλλεργίες 🌼 Αν τα μάτια και το δέρμα σας ερεθίζονται, συμβουλευτείτε γιατρό.',
    note: 'spring allergies',
  },
  {
    text: 'Τριχόπτωση τον Σεπτέμβριο; Η εποχική τριχόπτωση είναι συχνή. Αν συνεχίζεται πάνω από 3 μήνες, ελάτε για εκτίμηση 💇‍♀️',
    note: 'seasonal hair shedding',
  },
  {
    text: 'Η κρέμα χεριών είναι ο καλύτερος φίλος σας τον χειμώνα 🧤',
    note: 'winter hands, trap word «καλύτερος»',
  },
  {
    text: 'Winter skin tip: run a humidifier at night and swap foaming cleansers for a cream cleanser ❄️',
    note: 'English winter tip',
  },
  {
    text: 'Summer feet: moisturise your heels every night and wear breathable shoes 👣',
    note: 'English foot care',
  },
  // ───────────────────────── equipment, hygiene, premises ─────────────────────────
  {
    text: 'Νέο μηχάνημα στο ιατρείο μας! 🆕 Ένα σύγχρονο ψηφιακό δερματοσκόπιο για ακόμη πιο λεπτομερή έλεγχο των σπίλων.',
    note: 'new equipment',
  },
  {
    text: 'Μετά από κάθε ασθενή απολυμαίνουμε όλες τις επιφάνειες και αλλάζουμε τα σεντόνια μιας χρήσης 🧼',
    note: 'hygiene protocol',
  },
  {
    text: 'Σας ευχαριστούμε για την υπομονή σας κατά την ανακαίνιση 🛠️ Ο νέος χώρος αναμονής είναι έτοιμος!',
    note: 'renovation finished',
  },
  {
    text: 'Στον νέο χώρο αναμονής υπάρχει και μια γωνιά με παιχνίδια, για τους γονείς που έρχονται με τα μικρά τους 🧸',
    note: 'play corner for patients’ children, no treatment of minors',
  },
  {
    text: 'Το ιατρείο είναι προσβάσιμο σε αμαξίδιο ♿ Υπάρχει ανελκυστήρας και ράμπα στην είσοδο.',
    note: 'accessibility',
  },
  {
    text: 'Πληρωμή με κάρτα ή IRIS διαθέσιμη στο ιατρείο 💳',
    note: 'payment methods, no prices',
  },
  {
    text: 'Συνεργαζόμαστε με τις περισσότερες ιδιωτικές ασφάλειες υγείας. Ρωτήστε μας για τη δική σας 📋',
    note: 'health insurance, trap word «ασφάλειες»',
  },
  {
    text: 'We’ve upgraded our sterilisation unit 🧪 Cleaner and faster for everyone.',
    note: 'English equipment upgrade',
  },
  {
    text: 'Hand hygiene, masks when needed, ventilated rooms 🌬️ Our hygiene protocol, explained in the slides.',
    note: 'English hygiene protocol',
  },
  // ───────────────────────── anniversaries and thanks ─────────────────────────
  {
    text: '🎉 Γιορτάζουμε 10 χρόνια! Σας ευχαριστούμε που μας εμπιστεύεστε όλα αυτά τα χρόνια. Για πάντα ευγνώμονες! 💛',
    note: 'anniversary, trap words «για πάντα»',
  },
  {
    text: 'Σήμερα κλείνουμε 5 χρόνια στη γειτονιά του Χαλανδρίου 🏡 Μόνιμα δίπλα σας!',
    note: 'anniversary, trap word «μόνιμα»',
  },
  {
    text: 'Τιμή μας η εμπιστοσύνη σας 🙏 Ευχαριστούμε για ακόμη μια χρονιά μαζί.',
    note: 'thanks, trap word «τιμή»',
  },
  {
    text: 'Ευχαριστούμε όσους συμπλήρωσαν το ανώνυμο ερωτηματολόγιο ικανοποίησης· οι παρατηρήσεις σας μάς βοηθούν να βελτιωνόμαστε 📋',
    note: 'feedback survey, no quotes or ratings',
  },
  {
    text: 'Today we turn 15! 🎂 Thank you to everyone who has walked through our doors.',
    note: 'English anniversary',
  },
  {
    text: 'Thank you for 10,000 followers! 🙏 We promise to keep sharing honest skin tips.',
    note: 'English milestone, trap word promise',
  },
  // ───────────────────────── sensitive skin and conditions ─────────────────────────
  {
    text: 'Ευαίσθητο δέρμα; Προτιμήστε προϊόντα χωρίς άρωμα και δοκιμάζετε κάθε νέο προϊόν σε μικρή περιοχή πρώτα 🌿',
    note: 'sensitive skin',
  },
  {
    text: 'Η ατοπική δερματίτιδα θέλει υπομονή και σωστή ενυδάτωση. Μιλήστε με τον δερματολόγο σας για ένα πλάνο φροντίδας.',
    note: 'atopic dermatitis',
  },
  {
    text: 'Ψωρίαση: μια χρόνια πάθηση που ελέγχεται με σωστή παρακολούθηση. Δεν είστε μόνοι 🤝',
    note: 'psoriasis, trap word «χρόνια»',
  },
  {
    text: 'Ροδόχρους νόσος: αν τα πικάντικα φαγητά, το αλκοόλ ή τα πολύ ζεστά ροφήματα επιδεινώνουν τα συμπτώματα, καλό είναι να τα περιορίσετε 🌶️',
    note: 'rosacea triggers',
  },
  {
    text: 'Sensitive skin? Patch-test new products on your inner arm for 48 hours first 🧴',
    note: 'English patch test',
  },
  {
    text: 'Reading ingredient lists: “fragrance” or “parfum” can irritate sensitive skin 🌸',
    note: 'English ingredient labels',
  },
  // ───────────────────────── adult acne education ─────────────────────────
  {
    text: 'Ακμή ενηλίκων: πιο συχνή απ’ ό,τι νομίζετε, ειδικά σε γυναίκες 25–45 ετών. Το στρες και οι ορμόνες παίζουν ρόλο.',
    note: 'adult acne education',
  },
  {
    text: 'Μην πιέζετε τα σπυράκια! 🙅 Μπορεί να αφήσουν σημάδια και να παρατείνουν τη φλεγμονή.',
    note: 'do not squeeze spots',
  },
  {
    text: 'Γυμναστική και ιδρώτας: καθαρίστε το πρόσωπο μετά την προπόνηση για να μη φράξουν οι πόροι 🏋️‍♀️',
    note: 'post-workout cleansing',
  },
  {
    text: 'Adult acne is common and nothing to be embarrassed about. A dermatologist can help you find a routine that suits you.',
    note: 'English adult acne',
  },
  // ───────────────────────── nutrition, sleep, lifestyle ─────────────────────────
  {
    text: 'Ο ύπνος είναι σύμμαχος του δέρματος 😴 7–8 ώρες ξεκούρασης φαίνονται και στο πρόσωπο.',
    note: 'sleep tip',
  },
  {
    text: 'Φρούτα και λαχανικά με βιταμίνη C 🍊🥦 για ένα υγιές δέρμα από μέσα προς τα έξω.',
    note: 'nutrition tip',
  },
  {
    text: 'Λιγότερη ζάχαρη, περισσότερα ωμέγα-3 🐟 Η διατροφή μας φαίνεται και στο δέρμα.',
    note: 'nutrition tip',
  },
  {
    text: 'Κάπνισμα και δέρμα: το κάπνισμα καθυστερεί την επούλωση. Αν σκέφτεστε να το κόψετε, ο γιατρός σας μπορεί να βοηθήσει 🚭',
    note: 'smoking cessation',
  },
  {
    text: 'Το στρες φαίνεται στο δέρμα. Λίγα λεπτά ήρεμης αναπνοής την ημέρα κάνουν καλό σε όλο τον οργανισμό 🧘‍♀️',
    note: 'stress tip',
  },
  {
    text: 'Η ευεξία δεν είναι πολυτέλεια 🌿 Μικρές καθημερινές συνήθειες κάνουν τη διαφορά.',
    note: 'wellness',
  },
  {
    text: 'Πόνος στη μέση από την πολύωρη ορθοστασία; Λίγες διατάσεις μέσα στη μέρα βοηθούν, και αν επιμένει, δείτε γιατρό 🧘',
    note: 'back pain advice, trap word «πόνος»',
  },
  {
    text: 'Sleep, water, vegetables: the not-so-secret habits of healthy skin 😴💧🥦',
    note: 'English lifestyle, trap word healthy',
  },
  {
    text: 'Healthy habits start small 🌱 One glass of water, one walk, one early night.',
    note: 'English habits, trap word healthy',
  },
  {
    text: 'A gentle reminder: skincare is self-care, not perfection 💛',
    note: 'English self-care',
  },
  // ───────────────────────── skincare routines ─────────────────────────
  {
    text: 'Πρωινή ρουτίνα σε 3 βήματα: καθαρισμός, ενυδάτωση, αντηλιακό ☀️ #skincareroutine #ρουτίναπεριποίησης',
    note: 'morning routine',
  },
  {
    text: 'Βραδινή ρουτίνα: ντεμακιγιάζ, ήπιος καθαρισμός, ορός, κρέμα νυκτός 🌙 #skincare',
    note: 'evening routine',
  },
  {
    text: 'Η απολέπιση 1–2 φορές την εβδομάδα είναι αρκετή. Συχνότερη μπορεί να ερεθίσει το δέρμα.',
    note: 'exfoliation frequency',
  },
  {
    text: 'Μην μοιράζεστε πινέλα μακιγιάζ και πετσέτες προσώπου 🪥 Πλένετε τα πινέλα μία φορά την εβδομάδα.',
    note: 'makeup hygiene',
  },
  {
    text: 'Manicure, pedicure και νύχια: αν τα νύχια σας αλλάζουν χρώμα ή σχήμα, αξίζει μια επίσκεψη στον δερματολόγο 💅',
    note: 'nail health, trap word manicure',
  },
  {
    text: 'Double cleansing explained: an oil cleanser first, then a gentle water-based one 🧼',
    note: 'English double cleansing',
  },
  {
    text: 'Retinol at night, SPF in the morning 🌙☀️ Start slowly, twice a week, and build up.',
    note: 'English cosmetic retinol (not prescription)',
  },
  // ───────────────────────── newsletter, website, social ─────────────────────────
  {
    text: '📨 Εγγραφείτε στο μηνιαίο newsletter μας για συμβουλές φροντίδας του δέρματος και νέα του ιατρείου.',
    note: 'newsletter',
  },
  {
    text: 'Νέα ιστοσελίδα! 🌐 Εκεί θα βρείτε πληροφορίες για τις υπηρεσίες μας και online κράτηση ραντεβού.',
    note: 'new website',
  },
  {
    text: 'Ασφάλεια στο διαδίκτυο: δεν ζητάμε ποτέ κωδικούς ή πληρωμές μέσω μηνυμάτων. Προσοχή στις απάτες! 🔐',
    note: 'online fraud warning, trap word «ασφάλεια»',
  },
  {
    text: 'Our monthly newsletter is out! 📰 This issue: how to read a sunscreen label.',
    note: 'English newsletter',
  },
  {
    text: 'Follow us on Instagram for weekly skin tips 📲',
    note: 'English social follow',
  },
  // ───────────────────────── jobs ─────────────────────────
  {
    text: 'Ζητείται γραμματέας υποδοχής για πλήρη απασχόληση 💼 Στείλτε μας το βιογραφικό σας με μήνυμα.',
    note: 'job opening',
  },
  {
    text: 'Αναζητούμε νοσηλευτή/τρια με εμπειρία σε δερματολογικό ιατρείο. Προσφέρουμε σταθερό ωράριο και συνεχή εκπαίδευση 📚',
    note: 'job opening',
  },
  {
    text: 'We’re hiring! Looking for a registered nurse to join our team. Send your CV via DM 📩',
    note: 'English job opening',
  },
  // ───────────────────────── directions and parking ─────────────────────────
  {
    text: '🚗 Πώς θα μας βρείτε: 2 λεπτά από τον σταθμό του μετρό Αμπελόκηποι. Υπάρχει συνεργαζόμενο πάρκινγκ στην οδό Σολωμού.',
    note: 'directions and parking',
  },
  {
    text: 'Νέα διεύθυνση! Από την 1η Μαρτίου μάς βρίσκετε στη Λεωφόρο Κηφισίας 120, 2ος όροφος 📍',
    note: 'new address',
  },
  {
    text: 'Parking tip: there’s a public car park right behind our building 🅿️',
    note: 'English parking',
  },
  // ───────────────────────── community ─────────────────────────
  {
    text: 'Τον Δεκέμβριο συγκεντρώνουμε τρόφιμα για την κοινωνική κουζίνα της γειτονιάς 🥫 Αφήστε ό,τι μπορείτε στην υποδοχή.',
    note: 'food drive',
  },
  {
    text: 'Ημέρα εθελοντικής αιμοδοσίας στη γειτονιά μας την Κυριακή 🩸 Δώστε αίμα, χαρίστε ζωή.',
    note: 'blood donation',
  },
  {
    text: 'Φροντίζουμε και το περιβάλλον: ανακυκλώνουμε και μειώνουμε τα πλαστικά μιας χρήσης όπου αυτό είναι ασφαλές ♻️',
    note: 'recycling, trap word «ασφαλές»',
  },
  {
    text: 'Τα Χριστούγεννα κάθε επισκέπτης θα βρει στην υποδοχή μια κάρτα με ευχές, φτιαγμένη από την ομάδα μας 🎄',
    note: 'Christmas card, no offer',
  },
  {
    text: 'We are proud to support World Skin Health Day 🌍 Let’s talk about sun safety.',
    note: 'English awareness day, trap word safety',
  },
  {
    text: 'Κατοικίδια δεν επιτρέπονται στο ιατρείο, με εξαίρεση τους σκύλους-οδηγούς 🦮',
    note: 'pet policy',
  },
];
