import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';

const rulesOf = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);

describe('claims quoted to be refuted', () => {
  it.each([
    'Σας τάζουν «εγγυημένα αποτελέσματα»; Μην τους πιστεύετε: κάθε οργανισμός αντιδρά αλλιώς.',
    '«Ανώδυνη» αποτρίχωση; Κάθε ιατρική πράξη μπορεί να έχει μια ενόχληση, και σας τη λέμε από πριν.',
    'Το «μόνιμο αποτέλεσμα» είναι παραπλανητική φράση· μιλάμε για μακροχρόνια βελτίωση.',
    'Οι ιατρικές πράξεις δεν είναι αντικείμενο «εκπτώσεων» και «προσφορών».',
    'Δεν υπάρχει θεραπεία χωρίς καμία παρενέργεια. Ρωτήστε μας για όλα πριν αποφασίσετε.',
    'Beware of clinics promising "zero risk": every treatment has some.',
    // The quoted word denied, nothing named after it.
    '«Μόνιμο» δεν υπάρχει 🙂 Κάθε αποτέλεσμα θέλει συντήρηση.',
    // Others' adverts, wherever they are sold.
    'Στο διαδίκτυο πωλούνται online ως «εγγυημένη λύση» συσκευές χωρίς έγκριση.',
    // A myth told as such, with its truth after it.
    'Μύθος: η θεραπεία της ροδόχρου νόσου την εξαφανίζει για πάντα. Αλήθεια: τη βάζουμε υπό έλεγχο.',
    // A line marked wrong whose quoted claim a dash corrects.
    'Τρία λάθη για τα σπυριά:\n❌ «Η οδοντόπαστα τα θεραπεύει» – ερεθίζει το δέρμα\n✅ Καθαρισμός δύο φορές τη μέρα',
    // A scammer's offer in the clinic's name; a promise asked as a question that expects no.
    'Μηνύματα με «laser με 70% έκπτωση» στο όνομά μας είναι απάτη. Μην πληρώσετε τίποτα.',
    'Διαβάσατε «εμφυτεύματα με εγγύηση ζωής»; Ποιος μπορεί να εγγυηθεί αν θα δεθεί το οστό σας;',
    // The quoted word denied or not to be found here; a promise not made, before or after the quoted claim.
    'Η λέξη «μόνιμη» δεν σημαίνει ότι δεν θα χρειαστείτε συντήρηση.',
    'Εικόνες «πριν και μετά» δεν θα δείτε ποτέ στη σελίδα μας.',
    'Δεν υποσχόμαστε «τέλεια» αποτελέσματα· σας εξηγούμε τι είναι ρεαλιστικό.',
    '«Αψεγάδιαστο» δέρμα δεν υπάρχει και δεν το υποσχόμαστε.',
    // A myth with its reality; a quoted claim asked whether it holds; «without» asked and denied; a question
    // the clinic is asked, answered no.
    'Μύθος: «Τα peeling δεν έχουν καμία παρενέργεια». Πραγματικότητα: μπορεί να ερεθίσουν το δέρμα.',
    '«Με ένα laser η τριχοφυΐα φεύγει για πάντα»: ισχύει; Συνήθως χρειάζονται συνεδρίες συντήρησης.',
    'Χαμόγελο χωρίς κανένα ρίσκο; Δεν υπάρχει, όμως η πρόληψη το μειώνει.',
    'Μας ρωτάτε συχνά αν εγγυόμαστε το αποτέλεσμα μιας επέμβασης. Η απάντηση είναι όχι: κάθε οργανισμός αντιδρά αλλιώς.',
    // A quoted claim asked of and corrected; asked about and told the truth of; nothing of the kind exists.
    'Υπάρχει «οριστική» λύση για την ακμή; Η θεραπεία βοηθά πολύ, όμως μπορεί να χρειαστεί συντήρηση.',
    'Πολλές μας ρωτούν για «μόνιμη» λεύκανση. Η αλήθεια είναι ότι το χρώμα των δοντιών αλλάζει με τα χρόνια.',
    'Μια «ανώδυνη» κύστη δεν σημαίνει ότι πρέπει να την αγνοήσετε.',
    'Κυκλοφορεί ορός που «εξαφανίζει οριστικά τις ρυτίδες». Δεν υπάρχει ορός που κάνει κάτι τέτοιο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it.each([
    // In quotation marks but affirmed: no word denies it.
    ['Αποτελέσματα «εγγυημένα» 😉 Κλείστε ραντεβού!', 'guaranteed-result'],
    ['Υπάρχει «ανώδυνη» αποτρίχωση; Ναι, η δική μας!', 'painless'],
    // A denial nearby, and the claim said again outside the quotation marks.
    ['«100% ασφαλές»; Ο σωστός όρος; Απόλυτα ασφαλές και εγγυημένο!', 'safety-claim'],
    ['Μύθος: «Το laser πονάει». Με εμάς είναι ανώδυνο.', 'painless'],
    // A denial that keeps an exception.
    ['Δεν υπάρχει θεραπεία με τόσο μηδενικό κίνδυνο όσο η δική μας.', 'safety-claim'],
    // «Δεν υπάρχει πόνος» repeats the claim; it refutes nothing.
    ['«Ανώδυνη» θεραπεία; Δεν υπάρχει πόνος, μόνο αποτέλεσμα!', 'painless'],
    // The quoted claim «δεν υπάρχει» somewhere else.
    ['Η «ανώδυνη» λύση δεν υπάρχει αλλού, μόνο εδώ.', 'painless'],
    // A myth with no truth told after it, and the truth itself.
    ['Μύθος: η αποτρίχωση πονάει; Με εμάς είναι εντελώς ανώδυνη.', 'painless'],
    ['Μύθος: το laser πονάει. Αλήθεια: με εμάς είναι 100% ανώδυνο.', 'painless'],
    // A mark alone says «without».
    ['Αποτρίχωση laser ❌ «πόνος» ❌ «κοκκινίλες», μόνο αποτέλεσμα!', 'painless'],
    // Who else can promise it? The clinic itself.
    [
      '«Τέλειο αποτέλεσμα με εγγύηση»: ποιος άλλος μπορεί να σας το εγγυηθεί; Μόνο εμείς!',
      'guaranteed-result',
    ],
    // Asked whether it holds and said of the clinic; «without» asked and answered with praise; a promise not
    // made, then made.
    ['«Ανώδυνη αποτρίχωση»: ισχύει; Με εμάς, ναι!', 'painless'],
    ['Αποτρίχωση χωρίς πόνο; Δεν υπάρχει πιο εύκολο!', 'painless'],
    ['Δεν υποσχόμαστε θαύματα, υποσχόμαστε «εγγυημένο αποτέλεσμα»!', 'guaranteed-result'],
    ['Υπάρχει «μόνιμη» αποτρίχωση; Ναι, μόνο στο ιατρείο μας!', 'permanent-result'],
    ['Πολλοί μας ρωτούν για «εγγυημένο αποτέλεσμα». Η αλήθεια είναι ότι το εγγυόμαστε!', 'guaranteed-result'],
  ])('still flags «%s»', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it('never lets a medicine through in quotation marks', () => {
    expect(rulesOf('Το «Botox» είναι μύθος; Ελάτε να το δοκιμάσετε!')).toContain('prescription-medicine');
  });
});
