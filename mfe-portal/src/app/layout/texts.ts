/** Texts of the business portal's frame. */
export const layoutTexts = {
  stepsLabel: 'Βήματα ρύθμισης',
  pagesLabel: 'Εργαλεία',
  stepOf: (index: number, total: number) => `${index}/${total}`,
  menu: 'Μενού',
  logout: 'Αποσύνδεση',
  loggingOut: 'Αποσύνδεση...',
  terms: 'Όροι χρήσης',
  privacy: 'Πολιτική απορρήτου',
  support: 'Υποστήριξη',
  footerLabel: 'Πληροφορίες και υποστήριξη',
  actingAdmin: {
    title: 'Λειτουργία διαχειριστή',
    titleFor: (account: string) => `Λειτουργία διαχειριστή: ${account}`,
    body: 'Ενεργείτε ως διαχειριστής της πλατφόρμας σε αυτόν τον λογαριασμό. Ό,τι αποθηκεύετε ισχύει για την επιχείρηση.',
    leave: 'Έξοδος στους λογαριασμούς',
  },
} as const;
