/** Texts of the Facebook screens. */
export const facebookTexts = {
  pages: {
    title: 'Σελίδες Facebook',
    subtitle: 'Οι συνδεδεμένες σελίδες Facebook και οι λογαριασμοί Instagram της επιχείρησής σας.',
    tokenLabel: 'Access token',
    tokenHint: 'Επικολλήστε ένα access token του Facebook για να δείτε τις σελίδες του.',
    fetch: 'Ανάκτηση σελίδων',
    fetching: 'Ανάκτηση...',
    success: 'Data retrieved successfully',
    source: (source: string) => `Πηγή δεδομένων: ${source}`,
    autoLoaded: 'Φορτώθηκαν αυτόματα το αποθηκευμένο token και οι σελίδες σας.',
    errorTitle: 'Δεν ήταν δυνατή η ανάκτηση των σελίδων',
    errorAdvice: 'Βεβαιωθείτε ότι εισάγατε ένα έγκυρο access token του Facebook και δοκιμάστε ξανά.',
    httpError: (status: number) => `HTTP error! status: ${status}`,
    failed: 'Failed to retrieve pages',
    facebookPages: 'Σελίδες Facebook',
    instagramAccounts: 'Λογαριασμοί Instagram',
    noPages: 'Δεν βρέθηκαν σελίδες.',
    noAccounts: 'Δεν βρέθηκαν λογαριασμοί Instagram.',
    category: 'Κατηγορία',
    username: 'Όνομα χρήστη',
    id: 'ID',
  },
  test: {
    title: 'Δοκιμή σύνδεσης Facebook',
    subtitle: 'Έλεγχος της σύνδεσης με το Facebook.',
    direct: 'Σύνδεση με Facebook (απευθείας)',
    directHint:
      'Ανοίγει απευθείας το παράθυρο σύνδεσης του Facebook (email, public_profile, pages_manage_posts, instagram_basic).',
    backend: 'Σύνδεση μέσω διακομιστή',
    backendHint: 'Ξεκινά τη σύνδεση από τη διαδρομή /api/auth/facebook/connect της πλατφόρμας.',
    backToPlatforms: 'Επιστροφή στις πλατφόρμες',
    sandbox:
      'Λειτουργία δοκιμών: οι αναρτήσεις πηγαίνουν σε μια δοκιμαστική σελίδα, όχι στο πραγματικό Facebook',
    unknownAppId:
      'Το αναγνωριστικό εφαρμογής (App ID) του Facebook δεν είναι γνωστό σε αυτή τη σελίδα, οπότε η απευθείας σύνδεση δεν μπορεί να ξεκινήσει. Χρησιμοποιήστε τη σύνδεση μέσω διακομιστή, που γνωρίζει τη ρύθμιση της εφαρμογής.',
    needLogin: 'Πρέπει να είστε συνδεδεμένοι στην πλατφόρμα για να συνδέσετε το Facebook.',
    backendFailed: 'Δεν ήταν δυνατή η έναρξη της σύνδεσης με το Facebook. Δοκιμάστε ξανά.',
  },
} as const;
