import type { RuleExtras } from './rule-types.ts';

/**
 * Promises of a result and patients' words, said in other words than their rules' examples: a result
 * "surely" had, every patient and every time, a rate of 100% of an act's own outcome, no patient ever
 * without a result; a patient's message, card or review shown or pointed to. Directive 2001/83/EC art. 90,
 * Law 3418/2005 art. 17 (no promises of results, no testimonials). `PROMISE_TERMS` adds terms to the
 * shipped rules by id (terms.ts: each word takes every ending).
 */

/** What a promise says will surely happen to the body. */
const SURE_OUTCOMES =
  '(ξεφορτωθείτε|ξεφορτωθείς|απαλλαγείτε|απαλλαγείς|φύγει|φύγουν|εξαφανιστ*|βελτιωθ*|ξαναβγ*|get rid)';
/** Weight lost, as a promise counts it. */
const WEIGHT = '(κιλά|κιλό|πόντους|πόντο|εκατοστά|νούμερα|νούμερο|λίπος|kg|kilos|pounds|inches)';

/** Patients and clients, in every case. */
const PATIENTS = '(ασθεν*|πελάτ*|πελατισσ*|περιστατικ*|patient*|client*)';

/** A patient's own words, as a clinic shows them. */
const THEIR_WORDS =
  '(μήνυμα|μηνύματα|κάρτα|κάρτες|γράμμα|γράμματα|σχόλιο|σχόλια|κριτική|κριτικές|λόγια|ευχαριστήρι*|screenshot|message|card|review*|words)';

/** What a result is said to do, beside a rate of success. */
const RESULT_VERBS =
  '(σταματά|σταματάει|σταματούν|σταματάνε|θεραπεύ*|εξαφανίζ*|εξαφανίστηκ*|λύνεται|λύθηκε|βελτιώνεται|βελτιώνονται|βελτιώθηκ*|επιτυχ*|πετυχαίν*|ικανοποιημέν*|ευχαριστημέν*|ξαναβγαίν*|φεύγει|φεύγουν|stops|cured|success|satisfied|works)';

/** A rate of success: «9 στις 10», «8 από τους 10», «99 στους 100». */
const RATE = {
  needs: ['10', '100', 'δεκα', 'εκατο', 'ten'],
  re: '(?<![\\p{L}\\p{N}])(?:\\d{1,2}|ενασ|μια|δυο|τρεισ|τεσσερισ|πεντε|εξι|επτα|εφτα|οκτω|οχτω|εννια|εννεα|nine|eight)\\s+(?:στισ|στουσ|στα|απο\\s+(?:τισ|τουσ|τα)|out\\s+of|in)\\s+(?:10|100|δεκα|εκατο|ten)(?![\\p{L}\\p{N}])',
};

/** The promises' pairs: a rate of success beside an outcome is a promised result. */
export const PROMISE_EXTRAS: Record<string, RuleExtras> = {
  'guaranteed-result': {
    near: [{ a: [], aPatterns: [RATE], b: [RESULT_VERBS], within: 80, needs: RATE.needs }],
  },
};

export const PROMISE_TERMS: Record<string, string[]> = {
  'safety-claim': [
    // As safe as an everyday thing: «τόσο ασφαλής όσο ένας καθαρισμός προσώπου».
    '(τόσο|εξίσου|as) (ασφαλ*|ακίνδυν*|safe) (όσο|με|σαν|as)',
    // It cannot cause a complication: «ΔΕΝ μπορούν να προκαλέσουν αγγειακή απόφραξη», «ξεχάστε τις επιπλοκές».
    "(δεν|δε|ούτε) (μπορεί|μπορούν|γίνεται|cannot|can’t|can't) (να)? (προκαλέσ*|δημιουργήσ*|φέρ*|cause) … (επιπλοκ*|απόφραξη|απόφραξης|παρενέργει*|βλάβ*|νέκρωσ*|complication*|side effect*)",
    '(ξεχάστε|ξέχνα|ξεχάσετε|ξέχασε|forget) (τις|τα|τους|τον|about)? (επιπλοκ*|παρενέργει*|ρίσκ*|κινδύνους|complication*|side effects|risks)',
    // No allergy and no trouble: «Φυσικό προϊόν = καμία αλλεργία, κανένα πρόβλημα».
    '(καμία|καμιά|κανένα|κανέναν|μηδέν|χωρίς|no|zero) (αλλεργία|αλλεργίες|αλλεργική αντίδραση|αλλεργικές αντιδράσεις|allergy|allergies|allergic reaction)',
  ],
  'guaranteed-result': [
    // Whoever starts, the result follows: «Όποιος ξεκινά το πρόγραμμά μας, τα κιλά φεύγουν».
    '(όποιος|όποια|όποιοι|όσοι|όσες|whoever|anyone who) (ξεκινά*|ξεκινήσ*|κάνει|κάνουν|ακολουθ*|έρχεται|έρθει|starts|does|follows) … (κιλά|λίπος|ρυτίδ*|ακμή|σπυρ*|πανάδ*|τριχόπτωση|kilos|weight|wrinkles|acne) (φεύγ*|χάν*|εξαφανίζ*|λιώνουν|λιώνει|σβήνουν|go|disappear)',
    // Never a failure, a perfect result every time: «Δεν έχουμε αποτυχίες», «τέλειο αποτέλεσμα κάθε φορά».
    '(δεν έχουμε|μηδέν|καμία|χωρίς|no|zero) (αποτυχί*|αποτυχημέν*|failures|failure)',
    '(τέλει*|άψογ*|εγγυημέν*|σίγουρ*|perfect|flawless) (αποτέλεσμα|αποτελέσματα|result|results) … (κάθε φορά|πάντα|σε όλους|σε όλες|every time|always)',
    '(σταματά|σταματάει|σταματούν|φεύγει|φεύγουν|εξαφανίζεται|εξαφανίζονται|λύνεται|stops) (100%|100 %|εκατό τοις εκατό)',
    // Without «if» or «maybe»: «χωρίς «αν» και χωρίς «ίσως»».
    'χωρίς (αν|ίσως|μήπως|εάν) … χωρίς (αν|ίσως|μήπως|εάν)',
    // Nobody needed a revision, no trouble that did not yield: «Κανένας ασθενής μας δεν χρειάστηκε ποτέ
    // διορθωτική ρινοπλαστική», «δεν έχουμε γνωρίσει ακμή που να μην υποχωρεί».
    `(κανένας|κανείς|καμία|ούτε ένας|ούτε μία|no) ${PATIENTS} (μας)? (δεν|δε)? (χρειάστηκε|χρειάστηκαν|χρειάζεται|needed) (ποτέ|ever)? (διορθωτικ*|δεύτερη|δεύτερο|επανεπέμβαση|επανάληψη|revision)`,
    '(γνωρίσει|συναντήσει|δει|δούμε|καμία|κανένα|seen|met) … (ακμή|τριχόπτωση|κυτταρίτιδα|ρυτίδ*|πανάδ*|κιλά|λίπος|σπυρ*|δέρμα|επιδερμίδα|περίπτωση|περιστατικό|μαλλιά|acne|skin) (που)? (να)? (μην|δεν) (υποχωρεί|υποχωρήσει|υποχώρησε|φεύγει|φύγει|έφυγε|βελτιώνεται|βελτιωθεί|βελτιώθηκε|ανταποκρίνεται|ανταποκριθεί|ανταποκρίθηκε|καθαρίζει|καθαρίσει|καθάρισε)',
    // The trouble stands no chance: «Οι ρυτίδες σας δεν θα έχουν καμία ευκαιρία».
    '(ρυτίδ*|κιλά|λίπος|κυτταρίτιδα|τριχόπτωση|ακμή|πανάδ*|σπυρ*|wrinkles|fat|acne) … (δεν|δε) (θα)? (έχουν|έχει|have|has|stand) (καμία|καμιά|καμμία|no)? (ευκαιρία|τύχη|chance)',
    // Nobody left unhappy: «δεν έχουμε γνωρίσει ασθενή που να μην έφυγε ευχαριστημένος».
    `${PATIENTS} (που)? (να)? (μην|δεν) (έφυγε|φύγει|έμεινε|μείνει) (ευχαριστημέν*|ικανοποιημέν*|χαρούμεν*|happy|satisfied)`,
    // Never again to look for a cure: «δεν θα χρειαστεί να ξαναψάξεις για λύση».
    '(δεν|δε|never) (θα)? (χρειαστεί|χρειαστείς|χρειαστείτε|χρειάζεται|need) (ποτέ)? (ξανά)? (να)? (ξαναψάξ*|ψάξ*|ξανάρθ*|ξαναέρθ*|επαναλάβ*|ξανακάν*|look|search|come back|repeat) (ξανά|again)? (για)? (λύση|θεραπεία|άλλη λύση|άλλη θεραπεία|solution|treatment)?',
    // No patient ever said it failed: «Δεν έχουμε ακούσει ποτέ ασθενή μας να πει «δεν έπιασε»».
    `(ποτέ|κανένας|κανείς|καμία|ούτε ένας|ούτε μία|never|no) … ${PATIENTS} … (δεν έπιασε|δεν λειτούργησε|δεν δούλεψε|δεν είδε διαφορά|δεν είδε αποτέλεσμα|παραπονέθηκε|παραπονεθεί|δυσαρεστημέν*|didn't work|complained)`,
    // «Θα χάσετε σίγουρα 10 κιλά», «σίγουρα θα δείτε διαφορά».
    `(σίγουρα|σίγουρο|οπωσδήποτε|εγγυημένα|definitely|surely) (θα)? ${SURE_OUTCOMES}`,
    `(θα)? ${SURE_OUTCOMES} (σίγουρα|οπωσδήποτε|εγγυημένα|definitely)`,
    `(σίγουρα|οπωσδήποτε|εγγυημένα|definitely|surely) (θα)? (χάσετε|χάσεις|χάνετε|χάνεις|lose) … ${WEIGHT}`,
    `(θα)? (χάσετε|χάσεις|lose) (σίγουρα|οπωσδήποτε|εγγυημένα|definitely) … ${WEIGHT}`,
    // The act's own outcome at 100%: «100% ρίζωμα», «100% επιτυχία», «100% αποτέλεσμα».
    '(100%|100 %|εκατό τοις εκατό) (ρίζωμα|επιτυχία|επιτυχίας|αποτέλεσμα|αποτελεσματικ*|ικανοποίηση|success|results|effective)',
    // The same result every time: «τα ίδια αποτελέσματα… κάθε φορά, σε κάθε ασθενή».
    `(ίδια|ίδιο|same) (αποτελέσματα|αποτέλεσμα|results|result) … (κάθε φορά|σε κάθε|σε όλους|σε όλες|πάντα|every time|always|for every)`,
    `(κάθε φορά|σε κάθε|σε όλους|σε όλες|every time|for every) … (ίδια|ίδιο|same) (αποτελέσματα|αποτέλεσμα|results|result)`,
    // None without a result: «ούτε μία ασθενής που να μην είδε αποτέλεσμα», «κανείς δεν έφυγε με ακμή».
    `(ούτε|κανένας|κανείς|καμία|no|not) (ένας|μία|μια|ένα|one|single)? ${PATIENTS} (που)? (να)? (μην|δεν) (είδε|δει|έμεινε|ήταν|είχε|saw|was|had)`,
    `(κανείς|κανένας|καμία|nobody|no one) ${PATIENTS}? (δεν|δε)? (ποτέ|ever)? (έφυγε|φεύγει|έχει φύγει|left|leaves) … (με|χωρίς|without|with) (ακμή|ρυτίδ*|κιλά|πόνο|αποτέλεσμα|σπυρ*|πανάδ*|τριχόπτωση|acne|wrinkles|results)`,
    // We do not hope, we know: a result told as certain.
    '(δεν|δε) (ελπίζουμε|υποσχόμαστε|we don’t hope|we do not hope) … (το)? (ξέρουμε|γνωρίζουμε|know)',
  ],
  testimonial: [
    // Asked and answered: «Τι είπαν οι ασθενείς μας για τη θεραπεία;».
    `(τι|όσα) (είπαν|λένε|γράφουν|έγραψαν|μας είπαν|μας λένε|said|say) (οι|our)? (δικοί μας)? ${PATIENTS} (μας)?`,
    // A patient's review shared as the clinic's post: «Κάνουμε κοινοποίηση την κριτική σου… στα stories μας».
    `(κοινοποίηση|κοινοποιούμε|κοινοποιήσαμε|ανεβάζουμε|ανεβάσαμε|δημοσιεύουμε|δημοσιεύσαμε|αναδημοσιεύουμε|share|sharing|repost*) … (την|τη|τις|το|τα|your)? ${THEIR_WORDS} (σου|σας|your)`,
    // A patient's message or card shown: «Ένα μήνυμα από μια ασθενή μας», «ευχαριστήρια κάρτα από ασθενή».
    `${THEIR_WORDS} (από|μιας|ενός|from) (μια|μία|έναν|ένα|τη|την|τον|a|our)? ${PATIENTS}`,
    `${THEIR_WORDS} (που|which|that) (μας)? (συγκίνησ*|έκανε|γέμισ*|touched|made)`,
    `(ευχαριστήρι*) (κάρτα|κάρτες|μήνυμα|μηνύματα|γράμμα|λόγια|σημείωμα) … ${PATIENTS}`,
    // Pointed to: «Διαβάστε τι γράφουν για εμάς στο Google», «δείτε τι λένε οι ασθενείς μας».
    '(διαβάστε|δείτε|ρίξτε μια ματιά|ακούστε|read|see) (τι|τα|σε όσα|όσα|what) (γράφουν|λένε|είπαν|έγραψαν|σχολιάζουν|say|said|write) (για εμάς|για μας|για το ιατρείο|για την κλινική|για τη γιατρό|για τον γιατρό|οι ασθενείς|οι πελάτες|οι πελάτισσες|about us|our patients|our clients)',
    `(ιστορίες|ιστορία|stories|story) (των|μιας|ενός|της|του|from|of)? (μας)? ${PATIENTS}`,
  ],
};
