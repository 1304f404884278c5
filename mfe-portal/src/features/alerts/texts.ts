import type { AlertKind } from '@studio/contracts';

/** Texts of the portal's bell. */
export const alertsTexts = {
  bell: 'Ειδοποιήσεις',
  bellUnread: (count: number) =>
    count === 1 ? 'Ειδοποιήσεις: 1 μη αναγνωσμένη' : `Ειδοποιήσεις: ${count} μη αναγνωσμένες`,
  title: 'Ειδοποιήσεις',
  description: 'Αναρτήσεις που απέτυχαν ή χρειάζονται έλεγχο, και προβλήματα της σύνδεσης με το Facebook.',
  empty: 'Δεν υπάρχουν ειδοποιήσεις.',
  emptyHint: 'Εδώ θα δείτε αν μια ανάρτηση αποτύχει ή αν η σύνδεση με το Facebook χρειάζεται προσοχή.',
  loadFailed: 'Δεν ήταν δυνατή η φόρτωση των ειδοποιήσεων.',
  retry: 'Δοκιμάστε ξανά',
  readAll: 'Σήμανση όλων ως αναγνωσμένων',
  markFailed: 'Δεν ήταν δυνατή η σήμανση της ειδοποίησης.',
  close: 'Κλείσιμο',
  unread: 'Νέα',
  kinds: {
    post_failed: 'Απέτυχε',
    post_unconfirmed: 'Χωρίς επιβεβαίωση',
    connection_problem: 'Σύνδεση Facebook',
    approval_lapsed: 'Νέα έγκριση',
    signoff_required: 'Ιατρικός έλεγχος',
    consent_withdrawn: 'Ανάκληση συναίνεσης',
    consent_expiring: 'Λήξη συναίνεσης',
    login_expiring: 'Λήξη σύνδεσης Facebook',
  } satisfies Record<AlertKind, string>,
  open: {
    post_failed: 'Προβολή ανάρτησης',
    post_unconfirmed: 'Έλεγχος ανάρτησης',
    connection_problem: 'Άνοιγμα πλατφορμών',
    approval_lapsed: 'Έλεγχος ανάρτησης',
    signoff_required: 'Αποστολή για ιατρικό έλεγχο',
    consent_withdrawn: 'Άνοιγμα συναινέσεων',
    consent_expiring: 'Άνοιγμα συναινέσεων',
    login_expiring: 'Άνοιγμα πλατφορμών',
  } satisfies Record<AlertKind, string>,
  at: (when: string) => `Στις ${when}`,
} as const;
