/**
 * Medical confidentiality in public replies: a reply others can read must never confirm that a person is
 * a patient or name their treatment («Χαιρόμαστε που σας είδαμε για το μπότοξ σας», "Hope you love your
 * filler results"). Read as the gate reads any text (disguises, inflections); applied to public replies
 * only, whose sender is offered the private answer instead. A post addresses no one, so it is not here.
 */
import type { ComplianceFlag } from '@studio/contracts';
import { checkCompliance, type RulesToMatch } from '../compliance.ts';

/** A treatment or visit as a reply may name it. */
const TREATMENTS =
  '(θεραπεία|θεραπείες|συνεδρία|συνεδρίες|ένεση|ενέσεις|επέμβαση|επεμβάσεις|αγωγή|εξέταση|εξετάσεις|διάγνωση|αποτέλεσμα|αποτελέσματα|μπότοξ|botox|filler*|φίλερ|υαλουρονικό|laser|λέιζερ|αποτρίχωση|peeling|πίλινγκ|μεσοθεραπεία|PRP|νήματα|τοξίνη|επίσκεψη|περιποίηση)';

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
        `(great|nice|lovely|good|so good) (to see|seeing) you`,
        `(thanks|thank you) for (coming in|visiting us|your visit|trusting us with)`,
        `your (treatment|treatments|session|sessions|injection|injections|procedure|results|botox|filler|fillers|peel|laser)`,
        `(hope|hoping) you (love|loved|like|liked|are happy with|enjoy|enjoyed) (your|the) (result|results|treatment|new)`,
      ],
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
