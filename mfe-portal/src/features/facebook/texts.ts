/** Texts of the Facebook screens (SPEC §2 Facebook pages, Facebook test). */
export const facebookTexts = {
  pages: {
    title: 'Σελίδες Facebook',
    subtitle: 'Οι συνδεδεμένες σελίδες Facebook και οι λογαριασμοί Instagram της επιχείρησής σας.',
    upcoming: 'Εδώ θα βλέπετε τις σελίδες και τους λογαριασμούς που έχετε συνδέσει.',
  },
  test: {
    title: 'Δοκιμή σύνδεσης Facebook',
    subtitle: 'Έλεγχος της σύνδεσης με το Facebook.',
    upcoming: 'Εδώ θα ξεκινάτε τη σύνδεση με το Facebook για δοκιμή.',
    backToPlatforms: 'Επιστροφή στις πλατφόρμες',
  },
} as const;
