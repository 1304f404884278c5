/**
 * Ordinary sentences that hold a rule's words without its claim, by rule id: a symptom «που δεν φεύγει»
 * is no permanent result, «μόνιμες ουλές» is a risk told, a charity's «Race for the Cure» no cure
 * promised, a thanks for a review's stars no testimonial shown, an illness's course «2–3 μήνες μετά» no
 * before/after, the law on prescription medicines told no medicine advertised, a common enemy «νούμερο 1»
 * no self-praise, a minor's visit that needs a parent no treatment offered to minors. Each context keeps
 * the claim itself flagged when said of a result, a treatment or the clinic.
 */
import type { RuleExtras } from './rule-types.ts';

/** What a person has and wants gone: a symptom or a blemish. */
const SYMPTOMS =
  '(σπυρ*|ελιά|ελιές|κοκκινίλ*|κηλίδ*|πανάδ*|φαγούρ*|εξάνθημ*|πληγ*|πόνος|πόνο|βήχας|βήχα|ξηρότητ*|λέπι*|τριχόπτωσ*|ακμή|μυρμηγκι*|ερεθισμ*|κνησμ*|ενόχλησ*|τσίμπημα|σκασίματα|κοκκίνισμα)';

export const ORDINARY_EXTRAS: Record<string, RuleExtras> = {
  'permanent-result': {
    allowed: [
      `${SYMPTOMS} (που)? δεν (φεύγει|φεύγουν|περνάει|περνάνε|περνά|υποχωρεί|υποχωρούν)`,
      '(δεν)? (φεύγετε|φεύγεις) (ποτέ)? (με|χωρίς)',
      'μόνιμ* (ουλ*|βλάβ*|σημάδι*|δυσχρωμ*|επιπλοκ*|παράλυσ*|τύφλωσ*|ζημι*|νέκρωσ*|παραμόρφωσ*|scars|damage)',
      // Permanence denied: «δεν είναι πάντα μόνιμη».
      '(δεν|ούτε|not) (είναι|θα είναι|γίνεται|is|are) (πάντα|απαραίτητα|πάντοτε|always|necessarily)? (μόνιμ*|οριστικ*|permanent)',
    ],
  },
  // The clock changed: «Ο χρόνος δεν γυρίζει πίσω… το ρολόι όμως ναι!».
  'fear-shame': {
    allowedPatterns: [
      '(?<!\\p{L})χρονο?σ? δεν (?:γυριζει|γυρναει|γυρνα) πισω[^\\p{L}]{0,4}(?:\\p{L}+ ){0,3}(?:ρολοι|ρολογια|clock)',
    ],
  },
  // Not approved, to the end of its clause: «μη εγκεκριμένες πηγές και συμβουλευτείτε πάντα γιατρό».
  endorsement: {
    allowedPatterns: [
      '(?<!\\p{L})(?:μην?|οχι|not|un)[ -]?(?:εγκεκριμεν|πιστοποιημεν|approved|certified)\\p{L}*[^.!;?\\n]{0,80}',
    ],
  },
  cure: { allowed: ['race for the cure', 'for the cure'] },
  testimonial: {
    allowed: [
      // Refusing to show patients: «Δεν αναρτούμε ποτέ φωτογραφίες ή ιστορίες ασθενών».
      '(δεν|ποτέ|ούτε|never) (θα)? (αναρτούμε|αναρτήσουμε|δημοσιεύουμε|δημοσιεύσουμε|ανεβάζουμε|ανεβάσουμε|μοιραζόμαστε|δείχνουμε|post|share|publish) (ποτέ|never)? … (ιστορίες|ιστορία|φωτογραφίες|κριτικές|μαρτυρίες|stories|photos|reviews) (ασθενών|πελατών|patients)?',
      '(ευχαριστούμε|ευχαριστώ|thank you|thanks) (πολύ)? (για)? (τα|τις|the)? (5|πέντε|five) (αστέρια|αστεράκια|stars)',
    ],
  },
  'before-after-shown': {
    allowed: [
      '(εμφανίζ*|ξεκιν*|αρχίζ*|παρουσιάζ*|εκδηλών*|ξεκινάει) … (μήνες|μήνα|εβδομάδες|εβδομάδα|μέρες|ημέρες) (μετά)',
    ],
  },
  'prescription-medicine': {
    allowed: [
      'διαφήμιση … συνταγογραφούμεν*',
      '(δεν|ούτε) (συνταγογραφούμε|γράφουμε συνταγές)',
      '(τα)? (φάρμακα|σκευάσματα) (χορηγούνται|δίνονται|πωλούνται|διατίθενται|παίρνονται) (μόνο)? (με|κατόπιν|ύστερα από) (ιατρική)? (συνταγή|συνταγής)',
    ],
  },
  'price-promotion': {
    allowed: [
      '(ιατρικές πράξεις|θεραπείες|ιατρικές υπηρεσίες) (δεν) (προωθούνται|διαφημίζονται|επιτρέπεται να προωθούνται) … (εκπτώσ*|προσφορ*|δώρα)',
      '(ιατρικές πράξεις|θεραπείες|ιατρικές υπηρεσίες) (δεν) (προωθούνται|διαφημίζονται|επιτρέπεται να προωθούνται) … (εκπτώσ*|προσφορ*|δώρα) (και|ή) (δώρα|προσφορές|εκπτώσεις|διαγωνισμούς)',
      // A question the clinic was asked, told to answer it: «Πολλοί μας ρωτάτε αν θα έχουμε προσφορές στις θεραπείες».
      '(ρωτάτε|ρωτούν|ρωτήσατε|ρωτάει|ρωτήσει|αναρωτιέστε) (αν|εάν) (θα)? (έχουμε|κάνουμε|υπάρχουν|έχετε|κάνετε) (προσφορ*|εκπτώσ*) (στις|στα|σε|για) (τις|τα)? (θεραπεί*|πράξεις|ενέσεις|συνεδρίες)',
    ],
  },
  comparison: {
    allowed: [
      '#1 (βήμα|κανόνας|μυστικό|συμβουλή|εχθρός|vima|kanonas|step|rule|tip)',
      '(νούμερο|no|νο|#) 1 (εχθρ*|λάθ*|κανόν*|βήμα|μυστικ*|συμβουλ*|αιτί*|παράγοντ*|προτεραιότητ*|tip|rule|enemy|cause|step|vima|vimata)',
    ],
  },
  minors: {
    allowed: [
      // A team member's child congratulated: «Συγχαρητήρια στη 16χρονη κόρη της γιατρού μας».
      '(συγχαρητήρια|μπράβο|congratulations|congrats) … (κόρη|κορούλα|γιο|γιος|γιου|παιδί|ανιψι*|εγγον*|daughter|son)',
      '(για|σε) (ανήλικ*|παιδιά|εφήβους) (απαιτείται|χρειάζεται) (πάντα)? (ιατρική)? (εκτίμηση|εξέταση|παρουσία|συναίνεση|συγκατάθεση)',
    ],
  },
};
