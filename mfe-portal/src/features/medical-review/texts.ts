import { COMPLIANCE_FIELD_LABELS_EL, type ComplianceFlag } from '@studio/contracts';

/** Greek texts of the reviewer's screen (issue 36). */
export const reviewTexts = {
  title: 'Ιατρικός έλεγχος',
  subtitle:
    'Οι αναρτήσεις που περιμένουν την έγκρισή σας, όπως θα δημοσιευτούν. Η έγκριση ισχύει μόνο για τη μορφή που βλέπετε· κάθε αλλαγή τη στέλνει ξανά για έλεγχο.',
  empty: 'Καμία ανάρτηση δεν περιμένει ιατρικό έλεγχο.',
  failed: 'Αποτυχία φόρτωσης των αναρτήσεων για έλεγχο.',
  forbidden: 'Τον ιατρικό έλεγχο κάνει ο ιατρικός ελεγκτής ή ο κάτοχος του λογαριασμού.',
  post: (product: string) => `Ανάρτηση για ${product}`,
  when: (date: string) => `Δημοσίευση: ${date}`,
  noDate: 'Χωρίς ημερομηνία',
  submitted: (by: string, when: string) => `Στάλθηκε από ${by}, ${when}`,
  firstComment: COMPLIANCE_FIELD_LABELS_EL.firstComment,
  altTexts: 'Εναλλακτικά κείμενα εικόνων',
  noAltText: 'χωρίς εναλλακτικό κείμενο',
  imageText: 'Κείμενο μέσα στις εικόνες',
  flags: 'Επισημάνσεις συμμόρφωσης',
  diff: 'Αλλαγές από την προηγούμενη έκδοση που ελέγχθηκε',
  firstVersion: 'Δεν υπάρχει προηγούμενη έκδοση που ελέγχθηκε.',
  previous: (version: number) => `Έκδοση ${version}`,
  current: 'Τρέχουσα μορφή',
  previousComment: (comment: string) => `Το σχόλιό σας τότε: ${comment}`,
  approve: 'Έγκριση',
  requestChanges: 'Ζητήστε αλλαγές',
  commentLabel: 'Σχόλιο προς τον συντάκτη',
  commentHint: 'Τι πρέπει να αλλάξει; Το σχόλιο το βλέπει ο συντάκτης στην ανάρτηση.',
  sendChanges: 'Αποστολή σχολίου',
  cancel: 'Ακύρωση',
  decisionFailed: 'Η απόφαση δεν αποθηκεύτηκε.',
  flagLine: (f: ComplianceFlag) =>
    `«${f.phrase}»${f.field && f.field !== 'content' ? ` (${COMPLIANCE_FIELD_LABELS_EL[f.field]})` : ''} – ${f.rule}`,
} as const;
