/**
 * What the skin, hair and nail conditions a clinic sees are, and what helps day to day, in a few neutral
 * Greek sentences each: said of a product whose name or category names the condition (a cream for atopic
 * skin, a programme for acne, a laser for rosacea), never of one whose description lists it among others.
 *
 * Sources (read for what each thing is and does, not copied):
 * - American Academy of Dermatology: rosacea (https://www.aad.org/public/diseases/rosacea/what-is);
 *   seborrheic keratoses (https://www.aad.org/dermatology-a-to-z/diseases-and-treatments/q---t/seborrheic-keratoses);
 *   psoriasis (https://www.aad.org/public/diseases/psoriasis/what); hair loss or hair shedding
 *   (https://aad.org/alopecia-care: 50 to 100 hairs a day, shedding a few months after a birth, a high
 *   fever, an operation or great stress, then stopping; hereditary hair loss among the common causes);
 *   alopecia areata (https://www.aad.org/public/diseases/hair-loss/types/alopecia, read in a practice's copy:
 *   round patches, the immune system against the follicles, not contagious, hair that grows back and may fall again);
 *   EczemaNet, daily skin care for atopic dermatitis (http://www.skincarephysicians.com/eczemanet/daily_care.html);
 *   diaper rash (change soon, clean gently, zinc oxide, no need to wipe it all off at each change; fever,
 *   blisters, pus or pain to a doctor), read as a dermatology practice republishes it with the AAD's notice
 *   (https://foothillderm.com/blog/how-to-treat-diaper-rash).
 * - NHS (read in the copies the NHS content service syndicates where nhs.uk itself was not stored): warts
 *   and verrucas (https://www.nhs.uk/conditions/warts-and-verrucas/); acne (https://www.nhs.uk/conditions/acne/);
 *   atopic eczema, causes and triggers (https://www.nhs.uk/conditions/atopic-eczema/); nappy rash
 *   (https://www.nhs.uk/conditions/baby/caring-for-a-newborn/nappy-rash/); stretch marks
 *   (https://www.nhs.uk/conditions/stretch-marks/: colours that start darker and fade, where, harmless,
 *   a healthy weight); fungal nail infection (https://www.nhs.uk/conditions/fungal-nail-infection/).
 *   NHS Cheshire, acne self-care (https://www.cheshireccg.nhs.uk/choose-well-cheshire/self-care/acne/);
 *   Newcastle upon Tyne Hospitals NHS, seborrhoeic keratosis; NHS Hull, stretch marks (http://hullccg.nhs.uk/conditions/stria).
 *   HSE Ireland, stretch marks in pregnancy (https://www2.hse.ie/conditions/stretch-marks-pregnancy).
 * - Mayo Clinic: common warts (black dots are clotted blood vessels; http://www.mayoclinic.com/health/common-warts/DS00370);
 *   hyperhidrosis (palms, soles, underarms, sometimes the face; clusters in families; sudden or all-over
 *   sweating has a cause looked for; antiperspirants first; https://www.mayoclinic.org/diseases-conditions/hyperhidrosis).
 * - Acne scars (mostly depressed, fewer raised; marks that fade are not scars; active acne first): only a
 *   journal review was found, J Clin Aesthet Dermatol 2017 (https://pmc.ncbi.nlm.nih.gov/articles/PMC5749614).
 * - Melasma (brown or grey-brown patches, women, pregnancy and the pill, even a little sun, more visible in
 *   summer): University of Iowa Health Care (https://uihc.org/health-topics/melasma), Middlesex Health
 *   (https://middlesexhealth.org/learning-center/definitions/melasma), an NHS practice
 *   (https://pastonsurgery.nhs.uk/practice_news/hyperpigmentation-melasma-awareness-month-1st-31st-july);
 *   no AAD, DermNet or NHS page on melasma was found.
 */
import { AAD, type KnownThing, NHS, type Sources } from './known-thing.ts';

export const CONDITIONS: readonly KnownThing[] = [
  {
    id: 'warts',
    named: /μυρμηγκι|\bwarts?\b|verruc/u,
    inTitle: true,
    tag: '#μυρμηγκιές',
    dailyCare: true,
    about: [
      'Οι μυρμηγκιές είναι καλοήθεις εκβλαστήσεις του δέρματος, που οφείλονται στον ιό των ανθρώπινων θηλωμάτων (HPV).',
      'Ο ιός μπαίνει στο δέρμα από μικρές αμυχές ή σκασίματα, γι’ αυτό οι μυρμηγκιές εμφανίζονται συχνά στα χέρια και στα πέλματα.',
      'Οι μυρμηγκιές μεταδίδονται με την επαφή, από άνθρωπο σε άνθρωπο ή από βρεγμένες επιφάνειες, όπως τα δάπεδα στις πισίνες και στα αποδυτήρια.',
      'Στο πέλμα, το βάρος του σώματος σπρώχνει τη μυρμηγκιά προς τα μέσα, γι’ αυτό μπορεί να πονά στο περπάτημα.',
      'Οι μικρές μαύρες κουκκίδες που φαίνονται συχνά σε μια μυρμηγκιά είναι μικρά αγγεία που έχουν θρομβωθεί.',
      'Μια μυρμηγκιά μπορεί να μοιάζει με άλλες βλάβες του δέρματος· τις ξεχωρίζει η εξέταση από τον δερματολόγο.',
      'Πολλές μυρμηγκιές υποχωρούν και μόνες τους, αλλά αυτό μπορεί να πάρει μήνες ή και χρόνια.',
    ],
    after: [
      'Μην ξύνετε και μην κόβετε τη μυρμηγκιά: ο ιός μπορεί να περάσει στο γύρω δέρμα.',
      'Στις πισίνες και στα κοινόχρηστα ντους φοράτε σαγιονάρες, και δεν μοιράζεστε πετσέτες.',
      'Η λίμα ή η ελαφρόπετρα που χρησιμοποιείτε στη μυρμηγκιά δεν χρησιμοποιείται σε άλλο σημείο ούτε από άλλο μέλος της οικογένειας.',
    ],
    myths: [
      'Μύθος: οι μυρμηγκιές έχουν ρίζες που πρέπει να βγουν.\nΑλήθεια: οι μυρμηγκιές βρίσκονται στην επιφάνεια του δέρματος· οι μαύρες κουκκίδες τους είναι μικρά αγγεία, όχι ρίζες.',
    ],
  },
  {
    id: 'seborrhoeic-keratosis',
    named: /σμηγματορρο\S*\s+(?:υπερ)?κερατωσ|seborrh?o?eic keratos/u,
    inTitle: true,
    tag: '#σμηγματορροϊκήυπερκεράτωση',
    dailyCare: true,
    about: [
      'Οι σμηγματορροϊκές υπερκερατώσεις είναι καλοήθεις επάρσεις της επιδερμίδας, πολύ συχνές μετά τη μέση ηλικία.',
      'Το χρώμα τους ποικίλλει από ανοιχτό καφέ ως σχεδόν μαύρο, και η επιφάνειά τους είναι συχνά τραχιά ή σαν κερί.',
      'Οι σμηγματορροϊκές υπερκερατώσεις μοιάζουν σαν να έχουν κολλήσει πάνω στο δέρμα, και εμφανίζονται συνήθως στο στήθος, στην πλάτη, στο κεφάλι και στον λαιμό.',
      'Οι σμηγματορροϊκές υπερκερατώσεις δεν μεταδίδονται.',
      'Επειδή μπορεί να μοιάζουν με σπίλο ή με άλλες βλάβες, τις εξετάζει πρώτα ο δερματολόγος, συχνά με δερματοσκόπιο.',
      'Συνήθως εμφανίζονται περισσότερες από μία, και με τα χρόνια μπορεί να προστεθούν καινούργιες.',
      'Αφαιρούνται όταν ερεθίζονται από τα ρούχα, όταν φαγουρίζουν ή όταν σας ενοχλεί η όψη τους.',
    ],
    after: [
      'Αν μια σμηγματορροϊκή υπερκεράτωση αλλάξει γρήγορα, ματώσει ή πονέσει, δείξτε τη μας.',
      'Μην τις ξύνετε και μην προσπαθείτε να τις αφαιρέσετε μόνοι σας.',
    ],
    myths: [
      'Μύθος: κάθε σκούρα, ανάγλυφη κηλίδα που εμφανίζεται με τα χρόνια είναι ελιά.\nΑλήθεια: πολλές είναι σμηγματορροϊκές υπερκερατώσεις, καλοήθεις βλάβες της επιδερμίδας· ποια είναι ποια το ξεχωρίζει η εξέταση από τον δερματολόγο.',
    ],
  },
  {
    id: 'acne',
    // Acne, not its scars alone («Θεραπεία Ουλών Ακμής»), nor rosacea, «ροδόχρους ακμή», a condition of its own
    // without comedones (its title names it; «σπυράκια που μοιάζουν με ακμή» are rosacea's).
    named:
      /(?<!ουλ\p{L}*\s(?:τησ\s|απο\s(?:την\s)?)?)(?<!ροδοχρ\p{L}*\s)(?<!\p{L})ακμ(?:η|ησ)(?!\p{L})|\bacne\b(?!\s+scar)/u,
    unless: /ροδοχρ|rosacea/u,
    inTitle: true,
    tag: '#ακμή',
    dailyCare: true,
    about: [
      'Η ακμή ξεκινά στους θύλακες των τριχών, όταν το σμήγμα και τα νεκρά κύτταρα φράζουν το στόμιό τους.',
      'Ο φραγμένος πόρος γίνεται φαγέσωρας: ανοιχτός, το γνωστό μαύρο στίγμα, ή κλειστός, ένα μικρό λευκό σπυράκι.',
      'Όταν στον φραγμένο πόρο πολλαπλασιάζονται βακτήρια και ξεκινά φλεγμονή, εμφανίζονται κόκκινα σπυράκια, φλύκταινες ή βαθύτερα οζίδια.',
      'Οι ορμόνες της εφηβείας αυξάνουν το σμήγμα, γι’ αυτό η ακμή είναι τόσο συχνή στους εφήβους.',
      'Ακμή εμφανίζεται και σε ενήλικες, κυρίως σε γυναίκες.',
      'Η ακμή δεν οφείλεται σε κακή υγιεινή, και το έντονο τρίψιμο ή το συχνό πλύσιμο ερεθίζουν το δέρμα.',
      'Κάθε αγωγή για την ακμή θέλει μερικές εβδομάδες πριν κριθεί αν ταιριάζει στο δέρμα σας.',
    ],
    after: [
      'Μη σπάτε και μη στύβετε τα σπυράκια: η φλεγμονή πηγαίνει βαθύτερα και μεγαλώνει ο κίνδυνος για σημάδια και ουλές.',
      'Για το πρόσωπο προτιμήστε προϊόντα με την ένδειξη «non-comedogenic», που δεν φράζουν τους πόρους.',
      'Πλένετε το πρόσωπο έως δύο φορές την ημέρα, με χλιαρό νερό και ήπιο καθαριστικό, χωρίς τρίψιμο.',
    ],
    myths: [
      'Μύθος: η ακμή οφείλεται σε βρόμικο δέρμα.\nΑλήθεια: η ακμή ξεκινά μέσα στον πόρο, από σμήγμα και νεκρά κύτταρα· το πολύ τρίψιμο απλώς ερεθίζει το δέρμα.',
    ],
  },
  {
    id: 'acne-scars',
    named: /ουλ\S*\s+(?:τησ\s+|απο\s+(?:την\s+)?)?ακμ|acne scar/u,
    inTitle: true,
    tag: '#ουλέςακμής',
    dailyCare: true,
    about: [
      'Οι ουλές ακμής μένουν όταν η φλεγμονή ενός σπυριού φτάνει βαθιά και τραυματίζει το δέρμα.',
      'Οι περισσότερες ουλές ακμής είναι βυθισμένες, γιατί στο σημείο χάθηκε κολλαγόνο· λιγότερες είναι ανάγλυφες.',
      'Οι βυθισμένες ουλές διαφέρουν στο σχήμα: στενές και βαθιές, με κοφτά τοιχώματα, ή πλατιές, που κάνουν την επιφάνεια κυματιστή.',
      'Οι κόκκινες ή καφέ κηλίδες που μένουν μετά από ένα σπυράκι δεν είναι ουλές, και συνήθως ξεθωριάζουν σταδιακά.',
      'Το είδος και το βάθος των ουλών ορίζουν ποιες θεραπείες ταιριάζουν, και συχνά συνδυάζονται περισσότερες από μία.',
      'Πριν από τη θεραπεία των ουλών, η ενεργή ακμή πρέπει να είναι υπό έλεγχο, ώστε να μη σχηματίζονται καινούργιες.',
    ],
    after: [
      'Ο ήλιος κάνει τις ουλές και τις κηλίδες πιο εμφανείς, γι’ αυτό το αντηλιακό δεν λείπει.',
      'Μη σπάτε τα σπυράκια που εμφανίζονται: κάθε τραυματισμός του δέρματος μεγαλώνει τον κίνδυνο για νέα ουλή.',
    ],
  },
  {
    id: 'rosacea',
    named: /ροδοχρ|rosacea/u,
    inTitle: true,
    tag: '#ροδόχρους',
    dailyCare: true,
    about: [
      'Η ροδόχρους είναι χρόνια πάθηση του δέρματος του προσώπου, με περιόδους έξαρσης και ύφεσης.',
      'Η ροδόχρους συνήθως ξεκινά με εύκολο κοκκίνισμα και ζέστη στο πρόσωπο, που με τον καιρό μπορεί να κρατά περισσότερο.',
      'Στη ροδόχρου μπορεί να φανούν μικρά αγγεία, σπυράκια και, σε κάποιους, ερεθισμός στα μάτια.',
      'Η ροδόχρους εμφανίζεται συχνότερα μετά τα 30, και πιο συχνά σε ανοιχτόχρωμο δέρμα.',
      'Ο ήλιος, η ζέστη, τα ζεστά ροφήματα, το αλκοόλ, τα πικάντικα φαγητά και το άγχος πυροδοτούν συχνά τη ροδόχρου.',
      'Τι πυροδοτεί τη ροδόχρου διαφέρει από άνθρωπο σε άνθρωπο· ένα ημερολόγιο βοηθά να βρείτε τι ισχύει για εσάς.',
    ],
    after: [
      'Στη ροδόχρου, αντηλιακό κάθε μέρα, όλο τον χρόνο.',
      'Προτιμήστε ήπια προϊόντα χωρίς άρωμα, και πλύσιμο με χλιαρό νερό, χωρίς τρίψιμο.',
      'Ένα καινούργιο προϊόν δοκιμάζεται πρώτα σε μικρό σημείο, για λίγες μέρες, πριν μπει σε όλο το πρόσωπο.',
    ],
    myths: [
      'Μύθος: η ροδόχρους είναι ακμή των ενηλίκων.\nΑλήθεια: είναι ξεχωριστή πάθηση· μοιάζει με ακμή μόνο όταν έχει σπυράκια, και η φροντίδα της διαφέρει.',
    ],
  },
  {
    id: 'melasma',
    named: /μελασμ|χλοασμ|melasma/u,
    inTitle: true,
    tag: '#μέλασμα',
    dailyCare: true,
    about: [
      'Το μέλασμα είναι καφέ ή γκριζοκαφέ κηλίδες στο πρόσωπο, συνήθως στα μάγουλα, στο μέτωπο, στη μύτη και πάνω από το χείλος.',
      'Το μέλασμα είναι πολύ πιο συχνό στις γυναίκες, και συχνά εμφανίζεται στην εγκυμοσύνη ή με ορμονική αντισύλληψη.',
      'Ακόμη και λίγος ήλιος αρκεί για να σκουρύνει το μέλασμα.',
      'Το μέλασμα κρατά συχνά πολύ καιρό, και φαίνεται περισσότερο τους καλοκαιρινούς μήνες.',
      'Το μέλασμα δεν βλάπτει την υγεία· είναι αλλαγή στο χρώμα του δέρματος.',
      'Η φροντίδα για το μέλασμα συνδυάζει καθημερινή αντηλιακή προστασία με ό,τι προτείνει ο δερματολόγος.',
    ],
    after: ['Αντηλιακό κάθε πρωί, ανανέωση μέσα στη μέρα και καπέλο με φαρδύ γείσο στον ήλιο.'],
    myths: [
      'Μύθος: για το μέλασμα, αντηλιακό χρειάζεται μόνο το καλοκαίρι.\nΑλήθεια: το μέλασμα σκουραίνει και με λίγο φως, όλο τον χρόνο, γι’ αυτό το αντηλιακό μπαίνει κάθε μέρα.',
    ],
  },
  {
    id: 'hyperhidrosis',
    named: /υπεριδρωσ|hyperhidros/u,
    inTitle: true,
    tag: '#υπεριδρωσία',
    dailyCare: true,
    about: [
      'Στην υπεριδρωσία, οι ιδρωτοποιοί αδένες βγάζουν πολύ περισσότερο ιδρώτα απ’ όσο χρειάζεται ο οργανισμός για να δροσιστεί.',
      'Η υπεριδρωσία αφορά συνήθως τις παλάμες, τα πέλματα, τις μασχάλες και μερικές φορές το πρόσωπο.',
      'Η υπεριδρωσία συχνά υπάρχει και σε άλλα μέλη της οικογένειας.',
      'Όταν ο έντονος ιδρώτας εμφανίζεται ξαφνικά ή σε όλο το σώμα, ο γιατρός αναζητά την αιτία του.',
      'Το πρώτο βήμα είναι συνήθως ένα αντιιδρωτικό με άλατα αλουμινίου, σε στεγνό δέρμα.',
      'Για την υπεριδρωσία υπάρχουν διάφορες θεραπείες, και η επιλογή γίνεται ανάλογα με το σημείο και την ένταση.',
    ],
    after: [
      'Προτιμήστε βαμβακερά ρούχα και κάλτσες, και αλλάζετε κάλτσες μέσα στη μέρα όταν χρειάζεται.',
      'Καλό είναι να εναλλάσσετε δύο ζευγάρια παπούτσια, ώστε να στεγνώνουν ανάμεσα.',
    ],
    myths: [
      'Μύθος: η υπεριδρωσία είναι θέμα υγιεινής.\nΑλήθεια: οφείλεται στην υπερβολική λειτουργία των ιδρωτοποιών αδένων, όχι στο πλύσιμο.',
    ],
  },
  {
    id: 'alopecia-areata',
    named: /γυροειδ\S*\s+αλωπεκ|alopecia areata|αλωπεκια κατα πλακασ/u,
    inTitle: true,
    tag: '#γυροειδήςαλωπεκία',
    dailyCare: true,
    about: [
      'Στη γυροειδή αλωπεκία τα μαλλιά πέφτουν σε στρογγυλά μπαλώματα, συνήθως στο κεφάλι, αλλά και στα γένια, στα φρύδια ή σε άλλα σημεία του σώματος.',
      'Η γυροειδής αλωπεκία είναι αυτοάνοση πάθηση: το ανοσοποιητικό στρέφεται κατά των θυλάκων των τριχών.',
      'Η γυροειδής αλωπεκία δεν μεταδίδεται από άνθρωπο σε άνθρωπο.',
      'Η γυροειδής αλωπεκία εμφανίζεται συνήθως σε ανθρώπους κατά τα άλλα υγιείς, σε οποιαδήποτε ηλικία.',
      'Η πορεία της γυροειδούς αλωπεκίας διαφέρει από άνθρωπο σε άνθρωπο· τα μαλλιά συχνά ξαναβγαίνουν, αλλά μπορεί να ξαναπέσουν.',
      'Η γυροειδής αλωπεκία είναι πιο συχνή σε όσους έχουν συγγενή με την ίδια πάθηση.',
    ],
    after: [
      'Σημειώνετε πότε εμφανίστηκε κάθε μπάλωμα, και δείχνετε στον δερματολόγο όποιο καινούργιο εμφανιστεί.',
      'Στον ήλιο, προστατεύετε τα σημεία χωρίς μαλλιά με καπέλο ή αντηλιακό.',
    ],
    myths: [
      'Μύθος: η γυροειδής αλωπεκία κολλάει.\nΑλήθεια: δεν μεταδίδεται, ούτε με την επαφή ούτε με τη χτένα.',
    ],
  },
  {
    id: 'hair-loss',
    named: /τριχοπτωσ|αλωπεκι|hair loss|αραιωσ\S*\s+(?:των\s+)?μαλλι/u,
    inTitle: true,
    unless: /γυροειδ\S*\s+αλωπεκ|alopecia areata|αλωπεκια κατα πλακασ/u,
    tag: '#τριχόπτωση',
    dailyCare: true,
    about: [
      'Είναι φυσιολογικό να πέφτουν κάθε μέρα περίπου 50 έως 100 τρίχες από το κεφάλι.',
      'Κάθε τρίχα περνά από φάση ανάπτυξης, φάση ηρεμίας και πτώση, και στη θέση της μεγαλώνει καινούργια.',
      'Έντονη πτώση μαλλιών εμφανίζεται συχνά λίγους μήνες μετά από έναν τοκετό, έναν υψηλό πυρετό, μια επέμβαση ή μια περίοδο έντονου άγχους.',
      'Η πτώση μαλλιών μετά από έναν τοκετό, έναν υψηλό πυρετό ή μια περίοδο άγχους σταματά συνήθως μόνη της, όταν ο οργανισμός επανέλθει.',
      'Η κληρονομική τριχόπτωση είναι από τις πιο συχνές αιτίες τριχόπτωσης.',
      'Η αιτία της τριχόπτωσης ορίζει τι θα βοηθήσει, γι’ αυτό το πρώτο βήμα είναι η διάγνωση.',
    ],
    after: [
      'Αποφύγετε τα πολύ σφιχτά χτενίσματα και τη συχνή, έντονη θερμότητα στα μαλλιά.',
      'Αν η πτώση είναι απότομη, κατά τόπους ή με φαγούρα και πόνο στο τριχωτό, δείξτε τη στον δερματολόγο.',
    ],
    myths: [
      'Μύθος: το συχνό λούσιμο ρίχνει τα μαλλιά.\nΑλήθεια: στο λούσιμο φεύγουν τρίχες που θα έπεφταν έτσι κι αλλιώς· το λούσιμο δεν προκαλεί τριχόπτωση.',
    ],
  },
  {
    id: 'nail-fungus',
    named: /ονυχομυκητ|μυκητ\S*\s+(?:των\s+|στα\s+)?νυχ|onychomycos|nail fung/u,
    inTitle: true,
    tag: '#ονυχομυκητίαση',
    dailyCare: true,
    about: [
      'Η ονυχομυκητίαση είναι λοίμωξη του νυχιού από μύκητες, πολύ πιο συχνή στα νύχια των ποδιών απ’ ό,τι των χεριών.',
      'Το νύχι με μύκητα αλλάζει χρώμα, κιτρινίζει ή ασπρίζει, παχαίνει και θρυμματίζεται στην άκρη.',
      'Οι μύκητες ευδοκιμούν στη ζέστη και στην υγρασία, όπως μέσα στα κλειστά παπούτσια.',
      'Η ονυχομυκητίαση ξεκινά συχνά από μυκητίαση του δέρματος ανάμεσα στα δάχτυλα των ποδιών.',
      'Και άλλες παθήσεις, όπως η ψωρίαση, αλλάζουν τα νύχια με παρόμοιο τρόπο, γι’ αυτό η διάγνωση επιβεβαιώνεται συχνά με δείγμα από το νύχι.',
      'Επειδή το νύχι του ποδιού μεγαλώνει αργά, χρειάζονται μήνες μέχρι να αντικατασταθεί όλο από καινούργιο.',
      'Ο διαβήτης, η κακή κυκλοφορία και η μεγαλύτερη ηλικία κάνουν τη μυκητίαση των νυχιών πιο συχνή.',
    ],
    after: [
      'Στεγνώνετε καλά τα πόδια, και ανάμεσα στα δάχτυλα, και αλλάζετε κάλτσες κάθε μέρα.',
      'Στα κοινόχρηστα ντους και στις πισίνες φοράτε σαγιονάρες.',
      'Ο νυχοκόπτης και η λίμα που χρησιμοποιείτε στο νύχι με μύκητα δεν δανείζονται.',
    ],
    myths: [
      'Μύθος: η ονυχομυκητίαση είναι μόνο θέμα εμφάνισης.\nΑλήθεια: ο μύκητας μπορεί να περάσει σε άλλα νύχια και στο δέρμα, και ένα παχύ νύχι μπορεί να πονά στο παπούτσι.',
    ],
  },
  {
    id: 'psoriasis',
    named: /ψωριασ|psoria/u,
    inTitle: true,
    tag: '#ψωρίαση',
    dailyCare: true,
    about: [
      'Η ψωρίαση είναι χρόνια πάθηση του ανοσοποιητικού, στην οποία το δέρμα ανανεώνεται σε λίγες μέρες αντί για μερικές εβδομάδες.',
      'Τα κύτταρα που συσσωρεύονται σχηματίζουν κόκκινες, επηρμένες πλάκες με λευκά-ασημένια λέπια.',
      'Οι πλάκες της ψωρίασης εμφανίζονται συχνά στους αγκώνες, στα γόνατα, στο τριχωτό της κεφαλής και στη μέση, και μπορεί να αλλάξουν και τα νύχια.',
      'Η ψωρίαση δεν είναι μεταδοτική: δεν κολλάει με την επαφή, ούτε στην πισίνα.',
      'Η ψωρίαση περνά περιόδους έξαρσης και ύφεσης· το άγχος, οι λοιμώξεις, το κάπνισμα και το αλκοόλ μπορεί να την πυροδοτήσουν.',
      'Ένας τραυματισμός του δέρματος, όπως μια γρατζουνιά ή ένα έγκαυμα, μπορεί να φέρει νέα πλάκα στο ίδιο σημείο.',
      'Σε κάποιους ανθρώπους με ψωρίαση πονούν και πρήζονται οι αρθρώσεις· αν σας συμβαίνει, πείτε το στον δερματολόγο.',
    ],
    after: [
      'Η τακτική ενυδάτωση, αμέσως μετά το μπάνιο, μαλακώνει τα λέπια και ανακουφίζει την ξηρότητα.',
      'Μην ξύνετε και μην τραβάτε τα λέπια, γιατί ο τραυματισμός μπορεί να φέρει νέες πλάκες.',
    ],
    myths: [
      'Μύθος: η ψωρίαση κολλάει.\nΑλήθεια: η ψωρίαση δεν είναι μεταδοτική· οφείλεται στη λειτουργία του ανοσοποιητικού, όχι σε μικρόβιο.',
    ],
  },
  {
    id: 'atopic-dermatitis',
    // Atopic eczema, not a contact dermatitis («έκζεμα εξ επαφής», a patch test for it).
    named: /ατοπικ|εκζεμ|eczema|atopic/u,
    unless: /εξ επαφησ|contact|patch/u,
    inTitle: true,
    tag: '#ατοπικήδερματίτιδα',
    dailyCare: true,
    about: [
      'Στην ατοπική δερματίτιδα, το γνωστό έκζεμα, το δέρμα είναι ξηρό και κατά διαστήματα φαγουρίζει και κοκκινίζει.',
      'Η ατοπική δερματίτιδα ξεκινά συνήθως στα πρώτα χρόνια της ζωής, αλλά μπορεί να συνεχιστεί ή να εμφανιστεί και σε ενήλικες.',
      'Στην ατοπική δερματίτιδα ο φραγμός του δέρματος είναι πιο αδύναμος, γι’ αυτό το δέρμα χάνει νερό και ερεθίζεται εύκολα.',
      'Συχνά στην ίδια οικογένεια υπάρχει άσθμα, αλλεργική ρινίτιδα ή έκζεμα.',
      'Η φαγούρα και το ξύσιμο τροφοδοτούν το ένα το άλλο, και το δέρμα ερεθίζεται ακόμη περισσότερο.',
      'Τα μάλλινα και τα συνθετικά ρούχα, ο ιδρώτας, η ζέστη και τα αρωματισμένα σαπούνια χειροτερεύουν συχνά τη φαγούρα.',
      'Η ατοπική δερματίτιδα δεν είναι μεταδοτική.',
    ],
    after: [
      'Το μπάνιο γίνεται σύντομο, με χλιαρό νερό και ήπιο καθαριστικό χωρίς άρωμα.',
      'Σκουπίζετε το δέρμα ταμποναριστά και βάζετε την ενυδατική μέσα σε λίγα λεπτά, όσο είναι ακόμη νωπό.',
      'Προτιμήστε βαμβακερά ρούχα και κρατάτε τα νύχια κοντά, ώστε το ξύσιμο να τραυματίζει λιγότερο το δέρμα.',
      'Η ενυδάτωση γίνεται κάθε μέρα, και τις μέρες που το δέρμα είναι ήρεμο.',
    ],
    myths: [
      'Μύθος: στο έκζεμα το μπάνιο πρέπει να αποφεύγεται.\nΑλήθεια: ένα σύντομο, χλιαρό μπάνιο με ενυδατική αμέσως μετά βοηθά το δέρμα να κρατήσει νερό.',
      'Μύθος: το έκζεμα κολλάει.\nΑλήθεια: η ατοπική δερματίτιδα δεν μεταδίδεται από άνθρωπο σε άνθρωπο.',
    ],
  },
  {
    id: 'diaper-rash',
    // A cream for the nappy rash, not one that is also fit «για την περιοχή της πάνας».
    named:
      /συγκαμα|(?:δερματιτιδ|ερεθισμ|κοκκινιλ)\S*\s+(?:απο\s+(?:την\s+)?|τησ\s+)πανα|αλλαγ\S*\s+(?:τησ\s+)?πανασ|diaper|nappy/u,
    kinds: ['cosmetic'],
    tag: '#σύγκαμα',
    dailyCare: true,
    about: [
      'Το σύγκαμα είναι ο ερεθισμός του δέρματος στην περιοχή της πάνας, πολύ συχνός στα μωρά.',
      'Το σύγκαμα το προκαλούν κυρίως η υγρασία, η τριβή και η επαφή με τα ούρα και τα κόπρανα.',
      'Μια κρέμα φραγμού σχηματίζει ένα στρώμα ανάμεσα στο δέρμα και στην υγρασία της πάνας.',
      'Όταν το σύγκαμα δεν υποχωρεί, χειροτερεύει ή απλώνεται, μπορεί να έχει προστεθεί λοίμωξη, και το βλέπει ο γιατρός.',
    ],
    after: [
      'Αλλάζετε την πάνα μόλις λερωθεί ή βραχεί.',
      'Καθαρίζετε απαλά με χλιαρό νερό ή με μαντηλάκια χωρίς οινόπνευμα και άρωμα, και αφήνετε το δέρμα να στεγνώσει.',
      'Όσο γίνεται, αφήνετε το μωρό λίγη ώρα χωρίς πάνα, για να αεριστεί το δέρμα.',
      'Αν εμφανιστεί πυρετός, φουσκάλες ή πύον, ή αν το μωρό πονά έντονα, επικοινωνήστε με τον γιατρό.',
    ],
    atHome: {
      after: [
        'Η κρέμα μπαίνει σε κάθε αλλαγή· δεν χρειάζεται να αφαιρείται όλη κάθε φορά, μόνο όπου λερώθηκε.',
      ],
    },
  },
  {
    id: 'stretch-marks',
    // Stretch marks, not the cracks of the heels or the nipples («ραγάδες φτέρνας», «ραγάδες θηλών»).
    named: /ραγαδ|stretch ?marks?|striae/u,
    unless: /φτερν|πτερν|πελμ|θηλ|χειλ|δαχτυλ|χερι/u,
    inTitle: true,
    tag: '#ραγάδες',
    dailyCare: true,
    about: [
      'Οι ραγάδες είναι γραμμωτές ουλές του δέρματος, που σχηματίζονται όταν το δέρμα τεντώνεται γρήγορα.',
      'Οι ραγάδες εμφανίζονται συχνά στην εγκυμοσύνη, στην εφηβεία και με γρήγορες αλλαγές στο βάρος ή στη μυϊκή μάζα.',
      'Οι ραγάδες μπορεί να είναι ροζ, κόκκινες, καφέ, μωβ ή ασημί· στην αρχή είναι πιο σκούρες και με τον καιρό ξεθωριάζουν.',
      'Συνηθισμένα σημεία για ραγάδες είναι η κοιλιά, το στήθος, τα μπράτσα, οι γοφοί, οι μηροί και οι γλουτοί.',
      'Η τάση για ραγάδες περνά συχνά στην οικογένεια.',
      'Οι ραγάδες δεν βλάπτουν την υγεία.',
    ],
    after: [
      'Ένα υγιές, σταθερό βάρος μειώνει την πιθανότητα για καινούργιες ραγάδες, αν και δεν τις προλαβαίνει πάντα.',
    ],
    myths: [
      'Μύθος: ραγάδες έχουν μόνο όσοι πήραν κιλά.\nΑλήθεια: ραγάδες εμφανίζονται και στην εφηβεία, στην εγκυμοσύνη και με γρήγορη αύξηση της μυϊκής μάζας.',
    ],
  },
];

export const CONDITION_SOURCES: Sources = {
  warts: [
    `${NHS}: warts and verrucas (https://www.nhs.uk/conditions/warts-and-verrucas/)`,
    'Mayo Clinic, common warts (http://www.mayoclinic.com/health/common-warts/DS00370)',
  ],
  'seborrhoeic-keratosis': [
    `${AAD}, seborrheic keratoses (https://www.aad.org/dermatology-a-to-z/diseases-and-treatments/q---t/seborrheic-keratoses)`,
    'Newcastle upon Tyne Hospitals NHS, seborrhoeic keratosis (https://www.newcastle-hospitals.org.uk/services/dermatology_treatment-and-medication_seborrhoeic-keratosis.html)',
  ],
  acne: [
    `${NHS}: acne (https://www.nhs.uk/conditions/acne/)`,
    'NHS Cheshire, acne (https://www.cheshireccg.nhs.uk/choose-well-cheshire/self-care/acne/)',
  ],
  'acne-scars': [
    'Acne scarring: pathogenesis, evaluation and treatment, J Clin Aesthet Dermatol 2017 (https://pmc.ncbi.nlm.nih.gov/articles/PMC5749614)',
  ],
  rosacea: [`${AAD}, what is rosacea (https://www.aad.org/public/diseases/rosacea/what-is)`],
  melasma: [
    'University of Iowa Health Care, melasma (https://uihc.org/health-topics/melasma)',
    'Middlesex Health, melasma (https://middlesexhealth.org/learning-center/definitions/melasma)',
    'NHS practice, melasma (https://pastonsurgery.nhs.uk/practice_news/hyperpigmentation-melasma-awareness-month-1st-31st-july)',
  ],
  hyperhidrosis: [
    'Mayo Clinic, hyperhidrosis (https://www.mayoclinic.org/diseases-conditions/hyperhidrosis)',
  ],
  'alopecia-areata': [
    `${AAD}, alopecia areata (https://www.aad.org/public/diseases/hair-loss/types/alopecia), read in the copy a dermatology practice republishes (https://www.richmonddermatology.com/condition/alopecia-areata/): round patches on the scalp and elsewhere, the immune system against the follicles, not contagious, not nerves, otherwise healthy people, hair that often grows back and may fall out again`,
    "Alopecia areata in a dermatologist's patient page (https://drserminfiliz.com/en/ringworm/): any age, a parent or close relative raises the risk",
  ],
  'hair-loss': [`${AAD}, hair loss or hair shedding (https://aad.org/alopecia-care)`],
  'nail-fungus': ['NHS, fungal nail infection (https://www.nhs.uk/conditions/fungal-nail-infection/)'],
  psoriasis: [`${AAD}, what is psoriasis (https://www.aad.org/public/diseases/psoriasis/what)`],
  'atopic-dermatitis': [
    `${AAD}, EczemaNet: daily skin care (http://www.skincarephysicians.com/eczemanet/daily_care.html)`,
    `${NHS}: atopic eczema (https://www.nhs.uk/conditions/atopic-eczema/)`,
  ],
  'diaper-rash': [
    `${NHS}: nappy rash (https://www.nhs.uk/conditions/baby/caring-for-a-newborn/nappy-rash/)`,
    `${AAD}, how to treat diaper rash (as https://foothillderm.com/blog/how-to-treat-diaper-rash republishes it)`,
  ],
  'stretch-marks': [
    `${NHS}: stretch marks (https://www.nhs.uk/conditions/stretch-marks/)`,
    'NHS Hull, stretch marks (http://hullccg.nhs.uk/conditions/stria)',
    'HSE, stretch marks in pregnancy (https://www2.hse.ie/conditions/stretch-marks-pregnancy)',
  ],
};
