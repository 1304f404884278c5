/** Texts of signing in and of the business guard. */
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
    /** The sign-in's throttle (429), with the wait its Retry-After names counting down. */
    throttled: (seconds: number) =>
      `Πάρα πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε ${seconds} ${seconds === 1 ? 'δευτερόλεπτο' : 'δευτερόλεπτα'}.`,
    throttledOver: 'Μπορείτε να δοκιμάσετε ξανά.',
    adminLink: 'Είστε διαχειριστής της πλατφόρμας;',
    adminLinkAction: 'Σύνδεση διαχειριστή',
    sessionEnded: 'Η σύνδεσή σας έληξε',
    sessionEndedHint: 'Συνδεθείτε ξανά για να συνεχίσετε από εκεί που σταματήσατε.',
    /** Why the platform admin ended the session (svc-auth's sign-in refusals say the same). */
    endedBecause: {
      account_suspended: {
        title: 'Ο λογαριασμός σας έχει ανασταλεί',
        hint: 'Ο λογαριασμός της επιχείρησής σας έχει ανασταλεί και αποσυνδεθήκατε. Επικοινωνήστε με την υποστήριξη.',
      },
      user_disabled: {
        title: 'Ο χρήστης σας έχει απενεργοποιηθεί',
        hint: 'Ο χρήστης σας έχει απενεργοποιηθεί και αποσυνδεθήκατε. Επικοινωνήστε με τον διαχειριστή.',
      },
    },
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
    unanswered: 'Η πλατφόρμα δεν απαντά αυτή τη στιγμή.',
    unansweredHint: 'Η σύνδεσή σας διατηρείται. Δοκιμάστε ξανά σε λίγο.',
    retry: 'Δοκιμάστε ξανά',
  },
} as const;
