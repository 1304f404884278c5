// Second, independent corpus of ordinary clinic posts the compliance gate
// must let through. Several sit close to forbidden topics on purpose, but
// treat them responsibly (negated promises, risks explained, no medicine
// names, no prices for injectables, no treatment offered to minors).
export const PLAIN_2: { text: string; note: string }[] = [
  // ───────────── Greek ─────────────
  {
    text: 'Καλημέρα! ☀️ Το ιατρείο μας είναι ανοιχτό Δευτέρα-Παρασκευή 9:00-21:00 και Σάββατο 10:00-15:00. Κλείστε ραντεβού στο 210 1234567 📞',
    note: 'opening hours',
  },
  {
    text: 'Κανένα αποτέλεσμα δεν είναι εγγυημένο· κάθε οργανισμός είναι διαφορετικός. Γι’ αυτό κάθε πλάνο ξεκινά με προσεκτική συζήτηση και εξέταση 🩺',
    note: 'negated guarantee, responsible',
  },
  {
    text: 'Συζητήστε με τον γιατρό σας τους πιθανούς κινδύνους και τις παρενέργειες κάθε θεραπείας. Η ενημερωμένη απόφαση είναι δικαίωμά σας 💬',
    note: 'risks and side effects mentioned responsibly',
  },
  {
    text: 'Η δερματολόγος μας εξηγεί τι είναι η ροδόχρους νόσος, ποια είναι τα συμπτώματα και πότε να απευθυνθείτε σε γιατρό 🌹 Διαβάστε το άρθρο στο blog μας 👉 link in bio',
    note: 'education about a condition',
  },
  {
    text: 'Χρόνια πολλά σε όλες τις Ελένες και σε όλους τους Κωνσταντίνους που γιορτάζουν σήμερα! 🎉',
    note: 'name day',
  },
  {
    text: 'Καλά Χριστούγεννα και ευτυχισμένο το νέο έτος από όλη την ομάδα μας! 🎄✨ Το ιατρείο θα παραμείνει κλειστό από 24 έως 26 Δεκεμβρίου.',
    note: 'season greetings and closure',
  },
  {
    text: 'Καλή Ανάσταση και Χριστός Ανέστη! 🕯️🥚 Επιστρέφουμε την Τρίτη μετά το Πάσχα.',
    note: 'Easter greeting',
  },
  {
    text: 'Καλωσορίζουμε στην ομάδα μας τη νέα μας νοσηλεύτρια, την Κατερίνα! 👩‍⚕️ Της ευχόμαστε καλή αρχή!',
    note: 'team news',
  },
  {
    text: 'Νέο μηχάνημα στο ιατρείο! 📦 Ένα σύγχρονο ψηφιακό δερματοσκόπιο για λεπτομερή χαρτογράφηση σπίλων 🔍',
    note: 'new device arrival',
  },
  {
    text: 'Αντηλιακό για όλη την οικογένεια 👨‍👩‍👧 SPF 30 ή υψηλότερο, ανανέωση κάθε 2 ώρες και μετά από κάθε μπάνιο. Για μωρά κάτω των 6 μηνών: σκιά και ρούχα.',
    note: 'sun protection for the family',
  },
  {
    text: 'Γονείς εφήβων: το αντηλιακό είναι μια συνήθεια που αξίζει να μάθουν από νωρίς 🧴☀️ Ένα ελαφρύ gel SPF 50 το πρωί πριν το σχολείο αρκεί.',
    note: 'advice to parents of teens, no treatment',
  },
  {
    text: 'Η βραδινή ρουτίνα περιποίησης σε 3 βήματα 🌙 1. Ήπιο καθαριστικό 2. Ενυδατική κρέμα 3. Καλός ύπνος 😴',
    note: 'skincare routine',
  },
  {
    text: 'Συμβουλές για υγιή μαλλιά 💇‍♀️ Αποφύγετε το πολύ ζεστό νερό, χαμηλώστε τη θερμοκρασία στο πιστολάκι και φροντίστε να τρώτε αρκετή πρωτεΐνη.',
    note: 'hair care tips',
  },
  {
    text: 'Τα φρούτα εποχής είναι σύμμαχοι του δέρματος 🍊🍓 Βιταμίνη C, νερό και φυτικές ίνες. Φτιάξτε το πιάτο σας πολύχρωμο!',
    note: 'nutrition',
  },
  {
    text: '7 Απριλίου, Παγκόσμια Ημέρα Υγείας 🌍 Μια βόλτα 30 λεπτών, αρκετό νερό και καλός ύπνος: απλά βήματα που κάνουν τη διαφορά.',
    note: 'World Health Day',
  },
  {
    text: '29 Οκτωβρίου, Παγκόσμια Ημέρα Ψωρίασης 💜 Η ψωρίαση δεν είναι μεταδοτική. Ας σπάσουμε μαζί το στίγμα.',
    note: 'awareness day, condition named without claims',
  },
  {
    text: 'Συγχαρητήρια στη συνάδελφό μας δρ. Παπαδοπούλου για την ομιλία της στο ετήσιο δερματολογικό συνέδριο! 👏🎓',
    note: 'congratulations to staff',
  },
  {
    text: 'Ζητείται γραμματέας υποδοχής για πλήρη απασχόληση στο ιατρείο μας στο Μαρούσι 📝 Στείλτε μας το βιογραφικό σας με μήνυμα.',
    note: 'recruitment',
  },
  {
    text: 'Τον Σεπτέμβριο τρέχουμε στον φιλανθρωπικό αγώνα δρόμου της πόλης 🏃‍♀️🎗️ Όλα τα έσοδα πηγαίνουν στην παιδιατρική ογκολογική μονάδα. Τρέξτε μαζί μας!',
    note: 'charity event',
  },
  {
    text: 'Νέο άρθρο στο blog: «Ατοπική δερματίτιδα τον χειμώνα: 6 πρακτικές συμβουλές» ❄️ Θα το βρείτε στο link του προφίλ 👆',
    note: 'blog link',
  },
  {
    text: 'Έχετε απορίες για την υγεία του δέρματός σας; 🤔 Στείλτε τις ερωτήσεις σας και την Πέμπτη στις 19:00 η δερματολόγος μας απαντά live!',
    note: 'Q&A invitation',
  },
  {
    text: 'Ο βοριάς και το κρύο ξηραίνουν το δέρμα 🌬️ Προτιμήστε πιο πλούσιες κρέμες, χλιαρό νερό στο μπάνιο και μην ξεχνάτε το lip balm.',
    note: 'weather skin tip',
  },
  {
    text: 'Καύσωνας 🔥 Πίνετε άφθονο νερό, μένετε στη σκιά 12:00-17:00 και φοράτε καπέλο. Προσέχουμε ιδιαίτερα τους ηλικιωμένους και τα παιδιά.',
    note: 'heatwave advice',
  },
  {
    text: 'Κλείστε το ραντεβού σας για συμβουλευτική εκτίμηση 📅 Θα συζητήσουμε τις ανάγκες σας, τις επιλογές και τους πιθανούς κινδύνους, χωρίς καμία υποχρέωση.',
    note: 'book a consultation',
  },
  {
    text: 'Από 10 έως 12 Δεκεμβρίου θα βρισκόμαστε στην έκθεση υγείας στο Ζάππειο 📍 Περάστε να γνωριστούμε!',
    note: 'event dates',
  },
  {
    text: '15 χρόνια στην Αθήνα 🎂 Ευχαριστούμε κάθε άνθρωπο που πέρασε την πόρτα μας όλα αυτά τα χρόνια ❤️',
    note: 'anniversary',
  },
  {
    text: '2+1 δωρεάν δείγματα αντηλιακού σε κάθε επίσκεψη αυτή την εβδομάδα 🧴☀️ Μέχρι εξαντλήσεως!',
    note: '2+1 on sunscreen samples, not injectables',
  },
  {
    text: 'Δωροκάρτες για τα καλλυντικά του ιατρείου 🎁 Από 20€ έως 100€, ιδανικές για τις γιορτές!',
    note: 'gift cards for cosmetics with prices',
  },
  {
    text: 'Αυτοεξέταση δέρματος μία φορά τον μήνα 🔍 Προσέξτε σπίλους που αλλάζουν σχήμα, χρώμα ή μέγεθος. Αν κάτι σας ανησυχεί, κλείστε ραντεβού για έλεγχο.',
    note: 'self-examination',
  },
  {
    text: 'Πριν και μετά από κάθε θεραπεία laser αποφεύγετε την έκθεση στον ήλιο για δύο εβδομάδες ☀️🚫 Ο γιατρός σας θα σας δώσει αναλυτικές οδηγίες.',
    note: '«πριν και μετά» as aftercare instructions',
  },
  {
    text: 'Πώς πλένουμε σωστά τα χέρια; 🧼 Τουλάχιστον 20 δευτερόλεπτα, με σαπούνι, ανάμεσα στα δάχτυλα και κάτω από τα νύχια. 15 Οκτωβρίου, Παγκόσμια Ημέρα Πλυσίματος Χεριών.',
    note: 'hygiene',
  },
  {
    text: 'Τα εργαλεία μας αποστειρώνονται σε αυτόκαυστο κλίβανο μετά από κάθε χρήση 🧪 Η υγιεινή είναι για εμάς καθημερινή υποχρέωση.',
    note: 'hygiene routine',
  },
  {
    text: 'Το ιατρείο θα παραμείνει κλειστό από 10 έως 20 Αυγούστου για θερινές διακοπές 🏖️ Καλό καλοκαίρι σε όλους!',
    note: 'summer closure',
  },
  {
    text: 'Η δερματολόγος μας εξηγεί: τι είναι το μέλασμα και γιατί επιδεινώνεται το καλοκαίρι; 🌞 Η αντηλιακή προστασία είναι το πρώτο βήμα. Δείτε το βίντεο 👉',
    note: 'education video',
  },
  {
    text: 'Μήπως η τριχόπτωση σχετίζεται με έλλειψη σιδήρου; 🩸 Μια απλή αιματολογική εξέταση μπορεί να δώσει απαντήσεις. Συζητήστε το με τον γιατρό σας.',
    note: 'hair loss mentioned without a cure claim',
  },
  {
    text: 'Οι ενέσιμες θεραπείες είναι ιατρικές πράξεις και γίνονται μόνο από γιατρό, μετά από εξέταση 🩺 Ρωτήστε για τα προσόντα όποιου σας τις προτείνει.',
    note: 'injectables mentioned responsibly, no price',
  },
  {
    text: 'Κάθε θεραπεία έχει οφέλη αλλά και πιθανές παρενέργειες, όπως πρήξιμο ή μελάνιασμα. Στο ραντεβού αξιολόγησης θα τα συζητήσουμε αναλυτικά 📋',
    note: 'side effects disclosed',
  },
  {
    text: 'Η διάρκεια των αποτελεσμάτων διαφέρει από άνθρωπο σε άνθρωπο και εξαρτάται από πολλούς παράγοντες. Ο γιατρός σας θα σας εξηγήσει τι να περιμένετε ρεαλιστικά ⏳',
    note: 'duration of results, honest',
  },
  {
    text: 'Θα νιώσω ενόχληση; Εξαρτάται από τη θεραπεία και από τον καθένα. Ρωτήστε μας για τις επιλογές τοπικής αναισθησίας 💬',
    note: 'discomfort discussed honestly',
  },
  {
    text: 'Μήνας πρόληψης μελανώματος 🎗️ Τον Μάιο κάνουμε δωρεάν έλεγχο σπίλων για ανασφάλιστους συμπολίτες μας, σε συνεργασία με τον Δήμο.',
    note: 'public-health campaign',
  },
  {
    text: 'Οκτώβριος, μήνας ενημέρωσης για τον καρκίνο του μαστού 🎀 Μιλήστε με τον γιατρό σας για τον προληπτικό έλεγχο.',
    note: 'awareness month',
  },
  {
    text: '14 Νοεμβρίου, Παγκόσμια Ημέρα Διαβήτη 💙 Μετρήστε το σάκχαρό σας και ρωτήστε τον γιατρό σας για τον προληπτικό έλεγχο.',
    note: 'diabetes day without medicine names',
  },
  {
    text: 'Παγκόσμια Ημέρα Παχυσαρκίας 🌍 Η παχυσαρκία είναι χρόνια νόσος και όχι θέμα θέλησης. Αν χρειάζεστε βοήθεια, μιλήστε με τον γιατρό σας για τις επιλογές που σας ταιριάζουν.',
    note: 'obesity day, no weight-loss medicine',
  },
  {
    text: 'Καλή εβδομάδα! ☕ Μικρή υπενθύμιση: το νερό είναι ο πιο απλός σύμμαχος του δέρματος 💧',
    note: 'greeting',
  },
  {
    text: 'Η ομάδα μας μεγαλώνει! 🎉 Καλωσορίζουμε τον δρ. Αλεξίου, δερματολόγο-αφροδισιολόγο, που θα δέχεται κάθε Τρίτη και Πέμπτη.',
    note: 'new doctor',
  },
  {
    text: 'Ευχαριστούμε τον Σύλλογο Γονέων του 3ου Δημοτικού για την πρόσκληση 🏫 Μιλήσαμε στους γονείς για την αντηλιακή προστασία στις σχολικές εκδρομές ☀️',
    note: 'school talk for parents, no treatment',
  },
  {
    text: 'Παιδιά και ήλιος ☀️👧 Καπέλο, γυαλιά με φίλτρο UV, μπλουζάκι και αντηλιακό SPF 50+. Αποφεύγουμε την παραλία τις μεσημεριανές ώρες.',
    note: 'children sun safety',
  },
  {
    text: 'Η ακμή είναι πολύ συχνή στην εφηβεία. Αν επιμένει ή αφήνει σημάδια, συζητήστε το με τον παιδίατρο ή με δερματολόγο 🩺 Και μην πιέζετε τα σπυράκια!',
    note: 'teen acne, refer to doctor, no offer',
  },
  {
    text: 'Τι να φέρετε στο πρώτο σας ραντεβού 📋 Λίστα με τα φάρμακα που παίρνετε, τυχόν αλλεργίες και παλιές εξετάσεις. Έτσι η εξέταση είναι πιο ολοκληρωμένη.',
    note: 'preparation, mentions medicines generically',
  },
  {
    text: 'Πριν κλείσετε ραντεβού, διαβάστε τις συχνές ερωτήσεις στην ιστοσελίδα μας 📖 Θα βρείτε πληροφορίες για ακυρώσεις, πληρωμές και προετοιμασία.',
    note: 'FAQ',
  },
  {
    text: 'Οι πληροφορίες στα social media δεν αντικαθιστούν την ιατρική συμβουλή. Ρωτήστε πάντα τον γιατρό σας τι είναι κατάλληλο για εσάς 🩺',
    note: 'disclaimer',
  },
  {
    text: 'Εποχικές αλλεργίες; 🌼 Κλείνετε τα παράθυρα τις ώρες με πολλή γύρη και ξεπλένετε το πρόσωπο μόλις γυρίσετε σπίτι.',
    note: 'seasonal tip',
  },
  {
    text: 'Το λάδι καρύδας δεν είναι αντηλιακό 🥥🚫 Ένας μύθος που πρέπει να σταματήσει! Επιλέξτε αντηλιακό ευρέος φάσματος.',
    note: 'myth busting',
  },
  {
    text: 'Μύθος ή αλήθεια; «Τα σπυράκια βγαίνουν από τη σοκολάτα» 🍫 Η απάντηση είναι πιο σύνθετη! Η διατροφολόγος μας εξηγεί στο νέο reel.',
    note: 'quote is a myth, not a testimonial',
  },
  {
    text: 'Ρουτίνα για λιπαρό δέρμα 💧 Καθαριστικό gel, ελαφριά ενυδάτωση χωρίς λάδια και αντηλιακό με ματ υφή. Απλό και σταθερό!',
    note: 'skincare routine',
  },
  {
    text: 'Υαλουρονικό οξύ στα καλλυντικά: τι κάνει ένας ορός με υαλουρονικό και πότε τον βάζουμε στη ρουτίνα; 💧 Απαντάμε στο blog.',
    note: 'hyaluronic acid in cosmetics, no price',
  },
  {
    text: 'Σας ευχαριστούμε για τις ευχές για τα 10 χρόνια λειτουργίας μας! 🥂 Συνεχίζουμε με την ίδια αγάπη για τη δουλειά μας.',
    note: 'anniversary thanks',
  },
  {
    text: 'Καλό μήνα! 🌸 Ο Μάρτιος φέρνει την άνοιξη και μια καλή αφορμή για τον ετήσιο έλεγχο σπίλων πριν το καλοκαίρι.',
    note: 'monthly greeting',
  },
  {
    text: 'Το ιατρείο μας είναι προσβάσιμο σε αμαξίδιο ♿ και διαθέτει χώρο στάθμευσης για τους επισκέπτες 🅿️',
    note: 'accessibility',
  },
  {
    text: 'Νέο τηλέφωνο επικοινωνίας: 210 6543210 📞 Το παλιό νούμερο θα λειτουργεί μέχρι 31 Ιανουαρίου.',
    note: 'contact change',
  },
  {
    text: 'Διατροφή για γερά νύχια 💅 Αυγά, όσπρια, ξηροί καρποί και πράσινα φυλλώδη λαχανικά. Αν τα νύχια σπάνε συχνά, κάντε έναν έλεγχο με τον γιατρό σας.',
    note: 'nutrition',
  },
  {
    text: 'Ζεστά ροφήματα, κουβέρτες και… ξηροδερμία! 🧣 Χειμερινή συμβουλή: ενυδατική κρέμα αμέσως μετά το μπάνιο, όσο το δέρμα είναι ακόμα υγρό.',
    note: 'winter skin tip',
  },
  {
    text: 'Χρόνια πολλά σε όλους τους Γιώργηδες και τις Γεωργίες! 🎉 Ιδιαίτερες ευχές στον δικό μας Γιώργο από την υποδοχή!',
    note: 'name day',
  },
  {
    text: 'Καλή σχολική χρονιά σε όλα τα παιδιά! 🎒📚 Μην ξεχνάτε καπέλο και νερό για τα διαλείμματα τις ζεστές μέρες του Σεπτέμβρη.',
    note: 'school year greeting, no treatment',
  },
  {
    text: 'Η αντηλιακή προστασία δεν κάνει διακοπές τον χειμώνα ❄️☀️ Το χιόνι αντανακλά την υπεριώδη ακτινοβολία: αντηλιακό και στο χιονοδρομικό!',
    note: 'winter sun',
  },
  {
    text: 'Πώς να διαβάσετε την ετικέτα του αντηλιακού σας 🏷️ SPF, UVA σε κύκλο, ημερομηνία λήξης. Αναλυτικά στο νέο carousel 👉',
    note: 'education carousel',
  },
  {
    text: 'Νέα συνεργασία με το διαγνωστικό κέντρο της γειτονιάς μας 🤝 Οι αιματολογικές εξετάσεις γίνονται πλέον στον ίδιο όροφο!',
    note: 'partnership',
  },
  {
    text: 'Ο δρ. Νικολάου θα απουσιάζει σε συνέδριο 5-8 Μαρτίου. Τα ραντεβού εκείνων των ημερών μετακινούνται και θα σας καλέσουμε για επιβεβαίωση 📞',
    note: 'schedule change',
  },
  {
    text: 'Σήμερα όλη η ομάδα εκπαιδεύτηκε στην καρδιοπνευμονική αναζωογόνηση ❤️‍🩹 Η ασφάλεια των επισκεπτών μας είναι προτεραιότητα.',
    note: 'word ασφάλεια used about staff training',
  },
  {
    text: 'Ερώτηση από το inbox: «Μπορώ να κάνω αποτρίχωση laser αν έχω μαυρίσει;» 🤔 Συνήθως προτείνουμε να περιμένετε. Ο γιατρός σας θα κρίνει μετά από εξέταση.',
    note: 'quoted question, not a testimonial',
  },
  {
    text: 'Κάπνισμα και δέρμα 🚭 Το κάπνισμα επιβαρύνει την αιμάτωση του δέρματος. Θέλετε να το κόψετε; Ρωτήστε τον γιατρό σας για τα ιατρεία διακοπής καπνίσματος.',
    note: 'smoking cessation',
  },
  {
    text: 'Ύπνος και δέρμα 😴 7-8 ώρες ύπνου βοηθούν τον οργανισμό να ανανεωθεί. Η φροντίδα ξεκινά από μέσα!',
    note: 'sleep',
  },
  {
    text: 'Κλήρωση! 🎁 Κερδίστε ένα σετ με ενυδατική κρέμα και αντηλιακό. Ακολουθήστε μας και κάντε tag έναν φίλο. Η κλήρωση γίνεται 20 Ιουνίου.',
    note: 'giveaway of cosmetics',
  },
  {
    text: 'Γνωρίστε την ομάδα μας 👋 Η Μαρία στην υποδοχή, η Άννα στη νοσηλευτική φροντίδα και οι γιατροί μας, πάντα πρόθυμοι να απαντήσουν στις ερωτήσεις σας.',
    note: 'meet the team',
  },
  {
    text: 'Συμμετέχουμε στη γιορτή εθελοντισμού του Δήμου 🤲 Ελάτε στην πλατεία το Σάββατο 11:00-14:00 για ενημέρωση για την πρόληψη.',
    note: 'community event',
  },
  {
    text: 'Γιατί κοκκινίζει το πρόσωπο μετά το γυμναστήριο; 🏋️‍♀️ Συνήθως είναι φυσιολογική αγγειοδιαστολή. Αν συνοδεύεται από φαγούρα ή εξάνθημα, ρωτήστε τον γιατρό σας.',
    note: 'education',
  },
  {
    text: 'Η ομορφιά έχει πολλά πρόσωπα 💛 Αγαπάμε το δέρμα που έχουμε και το φροντίζουμε με σεβασμό.',
    note: 'body positivity',
  },
  {
    text: 'Δεν είναι όλες οι κρέμες για όλους. Πριν χρησιμοποιήσετε ένα νέο προϊόν, δοκιμάστε το σε μια μικρή περιοχή του δέρματος 🧪',
    note: 'patch test',
  },
  {
    text: 'Ευχαριστούμε τους φοιτητές Ιατρικής που έκαναν την άσκησή τους μαζί μας αυτό το εξάμηνο 🎓 Καλή συνέχεια!',
    note: 'thanks to students',
  },
  {
    text: 'Εβδομάδα πρόληψης 🩺 Πότε κάνατε τελευταία φορά check-up; Κλείστε ένα ραντεβού για τον ετήσιο έλεγχό σας.',
    note: 'prevention',
  },
  {
    text: 'Ο χειμώνας είναι καλή εποχή για να συζητήσετε με τον γιατρό σας θεραπείες που απαιτούν αποφυγή του ήλιου ☁️ Κλείστε ένα ραντεβού ενημέρωσης.',
    note: 'seasonal consultation invite',
  },
  {
    text: 'Το μυστικό ενός ξεκούραστου προσώπου δεν κρύβεται σε βαζάκια: νερό, ύπνος, αντηλιακό και λίγο χαμόγελο 😊',
    note: 'lifestyle',
  },
  {
    text: 'Γιατί δεν δημοσιεύουμε φωτογραφίες ασθενών; 📸🚫 Γιατί σεβόμαστε την ιδιωτικότητά σας και γιατί κάθε πρόσωπο είναι μοναδικό. Τα αποτελέσματα διαφέρουν από άνθρωπο σε άνθρωπο.',
    note: 'explains why no patient photos',
  },
  {
    text: 'Εδώ δεν θα βρείτε κριτικές ή φωτογραφίες ασθενών. Θα βρείτε όμως ειλικρινή ενημέρωση και χρόνο για τις ερωτήσεις σας 💬',
    note: 'negated reviews, responsible',
  },
  {
    text: 'Ανακύκλωση στο ιατρείο ♻️ Από αυτόν τον μήνα συλλέγουμε άδειες συσκευασίες καλλυντικών. Φέρτε τις στην υποδοχή!',
    note: 'recycling',
  },
  {
    text: 'Ωράριο Ιουλίου: Δευτέρα και Τετάρτη το ιατρείο θα λειτουργεί μέχρι τις 18:00 ⏰',
    note: 'summer hours',
  },
  {
    text: 'Καλή επιτυχία σε όλα τα παιδιά που δίνουν Πανελλήνιες! 📚🍀 Ύπνος, νερό και ψυχραιμία!',
    note: 'wishes to exam candidates, no offer',
  },
  {
    text: 'Ένα ζευγάρι γάντια κηπουρικής προστατεύει τα χέρια σας 🧤🌱 Τον χειμώνα, γάντια και για το κρύο!',
    note: 'hand care',
  },
  {
    text: 'Χρόνια πολλά σε όλες τις μαμάδες! 💐 Μια μικρή υπενθύμιση: και οι μαμάδες χρειάζονται τον ετήσιο έλεγχο σπίλων 😉',
    note: 'Mother’s Day',
  },
  {
    text: 'Τι σημαίνει «υποαλλεργικό» σε ένα καλλυντικό; 🧴 Δεν σημαίνει ότι δεν μπορεί ποτέ να προκαλέσει αλλεργία. Διαβάζετε πάντα τα συστατικά.',
    note: 'negated safety claim, responsible',
  },
  {
    text: 'Θερμοκρασίες κάτω από το μηδέν ❄️ Προστατέψτε τα χείλη με ένα lip balm και μη γλείφετε τα χείλη στο κρύο!',
    note: 'cold weather',
  },
  {
    text: 'Ευχαριστούμε το 1ο Γυμνάσιο για τη φιλοξενία στην ημέρα επαγγελματικού προσανατολισμού 👩‍⚕️ Μιλήσαμε στους μαθητές για το επάγγελμα του γιατρού!',
    note: 'career day at a school, no treatment',
  },
  {
    text: 'Έχετε πυρετό; 🤒 Ενημερώστε μας και θα μετακινήσουμε το ραντεβού σας χωρίς χρέωση.',
    note: 'illness policy',
  },
  {
    text: 'Νέο ωράριο τηλεφωνικής εξυπηρέτησης: Δευτέρα-Παρασκευή 9:00-17:00 ☎️ Εκτός ωραρίου αφήστε μήνυμα και θα σας καλέσουμε.',
    note: 'phone hours',
  },
  {
    text: 'Μια άσκηση αναπνοής 5 λεπτών μπορεί να σας βοηθήσει να χαλαρώσετε μέσα στη μέρα 🧘‍♀️ Δοκιμάστε τη σήμερα!',
    note: 'wellbeing',
  },
  {
    text: 'Γιατί αλλάζει το δέρμα στην εμμηνόπαυση; 🌸 Η γυναικολόγος και η δερματολόγος μας συζητούν ζωντανά την Τετάρτη στις 20:00.',
    note: 'live discussion',
  },
  {
    text: 'Μια μαμά ρωτά: «Από ποια ηλικία βάζουμε αντηλιακό στο μωρό;» 👶 Μετά τους 6 μήνες, ειδικό βρεφικό αντηλιακό. Πριν, σκιά και ρούχα!',
    note: 'quoted question about babies, no treatment',
  },
  {
    text: 'Ψάχνετε δώρο; 🎁 Δωροκάρτα 30€ για τα προϊόντα περιποίησης του ιατρείου, σε όμορφη συσκευασία!',
    note: 'cosmetics gift card',
  },
  // ───────────── English ─────────────
  {
    text: 'Healthy skin starts with the basics 🌿 A gentle cleanser, a moisturiser and sunscreen every single morning.',
    note: 'healthy skin',
  },
  {
    text: 'Safety first 🧼 Every instrument in our clinic is sterilised after each use, and our team follows strict hygiene protocols.',
    note: 'safety about hygiene',
  },
  {
    text: 'Meet our team 👋 From reception to the consulting rooms, we’re here to answer your questions.',
    note: 'our team',
  },
  {
    text: 'Before you book, read our FAQ 📖 You’ll find everything about cancellations, payment methods and how to prepare for your visit.',
    note: 'FAQ',
  },
  {
    text: 'Book your consultation 📅 We’ll talk about your goals, your options and any possible risks. No pressure, no commitment.',
    note: 'consultation',
  },
  {
    text: 'No result is ever guaranteed, and anyone who promises otherwise isn’t being honest with you. Ask questions and take your time 💬',
    note: 'negated guarantee',
  },
  {
    text: 'Sunscreen for the whole family ☀️ SPF 30+, reapply every two hours and after swimming. Hats and shade for the little ones.',
    note: 'family sun protection',
  },
  {
    text: 'Parents of teens: sunscreen is a habit worth building early 🧴 A light SPF 50 gel before school is all it takes.',
    note: 'advice to parents of teens',
  },
  {
    text: 'We’re hiring! 💼 We’re looking for a part-time receptionist for our Glyfada clinic. Send us your CV by DM.',
    note: 'recruitment',
  },
  {
    text: 'Happy name day to all the Marias! 💐 Χρόνια πολλά from all of us.',
    note: 'name day',
  },
  {
    text: 'Our clinic will be closed on 25 March for the national holiday 🇬🇷 We’ll be back on the 26th.',
    note: 'holiday closure',
  },
  {
    text: 'New arrival 📦 Our new digital dermatoscope helps us map moles in fine detail 🔍',
    note: 'new device',
  },
  {
    text: 'World Health Day 🌍 Drink water, move a little every day and sleep well. Small habits add up.',
    note: 'World Health Day',
  },
  {
    text: 'Congratulations to our nurse Eleni on completing her master’s degree! 🎓👏',
    note: 'staff congratulations',
  },
  {
    text: 'We ran the city 5K for charity 🏃‍♀️ Thank you to everyone who donated to the children’s hospital!',
    note: 'charity',
  },
  {
    text: 'New on the blog: "How to read your sunscreen label" 🏷️ Link in bio.',
    note: 'blog link',
  },
  {
    text: 'Q&A time! 🎤 Drop your skincare questions below and our dermatologist will answer them live on Thursday at 7pm.',
    note: 'Q&A',
  },
  {
    text: 'Windy days dry out your skin 🌬️ Reach for a richer moisturiser and don’t forget your lips.',
    note: 'weather tip',
  },
  {
    text: 'Heatwave alert 🔥 Stay hydrated, avoid the sun between noon and 5pm, and check in on elderly neighbours.',
    note: 'heatwave',
  },
  {
    text: 'Every treatment has benefits and possible side effects. Your doctor should explain both before you decide 📋',
    note: 'side effects disclosed',
  },
  {
    text: 'How long do results last? Honestly, it depends on your skin, your age and your lifestyle. We’ll give you a realistic picture at your consultation ⏳',
    note: 'duration, honest',
  },
  {
    text: 'Will it hurt? It depends on the treatment and on you. Some people feel mild discomfort; we’ll talk through numbing options together 💬',
    note: 'discomfort, honest',
  },
  {
    text: 'Why don’t we post patient photos? 📸 Because your privacy matters, and every face is different.',
    note: 'privacy',
  },
  {
    text: 'Injectable treatments are medical procedures. They should only be performed by a doctor after a proper assessment 🩺',
    note: 'injectables responsibly, no price',
  },
  {
    text: 'Self-check Sunday 🔍 Look for moles that change in size, shape or colour. Something worrying you? Book a skin check.',
    note: 'self-check',
  },
  {
    text: 'Hair care 101 💇‍♀️ Lower the heat on your hairdryer, be gentle when your hair is wet, and eat enough protein.',
    note: 'hair care',
  },
  {
    text: 'Gift cards for our skincare products are here 🎁 From €20 to €100, perfect for the holidays.',
    note: 'cosmetics gift cards',
  },
  {
    text: 'Eat the rainbow 🌈 Colourful fruit and veg bring vitamins and fibre to your plate.',
    note: 'nutrition',
  },
  {
    text: 'Our opening hours: Monday–Friday 9:00–21:00, Saturday 10:00–15:00 ⏰',
    note: 'hours',
  },
  {
    text: '15 years in Athens 🎂 Thank you for being part of our story!',
    note: 'anniversary',
  },
  {
    text: '2+1 free sunscreen samples with every visit this week ☀️ While stocks last!',
    note: 'sunscreen samples',
  },
  {
    text: 'Acne is very common in adolescence. If it persists or leaves marks, talk to your GP or a dermatologist, and please don’t pick! 🩺',
    note: 'teen acne, referral only',
  },
  {
    text: 'Pink October 🎀 Talk to your doctor about breast cancer screening.',
    note: 'awareness month',
  },
  {
    text: 'World Diabetes Day 💙 Know your numbers and ask your doctor about screening.',
    note: 'diabetes day',
  },
  {
    text: 'Obesity is a chronic disease, not a lack of willpower 🌍 If you’d like support, speak to your doctor about the options that suit you.',
    note: 'obesity, no medicines named',
  },
  {
    text: 'Coconut oil is not sunscreen 🥥🚫 Choose a broad-spectrum product with a tested SPF.',
    note: 'myth busting',
  },
  {
    text: 'Myth or fact: "chocolate causes acne" 🍫 The answer is more nuanced. Our nutritionist explains in today’s reel.',
    note: 'quote is a myth',
  },
  {
    text: 'Welcome to the team, Dr. Alexiou! 👩‍⚕️ She’ll be seeing patients on Tuesdays and Thursdays.',
    note: 'new doctor',
  },
  {
    text: 'Closed for summer holidays from 10 to 20 August 🏖️ See you soon, and wear your sunscreen!',
    note: 'summer closure',
  },
  {
    text: 'Winter sun is still sun ❄️☀️ Snow reflects UV, so pack sunscreen for your ski trip.',
    note: 'winter sun',
  },
  {
    text: 'Our clinic is wheelchair accessible ♿ and we have parking for visitors 🅿️',
    note: 'accessibility',
  },
  {
    text: 'A quick reminder: social media is not a substitute for medical advice. Always talk to your doctor about what’s right for you 🩺',
    note: 'disclaimer',
  },
  {
    text: 'Before and after your laser session, stay out of the sun and skip the self-tanner. Your doctor will give you the full aftercare sheet ☀️🚫',
    note: '"before and after" as aftercare instructions',
  },
  {
    text: 'Hypoallergenic doesn’t mean "can never cause a reaction" 🧴 Always patch-test new products.',
    note: 'negated safety claim',
  },
  {
    text: 'Our team completed CPR training today ❤️‍🩹 Your safety in our clinic matters to us.',
    note: 'safety about staff training',
  },
  {
    text: 'Sleep is skincare too 😴 Aim for 7–8 hours and your skin (and mood) will notice.',
    note: 'sleep',
  },
  {
    text: 'Good luck to everyone sitting exams this month! 📚🍀 Sleep, water and deep breaths.',
    note: 'exam wishes, no offer',
  },
  {
    text: 'Hyaluronic acid serums, explained 💧 What they do, how to layer them and who they suit. New on the blog.',
    note: 'cosmetic serum, no price',
  },
  {
    text: 'Feeling unwell or running a fever? 🤒 Let us know and we’ll reschedule your appointment at no charge.',
    note: 'illness policy',
  },
  {
    text: 'Beauty comes in every shape, age and shade 💛 Look after the skin you’re in.',
    note: 'body positivity',
  },
  {
    text: 'From 10 to 12 December you’ll find us at the health expo in Thessaloniki 📍 Come and say hi!',
    note: 'event dates',
  },
  {
    text: 'Nails breaking easily? 💅 Eggs, legumes, nuts and leafy greens help. If it persists, ask your doctor to check your iron.',
    note: 'nutrition',
  },
];
