/** Texts of signing in and of the business guard (SPEC §4, §5, §8). */
export const authTexts = {
  login: {
    title: 'Σύνδεση επιχείρησης',
    subtitle: 'Συνδεθείτε για να διαχειριστείτε τις αναρτήσεις της επιχείρησής σας.',
    email: 'Email',
    emailPlaceholder: 'name@business.gr',
    password: 'Κωδικός πρόσβασης',
    submit: 'Σύνδεση',
    submitting: 'Σύνδεση...',
    failed: 'Login failed. Please try again.',
    exception: 'An error occurred. Please try again.',
    adminLink: 'Είστε διαχειριστής της πλατφόρμας;',
    adminLinkAction: 'Σύνδεση διαχειριστή',
    sessionEnded: 'Η σύνδεσή σας έληξε',
    sessionEndedHint: 'Συνδεθείτε ξανά για να συνεχίσετε από εκεί που σταματήσατε.',
    unsaved: (labels: string) => `Ό,τι είχατε γράψει στο ${labels} δεν αποθηκεύτηκε· συμπληρώστε το ξανά.`,
  },
  marketing: {
    eyebrow: 'Για κλινικές και καταστήματα αισθητικής',
    headline: 'Οι αναρτήσεις σας, έτοιμες πριν τις χρειαστείτε.',
    lead: 'Η τεχνητή νοημοσύνη γράφει αναρτήσεις από τα δικά σας προϊόντα, στη γλώσσα και το ύφος της επιχείρησής σας.',
    points: [
      {
        title: 'Κείμενα από τα προϊόντα σας',
        body: 'Επιλέγετε προϊόντα και θεραπείες· εμείς γράφουμε αναρτήσεις με εικόνες που τους ταιριάζουν.',
      },
      {
        title: 'Προγραμματισμός που τρέχει μόνος του',
        body: 'Ορίζετε πόσο συχνά και τι ώρα· οι αναρτήσεις μπαίνουν στο πρόγραμμα για όλη την εβδομάδα.',
      },
      {
        title: 'Facebook και Instagram',
        body: 'Συνδέετε τις σελίδες σας μία φορά και οι αναρτήσεις δημοσιεύονται εκεί στην ώρα τους.',
      },
    ],
  },
  guard: {
    checking: 'Έλεγχος σύνδεσης...',
    impersonationFailed: 'Δεν ήταν δυνατό το άνοιγμα του λογαριασμού.',
  },
} as const;
