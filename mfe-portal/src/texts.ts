import type { PortalPage, PortalStep } from '@studio/web';

/** Greek texts used by more than one feature of the business portal. */
export const texts = {
  brand: 'Post Studio',
  errorTitle: 'Σφάλμα',
  previous: 'Προηγούμενο',
  back: 'Πίσω',
  continue: 'Συνέχεια',
  loading: 'Φόρτωση...',
  comingSoon: 'Σύντομα διαθέσιμο',
  /** The medical reviewer's answers to a post or a reply (components/review-decision.tsx). */
  reviewDecision: {
    approve: 'Έγκριση',
    requestChanges: 'Ζητήστε αλλαγές',
    commentLabel: 'Σχόλιο προς τον συντάκτη',
    sendChanges: 'Αποστολή σχολίου',
    cancel: 'Ακύρωση',
    decisionFailed: 'Η απόφαση δεν αποθηκεύτηκε.',
  },
  /** Before a change that takes posts' approval back (components/voiding-confirm.tsx). */
  voiding: {
    title: 'Η ανάρτηση θα αποσυρθεί από το πρόγραμμα',
    titleMany: 'Αναρτήσεις που θα αποσυρθούν από το πρόγραμμα',
    message: (name: string, when: string) =>
      `Η ανάρτηση «${name}» είναι εγκεκριμένη για δημοσίευση (${when}). Αυτή η αλλαγή ακυρώνει την έγκρισή της: θα γίνει πρόχειρη και δεν θα δημοσιευτεί μέχρι να την προγραμματίσετε ξανά.`,
    messageMany: (n: number) =>
      `Αυτή η αλλαγή ακυρώνει την έγκριση ${n} εγκεκριμένων αναρτήσεων: δεν θα δημοσιευτούν μέχρι να τις προγραμματίσετε ξανά.`,
    confirm: 'Αλλαγή και απόσυρση',
    cancel: 'Ακύρωση',
    close: 'Κλείσιμο',
    noDate: 'Χωρίς ημερομηνία',
  },
  loginRequired: {
    title: 'Απαιτείται σύνδεση',
    description: 'Παρακαλώ συνδεθείτε για να συνεχίσετε.',
  },
} as const;

/** The four setup steps of the sidebar, in order. */
export const stepLabels: Record<PortalStep, string> = {
  setup: 'Ρυθμίσεις',
  products: 'Τα προϊόντα μου',
  platforms: 'Πλατφόρμες',
  campaigns: 'Οι καμπάνιες μου',
};

/** The screens of the sidebar beside the steps. */
export const pageLabels: Record<PortalPage, string> = {
  inbox: 'Εισερχόμενα',
  calendar: 'Ημερολόγιο',
  media: 'Βιβλιοθήκη πολυμέσων',
  analytics: 'Αποτελέσματα',
  team: 'Ομάδα',
  'medical-review': 'Ιατρικός έλεγχος',
};
