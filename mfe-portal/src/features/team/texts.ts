import { MEMBER_ROLE_LABELS, type MemberRole } from '@studio/contracts';

/** The Greek texts of the team screen. */
export const teamTexts = {
  title: 'Ομάδα',
  subtitle: 'Οι χρήστες της επιχείρησής σας και ο ρόλος του καθενός.',
  ownerOnly: 'Μόνο ο ιδιοκτήτης του λογαριασμού διαχειρίζεται την ομάδα.',
  ownerOnlyBody: 'Αν χρειάζεστε αλλαγή στην ομάδα, ζητήστε τη από τον ιδιοκτήτη.',
  inviteTitle: 'Πρόσκληση χρήστη',
  inviteHint: 'Θα λάβει e-mail με σύνδεσμο μίας χρήσης για να ορίσει τον κωδικό του (ισχύει 7 ημέρες).',
  email: 'E-mail',
  role: 'Ρόλος',
  invite: 'Αποστολή πρόσκλησης',
  emailRequired: 'Συμπληρώστε ένα έγκυρο e-mail',
  membersTitle: 'Χρήστες',
  roleOf: (email: string) => `Ρόλος του ${email}`,
  you: 'Εσείς',
  pending: 'Εκκρεμεί η πρόσκληση',
  disabled: 'Απενεργοποιημένος',
  remove: 'Αφαίρεση',
  removeOf: (email: string) => `Αφαίρεση του ${email}`,
  removeTitle: 'Αφαίρεση χρήστη;',
  removeBody: (email: string) =>
    `Ο χρήστης ${email} θα αποσυνδεθεί αμέσως και δεν θα μπορεί πια να συνδεθεί στον λογαριασμό.`,
  cancel: 'Ακύρωση',
  close: 'Κλείσιμο',
  loadFailed: 'Δεν ήταν δυνατή η φόρτωση της ομάδας.',
  failed: 'Η ενέργεια απέτυχε.',
  linkTitle: (email: string) => `Σύνδεσμος πρόσκλησης για ${email}`,
  linkBody: (when: string) =>
    `Δεν έχει ρυθμιστεί διακομιστής e-mail: στείλτε εσείς τον σύνδεσμο. Λειτουργεί μία φορά, έως ${when}.`,
  resend: 'Αποστολή ξανά',
  resendOf: (email: string) => `Αποστολή ξανά της πρόσκλησης στο ${email}`,
  copy: 'Αντιγραφή',
  copied: 'Ο σύνδεσμος αντιγράφηκε.',
  copyByHand: 'Πατήστε Ctrl+C (⌘C) για να αντιγράψετε τον επιλεγμένο σύνδεσμο.',
  rolesTitle: 'Τι κάνει κάθε ρόλος',
  roles: MEMBER_ROLE_LABELS.el,
  roleDescriptions: {
    owner: 'Όλα, μαζί με την ομάδα και τις ρυθμίσεις του λογαριασμού.',
    marketer: 'Προϊόντα, αναρτήσεις, περίοδοι, πολυμέσα και σελίδες· όχι την ομάδα.',
    medical_reviewer:
      'Βλέπει αναρτήσεις, προεπισκοπήσεις, πολυμέσα και αποτελέσματα για ιατρικό έλεγχο· δεν τα αλλάζει.',
  } satisfies Record<MemberRole, string>,
} as const;
