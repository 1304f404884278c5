/**
 * A wink that sends the reader to a private message: what a post hides behind «😉 στείλτε μας DM» is what it
 * cannot say in public (a price, a medicine's name, a result). A warning for a person to read: the post or
 * reply says it in the open, or leaves the wink out. Among the outside corpora read so far, a wink beside a
 * private message was in 50 of 2,043 forbidden texts and in none of 683 plain ones.
 */
import type { RuleDefinition, RuleExtras } from './rule-types.ts';

export const INNUENDO_RULE: RuleDefinition = {
  id: 'innuendo',
  name: 'Υπονοούμενο με παραπομπή σε προσωπικό μήνυμα',
  severity: 'warn',
  basis: 'Οδηγία 2005/29/ΕΚ άρθρο 7 (παραπλανητική παράλειψη)· ν. 3418/2005 άρθρο 17',
  reason:
    'Το κλείσιμο του ματιού μαζί με «στείλτε μας μήνυμα» υπονοεί κάτι που δεν γράφεται δημόσια (μια τιμή, ένα φάρμακο, ένα αποτέλεσμα). Ό,τι ισχύει γράψτε το καθαρά, ή αφαιρέστε το υπονοούμενο.',
  terms: [],
};

/** A wink, a shush, a smirk. */
const WINK = '(?:😉|😏|🤫|🤭|😜|🙊)';
/** Sent to a private message or to ask. */
const PRIVATE =
  '(?<!\\p{L})(?:dm|inbox|pm|μηνυμα\\p{L}*|στειλ\\p{L}*|ρωτηστε|ρωτα|ρωτησε|ρωτηστε\\s+μασ|message|ask)(?!\\p{L})';

export const INNUENDO_EXTRAS: RuleExtras = {
  patterns: [
    // A medicine hinted as an option of a weight or diet programme «where indicated», asked about beside men's
    // hormones, «beauty injections» the reader is invited to, wrinkles «relaxed» in quotes, the reader's testosterone
    // with a wink, treatments «hard to find in Greece»: «…και, όπου χρειάζεται, φαρμακευτική υποστήριξη», «ρωτήστε για
    // τις θεραπευτικές επιλογές», «οι «ενέσεις νεότητας» — ελάτε να δούμε», «λύσεις που «χαλαρώνουν» το μέτωπο», «μήπως
    // φταίει η τεστοστερόνη σου 😉», «φάρμακα που δεν κυκλοφορούν στην Ελλάδα» (Directive 2001/83/EC art. 88(1): a
    // prescription medicine is not advertised by a hint either).
    {
      needs: ['φαρμακευτικ'],
      requires: [['βαρ', 'κιλ', 'αδυνατ', 'παχυσαρκ', 'διατροφ', 'διαιτολογ', 'προγραμμ']],
      re: '(?<!\\p{L})(?:οπου|αν|εαν|οταν)\\s+(?:ενδεικνυται|χρειαζεται|κριθει|χρειαστει)(?!\\p{L})[^.!;?\\n]{0,60}?(?<!\\p{L})φαρμακευτικ\\p{L}*\\s+(?:αγωγ|επιλογ|θεραπει|υποστηριξ|λυσ)\\p{L}*',
    },
    {
      needs: ['θεραπευτικ', 'φαρμακευτικ'],
      requires: [['ορμον', 'τεστοστερον', 'βαρ', 'κιλ', 'αδυνατ', 'παχυσαρκ']],
      re: '(?<!\\p{L})(?:ρωτηστε|ρωτα|ρωτησε|μαθετε|μαθε)\\s+(?:μασ\\s+)?(?:για\\s+)?(?:τισ\\s+)?(?:θεραπευτικ|φαρμακευτικ)\\p{L}*\\s+(?:επιλογ|λυσ)\\p{L}*',
    },
    {
      needs: ['ενεσ'],
      re: '(?<!\\p{L})ενεσ\\p{L}*\\s+(?:ομορφιασ|νεοτητασ|νεανικοτητασ|ανανεωσησ)(?!\\p{L})(?=[^\\n]{0,120}?(?<!\\p{L})(?:ελα|ελατε|κλειστε|κλεισε|ρωτηστε|ρωτα|συζητησουμε|για\\s+σενα|για\\s+εσασ)(?!\\p{L}))',
    },
    {
      needs: ['ξεκουραζ', 'χαλαρων', 'ηρεμ', 'παγων'],
      requires: [['ρυτιδ', 'βλεμμ', 'μετωπ', 'συνοφρυ', 'γραμμ', 'εκφρασ']],
      re: '[«"“](?:ξεκουραζ|χαλαρων|ηρεμ|παγων)\\p{L}*[»"”]',
    },
    { needs: ['τεστοστερον'], re: `(?<!\\p{L})τεστοστερον\\p{L}*\\s+(?:σου|σασ)\\s*\\S{0,3}?${WINK}` },
    {
      needs: ['ελλαδα'],
      re: '(?<!\\p{L})(?:θεραπει|φαρμακ|σκευασματ|αγωγ)\\p{L}*\\s+που\\s+δεν\\s+(?:βρισκετε|θα\\s+βρειτε|βρισκεισ|κυκλοφορουν|υπαρχουν|εγκρινονται)\\s+(?:ευκολα\\s+)?(?:στην\\s+ελλαδα)',
    },
    {
      needs: ['😉', '😏', '🤫', '🤭', '😜', '🙊'],
      re: `${WINK}[^\\n]{0,80}?${PRIVATE}|${PRIVATE}[^\\n]{0,80}?${WINK}`,
    },
    // «Ξέρετε ποιο.», «ξέρετε εσείς 😉»: the reader trusted to know what is not named.
    {
      needs: ['ξερετε', 'ξερεισ'],
      re: `(?<!\\p{L})(?:ξερετε|ξερεισ)\\s+(?:ποιο|ποια|ποιον|ποιεσ|ποιουσ)(?:\\s+(?:λεμε|εννοουμε))?\\s*[.!…]|(?<!\\p{L})(?:ξερετε|ξερεισ)\\s+(?:εσεισ|εσυ)(?!\\p{L})[^\\n]{0,20}?${WINK}|${WINK}[^\\n]{0,20}?(?<!\\p{L})(?:ξερετε|ξερεισ)\\s+(?:εσεισ|εσυ)(?!\\p{L})`,
    },
    // «Ξέρετε τι εννοούμε 💪», «Πιάσατε το υπονοούμενο;», «Ξέρετε τι να κάνετε μέχρι την Κυριακή 😉»: the reader told
    // to read what is left unsaid (not «Ξέρετε τι εννοούμε με τον όρο…;», a question that explains).
    {
      needs: ['ξερετε', 'ξερεισ', 'υπονοουμενο'],
      re: `(?<!\\p{L})(?:ξερετε|ξερεισ)\\s+τι\\s+(?:εννοουμε|εννοω|λεμε)\\s*(?:[.!…]|$|[^\\p{L}\\p{N}\\s;?])|(?<!\\p{L})(?:πιασατε|επιασεσ|πιανετε|πιανεισ)\\s+το\\s+υπονοουμενο(?!\\p{L})|(?<!\\p{L})(?:ξερετε|ξερεισ)\\s+τι\\s+(?:να\\s+κανετε|να\\s+κανεισ|πρεπει\\s+να\\s+κανετε)(?!\\p{L})[^\\n;?]{0,40}?${WINK}`,
    },
    // What every celebrity keeps in the fridge, come to the clinic: «Αυτό που έχουν όλες οι σελέμπριτι στο ψυγείο
    // τους ήρθε και σε εμάς» (an injectable pen hinted at).
    {
      needs: ['ψυγει'],
      re: '(?<!\\p{L})(?:σελεμπριτι|celebrit\\p{L}*|διασημ\\p{L}*|σταρ|influencer\\p{L}*|ινφλουενσερ\\p{L}*|ηθοποι\\p{L}*)[^.!;?\\n]{0,30}?(?<!\\p{L})στ(?:ο|α)\\s+ψυγει\\p{L}*\\s+(?:τουσ|τησ|του)(?!\\p{L})',
    },
  ],
};
