/**
 * Medical confidentiality in public replies: a reply others can read must never confirm that a person is
 * a patient or name their treatment («Χαιρόμαστε που σας είδαμε για το μπότοξ σας», "Hope you love your
 * filler results"). Read as the gate reads any text (disguises, inflections); applied to public replies
 * only, whose sender is offered the private answer instead. A post addresses no one, so it is not here.
 */
import type { ComplianceFlag } from '@studio/contracts';
import { checkCompliance, type RulesToMatch } from '../compliance.ts';

/** A treatment, procedure, test or visit as a reply may name it. */
const TREATMENTS =
  '(θεραπεία|θεραπείες|συνεδρία|συνεδρίες|ένεση|ενέσεις|επέμβαση|επεμβάσεις|χειρουργείο|χειρουργική|εγχείρηση|αγωγή|εξέταση|εξετάσεις|βιοψία|αφαίρεση|ράμματα|διάγνωση|αποτέλεσμα|αποτελέσματα|μπότοξ|botox|filler*|φίλερ|υαλουρονικό|laser|λέιζερ|αποτρίχωση|peeling|πίλινγκ|μεσοθεραπεία|PRP|νήματα|τοξίνη|επίσκεψη|επανέλεγχο|επανεξέταση|touch-up|touch up|follow-up|περιποίηση|lifting|λίφτινγκ|*πλαστική|*πλαστικής|*εκτομή|*εκτομής|μεταμόσχευση|λιποαναρρόφηση|HIFU|έλεγχο|έλεγχος|φυσικοθεραπεία|φυσικοθεραπείες|καθαρισμό|καθαρισμός|απονεύρωση|εμφύτευμα|εμφυτεύματα|σφράγισμα|λεύκανση|κρέμα|αγωγής|συνταγή|αντιβίωση|χάπια|φάρμακο)';

/** The same in English. */
const TREATMENTS_EN =
  '(treatment|session|injection|procedure|surgery|operation|biopsy|results|result|botox|filler|fillers|peel|laser|touch-up|touch up|follow-up|appointment|check-up|scan|transplant|hair transplant|grafts|implant|implants|veneers|prescription)';

/** One group of the options of several groups: «(a|b)» and «(c)» make «(a|b|c)». */
const either = (...groups: string[]) => `(${groups.map((group) => group.slice(1, -1)).join('|')})`;

/** A treatment in either language. */
const ANY_TREATMENT = either(TREATMENTS, TREATMENTS_EN);

/** Which one of a series or when: «τη 2η συνεδρία», «τη χθεσινή σας θεραπεία». */
const WHICH =
  '(πρώτη|πρώτο|δεύτερη|δεύτερο|τρίτη|τρίτο|2η|3η|4η|5η|επόμενη|επόμενο|τελευταία|τελευταίο|χθεσινή|χθεσινό|σημερινή|σημερινό|αυριανή|αυριανό|προχθεσινή|πρόσφατη|πρόσφατο)';

/** Where a treatment shows: praised in a reply, it is a result («τα χείλη σου είναι τέλεια»). */
const AREAS =
  '(χείλη|χείλια|πρόσωπο|μέτωπο|μάτια|βλέμμα|δέρμα|επιδερμίδα|μαλλιά|σαγόνι|μύτη|λαιμό|λαιμός|σώμα|κοιλιά|μπούτια|γλουτούς|στήθος|μούσι|γένια|φρύδια|βλέφαρα|ζυγωματικά|πηγούνι|lips|face|skin|hair|jawline|nose|beard|brows)';

/** A condition of theirs a reply may name («η ακμή», «οι πανάδες»). */
const CONDITIONS =
  '(ακμή|σπυράκια|σπυριά|πανάδες|πανάδα|κηλίδες|κηλίδα|ρυτίδες|ουλές|ουλή|τριχόπτωση|μελάσματα|μέλασμα|ψωρίαση|έκζεμα|ροδόχρου|ευρυαγγείες|κιρσοί|κυτταρίτιδα|ραγάδες|εφίδρωση|ουλίτιδα|τερηδόνα|σπίλος|σπίλου|σπίλο|κήλη|δισκοκήλη|τενοντίτιδα|πρήξιμο|μελανιές|acne|melasma|scars|psoriasis|eczema|rosacea)';

/** A part of the body as a clinic treats it, not as advice names it («ο δίσκος σου», «το δόντι»). */
const TREATED_PARTS =
  '(δίσκο|δίσκος|δίσκου|δόντι|δοντιού|δόντια|ούλα|φρονιμίτη|φρονιμίτης|φρονιμίτες|χιαστό|χιαστού|γόνατο|γόνατος|ώμο|ώμου|τένοντα|ράμματα|τραύμα|τομή|tooth|teeth|gums|knee|shoulder|stitches|wound)';

/** Praise of how it looks. */
const PRAISE =
  '(τέλει*|υπέροχ*|φανταστικ*|καταπληκτικ*|απίθαν*|άψογ*|πανέμορφ*|φυσικ*|λάμπει|λάμπουν|αγνώριστ*|perfect|amazing|gorgeous|stunning|flawless|natural)';

export const CONFIDENTIALITY_RULE = 'patient-confidentiality';

export const CONFIDENTIALITY_RULE_SET: RulesToMatch = {
  version: 0,
  rules: [
    {
      id: CONFIDENTIALITY_RULE,
      name: 'Ιατρικό απόρρητο σε δημόσια απάντηση',
      severity: 'block' as const,
      reason:
        'Μια δημόσια απάντηση δεν επιτρέπεται να επιβεβαιώνει ότι κάποιος είναι ασθενής ούτε να αναφέρει τη θεραπεία του (ιατρικό απόρρητο, ν. 3418/2005 άρθρο 13· ΓΚΠΔ άρθρο 9). Απαντήστε με ιδιωτικό μήνυμα· δημόσια μπορείτε να γράψετε «Σας στείλαμε μήνυμα».',
      terms: [
        `(χαιρόμαστε|χαρήκαμε|χάρηκα|ευχαριστούμε|ευχαριστώ) (πολύ)? (που|για|για την) (σας|σε|μας)? (είδαμε|είδα|ήρθατε|ήρθες|επισκεφθήκατε|επισκεφτήκατε|επίσκεψη|εμπιστευτήκατε|εμπιστευτήκατε)`,
        `(σας|σε) (είδαμε|είδα|περιποιηθήκαμε|εξυπηρετήσαμε|υποδεχτήκαμε|φιλοξενήσαμε) … ${TREATMENTS}`,
        `(τη|την|το|τα|τις|της|του|των|η|οι|στη|στην|στο|στα|στις|με τη|με την|με το|με τα) (πρώτη|δεύτερη|επόμενη|τελευταία|χθεσινή|σημερινή)? ${TREATMENTS} (σας|σου)`,
        `(μετά|πριν|από) (τη|την|το|τα|τις) ${TREATMENTS} (σας|σου)`,
        `(ελπίζουμε|ελπίζω|εύχομαι|ευχόμαστε) … (είστε|είσαι|να είστε|να είσαι|μείνατε|έμεινες) (ικανοποιημέν*|ευχαριστημέν*|ενθουσιασμέν*) (με|από)`,
        `(πώς|πως) (πάει|πάνε|είναι|νιώθετε|νιώθεις|αισθάνεστε) … (μετά|από) (τη|την|το|τα|τις) ${TREATMENTS}`,
        // «Σας περιμένουμε στο επόμενο ραντεβού σας», «το έντυπο συγκατάθεσης», «η μαμά σου ήρθε χθες».
        `(στο|στην|στη|το|την|τη|για το|για την) (επόμενο|επόμενη) (ραντεβού|συνεδρία|επίσκεψη|συνεδρίαση) (σας|σου)`,
        `(έντυπο|φόρμα|δήλωση) (συγκατάθεσης|συναίνεσης)`,
        `(η μαμά|η μητέρα|ο μπαμπάς|ο πατέρας|η σύζυγος|ο σύζυγος|η γυναίκα|ο άντρας|η κόρη|ο γιος|η αδερφή|ο αδερφός|η γιαγιά|ο παππούς) (σου|σας) (ήρθε|πέρασε|έκανε|ήταν εδώ|είναι εντάξει|τα πήγε)`,
        `(great|nice|lovely|good|so good) (to see|seeing) you`,
        `(thanks|thank you) for (coming in|visiting us|your visit|trusting us with)`,
        `your (treatment|treatments|session|sessions|injection|injections|procedure|results|botox|filler|fillers|peel|laser)`,
        `(hope|hoping) you (love|loved|like|liked|are happy with|enjoy|enjoyed) (your|the) (result|results|treatment|new)`,
        // Saying that someone is (or was) a patient or client of the clinic.
        `(είναι|είστε|είσαι|ήταν|ήσασταν|ήσουν|έγινε|γίνατε) (πολύτιμ*|αγαπημέν*|τακτικ*|παλι*|σταθερ*)? (ασθενής|ασθενή|πελάτισσα|πελάτης|πελάτη) (μας)`,
        `(ως|σαν) (ασθενής|ασθενή|πελάτισσα|πελάτης|πελάτη) (μας)`,
        `(is|are|was|were|been) (a|an|one of)? our (patient|client)`,
        `(patient|client) of ours`,
        `(μία|μια|ένας|ένα|ενός|μιας) (από)? (τις|τους|των)? (αγαπημέν*|πιστ*|τακτικ*|παλι*|πολύτιμ*)? (μας)? (ασθενής|πελάτισσα|πελάτης) (μας)?`,
        `(η|ο|την|τον|της|του) (πιο)? (αγαπημέν*|πιστ*|τακτικ*|παλι*|πολύτιμ*) (μας)? (ασθενής|πελάτισσα|πελάτης)`,
        `(είστε|είσαι) μαζί μας (από|εδώ και)`,
        `(καλώς ήρθατε|καλώς ήρθες|καλωσορίζουμε|welcome) … (στην|στη|to the|to our) (οικογένεια|family)`,
        `(one of|among) our (favourite|favorite|loyal|regular|lovely|valued)? (patients|clients)`,
        `our (loyal|regular|favourite|favorite|valued|lovely) (patient|client)`,
        `(σας|σε) (είχαμε|έχουμε) (ασθενής|ασθενή|πελάτισσα|πελάτη)`,
        `(ήσουν|ήσασταν|είσαι|είστε|ήταν|είναι) (μία|μια|ένας|ένα)? από (τις|τους) … (ασθενής|πελάτισσα|πελάτης)`,
        // A visit of theirs: «η χθεσινή σας θεραπεία», the next session they are awaited for.
        `(τη|την|το|τα|τις|της|του|των|η|οι|ο|στη|στην|στο|στα|για τη|για την|για το) ${WHICH}? (σας|σου) ${TREATMENTS}`,
        `(σας|σε) (περιμένουμε|περιμένω|βλέπουμε|ξαναβλέπουμε|ξαναδούμε) … (για|στη|στην|στο) (τη|την|το|τον|τα)? ${WHICH} ${TREATMENTS}`,
        `(σας|σε) (περιμένουμε|περιμένω|βλέπουμε|ξαναβλέπουμε|ξαναδούμε) … (για|στη|στην|στο) (τη|την|το|τον|τα)? (touch-up|touch up|follow-up|επανέλεγχο|επανεξέταση|ράμματα)`,
        `(το|του|στο) ${WHICH}? ραντεβού (σας|σου) (είναι|επιβεβαιώθηκε|επιβεβαιώνεται|μεταφέρθηκε|ακυρώθηκε|αλλάζει|ορίστηκε|κλείστηκε|έχει κλειστεί)`,
        `(see|seeing) you (on|at|next|tomorrow|for) … (your|the) ${WHICH}? ${TREATMENTS_EN}`,
        `your (next|second|third|last|upcoming) (appointment|check-up|session|treatment|visit)`,
        `your (touch-up|touch up|follow-up|follow up|biopsy|surgery|operation|scan results|test results)`,
        `(σας|σου) (θυμίζουμε|υπενθυμίζουμε) … ${either('(ραντεβού)', TREATMENTS)}`,
        `(αύριο|σήμερα|μεθαύριο|απόψε) (έχετε|έχεις) … ${TREATMENTS}`,
        `(σας|σου) (έλεγχος|έλεγχο|ραντεβού|συνεδρία|θεραπεία|επέμβαση) (μεταφέρθηκε|ακυρώθηκε|επιβεβαιώθηκε|ορίστηκε|είναι|θα γίνει)`,
        `(επόμενο|αυριανό|σημερινό|μεθαυριανό) ραντεβού (σας|σου)? (για|είναι|μεταφέρθηκε|ακυρώθηκε|επιβεβαιώθηκε)`,
        `μετεγχειρητικ*`,
        // What happened in it, or after it.
        `(ήταν|ήσασταν|ήσουν) … (γενναί*|ψύχραιμ*|θαρραλέ*|υπομονετικ*|ήρεμ*|άψογ*|υπέροχ*) (στην|στη|στο|κατά την|κατά τη|σε όλη τη|σε όλη την) ${TREATMENTS}`,
        `(was|were) … (brave|calm|patient|amazing|great|wonderful) (during|at|in|through) (the|your) ${TREATMENTS_EN}`,
        `(ανάρρωση|περαστικά|recovery|get well) … (μετά|από|after|from) (τη|την|το|τον|τα|the|your) … ${ANY_TREATMENT}`,
        `(πρήξιμο|πρήξιμα|μελάνιασμα|μελανιά|μελανιές|κοκκίνισμα|ερυθρότητα|swelling|bruising|redness) … (μετά|από|after) (τη|την|το|the|your) … ${ANY_TREATMENT}`,
        `(αποτελέσματα|αποτέλεσμα|γνωμάτευση|ιστολογική|results) … (σας|σάς|σου|you) … (στείλαμε|στέλνουμε|στείλουμε|έχουμε στείλει|sent|emailed)`,
        `(στείλαμε|στέλνουμε|στείλουμε|έχουμε στείλει|sent|emailed) … (σας|σάς|σου|you|your) … (αποτελέσματα|αποτέλεσμα|γνωμάτευση|ιστολογική|results)`,
        `(σας|σάς|σου) (στείλαμε|στέλνουμε|στείλουμε|έχουμε στείλει) … (αποτελέσματα|αποτέλεσμα|γνωμάτευση|ιστολογική)`,
        `(μετά|από) (το|τη|την|τα|τις) ${TREATMENTS} (χθες|προχθές|σήμερα|το πρωί|την Τρίτη|τη Δευτέρα)`,
        `${TREATMENTS} … (θα δεις|θα δείτε|θα είσαι|θα είστε|θα νιώσεις|θα νιώσετε|θα τα καταφέρουμε)`,
        `(θα δεις|θα δείτε|θα είσαι|θα είστε|θα νιώσεις|θα νιώσετε) … ${TREATMENTS}`,
        `${TREATMENTS} (σας|σου)? (πήγε|πήγαν|έγινε|ολοκληρώθηκε|ολοκληρώθηκαν|ήταν) (υπέροχα|τέλεια|πολύ καλά|άψογα|μια χαρά|καλά|επιτυχώς)`,
        `(έγινες|εγίνηκες|γίνατε|φαίνεσαι|φαίνεστε|είσαι|είστε) … (μετά|από) (το|τη|την|τα|τις) ${TREATMENTS}`,
        `(αποτέλεσμα|αποτελέσματα) (μετά|από) (το|τη|την|τα|τις) ${TREATMENTS} … ${PRAISE}`,
        `(έγιναν|έγινε|είναι|φαίνονται) (τα|το|η|οι|ο) ${AREAS} (σου|σας)`,
        `(σας|σου) (άρεσε|άρεσαν|αρέσει|αρέσουν) (το|τα|η|οι|ο) … (σας|σου)`,
        `(κηλίδες|κηλίδα|ακμή|σπυράκια|σπυριά|ρυτίδες|ουλές|ουλή|τριχόπτωση|πανάδες|μελάσματα|ψωρίαση|έκζεμα|ροδόχρου|τατουάζ|ευρυαγγείες|κιρσοί|λίπος|κιλά|σημάδια) (σας|σου) … (εξαφανιστεί|εξαφανίστηκαν|εξαφανίστηκε|έφυγαν|έφυγε|βελτιώθηκαν|βελτιώθηκε|μειώθηκαν|μειώθηκε|καθάρισαν|καθάρισε|υποχώρησαν|υποχώρησε|σβήσει|έσβησαν|χάθηκαν)`,
        // Theirs: a treatment, condition or treated part with their possessive («η ουλίτιδά σου», «τον δίσκο
        // σου», «της βιοψίας του σπίλου σου»), or how it is doing («πώς πάει το δόντι»).
        `${either(TREATMENTS, CONDITIONS, TREATED_PARTS)} (σου|σας)`,
        `(του|της|των) ${either(CONDITIONS, TREATED_PARTS)} (σου|σας)`,
        `(πώς|πως) (πάει|πάνε|είναι|τα πάει|τα πάνε) (το|τα|η|οι|ο) ${either(TREATED_PARTS, CONDITIONS)}`,
        `(your) (transplant|hair transplant|grafts|implant|implants|veneers|prescription|tooth|teeth|gums|knee|shoulder|stitches|wound|scar|acne|skin condition)`,
        // Results and prescriptions given to them, a visit agreed, a follow-up named to them.
        `(ήρθαν|βγήκαν|είναι έτοιμα|έχουμε) (τα)? (αποτελέσματα|αποτέλεσμα|γνωμάτευση|ιστολογική)`,
        `(που)? (σας|σου) (γράψαμε|έγραψε|έγραψα|συνταγογραφήσαμε|δώσαμε|χορηγήσαμε|συστήσαμε)`,
        `(τα λέμε|σας περιμένουμε|σε περιμένουμε) … (για τη συνέχεια|όπως συμφωνήσαμε|όπως είπαμε)`,
        `τα λέμε (την|τη|το) (άλλη|επόμενη|επόμενο|Δευτέρα|Τρίτη|Τετάρτη|Πέμπτη|Παρασκευή|Σάββατο)`,
        `(χαρά μας|μεγάλη χαρά μας|χάρηκα|χαρήκαμε) … (σας|σε) (είδαμε|γνώρισα|γνωρίσαμε|ξαναείδαμε) (ξανά|χθες|σήμερα|προχθές|στο ιατρείο|στην κλινική|στο κέντρο)`,
        // What follows it, told to them: swelling, bruises, what they feel, when it goes.
        `(μετά|από) (τη|την|το|τα|τις|τον|τους) ${TREATMENTS} … (νιώθεις|νιώθετε|είναι φυσιολογικό|είναι αναμενόμενο|θα φύγει|θα φύγουν|θα υποχωρήσει)`,
        `(πρήξιμο|πρήξιμα|μελάνιασμα|μελανιά|μελανιές|κοκκίνισμα|ερυθρότητα|swelling|bruising|redness) … (από|μετά από|after) (τα|τις|τους|τον|το|τη|την) ${ANY_TREATMENT}`,
        `(πρήξιμο|μελανιές|μελανιά|κοκκίνισμα) (στα|στο|στη|στην|στις) ${AREAS} … (θα φύγει|θα φύγουν|θα υποχωρήσει|θα περάσει)`,
        // A relative of theirs coming for a treatment of their own.
        `(η κόρη|ο γιος|η μαμά|η μητέρα|ο μπαμπάς|ο πατέρας|η σύζυγος|ο σύζυγος|το παιδί) (σου|σας) … (για|στη|στην|στο) (τη|την|το)? ${TREATMENTS}`,
        // A result of theirs: praised, liked, counted.
        `${AREAS} (σας|σου) … (είναι|είναι πια|φαίνονται|φαίνεται|δείχνει|δείχνουν|έγιναν|έγινε|look|looks|are|is) … ${PRAISE}`,
        `(your) ${AREAS} (look|looks|are|is) … ${PRAISE}`,
        `(σας|σου) (άρεσε|άρεσαν|αρέσει|αρέσουν) (το|τα) (αποτέλεσμα|αποτελέσματα|νέο|νέα)`,
        `(κιλά|κιλό|πόντους|πόντοι|εκατοστά|kg|kilos|pounds) (που)? (έχασες|έχασε|χάσατε|χάσατε|έχετε χάσει|έχεις χάσει|you lost|you've lost)`,
        `(έχασες|χάσατε|έχετε χάσει|έχεις χάσει|you lost|you've lost) … (κιλά|κιλό|πόντους|εκατοστά|kg|kilos|pounds)`,
        // Their booking, their file, what the doctor told them: they came, or are coming.
        `(σας|σε|σου) (κλείσαμε|έχουμε κλείσει|βάλαμε|έχουμε βάλει|σημειώσαμε|έχουμε σημειώσει|προγραμματίσαμε|έχουμε προγραμματίσει|καταχωρίσαμε|περάσαμε)`,
        `(booked you|book you in|your booking|your reservation|you're booked|you are booked|you're all booked|we've booked|we have booked)`,
        `(θα σας δει|θα σε δει|σας είδε|σε είδε|σας εξέτασε|σε εξέτασε|σας εξετάσει|σε εξετάσει) (ο|η)? (γιατρός|γιατρό|ιατρός|δρ|δόκτωρ|δερματολόγος|dr)`,
        `(θα σας δει|θα σε δει|θα σας δουν|θα σας εξετάσει|θα σε εξετάσει|σας εξέτασε|σε εξέτασε)`,
        `(σας|σε) (ξαναείδαμε|ξαναδούμε|ξαναβλέπουμε|θυμόμαστε)`,
        `(welcome back|good to have you back|nice to see you again|καλώς ήρθατε ξανά|καλώς ήρθες ξανά|καλώς ξαναήρθατε)`,
        `όπως (σας|σου) (είπε|εξήγησε|σύστησε|ανέφερε|είπαμε|εξηγήσαμε|συστήσαμε|αναφέραμε)`,
        `όπως (συζητήσαμε|είπαμε|εξηγήσαμε) (στο|στην|στη|κατά το|κατά την) (ραντεβού|ιατρείο|επίσκεψη|εκτίμηση|συνεδρία|εξέταση)`,
        `as (the doctor|dr|we) (discussed|explained|mentioned|said) (at|in|during) your`,
        `(φάκελο|φάκελό|καρτέλα) (σας|σου)`,
        `(στο|από το|κατά το) ιστορικό (σας|σου)`,
        `(your) (file|records|chart|medical history)`,
        `(ευχαριστούμε|ευχαριστώ|thank you|thanks) … (που|for) (μας)? (επιλέξατε|προτιμήσατε|διαλέξατε|εμπιστευτήκατε|choosing us|choosing our)`,
        // The treatment they had, or the trouble it gave them.
        `${TREATMENTS} (που|το οποίο|την οποία|τις οποίες) (κάνατε|έκανες|ξεκινήσατε|ξεκίνησες|ολοκληρώσατε|ολοκλήρωσες|πήρατε|πήρες|είχατε|είχες|θα κάνετε|θα κάνεις|κάνετε|κάνεις)`,
        `(κάνατε|έκανες|ξεκινήσατε|ξεκίνησες|ολοκληρώσατε|ολοκλήρωσες) (το|τη|την|τα|τις|τον|ένα|μια|μία)? ${TREATMENTS}`,
        `(the|your)? ${TREATMENTS_EN} (you had|you got|you did|you've had|you have had|you received)`,
        `(you had|you got|you've had|you received) (your|the|a)? ${TREATMENTS_EN}`,
        `(μετά|πριν) (από)? (τη|την|το|τα|τις|τον) ${TREATMENTS} … (αποφύγετε|αποφεύγετε|αποφύγεις|μην|βάζετε|βάλτε|εφαρμόστε|πλένετε|προσέχετε|προσέξτε|θα δείτε|θα δεις|θα νιώσετε|θα νιώσεις|θα παρατηρήσετε)`,
        `(αποφύγετε|αποφεύγετε|αποφύγεις|βάζετε|βάλτε|εφαρμόστε|πλένετε|προσέχετε|προσέξτε|θα δείτε|θα δεις|θα νιώσετε|θα νιώσεις|θα παρατηρήσετε) … (μετά|πριν) (από)? (τη|την|το|τα|τις|τον) ${TREATMENTS}`,
        `(λυπούμαστε|λυπάμαι|sorry) … (μελανιά|μελάνιασμα|πρήξιμο|κοκκίνισμα|πόνο|ενόχληση|αντίδραση|bruising|bruise|swelling|redness|reaction|discomfort)`,
        `${TREATMENTS} … (σας|σε|σου) (βοήθησε|βοήθησαν|έκανε καλό|έκαναν καλό|ταίριαξε|ταίριαξαν|πέτυχε|πέτυχαν)`,
        `(τέλει*|υπέροχ*|φανταστικ*|καταπληκτικ*|απίθαν*|εντυπωσιακ*|πανέμορφ*|amazing|stunning|gorgeous|beautiful|fantastic) (το|τα|the)? (αποτέλεσμα|αποτελέσματα|result|results)`,
        // Their treatment helped; their face changed.
        `${TREATMENTS} (σας|σε|σου) (βοήθησε|βοήθησαν|έκανε καλό|έκαναν καλό|ταίριαξε|ταίριαξαν|πέτυχε|πέτυχαν|έπιασε|έπιασαν)`,
        `(σας|σε|σου) (βοήθησε|βοήθησαν|έκανε καλό|έκαναν καλό|ταίριαξε|ταίριαξαν|πέτυχε|πέτυχαν|έπιασε|έπιασαν) (η|το|τα|οι)? ${TREATMENTS}`,
        `${TREATMENTS_EN} (helped|worked|suited) (you)?`,
        `(φαίνεστε|φαίνεσαι|δείχνετε|δείχνεις|you look|you're looking|you are looking) … (νεότερ*|ξεκούραστ*|φρεσκαρισμέν*|αδυνατισμέν*|αναζωογονημέν*|younger|fresher|rested|refreshed|slimmer)`,
        `(η|τη|την) διαφορά (στο|στα|στον|στη|στην|στις) ${AREAS} (σας|σου)`,
        `(το|τα|η|οι|ο) ${AREAS} (σας|σου) (άλλαξ*|βελτιώθηκ*|πύκνωσ*|καθάρισ*|αναγεννήθηκ*|μεταμορφώθηκ*|ξαναγεννήθηκ*)`,
        `(τα|τη|την|το|your) (νέα|νέο|νέες|καινούρια|καινούργια|new) (σας|σου)? ${AREAS}`,
        // Glad about a treatment, an area or a condition of theirs, liked or on its way: «χαιρόμαστε που η ακμή
        // υποχωρεί», «σου άρεσαν τα χείλη», «καλή συνέχεια με το πρόγραμμα», "so glad the laser is working".
        `(σας|σου) (άρεσε|άρεσαν|αρέσει|αρέσουν) (το|τα|η|οι|ο) (νέο|νέα|νέες|καινούρια|καινούργια)? ${either(AREAS, TREATMENTS)}`,
        `(χαιρόμαστε|χαρήκαμε|χαίρομαι|χάρηκα|χαρά μας|τι χαρά|τι ωραία|τι τέλεια) (πολύ)? (που|για) … ${either(TREATMENTS, CONDITIONS, AREAS)}`,
        `(so|really|very)? (glad|happy|pleased|thrilled|delighted) (that|to hear|the|your)? … ${either(TREATMENTS_EN, CONDITIONS)}`,
        `καλή (συνέχεια|επιτυχία|πρόοδο) (με|στο|στη|στην|στα|στις|στον) (το|τη|την|τα|τις|τον)? ${either('(πρόγραμμα|προγράμματος|δίαιτα)', TREATMENTS)}`,
        // Treating them, trusting the clinic with their treatment.
        `(pleasure|privilege|joy|honour|honor) (treating|to treat|looking after|caring for|working on) you`,
        `(εμπιστεύεστε|εμπιστεύεσαι|εμπιστευτήκατε|εμπιστεύτηκες|εμπιστοσύνη) … (για|με|στη|στην|στο) (τη|την|το|τα|τις|τον) ${TREATMENTS}`,
        // Caring for them or their relative, their test's outcome, their coming back for a treatment.
        '(φροντίσαμε|περιποιηθήκαμε|εξετάσαμε|θεραπεύσαμε|χειρουργήσαμε|βοηθήσαμε) (την|τον|το|τη)? (κόρη|γιο|μητέρα|μαμά|μπαμπά|πατέρα|σύζυγο|παιδί|παιδιά|αδερφή|αδερφό|γιαγιά|παππού) (σας|σου)',
        '(φροντίσαμε|περιποιηθήκαμε|εξετάσαμε|θεραπεύσαμε|χειρουργήσαμε) (σας|σε)',
        '(τεστ|test|εξέταση|εξετάσεις|βιοψία|καλλιέργεια|pap|παπ|μαστογραφία|υπέρηχος|αιματολογικές) … (σας|σου) (βγήκε|βγήκαν|ήταν|είναι|ήρθε|ήρθαν) (αρνητικ*|θετικ*|καθαρ*|εντάξει|φυσιολογικ*|καλ*|μια χαρά)',
        `(ξαναέλα|ξανέλα|ξαναελάτε|ξανάλα|έλα ξανά|ελάτε ξανά|ξαναπεράστε|ξαναπέρνα) … (για|στη|στην|στο) (τη|την|το|τα|τις|τον)? ${either(TREATMENTS, '(prp|μοσχεύματα|touch-up|επανέλεγχο)')}`,
        '(όλα καλά|πώς πάνε|πώς πάει) (με)? (τα|το|τη|την|τις|τον)? (μοσχεύματα|ράμματα|εμφυτεύματα|σφραγίσματα|grafts)',
      ],
      extras: {
        // Saying what a visit would need, or that the clinic does not say who its patients are, confirms
        // nothing: «για να σας απαντήσει η γιατρός χρειάζεται να σας εξετάσει», «δεν μπορούμε να
        // επιβεβαιώσουμε δημόσια αν κάποιος είναι ασθενής μας».
        allowedPatterns: [
          '(?<!\\p{L})(?:χρειαζεται|πρεπει|θα\\s+πρεπει|θα\\s+χρειαστει)\\s+(?:πρωτα\\s+)?να\\s+(?:σασ|σε)\\s+(?:δει|δουμε|εξετασει|εξετασουμε|εξετασουν)(?!\\p{L})',
          '(?<!\\p{L})δεν\\s+(?:μπορουμε|μπορω|επιτρεπεται)\\s+να\\s+(?:επιβεβαιωσ|σχολιασ|αποκαλυψ|αναφερ|πουμε|συζητησ)\\p{L}*[^.!;?\\n]{0,80}?(?<!\\p{L})(?:αν|εαν|οτι)\\s+(?:καποιοσ|καποια|κανεισ|καμια|ενασ|μια)\\s+[^.!;?,\\n]{0,60}',
          "(?<!\\p{L})(?:cannot|can't|can not|do not|don't|won't|will not)\\s+(?:confirm|discuss|comment on|disclose)[^.!?\\n]{0,80}?(?:whether|if)\\s+(?:someone|anyone|a person)[^.!?,\\n]{0,60}",
        ],
      },
    },
  ].map((rule) => ({ ...rule, terms: rule.terms.map((term) => ({ term, active: true })) })),
};

/** What in a public reply confirms a person is a patient or names their treatment. */
export const confidentialityFlagsOf = (text: string): ComplianceFlag[] =>
  checkCompliance(text, CONFIDENTIALITY_RULE_SET);

/**
 * A public reply to a review on Google: it answers one named person on a clinic's profile, so naming any
 * treatment or visit in it confirms that person was a patient («χαιρόμαστε που η θεραπεία με … σας
 * βοήθησε»), and so does calling them a patient or naming their appointment or file. Checked with
 * CONFIDENTIALITY_RULE_SET's rules; a thanks that confirms nothing («Ευχαριστούμε για τα καλά σας
 * λόγια») passes.
 */
export const REVIEW_CONFIDENTIALITY_RULE_SET: RulesToMatch = {
  version: 0,
  rules: [
    {
      id: 'review-confidentiality',
      name: 'Ιατρικό απόρρητο σε απάντηση κριτικής',
      severity: 'block' as const,
      reason:
        'Μια δημόσια απάντηση σε κριτική δεν επιτρέπεται να επιβεβαιώνει ότι ο συντάκτης της είναι ασθενής ούτε να αναφέρει θεραπεία (ιατρικό απόρρητο, ν. 3418/2005 άρθρο 13· ΓΚΠΔ άρθρο 9). Ευχαριστήστε χωρίς να αναφέρετε θεραπεία ή επίσκεψη, π.χ. «Ευχαριστούμε για τα καλά σας λόγια».',
      terms: [
        TREATMENTS,
        '(ασθενής|ασθενή|ασθενείς|ασθενών|patient|patients) (μας|our)?',
        '(ραντεβού|φάκελο|φάκελό|ιστορικό) (σας|σου)',
        '(your|our) (appointment|visit|file|records)',
      ],
    },
  ].map((rule) => ({ ...rule, terms: rule.terms.map((term) => ({ term, active: true })) })),
};

/** What in a reply to a review confirms the reviewer is a patient or names a treatment. */
export const reviewConfidentialityFlagsOf = (text: string): ComplianceFlag[] => [
  ...confidentialityFlagsOf(text),
  ...checkCompliance(text, REVIEW_CONFIDENTIALITY_RULE_SET),
];
