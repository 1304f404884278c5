import type { MediaSource } from '@studio/contracts';

/** The Greek texts of the media library (issue 17). */
export const mediaTexts = {
  title: 'Βιβλιοθήκη πολυμέσων',
  subtitle:
    'Όλες οι εικόνες της επιχείρησής σας: ανεβάστε νέες, γράψτε εναλλακτικό κείμενο (το στέλνουμε στο Facebook και στο Instagram) και καταγράψτε τη συναίνεση για φωτογραφίες προσώπων.',
  uploadTitle: 'Νέα εικόνα',
  file: 'Αρχείο εικόνας',
  pickFile: 'Επιλογή εικόνας…',
  fileHint: 'JPEG, PNG, GIF, WebP ή AVIF, έως 5 MB.',
  uploadsUsed: (used: number, limit: number) =>
    `Έχετε ανεβάσει ${used} από τις ${limit} εικόνες που χωρά η βιβλιοθήκη.`,
  altText: 'Εναλλακτικό κείμενο',
  altTextHint: 'Τι δείχνει η εικόνα, για όσους δεν τη βλέπουν.',
  showsPerson: 'Δείχνει πρόσωπο (π.χ. ασθενή)',
  personConsent: 'Έχω τη ρητή συναίνεση του προσώπου για χρήση στις αναρτήσεις',
  consentNote:
    'Φωτογραφία ασθενή είναι δεδομένο υγείας (ΓΚΠΔ, άρθρο 9): χωρίς καταγεγραμμένη συναίνεση δεν μπορεί να μπει σε ανάρτηση.',
  upload: 'Ανέβασμα',
  uploaded: 'Η εικόνα προστέθηκε στη βιβλιοθήκη.',
  chooseFile: 'Επιλέξτε ένα αρχείο εικόνας.',
  save: 'Αποθήκευση',
  saved: 'Η εικόνα αποθηκεύτηκε.',
  delete: 'Διαγραφή',
  deleted: 'Η εικόνα διαγράφηκε.',
  deleteTitle: 'Διαγραφή εικόνας;',
  deleteDescription: 'Η εικόνα θα διαγραφεί οριστικά από τη βιβλιοθήκη.',
  cancel: 'Ακύρωση',
  noConsent: 'Χωρίς συναίνεση',
  unused: 'Δεν χρησιμοποιείται σε αναρτήσεις',
  usedBy: (n: number) => (n === 1 ? 'Σε 1 ανάρτηση' : `Σε ${n} αναρτήσεις`),
  productImage: 'Εικόνα προϊόντος: διαγράφεται από τη σελίδα του προϊόντος.',
  empty: 'Η βιβλιοθήκη είναι άδεια',
  emptyDescription: 'Ανεβάστε την πρώτη σας εικόνα ή προσθέστε προϊόντα: οι εικόνες τους εμφανίζονται εδώ.',
  loadFailed: 'Δεν ήταν δυνατή η φόρτωση της βιβλιοθήκης.',
  failed: 'Η ενέργεια απέτυχε.',
  sources: { upload: 'Ανέβασμα', product: 'Προϊόν', ai: 'AI' } satisfies Record<MediaSource, string>,
} as const;
